/// Reads a legacy `.strings` file (Apple's "strings file format"): `"key" = "value";` entries,
/// `/* … */` and `//` comments, backslash escapes, in UTF-8 or UTF-16 with a byte-order mark
/// (docs/variants.md, ".strings").
///
/// `"key";` without a value maps the key to itself, as the old-style property list format does.
/// A key given twice keeps its last value. Escapes: `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\a`,
/// `\b`, `\f`, `\v`, `\0`…`\377` (octal), `\Uxxxx` and `\uxxxx` (UTF-16 units, surrogate pairs
/// joined); any other escaped character stands for itself.
package enum DotStrings {
  /// One `key = value` of the file, with the line its key starts on.
  package struct Entry: Equatable, Sendable {
    package var key: String
    package var value: String
    package var line: Int
  }

  /// The entries of a file, in file order.
  package static func entries(_ bytes: [UInt8], file: String) throws(StringsError) -> [Entry] {
    let (scalars, _) = try TextDecoding.decode(bytes, file: file)
    var parser = Parser(scalars: scalars, file: file)
    return try parser.entries()
  }

  /// The file as a one-locale table.
  package static func parse(_ bytes: [UInt8], file: String, locale: String) throws(StringsError)
    -> StringTable
  {
    var values: [String: [String: LocalizedValue]] = [:]
    for entry in try entries(bytes, file: file) {
      values[entry.key] = [locale: LocalizedValue(entry.value)]
    }
    return StringTable(file: file, sourceLanguage: locale, locales: [locale], entries: values)
  }

  struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var i = 0
    var line = 1

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    mutating func entries() throws(StringsError) -> [Entry] {
      var result: [Entry] = []
      while true {
        try skipSpaceAndComments()
        guard i < scalars.count else { return result }
        let keyLine = line
        let key = try string(what: "a key")
        try skipSpaceAndComments()
        var value = key
        if peek == "=" {
          i += 1
          try skipSpaceAndComments()
          value = try string(what: "a value after '='")
          try skipSpaceAndComments()
        }
        guard peek == ";" else {
          throw problem(
            peek == nil ? "missing ';' at the end of the file" : "expected ';' after the entry")
        }
        i += 1
        result.append(Entry(key: key, value: value, line: keyLine))
      }
    }

    var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    mutating func advance() -> Unicode.Scalar {
      let s = scalars[i]
      i += 1
      if s == "\n" { line += 1 }
      return s
    }

    mutating func skipSpaceAndComments() throws(StringsError) {
      while let s = peek {
        if s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{FEFF}" {
          _ = advance()
        } else if s == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
          let startLine = line
          i += 2
          var closed = false
          while i < scalars.count {
            if scalars[i] == "*", i + 1 < scalars.count, scalars[i + 1] == "/" {
              i += 2
              closed = true
              break
            }
            _ = advance()
          }
          guard closed else {
            throw StringsError(
              .syntax, file: file, location: .line(startLine),
              reason: "a comment opened with '/*' is never closed")
          }
        } else if s == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
          while let c = peek, c != "\n" { _ = advance() }
        } else {
          return
        }
      }
    }

    mutating func string(what: String) throws(StringsError) -> String {
      guard peek == "\"" else {
        throw problem(
          peek == nil
            ? "expected \(what) at the end of the file" : "expected \(what) in double quotes")
      }
      let startLine = line
      i += 1
      var out = String.UnicodeScalarView()
      while true {
        guard let s = peek else {
          throw StringsError(
            .syntax, file: file, location: .line(startLine),
            reason: "a string opened with '\"' is never closed")
        }
        _ = advance()
        if s == "\"" { break }
        if s != "\\" {
          out.append(s)
          continue
        }
        guard let e = peek else { continue }
        _ = advance()
        switch e {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "a": out.append("\u{07}")
        case "b": out.append("\u{08}")
        case "f": out.append("\u{0C}")
        case "v": out.append("\u{0B}")
        case "U", "u":
          let unit = try hexUnit(e)
          if (0xDC00...0xDFFF).contains(unit) {
            throw problem("'\\\(e)' gives a low surrogate without its high surrogate")
          }
          if (0xD800...0xDBFF).contains(unit) {
            guard peek == "\\", i + 1 < scalars.count,
              scalars[i + 1] == "U" || scalars[i + 1] == "u"
            else { throw problem("a '\\\(e)' high surrogate is not followed by its low surrogate") }
            i += 2
            let low = try hexUnit(e)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw problem("a '\\\(e)' high surrogate is not followed by its low surrogate")
            }
            out.append(
              Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))!)
          } else {
            out.append(Unicode.Scalar(UInt32(unit))!)
          }
        case "0"..."7":
          var v = e.value - 0x30
          var digits = 1
          while digits < 3, let o = peek, ("0"..."7").contains(o) {
            v = v * 8 + o.value - 0x30
            digits += 1
            i += 1
          }
          out.append(Unicode.Scalar(v)!)
        default: out.append(e)
        }
      }
      return String(out)
    }

    /// One to four hexadecimal digits after `\U`: a UTF-16 unit.
    mutating func hexUnit(_ e: Unicode.Scalar) throws(StringsError) -> UInt16 {
      var unit: UInt16 = 0
      var digits = 0
      while digits < 4, let h = peek, let d = Self.hexValue(h) {
        unit = unit << 4 | UInt16(d)
        digits += 1
        i += 1
      }
      guard digits > 0 else { throw problem("'\\\(e)' needs hexadecimal digits") }
      return unit
    }

    static func hexValue(_ s: Unicode.Scalar) -> UInt32? {
      switch s {
      case "0"..."9": s.value - 0x30
      case "a"..."f": s.value - 0x61 + 10
      case "A"..."F": s.value - 0x41 + 10
      default: nil
      }
    }

    /// A syntax error at the current line, showing the rest of the line as written.
    func problem(_ reason: String) -> StringsError {
      var end = i
      while end < scalars.count, scalars[end] != "\n", end - i < 60 { end += 1 }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[min(i, scalars.count)..<end])
      return StringsError(
        .syntax, file: file, location: .line(line), reason: reason,
        value: i < scalars.count ? String(text) : nil)
    }
  }
}
