import ButtonLayout

/// The configuration's look in the diagrams (`--style`, `--corner-style`, `--corner-radius`):
/// the button's background drawn as the style draws it, with the layer's corner radius at the
/// layout's height (`CornerRadius`), and the title in the style's colour, so a designer
/// recognises a filled, tinted or glass button. Without any of them the diagram is what it was:
/// the bounds in neutral grey, square, the title in ink.
///
/// Colours are iOS 26.1's in light mode as the probe rendered them (docs/layout-model.md,
/// "Configuration styles"): the tint is system blue #0088FF; `gray` and `bordered` fill with
/// #787880 at 16 %, `tinted` and `borderedTinted` with the tint at 18 %. The glass material is
/// not rendered by the probe: glass is drawn as a translucent capsule with a light stroke and a
/// highlight, the prominent ones tinted [inferred].
extension SVGDiagram {
  /// How a style paints: the fill (none for `plain` and `borderless`), its opacity, an
  /// outline for glass, and the title's colour.
  struct StylePaint: Equatable {
    var fill: String?
    var fillOpacity: Double? = nil
    /// Glass: a light outline and an inner highlight.
    var glassStroke: String? = nil
    var title: String

    static let neutral = StylePaint(fill: "#edf2f7", title: "#1a202c")

    init(fill: String?, fillOpacity: Double? = nil, glassStroke: String? = nil, title: String) {
      self.fill = fill
      self.fillOpacity = fillOpacity
      self.glassStroke = glassStroke
      self.title = title
    }

    init(_ style: ConfigurationStyle?) {
      let tint = "#0088ff"
      switch style {
      case nil: self = .neutral
      case .plain?, .borderless?: self.init(fill: nil, title: tint)
      case .gray?, .bordered?: self.init(fill: "#787880", fillOpacity: 0.16, title: "#000000")
      case .tinted?, .borderedTinted?: self.init(fill: tint, fillOpacity: 0.18, title: tint)
      case .filled?, .borderedProminent?: self.init(fill: tint, title: "#ffffff")
      case .glass?:
        self.init(fill: "#e5e5ea", fillOpacity: 0.8, glassStroke: "#aeaeb2", title: "#000000")
      case .clearGlass?:
        self.init(fill: "#f2f2f7", fillOpacity: 0.4, glassStroke: "#aeaeb2", title: "#000000")
      case .prominentGlass?:
        self.init(fill: tint, fillOpacity: 0.88, glassStroke: "#66b8ff", title: "#ffffff")
      case .prominentClearGlass?:
        self.init(fill: tint, fillOpacity: 0.6, glassStroke: "#66b8ff", title: "#ffffff")
      }
    }
  }

  var appearance: ConfigurationAppearance { button.record.appearance }

  /// The title's colour: the style's, ink without one.
  var titleColor: String { StylePaint(appearance.style).title }

  /// The button's background at `b` (pixels): the neutral square fill without a look; else the
  /// style's fill rounded by the layer's corner radius at `height` points, `z` pixels a point.
  func background(_ b: (Double, Double, Double, Double), height: Double, zoom z: Double)
    -> String
  {
    guard appearance.isSet else { return neutralBackground(b) }
    let paint = StylePaint(appearance.style)
    let radius = Swift.min(
      appearance.cornerRadius(
        height: height, buttonSize: button.spec.configurationButtonSize) * z, b.2 / 2, b.3 / 2)
    // On the page a style without a fill stands on the neutral backdrop, so a light icon shows.
    var out = paint.fill == nil && page ? neutralBackground(b) : ""
    if let fill = paint.fill {
      let shape = roundedRect(
        b, radius: radius, fill: fill, fillOpacity: paint.fillOpacity,
        stroke: paint.glassStroke, strokeWidth: 1)
      // Corners without a style: the neutral fill, switchable on the page.
      out +=
        page && appearance.style == nil
        ? "<rect class=\"neutral\" " + shape.dropFirst("<rect ".count) : shape
    }
    if paint.glassStroke != nil, b.2 > 4, b.3 > 4 {
      // The highlight: a white line just inside the edge, brightest at the top.
      out += roundedRect(
        (b.0 + 1.5, b.1 + 1.5, b.2 - 3, b.3 - 3), radius: Swift.max(radius - 1.5, 0),
        fill: "none", fillOpacity: nil, stroke: "#ffffff", strokeWidth: 1, strokeOpacity: 0.9)
    }
    return out
  }

  /// The neutral background: light grey; on the page `class="neutral"`, which the page's
  /// light/dark switch recolours.
  func neutralBackground(_ b: (Double, Double, Double, Double)) -> String {
    let out = rect(b, fill: "#edf2f7", stroke: "none", width: 0)
    return page ? "<rect class=\"neutral\" " + out.dropFirst("<rect ".count) : out
  }

  /// The padding band over the background: without a look as before; with one none, so the
  /// style's fill and corners show (the dashed content rect still marks the padding's edge).
  func styledPaddingBand(_ b: (Double, Double, Double, Double), zoom z: Double) -> String {
    appearance.isSet ? "" : paddingBand(b, button.spec.padding, zoom: z)
  }

  /// `rect`, its corners rounded by `radius` pixels, its stroke (when any) at `strokeOpacity`.
  func roundedRect(
    _ r: (Double, Double, Double, Double), radius: Double, fill: String, fillOpacity: Double?,
    stroke: String?, strokeWidth: Double, strokeOpacity: Double? = nil
  ) -> String {
    let n = ExportNumber.text
    var out = rect(
      r, fill: fill, stroke: stroke ?? "none", width: stroke == nil ? 0 : strokeWidth,
      opacity: fillOpacity)
    // `<rect ` … `/>\n`: the radius after the element's name, the stroke's opacity at its end.
    out = "<rect rx=\"\(n(radius))\" " + out.dropFirst("<rect ".count)
    if let strokeOpacity {
      out = out.dropLast("/>\n".count) + " stroke-opacity=\"\(n(strokeOpacity))\"/>\n"
    }
    return out
  }

  /// The footer's line of the look: the style and the corner radius at the layout's height.
  func appearanceFooter(_ layout: TechniqueLayout) -> [FooterLine] {
    guard appearance.isSet else { return [] }
    let style = appearance.style?.rawValue ?? "plain"
    let radius = appearance.cornerRadius(
      height: layout.bounds.height, buttonSize: button.spec.configurationButtonSize)
    return [
      FooterLine(
        "style \(style) · corners \(appearance.effectiveCornerStyle.rawValue), radius \(ExportNumber.text(radius))",
        .measure)
    ]
  }
}
