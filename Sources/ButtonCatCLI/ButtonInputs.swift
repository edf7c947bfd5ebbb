import ButtonLayout

/// A button's inputs as the command line gives them: the engine's `ButtonSpec` plus what only
/// people read (the title text) and the technique exports use.
struct ButtonInputs: Equatable {
  var title: String?
  /// The system font size the title height (and an absent title's line) is measured in.
  var fontSize: Double?
  var spec = ButtonSpec()
  var technique: Technique = .exact
}

/// The input options shared by `layout`, `add` and `set`.
enum InputOptions {
  static let specs: [OptionSpec] = [
    OptionSpec(name: "title", valueName: "TEXT", help: "The title text."),
    OptionSpec(
      name: "font-size", valueName: "PT",
      help: "System font size of the title (default 15 on iOS 15+, 18 before)."),
    OptionSpec(
      name: "title-size", valueName: "WxH", help: "The title's measured, unconstrained size."),
    OptionSpec(
      name: "title-width", valueName: "W",
      help: "The title's measured width; the height comes from the system font metrics."),
    OptionSpec(name: "image-size", valueName: "WxH", help: "The image's size in points."),
    OptionSpec(
      name: "placement", valueName: "P",
      help: "Image relative to title: top, bottom, left, right, leading, trailing (default left)."),
    OptionSpec(
      name: "spacing", valueName: "PT", help: "Distance between image and title (default 0)."),
    OptionSpec(
      name: "padding", valueName: "T,L,B,R", help: "Space around the content (default 0,0,0,0)."),
    OptionSpec(
      name: "size", valueName: "WxH|fit",
      help: "Button size, or fit for the intrinsic size (default fit)."),
    OptionSpec(
      name: "align", valueName: "A",
      help: "Horizontal alignment: center, left, right, leading, trailing, fill."),
    OptionSpec(
      name: "valign", valueName: "A", help: "Vertical alignment: center, top, bottom, fill."),
    OptionSpec(name: "scale", valueName: "S", help: "Screen scale: 1, 2 or 3 (default 3)."),
    OptionSpec(
      name: "ios", valueName: "VERSION", help: "Target iOS version (default \(IOSVersion.newest))."),
    OptionSpec(
      name: "direction", valueName: "D", help: "Layout direction: ltr, rtl or both (default ltr)."),
  ]

  static let names = Set(specs.map(\.name))

  /// Applies every input option given to `inputs`, collecting every problem.
  static func apply(
    _ arguments: ParsedArguments, to inputs: inout ButtonInputs, _ collector: inout ProblemCollector
  ) {
    var spec = inputs.spec
    for name in arguments.values.keys.sorted() where names.contains(name) {
      let text = arguments.value(name)!
      func parse<T>(_ parse: () throws(CLIError) -> T) -> T? { collector.attempt(parse) }
      switch name {
      case "title": inputs.title = text
      case "font-size":
        inputs.fontSize = parse { () throws(CLIError) in try ValueParsing.nonNegative(name, text) }
      case "title-size":
        spec.titleSize = parse { () throws(CLIError) in try ValueParsing.size(name, text) }
      case "title-width":
        if let width = parse({ () throws(CLIError) in try ValueParsing.nonNegative(name, text) }) {
          spec.titleSize = Size(width: width, height: 0)  // height filled in below
        }
      case "image-size":
        spec.imageSize = parse { () throws(CLIError) in try ValueParsing.size(name, text) }
      case "placement":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, Placement.self)
        }) {
          spec.placement = v
        }
      case "spacing":
        // Sign and finiteness are the engine's validation (exit 65, with every problem).
        if let v = parse({ () throws(CLIError) in try ValueParsing.number(name, text) }) {
          spec.spacing = v
        }
      case "padding":
        if let v = parse({ () throws(CLIError) in try ValueParsing.insets(name, text) }) {
          spec.padding = v
        }
      case "size":
        if text == "fit" {
          spec.size = .fit
        } else if let v = parse({ () throws(CLIError) in try ValueParsing.size(name, text) }) {
          spec.size = .fixed(v)
        }
      case "align":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, HorizontalAlignment.self)
        }) {
          spec.horizontalAlignment = v
        }
      case "valign":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, VerticalAlignment.self)
        }) {
          spec.verticalAlignment = v
        }
      case "scale":
        if let v = parse({ () throws(CLIError) in try ValueParsing.scale(name, text) }) {
          spec.scale = v
        }
      case "ios":
        if let v = parse({ () throws(CLIError) in try ValueParsing.iosVersion(name, text) }) {
          spec.ios = v
        }
      case "direction":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, DirectionChoice.self)
        }) {
          spec.direction = v
        }
      default: break
      }
    }
    if arguments.has("title-size"), arguments.has("title-width") {
      collector.problems.append(
        "--title-size and --title-width both give the title's width; use one")
    }
    if let fontSize = inputs.fontSize {
      spec.titleLineHeight = SystemFont.lineHeight(pointSize: fontSize)
    }
    if arguments.has("title-width"), let width = spec.titleSize?.width {
      // LAYOUT_MODEL.md section 3: the system font's line height, which the label rounds up to
      // the pixel.
      let lineHeight =
        spec.titleLineHeight
        ?? SystemFont.lineHeight(pointSize: SystemFont.defaultTitlePointSize(for: spec.ios))
      spec.titleSize = Size(width: width, height: spec.grid.ceil(lineHeight))
    }
    if inputs.title != nil, spec.titleSize == nil, !arguments.has("title-size") {
      collector.problems.append(
        "--title: the system font's widths cannot be measured off Apple platforms; give --title-size WxH or --title-width W"
      )
    }
    inputs.spec = spec
  }
}
