// ButtonStyles.swift: 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - hostile

extension UIButton {
  /// Applies the `hostile` style with its `configuration` technique.
  ///
  /// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 74×34.333, gap 0; 1 warning
  /// - warning small-hit-target: the button is 74×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyHostileStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyHostileConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      setTitle("Go", for: .normal)
      setImage(UIImage(systemName: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)), for: .normal)
    }
  }

  /// Sets the `hostile` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyHostileConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(systemName: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large))
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `hostile` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func hostileStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(systemName: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large))
    return configuration
  }
}

// MARK: - loading

extension UIButton {
  /// Applies the `loading` style with its `configuration` technique.
  ///
  /// title "Configure" 75×20.287, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 119.333×34.333, gap 0; 1 warning
  /// - warning small-hit-target: the button is 119.333×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyLoadingStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyLoadingConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      setTitle("Configure", for: .normal)
    }
  }

  /// Sets the `loading` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyLoadingConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.showsActivityIndicator = true
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Configure"
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `loading` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func loadingStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.showsActivityIndicator = true
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Configure"
    return configuration
  }
}

// MARK: - reserved

extension UIButton {
  /// Applies the `reserved` style with its `configuration` technique.
  ///
  /// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 76×34.333, gap 0; 1 warning
  /// - warning small-hit-target: the button is 76×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyReservedStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyReservedConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      setTitle("Go", for: .normal)
      setImage(UIImage(named: "dot"), for: .normal)
    }
  }

  /// Sets the `reserved` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyReservedConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imageReservation = 30
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(named: "dot")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `reserved` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func reservedStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imageReservation = 30
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(named: "dot")
    return configuration
  }
}

// MARK: - star

extension UIButton {
  /// Applies the `star` style with its `configuration` technique.
  ///
  /// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 74×34.333, gap 0; 1 warning
  /// - warning small-hit-target: the button is 74×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyStarStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyStarConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: 0, bottom: 1.0 / 3.0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      setTitle("Go", for: .normal)
      setImage(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium)), for: .normal)
    }
  }

  /// Sets the `star` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyStarConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium))
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `star` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func starStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    configuration.titleAlignment = .center
    configuration.title = "Go"
    configuration.image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium))
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
