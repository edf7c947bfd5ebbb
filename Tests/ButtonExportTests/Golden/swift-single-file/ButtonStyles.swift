// ButtonStyles.swift: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButton.Configuration, so every style also has a configuration path.
//
// The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:
// ButtonStyleLayout.insets(style:imageSize:titleSize:bounds:scale:rightToLeft:iosMajor:)
// returns the image, title and content edge insets that make UIKit's legacy layout put the
// image and title exactly where the style asks. ButtonStyleButton (ButtonStyles.swift)
// applies them whenever it lays out.
// That math, at the end of this file, uses Foundation only (no UIKit type or call).
import Foundation
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

// MARK: - Runtime layout math (Foundation only, as ButtonStyleLayout.swift)

// MARK: - Styles

extension ButtonStyleLayout {
  /// Each catalog style: its name and what it fixes (see ButtonStyleParameters).
  static let styles: [(name: String, parameters: ButtonStyleParameters)] = [
    // 2up: leading, spacing 5, padding (0, 0, 0, 0), center/center, system font
    (
      "2up",
      ButtonStyleParameters(placement: 4, spacing: 5,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // class: left, spacing 8, padding (6, 12, 6, 12), center/center, system font
    (
      "class",
      ButtonStyleParameters(placement: 2, spacing: 8,
        padding: ButtonStyleEdgeInsets(top: 6, left: 12, bottom: 6, right: 12),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // default: right, spacing 6, padding (0, 0, 0, 0), center/center, system font
    (
      "default",
      ButtonStyleParameters(placement: 3, spacing: 6,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // item2: top, spacing 0, padding (0, 0, 0, 0), center/center, system font
    (
      "item2",
      ButtonStyleParameters(placement: 0, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // item10: top, spacing 3, padding (0, 0, 0, 0), center/center, system font
    (
      "item10",
      ButtonStyleParameters(placement: 0, spacing: 3,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // share: right, spacing 6, padding (0, 0, 0, 0), leading/center, system font
    (
      "share",
      ButtonStyleParameters(placement: 3, spacing: 6,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 4, vertical: 0, titleLineHeight: -1)
    ),
    // tabbar.home_icon: bottom, spacing 2, padding (4, 8, 4, 8), center/center, system font
    (
      "tabbar.home_icon",
      ButtonStyleParameters(placement: 1, spacing: 2,
        padding: ButtonStyleEdgeInsets(top: 4, left: 8, bottom: 4, right: 8),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // tabbar/home-icon: top, spacing 4, padding (0, 0, 0, 0), center/center, system font
    (
      "tabbar/home-icon",
      ButtonStyleParameters(placement: 0, spacing: 4,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // toolbar/done-button: left, spacing 0, padding (0, 0, 0, 0), center/top, system font
    (
      "toolbar/done-button",
      ButtonStyleParameters(placement: 2, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        horizontal: 0, vertical: 1, titleLineHeight: -1)
    ),
    // 设置: trailing, spacing 8, padding (0, 10, 0, 6), center/center, system font
    (
      "\u{8BBE}\u{7F6E}",
      ButtonStyleParameters(placement: 5, spacing: 8,
        padding: ButtonStyleEdgeInsets(top: 0, left: 10, bottom: 0, right: 6),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
  ]
}

// MARK: - Entry points

/// Edge insets in points, in UIKit's order (`UIEdgeInsets` without UIKit).
public struct ButtonStyleEdgeInsets: Equatable, Sendable {
  public var top, left, bottom, right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The three legacy insets a style sets: `imageEdgeInsets`, `titleEdgeInsets` and
/// `contentEdgeInsets`.
public struct ButtonStyleInsets: Equatable, Sendable {
  public var image: ButtonStyleEdgeInsets
  public var title: ButtonStyleEdgeInsets
  public var content: ButtonStyleEdgeInsets

  public init(
    image: ButtonStyleEdgeInsets, title: ButtonStyleEdgeInsets, content: ButtonStyleEdgeInsets
  ) {
    self.image = image
    self.title = title
    self.content = content
  }
}

public enum ButtonStyleLayout {
  /// The legacy insets that lay out catalog style `style` exactly for these live sizes;
  /// nil for an unknown style. `bounds` nil means the button takes its intrinsic size.
  ///
  /// `imageSize` is the image's own size (`image.size`), `titleSize` the title's one-line,
  /// unconstrained text size (`titleLabel.sizeThatFits` of an unbounded size), `scale` the
  /// screen's (1, 2 or 3), `iosMajor` the running iOS's major version (the title's rounding
  /// changed in iOS 15). Also nil when `scale` is not a positive number.
  public static func insets(
    style: String, imageSize: (width: Double, height: Double)?,
    titleSize: (width: Double, height: Double)?, bounds: (width: Double, height: Double)?,
    scale: Double, rightToLeft: Bool, iosMajor: Int
  ) -> ButtonStyleInsets? {
    guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
    let solver = ButtonStyleSolver(
      style: parameters, scale: scale, rightToLeft: rightToLeft, iosMajor: iosMajor)
    return solver.solve(
      image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      rawTitle: titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      bounds: bounds.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) })
  }

  /// The size the button should report as `intrinsicContentSize` with style `style`: the
  /// image and title, the spacing between them and the padding, rounded to the pixel (what
  /// UIKit computes from the content insets `insets` returns); nil for an unknown style.
  public static func intrinsicContentSize(
    style: String, imageSize: (width: Double, height: Double)?,
    titleSize: (width: Double, height: Double)?, scale: Double, iosMajor: Int
  ) -> (width: Double, height: Double)? {
    guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
    let solver = ButtonStyleSolver(
      style: parameters, scale: scale, rightToLeft: false, iosMajor: iosMajor)
    let size = solver.neededSize(
      image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      title: solver.roundedTitle(
        titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) }))
    return (size.width, size.height)
  }

  /// The catalog names of the styles this file knows, in the catalog's order.
  public static var styleNames: [String] { styles.map(\.name) }

  static func parameters(_ style: String) -> ButtonStyleParameters? {
    index[style].map { styles[$0].parameters }
  }

  /// Style names to their row (the first row of a name, should two spell the same string).
  static let index: [String: Int] = Dictionary(
    styles.enumerated().map { ($0.element.name, $0.offset) },
    uniquingKeysWith: { first, _ in first })
}

// MARK: - The solver (buttoncat's own source, the same in every export)
//
// buttoncat's exact solver, exactly as its engine compiles it: this text is buttoncat's
// Sources/ButtonLayout/Runtime/ButtonStyleSolver.swift, embedded in buttoncat when it is built
// and written unchanged into every `swift` export, so the engine and the shipped code are one
// source. Plain Doubles and structs, no imports (Swift's standard library only).
// ButtonStyleEdgeInsets and ButtonStyleInsets come from the file around it: the export's public
// API, or the engine's internal twins (ExactSolver.swift).

/// What a style fixes: where the image goes, the spacing, the padding and the alignments
/// (placement 0–5: top, bottom, left, right, leading, trailing; horizontal 0–5: center, left,
/// right, fill, leading, trailing; vertical 0–3: center, top, bottom, fill). `titleLineHeight`
/// is the title font's line height (counted for a button without a title), or -1 for the
/// system font of the running iOS.
struct ButtonStyleParameters: Sendable {
  var placement: Int
  var spacing: Double
  var padding: ButtonStyleEdgeInsets
  var horizontal: Int
  var vertical: Int
  var titleLineHeight: Double
}

/// The `exact` technique: image, title and content edge insets on the pixel grid such that, as
/// UIKit lays the button out (docs/layout-model.md section 1), the gap equals the spacing, the
/// group is aligned as asked within the padded bounds, nothing is truncated, and
/// `intrinsicContentSize` equals the content plus the padding.
///
/// How: content insets are chosen for the intrinsic size (step 10 counts only them). Each
/// element then gets its own rect, exactly as wide as image plus title (rounded up to the
/// pixel), so every alignment's leftover is under a pixel and UIKit's floor/round split (the
/// one-pixel drift of step 8) cannot move anything. The rects are aimed at the target frames,
/// the button is laid out with the model of UIKit's legacy layout below (the steps of
/// buttoncat's `LegacySimulator` that place origins), and any element a pixel off is shifted by
/// what it missed: each element is aimed at its pixel separately. Insets are physical, so a
/// right-to-left layout is solved on its own.
struct ButtonStyleSolver {
  struct Size {
    var width: Double
    var height: Double
  }

  struct Rect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func inset(_ i: ButtonStyleEdgeInsets) -> Rect {
      Rect(
        x: x + i.left, y: y + i.top, width: width - i.left - i.right,
        height: height - i.top - i.bottom)
    }
  }

  /// What UIKit's legacy layout reads from a button.
  struct Button {
    var bounds: Size?
    var image: Size?
    var title: Size?
    var content = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var imageInsets = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var titleInsets = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  let style: ButtonStyleParameters
  let scale: Double
  let rightToLeft: Bool
  let iosMajor: Int

  // Pixel grid: floorS, ceilS, roundS with the model's tolerance of 1e-9 pixel.
  func floorS(_ v: Double) -> Double { (v * scale + 1e-9).rounded(.down) / scale }
  func ceilS(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
  func roundS(_ v: Double) -> Double {
    let magnitude = (Swift.abs(v) * scale + 0.5 + 1e-9).rounded(.down) / scale
    return v < 0 ? -magnitude : magnitude
  }

  /// Step 4: whole points from iOS 15 on, the pixel grid before.
  func roundTitle(_ v: Double) -> Double {
    iosMajor >= 15 ? (v - 1e-9).rounded(.up) : ceilS(v)
  }

  /// The line height an absent title still counts (step 10).
  var lineHeight: Double {
    style.titleLineHeight >= 0
      ? style.titleLineHeight : (iosMajor >= 15 ? 15.0 : 18.0) * 2444.0 / 2048.0
  }

  /// The physical placement (0 top, 1 bottom, 2 left, 3 right).
  var placement: Int {
    switch style.placement {
    case 4: return rightToLeft ? 3 : 2
    case 5: return rightToLeft ? 2 : 3
    default: return style.placement
    }
  }

  /// The physical horizontal alignment (0 center, 1 left, 2 right, 3 fill).
  var horizontal: Int {
    switch style.horizontal {
    case 4: return rightToLeft ? 2 : 1
    case 5: return rightToLeft ? 1 : 2
    default: return style.horizontal
    }
  }

  /// Where the group aligns: -1 left/top, 0 centre (fill centres too), 1 right/bottom.
  var horizontalAnchor: Int { horizontal == 1 ? -1 : horizontal == 2 ? 1 : 0 }
  var verticalAnchor: Int { style.vertical == 1 ? -1 : style.vertical == 2 ? 1 : 0 }

  // MARK: UIKit's legacy layout (docs/layout-model.md section 1)

  /// Step 10: the intrinsic content size.
  func intrinsicSize(_ b: Button) -> Size {
    let ci = b.content
    let titleWidth = b.title.map { roundTitle($0.width) } ?? 0
    let titleHeight = roundTitle(b.title?.height ?? lineHeight)
    let image = b.image ?? Size(width: 0, height: 0)
    var width = image.width + titleWidth
    var height = Swift.max(image.height, titleHeight)
    if b.image == nil && ci.top == 0 && ci.left == 0 && ci.bottom == 0 && ci.right == 0 {
      height += 2 * 6.0
      width = Swift.max(width, 30.0)
    }
    return Size(
      width: roundS(width + ci.left + ci.right), height: roundS(height + ci.top + ci.bottom))
  }

  /// Step 1: the content rect, snapped outward.
  func contentRect(_ bounds: Size, _ ci: ButtonStyleEdgeInsets) -> Rect {
    let w = bounds.width - ci.left - ci.right
    let h = bounds.height - ci.top - ci.bottom
    let x = ci.left + (w < 0 ? w / 2 : 0)
    let y = ci.top + (h < 0 ? h / 2 : 0)
    let minX = floorS(x)
    let minY = floorS(y)
    let maxX = ceilS(x + Swift.max(w, 0))
    let maxY = ceilS(y + Swift.max(h, 0))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Step 2: an element's rect, each field rounded, a negative size empty.
  func elementRect(_ content: Rect, _ insets: ButtonStyleEdgeInsets) -> Rect {
    let r = content.inset(insets)
    return Rect(
      x: roundS(r.x), y: roundS(r.y), width: Swift.max(roundS(r.width), 0),
      height: Swift.max(roundS(r.height), 0))
  }

  /// Steps 1–7: the image and title frames' origins.
  func frames(_ b: Button) -> (image: Rect?, title: Rect?) {
    let bounds = b.bounds ?? intrinsicSize(b)
    let content = contentRect(bounds, b.content)
    let ir = elementRect(content, b.imageInsets)
    let tr = elementRect(content, b.titleInsets)
    let iw = b.image.map { Swift.min($0.width, ir.width) } ?? 0
    let ih = b.image.map { Swift.min($0.height, ir.height) } ?? 0
    var tw = 0.0
    var th = 0.0
    if let title = b.title {
      tw = roundTitle(Swift.min(title.width, Swift.max(tr.width - iw, 0)))
      th = roundTitle(title.height)
    }
    var imageWidth = iw
    var titleWidth = tw
    let imageX: Double
    let titleX: Double
    switch (horizontal, rightToLeft) {
    case (3, _):
      let total = iw + tw == 0 ? 1 : iw + tw
      imageWidth = iw * ir.width / total
      titleWidth = tw * tr.width / total
      if !rightToLeft {
        imageX = ir.x
        titleX = tr.x + tr.width - titleWidth
      } else {
        imageX = ir.x + ir.width - imageWidth
        titleX = tr.x
      }
    case (1, false):
      imageX = ir.x
      titleX = tr.x + iw
    case (2, false):
      imageX = Swift.max(ir.x + ir.width - tw - iw, ir.x)
      titleX = tr.x + tr.width - tw
    case (1, true):
      imageX = ir.x + tw
      titleX = tr.x
    case (2, true):
      imageX = Swift.max(ir.x + ir.width - iw, ir.x)
      titleX = tr.x + tr.width - tw - iw
    case (_, false):
      imageX = ir.x + Swift.max(floorS((ir.width - iw - tw) / 2), 0)
      titleX = tr.x + iw + roundS((tr.width - iw - tw) / 2)
    case (_, true):
      imageX = ir.x + Swift.max(floorS((ir.width - iw - tw) / 2 + tw), 0)
      titleX = tr.x + roundS((tr.width - iw - tw) / 2 + iw) - iw
    }
    let imageY: Double
    let titleY: Double
    switch style.vertical {
    case 0:
      imageY = ir.y + Swift.max(floorS((ir.height - ih) / 2), 0)
      titleY = tr.y + roundS((tr.height - th) / 2)
    case 2:
      imageY = Swift.max(ir.y + ir.height - ih, ir.y)
      titleY = tr.y + tr.height - th
    default:
      imageY = ir.y
      titleY = tr.y
    }
    return (
      b.image == nil
        ? nil : Rect(x: roundS(imageX), y: roundS(imageY), width: imageWidth, height: ih),
      b.title == nil
        ? nil : Rect(x: roundS(titleX), y: roundS(titleY), width: titleWidth, height: th)
    )
  }

  // MARK: The exact technique

  /// The title as the button sizes it, unconstrained (step 4).
  func roundedTitle(_ title: Size?) -> Size? {
    title.map { Size(width: roundTitle($0.width), height: roundTitle($0.height)) }
  }

  /// Content plus padding, rounded to the pixel: the intrinsic size the button should report.
  func neededSize(image: Size?, title: Size?) -> Size {
    let i = image ?? Size(width: 0, height: 0)
    let t = title ?? Size(width: 0, height: 0)
    let spacing = image != nil && title != nil ? style.spacing : 0
    let content =
      placement <= 1
      ? Size(width: Swift.max(i.width, t.width), height: i.height + spacing + t.height)
      : Size(width: i.width + spacing + t.width, height: Swift.max(i.height, t.height))
    let p = style.padding
    return Size(
      width: roundS(content.width + (p.left + p.right)),
      height: roundS(content.height + (p.top + p.bottom)))
  }

  static func start(_ length: Double, _ minimum: Double, _ available: Double, _ anchor: Int)
    -> Double
  {
    anchor < 0
      ? minimum : anchor > 0 ? minimum + available - length : minimum + (available - length) / 2
  }

  /// Where image and title belong within `bounds`: the gap snapped first, then the group.
  func targets(_ bounds: Size, image: Size?, title: Size?) -> (image: Rect?, title: Rect?) {
    let p = style.padding
    let area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(p)
    let i = image ?? Size(width: 0, height: 0)
    let t = title ?? Size(width: 0, height: 0)
    let vertical = placement <= 1
    let imageFirst = placement == 0 || placement == 2
    let firstLength =
      vertical ? (imageFirst ? i.height : t.height) : (imageFirst ? i.width : t.width)
    let secondLength =
      vertical ? (imageFirst ? t.height : i.height) : (imageFirst ? t.width : i.width)
    let both = image != nil && title != nil
    let spacing = both ? style.spacing : 0
    let offset = both ? roundS(firstLength + spacing) : 0
    let extent = both ? offset + secondLength : Swift.max(firstLength, secondLength)
    let mainStart =
      vertical
      ? roundS(Self.start(extent, area.y, area.height, verticalAnchor))
      : roundS(Self.start(extent, area.x, area.width, horizontalAnchor))
    let imageMain = mainStart + (imageFirst ? 0 : offset)
    let titleMain = mainStart + (imageFirst ? offset : 0)
    let imageCross = vertical ? i.width : i.height
    let titleCross = vertical ? t.width : t.height
    let crossExtent = Swift.max(imageCross, titleCross)
    let crossStart =
      vertical
      ? roundS(Self.start(crossExtent, area.x, area.width, horizontalAnchor))
      : roundS(Self.start(crossExtent, area.y, area.height, verticalAnchor))
    let imageAcross = crossStart + roundS((crossExtent - imageCross) / 2)
    let titleAcross = crossStart + roundS((crossExtent - titleCross) / 2)
    return (
      image.map {
        vertical
          ? Rect(x: imageAcross, y: imageMain, width: $0.width, height: $0.height)
          : Rect(x: imageMain, y: imageAcross, width: $0.width, height: $0.height)
      },
      title.map {
        vertical
          ? Rect(x: titleAcross, y: titleMain, width: $0.width, height: $0.height)
          : Rect(x: titleMain, y: titleAcross, width: $0.width, height: $0.height)
      }
    )
  }

  /// The grid value nearest `ideal` for which `roundS(base + value)` is `needed`.
  func farSide(_ ideal: Double, base: Double, needed: Double) -> Double {
    let candidates = [roundS(ideal), floorS(ideal), ceilS(ideal)]
    return candidates.first { Swift.abs(roundS(base + $0) - needed) < 1e-9 } ?? candidates[0]
  }

  /// Content insets whose sum makes the intrinsic size content plus padding.
  func contentInsets(image: Size?, title: Size?) -> ButtonStyleEdgeInsets {
    let needed = neededSize(image: image, title: title)
    let i = image ?? Size(width: 0, height: 0)
    let titleWidth = title?.width ?? 0
    let titleHeight = title?.height ?? roundTitle(lineHeight)
    let horizontal = needed.width - i.width - titleWidth
    let vertical = needed.height - Swift.max(i.height, titleHeight)
    let p = style.padding
    let left = floorS(p.left + (horizontal - (p.left + p.right)) / 2)
    let top = floorS(p.top + (vertical - (p.top + p.bottom)) / 2)
    let baseWidth = i.width + titleWidth
    let baseHeight = Swift.max(i.height, titleHeight)
    let right = farSide(horizontal - left, base: baseWidth + left, needed: needed.width)
    let bottom = farSide(vertical - top, base: baseHeight + top, needed: needed.height)
    var insets = ButtonStyleEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    if image == nil && top == 0 && left == 0 && bottom == 0 && right == 0 {
      insets.top += 1 / scale
      insets.bottom -= 1 / scale
    }
    return insets
  }

  /// The element insets that turn `content` into `rect`.
  func insets(from content: Rect, to rect: Rect) -> ButtonStyleEdgeInsets {
    ButtonStyleEdgeInsets(
      top: roundS(rect.y - content.y), left: roundS(rect.x - content.x),
      bottom: roundS(content.maxY - rect.maxY), right: roundS(content.maxX - rect.maxX))
  }

  /// Moves `rect` by what `frame` missed of `target`; whether anything moved.
  func shift(_ rect: inout Rect, by target: Rect, from frame: Rect) -> Bool {
    let dx = roundS(target.x - frame.x)
    let dy = roundS(target.y - frame.y)
    rect.x += dx
    rect.y += dy
    return dx != 0 || dy != 0
  }

  /// The three insets for these live sizes; `bounds` nil lays the button out at its intrinsic
  /// size.
  func solve(image: Size?, rawTitle: Size?, bounds fixed: Size?) -> ButtonStyleInsets {
    let title = roundedTitle(rawTitle)
    let bounds = fixed ?? neededSize(image: image, title: title)
    let iw = image?.width ?? 0
    let ih = image?.height ?? 0
    let tw = title?.width ?? 0
    let th = title?.height ?? 0
    var button = Button(bounds: fixed, image: image, title: rawTitle)
    button.content = contentInsets(image: image, title: title)
    let content = contentRect(bounds, button.content)
    let rectWidth = ceilS(iw + tw)
    var shownImage = image
    var shownTitle = title
    if style.horizontal == 3, iw + tw > 0 {
      shownImage?.width = iw * rectWidth / (iw + tw)
      shownTitle?.width = tw * rectWidth / (iw + tw)
    }
    if style.vertical == 3 {
      shownImage?.height = ceilS(ih)
    }
    let aims = targets(bounds, image: shownImage, title: shownTitle)
    var imageRect = Rect(x: 0, y: 0, width: rectWidth, height: ceilS(ih))
    var titleRect = Rect(x: 0, y: 0, width: rectWidth, height: th)
    if let target = aims.image {
      imageRect.x = roundS(!rightToLeft ? target.x : target.x - tw)
      imageRect.y = target.y
    }
    if let target = aims.title {
      titleRect.x = roundS(!rightToLeft ? target.x - iw : target.x)
      titleRect.y = target.y
    }
    // Up to three simulate-and-correct rounds; one normally suffices.
    for _ in 0..<3 {
      button.imageInsets = insets(from: content, to: imageRect)
      button.titleInsets = insets(from: content, to: titleRect)
      let shown = frames(button)
      var corrected = false
      if let target = aims.image, let frame = shown.image {
        corrected = shift(&imageRect, by: target, from: frame) || corrected
      }
      if let target = aims.title, let frame = shown.title {
        corrected = shift(&titleRect, by: target, from: frame) || corrected
      }
      if !corrected { break }
    }
    // An element the button does not have gets no insets (they would move nothing).
    let none = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    return ButtonStyleInsets(
      image: image == nil ? none : button.imageInsets,
      title: rawTitle == nil ? none : button.titleInsets, content: button.content)
  }
}
