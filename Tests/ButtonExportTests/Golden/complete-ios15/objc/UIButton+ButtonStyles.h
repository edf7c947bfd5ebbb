// UIButton+ButtonStyles.h: 5 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 15.0: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - badge/unread

/// Applies the `badge/unread` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 12×12, title "Ünread ?\?/ */" 60×18, placement right, spacing 4, padding 2,6,2,6, size fit, align left/center, @3x, iOS 15.0, direction both
/// LTR (model): intrinsic 88×22, gap 4; 1 warning
/// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
/// RTL (model): intrinsic 88×22, gap 4; 1 warning
/// - warning small-hit-target: the button is 88×22 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyBadgeUnreadStyle;

/// Sets the `badge/unread` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyBadgeUnreadConfiguration;

#pragma mark - caption/more

/// Applies the `caption/more` style as a UIButton.Configuration (the catalog's technique is `layout-subviews`).
///
/// image 10×10, title "More" 30×16, placement trailing, spacing 2, padding 0,0,0,0, size fit, align center/center, @3x, iOS 16.0, direction ltr
/// LTR (model): intrinsic 42×16, gap 2; 1 warning
/// - warning small-hit-target: the button is 42×16 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyCaptionMoreStyle;

/// Sets the `caption/more` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyCaptionMoreConfiguration;

#pragma mark - cart/add

/// Applies the `cart/add` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// Add to cart: a font file, Dynamic Type, states.
///
/// image 20×20, title "Add to cart" 82.4×20.3, placement leading, spacing 8, padding 12,16,12,16, size 240×48, align center/center, @3x, iOS 14.0, direction ltr
/// LTR (model): intrinsic 142.667×44.333, bounds 240×48, gap 8; 1 error
/// - error requires-ios-15: UIButton.Configuration needs iOS 15; the target is iOS 14.0
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyCartAddStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyCartAddStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `cart/add` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyCartAddConfiguration;

#pragma mark - plain/go

/// Applies the `plain/go` style as a UIButton.Configuration (the catalog's technique is `edge-insets`).
///
/// title "Go" 20×20.333, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 20×20.333; 1 warning
/// - warning small-hit-target: the button is 20×20.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applyPlainGoStyle;

/// Sets the `plain/go` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyPlainGoConfiguration;

#pragma mark - sys/small

/// Applies the `sys/small` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Small" 34×16, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr
/// LTR (model): intrinsic 34×16; 1 warning
/// - warning small-hit-target: the button is 34×16 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 15.0: the configuration on every iOS; no legacy insets.
- (void)applySysSmallStyle;

/// Sets the `sys/small` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applySysSmallConfiguration;

@end

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
