// UIButton+ButtonStyles.h: 3 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - chip/mini

/// Applies the `chip/mini` style as a UIButton.Configuration (the catalog's technique is `exact`).
///
/// title "Tag" 24.333×18, padding 5,10,5,10, size fit, align center/center, @3x, iOS 26.1, direction ltr, button size mini
/// LTR (model): intrinsic 44.333×28; 1 warning
/// - warning small-hit-target: the button is 44.333×28 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyChipMiniStyle;

/// Sets the `chip/mini` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyChipMiniConfiguration;

#pragma mark - cta/large

/// Applies the `cta/large` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// image 20×20, title "Configure" 75×20.333, placement leading, spacing 6, padding 15,20,15,20, size fit, align center/center, @3x, iOS 26.1, direction both, button size large
/// LTR (model): intrinsic 141×50.333, gap 6; ok
/// RTL (model): intrinsic 141×50.333, gap 6; ok
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyCtaLargeStyle;

/// Sets the `cta/large` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyCtaLargeConfiguration;

#pragma mark - plain/medium

/// Applies the `plain/medium` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Go" 20×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 44×34.333; 1 warning
/// - warning small-hit-target: the button is 44×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyPlainMediumStyle;

/// Sets the `plain/medium` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyPlainMediumConfiguration;

@end

@interface UIButtonConfiguration (ButtonStyles)

/// A plain configuration with the `chip/mini` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForChipMiniStyle;

/// A plain configuration with the `cta/large` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForCtaLargeStyle;

/// A plain configuration with the `plain/medium` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForPlainMediumStyle;

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
