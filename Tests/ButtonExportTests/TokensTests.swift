import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout
import ButtonMeasure
import Testing

/// The design tokens export (`tokens`): the file parses back as JSON, every token's type
/// resolves (its own `$type` or a group's) and its value has that type's shape, names are ones
/// the format allows, and every button has its own group.
@Suite struct TokensTests {
  static func render(_ catalog: ExportCatalog) throws -> JSONValue {
    let files = renderer(for: .tokens).render(catalog)
    try #require(files.count == 1)
    #expect(files[0].path == "buttons.tokens.json")
    return try JSONParser.parse(files[0].contents)
  }

  /// A token found while walking the file: its path, resolved type and value.
  struct Token {
    var path: [String]
    var type: String?
    var value: JSONValue
  }

  /// Every token of `value` (objects with `$value`), each with the type it resolves to, and
  /// every group or token name met.
  static func walk(
    _ value: JSONValue, path: [String] = [], inherited: String? = nil,
    tokens: inout [Token], names: inout [String]
  ) {
    guard case .object(let members) = value else { return }
    var type = inherited
    if case .string(let own)? = value["$type"] { type = own }
    if let tokenValue = value["$value"] {
      tokens.append(Token(path: path, type: type, value: tokenValue))
      return
    }
    for (key, child) in members where !key.hasPrefix("$") {
      names.append(key)
      walk(child, path: path + [key], inherited: type, tokens: &tokens, names: &names)
    }
  }

  static func number(_ value: JSONValue?) -> Double? {
    switch value {
    case .number(let d)?: d
    case .integer(let i)?: Double(i)
    default: nil
    }
  }

  /// A dimension value in the 2025.10 shape: `{"value": N, "unit": "px"}` and nothing else.
  static func dimension(_ value: JSONValue?) -> Double? {
    guard case .object(let members)? = value, members.count == 2, value?["unit"] == .string("px")
    else { return nil }
    return number(value?["value"])
  }

