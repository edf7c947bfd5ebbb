// ButtonLabelStyles.swift: 4 button styles exported by buttoncat, as SwiftUI label styles.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1.
import SwiftUI

// MARK: - chip/tinted

/// The `chip/tinted` style: title "Tag" 24.333×20.333, padding 7,12,7,12, size 80×44, align center/center, @3x, iOS 26.1, direction ltr, style tinted, corners capsule.
///
/// Use it as `.labelStyle(.chipTintedStyle)`.
///
/// UIKit's `tinted()` style: in a `Button` styled `.buttonStyle(.bordered)` (see the preview).
struct ChipTintedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ChipTintedLabel(configuration: configuration)
  }
}

/// Icon and title of a `chip/tinted` label, stacked and padded.
struct ChipTintedLabel: View {
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
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    .frame(width: 80, height: 44, alignment: .center)
  }
}

extension LabelStyle where Self == ChipTintedLabelStyle {
  /// The `chip/tinted` style.
  static var chipTintedStyle: ChipTintedLabelStyle { ChipTintedLabelStyle() }
}

#Preview("chip/tinted") {
  Button(action: {}) {
    Label {
      Text(verbatim: "Tag")
    } icon: {
      EmptyView()
    }
    .labelStyle(.chipTintedStyle)
  }
  // SwiftUI has no tinted button style: .bordered is the nearest.
  .buttonStyle(.bordered)
  .buttonBorderShape(.capsule)
}

// MARK: - cta/filled

/// The `cta/filled` style: title "Configure" 75×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style filled, corners fixed, corner radius 6.
///
/// Use it as `.labelStyle(.ctaFilledStyle)`.
///
/// UIKit's `filled()` style: in a `Button` styled `.buttonStyle(.borderedProminent)` (see the preview).
struct CtaFilledLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    CtaFilledLabel(configuration: configuration)
  }
}

/// Icon and title of a `cta/filled` label, stacked and padded.
struct CtaFilledLabel: View {
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
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == CtaFilledLabelStyle {
  /// The `cta/filled` style.
  static var ctaFilledStyle: CtaFilledLabelStyle { CtaFilledLabelStyle() }
}

#Preview("cta/filled") {
  Button(action: {}) {
    Label {
      Text(verbatim: "Configure")
    } icon: {
      EmptyView()
    }
    .labelStyle(.ctaFilledStyle)
  }
  // UIKit's filled() is SwiftUI's .borderedProminent.
  .buttonStyle(.borderedProminent)
  .buttonBorderShape(.roundedRectangle(radius: 6))
}

// MARK: - plain/unstyled

/// The `plain/unstyled` style: title "Go" 20×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.plainUnstyledStyle)`.
struct PlainUnstyledLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    PlainUnstyledLabel(configuration: configuration)
  }
}

/// Icon and title of a `plain/unstyled` label, stacked and padded.
struct PlainUnstyledLabel: View {
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
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == PlainUnstyledLabelStyle {
  /// The `plain/unstyled` style.
  static var plainUnstyledStyle: PlainUnstyledLabelStyle { PlainUnstyledLabelStyle() }
}

#Preview("plain/unstyled") {
  Label {
    Text(verbatim: "Go")
  } icon: {
    EmptyView()
  }
  .labelStyle(.plainUnstyledStyle)
}

// MARK: - toolbar/glass

/// The `toolbar/glass` style: title "Done" 38×20.333, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr, style glass.
///
/// Use it as `.labelStyle(.toolbarGlassStyle)`.
///
/// UIKit's `glass()` style: in a `Button` styled `.buttonStyle(.glass)` (see the preview).
struct ToolbarGlassLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ToolbarGlassLabel(configuration: configuration)
  }
}

/// Icon and title of a `toolbar/glass` label, stacked and padded.
struct ToolbarGlassLabel: View {
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
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == ToolbarGlassLabelStyle {
  /// The `toolbar/glass` style.
  static var toolbarGlassStyle: ToolbarGlassLabelStyle { ToolbarGlassLabelStyle() }
}

#Preview("toolbar/glass") {
  Button(action: {}) {
    Label {
      Text(verbatim: "Done")
    } icon: {
      EmptyView()
    }
    .labelStyle(.toolbarGlassStyle)
  }
  .buttonStyle(.glass)
}
