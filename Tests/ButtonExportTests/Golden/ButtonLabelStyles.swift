// ButtonLabelStyles.swift: 10 button styles exported by buttoncat, as SwiftUI label styles.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 14.0.
import SwiftUI

// MARK: - 2up

/// The `2up` style: image 18×18, title "2 up" 30×18, placement leading, spacing 5, padding 0,0,0,0, size 100×40, align center/center, @3x, iOS 26.1, direction both.
///
/// Use it as `.labelStyle(._2upStyle)`.
struct _2upLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    _2upLabel(configuration: configuration)
  }
}

/// Icon and title of a `2up` label, stacked and padded.
struct _2upLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    HStack(spacing: 5) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 100, height: 40, alignment: .center)
  }
}

extension LabelStyle where Self == _2upLabelStyle {
  /// The `2up` style.
  static var _2upStyle: _2upLabelStyle { _2upLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("2up") {
  Label {
    Text(verbatim: "2 up")
  } icon: {
    // The image is 18×18 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 18, height: 18)
  }
  .labelStyle(._2upStyle)
}

// MARK: - class

/// The `class` style: image 20×20, title "Share" 40.5×17.9, placement left, spacing 8, padding 6,12,6,12, size fit, align center/center, @3x, iOS 26.1, direction both.
///
/// A Swift keyword as a name.
///
/// Use it as `.labelStyle(.classStyle)`.
struct ClassLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ClassLabel(configuration: configuration)
  }
}

/// Icon and title of a `class` label, stacked and padded.
struct ClassLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 8) {
      if layoutDirection == .rightToLeft {
        configuration.title
        configuration.icon
      } else {
        configuration.icon
        configuration.title
      }
    }
    .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
  }
}

extension LabelStyle where Self == ClassLabelStyle {
  /// The `class` style.
  static var classStyle: ClassLabelStyle { ClassLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("class") {
  Label {
    Text(verbatim: "Share")
  } icon: {
    // The image is 20×20 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 20, height: 20)
  }
  .labelStyle(.classStyle)
}

// MARK: - default

/// The `default` style: image 16×16, title "Default" 52.3×17.9, placement right, spacing 6, padding 0,0,0,0, size 120×44, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.default_2Style)`.
struct Default_2LabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    Default_2Label(configuration: configuration)
  }
}

/// Icon and title of a `default` label, stacked and padded.
struct Default_2Label: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 6) {
      if layoutDirection == .rightToLeft {
        configuration.icon
        configuration.title
      } else {
        configuration.title
        configuration.icon
      }
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 120, height: 44, alignment: .center)
  }
}

extension LabelStyle where Self == Default_2LabelStyle {
  /// The `default` style.
  static var default_2Style: Default_2LabelStyle { Default_2LabelStyle() }
}

@available(iOS 17.0, *)
#Preview("default") {
  Label {
    Text(verbatim: "Default")
  } icon: {
    // The image is 16×16 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 16, height: 16)
  }
  .labelStyle(.default_2Style)
}

// MARK: - item2

/// The `item2` style: image 28×28, padding 0,0,0,0, size 44×44, align center/center, @2x, iOS 26.1, direction ltr.
///
/// Image only, at 2x.
///
/// Use it as `.labelStyle(.item2Style)`.
struct Item2LabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    Item2Label(configuration: configuration)
  }
}

/// Icon and title of a `item2` label, stacked and padded.
struct Item2Label: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 44, height: 44, alignment: .center)
  }
}

extension LabelStyle where Self == Item2LabelStyle {
  /// The `item2` style.
  static var item2Style: Item2LabelStyle { Item2LabelStyle() }
}

@available(iOS 17.0, *)
#Preview("item2") {
  Label {
    EmptyView()
  } icon: {
    Image("plus")
  }
  .labelStyle(.item2Style)
}

// MARK: - item10

/// The `item10` style: image 16×16, title "Say \"hi\", then\nwave" 80×18, placement top, spacing 3, padding 0,0,0,0, size 96×56, align center/center, @2x, iOS 26.1, direction ltr.
///
/// Quotes, commas and a line break:
/// "a, b" \ end
///
/// Use it as `.labelStyle(.item10Style)`.
struct Item10LabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    Item10Label(configuration: configuration)
  }
}

/// Icon and title of a `item10` label, stacked and padded.
struct Item10Label: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    VStack(spacing: 3) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 96, height: 56, alignment: .center)
  }
}

extension LabelStyle where Self == Item10LabelStyle {
  /// The `item10` style.
  static var item10Style: Item10LabelStyle { Item10LabelStyle() }
}

@available(iOS 17.0, *)
#Preview("item10") {
  Label {
    Text(verbatim: "Say \"hi\", then\u{A}wave")
  } icon: {
    // The image is 16×16 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 16, height: 16)
  }
  .labelStyle(.item10Style)
}

// MARK: - share

/// The `share` style: image 22×22, title "Share 🚀" 62.4×17.9, placement right, spacing 6, padding 0,0,0,0, size 140×44, align leading/center, @3x, iOS 26.1, direction rtl.
///
/// Use it as `.labelStyle(.shareStyle)`.
struct ShareLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ShareLabel(configuration: configuration)
  }
}

