/// Text inside Markdown (CommonMark and GitHub tables), escaped so names, titles and messages
/// show literally.
///
/// Text never starts a line here (it follows a table pipe or a list marker), so only the
/// characters that mean something mid-line get a backslash: emphasis, code, links, raw HTML,
/// entities, strikethrough, and `|` so table cells stay cells (CommonMark allows escaping any
/// ASCII punctuation). Line breaks become `↵` so one cell or list item stays on one line.
enum MarkdownText {
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&":
        out += "\\"
        out.unicodeScalars.append(scalar)
      case "\n", "\r": out += "↵"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A name as inline code: names hold only letters, digits, `.`, `-`, `_` and `/`, never a
  /// backtick; anything else falls back to escaped text.
  static func code(_ name: String) -> String {
    name.contains("`") || name.contains("\n") ? escape(name) : "`\(name)`"
  }
}
