// UIButton+ButtonStyles.m: 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1: every style is a UIButton.Configuration, no legacy insets.
// Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the
// styles here set only the configuration, which lays out any title by itself.
#import "UIButton+ButtonStyles.h"

@implementation UIButton (ButtonStyles)

#pragma mark - chip/tinted

- (void)applyChipTintedStyle {
  [self applyChipTintedStyleConstrainingSize:YES];
}

- (void)applyChipTintedStyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  [self applyChipTintedConfiguration];
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

- (void)applyChipTintedConfiguration {
  UIButtonConfiguration *configuration = [UIButtonConfiguration tintedButtonConfiguration];
  configuration.cornerStyle = UIButtonConfigurationCornerStyleCapsule;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Tag";
  self.configuration = configuration;
}

#pragma mark - cta/filled

- (void)applyCtaFilledStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  [self applyCtaFilledConfiguration];
}

- (void)applyCtaFilledConfiguration {
  UIButtonConfiguration *configuration = [UIButtonConfiguration filledButtonConfiguration];
  configuration.cornerStyle = UIButtonConfigurationCornerStyleFixed;
  configuration.background.cornerRadius = 6;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Configure";
  self.configuration = configuration;
}

#pragma mark - plain/unstyled

- (void)applyPlainUnstyledStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  [self applyPlainUnstyledConfiguration];
}

- (void)applyPlainUnstyledConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Go";
  self.configuration = configuration;
}

#pragma mark - toolbar/glass

- (void)applyToolbarGlassStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  [self applyToolbarGlassConfiguration];
}

- (void)applyToolbarGlassConfiguration {
  UIButtonConfiguration *configuration = [UIButtonConfiguration glassButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Done";
  self.configuration = configuration;
}

@end

@implementation UIButtonConfiguration (ButtonStyles)

+ (UIButtonConfiguration *)configurationForChipTintedStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration tintedButtonConfiguration];
  configuration.cornerStyle = UIButtonConfigurationCornerStyleCapsule;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Tag";
  return configuration;
}

+ (UIButtonConfiguration *)configurationForCtaFilledStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration filledButtonConfiguration];
  configuration.cornerStyle = UIButtonConfigurationCornerStyleFixed;
  configuration.background.cornerRadius = 6;
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Configure";
  return configuration;
}

+ (UIButtonConfiguration *)configurationForPlainUnstyledStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Go";
  return configuration;
}

+ (UIButtonConfiguration *)configurationForToolbarGlassStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration glassButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(7, 12, 7, 12);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Done";
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
  return self.configuration == nil;
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
