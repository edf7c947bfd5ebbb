// ButtonStyles.swift: 3 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - chip/mini

extension UIButton {
  /// Applies the `chip/mini` style with its `exact` technique.
  ///
  /// title "Tag" 24.333×18, placement left, spacing 0, padding 5,10,5,10, size fit, align center/center, @3x, iOS 26.1, direction ltr, button size mini
  /// LTR: intrinsic 45×28; 1 warning
  /// - warning small-hit-target: the button is 45×28 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyChipMiniStyle() {
    if #available(iOS 15.0, *), configuration != nil {
      applyChipMiniConfiguration()
      return
    }
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    imageEdgeInsets = UIEdgeInsets(top: -5, left: -10, bottom: 23, right: 10)
    titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
  }

  /// Sets the `chip/mini` style's image placement, padding and content insets on the
  /// button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyChipMiniConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.buttonSize = .mini
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `chip/mini` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type).
  static func chipMiniStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.buttonSize = .mini
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    return configuration
  }
}

// MARK: - cta/large

extension UIButton {
  /// Applies the `cta/large` style with its `configuration` technique.
  ///
  /// image 20×20, title "Configure" 75×20.333, placement leading, spacing 6, padding 15,20,15,20, size fit, align center/center, @3x, iOS 26.1, direction both, button size large
  /// LTR (model): intrinsic 141×50.333, gap 6; ok
  /// RTL (model): intrinsic 141×50.333, gap 6; ok
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyCtaLargeStyle() {
    if #available(iOS 15.0, *) {
      applyCtaLargeConfiguration()
      return
    }
    // Before iOS 15: the `exact` technique's insets.
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: 3, bottom: 1.0 / 3.0, right: -3)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: -3, bottom: 0, right: 3)
      contentEdgeInsets = UIEdgeInsets(top: 15, left: 23, bottom: 15, right: 23)
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: -3, bottom: 1.0 / 3.0, right: 3)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: -3)
      contentEdgeInsets = UIEdgeInsets(top: 15, left: 23, bottom: 15, right: 23)
    }
  }

  /// Sets the `cta/large` style's image placement, padding and content insets on the
  /// button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyCtaLargeConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.buttonSize = .large
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `cta/large` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type).
  static func ctaLargeStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.buttonSize = .large
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    return configuration
  }
}

// MARK: - plain/medium

extension UIButton {
  /// Applies the `plain/medium` style with its `configuration` technique.
  ///
  /// title "Go" 20×20.333, placement left, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 44×34.333; 1 warning
  /// - warning small-hit-target: the button is 44×34.333 pt, under the 44×44 pt minimum hit target
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyPlainMediumStyle() {
    if #available(iOS 15.0, *) {
      applyPlainMediumConfiguration()
      return
    }
    // Before iOS 15: the `exact` technique's insets.
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    imageEdgeInsets = UIEdgeInsets(top: -7, left: -12, bottom: 28, right: 12)
    titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    contentEdgeInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  }

  /// Sets the `plain/medium` style's image placement, padding and content insets on the
  /// button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyPlainMediumConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `plain/medium` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type).
  static func plainMediumStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    return configuration
  }
}
