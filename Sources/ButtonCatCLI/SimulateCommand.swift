import ButtonJSON
import ButtonLayout

/// `buttoncat simulate`: what UIKit's legacy layout does with the insets you give it.
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    summary: "Show what UIKit's legacy layout (no UIButton.Configuration) does with given insets.",
    synopsis: "[--size WxH] [--image-size WxH] [--title-size WxH] [insets…] [--format text|json]",
    options: [
      OptionSpec(
        name: "size", valueName: "WxH", help: "Button bounds (default: its intrinsic size)."),
      OptionSpec(
        name: "image-size", valueName: "WxH",
        help: "The image's size in points (default: no image)."),
      OptionSpec(
        name: "title-size", valueName: "WxH",
        help: "The title's unconstrained measured size (default: no title)."),
      OptionSpec(
        name: "content-insets", valueName: "T,L,B,R", help: "contentEdgeInsets (default 0,0,0,0)."),
      OptionSpec(
        name: "image-insets", valueName: "T,L,B,R", help: "imageEdgeInsets (default 0,0,0,0)."),
      OptionSpec(
        name: "title-insets", valueName: "T,L,B,R", help: "titleEdgeInsets (default 0,0,0,0)."),
      OptionSpec(
        name: "align", valueName: "A",
        help: "contentHorizontalAlignment: center, left, right, fill, leading, trailing."),
      OptionSpec(
        name: "valign", valueName: "A", help: "contentVerticalAlignment: center, top, bottom, fill."
      ),
      OptionSpec(
        name: "direction", valueName: "D", help: "Layout direction: ltr or rtl (default ltr)."),
      OptionSpec(name: "scale", valueName: "S", help: "Screen scale: 1, 2 or 3 (default 3)."),
      OptionSpec(
        name: "ios", valueName: "VERSION",
        help: "Target iOS version (default \(IOSVersion.newest))."),
      OptionSpec(
        name: "format", valueName: "F", help: "Output format: text or json (default text)."),
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
    var json = false
    for (name, values) in arguments.values.sorted(by: { $0.key < $1.key }) {
      let text = values.last!
      switch name {
      case "size":
        button.bounds = collector.attempt { () throws(CLIError) in try ValueParsing.size(name, text)
        }
      case "image-size":
        button.imageSize = collector.attempt { () throws(CLIError) in
          try ValueParsing.size(name, text)
        }
      case "title-size":
        button.titleSize = collector.attempt { () throws(CLIError) in
          try ValueParsing.size(name, text)
        }
      case "content-insets":
        button.contentEdgeInsets =
          collector.attempt { () throws(CLIError) in try ValueParsing.insets(name, text) } ?? .zero
      case "image-insets":
        button.imageEdgeInsets =
          collector.attempt { () throws(CLIError) in try ValueParsing.insets(name, text) } ?? .zero
      case "title-insets":
        button.titleEdgeInsets =
          collector.attempt { () throws(CLIError) in try ValueParsing.insets(name, text) } ?? .zero
      case "align":
        button.horizontalAlignment =
          collector.attempt { () throws(CLIError) in
            try ValueParsing.choice(name, text, HorizontalAlignment.self)
          } ?? .center
      case "valign":
        button.verticalAlignment =
          collector.attempt { () throws(CLIError) in
            try ValueParsing.choice(name, text, VerticalAlignment.self)
          } ?? .center
      case "direction":
        button.direction =
          collector.attempt { () throws(CLIError) in
            try ValueParsing.choice(name, text, LayoutDirection.self)
          } ?? .leftToRight
      case "scale":
        button.scale =
          collector.attempt { () throws(CLIError) in try ValueParsing.scale(name, text) } ?? 3
      case "ios":
        button.ios =
          collector.attempt { () throws(CLIError) in try ValueParsing.iosVersion(name, text) }
          ?? .newest
      case "format":
        json =
          collector.attempt { () throws(CLIError) in
            try ValueParsing.word(name, text, ["text", "json"])
          } == "json"
      default:
        break
      }
    }
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
