// A stub of the parts of UIKit the `objc` export uses, with Apple's real declarations (types,
// selectors, property attributes, availability), so `clang -fsyntax-only` for an iOS target
// catches generated code that would not compile against the iOS SDK, including configuration
// APIs used without an @available guard on deployment targets before iOS 15.
#ifndef BUTTONCAT_STUB_UIKIT_H
#define BUTTONCAT_STUB_UIKIT_H

// Foundation / objc
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_SWIFT_UI_ACTOR
#define UIKIT_EXTERN extern __attribute__((visibility("default")))
#define UIKIT_STATIC_INLINE static inline
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))

// <os/availability.h>: API_AVAILABLE(ios(15.0)) and API_DEPRECATED("msg", ios(2.0, 15.0)).
#define __BUTTONCAT_AVAILABLE_ios(_version) __attribute__((availability(ios, introduced = _version)))
#define __BUTTONCAT_DEPRECATED_ios(_introduced, _deprecated) \
  __attribute__((availability(ios, introduced = _introduced, deprecated = _deprecated)))
#define API_AVAILABLE(_platform) __BUTTONCAT_AVAILABLE_##_platform
#define API_DEPRECATED(_message, _platform) __BUTTONCAT_DEPRECATED_##_platform

@protocol NSObject
@end

@protocol NSCopying
- (id)copyWithZone:(void *)zone;
@end

@protocol NSSecureCoding
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (id)copy;
@end

@interface NSString : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@property (nullable, readonly) const char *UTF8String;
- (BOOL)isEqualToString:(NSString *)aString;
@end

@interface NSObject (NSMutableCopying)
- (id)mutableCopy;
@end

typedef struct {
  unsigned long state;
  id __unsafe_unretained *itemsPtr;
  unsigned long *mutationsPtr;
  unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
@end

// NSBundle.h: the localized string macros.
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)tableName;
@end
#define NSLocalizedString(key, comment) [NSBundle.mainBundle localizedStringForKey:(key) value:@"" table:nil]
#define NSLocalizedStringFromTable(key, tbl, comment) [NSBundle.mainBundle localizedStringForKey:(key) value:@"" table:(tbl)]

// NSAttributedString.h
typedef NSString *NSAttributedStringKey;

typedef struct {
  NSInteger majorVersion;
  NSInteger minorVersion;
  NSInteger patchVersion;
} NSOperatingSystemVersion;

@interface NSProcessInfo : NSObject
@property (class, readonly, strong) NSProcessInfo *processInfo;
@property (readonly) NSOperatingSystemVersion operatingSystemVersion;
@end

// CoreGraphics
#define CGFLOAT_MAX __DBL_MAX__
struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;
struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;
struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;
static inline CGSize CGSizeMake(CGFloat width, CGFloat height) {
  CGSize size = {width, height};
  return size;
}

// UIGeometry.h
typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

typedef struct __attribute__((objc_boxable)) NSDirectionalEdgeInsets {
  CGFloat top, leading, bottom, trailing;
} NSDirectionalEdgeInsets API_AVAILABLE(ios(11.0));

UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
  UIEdgeInsets insets = {top, left, bottom, right};
  return insets;
}

UIKIT_STATIC_INLINE BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets insets1, UIEdgeInsets insets2) {
  return insets1.left == insets2.left && insets1.top == insets2.top && insets1.right == insets2.right && insets1.bottom == insets2.bottom;
}

UIKIT_STATIC_INLINE NSDirectionalEdgeInsets NSDirectionalEdgeInsetsMake(CGFloat top, CGFloat leading, CGFloat bottom, CGFloat trailing) API_AVAILABLE(ios(11.0)) {
  NSDirectionalEdgeInsets insets = {top, leading, bottom, trailing};
  return insets;
}

typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge) {
  NSDirectionalRectEdgeNone = 0,
  NSDirectionalRectEdgeTop = 1 << 0,
  NSDirectionalRectEdgeLeading = 1 << 1,
  NSDirectionalRectEdgeBottom = 1 << 2,
  NSDirectionalRectEdgeTrailing = 1 << 3,
  NSDirectionalRectEdgeAll = NSDirectionalRectEdgeTop | NSDirectionalRectEdgeLeading | NSDirectionalRectEdgeBottom | NSDirectionalRectEdgeTrailing
} API_AVAILABLE(ios(13.0));

// UIApplication.h / UIView.h
typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
  UIUserInterfaceLayoutDirectionLeftToRight,
  UIUserInterfaceLayoutDirectionRightToLeft,
} API_AVAILABLE(ios(5.0));

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(ios(6.0));

