// ButtonCatProbeTests.swift: the buttoncat probe for 4 button styles (2 titles to measure, 4 layouts).
// Generated from the catalog: change the styles there and export again.
//
// Add this file, ButtonStyles.swift and ButtonStyleLayout.swift to the app's unit-test target
// (XCTest, hosted by the app, so its fonts and asset catalog load; iOS 15 or later) and run it
// on any simulator or device:
//   xcodebuild test -scheme SCHEME -destination 'platform=iOS Simulator,name=iPhone 16' \
//     -only-testing:TESTS/ButtonCatProbeTests
// It measures every title as a UILabel does (intrinsicContentSize, the text style resolved for
// each content size), lays out every button in every variant with the styles' code in the
// variant's direction, and writes buttons.measurements.json to $BUTTONCAT_PROBE_OUTPUT (a file,
// or a folder it goes into; xcodebuild passes TEST_RUNNER_BUTTONCAT_PROBE_OUTPUT on), else to
// the test's temporary folder. It prints where and attaches the document to the test result.
// Then: buttoncat measurements import FILE

import UIKit
import XCTest

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
      + "  \"buttons\": \(list(buttons)),\n"
      + "  \"images\": \(list(measureImages(scale: scale, ios: ios, source: source)))\n}\n"
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

@available(iOS 15.0, *)
extension ButtonCatProbe {
  /// Every title the catalog lays out, in every font and content size it is shown in.
  static func titles() -> [Title] {
    var titles: [Title] = []
    titles.append(Title(text: "Go", font: .system(size: 15, weight: .regular, textStyle: nil, maximumPointSize: nil), name: .system(weight: "regular"), contentSize: .large))
    titles.append(Title(text: "Configure", font: .system(size: 15, weight: .regular, textStyle: nil, maximumPointSize: nil), name: .system(weight: "regular"), contentSize: .large))
    return titles
  }

  /// Every button in every variant (locale, content size, state) and direction.
  static func layouts() -> [Layout] {
    var layouts: [Layout] = []
    layouts.append(Layout(style: 0, name: "hostile", kind: .system, locale: nil, contentSize: .large, contentSizeName: "L", state: .normal, stateName: "normal", rightToLeft: false, title: "Go", hasImage: true, fixedSize: nil))
    layouts.append(Layout(style: 1, name: "loading", kind: .system, locale: nil, contentSize: .large, contentSizeName: "L", state: .normal, stateName: "normal", rightToLeft: false, title: "Configure", hasImage: false, fixedSize: nil))
    layouts.append(Layout(style: 2, name: "reserved", kind: .system, locale: nil, contentSize: .large, contentSizeName: "L", state: .normal, stateName: "normal", rightToLeft: false, title: "Go", hasImage: true, fixedSize: nil))
    layouts.append(Layout(style: 3, name: "star", kind: .system, locale: nil, contentSize: .large, contentSizeName: "L", state: .normal, stateName: "normal", rightToLeft: false, title: "Go", hasImage: true, fixedSize: nil))
    return layouts
  }

  /// Every SF Symbol configuration the catalog's buttons show.
  static func images() -> [SymbolImage] {
    var images: [SymbolImage] = []
    images.append(SymbolImage(name: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;", pointSize: 17, weight: .bold, weightName: "bold", scale: .large, scaleName: "large"))
    images.append(SymbolImage(name: "star.fill", pointSize: 17, weight: .regular, weightName: "regular", scale: .medium, scaleName: "medium"))
    return images
  }

  /// Applies style number `style` with the code of ButtonStyles.swift.
  static func apply(style: Int, to button: UIButton) {
    switch style {
    case 0: button.applyHostileStyle()
    case 1: button.applyLoadingStyle()
    case 2: button.applyReservedStyle()
    case 3: button.applyStarStyle()
    default: break
    }
  }
}

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
