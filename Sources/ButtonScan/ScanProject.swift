import ButtonIB
import ButtonJSON
import ButtonMeasure
import ButtonStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sources a scanned app's buttons name, found in the folders scanned: image sets by name
/// (in every `.xcassets`), font files by PostScript name (`.ttf`, `.otf`, each face of a
/// `.ttc`), and each Interface Builder file's localized strings (docs/scan.md, "Sources").
package struct ScanProject: Sendable {
  /// An image set's name (the folder's name without `.imageset`) → its folder. The first in
  /// path order wins when two catalogs have one of the same name.
  package var imageSets: [String: String]
  /// A face's PostScript name (what `<fontDescription name="…">` says) → the file and face.
  package var fonts: [String: FontSource]

  package init(imageSets: [String: String] = [:], fonts: [String: FontSource] = [:]) {
    self.imageSets = imageSets
    self.fonts = fonts
  }

  /// The folders never looked into: build products, dependencies, version control; the same
  /// list as the reader's walk for Interface Builder files (`FolderWalk.skippedFolders`).
  package static var skippedFolders: Set<String> { FolderWalk.skippedFolders }
  /// How deep a folder is walked, and how many entries are looked at in all: a scan of a huge
  /// or looping tree stops early rather than hang.
  static let maximumDepth = 24
  static let maximumEntries = 200_000

  /// The image sets and font files under the folders of `paths`: a folder as given; a file's
  /// folder (the folder above a `*.lproj` one, where the app's sources are).
  package static func find(in paths: [String]) -> ScanProject {
    var walk = Walk()
    for root in roots(paths) { walk.visit(root, depth: 0) }
    var project = ScanProject()
    for path in walk.imageSets.sorted() {
      let name = String(lastComponent(path).dropLast(".imageset".count))
      if project.imageSets[name] == nil { project.imageSets[name] = path }
    }
    for path in walk.fonts.sorted() {
      // A collection's faces in order; a face that cannot be read names no font.
      let faces = path.lowercased().hasSuffix(".ttc") ? 0..<64 : 0..<1
      for face in faces {
        guard let names = try? FontNames.read(path: path, faceIndex: face) else { break }
        if let name = names.postScriptName, project.fonts[name] == nil {
          project.fonts[name] = FontSource(path: path, faceIndex: face)
        }
      }
    }
    return project
  }

  /// The folders `find` walks for `paths`, each once.
  static func roots(_ paths: [String]) -> [String] {
    var roots: [String] = []
    for path in paths {
      var folder = FileBytes.isDirectory(path) ? path : parent(path)
      if lastComponent(folder).hasSuffix(".lproj") { folder = parent(folder) }
      if !roots.contains(folder) { roots.append(folder) }
    }
    return roots
  }

  /// The strings of the Interface Builder file at `path`: a String Catalog named after it
  /// (`Main.xcstrings` beside the file or beside its `Base.lproj`), else its `.strings` table
  /// in the `LOCALE.lproj` folders beside `Base.lproj` (`fr.lproj/Main.strings`). Returns the
  /// path the report names it by and the table, `nil` when the file has none; a strings file
  /// that cannot be read throws, naming it.
  package static func strings(for path: String) throws(StringsError) -> (
    path: String, table: StringTable
  )? {
    let folder = parent(path)
    let stem = ScanNames.stem(path)
    let localized = lastComponent(folder) == "Base.lproj"
    let above = localized ? parent(folder) : nil
    for candidate in [folder, above].compactMap({ $0 }).map({ join($0, stem + ".xcstrings") })
    where access(candidate, F_OK) == 0 {
      return (candidate, try StringsFile.load(path: candidate))
    }
    guard let above, hasLocalizedTable(above, stem) else { return nil }
    // The folder's LOCALE.lproj/STEM.strings tables as one (`--strings` reads `Localizable`).
    let table = try StringsFile.load(path: above, table: stem)
    return (join(above, "*.lproj/" + stem + ".strings"), table)
  }

  /// Whether some `LOCALE.lproj` (not `Base`) of `folder` has `TABLE.strings`.
  static func hasLocalizedTable(_ folder: String, _ table: String) -> Bool {
    let names = (try? DirectoryListing.names(folder)) ?? []
    return names.contains {
      $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        && access(join(join(folder, $0), table + ".strings"), F_OK) == 0
    }
  }

  /// The files and folders a walk found.
  struct Walk {
    var imageSets: [String] = []
    var fonts: [String] = []
    var entries = 0

    mutating func visit(_ folder: String, depth: Int) {
      guard depth < ScanProject.maximumDepth, entries < ScanProject.maximumEntries,
        let names = try? DirectoryListing.names(folder)
      else { return }
      for name in names.sorted() {
        entries += 1
        guard entries < ScanProject.maximumEntries else { return }
        let path = join(folder, name)
        let lower = name.lowercased()
        if FileBytes.isDirectory(path) {
          if lower.hasSuffix(".imageset") {
            imageSets.append(path)
          } else if !ScanProject.skippedFolders.contains(name), !name.hasPrefix(".") {
            visit(path, depth: depth + 1)
          }
        } else if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
          fonts.append(path)
        }
      }
    }
  }
}

/// `folder/name`, without doubling a slash.
func join(_ folder: String, _ name: String) -> String {
  folder.hasSuffix("/") ? folder + name : folder + "/" + name
}

/// The path's folder (`.` for a bare name).
func parent(_ path: String) -> String {
  var trimmed = Substring(path)
  while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
  guard let slash = trimmed.lastIndex(of: "/") else { return "." }
  return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
}

/// The path's last component (a file's name: what `scan --add` tags its buttons with).
package func lastComponent(_ path: String) -> String {
  var trimmed = Substring(path)
  while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
  return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) }
    ?? String(trimmed)
}
