/// Which characters a button's text fields may hold (docs/inputs.md, "Input ranges and
/// characters"), shared by `add`, `set`, `layout`, `import` and the rows a catalog reads.
///
/// Text reaches terminals, generated code, CSV, HTML and file names: control characters have no
/// business there. Titles and tags are single lines: no C0 or C1 control character, no DEL, no
/// line or paragraph separator (U+2028, U+2029). Descriptions are free text: line feeds and tabs
/// are kept, other control characters refused. U+0000 is refused everywhere (paths included: a C
/// string would end there). Lengths count code points, as the schema's `length()` does.
package enum TextRules {
  /// The longest tag, in code points (the schema's `CHECK (length(tag) BETWEEN 1 AND 100)`).
  package static let maximumTagLength = 100

  /// `U+000A`: a character as messages name it.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }

  /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// Whether `text` has no control character, line break or separator at all, checked on its
  /// UTF-8 bytes without allocating: a byte below 0x20, DEL, and the lead bytes of U+0080–U+00BF
  /// (C1 controls, NEL) and U+2000–U+2FFF (U+2028, U+2029) send it to the full check. Also
  /// counts its code points. `clean == false` means "not decided here".
  static func scan(_ text: String) -> (clean: Bool, codePoints: Int) {
    var codePoints = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return (false, 0) }
      if byte & 0xC0 != 0x80 { codePoints += 1 }
    }
    return (true, codePoints)
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// Why `title` cannot be a button's title, or `nil`.
  package static func titleProblem(_ title: String, noun: String = "title") -> String? {
    scan(title).clean ? nil : titleProblemByScalars(title, noun: noun)
  }

  /// `titleProblem` on code points, for any text (`scan` decides most without it). `noun` names
  /// the text (`title`, `subtitle`).
  static func titleProblemByScalars(_ title: String, noun: String = "title") -> String? {
    if let scalar = title.unicodeScalars.first(where: isLineBreak) {
      return
        "the \(noun) has a line break (\(codePoint(scalar))); give one line (a title wraps into lines by itself where its number of lines allows)"
    }
    if title.unicodeScalars.contains("\t") {
      // A tab lays text out in columns, as a line break does in lines: one rule for both.
      return
        "the \(noun) has a tab (U+0009); neither line breaks nor tabs: give one line"
    }
    if let scalar = title.unicodeScalars.first(where: isControl) {
      return
        "the \(noun) has the control character \(codePoint(scalar)); \(noun)s are one line of text"
    }
    return nil
  }

  /// Why `tag` cannot be a tag, or `nil`.
  package static func tagProblem(_ tag: String) -> String? {
    let (clean, length) = scan(tag)
    return clean && length > 0 && length <= maximumTagLength ? nil : tagProblemByScalars(tag)
  }

  /// `tagProblem` on code points, for any tag (`scan` decides most without it).
  static func tagProblemByScalars(_ tag: String) -> String? {
    if let scalar = tag.unicodeScalars.first(where: isControl) {
      return "a tag has the control character \(codePoint(scalar)); tags are one line of text"
    }
    let length = tag.unicodeScalars.count
    if length == 0 || length > maximumTagLength {
      return "a tag has 1 to \(maximumTagLength) characters; '\(tag)' has \(length)"
    }
    return nil
  }

  /// Why `description` cannot be a description (line feeds and tabs are fine), or `nil`.
  package static func descriptionProblem(_ description: String) -> String? {
    scan(description).clean ? nil : descriptionProblemByScalars(description)
  }

  /// `descriptionProblem` on code points, for any text (`scan` decides most without it).
  static func descriptionProblemByScalars(_ description: String) -> String? {
    if let scalar = description.unicodeScalars.first(where: {
      isControl($0) && $0 != "\n" && $0 != "\t"
    }) {
      return
        "the description has the control character \(codePoint(scalar)); descriptions may hold line feeds and tabs, no other control characters"
    }
    return nil
  }

  /// Why a font or image path cannot be used (it holds U+0000), or `nil`.
  package static func pathProblem(_ path: String) -> String? {
    path.utf8.contains(0) ? "the path has the character U+0000" : nil
  }
}
