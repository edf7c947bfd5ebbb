// UIButton+ButtonStyles.h: 5 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - badge/unread

/// Applies the `badge/unread` style with its `configuration` technique.
///
/// image 12×12, title "Ünread ?\?/ */" 60×18, placement right, spacing 4, padding 2,6,2,6, size fit, align left/center, @3x, iOS 15.0, direction both
/// LTR (model): intrinsic 88×22, gap 4; 1 warning
/// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
/// RTL (model): intrinsic 88×22, gap 4; 1 warning
/// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
///
/// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
- (void)applyBadgeUnreadStyle;

/// Sets the `badge/unread` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyBadgeUnreadConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - caption/more

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
- (void)applyCaptionMoreStyle;

/// Sets the `caption/more` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyCaptionMoreConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - cart/add

/// Applies the `cart/add` style with its `exact` technique.
///
/// Add to cart: a font file, Dynamic Type, states.
///
/// image 20×20, title "Add to cart" 82.4×20.3, placement leading, spacing 8, padding 12,16,12,16, size 240×48, align center/center, @3x, iOS 14.0, direction ltr
/// LTR: intrinsic 142.667×44.333, bounds 240×48, gap 8; ok
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyCartAddStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyCartAddStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `cart/add` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyCartAddConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - plain/go

/// Applies the `plain/go` style with its `edge-insets` technique.
///
/// title "Go" 20×20.333, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR: intrinsic 30×33; 1 error, 1 warning
/// - error intrinsic-size-mismatch: intrinsicContentSize is 30×33, the content and padding need 20×21: Auto Layout sizes the button wrong
/// - warning small-hit-target: the button is 30×33 pt, under the 44×44 pt minimum hit target
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyPlainGoStyle;

/// Sets the `plain/go` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyPlainGoConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - sys/small

/// Applies the `sys/small` style with its `configuration` technique.
///
/// title "Small" 34×16, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
/// LTR (model): intrinsic 34×16; 1 warning
/// - warning small-hit-target: the button is 34×16 pt, under the 44×44 pt minimum hit target
///
/// iOS 15 and later: the configuration; before: the `exact` technique's legacy insets.
- (void)applySysSmallStyle;

/// Sets the `sys/small` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applySysSmallConfiguration API_AVAILABLE(ios(15.0));

@end

API_AVAILABLE(ios(15.0))
@interface UIButtonConfiguration (ButtonStyles)

/// A plain configuration with the `badge/unread` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
/// Pass the button's effectiveUserInterfaceLayoutDirection.
+ (UIButtonConfiguration *)configurationForBadgeUnreadStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection;

/// A plain configuration with the `caption/more` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForCaptionMoreStyle;

/// A plain configuration with the `cart/add` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForCartAddStyle;

/// A plain configuration with the `plain/go` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForPlainGoStyle;

/// A plain configuration with the `sys/small` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForSysSmallStyle;

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
