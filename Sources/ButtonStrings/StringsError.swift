/// A problem with a strings file: what, where (the file, and a line for `.strings` or a JSON
/// path for a String Catalog) and the value as written, so the message can be acted on.
package struct StringsError: Error, Equatable, Sendable, CustomStringConvertible {
  package enum Kind: String, Equatable, Sendable {
    /// The file or folder cannot be read (missing, a folder where a file is expected, denied).
    case unreadable
    /// The file is not a kind buttoncat reads (an extension other than `.xcstrings` and
    /// `.strings`, a compiled binary property list, a folder without `*.lproj/TABLE.strings`).
    case unsupported
    /// The bytes are not text in an accepted encoding.
    case encoding
    /// The text does not follow the format's grammar (JSON syntax, `.strings` syntax).
    case syntax
    /// Well-formed, but not the shape of a String Catalog (a wrong type, a missing field).
    case structure
    /// The key is in no locale of the file.
    case keyNotFound
    /// The locale is not in the file.
    case unknownLocale
  }

  /// Where in the file.
  package enum Location: Equatable, Sendable {
    case file
    case line(Int)
    case lineColumn(Int, Int)
    case jsonPath(String)
  }

  package var kind: Kind
  package var file: String
  package var location: Location
  package var reason: String
  /// The offending value as the file (or the caller) wrote it, when there is one: for a JSON
  /// path, its JSON text (`"x"`, `7`, `[]`).
  package var value: String?

  package init(
    _ kind: Kind, file: String, location: Location = .file, reason: String, value: String? = nil
  ) {
    self.kind = kind
    self.file = file
    self.location = location
    self.reason = reason
    self.value = value
  }

  /// `FILE:LINE: reason: "value"`, `FILE at strings.Home.localizations: reason: "value"`.
  package var description: String {
    var text = file
    switch location {
    case .file: break
    case .line(let line): text += ":\(line)"
    case .lineColumn(let line, let column): text += ":\(line):\(column)"
    case .jsonPath(let path): text += " at \(path)"
    }
    text += ": " + reason
    guard let value else { return text }
    if case .jsonPath = location {
      // Already JSON text (a string in quotes, a number bare): shown as is, shortened.
      let scalars = value.unicodeScalars
      return text + ": "
        + (scalars.count > 80 ? String(String.UnicodeScalarView(scalars.prefix(80))) + "…" : value)
    }
    return text + ": " + Self.quoted(value)
  }

  /// `value` in double quotes, control characters, quotes and backslashes escaped, at most 80
  /// characters (longer values end with `…` after the quote).
  package static func quoted(_ value: String) -> String {
    var out = "\""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == 80 { return out + "\"…" }
      count += 1
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 {
          out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