// UIFontDescriptor.h, UIFont.h, UIFontMetrics.h
typedef NSString *UIFontTextStyle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1 API_AVAILABLE(ios(9.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle2 API_AVAILABLE(ios(9.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle3 API_AVAILABLE(ios(9.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleSubheadline API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCallout API_AVAILABLE(ios(9.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1 API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption2 API_AVAILABLE(ios(7.0));

typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightThin API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightLight API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightRegular API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightMedium API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightBold API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightHeavy API_AVAILABLE(ios(8.2));
UIKIT_EXTERN const UIFontWeight UIFontWeightBlack API_AVAILABLE(ios(8.2));

UIKIT_EXTERN
@interface UIFont : NSObject <NSCopying, NSSecureCoding>
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2));
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0));
@property (nonatomic, readonly) CGFloat pointSize;
@end

UIKIT_EXTERN API_AVAILABLE(ios(11.0))
@interface UIFontMetrics : NSObject
+ (instancetype)metricsForTextStyle:(UIFontTextStyle)textStyle;
- (UIFont *)scaledFontForFont:(UIFont *)font;
- (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;
@end

// UIContentSizeCategory.h
typedef NSString *UIContentSizeCategory;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraSmall API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategorySmall API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryMedium API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraExtraLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraLarge API_AVAILABLE(ios(7.0));
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge API_AVAILABLE(ios(7.0));

// NSLayoutConstraint.h, NSLayoutAnchor.h
UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR
@interface NSLayoutConstraint : NSObject
@property (getter=isActive) BOOL active API_AVAILABLE(ios(8.0));
@property (nullable, copy) NSString *identifier API_AVAILABLE(ios(7.0));
@end

UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR
@interface NSLayoutDimension : NSObject
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@end

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
@interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) CGFloat displayScale;
@end

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder
@property (nonatomic, readonly) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0));
@property (nonatomic) CGRect bounds;
@property (nonatomic, copy, nullable) UIContentSizeCategory maximumContentSizeCategory API_AVAILABLE(ios(15.0));
@property (nonatomic, readonly) NSArray<__kindof NSLayoutConstraint *> *constraints API_AVAILABLE(ios(6.0));
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0));
@property (nonatomic, readonly, strong) NSLayoutDimension *heightAnchor API_AVAILABLE(ios(9.0));
@property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
@property (nonatomic, readonly) CGSize intrinsicContentSize API_AVAILABLE(ios(6.0));
- (void)layoutSubviews;
- (void)setNeedsLayout;
- (void)invalidateIntrinsicContentSize API_AVAILABLE(ios(6.0));
- (CGSize)sizeThatFits:(CGSize)size;
// UITraitEnvironment
- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection API_DEPRECATED("Use the trait change registration APIs declared by the UITraitChangeObservable protocol", ios(8.0, 17.0));
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UILabel : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
// UIContentSizeCategoryAdjusting
@property (nonatomic) BOOL adjustsFontForContentSizeCategory API_AVAILABLE(ios(10.0));
@end

// UIControl.h
typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment) {
  UIControlContentVerticalAlignmentCenter = 0,
  UIControlContentVerticalAlignmentTop = 1,
  UIControlContentVerticalAlignmentBottom = 2,
  UIControlContentVerticalAlignmentFill = 3,
};

typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) {
  UIControlContentHorizontalAlignmentCenter = 0,
  UIControlContentHorizontalAlignmentLeft = 1,
  UIControlContentHorizontalAlignmentRight = 2,
  UIControlContentHorizontalAlignmentFill = 3,
  UIControlContentHorizontalAlignmentLeading API_AVAILABLE(ios(11.0)) = 4,
  UIControlContentHorizontalAlignmentTrailing API_AVAILABLE(ios(11.0)) = 5,
};

typedef NS_OPTIONS(NSUInteger, UIControlState) {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
  UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3,
};

UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
@property (nonatomic, readonly) UIControlState state;
@property (nonatomic) UIControlContentVerticalAlignment contentVerticalAlignment;
@property (nonatomic) UIControlContentHorizontalAlignment contentHorizontalAlignment;
@end

// UIImage.h
@class UIImageConfiguration;
UIKIT_EXTERN
@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable UIImageConfiguration *)configuration API_AVAILABLE(ios(13.0));
@property (nonatomic, readonly) CGSize size;
@end

typedef NS_ENUM(NSInteger, UIImageSymbolScale) {
    UIImageSymbolScaleDefault = -1,
    UIImageSymbolScaleUnspecified = 0,
    UIImageSymbolScaleSmall = 1,
    UIImageSymbolScaleMedium,
    UIImageSymbolScaleLarge,
} API_AVAILABLE(ios(13.0));

typedef NS_ENUM(NSInteger, UIImageSymbolWeight) {
    UIImageSymbolWeightUnspecified = 0,
    UIImageSymbolWeightUltraLight = 1,
    UIImageSymbolWeightThin,
    UIImageSymbolWeightLight,
    UIImageSymbolWeightRegular,
    UIImageSymbolWeightMedium,
    UIImageSymbolWeightSemibold,
    UIImageSymbolWeightBold,
    UIImageSymbolWeightHeavy,
    UIImageSymbolWeightBlack
} API_AVAILABLE(ios(13.0));

UIKIT_EXTERN API_AVAILABLE(ios(13.0))
@interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>
@end

