// ButtonStyles.swift: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
import UIKit

// MARK: - 2up

extension UIButton {
  /// Applies the `2up` style with its `layout-subviews` technique.
  ///
  /// image 18×18, title "2 up" 30×18, placement leading, spacing 5, padding 0,0,0,0, size 100×40, align center/center, @3x, iOS 26.1, direction both
  /// LTR: intrinsic 48×18, bounds 100×40, gap 5; 4 warnings
  /// - warning intrinsic-size-mismatch: intrinsicContentSize is 48×18, the content and padding need 53×18: Auto Layout would size it wrong without the fixed size
  /// - warning off-pixel: imageView at (23.5, 11), titleLabel at (46.5, 11) is off the @3x pixel grid: it renders blurred
  /// - warning small-hit-target: the button is 100×40 pt, under the 44×44 pt minimum hit target
  /// - warning global-side-effect: the category swizzles layoutSubviews for every UIButton in the app, not just this one
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// RTL: intrinsic 48×18, bounds 100×40, gap -53; 2 errors, 4 warnings
  /// - error spacing-mismatch: the gap between image and title is -53 pt, asked for 5 pt
  /// - warning intrinsic-size-mismatch: intrinsicContentSize is 48×18, the content and padding need 53×18: Auto Layout would size it wrong without the fixed size
  /// - warning off-pixel: imageView at (23.5, 11), titleLabel at (46.5, 11) is off the @3x pixel grid: it renders blurred
  /// - warning small-hit-target: the button is 100×40 pt, under the 44×44 pt minimum hit target
  /// - warning global-side-effect: the category swizzles layoutSubviews for every UIButton in the app, not just this one
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// - error rtl-broken: under right-to-left layout image and title overlap or swap sides (gap -53 pt); the technique's insets assume left-to-right
  ///
  /// iOS 15 and later: the configuration; before: nothing (see the frames in the body).
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func apply2upStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
    // of every button in the app; it is not part of this file. It would use:
    //   LTR: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
    //   LTR: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
    //   RTL: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
    //   RTL: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
    if #available(iOS 15.0, *) {
      apply2upConfiguration()
    } else {
      setTitle("2 up", for: .normal)
      // The image is 18×18 pt, given by size in the catalog: set an image of that size.
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 100)
      let height = heightAnchor.constraint(equalToConstant: 40)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `2up` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func apply2upConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 5
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "2 up"
    // The image is 18×18 pt, given by size in the catalog: set an image of that size.
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `2up` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func _2upStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 5
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "2 up"
    // The image is 18×18 pt, given by size in the catalog: set an image of that size.
    return configuration
  }
}

// MARK: - class

extension UIButton {
  /// Applies the `class` style with its `edge-insets` technique.
  ///
  /// A Swift keyword as a name.
  ///
  /// image 20×20, title "Share" 40.5×17.9, placement left, spacing 8, padding 6,12,6,12, size fit, align center/center, @3x, iOS 26.1, direction both
  /// LTR: intrinsic 85×32, gap 8; 1 error, 2 warnings
  /// - warning content-overflow: the content reaches 4 pt on the left, 4 pt on the right into the padding
  /// - error intrinsic-size-mismatch: intrinsicContentSize is 85×32, the content and padding need 93×32: Auto Layout sizes the button wrong
  /// - warning small-hit-target: the button is 85×32 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// RTL: intrinsic 85×32, gap -53; 3 errors, 1 warning
  /// - error spacing-mismatch: the gap between image and title is -53 pt, asked for 8 pt
  /// - error intrinsic-size-mismatch: intrinsicContentSize is 85×32, the content and padding need 93×32: Auto Layout sizes the button wrong
  /// - warning small-hit-target: the button is 85×32 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// - error rtl-broken: under right-to-left layout image and title overlap or swap sides (gap -53 pt); the technique's insets assume left-to-right
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyClassStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyClassConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
      contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
      setTitle("Share", for: .normal)
      // The image is 20×20 pt, given by size in the catalog: set an image of that size.
    }
  }

  /// Sets the `class` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyClassConfiguration() {
    var configuration = self.configuration ?? .plain()
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      configuration.titleAlignment = .center
    }
    configuration.title = "Share"
    // The image is 20×20 pt, given by size in the catalog: set an image of that size.
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `class` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  ///
  /// - Parameter layoutDirection: the button's `effectiveUserInterfaceLayoutDirection`.
  static func classStyle(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    if layoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .leading
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      configuration.titleAlignment = .center
    }
    configuration.title = "Share"
    // The image is 20×20 pt, given by size in the catalog: set an image of that size.
    return configuration
  }
}

