// UIButton+ButtonStyles.m: 10 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import "UIButton+ButtonStyles.h"

@implementation UIButton (ButtonStyles)

#pragma mark - 2up

- (void)apply2upStyle {
  [self apply2upStyleConstrainingSize:YES];
}

- (void)apply2upStyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
  // of every button in the app; it is not part of this file. It would use:
  //   LTR: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
  //   LTR: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
  //   RTL: buttonImagePosition = not-set (0), buttonImageMargin = 5, contentEdgeInsets = 0,0,0,0
  //   RTL: imageView.frame = 23.5,11 18×18, titleLabel.frame = 46.5,11 30×18
  if (@available(iOS 15.0, *)) {
    [self apply2upConfiguration];
  } else {
    [self setTitle:@"2 up" forState:UIControlStateNormal];
    // The image is 18×18 pt, given by size in the catalog: set an image of that size.
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:100];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:40];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)apply2upConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 5;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"2 up";
  // The image is 18×18 pt, given by size in the catalog: set an image of that size.
  self.configuration = configuration;
}

#pragma mark - class

- (void)applyClassStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyClassConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(0, -4, 0, 4);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, 4, 0, -4);
    self.contentEdgeInsets = UIEdgeInsetsMake(6, 12, 6, 12);
    [self setTitle:@"Share" forState:UIControlStateNormal];
    // The image is 20×20 pt, given by size in the catalog: set an image of that size.
  }
}

- (void)applyClassConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  }
  configuration.title = @"Share";
  // The image is 20×20 pt, given by size in the catalog: set an image of that size.
  self.configuration = configuration;
}

#pragma mark - default

- (void)applyDefault_2Style {
  [self applyDefault_2StyleConstrainingSize:YES];
}

- (void)applyDefault_2StyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyDefault_2Configuration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(0, 59, 0, -59);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, -16, 0, 16);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 6);
    [self setTitle:@"Default" forState:UIControlStateNormal];
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:120];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:44];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyDefault_2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Default";
  // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  self.configuration = configuration;
}

#pragma mark - item2

- (void)applyItem2Style {
  [self applyItem2StyleConstrainingSize:YES];
}

- (void)applyItem2StyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (@available(iOS 15.0, *)) {
    [self applyItem2Configuration];
  } else {
    // Before iOS 15: the `exact` technique's insets.
    self.imageEdgeInsets = UIEdgeInsetsMake(8, 8, 8, 8);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    [self setImage:[UIImage imageNamed:@"plus"] forState:UIControlStateNormal];
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:44];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:44];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyItem2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.image = [UIImage imageNamed:@"plus"];
  self.configuration = configuration;
}

#pragma mark - item10

- (void)applyItem10Style {
  [self applyItem10StyleConstrainingSize:YES];
}

- (void)applyItem10StyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
  // of every button in the app; it is not part of this file. It would use:
  //   LTR: buttonImagePosition = top (1000), buttonImageMargin = 3, contentEdgeInsets = 0,0,0,0
  //   LTR: imageView.frame = 40,9.5 16×16, titleLabel.frame = 0,28.5 96×18
  if (@available(iOS 15.0, *)) {
    [self applyItem10Configuration];
  } else {
    [self setTitle:@"Say \"hi\", then\012wave" forState:UIControlStateNormal];
    // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:96];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:56];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyItem10Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 3;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Say \"hi\", then\012wave";
  // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  self.configuration = configuration;
}

#pragma mark - share

- (void)applyShareStyle {
  [self applyShareStyleConstrainingSize:YES];
}

- (void)applyShareStyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentLeading;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyShareConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    // Laid out for right-to-left only.
    self.imageEdgeInsets = UIEdgeInsetsMake(11, 52, 11, -3);
    self.titleEdgeInsets = UIEdgeInsetsMake(13, 46, 13, 3);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 3, 0, 3);
    [self setTitle:@"Share \360\237\232\200" forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"share"] forState:UIControlStateNormal];
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:140];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:44];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyShareConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentLeading;
  configuration.title = @"Share \360\237\232\200";
  configuration.image = [UIImage imageNamed:@"share"];
  self.configuration = configuration;
}

#pragma mark - tabbar.home_icon

- (void)applyTabbarHomeIconStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (@available(iOS 15.0, *)) {
    [self applyTabbarHomeIconConfiguration];
  } else {
    // Before iOS 15: the `exact` technique's insets.
    if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
      self.imageEdgeInsets = UIEdgeInsetsMake(7, -16, -7, 16);
      self.titleEdgeInsets = UIEdgeInsetsMake(-7, 12, 19, -12);
      self.contentEdgeInsets = UIEdgeInsetsMake(11, -4, 11, -4);
    } else {
      self.imageEdgeInsets = UIEdgeInsetsMake(7, 16, -7, -16);
      self.titleEdgeInsets = UIEdgeInsetsMake(-7, -12, 19, 12);
      self.contentEdgeInsets = UIEdgeInsetsMake(11, -4, 11, -4);
    }
    [self setTitle:@"Home" forState:UIControlStateNormal];
    // The image is 24×24 pt, given by size in the catalog: set an image of that size.
  }
}

