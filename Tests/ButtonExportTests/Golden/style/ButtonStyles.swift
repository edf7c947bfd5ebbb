// ButtonStyles.swift: 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButton.Configuration; the
// styles here set only the configuration, which lays out any title by itself.
import UIKit

// MARK: - chip/tinted

extension UIButton {
  /// Applies the `chip/tinted` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// title "Tag" 24.333×20.333, padding 7,12,7,12, size 80×44, align center/center, @3x, iOS 26.1, direction ltr, style tinted, corners capsule
  /// LTR (model): intrinsic 48.333×34.333, bounds 80×44; ok
  ///
  /// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyChipTintedStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyChipTintedConfiguration()
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 80)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `chip/tinted` style's image placement, padding, content insets, title and
  /// image on a new `tinted()` configuration (the style's factory), then assigns it.
  func applyChipTintedConfiguration() {
    var configuration = UIButton.Configuration.tinted()
    configuration.cornerStyle = .capsule
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Tag"
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A `tinted()` configuration with the `chip/tinted` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func chipTintedStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.tinted()
    configuration.cornerStyle = .capsule
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Tag"
    return configuration
  }
}

// MARK: - cta/filled

extension UIButton {
  /// Applies the `cta/filled` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// title "Configure" 75×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style filled, corners fixed, corner radius 6
  /// LTR (model): intrinsic 99×34.333; 1 warning
  /// - warning small-hit-target: the button is 99×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
  func applyCtaFilledStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyCtaFilledConfiguration()
  }

  /// Sets the `cta/filled` style's image placement, padding, content insets, title and
  /// image on a new `filled()` configuration (the style's factory), then assigns it.
  func applyCtaFilledConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 6
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Configure"
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A `filled()` configuration with the `cta/filled` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func ctaFilledStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 6
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Configure"
    return configuration
  }
}

// MARK: - plain/unstyled

extension UIButton {
  /// Applies the `plain/unstyled` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// title "Go" 20×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 44×34.333; 1 warning
  /// - warning small-hit-target: the button is 44×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
  func applyPlainUnstyledStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyPlainUnstyledConfiguration()
  }

  /// Sets the `plain/unstyled` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applyPlainUnstyledConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `plain/unstyled` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func plainUnstyledStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    return configuration
  }
}

// MARK: - toolbar/glass

extension UIButton {
  /// Applies the `toolbar/glass` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// title "Done" 38×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style glass
  /// LTR (model): intrinsic 62×34.333; 1 warning
  /// - warning small-hit-target: the button is 62×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
  func applyToolbarGlassStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyToolbarGlassConfiguration()
  }

  /// Sets the `toolbar/glass` style's image placement, padding, content insets, title and
  /// image on a new `glass()` configuration (the style's factory), then assigns it.
  func applyToolbarGlassConfiguration() {
    var configuration = UIButton.Configuration.glass()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Done"
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A `glass()` configuration with the `toolbar/glass` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func toolbarGlassStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.glass()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Done"
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
    configuration == nil
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
