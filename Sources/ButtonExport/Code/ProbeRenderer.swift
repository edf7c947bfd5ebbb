import ButtonCatalog
import ButtonLayout

/// The `probe` export: Swift source a team adds to its app's unit-test
/// target, which measures on a simulator or device every title the catalog lays out and lays out
/// every button in every variant with the styles' own code, and writes the measurements document
/// (`buttons.measurements.json`, docs/measurements.md) that `buttoncat measurements import`
/// reads back.
///
/// Three files: `ButtonCatProbeTests.swift` (the XCTest case, the catalog's titles and variants
/// as data, and the measuring), and the `swift` export's `ButtonStyles.swift` and
/// `ButtonStyleLayout.swift` for a deployment target below iOS 15, so each style carries the path
/// of its technique (the configuration, or the legacy insets on a button without one). The
/// export model carries every variant's title (`ExportCatalog(_:names:stale:titles:)`); a
/// button without them is probed in its base variant alone.
package struct ProbeRenderer: StreamingRenderer {
  package static let fileName = "ButtonCatProbeTests.swift"
  /// The name of the document the probe writes.
  package static let documentName = "buttons.measurements.json"
  /// The environment variable naming where the document goes.
  package static let outputVariable = "BUTTONCAT_PROBE_OUTPUT"
  /// The deployment target the styles' code is generated for: below 15, so the legacy path of
  /// a legacy technique is there to lay out with.
  static let styleTarget = (major: 14, minor: 0)

  package init() {}

  /// The probe (four passes over the buttons: what the banner counts, the titles, the
  /// layouts, the styles' switch), then the `swift` export's two files.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    sink.begin(Self.fileName)
    try Self.probe(source, to: sink)
    let styles = SwiftRenderer(options: ExportOptions(deploymentTarget: Self.styleTarget))
    try styles.stream(source, singleFile: false, to: sink)
  }

  /// How the probe creates a style's button and whether it lays it out.
  enum ButtonKind: Equatable {
    /// `UIButton(type: .system)`, then the style: the configuration, or the legacy insets the
    /// style sets (`edge-insets`, `content-insets`, `insets`).
    case system
    /// `ButtonStyleButton(styleName:)`: the `exact` technique's insets, recomputed live for
    /// each variant's title as the catalog computes them.
    case styleButton
    /// `layout-subviews`: its category is not part of the generated code; titles only.
    case notLaidOut

    init(_ technique: Technique) {
      switch technique {
      case .configuration, .edgeInsets, .contentInsets, .insets: self = .system
      case .exact: self = .styleButton
      case .layoutSubviews: self = .notLaidOut
      }
    }
  }

  /// What the probe holds of one button: its SF Symbol configuration, whether its font could
  /// not be read, how it is laid out, its title lines and its layout lines.
  struct Probe {
    var image: String?
    var unread = false
    var kind: ButtonKind
    var titles: [String] = []
    var layouts: [String] = []

    /// The probe of `style`, style number `index`.
    init(_ style: StyleCode, _ index: Int) {
      let button = style.button
      image = SymbolImageCode(button.record).map(ProbeRenderer.probeImage)
      let font = ProbeFont(button)
      unread = font == nil && button.record.font != nil && button.title != nil
      kind = ButtonKind(button.technique)
      let variants =
        button.variantTitles.isEmpty
        ? [VariantTitle(key: .base, directions: button.spec.directions, text: button.title)]
        : button.variantTitles
      // Issue 28 (subtitle): a system-font subtitle is measured like a title.
      if let line = SubtitleCode.probeTitle(button) { titles.append(line) }
      for variant in variants {
        if let text = variant.text, let font {
          let category = font.scales ? variant.key.contentSize : .default
          titles.append(
            "Title(text: \(CodeLiteral.swift(text)), font: \(font.expression), name: \(font.name), contentSize: .\(category.uikitName))"
          )
        }
        guard kind != .notLaidOut else { continue }
        for direction in variant.directions {
          let locale = variant.key.locale.map(CodeLiteral.swift) ?? "nil"
          let title = variant.text.map(CodeLiteral.swift) ?? "nil"
          let fixed = style.content.fixedSize.map {
            "CGSize(width: \(ExportNumber.code($0.width)), height: \(ExportNumber.code($0.height)))"
          }
          layouts.append(
            "Layout(style: \(index), name: \(CodeLiteral.swift(button.name)), "
              + "kind: .\(kind == .styleButton ? "styleButton" : "system"), locale: \(locale), "
              + "contentSize: .\(variant.key.contentSize.uikitName), "
              + "contentSizeName: \(CodeLiteral.swift(variant.key.contentSize.shortName)), "
              + "state: \(SwiftContent.state(variant.key.state)), "
              + "stateName: \(CodeLiteral.swift(variant.key.state.rawValue)), "
              + "rightToLeft: \(direction == .rightToLeft), title: \(title), "
              + "hasImage: \(button.spec.imageSize != nil), fixedSize: \(fixed ?? "nil"))")
        }
      }
    }
  }

  /// `ButtonCatProbeTests.swift` of the buttons of `source`, written to `sink` button by button.
  static func probe(_ source: any ExportSource, to sink: any ExportSink) throws {
    let index = source.index
    let styles = StylePasses(
      source, index, target: CodeTarget(major: styleTarget.major, minor: styleTarget.minor))
    /// Each button's probe in turn, with its style (one pass).
    func each(_ body: (StyleCode, Probe) -> Void) throws {
      var number = 0
      try styles.pass { style in
        body(style, Probe(style, number))
        number += 1
      }
    }
    // The first pass: what the banner and the notes say, and the symbols (few).
    var seenTitles: Set<String> = []
    var layoutCount = 0
    var unread: [String] = []
    var notLaidOut: [String] = []
    var images: [String] = []
    try each { style, probe in
      if let line = probe.image, !images.contains(line) { images.append(line) }
      if probe.unread { unread.append(style.commentName) }
      if probe.kind == .notLaidOut { notLaidOut.append(style.commentName) }
      for line in probe.titles { seenTitles.insert(line) }
      layoutCount += probe.layouts.count
    }
    let titleCount = seenTitles.count
    seenTitles = []
    var out = SourceText()
    out.comment("// ", banner(index.count, titles: titleCount, layouts: layoutCount))
    if !unread.isEmpty {
      out.comment(
        "// ",
        [
          "",
          "Not measured: the titles of \(unread.joined(separator: ", ")), whose font file's name or",
          "digest could not be read at export (a font loads by its PostScript name only).",
        ])
    }
    if !notLaidOut.isEmpty {
      out.comment(
        "// ",
        [
          "",
          "Titles only, not laid out (technique layout-subviews, whose swizzling category is not",
          "part of the generated code): \(notLaidOut.joined(separator: ", ")).",
        ])
    }
    out.line()
    out.line("import UIKit")
    out.line("import XCTest")
    out.line()
    out.rawLines(images.isEmpty ? fixedText : Self.measuringImages(fixedText))
    out.line()
    out.line("@available(iOS 15.0, *)")
    try out.block("extension ButtonCatProbe {") { out in
      out.comment(
        "/// ", ["Every title the catalog lays out, in every font and content size it is shown in."]
      )
      try out.block("static func titles() -> [Title] {") { out in
        out.line("var titles: [Title] = []")
        try each { _, probe in
          for line in probe.titles where seenTitles.insert(line).inserted {
            out.line("titles.append(\(line))")
          }
          out.flush(to: sink)
        }
        seenTitles = []
        out.line("return titles")
      }
      out.line()
      out.comment(
        "/// ", ["Every button in every variant (locale, content size, state) and direction."])
      try out.block("static func layouts() -> [Layout] {") { out in
        out.line("var layouts: [Layout] = []")
        try each { _, probe in
          for line in probe.layouts { out.line("layouts.append(\(line))") }
          out.flush(to: sink)
        }
        out.line("return layouts")
      }
      if !images.isEmpty {
        out.line()
        out.comment("/// ", ["Every SF Symbol configuration the catalog's buttons show."])
        out.block("static func images() -> [SymbolImage] {") { out in
          out.line("var images: [SymbolImage] = []")
          for line in images { out.line("images.append(\(line))") }
          out.line("return images")
        }
      }
      out.line()
      out.comment("/// ", ["Applies style number `style` with the code of ButtonStyles.swift."])
      try out.block("static func apply(style: Int, to button: UIButton) {") { out in
        out.line("switch style {")
        var number = 0
        try styles.pass { style in
          defer { number += 1 }
          guard ButtonKind(style.button.technique) != .notLaidOut else { return }
          let arguments = style.content.fixedSize == nil ? "" : "constrainingSize: false"
          out.line(
            "case \(number): button.\(style.identifier.member(prefix: "apply", suffix: "Style"))(\(arguments))"
          )
          out.flush(to: sink)
        }
        out.line("default: break")
        out.line("}")
      }
    }
    if !images.isEmpty {
      out.line()
      out.rawLines(symbolText)
    }
    out.flush(to: sink)
  }

  /// A `ButtonCatProbe.SymbolImage` expression: the name only as an escaped string literal.
  static func probeImage(_ symbol: SymbolImageCode) -> String {
    "SymbolImage(name: \(CodeLiteral.swift(symbol.name)), "
      + "pointSize: \(ExportNumber.code(symbol.pointSize)), weight: .\(symbol.weight.rawValue), "
      + "weightName: \(CodeLiteral.swift(symbol.weight.rawValue)), scale: .\(symbol.scale.rawValue), "
      + "scaleName: \(CodeLiteral.swift(symbol.scale.rawValue)))"
  }

  /// The document's end as the probe writes it without SF Symbols, and with them.
  static let documentEnd = #"""
          + "  \"buttons\": \(list(buttons))\n}\n"
    """#
  static let documentEndWithImages = #"""
          + "  \"buttons\": \(list(buttons)),\n"
          + "  \"images\": \(list(measureImages(scale: scale, ios: ios, source: source)))\n}\n"
    """#

  /// `fixed` writing the `images` entries too (a catalog with SF Symbols): only then, so the
  /// probe of a catalog without symbols stays as it was.
  static func measuringImages(_ fixed: String) -> String {
    fixed.replacing(documentEnd, with: documentEndWithImages)
  }

  /// The measuring of SF Symbols, after the data (a catalog with SF Symbols only).
  static let symbolText = #"""
    /// The SF Symbol configurations, measured as UIKit creates and shows them.
    @available(iOS 15.0, *)
    extension ButtonCatProbe {
      /// A symbol configuration: the name, point size, weight and scale (and their names).
      struct SymbolImage {
        var name: String
        var pointSize: CGFloat
        var weight: UIImage.SymbolWeight
        var weightName: String
        var scale: UIImage.SymbolScale
        var scaleName: String
      }

      /// Each symbol's `UIImage.size`, and its image view's size in a plain configured button
      /// laid out at its intrinsic size.
      func measureImages(scale: String, ios: String, source: String) -> [String] {
        var entries: [String] = []
        for symbol in Self.images() {
          let configuration = UIImage.SymbolConfiguration(
            pointSize: symbol.pointSize, weight: symbol.weight, scale: symbol.scale)
          guard let image = UIImage(systemName: symbol.name, withConfiguration: configuration) else {
            problems.append("the SF Symbol \(ButtonCatProbeJSON.string(symbol.name)) does not load")
            continue
          }
          var buttonConfiguration = UIButton.Configuration.plain()
          buttonConfiguration.image = image
          let button = UIButton(type: .system)
          button.configuration = buttonConfiguration
          host.view.addSubview(button)
          button.layoutIfNeeded()
          button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
          button.layoutIfNeeded()
          let view = button.imageView.map { ButtonCatProbeJSON.size($0.frame.size) } ?? "null"
          button.removeFromSuperview()
          entries.append(
            "{\"symbol\": \(ButtonCatProbeJSON.string(symbol.name)), "
              + "\"pointSize\": \(ButtonCatProbeJSON.number(symbol.pointSize)), "
              + "\"weight\": \(ButtonCatProbeJSON.string(symbol.weightName)), "
              + "\"symbolScale\": \(ButtonCatProbeJSON.string(symbol.scaleName)), "
              + "\"scale\": \(scale), \"ios\": \(ios), \"size\": \(ButtonCatProbeJSON.size(image.size)), "
              + "\"imageView\": \(view), \"source\": \(source)}")
        }
        return entries
      }
    }
    """#

  static func banner(_ count: Int, titles: Int, layouts: Int) -> [String] {
    [
      "\(fileName): the buttoncat probe for \(count) button style\(count == 1 ? "" : "s") (\(titles) title\(titles == 1 ? "" : "s") to measure, \(layouts) layout\(layouts == 1 ? "" : "s")).",
      "Generated from the catalog: change the styles there and export again.",
      "",
      "Add this file, ButtonStyles.swift and ButtonStyleLayout.swift to the app's unit-test target",
      "(XCTest, hosted by the app, so its fonts and asset catalog load; iOS 15 or later) and run it",
      "on any simulator or device:",
      "  xcodebuild test -scheme SCHEME -destination 'platform=iOS Simulator,name=iPhone 16' \\",
      "    -only-testing:TESTS/ButtonCatProbeTests",
      "It measures every title as a UILabel does (intrinsicContentSize, the text style resolved for",
      "each content size), lays out every button in every variant with the styles' code in the",
      "variant's direction, and writes \(documentName) to $\(outputVariable) (a file,",
      "or a folder it goes into; xcodebuild passes TEST_RUNNER_\(outputVariable) on), else to",
      "the test's temporary folder. It prints where and attaches the document to the test result.",
      "Then: buttoncat measurements import FILE",
    ]
  }

  /// The fixed part of the probe: the test case, the data types, the measuring and the writer.
  static let fixedText = #"""
    /// Runs the probe: measures, lays out, writes the document, prints where.
    final class ButtonCatProbeTests: XCTestCase {
      @available(iOS 15.0, *)
      @MainActor
      func testMeasureCatalog() throws {
        let probe = ButtonCatProbe()
        let document = probe.run()
        let url = try ButtonCatProbe.write(document)
        print(
          "buttoncat probe: wrote \(probe.measurementCount) title measurements and "
            + "\(probe.layoutCount) button layouts to \(url.path)")
        let attachment = XCTAttachment(contentsOfFile: url)
        attachment.name = ButtonCatProbe.documentName
        attachment.lifetime = .keepAlways
        add(attachment)
        for problem in probe.problems { XCTFail(problem) }
      }
    }

    /// Measures the catalog's titles and lays out its buttons on this device.
    @available(iOS 15.0, *)
    @MainActor
    final class ButtonCatProbe {
      static let documentName = "buttons.measurements.json"

      /// A title font as the styles create it, resolved for a content size.
      enum Font {
        case system(
          size: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?,
          maximumPointSize: CGFloat?)
        case preferred(UIFont.TextStyle)
        case named(
          String, size: CGFloat, textStyle: UIFont.TextStyle?, maximumPointSize: CGFloat?)

        @MainActor func resolved(_ traits: UITraitCollection) -> UIFont? {
          switch self {
          case .system(let size, let weight, let style, let maximum):
            return Self.scaled(UIFont.systemFont(ofSize: size, weight: weight), style, maximum, traits)
          case .preferred(let style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
          case .named(let name, let size, let style, let maximum):
            guard let font = UIFont(name: name, size: size) else { return nil }
            return Self.scaled(font, style, maximum, traits)
          }
        }

        @MainActor static func scaled(
          _ font: UIFont, _ style: UIFont.TextStyle?, _ maximum: CGFloat?,
          _ traits: UITraitCollection
        ) -> UIFont {
          guard let style else { return font }
          let metrics = UIFontMetrics(forTextStyle: style)
          guard let maximum else { return metrics.scaledFont(for: font, compatibleWith: traits) }
          return metrics.scaledFont(for: font, maximumPointSize: maximum, compatibleWith: traits)
        }
      }

      /// How the document names a font: the system font at a weight, or a font file by its
      /// PostScript name and the SHA-256 of the file.
      enum FontName {
        case system(weight: String)
        case file(postScriptName: String, digest: String)
      }

      struct Title {
        var text: String
        var font: Font
        var name: FontName
        var contentSize: UIContentSizeCategory
      }

      enum Kind { case system, styleButton }

      struct Layout {
        var style: Int
        var name: String
        var kind: Kind
        var locale: String?
        var contentSize: UIContentSizeCategory
        var contentSizeName: String
        var state: UIControl.State
        var stateName: String
        var rightToLeft: Bool
        var title: String?
        var hasImage: Bool
        var fixedSize: CGSize?
      }

      private(set) var measurementCount = 0
      private(set) var layoutCount = 0
      private(set) var problems: [String] = []

      private let window: UIWindow
      private let root: UIViewController
      private let host: UIViewController

      init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
        root = UIViewController()
        host = UIViewController()
        root.addChild(host)
        root.view.addSubview(host.view)
        host.didMove(toParent: root)
        window.rootViewController = root
        window.isHidden = false
      }

      /// The measurements document: every title, then every layout.
      func run() -> String {
        let scale = ButtonCatProbeJSON.number(window.traitCollection.displayScale)
        let ios = ButtonCatProbeJSON.string(UIDevice.current.systemVersion)
        let source = Self.source()
        var measurements: [String] = []
        var seen: Set<String> = []
        for title in Self.titles() {
          let traits = UITraitCollection(preferredContentSizeCategory: title.contentSize)
          guard let font = title.font.resolved(traits) else {
            problems.append("the font of the title \(ButtonCatProbeJSON.string(title.text)) does not load")
            continue
          }
          let label = UILabel()
          label.font = font
          label.text = title.text
          let size = label.intrinsicContentSize
          let name: String
          switch title.name {
          case .system(let weight):
            name = "\"family\": \"system\", \"weight\": \(ButtonCatProbeJSON.string(weight))"
          case .file(let postScriptName, let digest):
            name =
              "\"postScriptName\": \(ButtonCatProbeJSON.string(postScriptName)), \"digest\": \(ButtonCatProbeJSON.string(digest))"
          }
          let key = "\(ButtonCatProbeJSON.string(title.text)) {\(name), \"size\": \(ButtonCatProbeJSON.number(font.pointSize))}"
          guard seen.insert(key).inserted else { continue }
          measurements.append(
            "{\"text\": \(ButtonCatProbeJSON.string(title.text)), \"font\": {\(name), \"size\": \(ButtonCatProbeJSON.number(font.pointSize))}, "
              + "\"scale\": \(scale), \"ios\": \(ios), \"width\": \(ButtonCatProbeJSON.number(size.width)), "
              + "\"height\": \(ButtonCatProbeJSON.number(size.height)), \"source\": \(source)}")
        }
        var buttons: [String] = []
        for layout in Self.layouts() {
          let button = lay(layout)
          let image = layout.hasImage ? button.imageView.map { ButtonCatProbeJSON.rect($0.frame) } : nil
          let title = layout.title == nil ? nil : button.titleLabel.map { ButtonCatProbeJSON.rect($0.frame) }
          let variant =
            "{\"locale\": \(layout.locale.map { ButtonCatProbeJSON.string($0) } ?? "null"), "
            + "\"contentSize\": \(ButtonCatProbeJSON.string(layout.contentSizeName)), "
            + "\"state\": \(ButtonCatProbeJSON.string(layout.stateName)), "
            + "\"direction\": \"\(layout.rightToLeft ? "rtl" : "ltr")\"}"
          buttons.append(
            "{\"name\": \(ButtonCatProbeJSON.string(layout.name)), \"variant\": \(variant), "
              + "\"scale\": \(scale), \"ios\": \(ios), \"bounds\": \(ButtonCatProbeJSON.rect(button.bounds)), "
              + "\"imageFrame\": \(image ?? "null"), \"titleFrame\": \(title ?? "null"), "
              + "\"intrinsicContentSize\": \(ButtonCatProbeJSON.size(button.intrinsicContentSize))}")
          button.removeFromSuperview()
        }
        measurementCount = measurements.count
        layoutCount = buttons.count
        func list(_ entries: [String]) -> String {
          entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
        }
        return "{\n  \"formatVersion\": 1,\n  \"measurements\": \(list(measurements)),\n"
          + "  \"buttons\": \(list(buttons))\n}\n"
      }

      /// `layout`'s button: styled in its content size and direction, in its state, showing its
      /// variant's title, laid out at its fixed size or its intrinsic size.
      func lay(_ layout: Layout) -> UIButton {
        let traits = UITraitCollection(traitsFrom: [
          UITraitCollection(preferredContentSizeCategory: layout.contentSize),
          UITraitCollection(layoutDirection: layout.rightToLeft ? .rightToLeft : .leftToRight),
        ])
        root.setOverrideTraitCollection(traits, forChild: host)
        let button: UIButton =
          switch layout.kind {
          case .system: UIButton(type: .system)
          case .styleButton: ButtonStyleButton(styleName: layout.name)
          }
        host.view.addSubview(button)
        traits.performAsCurrent {
          button.semanticContentAttribute = layout.rightToLeft ? .forceRightToLeft : .forceLeftToRight
          Self.apply(style: layout.style, to: button)
          button.isSelected = layout.state.contains(.selected)
          button.isHighlighted = layout.state.contains(.highlighted)
          button.isEnabled = !layout.state.contains(.disabled)
          if button.configuration != nil {
            // The variant's own title, which the update handler would replace by the style's.
            button.updateConfiguration()
            button.configurationUpdateHandler = nil
            if let title = layout.title { button.configuration?.title = title }
          } else if let title = layout.title {
            button.setTitle(title, for: layout.state)
          }
          button.layoutIfNeeded()
          let size = layout.fixedSize ?? button.intrinsicContentSize
          button.frame = CGRect(origin: .zero, size: size)
          button.layoutIfNeeded()
        }
        return button
      }

      /// Where the measurements were taken: the device (the simulator's name), its runtime and
      /// the time.
      static func source() -> String {
        let environment = ProcessInfo.processInfo.environment
        let version = UIDevice.current.systemVersion
        let device = environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model
        var build = environment["SIMULATOR_RUNTIME_BUILD_VERSION"]
        let os = ProcessInfo.processInfo.operatingSystemVersionString
        if build == nil, let range = os.range(of: "Build ") {
          build = String(os[range.upperBound...].prefix { $0 != ")" })
        }
        let runtime = "iOS \(version)" + (build.map { " (\($0))" } ?? "")
        let measuredAt = ISO8601DateFormatter().string(from: Date())
        return "{\"device\": \(ButtonCatProbeJSON.string(device)), \"runtime\": \(ButtonCatProbeJSON.string(runtime)), "
          + "\"measuredAt\": \(ButtonCatProbeJSON.string(measuredAt))}"
      }

      /// Writes `document` to $BUTTONCAT_PROBE_OUTPUT (a file, or a folder it goes into), else
      /// into the temporary folder.
      static func write(_ document: String) throws -> URL {
        let manager = FileManager.default
        var url = manager.temporaryDirectory.appendingPathComponent(documentName)
        if let path = ProcessInfo.processInfo.environment["BUTTONCAT_PROBE_OUTPUT"], !path.isEmpty {
          var isFolder: ObjCBool = false
          if path.hasSuffix("/") {
            try manager.createDirectory(
              at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
            isFolder = true
          } else if !manager.fileExists(atPath: path, isDirectory: &isFolder) {
            isFolder = false
          }
          let base = URL(fileURLWithPath: path)
          url = isFolder.boolValue ? base.appendingPathComponent(documentName) : base
        }
        try Data(document.utf8).write(to: url, options: .atomic)
        return url
      }
    }

    /// JSON text: strings escaped (quotes, backslashes, control and bidi characters as `\u`
    /// escapes), numbers as the shortest text that reads back the same.
    enum ButtonCatProbeJSON {
      static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
          switch scalar {
          case "\"": out += "\\\""
          case "\\": out += "\\\\"
          case "\n": out += "\\n"
          case "\r": out += "\\r"
          case "\t": out += "\\t"
          default:
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || (0x200E...0x200F).contains(v)
              || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            {
              let hex = String(v, radix: 16, uppercase: true)
              out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
              out.unicodeScalars.append(scalar)
            }
          }
        }
        return out + "\""
      }

      static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
      }

      static func size(_ size: CGSize) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
      }

      static func rect(_ rect: CGRect) -> String {
        "{\"x\": \(number(rect.origin.x)), \"y\": \(number(rect.origin.y)), "
          + "\"width\": \(number(rect.size.width)), \"height\": \(number(rect.size.height))}"
      }
    }
    """#
}

/// A title's font as the probe creates it: the style's own (`StyleContent.Font`), or UIButton's
/// default title font, the system font at the default size; and how the document names it.
struct ProbeFont {
  /// A `ButtonCatProbe.Font` expression.
  var expression: String
  /// A `ButtonCatProbe.FontName` expression.
  var name: String
  /// Whether the point size follows the content size (a text style is set).
  var scales: Bool

  /// The title font of `button`, or nil when a font file's PostScript name or digest could not
  /// be read at export (the device could not load it by name, nor the document name it).
  init?(_ button: ExportButton) {
    let record = button.record
    let font =
      StyleContent.font(button)
      ?? .system(
        size: record.effectiveFontSize, weight: StyleContent.systemWeight(record), textStyle: nil,
        maximumPointSize: nil)
    func style(_ style: TextStyle?) -> String { style.map { ".\($0.rawValue)" } ?? "nil" }
    func number(_ value: Double?) -> String { value.map(ExportNumber.code) ?? "nil" }
    switch font {
    case .system(let size, let weight, let textStyle, let maximum):
      expression =
        ".system(size: \(ExportNumber.code(size)), weight: .\(weight.rawValue), textStyle: \(style(textStyle)), maximumPointSize: \(number(maximum)))"
      scales = textStyle != nil
    case .preferred(let textStyle):
      expression = ".preferred(.\(textStyle.rawValue))"
      scales = true
    case .named(let postScriptName?, _, let size, let textStyle, let maximum):
      guard let digest = button.fontDigest else { return nil }
      expression =
        ".named(\(CodeLiteral.swift(postScriptName)), size: \(ExportNumber.code(size)), textStyle: \(style(textStyle)), maximumPointSize: \(number(maximum)))"
      name =
        ".file(postScriptName: \(CodeLiteral.swift(postScriptName)), digest: \(CodeLiteral.swift(digest)))"
      scales = textStyle != nil
      return
    case .named(nil, _, _, _, _):
      return nil
    }
    name = ".system(weight: \(CodeLiteral.swift(StyleContent.systemWeight(record).rawValue)))"
  }
}
