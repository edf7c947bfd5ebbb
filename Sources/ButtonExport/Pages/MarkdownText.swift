/// Text inside Markdown (CommonMark and GitHub tables), escaped so names, titles, tags and
/// descriptions show literally and can never add structure to the page.
///
/// Inline: the characters that mean something mid-line get a backslash (emphasis, code, links,
/// raw HTML, entities, strikethrough, `#` which could close a heading, and `|` so table cells
/// stay cells; CommonMark allows escaping any ASCII punctuation); line breaks become `↵` so one
/// cell or list item stays on one line; other control characters show as `\u{X}`
/// (`VisibleText`).
///
/// Blocks: a description keeps its lines (joined by hard line breaks), and each line is
/// escaped at its start as well, so no line opens a block: leading spaces become `&#32;` (four
/// would start indented code), and a leading `-`, `+`, `=` (rules, list items, setext
/// underlines) or the `.`/`)` of `1.` gets a backslash; `#`, `>`, `*`, `_`, `` ` ``, `~`, `<`
/// and `|` (headings, quotes, rules, fences, HTML blocks, tables) are escaped everywhere
/// already.
enum MarkdownText {
  static func escape(_ text: String) -> String {
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#":
        out += "\\"
        out.unicodeScalars.append(scalar)
      case "\r" where pending == "\n":
        break  // CRLF: one break, written for the LF.
      case "\n", "\r": out += "↵"
      case _ where VisibleText.isControl(scalar): out += "\\" + VisibleText.escape(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A free text as a paragraph: its lines kept (hard line breaks), each escaped inline and at
  /// its start. No trailing newline.
  static func paragraph(_ text: String) -> String {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map { line in
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return lineStart(escape(String(line)))
      }
      .joined(separator: "\\\n")
  }

  /// An inline-escaped line made safe at a line start (see the type's comment).
  static func lineStart(_ line: String) -> String {
    var rest = Substring(line)
    var out = ""
    while rest.first == " " {
      out += "&#32;"
      rest.removeFirst()
    }
    guard let first = rest.first else { return out }
    if "-+=".contains(first) { return out + "\\" + rest }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9,
      let marker = rest.dropFirst(digits.count).first, marker == "." || marker == ")"
    {
      return out + digits + "\\" + rest.dropFirst(digits.count)
    }
    return out + rest
  }

  /// A name as inline code, control characters shown as `\u{X}`; a name holding a backtick
  /// falls back to escaped text.
  static func code(_ name: String) -> String {
    let visible = VisibleText.visible(name)
    return visible.contains("`") ? escape(name) : "`\(visible)`"
  }
}