/// Icon and title of a `share` label, stacked and padded.
struct ShareLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 6) {
      if layoutDirection == .rightToLeft {
        configuration.icon
        configuration.title
      } else {
        configuration.title
        configuration.icon
      }
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 140, height: 44, alignment: .leading)
  }
}

extension LabelStyle where Self == ShareLabelStyle {
  /// The `share` style.
  static var shareStyle: ShareLabelStyle { ShareLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("share") {
  Label {
    Text(verbatim: "Share \u{1F680}")
  } icon: {
    Image("share")
  }
  .labelStyle(.shareStyle)
}

// MARK: - tabbar.home_icon

/// The `tabbar.home_icon` style: image 24×24, title "Home" 31.2×12, placement bottom, spacing 2, padding 4,8,4,8, size fit, align center/center, @3x, iOS 26.1, direction both.
///
/// Use it as `.labelStyle(.tabbarHomeIconStyle)`.
struct TabbarHomeIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    TabbarHomeIconLabel(configuration: configuration)
  }
}

/// Icon and title of a `tabbar.home_icon` label, stacked and padded.
struct TabbarHomeIconLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    VStack(spacing: 2) {
      configuration.title
      configuration.icon
    }
    .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  }
}

extension LabelStyle where Self == TabbarHomeIconLabelStyle {
  /// The `tabbar.home_icon` style.
  static var tabbarHomeIconStyle: TabbarHomeIconLabelStyle { TabbarHomeIconLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("tabbar.home_icon") {
  Label {
    Text(verbatim: "Home")
  } icon: {
    // The image is 24×24 pt, given by size in the catalog: set an image of that size. A placeholder:
    Image(systemName: "photo")
      .frame(width: 24, height: 24)
  }
  .labelStyle(.tabbarHomeIconStyle)
}

// MARK: - tabbar/home-icon

/// The `tabbar/home-icon` style: image 24×24, title "Home" 31.2×12, placement top, spacing 4, padding 0,0,0,0, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Tab bar item: a 24 pt icon above a 10 pt title.
///
/// Use it as `.labelStyle(.tabbarHomeIcon_2Style)`.
struct TabbarHomeIcon_2LabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    TabbarHomeIcon_2Label(configuration: configuration)
  }
}

/// Icon and title of a `tabbar/home-icon` label, stacked and padded.
struct TabbarHomeIcon_2Label: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    VStack(spacing: 4) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }
}

extension LabelStyle where Self == TabbarHomeIcon_2LabelStyle {
  /// The `tabbar/home-icon` style.
  static var tabbarHomeIcon_2Style: TabbarHomeIcon_2LabelStyle { TabbarHomeIcon_2LabelStyle() }
}

@available(iOS 17.0, *)
#Preview("tabbar/home-icon") {
  Label {
    Text(verbatim: "Home")
  } icon: {
    Image("home")
  }
  .labelStyle(.tabbarHomeIcon_2Style)
}

// MARK: - toolbar/done-button

/// The `toolbar/done-button` style: title "Done" 37×20, padding 0,0,0,0, size 80×44, align center/top, @3x, iOS 14.0, direction ltr.
///
/// Use it as `.labelStyle(.toolbarDoneButtonStyle)`.
struct ToolbarDoneButtonLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ToolbarDoneButtonLabel(configuration: configuration)
  }
}

/// Icon and title of a `toolbar/done-button` label, stacked and padded.
struct ToolbarDoneButtonLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

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
    .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    .frame(width: 80, height: 44, alignment: .top)
  }
}

extension LabelStyle where Self == ToolbarDoneButtonLabelStyle {
  /// The `toolbar/done-button` style.
  static var toolbarDoneButtonStyle: ToolbarDoneButtonLabelStyle { ToolbarDoneButtonLabelStyle() }
}

@available(iOS 17.0, *)
#Preview("toolbar/done-button") {
  Label {
    Text(verbatim: "Done")
  } icon: {
    EmptyView()
  }
  .labelStyle(.toolbarDoneButtonStyle)
}

// MARK: - 设置

/// The `设置` style: image 20×20, title "设置" 30×21, placement trailing, spacing 8, padding 0,10,0,6, size fit, align center/center, @3x, iOS 26.1, direction both.
///
/// Settings, Chinese title, 8 pt between icon and text.
///
/// Use it as `.labelStyle(.u8BBEU7F6EStyle)`.
struct U8BBEU7F6ELabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    U8BBEU7F6ELabel(configuration: configuration)
  }
}

/// Icon and title of a `设置` label, stacked and padded.
struct U8BBEU7F6ELabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 8) {
      configuration.title
      configuration.icon
    }
    .padding(
      layoutDirection == .rightToLeft
        ? EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 10)
        : EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 6))
  }
}

extension LabelStyle where Self == U8BBEU7F6ELabelStyle {
  /// The `设置` style.
  static var u8BBEU7F6EStyle: U8BBEU7F6ELabelStyle { U8BBEU7F6ELabelStyle() }
}

@available(iOS 17.0, *)
#Preview("\u{8BBE}\u{7F6E}") {
  Label {
    Text(verbatim: "\u{8BBE}\u{7F6E}")
  } icon: {
    Image("gear")
  }
  .labelStyle(.u8BBEU7F6EStyle)
}