  /// Checks the whole file's structure; returns the groups holding a button, by its name.
  @discardableResult
  static func checkStructure(_ file: JSONValue) -> [String: JSONValue] {
    #expect(file["$schema"] == .string(TokensRenderer.schema))
    guard case .string(let description)? = file["$description"] else {
      Issue.record("no $description")
      return [:]
    }
    #expect(description.contains("1 px here is 1 pt"))
    var tokens: [Token] = []
    var names: [String] = []
    walk(file, tokens: &tokens, names: &names)
    for name in names {
      #expect(!name.hasPrefix("$") && !name.contains("{") && !name.contains("}"), "\(name)")
      #expect(!name.contains("."), "\(name)")
    }
    for token in tokens {
      switch token.type {
      case "dimension":
        #expect(dimension(token.value) != nil, "\(token.path): \(token.value)")
      case "typography":
        guard case .object(let members) = token.value else {
          Issue.record("\(token.path): not an object")
          continue
        }
        let allowed: Set = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        #expect(members.allSatisfy { allowed.contains($0.0) }, "\(token.path)")
        switch token.value["fontFamily"] {
        case .string?: break
        case .array(let names)?:
          #expect(
            !names.isEmpty && names.allSatisfy { if case .string = $0 { true } else { false } })
        default: Issue.record("\(token.path): fontFamily")
        }
        #expect(dimension(token.value["fontSize"]) != nil, "\(token.path)")
        if let weight = token.value["fontWeight"] {
          #expect(number(weight).map { (1...1000).contains($0) } == true, "\(token.path)")
        }
        if let lineHeight = token.value["lineHeight"] {
          #expect(number(lineHeight) != nil, "\(token.path)")
        }
      default:
        Issue.record("\(token.path): type \(token.type ?? "none")")
      }
    }
    // The groups that hold a button: each names it in its extension.
    var buttons: [String: JSONValue] = [:]
    func groups(_ value: JSONValue) {
      guard case .object(let members) = value else { return }
      if case .string(let name)? = value["$extensions"]?[TokensRenderer.extensionKey]?["name"] {
        #expect(buttons[name] == nil, "\(name) twice")
        buttons[name] = value
      }
      for (key, child) in members where !key.hasPrefix("$") && child["$value"] == nil {
        groups(child)
      }
    }
    groups(file)
    return buttons
  }

  @Test func fixtureCatalogHasTheFormatsShape() throws {
    let file = try Self.render(Fixtures.catalog)
    let groups = Self.checkStructure(file)
    #expect(Set(groups.keys) == Set(Fixtures.buttons.map(\.name)))
    for button in Fixtures.buttons {
      let group = try #require(groups[button.name])
      let s = button.spec
      #expect(Self.dimension(group["padding"]?["top"]?["$value"]) == s.padding.top)
      #expect(Self.dimension(group["padding"]?["left"]?["$value"]) == s.padding.left)
      #expect(Self.dimension(group["padding"]?["bottom"]?["$value"]) == s.padding.bottom)
      #expect(Self.dimension(group["padding"]?["right"]?["$value"]) == s.padding.right)
      #expect(group["padding"]?["$type"] == .string("dimension"))
      #expect(Self.dimension(group["iconSize"]?["width"]?["$value"]) == s.imageSize?.width)
      #expect(Self.dimension(group["iconSize"]?["height"]?["$value"]) == s.imageSize?.height)
      let hasGap = s.imageSize != nil && s.titleSize != nil
      #expect(Self.dimension(group["gap"]?["$value"]) == (hasGap ? s.spacing : nil))
      let label = group["label"]
      #expect((label != nil) == (button.title != nil))
      if label != nil {
        #expect(label?["$type"] == .string("typography"))
        #expect(Self.dimension(label?["$value"]?["fontSize"]) == button.titlePointSize)
        #expect(label?["$value"]?["fontWeight"] == .integer(400))
        #expect(Self.number(label?["$value"]?["lineHeight"]) == 2444.0 / 2048)
      }
      let ios = group["$extensions"]?[TokensRenderer.extensionKey]
      #expect(ios?["technique"] == .string(button.technique.rawValue))
      #expect(ios?["placement"] == (s.hasImageAndTitle ? .string(s.placement.rawValue) : nil))
      #expect(ios?["alignment"]?["horizontal"] == .string(s.horizontalAlignment.rawValue))
    }
    // `tabbar/home-icon` nests; `tabbar.home_icon` stays one group with its period escaped.
    #expect(file["tabbar"]?["home-icon"] != nil)
    #expect(file["tabbar%2Ehome_icon"] != nil)
  }

  /// Names the format forbids or that would meet another button's tokens or group: each button
  /// still gets a group of its own, and decoding the path gives its name back.
  @Test func hostileNamesNeverCollide() throws {
    let names = [
      "a.b", "a/b", "a%2Eb", "a/b.c", "a/b/c", "$schema", "$value", "{x}", "x}", "x/$y", "%",
      "tabbar", "tabbar/padding", "tabbar/label", "tabbar/gap", "tabbar/iconSize", "padding",
      "label", "a//b", "/lead", "trail/", "nul\u{0}", "line\nbreak", "q\"uote", "设置/主页",
      "Tabbar", "a/b/c/d/e/f/g/h",
    ]
    let buttons = names.map { name in
      Fixtures.button(
        name, description: "d " + name, title: name, technique: .exact,
        ButtonSpec(
          titleSize: Size(width: 30, height: 18), imageSize: Size(width: 16, height: 16),
          placement: .left, spacing: 4))
    }
    let file = try Self.render(ExportCatalog(buttons: buttons))
    let groups = Self.checkStructure(file)
    #expect(Set(groups.keys) == Set(names))
    for name in names {
      // Following the escaped path reaches this button's own group.
      var node: JSONValue? = file
      for part in TokenName.path(name) { node = node?[part] }
      #expect(node?["$extensions"]?[TokensRenderer.extensionKey]?["name"] == .string(name))
      #expect(node?["$description"] == .string("d " + name))
      #expect(TokenName.path(name).map(Self.decode).joined(separator: "/") == name)
    }
    #expect(TokenName.path("tabbar/padding") == ["tabbar", "%70adding"])
    #expect(TokenName.path("a.b") == ["a%2Eb"])
    #expect(TokenName.path("a%2Eb") == ["a%252Eb"])
    #expect(TokenName.path("$x/{y}") == ["%24x", "%7By%7D"])
  }

  /// Percent-decoding, `%` alone as the empty part.
  static func decode(_ part: String) -> String {
    if part == "%" { return "" }
    var bytes: [UInt8] = []
    var utf8 = Array(part.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A font file's names, weight and text style reach the label token; an image-only button has
  /// no label and no gap.
  @Test func fontFileAndTextStyle() throws {
    let spec = ButtonSpec(titleSize: Size(width: 40, height: 20))
    var button = ExportButton(
      name: "styled", title: "Go", fontPath: "fonts/Brand.ttf", fontSize: 17, spec: spec,
      layouts: LayoutEngine.layouts(spec))
    button.fontNames = FontNames(
      family: "DejaVu Sans", style: "Bold", postScriptName: "DejaVuSans-Bold")
    button.fontNames?.weightClass = 700
    button.record.variants.textStyle = .headline
    let imageOnly = Fixtures.button(
      "icon", technique: .exact, ButtonSpec(imageSize: Size(width: 20, height: 20)))
    let file = try Self.render(ExportCatalog(buttons: [button, imageOnly]))
    Self.checkStructure(file)
    let label = try #require(file["styled"]?["label"])
    #expect(label["$value"]?["fontFamily"] == .string("DejaVu Sans"))
    #expect(label["$value"]?["fontWeight"] == .integer(700))
    #expect(Self.dimension(label["$value"]?["fontSize"]) == 17)
    // A font file's line height is not known without reading it: left out.
    #expect(label["$value"]?["lineHeight"] == nil)
    let ios = label["$extensions"]?[TokensRenderer.extensionKey]
    #expect(ios?["textStyle"] == .string("headline"))
    #expect(ios?["postScriptName"] == .string("DejaVuSans-Bold"))
    #expect(ios?["systemFont"] == .bool(false))
    #expect(file["icon"]?["label"] == nil)
    #expect(file["icon"]?["gap"] == nil)
    #expect(Self.dimension(file["icon"]?["iconSize"]?["width"]?["$value"]) == 20)
  }

  /// Names, titles, descriptions and font files full of control characters, bidi overrides
  /// and line breaks: the file still parses, and each button has its own group.
  @Test func controlCharactersStayInsideStrings() throws {
    let catalog = ControlCharacterTests.catalog
    let file = try Self.render(catalog)
    let groups = Self.checkStructure(file)
    #expect(Set(groups.keys) == Set(catalog.buttons.map(\.name)))
  }
}
