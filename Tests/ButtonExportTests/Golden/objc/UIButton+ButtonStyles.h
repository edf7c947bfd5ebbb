// UIButton+ButtonStyles.h: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - 2up

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
- (void)apply2upStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)apply2upStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `2up` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)apply2upConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - class

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
- (void)applyClassStyle;

/// Sets the `class` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyClassConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - default

/// Applies the `default` style with its `content-insets` technique.
///
/// image 16×16, title "Default" 52.3×17.9, placement right, spacing 6, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction ltr
/// LTR: intrinsic 75×18, bounds 120×44, gap 5.667; 1 error
/// - error spacing-mismatch: the gap between image and title is 5.667 pt, asked for 6 pt
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyDefault_2Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyDefault_2StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `default` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyDefault_2Configuration API_AVAILABLE(ios(15.0));

#pragma mark - item2

/// Applies the `item2` style with its `configuration` technique.
///
/// Image only, at 2x.
///
/// image 28×28, padding 0,0,0,0, size 44×44, align center/center, @2x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 28×28, bounds 44×44; ok
///
/// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
- (void)applyItem2Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyItem2StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `item2` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyItem2Configuration API_AVAILABLE(ios(15.0));

#pragma mark - item10

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
- (void)applyItem10Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyItem10StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `item10` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyItem10Configuration API_AVAILABLE(ios(15.0));

#pragma mark - share

/// Applies the `share` style with its `exact` technique.
///
/// image 22×22, title "Share 🚀" 62.4×17.9, placement right, spacing 6, padding 0,0,0,0, size 140×44, align leading/center, @3x, iOS 26.1, direction rtl
/// RTL: intrinsic 91×22, bounds 140×44, gap 6; ok
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyShareStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyShareStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `share` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyShareConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - tabbar.home_icon

/// Applies the `tabbar.home_icon` style with its `configuration` technique.
///
/// image 24×24, title "Home" 31.2×12, placement bottom, spacing 2, padding 4,8,4,8, size fit, align center/center, @3x, iOS 26.1, direction both
/// LTR (model): intrinsic 47.333×46, gap 2; ok
/// RTL (model): intrinsic 47.333×46, gap 2; ok
///
/// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
- (void)applyTabbarHomeIconStyle;

/// Sets the `tabbar.home_icon` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyTabbarHomeIconConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - tabbar/home-icon

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
- (void)applyTabbarHomeIcon_2Style;

/// Sets the `tabbar/home-icon` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyTabbarHomeIcon_2Configuration API_AVAILABLE(ios(15.0));

#pragma mark - toolbar/done-button

/// Applies the `toolbar/done-button` style with its `exact` technique.
///
/// title "Done" 37×20, padding 0,0,0,0, size 80×44, align center/top, @3x, iOS 14.0, direction ltr
/// LTR: intrinsic 37×20, bounds 80×44; ok
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyToolbarDoneButtonStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyToolbarDoneButtonStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `toolbar/done-button` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyToolbarDoneButtonConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - 设置

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
- (void)applyU8BBEU7F6EStyle;

/// Sets the `设置` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyU8BBEU7F6EConfiguration API_AVAILABLE(ios(15.0));

@end

API_AVAILABLE(ios(15.0))
@interface UIButtonConfiguration (ButtonStyles)

/// A plain configuration with the `2up` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationFor2upStyle;

/// A plain configuration with the `class` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
/// Pass the button's effectiveUserInterfaceLayoutDirection.
+ (UIButtonConfiguration *)configurationForClassStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection;

/// A plain configuration with the `default` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForDefault_2Style;

/// A plain configuration with the `item2` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForItem2Style;

/// A plain configuration with the `item10` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForItem10Style;

/// A plain configuration with the `share` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForShareStyle;

/// A plain configuration with the `tabbar.home_icon` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForTabbarHomeIconStyle;

/// A plain configuration with the `tabbar/home-icon` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForTabbarHomeIcon_2Style;

/// A plain configuration with the `toolbar/done-button` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForToolbarDoneButtonStyle;

/// A plain configuration with the `设置` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
/// Pass the button's effectiveUserInterfaceLayoutDirection.
+ (UIButtonConfiguration *)configurationForU8BBEU7F6EStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection;

@end

/// A button that lays out its image and title with a catalog style's `exact` insets, recomputed
/// from its live title, image, bounds, screen scale, layout direction and iOS version whenever
/// UIKit lays it out or asks its size (ButtonStyleLayoutInsets): a localized title, a Dynamic
/// Type size or another state's title gets the insets that fit it.
///
/// Only its own instances change: layoutSubviews and intrinsicContentSize are overridden here,
/// never swizzled. A button with a UIButtonConfiguration (iOS 15+) is left to the
/// configuration: from iOS 15 the class is for buttons kept without a configuration (a
/// storyboard button of style "Default"). Set styleName to a catalog name; nil or an unknown
/// name leaves the button as UIKit has it.
@interface ButtonStyleButton : UIButton

/// The catalog name of the style this button is laid out with.
@property (nonatomic, copy, nullable) NSString *styleName;

/// The style's insets for the live sizes at `bounds` (intrinsic size when `intrinsic` is YES);
/// NO without a known style.
- (BOOL)getStyleInsets:(ButtonStyleInsets *)insets forBounds:(CGSize)bounds intrinsic:(BOOL)intrinsic;

@end

NS_ASSUME_NONNULL_END
