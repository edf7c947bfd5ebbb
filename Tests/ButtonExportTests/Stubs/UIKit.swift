// A stub of the parts of UIKit the `swift` export uses, with Apple's real declarations (names,
// labels, types, optionality, availability), so `swiftc -typecheck` on Linux catches generated
// code that would not compile against the iOS SDK. Bodies are placeholders; nothing runs.
// Availability attributes are kept for fidelity; a Linux compiler does not enforce iOS ones.
@_exported import Foundation

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

@MainActor
open class UIResponder: NSObject {}

// UITraitCollection.h, UIInterface.h
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

@MainActor
open class UITraitCollection: NSObject {
  open var displayScale: CGFloat { 0 }
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
  @available(iOS 10.0, *)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
  @available(iOS 10.0, *)
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init() }
  @available(iOS 13.0, *)
  open func performAsCurrent(_ actions: () -> Void) { actions() }
}

// UIView.h
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public convenience override init() { self.init(frame: .zero) }

  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .leftToRight
  }

  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var isHidden: Bool = false
  @available(iOS 9.0, *)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func layoutIfNeeded() {}
  @available(iOS 15.0, *)
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { nil }
    set {}
  }
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  @available(iOS 9.0, *)
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  @available(iOS 6.0, *)
  open var constraints: [NSLayoutConstraint] { [] }
  open var traitCollection: UITraitCollection { UITraitCollection() }
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open var intrinsicContentSize: CGSize { .zero }
  open func invalidateIntrinsicContentSize() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }

  // UITraitEnvironment.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use the trait change registration APIs declared by the UITraitChangeObservable protocol"
  )
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@MainActor
open class UILabel: UIView {
  open var text: String?
  open var font: UIFont!
  // UIContentSizeCategoryAdjusting.
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool = false
}

@MainActor
open class UIImageView: UIView {}

// UIWindow.h
@MainActor
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
}

// UIViewController.h
@MainActor
open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  open var view: UIView! {
    get { nil }
    set {}
  }
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {}
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}
  // API_DEPRECATED(…, ios(8.0, API_TO_BE_DEPRECATED)) in the iOS 17+ SDK: Swift sees
  // `deprecated: 100000`, which warns on no deployment target.
  @available(
    iOS, introduced: 8.0, deprecated: 100000,
    message: "Use the traitOverrides property on the child view controller instead"
  )
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {}
}

// UIDevice.h
@MainActor
open class UIDevice: NSObject {
  open class var current: UIDevice { UIDevice() }
  open var systemVersion: String { "" }
  open var model: String { "" }
}

// UIFont.h, UIFontDescriptor.h: UIFont is Sendable in the iOS 17 SDK.
open class UIFont: NSObject, @unchecked Sendable {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    @available(iOS 11.0, *) public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    @available(iOS 9.0, *) public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    @available(iOS 9.0, *) public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    @available(iOS 9.0, *) public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    @available(iOS 9.0, *) public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }

  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    @available(iOS 8.2, *) public static let ultraLight = Weight(-0.8)
    @available(iOS 8.2, *) public static let thin = Weight(-0.6)
    @available(iOS 8.2, *) public static let light = Weight(-0.4)
    @available(iOS 8.2, *) public static let regular = Weight(0)
    @available(iOS 8.2, *) public static let medium = Weight(0.23)
    @available(iOS 8.2, *) public static let semibold = Weight(0.3)
    @available(iOS 8.2, *) public static let bold = Weight(0.4)
    @available(iOS 8.2, *) public static let heavy = Weight(0.56)
    @available(iOS 8.2, *) public static let black = Weight(0.62)
  }

  public init?(name fontName: String, size fontSize: CGFloat) {}
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: "", size: 0)! }
  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(name: "", size: 0)!
  }
  @available(iOS 7.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(name: "", size: 0)!
  }
  @available(iOS 10.0, *)
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    UIFont(name: "", size: 0)!
  }
  open var pointSize: CGFloat { 0 }
}

// UIFontMetrics.h
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  open func scaledFont(for font: UIFont) -> UIFont { font }
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { font }
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

// UIContentSizeCategory.h
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")
}

// NSLayoutConstraint.h, NSLayoutAnchor.h
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
  open var isActive: Bool = false
  @available(iOS 7.0, *)
  open var identifier: String?
}

