// UIButton+ButtonStyles.m: 5 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0: the legacy insets, and the configuration from iOS 15.
// Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them
// once a button has a UIButtonConfiguration, so every style also has a configuration path.
#import "UIButton+ButtonStyles.h"

@implementation UIButton (ButtonStyles)

#pragma mark - badge/unread

- (void)applyBadgeUnreadStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentLeft;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (@available(iOS 15.0, *)) {
    [self applyBadgeUnreadConfiguration];
  } else {
    // Before iOS 15: the `exact` technique's insets.
    if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
      self.imageEdgeInsets = UIEdgeInsetsMake(3, 2, 3, -2);
      self.titleEdgeInsets = UIEdgeInsetsMake(0, -2, 0, 2);
      self.contentEdgeInsets = UIEdgeInsetsMake(2, 8, 2, 8);
    } else {
      self.imageEdgeInsets = UIEdgeInsetsMake(3, 62, 3, -62);
      self.titleEdgeInsets = UIEdgeInsetsMake(0, -14, 0, 14);
      self.contentEdgeInsets = UIEdgeInsetsMake(2, 8, 2, 8);
    }
    // The font file's name table could not be read at export: "Missing Font"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    self.titleLabel.font = ([UIFont fontWithName:@"Missing Font" size:13] ?: [UIFont systemFontOfSize:13]);
    [self setTitle:@"\303\234nread \?\?/ */" forState:UIControlStateNormal];
    [self setTitle:@"Read" forState:UIControlStateSelected];
    // The image is 12×12 pt, given by size in the catalog: set an image of that size.
  }
}

- (void)applyBadgeUnreadConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  if (self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 4;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(2, 6, 2, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentTrailing;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 4;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(2, 6, 2, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentLeading;
  }
  configuration.title = @"\303\234nread \?\?/ */";
  // The image is 12×12 pt, given by size in the catalog: set an image of that size.
  // The font file's name table could not be read at export: "Missing Font"
  // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = ([UIFont fontWithName:@"Missing Font" size:13] ?: [UIFont systemFontOfSize:13]);
    return outgoing;
  };
  self.configuration = configuration;
  self.configurationUpdateHandler = ^(UIButton *button) {
    UIButtonConfiguration *configuration = [button.configuration copy];
    if (configuration == nil) {
      return;
    }
    if (button.state == UIControlStateSelected) {
      configuration.title = @"Read";
      // The image for the selected state is 12×12 pt, given by size in the catalog: set an image of that size.
    } else {
      configuration.title = @"\303\234nread \?\?/ */";
      // The image is 12×12 pt, given by size in the catalog: set an image of that size.
    }
    button.configuration = configuration;
  };
}

#pragma mark - caption/more

- (void)applyCaptionMoreStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  // Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews
  // of every button in the app; it is not part of this file. It would use:
  //   LTR: buttonImagePosition = right (1001), buttonImageMargin = 2, contentEdgeInsets = 0,0,0,0
  //   LTR: imageView.frame = 31,3 10×10, titleLabel.frame = -1,0 30×16
  if (@available(iOS 15.0, *)) {
    [self applyCaptionMoreConfiguration];
  } else {
    self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
    self.titleLabel.adjustsFontForContentSizeCategory = YES;
    [self setTitle:@"More" forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"chevron \"right\""] forState:UIControlStateNormal];
  }
}

- (void)applyCaptionMoreConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"More";
  configuration.image = [UIImage imageNamed:@"chevron \"right\""];
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
    return outgoing;
  };
  self.configuration = configuration;
}

#pragma mark - cart/add

- (void)applyCartAddStyle {
  [self applyCartAddStyleConstrainingSize:YES];
}

