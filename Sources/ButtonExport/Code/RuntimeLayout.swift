import ButtonLayout

/// One row of the generated runtime layout's style table (`ButtonStyleLayout.swift`,
/// `ButtonStyleLayout.c`): what a style fixes, taken from the engine's `ButtonSpec`. Everything
/// else (image, title, bounds, scale, direction, iOS) is live at run time.
///
/// The numbers are the positions of the engine's own cases (`Placement.allCases`,
/// `HorizontalAlignment.allCases`, `VerticalAlignment.allCases`), so the table and the engine
/// cannot disagree on a name; the solver text gives them their meaning, and
/// `RuntimeLayoutRunTests` checks it against `ExactSolver` on every combination.
struct RuntimeStyle {
  var name: String
  var placement: Int
  var spacing: Double
  var padding: EdgeInsets
  var horizontal: Int
  var vertical: Int
  /// The title font's line height, or -1 for the system font of the running iOS.
  var titleLineHeight: Double

  init(_ button: ExportButton) {
    let spec = button.spec
    name = button.name
    placement = Placement.allCases.firstIndex(of: spec.placement)!
    spacing = spec.spacing
    padding = spec.padding
    horizontal = HorizontalAlignment.allCases.firstIndex(of: spec.horizontalAlignment)!
    vertical = VerticalAlignment.allCases.firstIndex(of: spec.verticalAlignment)!
    titleLineHeight = spec.titleLineHeight ?? -1
  }

  /// What the row means, for the comment above it (`top, spacing 4, padding (0, 0, 0, 0),
  /// center/center`); the name is written by the caller, made safe for a comment.
  var summary: String {
    let spec = (
      Placement.allCases[placement].rawValue, HorizontalAlignment.allCases[horizontal].rawValue,
      VerticalAlignment.allCases[vertical].rawValue
    )
    let font =
      titleLineHeight < 0
      ? "system font" : "title line height \(ExportNumber.text(titleLineHeight))"
    return "\(spec.0), spacing \(ExportNumber.text(spacing)), padding "
      + "(\(padding.values.map(ExportNumber.text).joined(separator: ", "))), "
      + "\(spec.1)/\(spec.2), \(font)"
  }
}

/// String literals of generated source: any catalog name, escaped so that the literal holds
/// exactly its text and nothing in it can end the literal or change how the code reads.
enum CodeLiteral {
  /// A Swift string literal: printable ASCII as is (`"` and `\` escaped), every other scalar
  /// as `\u{X}`, so no control, bidi or look-alike character is in the source as itself.
  static func swift(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case " "..."~": out.unicodeScalars.append(scalar)
      default: out += VisibleText.escape(scalar)
      }
    }
    return out + "\""
  }

  /// A C string literal of the text's UTF-8 bytes: printable ASCII as is (`"`, `\` and `?`
  /// escaped, so no trigraph), every other byte as a three-digit octal escape (which, unlike
  /// `\x`, cannot run into the next character).
  static func c(_ text: String) -> String {
    var out = "\""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += "\\\""
      case UInt8(ascii: "\\"): out += "\\\\"
      case UInt8(ascii: "?"): out += "\\?"
      case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let octal = String(byte, radix: 8)
        out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return out + "\""
  }
}
