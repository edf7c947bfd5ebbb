// ButtonStyles.swift: 5 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 15.0: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButton.Configuration; the
// styles here set only the configuration, which lays out any title by itself.
import UIKit

// MARK: - badge/unread

extension UIButton {
  /// Applies the `badge/unread` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// image 12×12, title "Ünread ?\?/ */" 60×18, placement right, spacing 4, padding 2,6,2,6, size fit, align left/center, @3x, iOS 15.0, direction both
  /// LTR (model): intrinsic 88×22, gap 4; 1 warning
  /// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
  /// RTL (model): intrinsic 88×22, gap 4; 1 warning
  /// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
  func applyBadgeUnreadStyle() {
    contentHorizontalAlignment = .left
    contentVerticalAlignment = .center
    applyBadgeUnreadConfiguration()
  }

  /// Sets the `badge/unread` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applyBadgeUnreadConfiguration() {
    var configuration = self.configuration ?? .plain()
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 4
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      configuration.titleAlignment = .trailing
    } else {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 4
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      configuration.titleAlignment = .leading
    }
    configuration.title = "\u{DC}nread ??/ */"
    // The image is 12×12 pt, given by size in the catalog: set an image of that size.
    // The font file's name table could not be read at export: "Missing Font"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Missing Font", size: 13) ?? UIFont.systemFont(ofSize: 13)
      return outgoing
    }
    self.configuration = configuration
    configurationUpdateHandler = { button in
      guard var configuration = button.configuration else { return }
      switch button.state {
      case .selected:
        configuration.title = "Read"
        // The image for the selected state is 12×12 pt, given by size in the catalog: set an image of that size.
      default:
        configuration.title = "\u{DC}nread ??/ */"
        // The image is 12×12 pt, given by size in the catalog: set an image of that size.
      }
      button.configuration = configuration
    }
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `badge/unread` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  ///
  /// - Parameter layoutDirection: the button's `effectiveUserInterfaceLayoutDirection`.
  static func badgeUnreadStyle(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    if layoutDirection == .rightToLeft {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 4
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      configuration.titleAlignment = .trailing
    } else {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 4
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      configuration.titleAlignment = .leading
    }
    configuration.title = "\u{DC}nread ??/ */"
    // The image is 12×12 pt, given by size in the catalog: set an image of that size.
    // The font file's name table could not be read at export: "Missing Font"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Missing Font", size: 13) ?? UIFont.systemFont(ofSize: 13)
      return outgoing
    }
    return configuration
  }
}

// MARK: - caption/more

extension UIButton {
  /// Applies the `caption/more` style as a UIButton.Configuration (the catalog's technique is `layout-subviews`).
  ///
  /// image 10×10, title "More" 30×16, placement trailing, spacing 2, padding 0,0,0,0, size fit, align center/center, @3x, iOS 16.0, direction ltr
  /// LTR (model): intrinsic 42×16, gap 2; 1 warning
  /// - warning small-hit-target: the button is 42×16 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
  func applyCaptionMoreStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyCaptionMoreConfiguration()
  }

  /// Sets the `caption/more` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applyCaptionMoreConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 2
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "More"
    configuration.image = UIImage(named: "chevron \"right\"")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .caption1)
      return outgoing
    }
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `caption/more` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func captionMoreStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 2
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "More"
    configuration.image = UIImage(named: "chevron \"right\"")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .caption1)
      return outgoing
    }
    return configuration
  }
}

// MARK: - cart/add

extension UIButton {
  /// Applies the `cart/add` style as a UIButton.Configuration (the catalog's technique is `exact`).
  ///
  /// Add to cart: a font file, Dynamic Type, states.
  ///
  /// image 20×20, title "Add to cart" 82.4×20.3, placement leading, spacing 8, padding 12,16,12,16, size 240×48, align center/center, @3x, iOS 14.0, direction ltr
  /// LTR (model): intrinsic 142.667×44.333, bounds 240×48, gap 8; 1 error
  /// - error requires-ios-15: UIButton.Configuration needs iOS 15; the target is iOS 14.0
  ///
  /// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyCartAddStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyCartAddConfiguration()
    maximumContentSizeCategory = .accessibilityMedium
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 240)
      let height = heightAnchor.constraint(equalToConstant: 48)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `cart/add` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applyCartAddConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 8
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    configuration.titleAlignment = .center
    configuration.title = NSLocalizedString("cart.add \"primary\"", tableName: "Buttons", comment: "Add to cart")
    configuration.image = UIImage(named: "cart")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "DejaVuSans", size: 17) ?? UIFont.systemFont(ofSize: 17), maximumPointSize: 28)
      return outgoing
    }
    self.configuration = configuration
    configurationUpdateHandler = { button in
      guard var configuration = button.configuration else { return }
      switch button.state {
      case .highlighted:
        configuration.title = "Adding\u{2026}"
        configuration.image = UIImage(named: "cart")
      case .selected:
        configuration.title = NSLocalizedString("cart.add \"primary\"", tableName: "Buttons", comment: "Add to cart")
        configuration.image = UIImage(named: "cart.fill")
      case .disabled:
        configuration.title = "Sold out"
        // The image for the disabled state is 20×20 pt, given by size in the catalog: set an image of that size.
      case [.selected, .highlighted]:
        configuration.title = "Remove \"1\"\\n"
        configuration.image = UIImage(named: "cart")
      default:
        configuration.title = NSLocalizedString("cart.add \"primary\"", tableName: "Buttons", comment: "Add to cart")
        configuration.image = UIImage(named: "cart")
      }
      button.configuration = configuration
    }
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `cart/add` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func cartAddStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 8
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    configuration.titleAlignment = .center
    configuration.title = NSLocalizedString("cart.add \"primary\"", tableName: "Buttons", comment: "Add to cart")
    configuration.image = UIImage(named: "cart")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "DejaVuSans", size: 17) ?? UIFont.systemFont(ofSize: 17), maximumPointSize: 28)
      return outgoing
    }
    return configuration
  }
}

// MARK: - plain/go

extension UIButton {
  /// Applies the `plain/go` style as a UIButton.Configuration (the catalog's technique is `edge-insets`).
  ///
  /// title "Go" 20×20.333, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 20×20.333; 1 warning
  /// - warning small-hit-target: the button is 20×20.333 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
  func applyPlainGoStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applyPlainGoConfiguration()
  }

  /// Sets the `plain/go` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applyPlainGoConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.systemFont(ofSize: 15, weight: .regular)
      return outgoing
    }
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `plain/go` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func plainGoStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.systemFont(ofSize: 15, weight: .regular)
      return outgoing
    }
    return configuration
  }
}

// MARK: - sys/small

extension UIButton {
  /// Applies the `sys/small` style as a UIButton.Configuration (the catalog's technique is `configuration`).
  ///
  /// title "Small" 34×16, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR (model): intrinsic 34×16; 1 warning
  /// - warning small-hit-target: the button is 34×16 pt, under the 44×44 pt minimum hit target
  ///
  /// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
  func applySysSmallStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    applySysSmallConfiguration()
  }

  /// Sets the `sys/small` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  func applySysSmallConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Small"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold), maximumPointSize: 24)
      return outgoing
    }
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// A plain configuration with the `sys/small` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func sysSmallStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Small"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold), maximumPointSize: 24)
      return outgoing
    }
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
