// ButtonLabelStyles.swift: 5 button styles exported by buttoncat, as SwiftUI label styles.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 15.0.
import SwiftUI

// MARK: - badge/unread

/// The `badge/unread` style: image 12×12, title "Ünread ?\?/ */" 60×18, placement right, spacing 4, padding 2,6,2,6, size fit, align left/center, @3x, iOS 15.0, direction both.
///
/// Use it as `.labelStyle(.badgeUnreadStyle)`.
struct BadgeUnreadLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    BadgeUnreadLabel(configuration: configuration)
  }
}

/// Icon and title of a `badge/unread` label, stacked and padded.
struct BadgeUnreadLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 4) {
      if layoutDirection == .rightToLeft {
        configuration.icon
        configuration.title
      } else {
        configuration.title
        configuration.icon
      }
    }
    // The font file's name table could not be read at export: "Missing Font"
    // stands in for its PostScript name. Check it: a font loads by its PostScript name only.
    .font(.custom("Missing Font", fixedSize: 13))
    .padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
  }
}

extension LabelStyle where Self == BadgeUnreadLabelStyle {
  /// The `badge/unread` style.
  static var badgeUnreadStyle: BadgeUnreadLabelStyle { BadgeUnreadLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("badge/unread") {
  Label {
    Text(verbatim: "\u{DC}nread ??/ */")
  } icon: {
    // The image is 12×12 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 12, height: 12)
  }
  .labelStyle(.badgeUnreadStyle)
}

// MARK: - caption/more

/// The `caption/more` style: image 10×10, title "More" 30×16, placement trailing, spacing 2, padding 0,0,0,0, size fit, align center/center, @3x, iOS 16.0, direction ltr.
///
/// Use it as `.labelStyle(.captionMoreStyle)`.
struct CaptionMoreLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    CaptionMoreLabel(configuration: configuration)
  }
}

/// Icon and title of a `caption/more` label, stacked and padded.
struct CaptionMoreLabel: View {
  let configuration: LabelStyleConfiguration
  @ScaledMetric(relativeTo: .caption) private var spacing: CGFloat = 2
  @ScaledMetric(relativeTo: .caption) private var paddingTop: CGFloat = 0
  @ScaledMetric(relativeTo: .caption) private var paddingLeft: CGFloat = 0
  @ScaledMetric(relativeTo: .caption) private var paddingBottom: CGFloat = 0
  @ScaledMetric(relativeTo: .caption) private var paddingRight: CGFloat = 0

  var body: some View {
    HStack(spacing: spacing) {
      configuration.title
      configuration.icon
    }
    .font(.caption)
    .padding(EdgeInsets(top: paddingTop, leading: paddingLeft, bottom: paddingBottom, trailing: paddingRight))
  }
}

extension LabelStyle where Self == CaptionMoreLabelStyle {
  /// The `caption/more` style.
  static var captionMoreStyle: CaptionMoreLabelStyle { CaptionMoreLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("caption/more") {
  Label {
    Text(verbatim: "More")
  } icon: {
    Image("chevron \"right\"")
  }
  .labelStyle(.captionMoreStyle)
}

// MARK: - cart/add

/// The `cart/add` style: image 20×20, title "Add to cart" 82.4×20.3, placement leading, spacing 8, padding 12,16,12,16, size 240×48, align center/center, @3x, iOS 14.0, direction ltr.
///
/// Add to cart: a font file, Dynamic Type, states.
///
/// Use it as `.labelStyle(.cartAddStyle)`.
struct CartAddLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    CartAddLabel(configuration: configuration)
  }
}

/// Icon and title of a `cart/add` label, stacked and padded.
struct CartAddLabel: View {
  let configuration: LabelStyleConfiguration
  @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 8
  @ScaledMetric(relativeTo: .body) private var paddingTop: CGFloat = 12
  @ScaledMetric(relativeTo: .body) private var paddingLeft: CGFloat = 16
  @ScaledMetric(relativeTo: .body) private var paddingBottom: CGFloat = 12
  @ScaledMetric(relativeTo: .body) private var paddingRight: CGFloat = 16

  var body: some View {
    HStack(spacing: spacing) {
      configuration.icon
      configuration.title
    }
    .font(.custom("DejaVuSans", size: 17, relativeTo: .body))
    .padding(EdgeInsets(top: paddingTop, leading: paddingLeft, bottom: paddingBottom, trailing: paddingRight))
    .frame(width: 240, height: 48, alignment: .center)
    .dynamicTypeSize(...DynamicTypeSize.accessibility1)
  }
}

extension LabelStyle where Self == CartAddLabelStyle {
  /// The `cart/add` style.
  static var cartAddStyle: CartAddLabelStyle { CartAddLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("cart/add") {
  Label {
    Text(verbatim: "Add to cart")
  } icon: {
    Image("cart")
  }
  .labelStyle(.cartAddStyle)
}

// MARK: - plain/go

/// The `plain/go` style: title "Go" 20×20.333, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.plainGoStyle)`.
struct PlainGoLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    PlainGoLabel(configuration: configuration)
  }
}

/// Icon and title of a `plain/go` label, stacked and padded.
struct PlainGoLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
    .font(.system(size: 15, weight: .regular))
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }
}

extension LabelStyle where Self == PlainGoLabelStyle {
  /// The `plain/go` style.
  static var plainGoStyle: PlainGoLabelStyle { PlainGoLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("plain/go") {
  Label {
    Text(verbatim: "Go")
  } icon: {
    EmptyView()
  }
  .labelStyle(.plainGoStyle)
}

// MARK: - sys/small

/// The `sys/small` style: title "Small" 34×16, padding 0,0,0,0, size fit, align center/center, @3x, iOS 15.0, direction ltr.
///
/// Use it as `.labelStyle(.sysSmallStyle)`.
struct SysSmallLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    SysSmallLabel(configuration: configuration)
  }
}

/// Icon and title of a `sys/small` label, stacked and padded.
struct SysSmallLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection
  @ScaledMetric(relativeTo: .body) private var titleSize: CGFloat = 13

  var body: some View {
    HStack(spacing: 0) {
      if layoutDirection == .rightToLeft {
        configuration.title
        configuration.icon
      } else {
        configuration.icon
        configuration.title
      }
    }
    .font(.system(size: min(titleSize, 24), weight: .semibold))
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }
}

extension LabelStyle where Self == SysSmallLabelStyle {
  /// The `sys/small` style.
  static var sysSmallStyle: SysSmallLabelStyle { SysSmallLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("sys/small") {
  Label {
    Text(verbatim: "Small")
  } icon: {
    EmptyView()
  }
  .labelStyle(.sysSmallStyle)
}
