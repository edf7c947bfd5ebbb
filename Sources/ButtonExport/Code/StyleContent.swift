import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// Everything besides the layout values that a generated style sets, read from the catalog's
/// record of the button: the title font, the title and image per state, the
/// largest content size category and the fixed size. Shared by the Swift and Objective-C
/// generators so both set the same things.
struct StyleContent {
  /// The title font as the generated code creates it.
  enum Font: Equatable {
    /// `UIFont.systemFont(ofSize:weight:)` at the size and weight the catalog measured, scaled
    /// by `UIFontMetrics(forTextStyle:)` when a text style is set (up to `maximumPointSize`).
    case system(
      size: Double, weight: SystemFontWeight, textStyle: TextStyle?, maximumPointSize: Double?)
    /// `UIFont.preferredFont(forTextStyle:)`: the system font of a text style, at the style's
    /// own size and weight (no font size, weight or largest point size given).
    case preferred(TextStyle)
    /// `UIFont(name:size:)` of a font file, scaled by `UIFontMetrics(forTextStyle:)` when a
    /// text style is set (up to `maximumPointSize`). `postScriptName` is nil when the file
    /// could not be read at export: its file name stands in (`fileName`).
    case named(
      postScriptName: String?, fileName: String, size: Double, textStyle: TextStyle?,
      maximumPointSize: Double?)

    /// The name `UIFont(name:size:)` is given.
    var fontName: String? {
      guard case .named(let postScriptName, let fileName, _, _, _) = self else { return nil }
      return postScriptName ?? fileName
    }
  }

  /// An image as the generated code loads it.
  enum Image: Equatable {
    /// `UIImage(named:)`: the asset name (the `.imageset` folder's name, or the file's name
    /// without scale suffix and extension).
    case asset(String)
    /// A size given by hand: the code can only say which size the image must have.
    case size(Size)
    /// An SF Symbol: `UIImage(systemName:withConfiguration:)`.
    case symbol(SymbolImageCode)
  }

  /// The title text and, with a strings file, the key the app looks it up by.
  struct Title: Equatable {
    var text: String
    var key: String?
    /// The strings table (`Buttons` for `Buttons.xcstrings`), nil for the default one.
    var table: String?
  }

  var font: Font?
  /// Whether the title follows Dynamic Type (`adjustsFontForContentSizeCategory`).
  var adjustsFontForContentSizeCategory: Bool
  var title: Title?
  var image: Image?
  /// The other states' titles and images, in `ControlState` order (normal excluded).
  var stateTitles: [(state: ControlState, title: Title)]
  var stateImages: [(state: ControlState, image: Image)]
  var maximumContentSize: ContentSizeCategory?
  /// The size the button is constrained to (`spec.size` fixed), or nil for its intrinsic size.
  var fixedSize: Size?

  init(_ button: ExportButton, target: CodeTarget? = nil) {
    let record = button.record
    let variants = record.variants
    let hasTitle = button.title != nil || button.spec.titleSize != nil
    font = hasTitle ? Self.font(button) : nil
    adjustsFontForContentSizeCategory = hasTitle && variants.textStyle != nil
    let table = Self.table(variants.strings)
    title = button.title.map { text in
      Title(text: text, key: variants.titleKey, table: variants.titleKey == nil ? nil : table)
    }
    if let name = button.imageName {
      image = .asset(name)
    } else if let symbol = SymbolImageCode(record) {
      image = .symbol(symbol)
    } else if let size = button.spec.imageSize {
      image = .size(size)
    } else {
      image = nil
    }
    // A state's title from the strings file is looked up by its key like the normal title
    // (the translators' comment says which button and state it is); else its text as given.
    stateTitles = ControlState.allCases.compactMap { state in
      guard state != .normal else { return nil }
      if let key = variants.stateTitleKeys[state] {
        return (
          state,
          Title(
            text: "The \(state.rawValue) title of the \(button.name) button", key: key,
            table: table)
        )
      }
      return variants.stateTitles[state].map { (state, Title(text: $0, key: nil, table: nil)) }
    }
    stateImages = ControlState.allCases.compactMap { state in
      guard state != .normal, let image = variants.stateImages[state] else { return nil }
      switch image {
      case .file(let path, _):
        return ExportButton.assetName(path).map { (state, Image.asset($0)) }
      case .size(let size):
        return (state, Image.size(size))
      }
    }
    maximumContentSize = variants.maxContentSize
    fixedSize = button.spec.size.fixedSize
    if case .symbol(var symbol)? = image, let target, target.major < 13 {
      symbol.needsAvailabilityCheck = true
      image = .symbol(symbol)
    }
  }

