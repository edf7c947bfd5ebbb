// UIButton+ButtonStyles.m: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import "UIButton+ButtonStyles.h"

@implementation UIButton (ButtonStyles)

#pragma mark - 2up

- (void)apply2upStyle {
  // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
  // of every button in the app; it is not part of this file. It would use:
  //   LTR: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
  //   LTR: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
  //   RTL: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
  //   RTL: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
  if (@available(iOS 15.0, *)) {
    [self apply2upConfiguration];
  }
}

- (void)apply2upConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 5;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - class

- (void)applyClassStyle {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyClassConfiguration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(0, -4, 0, 4);
  self.titleEdgeInsets = UIEdgeInsetsMake(0, 4, 0, -4);
  self.contentEdgeInsets = UIEdgeInsetsMake(6, 12, 6, 12);
}

- (void)applyClassConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
  }
  self.configuration = configuration;
}

#pragma mark - default

- (void)applyDefault_2Style {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyDefault_2Configuration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(0, 59, 0, -59);
  self.titleEdgeInsets = UIEdgeInsetsMake(0, -16, 0, 16);
  self.contentEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 6);
}

- (void)applyDefault_2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - item2

- (void)applyItem2Style {
  if (@available(iOS 15.0, *)) {
    [self applyItem2Configuration];
    return;
  }
  // Before iOS 15: the `exact` technique's insets.
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(8, 8, 8, 8);
  self.titleEdgeInsets = UIEdgeInsetsMake(0, 0, 44, 16);
  self.contentEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
}

- (void)applyItem2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - item10

- (void)applyItem10Style {
  // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
  // of every button in the app; it is not part of this file. It would use:
  //   LTR: buttonImagePosition = top (1000), buttonImageMargin = 3, contentEdgeInsets = 0,0,0,0
  //   LTR: imageView.frame = 40,9.5 16×16, titleLabel.frame = 0,28.5 96×18
  if (@available(iOS 15.0, *)) {
    [self applyItem10Configuration];
  }
}

- (void)applyItem10Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 3;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - share

- (void)applyShareStyle {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyShareConfiguration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentLeading;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  // Laid out for right-to-left only.
  self.imageEdgeInsets = UIEdgeInsetsMake(11, 52, 11, -3);
  self.titleEdgeInsets = UIEdgeInsetsMake(13, 46, 13, 3);
  self.contentEdgeInsets = UIEdgeInsetsMake(0, 3, 0, 3);
}

- (void)applyShareConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - tabbar.home_icon

- (void)applyTabbarHomeIconStyle {
  if (@available(iOS 15.0, *)) {
    [self applyTabbarHomeIconConfiguration];
    return;
  }
  // Before iOS 15: the `exact` technique's insets.
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    self.imageEdgeInsets = UIEdgeInsetsMake(7, -16, -7, 16);
    self.titleEdgeInsets = UIEdgeInsetsMake(-7, 12, 19, -12);
    self.contentEdgeInsets = UIEdgeInsetsMake(11, -4, 11, -4);
  } else {
    self.imageEdgeInsets = UIEdgeInsetsMake(7, 16, -7, -16);
    self.titleEdgeInsets = UIEdgeInsetsMake(-7, -12, 19, 12);
    self.contentEdgeInsets = UIEdgeInsetsMake(11, -4, 11, -4);
  }
}

- (void)applyTabbarHomeIconConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeBottom;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(4, 8, 4, 8);
  self.configuration = configuration;
}

#pragma mark - tabbar/home-icon

- (void)applyTabbarHomeIcon_2Style {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyTabbarHomeIcon_2Configuration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  self.imageEdgeInsets = UIEdgeInsetsMake(-8, 16, 8, -16);
  self.titleEdgeInsets = UIEdgeInsetsMake(20, -12, -8, 12);
  self.contentEdgeInsets = UIEdgeInsetsMake(8, -12, 8, -12);
}

- (void)applyTabbarHomeIcon_2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 4;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - toolbar/done-button

- (void)applyToolbarDoneButtonStyle {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyToolbarDoneButtonConfiguration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentTop;
  self.imageEdgeInsets = UIEdgeInsetsMake(-1.0 / 3.0, 0, 133.0 / 3.0, 43);
  self.titleEdgeInsets = UIEdgeInsetsMake(-1.0 / 3.0, 65.0 / 3.0, 73.0 / 3.0, 64.0 / 3.0);
  self.contentEdgeInsets = UIEdgeInsetsMake(1.0 / 3.0, 0, -1.0 / 3.0, 0);
}

- (void)applyToolbarDoneButtonConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  self.configuration = configuration;
}

#pragma mark - 设置

- (void)applyU8BBEU7F6EStyle {
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyU8BBEU7F6EConfiguration];
      return;
    }
  }
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, -34, 1.0 / 3.0, 34);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, 24, 0, -24);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 14, 0, 10);
  } else {
    self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, 34, 1.0 / 3.0, -34);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, -24, 0, 24);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 14, 0, 10);
  }
}

- (void)applyU8BBEU7F6EConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 6, 0, 10);
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 10, 0, 6);
  }
  self.configuration = configuration;
}

@end

@implementation UIButtonConfiguration (ButtonStyles)

+ (UIButtonConfiguration *)configurationFor2upStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 5;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForClassStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  if (layoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
  }
  return configuration;
}

+ (UIButtonConfiguration *)configurationForDefault_2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForItem2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForItem10Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 3;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForShareStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForTabbarHomeIconStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeBottom;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(4, 8, 4, 8);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForTabbarHomeIcon_2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 4;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForToolbarDoneButtonStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  return configuration;
}

+ (UIButtonConfiguration *)configurationForU8BBEU7F6EStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  if (layoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 6, 0, 10);
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 10, 0, 6);
  }
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
