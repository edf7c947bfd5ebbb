import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads the strings of `--strings PATH`: a String Catalog (`.xcstrings`), one `.strings` file,
/// or a folder of `LOCALE.lproj/TABLE.strings`. The only I/O of the target: reading the file (or
/// the folder's tables) at the path given, through ButtonJSON's bounded reader (`SourceFile`).
package enum StringsFile {
  /// The table at `path`. `table` names the `.strings` table read from a folder (default
  /// `Localizable`); `sourceLanguage` is the fallback locale of a folder or of a single
  /// `.strings` file, which do not record it (`StringAssumptions`).
  package static func load(
    path: String, table: String = "Localizable", sourceLanguage: String? = nil
  ) throws(StringsError) -> StringTable {
    guard access(path, F_OK) == 0 else {
      throw StringsError(.unreadable, file: path, reason: "no such file or folder")
    }
    if isDirectory(path) {
      return try loadFolder(path, table: table, sourceLanguage: sourceLanguage)
    }
    let lower = path.lowercased()
    if lower.hasSuffix(".xcstrings") {
      return try StringCatalog.parse(read(path), file: path)
    }
    if lower.hasSuffix(".strings") {
      let locale = StringAssumptions.fileLocale(path: path, given: sourceLanguage)
      return try DotStrings.parse(read(path), file: path, locale: locale)
    }
    throw StringsError(
      .unsupported, file: path,
      reason: "not a strings file: give an .xcstrings String Catalog, a .strings file or a "
        + "folder of LOCALE.lproj folders")
  }

  /// Every `LOCALE.lproj/TABLE.strings` of `folder` as one table (`Base.lproj` is not a locale
  /// and is skipped).
  static func loadFolder(_ folder: String, table: String, sourceLanguage: String?)
    throws(StringsError) -> StringTable
  {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var perLocale: [(String, String)] = []
    for name in try children(folder).sorted() where name.hasSuffix(".lproj") {
      let locale = String(name.dropLast(".lproj".count))
      let file = base + name + "/" + table + ".strings"
      guard locale != "Base", !locale.isEmpty, access(file, F_OK) == 0 else { continue }
      perLocale.append((locale, file))
    }
    guard !perLocale.isEmpty else {
      throw StringsError(
        .unsupported, file: folder,
        reason: "no LOCALE.lproj/\(table).strings in this folder")
    }
    let locales = perLocale.map(\.0)
    let source = StringAssumptions.folderSourceLanguage(given: sourceLanguage, locales: locales)
    var entries: [String: [String: LocalizedValue]] = [:]
    for (locale, file) in perLocale {
      for entry in try DotStrings.entries(read(file), file: file) {
        entries[entry.key, default: [:]][locale] = LocalizedValue(entry.value)
      }
    }
    let ordered = [source] + Set(locales).subtracting([source]).sorted()
    return StringTable(file: folder, sourceLanguage: source, locales: ordered, entries: entries)
  }

  /// The bytes of the file at `path`, read like every source file (`SourceFile`: opened
  /// without blocking, a regular file within the strings limit, `$BUTTONCAT_STRINGS_LIMIT`).
  package static func read(_ path: String) throws(StringsError) -> [UInt8] {
    do {
      return try SourceFile.read(path, kind: .strings)
    } catch {
      throw StringsError(.unreadable, file: path, reason: error.reason)
    }
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names in `folder` (without `.` and `..`), unsorted.
  package static func children(_ folder: String) throws(StringsError) -> [String] {
    do {
      return try DirectoryListing.names(folder)
    } catch {
      throw StringsError(.unreadable, file: folder, reason: error.reason)
    }
  }
}
