/// The `exact` technique: image, title and content edge insets on the pixel grid such that, as
/// UIKit lays the button out (docs/layout-model.md section 1), the gap equals the spacing, the
/// group is aligned as asked within the padded bounds, nothing is truncated, and
/// `intrinsicContentSize` equals the content plus the padding.
///
/// The math is `ButtonStyleSolver` (Runtime/ButtonStyleSolver.swift): the one source of the
/// solver, which every `swift` export also ships as text (`ButtonStyleLayout.swift`, embedded
/// at build time by the EmbedSolver plugin). This adapts a `ButtonSpec` to its inputs and lays
/// the insets it returns out with `LegacySimulator`, as every legacy technique's are.
public enum ExactSolver {
  /// The exact technique's layout of `spec` in `direction`: its insets and the frames UIKit
  /// gives them.
  public static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let solver = ButtonStyleSolver(
      style: ButtonStyleParameters(spec), scale: spec.scale,
      rightToLeft: direction == .rightToLeft, iosMajor: spec.ios.major)
    let insets = solver.solve(
      image: spec.imageSize.map(ButtonStyleSolver.Size.init),
      rawTitle: spec.titleSize.map(ButtonStyleSolver.Size.init),
      bounds: spec.size.fixedSize.map(ButtonStyleSolver.Size.init))
    return LegacyTechnique.result(
      .exact, spec, direction, image: EdgeInsets(insets.image), title: EdgeInsets(insets.title),
      content: EdgeInsets(insets.content))
  }
}

// MARK: - The solver's inputs and results in the engine's terms

extension ButtonStyleParameters {
  /// What a spec fixes, numbered as the generated style table numbers it: the positions of the
  /// engine's own cases, -1 for the system font's line height.
  init(_ spec: ButtonSpec) {
    self.init(
      placement: Placement.allCases.firstIndex(of: spec.placement)!, spacing: spec.spacing,
      padding: ButtonStyleEdgeInsets(spec.padding),
      horizontal: HorizontalAlignment.allCases.firstIndex(of: spec.horizontalAlignment)!,
      vertical: VerticalAlignment.allCases.firstIndex(of: spec.verticalAlignment)!,
      titleLineHeight: spec.titleLineHeight ?? -1)
  }
}

extension ButtonStyleSolver.Size {
  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }
}

/// The engine's twin of the export's public `ButtonStyleEdgeInsets` (the solver's insets).
struct ButtonStyleEdgeInsets: Sendable {
  var top, left, bottom, right: Double

  init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

/// The engine's twin of the export's public `ButtonStyleInsets` (what the solver returns).
struct ButtonStyleInsets: Sendable {
  var image: ButtonStyleEdgeInsets
  var title: ButtonStyleEdgeInsets
  var content: ButtonStyleEdgeInsets
}

extension EdgeInsets {
  init(_ insets: ButtonStyleEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
