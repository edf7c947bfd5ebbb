import ButtonJSON
import ButtonLayout

/// The `tokens` export: `buttons.tokens.json`, the catalog as W3C Design Tokens (Format Module
/// 2025.10, https://www.designtokens.org/TR/2025.10/format/; docs/exports.md).
///
/// Per button, a group (its name split at `/`: `tabbar/home` is the group `home` in the group
/// `tabbar`, `TokenName`) holding:
/// - `padding`: `top`, `left`, `bottom`, `right`, dimension tokens;
/// - `gap`: the spacing between image and title, a dimension (with both an image and a title);
/// - `iconSize`: `width` and `height`, dimensions (with an image);
/// - `label`: the title's font, a typography token: `fontFamily`, `fontSize`, and `fontWeight`
///   and `lineHeight` where known (with a title).
///
/// The format has no point unit: dimensions are iOS points written as `px` (one `px` here is
/// one point), as the file's `$description` says. What only iOS knows (the technique,
/// placement, alignment, text style, direction, status) is under `$extensions` with the key
/// `TokensRenderer.extensionKey`. Values are at the default content size (Large). Same catalog,
/// same bytes: groups in natural name order, keys in a fixed order.
package struct TokensRenderer: StreamingRenderer {
  package static let fileName = "buttons.tokens.json"
  /// The vendor key of every `$extensions` object (reverse domain notation, as the format
  /// recommends).
  package static let extensionKey = "com.buttoncat"
  /// The format's schema for 2025.10, as its examples name it.
  package static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
  /// The token names of a button's group (a child group with one of these names is escaped,
  /// `TokenName`).
  package static let tokenNames: Set<String> = [
    "padding", "gap", "iconSize", "label", "cornerRadius", "maxWidth",
  ]

  package init() {}

  /// `buttons.tokens.json`: the header, then each button's group as it is read (groups
  /// opened and closed as the names go by: natural name order keeps a group's buttons
  /// together, `TokenStream`).
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    sink.begin(Self.fileName)
    let header: [(String, JSONValue)] = [
      ("$schema", .string(Self.schema)),
      (
        "$description",
        .string(
          "Button styles exported by buttoncat: per button its padding, gap between image and "
            + "title, icon size and label font. Dimensions are iOS points written with the unit "
            + "px (the format has no point unit): 1 px here is 1 pt. Values are at the default "
            + "Dynamic Type content size (Large).")
      ),
      ("$extensions", .object([(Self.extensionKey, .object([("unit", .string("pt"))]))])),
    ]
    var tokens = TokenStream()
    sink.write("{")
    tokens.members(header, to: sink)
    // Buttons in the file's order (`TokenStream.order`): one that comes early waits, as text.
    let order = TokenStream.order(source.index.names)
    var rank = [Int](repeating: 0, count: order.count)
    for (position, index) in order.enumerated() { rank[index] = position }
    var waiting: [Int: (path: [String], text: String)] = [:]
    var next = 0
    var index = 0
    try source.forEachButton { button in
      waiting[rank[index]] = TokenStream.group(button)
      index += 1
      while let (path, text) = waiting.removeValue(forKey: next) {
        tokens.add(path, text, to: sink)
        next += 1
      }
    }
    tokens.close(to: 0, sink)
    sink.write("\n}\n")
  }

  /// `{"value": v, "unit": "px"}`: a dimension value in points.
  static func dimension(_ v: Double) -> JSONValue {
    .object([("value", .number(v)), ("unit", .string(VariantAssumptions.designTokenPointUnit))])
  }

  static func token(_ value: JSONValue) -> JSONValue { .object([("$value", value)]) }

  /// The tokens of one button, after its `$description` and `$extensions`.
  static func tokens(_ button: ExportButton) -> [(String, JSONValue)] {
    let s = button.spec
    var members: [(String, JSONValue)] = []
    if !button.description.isEmpty { members.append(("$description", .string(button.description))) }
    members.append(("$extensions", .object([(extensionKey, extensions(button))])))
    members.append(
      (
        "padding",
        .object([
          ("$type", .string("dimension")),
          ("top", token(dimension(s.padding.top))), ("left", token(dimension(s.padding.left))),
          ("bottom", token(dimension(s.padding.bottom))),
          ("right", token(dimension(s.padding.right))),
        ])
      ))
    if s.imageSize != nil, s.titleSize != nil {
      members.append(
        ("gap", .object([("$type", .string("dimension")), ("$value", dimension(s.spacing))])))
    }
    if let image = s.imageSize {
      members.append(
        (
          "iconSize",
          .object([
            ("$type", .string("dimension")), ("width", token(dimension(image.width))),
            ("height", token(dimension(image.height))),
          ])
        ))
    }
    if let label = label(button) { members.append(("label", label)) }
    members += appearanceTokens(button) + variantTokens(button)
    return members
  }

  /// The title's font as a typography token, or `nil` without a title.
  static func label(_ button: ExportButton) -> JSONValue? {
    guard let family = button.fontFamily, let size = button.titlePointSize else { return nil }
    let system = button.fontPath == nil
    var value: [(String, JSONValue)] = [
      // The system font is SF Pro (the HIG's name for it); `system-ui` for tools without it.
      ("fontFamily", system ? .array([.string("SF Pro"), .string("system-ui")]) : .string(family)),
      ("fontSize", dimension(size)),
    ]
    if let weight = button.fontWeight { value.append(("fontWeight", .integer(Int64(weight)))) }
    if let ratio = button.lineHeightRatio { value.append(("lineHeight", .number(ratio))) }
    var ios: [(String, JSONValue)] = [("systemFont", .bool(system))]
    if let style = button.fontStyle { ios.append(("fontStyle", .string(style))) }
    if let postScript = button.fontNames?.postScriptName {
      ios.append(("postScriptName", .string(postScript)))
    }
    let v = button.record.variants
    if let textStyle = v.textStyle { ios.append(("textStyle", .string(textStyle.rawValue))) }
    if let max = v.maxContentSize { ios.append(("maxContentSize", .string(max.shortName))) }
    if let max = v.maxFontSize { ios.append(("maxFontSize", dimension(max))) }
    return .object([
      ("$type", .string("typography")), ("$value", .object(value)),
      ("$extensions", .object([(extensionKey, .object(ios))])),
    ])
  }

  /// The iOS-only facts of a button.
  static func extensions(_ button: ExportButton) -> JSONValue {
    let s = button.spec
    var members: [(String, JSONValue)] = [("name", .string(button.name))]
    if let title = button.title { members.append(("title", .string(title))) }
    if !button.tags.isEmpty { members.append(("tags", .array(button.tags.map { .string($0) }))) }
    members += [
      ("technique", .string(button.technique.rawValue))
    ]
    // A placement only with both an image and a title to place.
    if s.hasImageAndTitle { members.append(("placement", .string(s.placement.rawValue))) }
    members += [
      (
        "alignment",
        .object([
          ("horizontal", .string(s.horizontalAlignment.rawValue)),
          ("vertical", .string(s.verticalAlignment.rawValue)),
        ])
      ),
      ("direction", .string(s.direction.rawValue)),
    ]
    switch s.size {
    case .fit: members.append(("size", .string("fit")))
    case .fixed(let size):
      members.append(
        ("size", .object([("width", dimension(size.width)), ("height", dimension(size.height))])))
    }
    members += [
      ("scale", .number(s.scale)),
      ("ios", .string(s.ios.description)),
      ("status", .string(button.status.rawValue)),
    ]
    members += appearanceExtensions(button) + variantExtensions(button)
    return .object(members)
  }
}

