import ButtonLayout

/// The iOS version generated code is compiled for (`export --deployment-target`, or the
/// lowest `ButtonSpec.ios` of the exported buttons): it decides which paths the code carries.
///
/// From iOS 15 every style is a `UIButton.Configuration` only: the legacy insets are
/// deprecated there, and an `#available(iOS 15.0, *)` check would always be true. Before iOS
/// 15 the code carries both paths, the configuration behind `#available`.
struct CodeTarget: Equatable {
  var major: Int
  var minor: Int

  init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The target the options ask for, else the lowest target iOS of `catalog`'s buttons (the
  /// newest iOS buttoncat knows for an empty catalog).
  init(_ options: ExportOptions, _ catalog: ExportCatalog) {
    self.init(options, catalog.index)
  }

  /// The target the options ask for, else the lowest target iOS of the buttons of `index`.
  init(_ options: ExportOptions, _ index: ExportIndex) {
    if let asked = options.deploymentTarget {
      self.init(major: asked.major, minor: asked.minor)
    } else {
      let lowest = index.entries.map(\.ios).min() ?? .newest
      self.init(major: lowest.major, minor: lowest.minor)
    }
  }

  /// `UIButton.Configuration` (and `maximumContentSizeCategory`) exist on every device the
  /// app runs on: no legacy insets, no availability checks for them.
  var hasConfiguration: Bool { major >= 15 }

  /// The `#Preview` machinery (`DeveloperToolsSupport.Preview`) exists on every device: a
  /// preview needs no `@available(iOS 17.0, *)` before it.
  var hasPreviewMacro: Bool { major >= 17 }

  /// `15.0`, `14.0`.
  var description: String { "\(major).\(minor)" }

  /// The comment line that says which target the code was generated for.
  var banner: String {
    hasConfiguration
      ? "Deployment target iOS \(description): every style is a UIButton.Configuration, no legacy insets."
      : "Deployment target iOS \(description): the legacy insets, and the configuration from iOS 15."
  }
}
