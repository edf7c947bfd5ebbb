// ButtonStyles.swift: 2 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - legacy/exact

extension UIButton {
  /// Applies the `legacy/exact` style with its `exact` technique.
  ///
  /// title "Go" 20×18, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR: intrinsic 20×18; 1 warning
  /// - warning small-hit-target: the button is 20×18 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyLegacyExactStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyLegacyExactConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: -1.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 1.0 / 3.0, left: 0, bottom: -1.0 / 3.0, right: 0)
      setTitle("Go", for: .normal)
    }
  }

  /// Sets the `legacy/exact` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyLegacyExactConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `legacy/exact` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func legacyExactStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    return configuration
  }
}

// MARK: - legacy/share

extension UIButton {
  /// Applies the `legacy/share` style with its `insets` technique.
  ///
  /// image 24×24, title "Share" 40×18, placement left, spacing 8, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction both
  /// LTR: intrinsic 64×28, bounds 120×44, gap 18; 1 error, 2 warnings
  /// - error spacing-mismatch: the gap between image and title is 18 pt, asked for 8 pt
  /// - warning off-center: the image+title group is -5 pt horizontally and 0 pt vertically off its center/center position
  /// - warning intrinsic-size-mismatch: intrinsicContentSize is 64×28, the content and padding need 72×24: Auto Layout would size it wrong without the fixed size
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// RTL: intrinsic 64×28, bounds 120×44, gap -46; 2 errors, 2 warnings
  /// - error spacing-mismatch: the gap between image and title is -46 pt, asked for 8 pt
  /// - warning off-center: the image+title group is -5 pt horizontally and 0 pt vertically off its center/center position
  /// - warning intrinsic-size-mismatch: intrinsicContentSize is 64×28, the content and padding need 72×24: Auto Layout would size it wrong without the fixed size
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// - error rtl-broken: under right-to-left layout image and title overlap or swap sides (gap -46 pt); the technique's insets assume left-to-right
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyLegacyShareStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyLegacyShareConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: -14, bottom: 0, right: 14)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
      contentEdgeInsets = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
      setTitle("Share", for: .normal)
      setImage(UIImage(named: "share"), for: .normal)
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 120)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `legacy/share` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyLegacyShareConfiguration() {
    var configuration = self.configuration ?? .plain()
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      configuration.titleAlignment = .center
    }
    configuration.title = "Share"
    configuration.image = UIImage(named: "share")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `legacy/share` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  ///
  /// - Parameter layoutDirection: the button's `effectiveUserInterfaceLayoutDirection`.
  static func legacyShareStyle(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    if layoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      configuration.titleAlignment = .center
    }
    configuration.title = "Share"
    configuration.image = UIImage(named: "share")
    return configuration
  }
}

// MARK: - Runtime layout

/// A button that lays out its image and title with a catalog style's `exact` insets, recomputed
/// from its live title, image, bounds, screen scale, layout direction and iOS version whenever
/// UIKit lays it out or asks its size: a localized title, a Dynamic Type size or another state's
/// title gets the insets that fit it, not the ones computed for the catalog's title.
///
/// Only its own instances change: UIKit's `layoutSubviews` and `intrinsicContentSize` are
/// overridden here, never swizzled. A button with a `UIButton.Configuration` (iOS 15+) is left
/// to the configuration, which ignores legacy insets: from iOS 15 the class is for buttons kept
/// without a configuration (a storyboard button of style "Default"). Set `styleName` to a
/// catalog name (`ButtonStyleLayout.styleNames`); nil or an unknown name leaves the button as
/// UIKit has it.
open class ButtonStyleButton: UIButton {
  /// The catalog name of the style this button is laid out with.
  open var styleName: String? {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  public convenience init(styleName: String) {
    self.init(frame: .zero)
    self.styleName = styleName
  }

  /// The style's insets for the live sizes, laid out at `bounds` (nil: at the intrinsic size);
  /// nil without a known style.
  public func styleInsets(bounds: CGSize?) -> ButtonStyleInsets? {
    guard let styleName else { return nil }
    let live = liveSizes
    return ButtonStyleLayout.insets(
      style: styleName, imageSize: live.image, titleSize: live.title,
      bounds: bounds.map { (width: Double($0.width), height: Double($0.height)) },
      scale: displayScale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      iosMajor: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
  }

  @available(iOS, deprecated: 15.0, message: "It sets legacy insets, deprecated from iOS 15")
  open override func layoutSubviews() {
    applyStyleInsets()
    super.layoutSubviews()
  }

  open override var intrinsicContentSize: CGSize {
    if usesStyleLayout, let styleName {
      let live = liveSizes
      if let size = ButtonStyleLayout.intrinsicContentSize(
        style: styleName, imageSize: live.image, titleSize: live.title, scale: displayScale,
        iosMajor: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
      {
        return CGSize(width: size.width, height: size.height)
      }
    }
    return super.intrinsicContentSize
  }

  @available(iOS, deprecated: 17.0, message: "UIKit calls it on every iOS this code supports")
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // Scale, layout direction and Dynamic Type (the title's size) live in the traits.
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Whether the legacy insets apply: not under a configuration.
  private var usesStyleLayout: Bool {
    if #available(iOS 15.0, *), configuration != nil { return false }
    return true
  }

  private var displayScale: Double {
    traitCollection.displayScale > 0 ? Double(traitCollection.displayScale) : 1
  }

  /// The image's own size and the title's one-line, unconstrained size, as UIKit sizes them.
  /// UNVERIFIED: that `sizeThatFits` of an unbounded size is the text size UIKit's legacy
  /// layout starts from (the solver rounds it again as UIKit does), and that insets set before
  /// `super.layoutSubviews()` apply in the same pass (buttoncat docs/generated-code.md, "Using
  /// the generated code").
  private var liveSizes:
    (image: (width: Double, height: Double)?, title: (width: Double, height: Double)?)
  {
    let image = currentImage.map { (width: Double($0.size.width), height: Double($0.size.height)) }
    var title: (width: Double, height: Double)?
    if let label = titleLabel, let text = label.text, !text.isEmpty {
      let size = label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
      title = (width: Double(size.width), height: Double(size.height))
    }
    return (image, title)
  }

  /// Sets the three insets for the current bounds, each only when it changes (setting one
  /// asks for another layout).
  @available(iOS, deprecated: 15.0, message: "It sets legacy insets, deprecated from iOS 15")
  private func applyStyleInsets() {
    guard usesStyleLayout, let insets = styleInsets(bounds: bounds.size) else { return }
    let content = Self.edgeInsets(insets.content)
    let image = Self.edgeInsets(insets.image)
    let title = Self.edgeInsets(insets.title)
    if contentEdgeInsets != content { contentEdgeInsets = content }
    if imageEdgeInsets != image { imageEdgeInsets = image }
    if titleEdgeInsets != title { titleEdgeInsets = title }
  }

  private static func edgeInsets(_ i: ButtonStyleEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom),
      right: CGFloat(i.right))
  }
}