/// The tokens file's groups written as the buttons go by, the bytes `JSONWriter` makes of the
/// whole tree: a button's group holds its tokens, then the groups of the buttons named below
/// it, child groups in the order first met in natural name order (`order`).
struct TokenStream {
  /// The path of the groups open below the root.
  private var open: [String] = []
  /// Whether each open object (the root first) has a member written yet.
  private var started = [false]

  /// The order the file holds the buttons named `names` (in natural order) in: by group, each
  /// group's children in the order first met. Natural order mostly is that order already;
  /// not where a name with `.` or `-` sorts between two of a group (`a/b`, `a/b.c`, `a/b/c`:
  /// `a/b/c` is in the group `b` of `a/b`, before the group `b.c`).
  static func order(_ names: [String]) -> [Int] {
    var first: [Substring: Int] = [:]
    var keys: [[Int]] = []
    keys.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      var key: [Int] = []
      var end = name.startIndex
      while true {
        end = name[end...].firstIndex(of: "/") ?? name.endIndex
        let prefix = name[..<end]
        if let seen = first[prefix] {
          key.append(seen)
        } else {
          first[prefix] = index
          key.append(index)
        }
        if end == name.endIndex { break }
        end = name.index(after: end)
      }
      keys.append(key)
    }
    first = [:]
    return names.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
  }

  /// The path of `button`'s group and its tokens as written inside it (the group's first
  /// members).
  static func group(_ button: ExportButton) -> (path: [String], text: String) {
    let path = TokenName.path(button.name)
    var stream = TokenStream()
    stream.open = path
    stream.started = [true] + path.map { _ in false }
    let sink = CollectedFiles()
    sink.begin("")
    stream.members(TokensRenderer.tokens(button), to: sink)
    return (path, sink.files[0].contents)
  }

  /// `members` written into the innermost open object.
  mutating func members(_ members: [(String, JSONValue)], to sink: any ExportSink) {
    for (name, value) in members {
      var out = key(name)
      JSONWriter().write(value, level: open.count + 1, into: &out)
      sink.write(out)
    }
  }

  /// A button's group at `path` with `text`, its tokens (`group`), the groups above it opened
  /// as needed.
  mutating func add(_ path: [String], _ text: String, to sink: any ExportSink) {
    var common = 0
    while common < open.count, common < path.count, open[common] == path[common] { common += 1 }
    close(to: common, sink)
    for part in path[common...] {
      sink.write(key(part) + "{")
      open.append(part)
      started.append(false)
    }
    sink.write(text)
    started[started.count - 1] = true
  }

  /// Closes the open groups deeper than `depth`.
  mutating func close(to depth: Int, _ sink: any ExportSink) {
    while open.count > depth {
      open.removeLast()
      started.removeLast()
      sink.write("\n" + String(repeating: "  ", count: open.count + 1) + "}")
    }
  }

  /// The separator and the quoted `key` of the next member of the innermost open object.
  private mutating func key(_ key: String) -> String {
    var out = started[started.count - 1] ? "," : ""
    started[started.count - 1] = true
    out += "\n" + String(repeating: "  ", count: open.count + 1)
    JSONWriter().write(.string(key), into: &out)
    return out + ": "
  }
}

