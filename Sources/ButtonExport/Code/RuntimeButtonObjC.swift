// The fixed text of the Objective-C `ButtonStyleButton`, at the end of every
// `UIButton+ButtonStyles.h` and `.m`: the Swift class's twin (RuntimeButtonSwift.swift), over
// the C math of `ButtonStyleLayout.h`.
enum RuntimeButtonObjC {
  static let interface = #"""
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
    """#

  /// The implementation for code compiled for `target`: from iOS 15 the configuration check is
  /// no `@available` (it would always be true). It sets legacy insets, deprecated from iOS 15,
  /// for buttons kept without a configuration (RuntimeButtonSwift.swift says why it stays), so
  /// `-layoutSubviews` silences that one deprecation warning.
  static func implementation(_ target: CodeTarget) -> String {
    guard target.hasConfiguration else { return fixedImplementation }
    return fixedImplementation.replacing(
      """
        if (@available(iOS 15.0, *)) {
          if (self.configuration != nil) {
            return NO;
          }
        }
        return YES;

      """,
      with: """
          return self.configuration == nil;

        """)
  }

  static let fixedImplementation = #"""
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
    """#
}
