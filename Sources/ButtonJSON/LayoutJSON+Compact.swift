import ButtonLayout

/// A layout written straight to compact JSON text, without building a `JSONValue` tree: the
/// catalog stores one per technique and direction, so import and recompute write hundreds of
/// thousands. The bytes are exactly `JSONWriter(pretty: false).string(LayoutJSON.layout(l))`
/// (a test holds them equal).
extension LayoutJSON {
  package static func appendCompact(_ l: TechniqueLayout, into out: inout String) {
    out += "{\"technique\":\""
    out += l.technique.rawValue
    out += "\",\"direction\":\""
    out += l.direction.rawValue
    out += l.isModel ? "\",\"model\":true,\"values\":" : "\",\"model\":false,\"values\":"
    switch l.values {
    case .legacy(let image, let title, let content):
      out += "{\"imageEdgeInsets\":"
      append(image, &out)
      out += ",\"titleEdgeInsets\":"
      append(title, &out)
      out += ",\"contentEdgeInsets\":"
      append(content, &out)
      out += "}"
    case .configuration(let placement, let padding, let c):
      out += "{\"imagePlacement\":"
      out += placement.map { "\"\($0.rawValue)\"" } ?? "null"
      out += ",\"imagePadding\":"
      out += JSONWriter.format(padding)
      out += ",\"contentInsets\":{\"top\":"
      out += JSONWriter.format(c.top)
      out += ",\"leading\":"
      out += JSONWriter.format(c.leading)
      out += ",\"bottom\":"
      out += JSONWriter.format(c.bottom)
      out += ",\"trailing\":"
      out += JSONWriter.format(c.trailing)
      out += "}}"
    case .frames(let position, let margin, let content, let image, let title):
      out += "{\"buttonImagePosition\":"
      out += position.map { "\"\($0.rawValue)\"" } ?? "null"
      out += ",\"buttonImageMargin\":"
      out += JSONWriter.format(margin)
      out += ",\"contentEdgeInsets\":"
      append(content, &out)
      out += ",\"imageFrame\":"
      append(image, &out)
      out += ",\"titleFrame\":"
      append(title, &out)
      out += "}"
    }
    out += ",\"bounds\":"
    append(l.bounds, &out)
    out += ",\"frames\":{\"contentRect\":"
    append(l.frames.contentRect, &out)
    out += ",\"imageFrame\":"
    append(l.frames.imageFrame, &out)
    out += ",\"titleFrame\":"
    append(l.frames.titleFrame, &out)
    if let subtitle = l.frames.subtitleFrame {
      out += ",\"subtitleFrame\":"
      append(subtitle, &out)
    }
    out += ",\"intrinsicContentSize\":"
    append(l.frames.intrinsicContentSize, &out)
    out += "},\"gap\":"
    out += l.gap.map(JSONWriter.format) ?? "null"
    out += ",\"diagnostics\":["
    for (i, d) in l.diagnostics.enumerated() {
      if i > 0 { out += "," }
      append(d, &out)
    }
    out += "]}"
  }

  /// `d` as `JSONWriter(pretty: false).string(diagnostic(d))` writes it.
  static func append(_ d: Diagnostic, _ out: inout String) {
    var bytes = JSONBytes(capacity: 128)
    bytes.diagnostic(d)
    out += bytes.text
  }

  static func append(_ i: EdgeInsets, _ out: inout String) {
    out += "{\"top\":"
    out += JSONWriter.format(i.top)
    out += ",\"left\":"
    out += JSONWriter.format(i.left)
    out += ",\"bottom\":"
    out += JSONWriter.format(i.bottom)
    out += ",\"right\":"
    out += JSONWriter.format(i.right)
    out += "}"
  }

  static func append(_ s: Size, _ out: inout String) {
    out += "{\"width\":"
    out += JSONWriter.format(s.width)
    out += ",\"height\":"
    out += JSONWriter.format(s.height)
    out += "}"
  }

  static func append(_ r: Rect?, _ out: inout String) {
    guard let r else {
      out += "null"
      return
    }
    out += "{\"x\":"
    out += JSONWriter.format(r.x)
    out += ",\"y\":"
    out += JSONWriter.format(r.y)
    out += ",\"width\":"
    out += JSONWriter.format(r.width)
    out += ",\"height\":"
    out += JSONWriter.format(r.height)
    out += "}"
  }
}