/// Token and group names from button names: the name split at `/`, each part escaped so it is
/// a name the format allows and two buttons never meet (docs/exports.md).
///
/// The format forbids `{`, `}` and `.` in names and a leading `$`; those characters are
/// percent-encoded (`%7B`, `%7D`, `%2E`, `%24`), and `%` itself is (`%25`), so decoding every
/// `%XX` gives the name back: `tabbar.home_icon` is `tabbar%2Ehome_icon`. A part below the top
/// level that is one of a button's token names (`padding`, `gap`, `iconSize`, `label`, `cornerRadius`) has its
/// first letter encoded (`tabbar/label` is `tabbar` › `%6Cabel`), so it never meets the tokens
/// of a button named like its parent; an empty part (never in a valid name) is `%`.
package enum TokenName {
  package static func path(_ name: String) -> [String] {
    name.split(separator: "/", omittingEmptySubsequences: false).enumerated().map {
      index, part in escape(String(part), nested: index > 0)
    }
  }

  static func escape(_ part: String, nested: Bool) -> String {
    if part.isEmpty { return "%" }
    if nested, TokensRenderer.tokenNames.contains(part), let first = part.utf8.first {
      return percent(first) + String(part.dropFirst())
    }
    var out = ""
    for (index, scalar) in part.unicodeScalars.enumerated() {
      switch scalar {
      case "%", "{", "}", ".": out += percent(UInt8(scalar.value))
      case "$" where index == 0: out += percent(UInt8(scalar.value))
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func percent(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "%" + (hex.count == 1 ? "0" : "") + hex
  }
}
