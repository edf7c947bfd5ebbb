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

@implementation ButtonStyleButton

- (void)setStyleName:(nullable NSString *)styleName {
  _styleName = [styleName copy];
  [self setNeedsLayout];
  [self invalidateIntrinsicContentSize];
}

/// Whether the legacy insets apply: not under a configuration.
- (BOOL)usesStyleLayout {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      return NO;
    }
  }
  return YES;
}

- (double)styleDisplayScale {
  CGFloat scale = self.traitCollection.displayScale;
  return scale > 0 ? (double)scale : 1;
}

/// The image's own size and the title's one-line, unconstrained size (-1 when absent).
/// UNVERIFIED: that sizeThatFits: of an unbounded size is the text size UIKit's legacy layout
/// starts from (the solver rounds it again as UIKit does), and that insets set before
/// [super layoutSubviews] apply in the same pass (buttoncat README, "Using the generated code").
- (void)getLiveImage:(CGSize *)image title:(CGSize *)title {
  UIImage *currentImage = self.currentImage;
  UILabel *label = self.titleLabel;
  *image = currentImage != nil ? currentImage.size : CGSizeMake(-1, -1);
  *title = CGSizeMake(-1, -1);
  if (label != nil && label.text.length > 0) {
    *title = [label sizeThatFits:CGSizeMake(CGFLOAT_MAX, CGFLOAT_MAX)];
  }
}

- (BOOL)getStyleInsets:(ButtonStyleInsets *)insets forBounds:(CGSize)bounds intrinsic:(BOOL)intrinsic {
  CGSize image;
  CGSize title;
  if (self.styleName == nil) {
    return NO;
  }
  [self getLiveImage:&image title:&title];
  return ButtonStyleLayoutInsets(
      self.styleName.UTF8String, image.width, image.height, title.width, title.height,
      intrinsic ? -1 : bounds.width, intrinsic ? -1 : bounds.height, [self styleDisplayScale],
      self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft,
      (int)NSProcessInfo.processInfo.operatingSystemVersion.majorVersion, insets);
}

static UIEdgeInsets ButtonStyleUIEdgeInsets(ButtonStyleEdgeInsets i) {
  return UIEdgeInsetsMake(i.top, i.left, i.bottom, i.right);
}

- (void)layoutSubviews {
  ButtonStyleInsets insets;
  if ([self usesStyleLayout] && [self getStyleInsets:&insets forBounds:self.bounds.size intrinsic:NO]) {
    UIEdgeInsets content = ButtonStyleUIEdgeInsets(insets.content);
    UIEdgeInsets image = ButtonStyleUIEdgeInsets(insets.image);
    UIEdgeInsets title = ButtonStyleUIEdgeInsets(insets.title);
    // Each only when it changes: setting one asks for another layout.
    if (!UIEdgeInsetsEqualToEdgeInsets(self.contentEdgeInsets, content)) {
      self.contentEdgeInsets = content;
    }
    if (!UIEdgeInsetsEqualToEdgeInsets(self.imageEdgeInsets, image)) {
      self.imageEdgeInsets = image;
    }
    if (!UIEdgeInsetsEqualToEdgeInsets(self.titleEdgeInsets, title)) {
      self.titleEdgeInsets = title;
    }
  }
  [super layoutSubviews];
}

- (CGSize)intrinsicContentSize {
  CGSize image;
  CGSize title;
  double width;
  double height;
  if ([self usesStyleLayout] && self.styleName != nil) {
    [self getLiveImage:&image title:&title];
    if (ButtonStyleLayoutIntrinsicContentSize(
            self.styleName.UTF8String, image.width, image.height, title.width, title.height,
            [self styleDisplayScale],
            (int)NSProcessInfo.processInfo.operatingSystemVersion.majorVersion, &width, &height)) {
      return CGSizeMake(width, height);
    }
  }
  return [super intrinsicContentSize];
}

- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection {
  [super traitCollectionDidChange:previousTraitCollection];
  // Scale, layout direction and Dynamic Type (the title's size) live in the traits.
  [self setNeedsLayout];
  [self invalidateIntrinsicContentSize];
}

@end
