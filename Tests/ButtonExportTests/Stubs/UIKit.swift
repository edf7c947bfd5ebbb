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

@MainActor
open class UITraitCollection: NSObject {
  open var displayScale: CGFloat { 0 }
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

  open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
}

@MainActor
open class UIImage: NSObject {
  public init?(named name: String) {}
  open var size: CGSize { .zero }
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

  open var titleLabel: UILabel? { nil }
  open var currentImage: UIImage? { nil }

  @available(iOS 15.0, *)
  open var configuration: UIButton.Configuration? {
    get { nil }
    set {}
  }
}

extension UIButton {
  @available(iOS 15.0, *)
  @MainActor
  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func gray() -> UIButton.Configuration { Configuration() }
    public static func tinted() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }

    public var image: UIImage?
    public var title: String?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var buttonSize: Size = .medium

    public enum Size: Hashable, Sendable { case mini, small, medium, large }

    nonisolated public static func == (a: Configuration, b: Configuration) -> Bool { true }
    nonisolated public func hash(into hasher: inout Hasher) {}
  }
}