@available(iOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSObject {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

// The text attributes of UIKit (UIKit's AttributeScopes.UIKitAttributes), as a
// UIConfigurationTextAttributesTransformer sets them: `outgoing.font = …`.
@available(iOS 15.0, *)
extension AttributeScopes {
  public struct UIKitAttributes: AttributeScope {
    public let font: AttributeScopes.UIKitAttributes.FontAttribute

    @frozen public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
  }

  public var uiKit: AttributeScopes.UIKitAttributes.Type { AttributeScopes.UIKitAttributes.self }
}

@available(iOS 15.0, *)
extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T { self[T.self] }
}

// UIConfigurationTextAttributesTransformer (UIButtonConfiguration.h, Swift overlay).
@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }
  public let transform: (AttributeContainer) -> AttributeContainer
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}

@MainActor
open class UIControl: UIView {
  public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    @available(iOS 11.0, *) case leading = 4
    @available(iOS 11.0, *) case trailing = 5
  }

  public enum ContentVerticalAlignment: Int, @unchecked Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  public struct State: OptionSet, Hashable, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    @available(iOS 9.0, *) public static let focused = State(rawValue: 1 << 3)
  }

  open var state: UIControl.State { .normal }
  open var isEnabled: Bool = true
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false
  open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
}

@MainActor
open class UIImage: NSObject {
  public init?(named name: String) {}
  @available(iOS 13.0, *)
  public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {}
  open var size: CGSize { .zero }
}

extension UIImage {
  @available(iOS 13.0, *)
  open class Configuration: NSObject, @unchecked Sendable {}

  @available(iOS 13.0, *)
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {}
  }

  @available(iOS 13.0, *)
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  @available(iOS 13.0, *)
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified, small, medium, large
  }
}

@MainActor
open class UIButton: UIControl {
  @available(
    iOS, introduced: 2.0, deprecated: 15.0,
    message: "This property is ignored when using UIButtonConfiguration"
  )
  open var contentEdgeInsets: UIEdgeInsets = .zero
  @available(
    iOS, introduced: 2.0, deprecated: 15.0,
    message: "This property is ignored when using UIButtonConfiguration"
  )
  open var titleEdgeInsets: UIEdgeInsets = .zero
  @available(
    iOS, introduced: 2.0, deprecated: 15.0,
    message: "This property is ignored when using UIButtonConfiguration"
  )
  open var imageEdgeInsets: UIEdgeInsets = .zero

  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    @available(iOS 7.0, *) case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    @available(iOS 13.0, *) case close = 7
  }

  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  open var titleLabel: UILabel? { nil }
  @available(iOS 3.0, *)
  open var imageView: UIImageView? { nil }
  open var currentImage: UIImage? { nil }
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}

  @available(iOS 15.0, *)
  public typealias ConfigurationUpdateHandler = @MainActor (_ button: UIButton) -> Void
  @available(iOS 15.0, *)
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    get { nil }
    set {}
  }

  @available(iOS 15.0, *)
  open var configuration: UIButton.Configuration? {
    get { nil }
    set {}
  }
  @available(iOS 15.0, *)
  open func updateConfiguration() {}
}

extension UIButton {
  @available(iOS 15.0, *)
  @MainActor
  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func gray() -> UIButton.Configuration { Configuration() }
    public static func tinted() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }
    // Issue 28 (A): the other factories (iOS 15; glass iOS 26), the corner style and the
    // background (UIBackgroundConfiguration, its corner radius).
    public static func borderless() -> UIButton.Configuration { Configuration() }
    public static func bordered() -> UIButton.Configuration { Configuration() }
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func glass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func prominentGlass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func clearGlass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func prominentClearGlass() -> UIButton.Configuration { Configuration() }
    public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
    public var background: UIBackgroundConfiguration = UIBackgroundConfiguration()
    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    public var image: UIImage?
    public var title: String?
    public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var buttonSize: Size = .medium
    public var imageReservation: CGFloat = 0
    public var showsActivityIndicator: Bool = false

    public enum Size: Hashable, Sendable { case mini, small, medium, large }
    public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }

    nonisolated public static func == (a: Configuration, b: Configuration) -> Bool { true }
    nonisolated public func hash(into hasher: inout Hasher) {}
  }
}

// Issue 28 (A): UIBackgroundConfiguration (iOS 14), the part generated code sets.
@available(iOS 14.0, *)
@MainActor
public struct UIBackgroundConfiguration: Hashable {
  public init() {}
  public var cornerRadius: CGFloat = 0
  nonisolated public static func == (a: Self, b: Self) -> Bool { true }
  nonisolated public func hash(into hasher: inout Hasher) {}
}