// MARK: - default

extension UIButton {
  /// Applies the `default` style with its `content-insets` technique.
  ///
  /// image 16×16, title "Default" 52.3×17.9, placement right, spacing 6, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR: intrinsic 75×18, bounds 120×44, gap 5.667; 1 error
  /// - error spacing-mismatch: the gap between image and title is 5.667 pt, asked for 6 pt
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyDefault_2Style(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyDefault_2Configuration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 0, right: -59)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: -16, bottom: 0, right: 16)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
      setTitle("Default", for: .normal)
      // The image is 16×16 pt, given by size in the catalog: set an image of that size.
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

  /// Sets the `default` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyDefault_2Configuration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Default"
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `default` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func default_2Style() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Default"
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
    return configuration
  }
}

// MARK: - item2

extension UIButton {
  /// Applies the `item2` style with its `configuration` technique.
  ///
  /// Image only, at 2x.
  ///
  /// image 28×28, padding 0,0,0,0, size 44×44, align center/center, @2x, iOS 26.1, direction ltr
  /// LTR (model): intrinsic 28×28, bounds 44×44; ok
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyItem2Style(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyItem2Configuration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      imageEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      setImage(UIImage(named: "plus"), for: .normal)
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 44)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `item2` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyItem2Configuration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.image = UIImage(named: "plus")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `item2` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func item2Style() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.image = UIImage(named: "plus")
    return configuration
  }
}

// MARK: - item10

extension UIButton {
  /// Applies the `item10` style with its `layout-subviews` technique.
  ///
  /// Quotes, commas and a line break:
  /// "a, b" \ end
  ///
  /// image 16×16, title "Say \"hi\", then\nwave" 80×18, placement top, spacing 3, padding 0,0,0,0, size 96×56, align center/center, @2x, iOS 26.1, direction ltr
  /// LTR: intrinsic 96×18, bounds 96×56, gap 3; 2 warnings
  /// - warning intrinsic-size-mismatch: intrinsicContentSize is 96×18, the content and padding need 80×37: Auto Layout would size it wrong without the fixed size
  /// - warning global-side-effect: the category swizzles layoutSubviews for every UIButton in the app, not just this one
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// iOS 15 and later: the configuration; before: nothing (see the frames in the body).
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyItem10Style(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
    // of every button in the app; it is not part of this file. It would use:
    //   LTR: buttonImagePosition = top (1000), buttonImageMargin = 3, contentEdgeInsets = 0,0,0,0
    //   LTR: imageView.frame = 40,9.5 16×16, titleLabel.frame = 0,28.5 96×18
    if #available(iOS 15.0, *) {
      applyItem10Configuration()
    } else {
      setTitle("Say \"hi\", then\u{A}wave", for: .normal)
      // The image is 16×16 pt, given by size in the catalog: set an image of that size.
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 96)
      let height = heightAnchor.constraint(equalToConstant: 56)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `item10` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyItem10Configuration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .top
    configuration.imagePadding = 3
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Say \"hi\", then\u{A}wave"
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `item10` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func item10Style() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .top
    configuration.imagePadding = 3
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Say \"hi\", then\u{A}wave"
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
    return configuration
  }
}

// MARK: - share

extension UIButton {
  /// Applies the `share` style with its `exact` technique.
  ///
  /// image 22×22, title "Share 🚀" 62.4×17.9, placement right, spacing 6, padding 0,0,0,0, size 140×44, align leading/center, @3x, iOS 26.1, direction rtl
  /// RTL: intrinsic 91×22, bounds 140×44, gap 6; ok
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyShareStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .leading
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyShareConfiguration()
    } else {
      // Laid out for right-to-left only.
      imageEdgeInsets = UIEdgeInsets(top: 11, left: 52, bottom: 11, right: -3)
      titleEdgeInsets = UIEdgeInsets(top: 13, left: 46, bottom: 13, right: 3)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3)
      setTitle("Share \u{1F680}", for: .normal)
      setImage(UIImage(named: "share"), for: .normal)
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 140)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `share` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyShareConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .leading
    configuration.title = "Share \u{1F680}"
    configuration.image = UIImage(named: "share")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `share` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func shareStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .leading
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .leading
    configuration.title = "Share \u{1F680}"
    configuration.image = UIImage(named: "share")
    return configuration
  }
}

