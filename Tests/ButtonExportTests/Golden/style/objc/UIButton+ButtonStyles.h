// UIButton+ButtonStyles.h: 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - chip/tinted

/// Applies the `chip/tinted` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Tag" 24.333×20.333, padding 7,12,7,12, size 80×44, align center/center, @3x, iOS 26.1, direction ltr, style tinted, corners capsule
/// LTR (model): intrinsic 48.333×34.333, bounds 80×44; ok
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyChipTintedStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyChipTintedStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `chip/tinted` style's image placement, padding, content insets, title and
/// image on a new `tinted()` configuration (the style's factory), then assigns it.
- (void)applyChipTintedConfiguration;

#pragma mark - cta/filled

/// Applies the `cta/filled` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Configure" 75×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style filled, corners fixed, corner radius 6
/// LTR (model): intrinsic 99×34.333; 1 warning
/// - warning small-hit-target: the button is 99×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyCtaFilledStyle;

/// Sets the `cta/filled` style's image placement, padding, content insets, title and
/// image on a new `filled()` configuration (the style's factory), then assigns it.
- (void)applyCtaFilledConfiguration;

#pragma mark - plain/unstyled

/// Applies the `plain/unstyled` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Go" 20×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR (model): intrinsic 44×34.333; 1 warning
/// - warning small-hit-target: the button is 44×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyPlainUnstyledStyle;

/// Sets the `plain/unstyled` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyPlainUnstyledConfiguration;

#pragma mark - toolbar/glass

/// Applies the `toolbar/glass` style as a UIButton.Configuration (the catalog's technique is `configuration`).
///
/// title "Done" 38×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style glass
/// LTR (model): intrinsic 62×34.333; 1 warning
/// - warning small-hit-target: the button is 62×34.333 pt, under the 44×44 pt minimum hit target
///
/// Deployment target iOS 26.1: the configuration on every iOS; no legacy insets.
- (void)applyToolbarGlassStyle;

/// Sets the `toolbar/glass` style's image placement, padding, content insets, title and
/// image on a new `glass()` configuration (the style's factory), then assigns it.
- (void)applyToolbarGlassConfiguration;

@end

@interface UIButtonConfiguration (ButtonStyles)

/// A `tinted()` configuration with the `chip/tinted` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForChipTintedStyle;

/// A `filled()` configuration with the `cta/filled` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForCtaFilledStyle;

/// A plain configuration with the `plain/unstyled` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForPlainUnstyledStyle;

/// A `glass()` configuration with the `toolbar/glass` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForToolbarGlassStyle;

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
