import ButtonLayout

/// Reads one element inside a `<button>` into the button: the values IB wrote, with a problem
/// recorded (and the value left unset) when a number does not parse or a word is not known.
struct IBElementReader {
  let attributes: XMLAttributes
  var button: IBButton

  /// A child of `<button>`: its frame, a state, its font, an inset, its configuration.
  mutating func readButtonChild(_ name: String) {
    let key = attributes["key"]
    switch (name, key) {
    case ("rect", "frame"):
      if let values = numbers(["x", "y", "width", "height"], of: "<rect key=\"frame\">") {
        button.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
      }
    case ("state", _):
      if attributes["backgroundImage"] != nil { button.hasBackgroundImage = true }
      button.states.append(
        IBState(key: key ?? "", title: attributes["title"], image: image(scaleAttribute: nil)))
    case ("fontDescription", "fontDescription"): button.font = font()
    case ("inset", "contentEdgeInsets"): button.contentEdgeInsets = insets(key!)
    case ("inset", "imageEdgeInsets"): button.imageEdgeInsets = insets(key!)
    case ("inset", "titleEdgeInsets"): button.titleEdgeInsets = insets(key!)
    case ("buttonConfiguration", "configuration"): button.configuration = configuration()
    default: break
    }
  }

  /// A child of the last `<state>`: `<imageReference key="image">`, an attributed title.
  /// (`<string key="title">` is collected by the builder.)
  mutating func readStateChild(_ name: String) {
    switch (name, attributes["key"]) {
    case ("imageReference", "image"):
      button.states[button.states.count - 1].image = image(scaleAttribute: "symbolScale")
    case ("attributedString", "attributedTitle"): button.hasAttributedTitle = true
    case ("imageReference", "backgroundImage"): button.hasBackgroundImage = true
    default: break
    }
  }

  /// A child of `<buttonConfiguration key="configuration">`.
  mutating func readConfigurationChild(_ name: String) {
    guard button.configuration != nil else { return }
    switch (name, attributes["key"]) {
    case ("directionalEdgeInsets", "contentInsets"):
      let element = "<directionalEdgeInsets key=\"contentInsets\">"
      if let values = numbers(["top", "leading", "bottom", "trailing"], of: element) {
        let values = values.map(Self.zeroingDBLMin)
        button.configuration!.contentInsets = DirectionalEdgeInsets(
          top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
      }
    case ("fontDescription", "titleFontDescription"): button.configuration!.font = font()
    case ("imageReference", "image"):
      button.configuration!.image = image(scaleAttribute: "symbolScale")
    case ("attributedString", "attributedTitle"): button.hasAttributedTitle = true
    default: break
    }
  }

  /// A `<constraint>` in the button's own `<constraints>`: kept when it fixes the width or
  /// height (no `secondItem`, no `relation`, required priority, on the button itself).
  mutating func readConstraint(_ name: String) {
    guard name == "constraint", let attribute = attributes["firstAttribute"],
      attribute == "width" || attribute == "height",
      attributes["secondItem"] == nil, attributes["relation"] == nil,
      attributes["priority"].map({ $0 == "1000" }) ?? true,
      attributes["firstItem"].map({ $0 == button.id }) ?? true
    else { return }
    let element = "<constraint firstAttribute=\"\(attribute)\">"
    // IB leaves out a constant of 0.
    let constant = attributes["constant"] == nil ? 0 : number("constant", of: element)
    guard let constant else { return }
    if attribute == "width" {
      button.widthConstraint = button.widthConstraint ?? constant
    } else {
      button.heightConstraint = button.heightConstraint ?? constant
    }
  }

  private mutating func configuration() -> IBConfiguration {
    var configuration = IBConfiguration(style: attributes["style"])
    configuration.title = attributes["title"]
    configuration.subtitle = attributes["subtitle"]
    configuration.image = image(scaleAttribute: nil)
    configuration.imagePlacement = attributes["imagePlacement"]
    let element = "<buttonConfiguration key=\"configuration\">"
    configuration.imagePadding = optionalNumber("imagePadding", of: element)
    configuration.titlePadding = optionalNumber("titlePadding", of: element)
    configuration.buttonSize = attributes["buttonSize"]
    configuration.cornerStyle = attributes["cornerStyle"]
    configuration.titleAlignment = attributes["titleAlignment"]
    return configuration
  }

  /// `image="…"` with `catalog="system"` for an SF Symbol, or `nil` without `image`.
  private func image(scaleAttribute: StaticString?) -> IBImage? {
    guard let name = attributes["image"] else { return nil }
    return IBImage(
      name: name, isSymbol: attributes["catalog"] == "system",
      symbolScale: scaleAttribute.flatMap { attributes[$0] })
  }

  /// A `<fontDescription>`: a text style, a custom font, or the system font.
  private mutating func font() -> IBFont? {
    let element = "<fontDescription key=\"\(attributes["key"] ?? "")\">"
    let pointSize = optionalNumber("pointSize", of: element)
    if let style = attributes["style"] {
      var font = IBFont(kind: .textStyle, pointSize: pointSize)
      font.textStyle = style
      return font
    }
    if let name = attributes["name"] {
      var font = IBFont(kind: .custom, pointSize: pointSize)
      font.name = name
      font.family = attributes["family"]
      return font
    }
    var font = IBFont(kind: .system, pointSize: pointSize)
    switch attributes["type"] {
    case "system": font.weight = attributes["weight"]
    case "boldSystem": font.weight = "bold"
    case "italicSystem": font.italic = true
    case let type:
      button.problems.append(
        "\(element) has type \(IBText.quoted(type ?? "(none)")), not a font type known "
          + "(system, boldSystem, italicSystem, a style or a name)")
      return nil
    }
    return font
  }

  /// `<inset key="…" minX minY maxX maxY>`: minX is the left inset, minY the top, maxX the
  /// right, maxY the bottom; DBL_MIN, which IB writes for 0, is 0.
  private mutating func insets(_ key: String) -> EdgeInsets? {
    let element = "<inset key=\"\(key)\">"
    guard let values = numbers(["minX", "minY", "maxX", "maxY"], of: element) else { return nil }
    let v = values.map(Self.zeroingDBLMin)
    return EdgeInsets(top: v[1], left: v[0], bottom: v[3], right: v[2])
  }

  /// 0 for DBL_MIN (`2.2250738585072014e-308`, IB's way of writing an inset of 0) and anything
  /// smaller in magnitude; other values as they are.
  static func zeroingDBLMin(_ value: Double) -> Double {
    value.magnitude <= Double.leastNormalMagnitude ? 0 : value
  }

  /// Every one of `names` as a number, or `nil` with a problem recorded for each missing or
  /// unparsable one.
  private mutating func numbers(_ names: [StaticString], of element: String) -> [Double]? {
    var values: [Double] = []
    for name in names {
      guard let value = number(name, of: element) else { continue }
      values.append(value)
    }
    return values.count == names.count ? values : nil
  }

  /// `name` as a finite number, or `nil` with a problem recorded.
  private mutating func number(_ name: StaticString, of element: String) -> Double? {
    guard let text = attributes[name] else {
      button.problems.append("\(element) has no \(name)")
      return nil
    }
    guard let value = Double(text), value.isFinite else {
      button.problems.append("\(element) \(name) \(IBText.quoted(text)) is not a number")
      return nil
    }
    return value
  }

  /// `name` as a number when the attribute is there, `nil` when it is not.
  private mutating func optionalNumber(_ name: StaticString, of element: String) -> Double? {
    attributes[name] == nil ? nil : number(name, of: element)
  }
}