// MARK: - tabbar.home_icon

extension UIButton {
  /// Applies the `tabbar.home_icon` style with its `configuration` technique.
  ///
  /// image 24×24, title "Home" 31.2×12, placement bottom, spacing 2, padding 4,8,4,8, size fit, align center/center, @3x, iOS 26.1, direction both
  /// LTR (model): intrinsic 47.333×46, gap 2; ok
  /// RTL (model): intrinsic 47.333×46, gap 2; ok
  ///
  /// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
  func applyTabbarHomeIconStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *) {
      applyTabbarHomeIconConfiguration()
    } else {
      // Before iOS 15: the `exact` technique's insets.
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        imageEdgeInsets = UIEdgeInsets(top: 7, left: -16, bottom: -7, right: 16)
        titleEdgeInsets = UIEdgeInsets(top: -7, left: 12, bottom: 19, right: -12)
        contentEdgeInsets = UIEdgeInsets(top: 11, left: -4, bottom: 11, right: -4)
      } else {
        imageEdgeInsets = UIEdgeInsets(top: 7, left: 16, bottom: -7, right: -16)
        titleEdgeInsets = UIEdgeInsets(top: -7, left: -12, bottom: 19, right: 12)
        contentEdgeInsets = UIEdgeInsets(top: 11, left: -4, bottom: 11, right: -4)
      }
      setTitle("Home", for: .normal)
      // The image is 24×24 pt, given by size in the catalog: set an image of that size.
    }
  }

  /// Sets the `tabbar.home_icon` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyTabbarHomeIconConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .bottom
    configuration.imagePadding = 2
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    configuration.titleAlignment = .center
    configuration.title = "Home"
    // The image is 24×24 pt, given by size in the catalog: set an image of that size.
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `tabbar.home_icon` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func tabbarHomeIconStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .bottom
    configuration.imagePadding = 2
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    configuration.titleAlignment = .center
    configuration.title = "Home"
    // The image is 24×24 pt, given by size in the catalog: set an image of that size.
    return configuration
  }
}

// MARK: - tabbar/home-icon

extension UIButton {
  /// Applies the `tabbar/home-icon` style with its `exact` technique.
  ///
  /// Tab bar item: a 24 pt icon above a 10 pt title.
  ///
  /// image 24×24, title "Home" 31.2×12, placement top, spacing 4, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
  /// LTR: intrinsic 32×40, gap 4; 1 warning
  /// - warning small-hit-target: the button is 32×40 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyTabbarHomeIcon_2Style() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyTabbarHomeIcon_2Configuration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: -8, left: 16, bottom: 8, right: -16)
      titleEdgeInsets = UIEdgeInsets(top: 20, left: -12, bottom: -8, right: 12)
      contentEdgeInsets = UIEdgeInsets(top: 8, left: -12, bottom: 8, right: -12)
      setTitle("Home", for: .normal)
      setImage(UIImage(named: "home"), for: .normal)
    }
  }

  /// Sets the `tabbar/home-icon` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyTabbarHomeIcon_2Configuration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePlacement = .top
    configuration.imagePadding = 4
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Home"
    configuration.image = UIImage(named: "home")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `tabbar/home-icon` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func tabbarHomeIcon_2Style() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePlacement = .top
    configuration.imagePadding = 4
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Home"
    configuration.image = UIImage(named: "home")
    return configuration
  }
}

// MARK: - toolbar/done-button