- (void)applyCartAddStyleConstrainingSize:(BOOL)constrainingSize {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyCartAddConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(7.0 / 3.0, 134.0 / 3.0, 5.0 / 3.0, 158.0 / 3.0);
    self.titleEdgeInsets = UIEdgeInsetsMake(2, 158.0 / 3.0, 5.0 / 3.0, 134.0 / 3.0);
    self.contentEdgeInsets = UIEdgeInsetsMake(12, 20, 12, 20);
    self.titleLabel.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:([UIFont fontWithName:@"DejaVuSans" size:17] ?: [UIFont systemFontOfSize:17]) maximumPointSize:28];
    self.titleLabel.adjustsFontForContentSizeCategory = YES;
    [self setTitle:NSLocalizedStringFromTable(@"cart.add \"primary\"", @"Buttons", @"Add to cart") forState:UIControlStateNormal];
    [self setTitle:@"Adding\342\200\246" forState:UIControlStateHighlighted];
    [self setTitle:@"Sold out" forState:UIControlStateDisabled];
    [self setTitle:@"Remove \"1\"\\n" forState:(UIControlStateSelected | UIControlStateHighlighted)];
    [self setImage:[UIImage imageNamed:@"cart"] forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"cart.fill"] forState:UIControlStateSelected];
    // The image for the disabled state is 20×20 pt, given by size in the catalog: set an image of that size.
  }
  if (@available(iOS 15.0, *)) {
    self.maximumContentSizeCategory = UIContentSizeCategoryAccessibilityMedium;
  }
  for (NSLayoutConstraint *constraint in [self.constraints copy]) {
    if ([constraint.identifier isEqualToString:@"ButtonStyles.size"]) {
      constraint.active = NO;
    }
  }
  if (constrainingSize) {
    NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:240];
    NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:48];
    width.identifier = @"ButtonStyles.size";
    height.identifier = @"ButtonStyles.size";
    width.active = YES;
    height.active = YES;
  }
}

- (void)applyCartAddConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 8;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(12, 16, 12, 16);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = NSLocalizedStringFromTable(@"cart.add \"primary\"", @"Buttons", @"Add to cart");
  configuration.image = [UIImage imageNamed:@"cart"];
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:([UIFont fontWithName:@"DejaVuSans" size:17] ?: [UIFont systemFontOfSize:17]) maximumPointSize:28];
    return outgoing;
  };
  self.configuration = configuration;
  self.configurationUpdateHandler = ^(UIButton *button) {
    UIButtonConfiguration *configuration = [button.configuration copy];
    if (configuration == nil) {
      return;
    }
    if (button.state == UIControlStateHighlighted) {
      configuration.title = @"Adding\342\200\246";
      configuration.image = [UIImage imageNamed:@"cart"];
    } else if (button.state == UIControlStateSelected) {
      configuration.title = NSLocalizedStringFromTable(@"cart.add \"primary\"", @"Buttons", @"Add to cart");
      configuration.image = [UIImage imageNamed:@"cart.fill"];
    } else if (button.state == UIControlStateDisabled) {
      configuration.title = @"Sold out";
      // The image for the disabled state is 20×20 pt, given by size in the catalog: set an image of that size.
    } else if (button.state == (UIControlStateSelected | UIControlStateHighlighted)) {
      configuration.title = @"Remove \"1\"\\n";
      configuration.image = [UIImage imageNamed:@"cart"];
    } else {
      configuration.title = NSLocalizedStringFromTable(@"cart.add \"primary\"", @"Buttons", @"Add to cart");
      configuration.image = [UIImage imageNamed:@"cart"];
    }
    button.configuration = configuration;
  };
}

#pragma mark - plain/go

- (void)applyPlainGoStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  BOOL hasConfiguration = NO;
  if (@available(iOS 15.0, *)) {
    if (self.configuration != nil) {
      [self applyPlainGoConfiguration];
      hasConfiguration = YES;
    }
  }
  if (!hasConfiguration) {
    self.imageEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.titleEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.contentEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.titleLabel.font = [UIFont systemFontOfSize:15 weight:UIFontWeightRegular];
    [self setTitle:@"Go" forState:UIControlStateNormal];
  }
}

