// ButtonLabelStyles.swift: 4 button styles exported by buttoncat, as SwiftUI label styles.
// Generated from the catalog: change the styles there and export again.
// Deployment target iOS 26.1.
import SwiftUI

// MARK: - hostile

/// The `hostile` style: image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.hostileStyle)`.
struct HostileLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HostileLabel(configuration: configuration)
  }
}

/// Icon and title of a `hostile` label, stacked and padded.
struct HostileLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    HStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == HostileLabelStyle {
  /// The `hostile` style.
  static var hostileStyle: HostileLabelStyle { HostileLabelStyle() }
}

#Preview("hostile") {
  Label {
    Text(verbatim: "Go")
  } icon: {
    Image(systemName: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;")
      .font(.system(size: 17, weight: .bold))
      .imageScale(.large)
  }
  .labelStyle(.hostileStyle)
}

// MARK: - loading

/// The `loading` style: title "Configure" 75×20.287, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.loadingStyle)`.
struct LoadingLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    LoadingLabel(configuration: configuration)
  }
}

/// Icon and title of a `loading` label, stacked and padded.
struct LoadingLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    HStack(spacing: 0) {
      if layoutDirection == .rightToLeft {
        configuration.title
        ProgressView()
      } else {
        ProgressView()
        configuration.title
      }
    }
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == LoadingLabelStyle {
  /// The `loading` style.
  static var loadingStyle: LoadingLabelStyle { LoadingLabelStyle() }
}

#Preview("loading") {
  Label {
    Text(verbatim: "Configure")
  } icon: {
    EmptyView()
  }
  .labelStyle(.loadingStyle)
}

// MARK: - reserved

/// The `reserved` style: image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.reservedStyle)`.
struct ReservedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    ReservedLabel(configuration: configuration)
  }
}

/// Icon and title of a `reserved` label, stacked and padded.
struct ReservedLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    HStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == ReservedLabelStyle {
  /// The `reserved` style.
  static var reservedStyle: ReservedLabelStyle { ReservedLabelStyle() }
}

#Preview("reserved") {
  Label {
    Text(verbatim: "Go")
  } icon: {
    Image("dot")
  }
  .labelStyle(.reservedStyle)
}

// MARK: - star

/// The `star` style: image 22×20, title "Go" 22×20.287, placement leading, spacing 0, padding 7,12,7,12, size fit, align center/center, @3x, iOS 26.1, direction ltr.
///
/// Use it as `.labelStyle(.starStyle)`.
struct StarLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    StarLabel(configuration: configuration)
  }
}

/// Icon and title of a `star` label, stacked and padded.
struct StarLabel: View {
  let configuration: LabelStyleConfiguration

  var body: some View {
    HStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension LabelStyle where Self == StarLabelStyle {
  /// The `star` style.
  static var starStyle: StarLabelStyle { StarLabelStyle() }
}

#Preview("star") {
  Label {
    Text(verbatim: "Go")
  } icon: {
    Image(systemName: "star.fill")
      .font(.system(size: 17, weight: .regular))
      .imageScale(.medium)
  }
  .labelStyle(.starStyle)
}
