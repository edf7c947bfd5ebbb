import ButtonJSON
import ButtonLayout
import ButtonMeasure

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a stored button cannot be re-measured: a source file that is gone
/// or unreadable (`missingSource`), or one that is read but does not measure (`unmeasurable`: a
/// glyph no font or fallback has, a strings file that no longer parses, a key removed from it).
/// Its stored values and layouts are kept; `recompute` records it (`remeasure_failures`,
/// migration 0009), `check` fails on it, `list` shows the button `missing` (a file gone).
package struct SourceFailure: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable {
    case missingSource = "missing-source"
    case unmeasurable
  }

  package var kind: Kind
  /// The input to fix (`fallback-font` for a glyph no font has), or `nil` when no one input is.
  package var field: ButtonField?
  /// The file as stored (relative to the catalog's folder, as typed), or `nil`.
  package var path: String?
  /// Why: `no such file`, or what measuring said.
  package var message: String

  package init(_ kind: Kind, _ field: ButtonField?, path: String? = nil, message: String) {
    self.kind = kind
    self.field = field
    self.path = path
    self.message = message
  }

  /// The failure with its field named by `name`: `image assets/close@3x.png: no such file`,
  /// `fallback-font: the de title: …`.
  /// The fields its message mentions (`ButtonField.mention`) are named by `mention` (by `name`
  /// when `nil`), as `InputProblem.rendered` names them.
  package func rendered(
    _ name: (ButtonField) -> String, mention: ((ButtonField, String) -> String)? = nil
  ) -> String {
    let text = InputProblem(nil, message).rendered(name, mention: mention)
    let head = [field.map(name), path].compactMap { $0 }.joined(separator: " ")
    return head.isEmpty ? text : "\(head): \(text)"
  }

  /// Named by the fields' own names, for logs and tests.
  package var description: String { rendered(\.rawValue) }

  /// The failure of measuring a stored button that threw `error`.
  static func from(_ error: CatalogError) -> [SourceFailure] {
    switch error {
    case .measurement(let field, let message):
      [SourceFailure(.unmeasurable, field, message: message)]
    case .invalidInputs(let problems):
      problems.map { SourceFailure(.unmeasurable, $0.field, message: $0.message) }
    default: [SourceFailure(.unmeasurable, nil, message: error.description)]
    }
  }

  /// The field a font measurement's `error` is fixed in: a glyph no font has, a fallback font;
  /// anything else, the font.
  static func fontField(_ error: MeasureError) -> ButtonField {
    if case .missingCharacters = error { return .fallbackFont }
    return .font
  }

  /// Why the file at `file` (resolved) cannot be read, or `nil` when it can: `no such file`,
  /// `permission denied`…
  /// A device, a pipe or a socket is not a source file either (`SourceFile` never reads one).
  static func unreadable(_ file: String) -> String? {
    if access(file, R_OK) == 0 {
      var info = stat()
      guard stat(file, &info) == 0 else { return nil }
      let type = info.st_mode & S_IFMT
      return type == S_IFREG || type == S_IFDIR ? nil : SourceFile.describe(type)
    }
    switch errno {
    case ENOENT, ENOTDIR: return "no such file"
    case EACCES: return "permission denied"
    default: return String(cString: strerror(errno))
    }
  }
}

/// The sources of a record that a reading command checks exist, each with its field and the
/// path as stored (a state image's as `STATE=PATH`).
extension ButtonRecord {
  var sourcePaths: [(field: ButtonField, shown: String, path: String)] {
    var paths: [(ButtonField, String, String)] = []
    if titleSource == .font, let font {
      paths.append((.font, font.path, font.path))
      for fallback in fallbackFonts { paths.append((.fallbackFont, fallback.path, fallback.path)) }
    }
    if imageSource == .file, let imagePath { paths.append((.image, imagePath, imagePath)) }
    if let strings = variants.strings { paths.append((.strings, strings, strings)) }
    for state in ControlState.allCases {
      if case .file(let path, _) = variants.stateImages[state] {
        paths.append((.stateImage, "\(state.rawValue)=\(path)", path))
      }
    }
    return paths.map { (field: $0.0, shown: $0.1, path: $0.2) }
  }
}
