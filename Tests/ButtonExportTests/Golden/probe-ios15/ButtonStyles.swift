// ButtonStyles.swift: 6 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - brand/buy

extension UIButton {
  /// Applies the `brand/buy` style with its `content-insets` technique.
  ///
  /// title "Buy" 30×20, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR: intrinsic 30×32; 1 error, 1 warning
  /// - error intrinsic-size-mismatch: intrinsicContentSize is 30×32, the content and padding need 30×20: Auto Layout sizes the button wrong
  /// - warning small-hit-target: the button is 30×32 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyBrandBuyStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyBrandBuyConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleLabel?.font = UIFont(name: "Brand-Bold", size: 17) ?? UIFont.systemFont(ofSize: 17)
      setTitle("Buy", for: .normal)
    }
  }

  /// Sets the `brand/buy` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyBrandBuyConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Buy"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Brand-Bold", size: 17) ?? UIFont.systemFont(ofSize: 17)
      return outgoing
    }
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `brand/buy` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func brandBuyStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Buy"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Brand-Bold", size: 17) ?? UIFont.systemFont(ofSize: 17)
      return outgoing
    }
    return configuration
  }
}

// MARK: - brand/unread

extension UIButton {
  /// Applies the `brand/unread` style with its `configuration` technique.
  ///
  /// title "Gone" 30×20, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR (model): intrinsic 30×20; 1 warning
  /// - warning small-hit-target: the button is 30×20 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyBrandUnreadStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyBrandUnreadConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: -1.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 1.0 / 3.0, left: 0, bottom: -1.0 / 3.0, right: 0)
      // The font file's name table could not be read at export: "Missing"
      // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
      titleLabel?.font = UIFont(name: "Missing", size: 15) ?? UIFont.systemFont(ofSize: 15)
      setTitle("Gone", for: .normal)
    }
  }

  /// Sets the `brand/unread` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyBrandUnreadConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Gone"
    // The font file's name table could not be read at export: "Missing"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Missing", size: 15) ?? UIFont.systemFont(ofSize: 15)
      return outgoing
    }
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `brand/unread` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func brandUnreadStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Gone"
    // The font file's name table could not be read at export: "Missing"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont(name: "Missing", size: 15) ?? UIFont.systemFont(ofSize: 15)
      return outgoing
    }
    return configuration
  }
}

// MARK: - edge/icon

extension UIButton {
  /// Applies the `edge/icon` style with its `edge-insets` technique.
  ///
  /// image 24×24, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR: intrinsic 24×24; 1 warning
  /// - warning small-hit-target: the button is 24×24 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyEdgeIconStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyEdgeIconConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      setImage(UIImage(named: "gear"), for: .normal)
    }
  }

  /// Sets the `edge/icon` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyEdgeIconConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.image = UIImage(named: "gear")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `edge/icon` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func edgeIconStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.image = UIImage(named: "gear")
    return configuration
  }
}

// MARK: - evil"/\u{41}\u{202E}x

extension UIButton {
  /// Applies the `evil"/\u{41}\u{202E}x` style with its `exact` technique.
  ///
  /// title "Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\nnext\u0000" 120×20, padding 0,0,0,0, size 200×44, align center/center, @3x, iOS 15.0, direction both
  /// LTR: intrinsic 120×20, bounds 200×44; ok
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// RTL: intrinsic 120×20, bounds 200×44; ok
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyEvilU41U202EXStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyEvilU41U202EXConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 35.0 / 3.0, left: 40, bottom: 37.0 / 3.0, right: 40)
      contentEdgeInsets = UIEdgeInsets(top: 1.0 / 3.0, left: 0, bottom: -1.0 / 3.0, right: 0)
      setTitle("Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\u{A}next\u{0}", for: .normal)
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 200)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `evil"/\u{41}\u{202E}x` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyEvilU41U202EXConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\u{A}next\u{0}"
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `evil"/\u{41}\u{202E}x` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func evilU41U202EXStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\u{A}next\u{0}"
    return configuration
  }
}

// MARK: - old/swizzled

extension UIButton {
  /// Applies the `old/swizzled` style with its `layout-subviews` technique.
  ///
  /// image 20×20, title "Old" 24×20, placement left, spacing 0, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR: intrinsic 44×20, gap 0; 2 warnings
  /// - warning small-hit-target: the button is 44×20 pt, under the 44×44 pt minimum hit target
  /// - warning global-side-effect: the category swizzles layoutSubviews for every UIButton in the app, not just this one
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// iOS 15 and later: the configuration; before: nothing (see the frames in the body).
  func applyOldSwizzledStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
    // of every button in the app; it is not part of this file. It would use:
    //   LTR: buttonImagePosition = not-set (0), buttonImageMargin = 0, contentEdgeInsets = 0,0,0,0
    //   LTR: imageView.frame = 0,0 20×20, titleLabel.frame = 20,0 24×20
    if #available(iOS 15.0, *) {
      applyOldSwizzledConfiguration()
    } else {
      setTitle("Old", for: .normal)
      setImage(UIImage(named: "star"), for: .normal)
    }
  }

  /// Sets the `old/swizzled` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyOldSwizzledConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Old"
    configuration.image = UIImage(named: "star")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `old/swizzled` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func oldSwizzledStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Old"
    configuration.image = UIImage(named: "star")
    return configuration
  }
}

// MARK: - sys/done

extension UIButton {
  /// Applies the `sys/done` style with its `configuration` technique.
  ///
  /// image 16×16, title "Done" 34×16, placement leading, spacing 6, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
  /// LTR (model): intrinsic 56×16, gap 6; 1 warning
  /// - warning small-hit-target: the button is 56×16 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applySysDoneStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applySysDoneConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 0, left: -3, bottom: 0, right: 3)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: -3)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3)
      titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
      titleLabel?.adjustsFontForContentSizeCategory = true
      setTitle("Done", for: .normal)
      setTitle("Saving", for: .highlighted)
      setImage(UIImage(named: "checkmark"), for: .normal)
    }
  }

  /// Sets the `sys/done` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applySysDoneConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Done"
    configuration.image = UIImage(named: "checkmark")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
      return outgoing
    }
    self.configuration = configuration
    configurationUpdateHandler = { button in
      guard var configuration = button.configuration else { return }
      switch button.state {
      case .highlighted:
        configuration.title = "Saving"
        configuration.image = UIImage(named: "checkmark")
      default:
        configuration.title = "Done"
        configuration.image = UIImage(named: "checkmark")
      }
      button.configuration = configuration
    }
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `sys/done` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func sysDoneStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Done"
    configuration.image = UIImage(named: "checkmark")
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
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