UIKIT_EXTERN API_AVAILABLE(ios(13.0))
@interface UIImageSymbolConfiguration : UIImageConfiguration
+ (instancetype)configurationWithPointSize:(CGFloat)pointSize weight:(UIImageSymbolWeight)weight scale:(UIImageSymbolScale)scale;
@end

// UIButtonConfiguration.h
typedef NS_ENUM(NSInteger, UIButtonConfigurationSize) {
  UIButtonConfigurationSizeMedium = 0,
  UIButtonConfigurationSizeSmall,
  UIButtonConfigurationSizeMini,
  UIButtonConfigurationSizeLarge,
} API_AVAILABLE(ios(15.0));

typedef NS_ENUM(NSInteger, UIButtonConfigurationTitleAlignment) {
  UIButtonConfigurationTitleAlignmentAutomatic,
  UIButtonConfigurationTitleAlignmentLeading,
  UIButtonConfigurationTitleAlignmentCenter,
  UIButtonConfigurationTitleAlignmentTrailing,
} API_AVAILABLE(ios(15.0));

typedef NSDictionary<NSAttributedStringKey, id> *_Nonnull (^UIConfigurationTextAttributesTransformer)(NSDictionary<NSAttributedStringKey, id> *_Nonnull textAttributes) API_AVAILABLE(ios(15.0));

// Issue 28 (A): UIBackgroundConfiguration.h, its corner radius; the corner styles.
UIKIT_EXTERN API_AVAILABLE(ios(14.0)) NS_SWIFT_UI_ACTOR
@interface UIBackgroundConfiguration : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readwrite, assign) CGFloat cornerRadius;
@end

typedef NS_ENUM(NSInteger, UIButtonConfigurationCornerStyle) {
  UIButtonConfigurationCornerStyleFixed = -1,
  UIButtonConfigurationCornerStyleDynamic,
  UIButtonConfigurationCornerStyleSmall,
  UIButtonConfigurationCornerStyleMedium,
  UIButtonConfigurationCornerStyleLarge,
  UIButtonConfigurationCornerStyleCapsule,
} API_AVAILABLE(ios(15.0));

UIKIT_EXTERN API_AVAILABLE(ios(15.0)) NS_SWIFT_UI_ACTOR
@interface UIButtonConfiguration : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)plainButtonConfiguration;
+ (instancetype)tintedButtonConfiguration;
+ (instancetype)grayButtonConfiguration;
+ (instancetype)filledButtonConfiguration;
+ (instancetype)borderlessButtonConfiguration;
+ (instancetype)borderedButtonConfiguration;
+ (instancetype)borderedTintedButtonConfiguration;
+ (instancetype)borderedProminentButtonConfiguration;
+ (instancetype)glassButtonConfiguration API_AVAILABLE(ios(26.0));
+ (instancetype)prominentGlassButtonConfiguration API_AVAILABLE(ios(26.0));
+ (instancetype)clearGlassButtonConfiguration API_AVAILABLE(ios(26.0));
+ (instancetype)prominentClearGlassButtonConfiguration API_AVAILABLE(ios(26.0));
@property (nonatomic, readwrite, copy) UIBackgroundConfiguration *background;
@property (nonatomic, readwrite, assign) UIButtonConfigurationCornerStyle cornerStyle;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable));
@property (nonatomic, readwrite, strong, nullable) UIImage *image;
@property (nonatomic, readwrite, assign) NSDirectionalRectEdge imagePlacement;
@property (nonatomic, readwrite, assign) CGFloat imagePadding;
@property (nonatomic, readwrite, assign) CGFloat imageReservation;
@property (nonatomic, readwrite, assign) BOOL showsActivityIndicator;
@property (nonatomic, readwrite, assign) NSDirectionalEdgeInsets contentInsets;
@property (nonatomic, readwrite, assign) UIButtonConfigurationSize buttonSize;
@property (nonatomic, readwrite, copy, nullable) NSString *title;
@property (nonatomic, readwrite, copy, nullable) UIConfigurationTextAttributesTransformer titleTextAttributesTransformer;
@property (nonatomic, readwrite, assign) UIButtonConfigurationTitleAlignment titleAlignment;
@end

@class UIButton;
typedef void (^UIButtonConfigurationUpdateHandler)(__kindof UIButton *button) API_AVAILABLE(ios(15.0));

// UIButton.h
UIKIT_EXTERN NS_SWIFT_UI_ACTOR
@interface UIButton : UIControl
@property (nonatomic, readwrite, copy, nullable) UIButtonConfiguration *configuration API_AVAILABLE(ios(15.0));
@property (nullable, nonatomic, readonly, strong) UILabel *titleLabel API_AVAILABLE(ios(3.0));
@property (nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property (nonatomic, copy, nullable) UIButtonConfigurationUpdateHandler configurationUpdateHandler API_AVAILABLE(ios(15.0));
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
@property (nonatomic) UIEdgeInsets contentEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0, 15.0));
@property (nonatomic) UIEdgeInsets titleEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0, 15.0));
@property (nonatomic) UIEdgeInsets imageEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0, 15.0));
@end

NS_ASSUME_NONNULL_END

#endif
