import ButtonJSON
import ButtonLayout

/// `buttoncat simulate`: what UIKit's legacy layout does with the insets you give it.
enum SimulateCommand {
  static let size = sizeOption("size", "Button bounds (default: its intrinsic size).")
  static let imageSize = sizeOption(
    "image-size", "The image's size in points (default: no image).")
  static let titleSize = sizeOption(
    "title-size", "The title's unconstrained measured size (default: no title).")
  static let contentInsets = insets("content-insets", "contentEdgeInsets")
  static let imageInsets = insets("image-insets", "imageEdgeInsets")
  static let titleInsets = insets("title-insets", "titleEdgeInsets")
  static let align = Option<HorizontalAlignment>(
    "align", valueName: "A",
    help: "contentHorizontalAlignment: \(HorizontalAlignment.words.joined(separator: ", ")).")
  static let valign = Option<VerticalAlignment>(
    "valign", valueName: "A",
    help: "contentVerticalAlignment: \(VerticalAlignment.words.joined(separator: ", ")).")
  static let direction = Option<LayoutDirection>(
    "direction", valueName: "D", help: "Layout direction: ltr or rtl (default ltr).")
  static let scale = Option<Double>(
    "scale", valueName: "S", help: "Screen scale: 1, 2 or 3 (default 3).",
    parse: ValueParsing.scale)
  static let ios = Option<IOSVersion>(
    "ios", valueName: "VERSION", help: "Target iOS version (default \(IOSVersion.newest)).",
    parse: ValueParsing.iosVersion)
  static let format = Option<TextOrJSON>.format(help: "Output format: text or json (default text).")

  /// `--NAME WxH`: the bounds, or an element's size.
  static func sizeOption(_ name: String, _ help: String) -> Option<Size> {
    Option(name, valueName: "WxH", help: help, parse: ValueParsing.size)
  }

  /// `--NAME T,L,B,R`: one of the legacy button's three insets.
  static func insets(_ name: String, _ property: String) -> Option<EdgeInsets> {
    Option(
      name, valueName: "T,L,B,R", help: "\(property) (default 0,0,0,0).",
      parse: { (option: String, text: String) throws(CLIError) -> EdgeInsets in
        try ValueParsing.insets(option, text)
      })
  }

  static let spec = CommandSpec(
    name: "simulate",
    summary: "Show what UIKit's legacy layout (no UIButton.Configuration) does with given insets.",
    synopsis: "[--size WxH] [--image-size WxH] [--title-size WxH] [insets…] [--format text|json]",
    options: [
      size, imageSize, titleSize, contentInsets, imageInsets, titleInsets, align, valign,
      direction, scale, ios, format,
    ],
    discussion: """
      Insets are physical (left stays left in RTL) and may be negative. Frames follow UIKit's
      legacy layout as docs/layout-model.md section 1 (in the buttoncat repository) describes it;
      JSON keys: contentRect, imageFrame, titleFrame, intrinsicContentSize (an absent element is
      null).

      Example:
        buttoncat simulate --size 120x44 --image-size 24x24 --title-size 52.3x17.9 \\
          --image-insets 0,-4,0,4 --title-insets 0,4,0,-4
      """)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    if let extra = arguments.positionals.first, !arguments.positionalsUncertain {
      collector.problems.append("'simulate' takes no arguments, got '\(extra)'")
    }
    var button = LegacyButton()
    // Each given option's problems in the order of the options' names, as they have always
    // been listed.
    if let value = align.value(in: arguments, &collector) { button.horizontalAlignment = value }
    if let value = contentInsets.value(in: arguments, &collector) {
      button.contentEdgeInsets = value
    }
    if let value = direction.value(in: arguments, &collector) { button.direction = value }
    let json = format.value(in: arguments, &collector) == .json
    if let value = imageInsets.value(in: arguments, &collector) { button.imageEdgeInsets = value }
    if let value = imageSize.value(in: arguments, &collector) { button.imageSize = value }
    if let value = ios.value(in: arguments, &collector) { button.ios = value }
    if let value = scale.value(in: arguments, &collector) { button.scale = value }
    if let value = size.value(in: arguments, &collector) { button.bounds = value }
    if let value = titleInsets.value(in: arguments, &collector) { button.titleEdgeInsets = value }
    if let value = titleSize.value(in: arguments, &collector) { button.titleSize = value }
    if let value = valign.value(in: arguments, &collector) { button.verticalAlignment = value }
    try collector.throwIfAny()

    let layout = LegacySimulator.layout(button)
    if json {
      console.out.write(JSONWriter().string(LayoutJSON.legacy(layout)) + "\n")
    } else {
      console.out.write(text(button, layout))
    }
  }

  /// A table a person can check by eye, with notes for truncation and clamping.
  static func text(_ button: LegacyButton, _ layout: LegacyLayout) -> String {
    let sizeNote = button.bounds == nil ? " (intrinsic)" : ""
    var out = "UIKit legacy layout: bounds \(TextFormat.size(layout.bounds))\(sizeNote)"
    out += ", @\(Int(button.scale))x, iOS \(button.ios), \(button.direction.rawValue.uppercased())"
    out += ", \(button.horizontalAlignment.rawValue)/\(button.verticalAlignment.rawValue)\n\n"
    func row(_ name: String, _ rect: Rect?) -> [String] {
      guard let r = rect else { return [name, "—", "—", "—", "—"] }
      return [name] + [r.x, r.y, r.width, r.height].map(TextFormat.number)
    }
    let intrinsic = layout.intrinsicContentSize
    out += TextFormat.table([
      ["", "x", "y", "width", "height"],
      row("contentRect", layout.contentRect),
      row("imageFrame", layout.imageFrame),
      row("titleFrame", layout.titleFrame),
      [
        "intrinsicContentSize", "", "", TextFormat.number(intrinsic.width),
        TextFormat.number(intrinsic.height),
      ],
    ])
    var notes: [String] = []
    if layout.titleTruncated, let title = button.titleSize, let frame = layout.titleFrame {
      notes.append(
        "title truncated: it needs \(TextFormat.number(title.width)) pt, the button gives it \(TextFormat.number(frame.width)) pt"
      )
    }
    if layout.imageClamped, let image = button.imageSize, let frame = layout.imageFrame {
      notes.append(
        "image shrunk to its rect: \(TextFormat.size(image)) shown as \(TextFormat.size(frame.size))"
      )
    }
    if !notes.isEmpty { out += "\n" + notes.map { "note: " + $0 + "\n" }.joined() }
    return out
  }
}
