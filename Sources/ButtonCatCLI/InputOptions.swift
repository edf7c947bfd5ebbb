import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// The input options shared by `layout`, `add` and `set`, applied over a record: a new one for
/// `add` and `layout`, the stored one for `set` (so only the options given change anything).
enum InputOptions {
  static let specs: [OptionSpec] = [
    OptionSpec(name: "title", valueName: "TEXT", help: "The title text (one line)."),
    OptionSpec(
      name: "font", valueName: "system|PATH[#N]",
      help:
        "Title font: the system font, or a TTF/OTF/TTC file (#N: face index) measured with HarfBuzz."
    ),
    OptionSpec(
      name: "fallback-font", valueName: "PATH[#N]", repeatable: true,
      help: "A font for characters the title font lacks."),
    OptionSpec(
      name: "font-size", valueName: "PT",
      help: "Title point size, > 0 and ≤ 1000 (default 15 on iOS 15+, 18 before)."),
    OptionSpec(
      name: "title-size", valueName: "WxH", help: "The title's measured, unconstrained size."),
    OptionSpec(
      name: "title-width", valueName: "W",
      help: "The title's measured width; the height comes from the system font metrics."),
    OptionSpec(name: "no-title", help: "Remove the title."),
    OptionSpec(
      name: "image", valueName: "PATH",
      help: "A PNG (@2x/@3x read as points) or an .imageset folder; its size is read from the file."
    ),
    OptionSpec(name: "image-size", valueName: "WxH", help: "The image's size in points."),
    OptionSpec(name: "no-image", help: "Remove the image."),
    OptionSpec(
      name: "placement", valueName: "P",
      help: "Image relative to title: top, bottom, left, right, leading, trailing (default left)."),
    OptionSpec(
      name: "spacing", valueName: "PT",
      help: "Distance between image and title, 0 to 10000 (default 0)."),
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
      name: "ios", valueName: "VERSION",
      help: "Target iOS version: 12.0 to 18.7 or 26.x, patch kept (default \(IOSVersion.newest))."),
    OptionSpec(
      name: "direction", valueName: "D", help: "Layout direction: ltr, rtl or both (default ltr)."),
  ]

  /// Options only stored buttons have.
  static let catalogSpecs: [OptionSpec] = [
    OptionSpec(
      name: "technique", valueName: "T",
      help:
        "The technique exports use: exact, configuration, edge-insets, content-insets, layout-subviews (default exact)."
    ),
    OptionSpec(
      name: "tag", valueName: "T", repeatable: true, help: "A tag (replaces the tags on set)."),
    OptionSpec(name: "description", valueName: "TEXT", help: "A description for people."),
  ]

  static let inputNames = Set(specs.map(\.name))
  static let catalogNames = Set((specs + catalogSpecs).map(\.name))

  /// `PATH` or `PATH#N` (a face of a TrueType collection).
  static func fontSource(_ option: String, _ text: String) throws(CLIError) -> FontSource {
    if let hash = text.lastIndex(of: "#"), let face = Int(text[text.index(after: hash)...]) {
      guard face >= 0 else { throw .usage("--\(option): '\(text)' has a negative face index") }
      return FontSource(path: String(text[..<hash]), faceIndex: face)
    }
    guard !text.isEmpty else { throw .usage("--\(option): the path is empty") }
    return FontSource(path: text)
  }

  /// Applies every input option given to `record`, collecting every problem.
  static func apply(
    _ arguments: ParsedArguments, to record: inout ButtonRecord,
    _ collector: inout ProblemCollector,
    catalogOptions: Bool = true
  ) {
    var spec = record.spec
    let names = catalogOptions ? catalogNames : inputNames
    for name in arguments.values.keys.sorted() where names.contains(name) {
      let text = arguments.value(name)!
      func parse<T>(_ parse: () throws(CLIError) -> T) -> T? { collector.attempt(parse) }
      switch name {
      case "title": record.title = text
      case "font":
        if text == "system" {
          record.font = nil
        } else if let source = parse({ () throws(CLIError) in try fontSource(name, text) }) {
          record.font = source
        }
      case "fallback-font":
        record.fallbackFonts = arguments.all(name).compactMap { value in
          parse { () throws(CLIError) in try fontSource(name, value) }
        }
      case "font-size":
        record.fontSize = parse { () throws(CLIError) in try ValueParsing.fontSize(name, text) }
      case "title-size":
        if let size = parse({ () throws(CLIError) in try ValueParsing.size(name, text) }) {
          spec.titleSize = size
          record.titleSource = .size
        }
      case "title-width":
        if let width = parse({ () throws(CLIError) in
          try ValueParsing.nonNegativeLength(name, text)
        }) {
          spec.titleSize = Size(width: width, height: 0)  // the height is measured
          record.titleSource = .width
        }
      case "image":
        record.imagePath = text
        record.imageSource = .file
      case "image-size":
        if let size = parse({ () throws(CLIError) in try ValueParsing.size(name, text) }) {
          spec.imageSize = size
          record.imageSource = .size
          record.imagePath = nil
        }
      case "placement":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, Placement.self)
        }) {
          spec.placement = v
        }
      case "spacing":
        // Sign and range: exit 65 with the value as typed.
        if let v = parse({ () throws(CLIError) in try ValueParsing.length(name, text) }) {
          spec.spacing = v
        }
      case "padding":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.insets(name, text, allowNegative: false)
        }) {
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
      case "technique":
        if let v = parse({ () throws(CLIError) in
          try ValueParsing.choice(name, text, Technique.self)
        }) {
          record.technique = v
        }
      case "tag":
        // Kept as given, duplicates too: a tag given twice is refused (exit 65), as it is in an
        // imported document.
        record.tags = arguments.all(name).sorted()
      case "description":
        record.description = text
      default: break
      }
    }
    let sizeOptions = ["title-size", "title-width"].filter(arguments.has)
    if sizeOptions.count > 1 {
      collector.problems.append(
        "--title-size and --title-width both give the title's size; use one")
    }
    if arguments.has("image"), arguments.has("image-size") {
      collector.problems.append("--image and --image-size both give the image's size; use one")
    }
    if arguments.has("no-image") {
      if arguments.has("image") || arguments.has("image-size") {
        collector.problems.append("--no-image cannot go with --image or --image-size")
      }
      record.imageSource = .none
      record.imagePath = nil
      spec.imageSize = nil
    }
    if arguments.has("no-title") {
      if arguments.has("title") || !sizeOptions.isEmpty {
        collector.problems.append(
          "--no-title cannot go with --title, --title-size or --title-width")
      }
      record.title = nil
      record.titleSource = .none
      spec.titleSize = nil
    }
    // A font file measures the title, unless this command gives its size by hand.
    if record.font != nil, record.title != nil, sizeOptions.isEmpty,
      arguments.has("font") || arguments.has("title") || record.titleSource == .font
        || arguments.has("font-size") || arguments.has("fallback-font")
    {
      record.titleSource = .font
    } else if !sizeOptions.isEmpty, arguments.has("font"), record.font != nil {
      collector.problems.append(
        "--font PATH measures the title; drop --\(sizeOptions[0]) or use --font system")
    } else if record.titleSource == .font, record.font == nil {
      // Back to the system font: its widths are unknown, so validation asks for a width.
      record.titleSource = .none
    }
    // A font file belongs to the title it measures: a title removed (`--no-title`) or sized by
    // hand drops it, as the schema requires (title source 'font' exactly when a font is kept).
    if record.titleSource != .font, record.font != nil, !arguments.has("font") {
      record.font = nil
      record.fallbackFonts = []
    }
    record.spec = spec
  }
}