extension UIButton {
  /// Applies the `toolbar/done-button` style with its `exact` technique.
  ///
  /// title "Done" 37×20, padding 0,0,0,0, size 80×44, align center/top, @3x, iOS 14.0, direction ltr
  /// LTR: intrinsic 37×20, bounds 80×44; ok
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  ///
  /// - Parameter constrainingSize: whether to add the fixed size as width and height
  ///   constraints (identified `ButtonStyles.size`, replaced when the style is applied again).
  func applyToolbarDoneButtonStyle(constrainingSize: Bool = true) {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .top
    if #available(iOS 15.0, *), configuration != nil {
      applyToolbarDoneButtonConfiguration()
    } else {
      imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      titleEdgeInsets = UIEdgeInsets(top: -1.0 / 3.0, left: 65.0 / 3.0, bottom: 73.0 / 3.0, right: 64.0 / 3.0)
      contentEdgeInsets = UIEdgeInsets(top: 1.0 / 3.0, left: 0, bottom: -1.0 / 3.0, right: 0)
      setTitle("Done", for: .normal)
    }
    NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == "ButtonStyles.size" })
    if constrainingSize {
      let width = widthAnchor.constraint(equalToConstant: 80)
      let height = heightAnchor.constraint(equalToConstant: 44)
      width.identifier = "ButtonStyles.size"
      height.identifier = "ButtonStyles.size"
      NSLayoutConstraint.activate([width, height])
    }
  }

  /// Sets the `toolbar/done-button` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyToolbarDoneButtonConfiguration() {
    var configuration = self.configuration ?? .plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Done"
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `toolbar/done-button` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  static func toolbarDoneButtonStyle() -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    configuration.imagePadding = 0
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    configuration.titleAlignment = .center
    configuration.title = "Done"
    return configuration
  }
}

// MARK: - 设置

extension UIButton {
  /// Applies the `设置` style with its `exact` technique.
  ///
  /// Settings, Chinese title, 8 pt between icon and text.
  ///
  /// image 20×20, title "设置" 30×21, placement trailing, spacing 8, padding 0,10,0,6, size fit, align center/center, @3x, iOS 26.1, direction both
  /// LTR: intrinsic 74×21, gap 8; 1 warning
  /// - warning small-hit-target: the button is 74×21 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  /// RTL: intrinsic 74×21, gap 8; 1 warning
  /// - warning small-hit-target: the button is 74×21 pt, under the 44×44 pt minimum hit target
  /// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
  ///
  /// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
  func applyU8BBEU7F6EStyle() {
    contentHorizontalAlignment = .center
    contentVerticalAlignment = .center
    if #available(iOS 15.0, *), configuration != nil {
      applyU8BBEU7F6EConfiguration()
    } else {
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: -34, bottom: 1.0 / 3.0, right: 34)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: -24)
        contentEdgeInsets = UIEdgeInsets(top: 0, left: 14, bottom: 0, right: 10)
      } else {
        imageEdgeInsets = UIEdgeInsets(top: 2.0 / 3.0, left: 34, bottom: 1.0 / 3.0, right: -34)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: -24, bottom: 0, right: 24)
        contentEdgeInsets = UIEdgeInsets(top: 0, left: 14, bottom: 0, right: 10)
      }
      setTitle("\u{8BBE}\u{7F6E}", for: .normal)
      setImage(UIImage(named: "gear"), for: .normal)
    }
  }

  /// Sets the `设置` style's image placement, padding, content insets, title and
  /// image on the button's configuration (a plain one when it has none): copy, modify, assign.
  @available(iOS 15.0, *)
  func applyU8BBEU7F6EConfiguration() {
    var configuration = self.configuration ?? .plain()
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 10)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 6)
      configuration.titleAlignment = .center
    }
    configuration.title = "\u{8BBE}\u{7F6E}"
    configuration.image = UIImage(named: "gear")
    self.configuration = configuration
  }
}

@available(iOS 15.0, *)
extension UIButton.Configuration {
  /// A plain configuration with the `设置` style's image placement, padding and
  /// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
  /// title, image and title font.
  ///
  /// - Parameter layoutDirection: the button's `effectiveUserInterfaceLayoutDirection`.
  static func u8BBEU7F6EStyle(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> UIButton.Configuration {
    var configuration = UIButton.Configuration.plain()
    if layoutDirection == .rightToLeft {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 10)
      configuration.titleAlignment = .center
    } else {
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 6)
      configuration.titleAlignment = .center
    }
    configuration.title = "\u{8BBE}\u{7F6E}"
    configuration.image = UIImage(named: "gear")
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