- (void)applyPlainGoConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Go";
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [UIFont systemFontOfSize:15 weight:UIFontWeightRegular];
    return outgoing;
  };
  self.configuration = configuration;
}

#pragma mark - sys/small

- (void)applySysSmallStyle {
  self.contentHorizontalAlignment = UIControlContentHorizontalAlignmentCenter;
  self.contentVerticalAlignment = UIControlContentVerticalAlignmentCenter;
  if (@available(iOS 15.0, *)) {
    [self applySysSmallConfiguration];
  } else {
    // Before iOS 15: the `exact` technique's insets.
    self.imageEdgeInsets = UIEdgeInsetsMake(0, 0, 0, 0);
    self.titleEdgeInsets = UIEdgeInsetsMake(-1.0 / 3.0, 0, 1.0 / 3.0, 0);
    self.contentEdgeInsets = UIEdgeInsetsMake(1.0 / 3.0, 0, -1.0 / 3.0, 0);
    self.titleLabel.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:13 weight:UIFontWeightSemibold] maximumPointSize:24];
    self.titleLabel.adjustsFontForContentSizeCategory = YES;
    [self setTitle:@"Small" forState:UIControlStateNormal];
  }
}

- (void)applySysSmallConfiguration {
  UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Small";
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:13 weight:UIFontWeightSemibold] maximumPointSize:24];
    return outgoing;
  };
  self.configuration = configuration;
}

@end

@implementation UIButtonConfiguration (ButtonStyles)

+ (UIButtonConfiguration *)configurationForBadgeUnreadStyleWithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  if (layoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) {
    configuration.imagePlacement = NSDirectionalRectEdgeLeading;
    configuration.imagePadding = 4;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(2, 6, 2, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentTrailing;
  } else {
    configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
    configuration.imagePadding = 4;
    configuration.contentInsets = NSDirectionalEdgeInsetsMake(2, 6, 2, 6);
    configuration.titleAlignment = UIButtonConfigurationTitleAlignmentLeading;
  }
  configuration.title = @"\303\234nread \?\?/ */";
  // The image is 12×12 pt, given by size in the catalog: set an image of that size.
  // The font file's name table could not be read at export: "Missing Font"
  // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = ([UIFont fontWithName:@"Missing Font" size:13] ?: [UIFont systemFontOfSize:13]);
    return outgoing;
  };
  return configuration;
}

+ (UIButtonConfiguration *)configurationForCaptionMoreStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeTrailing;
  configuration.imagePadding = 2;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"More";
  configuration.image = [UIImage imageNamed:@"chevron \"right\""];
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
    return outgoing;
  };
  return configuration;
}

+ (UIButtonConfiguration *)configurationForCartAddStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePlacement = NSDirectionalRectEdgeLeading;
  configuration.imagePadding = 8;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(12, 16, 12, 16);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = NSLocalizedStringFromTable(@"cart.add \"primary\"", @"Buttons", @"Add to cart");
  configuration.image = [UIImage imageNamed:@"cart"];
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:([UIFont fontWithName:@"DejaVuSans" size:17] ?: [UIFont systemFontOfSize:17]) maximumPointSize:28];
    return outgoing;
  };
  return configuration;
}

+ (UIButtonConfiguration *)configurationForPlainGoStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Go";
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [UIFont systemFontOfSize:15 weight:UIFontWeightRegular];
    return outgoing;
  };
  return configuration;
}

+ (UIButtonConfiguration *)configurationForSysSmallStyle {
  UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];
  configuration.imagePadding = 0;
  configuration.contentInsets = NSDirectionalEdgeInsetsMake(0, 0, 0, 0);
  configuration.titleAlignment = UIButtonConfigurationTitleAlignmentCenter;
  configuration.title = @"Small";
  configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {
    NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];
    outgoing[NSFontAttributeName] = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:13 weight:UIFontWeightSemibold] maximumPointSize:24];
    return outgoing;
  };
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
