/// Links on the Markdown page: section anchors made from button names, and image links
/// relative to where the page is written.
enum MarkdownLink {
  /// One anchor per name, in order: `button-` then the name's letters and digits (any script),
  /// `-` and `_`, every other character as `-`; a name whose anchor an earlier one took gets
  /// `-2`, `-3`…, so every anchor is unique and safe in an HTML attribute and a link.
  static func anchors(_ names: [String]) -> [String] {
    UniqueNames.disambiguate(names.map(anchorBase), key: { $0 }, suffixed: { "\($0)-\($1)" })
  }

  /// The anchor of `name` alone, before collisions with other names are resolved.
  static func anchorBase(_ name: String) -> String {
    do {
      var out = "button-"
      for c in name.unicodeScalars {
        let keep =
          c == "-" || c == "_"
          || ((c.properties.isAlphabetic || c.properties.numericType != nil)
            && !VisibleText.isControl(c) && !VisibleText.isBidiControl(c)
            && c.properties.generalCategory != .format)
        out.unicodeScalars.append(keep ? c : "-")
      }
      return out
    }
  }

  /// An image file as Markdown: an inline image for the formats a browser shows (PNG, JPEG,
  /// GIF, SVG), a plain link otherwise (a PDF, an `.imageset` folder). `stored` is the path as
  /// the catalog keeps it; the target is relative to `options.outputFolder` when the folders
  /// are known.
  static func image(_ stored: String, label: String, options: ExportOptions) -> String {
    let target = destination(relativePath(stored, options))
    let text = MarkdownText.escape(label)
    let lower = stored.lowercased()
    let shown = [".png", ".jpg", ".jpeg", ".gif", ".svg"].contains { lower.hasSuffix($0) }
    return shown ? "![\(text)](\(target))" : "[\(text)](\(target))"
  }

  /// The path to the image from the page's folder: the stored path resolved against the
  /// catalog's folder, made relative to the output folder (`..` where needed); the stored path
  /// as it is when either folder is unknown.
  static func relativePath(_ stored: String, _ options: ExportOptions) -> String {
    guard let catalog = options.catalogFolder, let output = options.outputFolder,
      catalog.hasPrefix("/"), output.hasPrefix("/")
    else { return stored }
    let absolute = stored.hasPrefix("/") ? stored : catalog + "/" + stored
    let target = components(absolute)
    let base = components(output)
    var common = 0
    while common < target.count, common < base.count, target[common] == base[common] {
      common += 1
    }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// An absolute path's components without `.`, `..` or empty ones (lexically).
  static func components(_ path: String) -> [String] {
    var parts: [String] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(String(part))
      }
    }
    return parts
  }

  /// A link destination (and, after `#`, the HTML page's anchors): every byte but ASCII letters, digits, `-`, `.`, `_`, `~` and `/`
  /// percent-encoded, so no path (spaces, parentheses, `<`, a `javascript:` first segment, a
  /// line break) can end the link, open another or name a scheme.
  static func destination(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
