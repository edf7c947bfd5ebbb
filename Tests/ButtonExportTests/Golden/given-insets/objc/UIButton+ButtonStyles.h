// UIButton+ButtonStyles.h: 2 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import <UIKit/UIKit.h>
#import "ButtonStyleLayout.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIButton (ButtonStyles)

#pragma mark - legacy/exact

/// Applies the `legacy/exact` style with its `exact` technique.
///
/// title "Go" 20×18, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr
/// LTR: intrinsic 20×18; 1 warning
/// - warning small-hit-target: the button is 20×18 pt, under the 44×44 pt minimum hit target
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyLegacyExactStyle;

/// Sets the `legacy/exact` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyLegacyExactConfiguration API_AVAILABLE(ios(15.0));

#pragma mark - legacy/share

/// Applies the `legacy/share` style with its `insets` technique.
///
/// image 24×24, title "Share" 40×18, placement left, spacing 8, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction both
/// LTR: intrinsic 64×28, bounds 120×44, gap 18; 1 error, 2 warnings
/// - error spacing-mismatch: the gap between image and title is 18 pt, asked for 8 pt
/// - warning off-center: the image+title group is -5 pt horizontally and 0 pt vertically off its center/center position
/// - warning intrinsic-size-mismatch: intrinsicContentSize is 64×28, the content and padding need 72×24: Auto Layout would size it wrong without the fixed size
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
/// RTL: intrinsic 64×28, bounds 120×44, gap -46; 2 errors, 2 warnings
/// - error spacing-mismatch: the gap between image and title is -46 pt, asked for 8 pt
/// - warning off-center: the image+title group is -5 pt horizontally and 0 pt vertically off its center/center position
/// - warning intrinsic-size-mismatch: intrinsicContentSize is 64×28, the content and padding need 72×24: Auto Layout would size it wrong without the fixed size
/// - info ignored-with-configuration: legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)
/// - error rtl-broken: under right-to-left layout image and title overlap or swap sides (gap -46 pt); the technique's insets assume left-to-right
///
/// A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead.
- (void)applyLegacyShareStyle;

/// The same; `constrainingSize` NO leaves out the fixed size's width and height constraints
/// (identified `ButtonStyles.size`, replaced when the style is applied again).
- (void)applyLegacyShareStyleConstrainingSize:(BOOL)constrainingSize;

/// Sets the `legacy/share` style's image placement, padding, content insets, title and
/// image on the button's configuration (a plain one when it has none): copy, modify, assign.
- (void)applyLegacyShareConfiguration API_AVAILABLE(ios(15.0));

@end

API_AVAILABLE(ios(15.0))
@interface UIButtonConfiguration (ButtonStyles)

/// A plain configuration with the `legacy/exact` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
+ (UIButtonConfiguration *)configurationForLegacyExactStyle;

/// A plain configuration with the `legacy/share` style's image placement, padding and
/// content insets, all set explicitly (their defaults depend on size and Dynamic Type), its
/// title, image and title font.
/// Pass the button's effectiveUserInterfaceLayoutDirection.
+ (UIButtonConfiguration *)configurationForLegacyShareStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection;

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
