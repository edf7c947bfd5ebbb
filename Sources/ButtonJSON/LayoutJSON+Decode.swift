import ButtonLayout

/// Reading back what `LayoutJSON` writes: stored layouts and imported documents.
extension LayoutJSON {
  package static func rect(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> Rect? {
    guard let o = reader.object(value, path, allowed: ["x", "y", "width", "height"]),
      let x = reader.number(o["x"], path + ".x"), let y = reader.number(o["y"], path + ".y"),
      let w = reader.number(o["width"], path + ".width"),
      let h = reader.number(o["height"], path + ".height")
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// A rect or `null`: `.some(nil)` for null, `nil` when malformed.
  package static func optionalRect(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> Rect??
  {
    if value == nil || value == .null { return .some(nil) }
    return rect(value, path, reader).map { .some($0) }
  }

  package static func size(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> Size? {
    guard let o = reader.object(value, path, allowed: ["width", "height"]),
      let w = reader.number(o["width"], path + ".width"),
      let h = reader.number(o["height"], path + ".height")
    else { return nil }
    return Size(width: w, height: h)
  }

  package static func insets(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> EdgeInsets?
  {
    guard let o = reader.object(value, path, allowed: ["top", "left", "bottom", "right"]),
      let t = reader.number(o["top"], path + ".top"),
      let l = reader.number(o["left"], path + ".left"),
      let b = reader.number(o["bottom"], path + ".bottom"),
      let r = reader.number(o["right"], path + ".right")
    else { return nil }
    return EdgeInsets(top: t, left: l, bottom: b, right: r)
  }

  package static func directional(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> DirectionalEdgeInsets?
  {
    guard let o = reader.object(value, path, allowed: ["top", "leading", "bottom", "trailing"]),
      let t = reader.number(o["top"], path + ".top"),
      let l = reader.number(o["leading"], path + ".leading"),
      let b = reader.number(o["bottom"], path + ".bottom"),
      let r = reader.number(o["trailing"], path + ".trailing")
    else { return nil }
    return DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
  }

  /// One of `T`'s raw values or `null` (`.some(nil)`); `nil` with a problem otherwise.
  static func optionalChoice<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, _ path: String, _: T.Type, _ reader: JSONReader
  ) -> T?? where T.RawValue == String {
    if value == .null { return .some(nil) }
    return reader.choice(value, path, T.self).map { .some($0) }
  }

  package static func values(
    _ value: JSONValue?, technique: Technique, _ path: String, _ reader: JSONReader
  )
    -> TechniqueValues?
  {
    switch technique {
    case .configuration:
      guard
        let o = reader.object(
          value, path, allowed: ["imagePlacement", "imagePadding", "contentInsets"]),
        let placement = optionalChoice(
          o["imagePlacement"], path + ".imagePlacement", ConfigurationPlacement.self, reader),
        let padding = reader.number(o["imagePadding"], path + ".imagePadding"),
        let insets = directional(o["contentInsets"], path + ".contentInsets", reader)
      else { return nil }
      return .configuration(imagePlacement: placement, imagePadding: padding, contentInsets: insets)
    case .layoutSubviews:
      guard
        let o = reader.object(
          value, path,
          allowed: [
            "buttonImagePosition", "buttonImageMargin", "contentEdgeInsets", "imageFrame",
            "titleFrame",
          ]),
        let position = optionalChoice(
          o["buttonImagePosition"], path + ".buttonImagePosition", Seed000Position.self, reader),
        let margin = reader.number(o["buttonImageMargin"], path + ".buttonImageMargin"),
        let content = insets(o["contentEdgeInsets"], path + ".contentEdgeInsets", reader),
        let image = optionalRect(o["imageFrame"], path + ".imageFrame", reader),
        let title = optionalRect(o["titleFrame"], path + ".titleFrame", reader)
      else { return nil }
      return .frames(
        position: position, margin: margin, contentEdgeInsets: content, imageFrame: image,
        titleFrame: title)
    default:
      guard
        let o = reader.object(
          value, path, allowed: ["imageEdgeInsets", "titleEdgeInsets", "contentEdgeInsets"]),
        let image = insets(o["imageEdgeInsets"], path + ".imageEdgeInsets", reader),
        let title = insets(o["titleEdgeInsets"], path + ".titleEdgeInsets", reader),
        let content = insets(o["contentEdgeInsets"], path + ".contentEdgeInsets", reader)
      else { return nil }
      return .legacy(image: image, title: title, content: content)
    }
  }

  package static func diagnostic(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> Diagnostic?
  {
    guard case .object(let members)? = value else {
      _ = reader.object(value, path)
      return nil
    }
    let o = Dictionary(members, uniquingKeysWith: { a, _ in a })
    guard let code = reader.choice(o["code"], path + ".code", Diagnostic.Code.self),
      let severity = reader.choice(o["severity"], path + ".severity", Diagnostic.Severity.self),
      let message = reader.string(o["message"], path + ".message")
    else { return nil }
    var numbers: [Diagnostic.Number] = []
    for (key, item) in members where !["code", "severity", "message"].contains(key) {
      guard let n = reader.number(item, path + "." + key) else { return nil }
      numbers.append(.init(key, n))
    }
    return Diagnostic(code, severity, message, numbers)
  }

  static let layoutKeys = Set([
    "technique", "direction", "model", "values", "bounds", "frames", "gap", "diagnostics",
  ]).union(storedKeys)

  /// One `layouts` entry as `layout(_:)` writes it, or as the catalog stores it
  /// (`appendStored`: the values the document's shape does not hold, when it has them).
  package static func layout(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> TechniqueLayout?
  {
    guard let o = reader.object(value, path, allowed: layoutKeys),
      let technique = reader.choice(o["technique"], path + ".technique", Technique.self),
      let direction = reader.choice(o["direction"], path + ".direction", LayoutDirection.self),
      let model = reader.bool(o["model"], path + ".model"),
      let values = values(o["values"], technique: technique, path + ".values", reader),
      let bounds = size(o["bounds"], path + ".bounds", reader),
      let f = reader.object(
        o["frames"], path + ".frames",
        allowed: [
          "contentRect", "imageFrame", "titleFrame", "subtitleFrame", "intrinsicContentSize",
        ]),
      let content = rect(f["contentRect"], path + ".frames.contentRect", reader),
      let image = optionalRect(f["imageFrame"], path + ".frames.imageFrame", reader),
      let title = optionalRect(f["titleFrame"], path + ".frames.titleFrame", reader),
      let intrinsic = size(
        f["intrinsicContentSize"], path + ".frames.intrinsicContentSize", reader),
      let gap = reader.optionalNumber(o["gap"], path + ".gap"),
      let items = reader.array(o["diagnostics"], path + ".diagnostics")
    else { return nil }
    var subtitle: Rect?
    if let value = f["subtitleFrame"] {
      guard let frame = rect(value, path + ".frames.subtitleFrame", reader) else { return nil }
      subtitle = frame
    }
    var diagnostics: [Diagnostic] = []
    for (i, item) in items.enumerated() {
      guard let d = diagnostic(item, "\(path).diagnostics[\(i)]", reader) else { return nil }
      diagnostics.append(d)
    }
    // Absent (the document's shape, and most stored layouts): what the shape implies.
    var textFrame = title
    var truncated = diagnostics.contains { $0.code == .titleTruncated }
    var clamped = false
    if let value = o["titleTextFrame"] {
      guard let frame = optionalRect(value, path + ".titleTextFrame", reader) else { return nil }
      textFrame = frame
    }
    if let value = o["titleTruncated"] {
      guard let flag = reader.bool(value, path + ".titleTruncated") else { return nil }
      truncated = flag
    }
    if let value = o["imageClamped"] {
      guard let flag = reader.bool(value, path + ".imageClamped") else { return nil }
      clamped = flag
    }
    var frames = LayoutFrames(
      contentRect: content, imageFrame: image, titleFrame: title, intrinsicContentSize: intrinsic)
    frames.subtitleFrame = subtitle
    return TechniqueLayout(
      technique: technique, direction: direction, values: values, bounds: bounds,
      frames: frames, titleTextFrame: textFrame, titleTruncated: truncated, imageClamped: clamped,
      gap: gap, diagnostics: diagnostics, isModel: model)
  }

  /// Decodes a stored layout, throwing when it is not what `layout(_:)` wrote.
  package static func decodeLayout(_ text: String) throws -> TechniqueLayout {
    // Text as `appendStored` writes it (nearly every stored layout) is read from its bytes;
    // anything else takes the generic path below, which words the problems.
    if let layout = StoredLayoutFastPath.decode(text) { return layout }
    return try decodeLayoutGeneric(text)
  }

  /// `decodeLayout` through the parser and `layout(_:_:_:)`: any text, every problem worded.
  static func decodeLayoutGeneric(_ text: String) throws -> TechniqueLayout {
    let reader = JSONReader()
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw JSONShapeError(problems: [error.description])
    }
    guard let layout = layout(value, "layout", reader), reader.problems.isEmpty else {
      throw JSONShapeError(problems: reader.problems)
    }
    return layout
  }
}