  /// The strings table a strings file is (`Buttons` for `Buttons.xcstrings`), nil for the
  /// default one (`Localizable`) or without a strings file.
  static func table(_ strings: String?) -> String? {
    guard let strings else { return nil }
    var table: String?
    let file = String(strings.split(separator: "/").last ?? Substring(strings))
    for suffix in [".xcstrings", ".strings"] where file.hasSuffix(suffix) {
      let stem = String(file.dropLast(suffix.count))
      table = stem == "Localizable" || stem.isEmpty ? nil : stem
    }
    return table
  }

  /// The font the catalog measured the title in: a font file's (by its PostScript name); the
  /// system font at the given size and weight, scaled like the text style when one is set; the
  /// text style's own font when neither a size nor another weight is given; or nil (UIKit's
  /// default title font at the regular weight, which the catalog measured too).
  static func font(_ button: ExportButton) -> Font? {
    let record = button.record
    let textStyle = record.variants.textStyle
    if let font = record.font {
      let file = String(font.path.split(separator: "/").last ?? Substring(font.path))
      let stem = file.split(separator: ".").dropLast().joined(separator: ".")
      return .named(
        postScriptName: button.fontNames?.postScriptName, fileName: stem.isEmpty ? file : stem,
        size: record.effectiveFontSize, textStyle: textStyle,
        maximumPointSize: record.variants.maxFontSize)
    }
    let weight = systemWeight(record)
    let maximum = record.variants.maxFontSize
    if let textStyle {
      if record.fontSize == nil, weight == textStyle.weight, maximum == nil {
        return .preferred(textStyle)
      }
      return .system(
        size: record.fontSize ?? DynamicTypeTables.pointSize(textStyle, .default), weight: weight,
        textStyle: textStyle, maximumPointSize: maximum)
    }
    guard record.fontSize != nil || weight != .regular else { return nil }
    return .system(
      size: record.effectiveFontSize, weight: weight, textStyle: nil, maximumPointSize: nil)
  }

  /// The system font's weight the catalog measured the title in (`--font-weight`, else the
  /// text style's own, else regular).
  static func systemWeight(_ record: ButtonRecord) -> SystemFontWeight {
    record.effectiveFontWeight
  }

  /// Whether anything is set through the configuration's update handler.
  var hasStateValues: Bool { !stateTitles.isEmpty || !stateImages.isEmpty }

  /// The identifier of the size constraints a style adds, so applying it again replaces them.
  static let sizeConstraintIdentifier = "ButtonStyles.size"

  /// The comment for an image given by size: what the app must provide.
  static func imageComment(_ size: Size, state: ControlState = .normal) -> String {
    let forState = state == .normal ? "" : " for the \(state.rawValue) state"
    return
      "The image\(forState) is \(ExportNumber.text(size.width))×\(ExportNumber.text(size.height)) pt, "
      + "given by size in the catalog: set an image of that size."
  }

  /// The comment for a font file whose names could not be read at export.
  static func unreadFontComment(_ fileName: String) -> [String] {
    [
      "The font file's name table could not be read at export: \(CodeComment.quoted(fileName))",
      "stands in for its PostScript name. Check it: a font loads by its PostScript name only.",
    ]
  }
}
