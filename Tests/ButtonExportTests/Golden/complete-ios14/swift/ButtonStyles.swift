// ButtonStyles.swift: 5 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - badge/unread

extension UIButton {
  /// Applies the `badge/unread` style with its `configuration` technique.
  ///
  /// image 12×12, title "Ünread ?\?/ */" 60×18, placement right, spacing 4, padding 2,6,2,6, size fit, align left/center, @3x, iOS 15.0, direction both
  /// LTR (model): intrinsic 88×22, gap 4; 1 warning
  /// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
  /// RTL (model): intrinsic 88×22, gap 4; 1 warning
  /// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyBadgeUnreadStyle() {
    contentHorizontalAlignment = .left
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyBadgeUnreadConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        imageEdgeInsets = UIEdgeInsets(top: 3, left: 2, bottom: 3, right: -2)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: -2, bottom: 0, right: 2)
        contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
      } else {
        imageEdgeInsets = UIEdgeInsets(top: 3, left: 62, bottom: 3, right: -62)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: -14, bottom: 0, right: 14)
        contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
      }
      // The font file's name table could not be read at export: "Missing Font"
      // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
      titleLabel?.font = UIFont(name: "Missing Font", size: 13) ?? UIFont.systemFont(ofSize: 13)
      setTitle("\u{DC}nread ??/ */", for: .normal)
      setTitle("Read", for: .selected)
      // The image is 12×12 pt, given by size in the catalog: set an image of that size.
    }
  }

  /// Sets the `badge/unread` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
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

@available(iOS 15.0, *)
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
  /// Applies the `caption/more` style with its `layout-subviews` technique.
  ///
  /// image 10×10, title "More" 30×16, placement trailing, spacing 2, padding 0,0,0,0, size fit, align center/center, @3x, iOS 16.0, direction ltr
  /// LTR: intrinsic 40×16, gap 2; 2 errors, 2 warnings
  /// - error content-overflow: the content reaches 1 pt on the left, 1 pt on the right beyond the button's 40×16 bounds
  /// - error intrinsic-size-mismatch: intrinsicContentSize is 40×16, the content and padding need 42×16: Auto Layout sizes the button wrong
  /// - warning small-hit-target: the button is 40×16 pt, under the 44×44 pt minimum hit target
  /// - warning global-side-effect: the category swizzles layoutSubviews for every UIButton in the app, not just this one
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// iOS 15 and later: the configuration; before: nothing (see the frames in the body).
  func applyCaptionMoreStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
    // of every button in the app; it is not part of this file. It would use:
    //   LTR: buttonImagePosition = right (1001), buttonImageMargin = 2, contentEdgeInsets = 0,0,0,0
    //   LTR: imageView.frame = 31,3 10×10, titleLabel.frame = -1,0 30×16
    if #available(iOS 15.0, *) {
      applyCaptionMoreConfiguration()
    } else {
      titleLabel?.font = UIFont.preferredFont(forTextStyle: .caption1)
      titleLabel?.adjustsFontForContentSizeCategory = true
      setTitle("More", for: .normal)
      setImage(UIImage(named: "chevron \"right\""), for: .normal)
    }
  }

  /// Sets the `caption/more` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
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

@available(iOS 15.0, *)
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
  /// Applies the `cart/add` style with its `exact` technique.
  ///
  /// Add to cart: a font file, Dynamic Type, states.
  ///
  /// image 20×20, title "Add to cart" 82.4×20.3, placement leading, spacing 8, padding 12,16,12,16, size 240×48, align center/center, @3x, iOS 14.0, direction ltr
  /// LTR: intrinsic 142.667×44.333, bounds 240×48, gap 8; ok
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyCartAddStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyCartAddConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 7.0 / 3.0, left: 134.0 / 3.0, bottom: 5.0 / 3.0, right: 158.0 / 3.0)
      titleEdgeInsets = UIEdgeInsets(top: 2, left: 158.0 / 3.0, bottom: 5.0 / 3.0, right: 134.0 / 3.0)
      contentEdgeInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
      titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "DejaVuSans", size: 17) ?? UIFont.systemFont(ofSize: 17), maximumPointSize: 28)
      titleLabel?.adjustsFontForContentSizeCategory = true
      setTitle(NSLocalizedString("cart.add \"primary\"", tableName: "Buttons", comment: "Add to cart"), for: .normal)
      setTitle("Adding\u{2026}", for: .highlighted)
      setTitle("Sold out", for: .disabled)
      setTitle("Remove \"1\"\\n", for: [.selected, .highlighted])
      setImage(UIImage(named: "cart"), for: .normal)
      setImage(UIImage(named: "cart.fill"), for: .selected)
      // The image for the disabled state is 20×20 pt, given by size in the catalog: set an image of that size.
    }
    if #available(iOS 15.0, *) {
      maximumContentSizeCategory = .accessibilityMedium
    }
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
  @available(iOS 15.0, *)
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

@available(iOS 15.0, *)
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
  /// Applies the `plain/go` style with its `edge-insets` technique.
  ///
  /// title "Go" 20×20.333, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR: intrinsic 30×33; 1 error, 1 warning
  /// - error intrinsic-size-mismatch: intrinsicContentSize is 30×33, the content and padding need 20×21: Auto Layout sizes the button wrong
  /// - warning small-hit-target: the button is 30×33 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyPlainGoStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyPlainGoConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .regular)
      setTitle("Go", for: .normal)
    }
  }

  /// Sets the `plain/go` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
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

@available(iOS 15.0, *)
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
  /// Applies the `sys/small` style with its `configuration` technique.
  ///
  /// title "Small" 34×16, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR (model): intrinsic 34×16; 1 warning
  /// - warning small-hit-target: the button is 34×16 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applySysSmallStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applySysSmallConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: -1.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 1.0 / 3.0, left: 0, bottom: -1.0 / 3.0, right: 0)
      titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold), maximumPointSize: 24)
      titleLabel?.adjustsFontForContentSizeCategory = true
      setTitle("Small", for: .normal)
    }
  }

  /// Sets the `sys/small` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
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

@available(iOS 15.0, *)
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