- (void)applyTabbarHomeIconConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeBottom;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(4, 8, 4, 8);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Home";
  // The image is 24×24 pt, given by size in the catalog: set an image of that size.
  self.configuration = configuration;
}

#pragma mark - tabbar/home-icon

- (void)applyTabbarHomeIcon_2Style {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyTabbarHomeIcon_2Configuration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(-8, 16, 8, -16);
    self.titleEdgeInsets = UIEdgeInsetsMake(20, -12, -8, 12);
    self.contentEdgeInsets = UIEdgeInsetsMake(8, -12, 8, -12);
    [self setTitle:@"Home" forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"home"] forState:UIControlStateNormal];
  }
}

- (void)applyTabbarHomeIcon_2Configuration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 4;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Home";
  configuration.image = [UIImage imageNamed:@"home"];
  self.configuration = configuration;
}

#pragma mark - toolbar/done-button

- (void)applyToolbarDoneButtonStyle {
  [self applyToolbarDoneButtonStyleConstrainingSize:YES];
}

- (void)applyToolbarDoneButtonStyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentTop;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyToolbarDoneButtonConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.titleEdgeInsets = UIEdgeInsetsMake(-1.0 / 3.0, 65.0 / 3.0, 73.0 / 3.0, 64.0 / 3.0);
    self.contentEdgeInsets = UIEdgeInsetsMake(1.0 / 3.0, 0, -1.0 / 3.0, 0);
    [self setTitle:@"Done" forState:UIControlStateNormal];
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:80];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:44];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyToolbarDoneButtonConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Done";
  self.configuration = configuration;
}

#pragma mark - 设置

- (void)applyU8BBEU7F6EStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyU8BBEU7F6EConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
      self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, -34, 1.0 / 3.0, 34);
      self.titleEdgeInsets = UIEdgeInsetsMake(0, 24, 0, -24);
      self.contentEdgeInsets = UIEdgeInsetsMake(0, 14, 0, 10);
    } else {
      self.imageEdgeInsets = UIEdgeInsetsMake(2.0 / 3.0, 34, 1.0 / 3.0, -34);
      self.titleEdgeInsets = UIEdgeInsetsMake(0, -24, 0, 24);
      self.contentEdgeInsets = UIEdgeInsetsMake(0, 14, 0, 10);
    }
    [self setTitle:@"\350\256\276\347\275\256" forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"gear"] forState:UIControlStateNormal];
  }
}

- (void)applyU8BBEU7F6EConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 6, 0, 10);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 10, 0, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  }
  configuration.title = @"\350\256\276\347\275\256";
  configuration.image = [UIImage imageNamed:@"gear"];
  self.configuration = configuration;
}

@end

@implementation UIButtonConfiguration (ButtonStyles)

+ (UIButtonConfiguration *)configurationFor2upStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 5;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"2 up";
  // The image is 18×18 pt, given by size in the catalog: set an image of that size.
  return configuration;
}

+ (UIButtonConfiguration *)configurationForClassStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  if (layoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(6, 12, 6, 12);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  }
  configuration.title = @"Share";
  // The image is 20×20 pt, given by size in the catalog: set an image of that size.
  return configuration;
}

+ (UIButtonConfiguration *)configurationForDefault_2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Default";
  // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  return configuration;
}

+ (UIButtonConfiguration *)configurationForItem2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.image = [UIImage imageNamed:@"plus"];
  return configuration;
}

+ (UIButtonConfiguration *)configurationForItem10Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 3;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Say \"hi\", then\012wave";
  // The image is 16×16 pt, given by size in the catalog: set an image of that size.
  return configuration;
}

+ (UIButtonConfiguration *)configurationForShareStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 6;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentLeading;
  configuration.title = @"Share \360\237\232\200";
  configuration.image = [UIImage imageNamed:@"share"];
  return configuration;
}

+ (UIButtonConfiguration *)configurationForTabbarHomeIconStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeBottom;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(4, 8, 4, 8);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Home";
  // The image is 24×24 pt, given by size in the catalog: set an image of that size.
  return configuration;
}

+ (UIButtonConfiguration *)configurationForTabbarHomeIcon_2Style {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTop;
  configuration.imagePadding = 4;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Home";
  configuration.image = [UIImage imageNamed:@"home"];
  return configuration;
}

+ (UIButtonConfiguration *)configurationForToolbarDoneButtonStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Done";
  return configuration;
}

+ (UIButtonConfiguration *)configurationForU8BBEU7F6EStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  if (layoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 6, 0, 10);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 8;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 10, 0, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  }
  configuration.title = @"\350\256\276\347\275\256";
  configuration.image = [UIImage imageNamed:@"gear"];
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
/// [super layoutSubviews] apply in the same pass (buttoncat docs/generated-code.md, "Using the
/// generated code").
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

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
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
#pragma clang diagnostic pop

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
