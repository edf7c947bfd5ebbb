// UIButton+ButtonStyles.m: 3 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import "UIButton+ButtonStyles.h"

@implementation UIButton (ButtonStyles)

#pragma mark - chip/mini

- (void)applyChipMiniStyle {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyChipMiniConfiguration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(-5, -10, 23, 10);
  self.titleEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
  self.contentEdgeInsets = UIEdgeInsetsMake(5, 10, 5, 10);
}

- (void)applyChipMiniConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.buttonSize = UIButtonConfigurationSizeMini;
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(5, 10, 5, 10);
  self.configuration = configuration;
}

#pragma mark - cta/large

- (void)applyCtaLargeStyle {
  if (@available(iOS 15.0, *)) {
    [self applyCtaLargeConfiguration];
    return;
  }
  // Before iOS 15: the `exact` technique's insets.
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, 3, 1.0 / 3.0, -3);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, -3, 0, 3);
    self.contentEdgeInsets = UIEdgeInsetsMake(15, 23, 15, 23);
  } else {
    self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, -3, 1.0 / 3.0, 3);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, 3, 0, -3);
    self.contentEdgeInsets = UIEdgeInsetsMake(15, 23, 15, 23);
  }
}

- (void)applyCtaLargeConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.buttonSize = UIButtonConfigurationSizeLarge;
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(15, 20, 15, 20);
  self.configuration = configuration;
}

#pragma mark - plain/medium

- (void)applyPlainMediumStyle {
  if (@available(iOS 15.0, *)) {
    [self applyPlainMediumConfiguration];
    return;
  }
  // Before iOS 15: the `exact` technique's insets.
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(-7, -12, 28, 12);
  self.titleEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
  self.contentEdgeInsets = UIEdgeInsetsMake(7, 12, 7, 12);
}

- (void)applyPlainMediumConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  self.configuration = configuration;
}

@end

@implementation UIButtonConfiguration (ButtonStyles)

+ (UIButtonConfiguration *)configurationForChipMiniStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.buttonSize = UIButtonConfigurationSizeMini;
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(5, 10, 5, 10);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForCtaLargeStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.buttonSize = UIButtonConfigurationSizeLarge;
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(15, 20, 15, 20);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForPlainMediumStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  return configuration;
}

@end
