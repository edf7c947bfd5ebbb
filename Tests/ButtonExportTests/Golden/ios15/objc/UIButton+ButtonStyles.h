// UIButton+ButtonStyles.h: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 15.0: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - 2up

/// Applies the `2up` style as a UIButton.Configuration (the catalog's technique is `layout-subviews`).
///
/// image 18×18, title "2 up" 30×18, placement leading, spacing 5, padding 0,0,0,0, size 100×40, align center/center, @3x, iOS 26.1, direction both
/// LTR (model): intrinsic 53×18, bounds 100×40, gap 5; 1 warning
/// - warning small-hit-target: the button is 100×40 pt, under the 44×44 pt minimum hit target
/// RTL (model): intrinsic 53×18, bounds 100×40, gap 5; 1 warning
/// - warning small-hit-target: the button is 100×40 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)apply2upStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)apply2upStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `2up` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)apply2upConfiguration;

#pragma mark - class

/// Applies the `class` style as a UIButton.Configuration (the catalog's technique is `edge-insets`).
///
/// A Swift keyword as a name.
///
/// image 20×20, title "Share" 40.5×17.9, placement left, spacing 8, padding 6,12,6,12, size fit, align center/center, @3x, iOS 26.1, direction both
/// LTR (model): intrinsic 92.667×32, gap 8; 1 warning
/// - warning small-hit-target: the button is 92.667×32 pt, under the 44×44 pt minimum hit target
/// RTL (model): intrinsic 92.667×32, gap 8; 1 warning
/// - warning small-hit-target: the button is 92.667×32 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyClassStyle;

/// Sets the `class` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyClassConfiguration;

#pragma mark - default

/// Applies the `default` style as a UIButton.Configuration (the catalog's technique is `content-insets`).
///
/// image 16×16, title "Default" 52.3×17.9, placement right, spacing 6, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 74.333×18, bounds 120×44, gap 6; ok
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyDefault_2Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyDefault_2StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `default` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyDefault_2Configuration;

#pragma mark - item2

/// Applies the `item2` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// Image only, at 2x.
///
/// image 28×28, padding 0,0,0,0, size 44×44, align center/center, @2x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 28×28, bounds 44×44; ok
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyItem2Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyItem2StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `item2` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyItem2Configuration;

#pragma mark - item10

/// Applies the `item10` style as a UIButton.Configuration (the catalog's technique is `layout-subviews`).
///
/// Quotes, commas and a line break:
/// "a, b" \ end
///
/// image 16×16, title "Say \"hi\", then\nwave" 80×18, placement top, spacing 3, padding 0,0,0,0, size 96×56, align center/center, @2x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 80×37, bounds 96×56, gap 3; ok
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyItem10Style;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyItem10StyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `item10` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyItem10Configuration;

#pragma mark - share

/// Applies the `share` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// image 22×22, title "Share 🚀" 62.4×17.9, placement right, spacing 6, padding 0,0,0,0, size 140×44, align leading/center, @3x, iOS 26.1, direction rtl
/// RTL (model): intrinsic 90.667×22, bounds 140×44, gap 6; ok
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyShareStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyShareStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `share` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyShareConfiguration;

#pragma mark - tabbar.home_icon

/// Applies the `tabbar.home_icon` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 24×24, title "Home" 31.2×12, placement bottom, spacing 2, padding 4,8,4,8, size fit, align center/center, @3x, iOS 26.1, direction both
/// LTR (model): intrinsic 47.333×46, gap 2; ok
/// RTL (model): intrinsic 47.333×46, gap 2; ok
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyTabbarHomeIconStyle;

/// Sets the `tabbar.home_icon` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyTabbarHomeIconConfiguration;

#pragma mark - tabbar/home-icon

/// Applies the `tabbar/home-icon` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// Tab bar item: a 24 pt icon above a 10 pt title.
///
/// image 24×24, title "Home" 31.2×12, placement top, spacing 4, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 31.333×40, gap 4; 1 warning
/// - warning small-hit-target: the button is 31.333×40 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyTabbarHomeIcon_2Style;

/// Sets the `tabbar/home-icon` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyTabbarHomeIcon_2Configuration;

#pragma mark - toolbar/done-button

/// Applies the `toolbar/done-button` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// title "Done" 37×20, padding 0,0,0,0, size 80×44, align center/top, @3x, iOS 14.0, direction ltr
/// LTR (model): intrinsic 37×20, bounds 80×44; 1 error
/// - error requires-ios-15: UIButton.Configuration needs iOS 15; the target is iOS 14.0
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyToolbarDoneButtonStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyToolbarDoneButtonStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `toolbar/done-button` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyToolbarDoneButtonConfiguration;

#pragma mark - 设置

/// Applies the `设置` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// Settings, Chinese title, 8 pt between icon and text.
///
/// image 20×20, title "设置" 30×21, placement trailing, spacing 8, padding 0,10,0,6, size fit, align center/center, @3x, iOS 26.1, direction both
/// LTR (model): intrinsic 74×21, gap 8; 1 warning
/// - warning small-hit-target: the button is 74×21 pt, under the 44×44 pt minimum hit target
/// RTL (model): intrinsic 74×21, gap 8; 1 warning
/// - warning small-hit-target: the button is 74×21 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyU8BBEU7F6EStyle;

/// Sets the `设置` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyU8BBEU7F6EConfiguration;

@end

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
