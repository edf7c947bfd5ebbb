// UIButton+ButtonStyles.h: 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - hostile

/// Applies the `hostile` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 74×34.333, gap 0; 1 warning
/// - warning small-hit-target: the button is 74×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyHostileStyle;

/// Sets the `hostile` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyHostileConfiguration;

#pragma mark - loading

/// Applies the `loading` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Configure" 75×20.287, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 119.333×34.333, gap 0; 1 warning
/// - warning small-hit-target: the button is 119.333×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyLoadingStyle;

/// Sets the `loading` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyLoadingConfiguration;

#pragma mark - reserved

/// Applies the `reserved` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 76×34.333, gap 0; 1 warning
/// - warning small-hit-target: the button is 76×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyReservedStyle;

/// Sets the `reserved` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyReservedConfiguration;

#pragma mark - star

/// Applies the `star` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 74×34.333, gap 0; 1 warning
/// - warning small-hit-target: the button is 74×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyStarStyle;

/// Sets the `star` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyStarConfiguration;

@end

@interface UIButtonConfiguration (ButtonStyles)

/// A plain configuration with the `hostile` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForHostileStyle;

/// A plain configuration with the `loading` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForLoadingStyle;

/// A plain configuration with the `reserved` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForReservedStyle;

/// A plain configuration with the `star` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForStarStyle;

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
