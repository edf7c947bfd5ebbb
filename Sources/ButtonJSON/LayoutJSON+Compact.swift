import ButtonLayout

/// A layout written straight to compact JSON text, without building a `JSONValue` tree: the
/// catalog stores one per technique and direction, so import and recompute write hundreds of
/// thousands. The bytes are exactly `JSONWriter(pretty: false).string(LayoutJSON.layout(l))`
/// (a test holds them equal). They are written as bytes (`JSONBytes`), made a `String` once.
extension LayoutJSON {
  package static func appendCompact(_ l: TechniqueLayout, into out: inout String) {
    var bytes = JSONBytes(capacity: 1024)
    compact(l, &bytes)
    out += bytes.text
  }

  static func compact(_ l: TechniqueLayout, _ out: inout JSONBytes) {
    out.append("{\"technique\":\"")
    out.append(string: l.technique.rawValue)
    out.append("\",\"direction\":\"")
    out.append(string: l.direction.rawValue)
    out.append(l.isModel ? "\",\"model\":true,\"values\":" : "\",\"model\":false,\"values\":")
    switch l.values {
    case .legacy(let image, let title, let content):
      out.append("{\"imageEdgeInsets\":")
      append(image, &out)
      out.append(",\"titleEdgeInsets\":")
      append(title, &out)
      out.append(",\"contentEdgeInsets\":")
      append(content, &out)
      out.append("}")
    case .configuration(let placement, let padding, let c):
      out.append("{\"imagePlacement\":")
      name(placement?.rawValue, &out)
      out.append(",\"imagePadding\":")
      out.number(padding)
      out.append(",\"contentInsets\":{\"top\":")
      out.number(c.top)
      out.append(",\"leading\":")
      out.number(c.leading)
      out.append(",\"bottom\":")
      out.number(c.bottom)
      out.append(",\"trailing\":")
      out.number(c.trailing)
      out.append("}}")
    case .frames(let position, let margin, let content, let image, let title):
      out.append("{\"buttonImagePosition\":")
      name(position?.rawValue, &out)
      out.append(",\"buttonImageMargin\":")
      out.number(margin)
      out.append(",\"contentEdgeInsets\":")
      append(content, &out)
      out.append(",\"imageFrame\":")
      append(image, &out)
      out.append(",\"titleFrame\":")
      append(title, &out)
      out.append("}")
    }
    out.append(",\"bounds\":")
    append(l.bounds, &out)
    out.append(",\"frames\":{\"contentRect\":")
    append(l.frames.contentRect, &out)
    out.append(",\"imageFrame\":")
    append(l.frames.imageFrame, &out)
    out.append(",\"titleFrame\":")
    append(l.frames.titleFrame, &out)
    if let subtitle = l.frames.subtitleFrame {
      out.append(",\"subtitleFrame\":")
      append(subtitle, &out)
    }
    out.append(",\"intrinsicContentSize\":")
    append(l.frames.intrinsicContentSize, &out)
    out.append("},\"gap\":")
    if let gap = l.gap { out.number(gap) } else { out.append("null") }
    out.append(",\"diagnostics\":[")
    for (i, d) in l.diagnostics.enumerated() {
      if i > 0 { out.append(",") }
      out.diagnostic(d)
    }
    out.append("]}")
  }

  /// A case's raw value in quotes (our own names: nothing to escape), or `null`.
  private static func name(_ raw: String?, _ out: inout JSONBytes) {
    guard let raw else { return out.append("null") }
    out.append("\"")
    out.append(string: raw)
    out.append("\"")
  }

  static func append(_ i: EdgeInsets, _ out: inout JSONBytes) {
    out.append("{\"top\":")
    out.number(i.top)
    out.append(",\"left\":")
    out.number(i.left)
    out.append(",\"bottom\":")
    out.number(i.bottom)
    out.append(",\"right\":")
    out.number(i.right)
    out.append("}")
  }

  static func append(_ s: Size, _ out: inout JSONBytes) {
    out.append("{\"width\":")
    out.number(s.width)
    out.append(",\"height\":")
    out.number(s.height)
    out.append("}")
  }

  static func append(_ r: Rect?, _ out: inout JSONBytes) {
    guard let r else { return out.append("null") }
    out.append("{\"x\":")
    out.number(r.x)
    out.append(",\"y\":")
    out.number(r.y)
    out.append(",\"width\":")
    out.number(r.width)
    out.append(",\"height\":")
    out.number(r.height)
    out.append("}")
  }
}
