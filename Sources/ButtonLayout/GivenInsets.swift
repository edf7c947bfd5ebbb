/// The legacy edge insets a button already has, as an app sets them (or as Interface Builder
/// stores them): the inputs of the `insets` technique, which lays the button out as UIKit's
/// legacy layout does with exactly these insets (docs/layout-model.md section 1).
///
/// Each of the three is `nil` when not given (UIKit's default, no insets). They are physical,
/// as UIKit's are: `left` stays left under right-to-left layout.
public struct GivenInsets: Hashable, Sendable {
  /// `contentEdgeInsets`, or `nil` when not given.
  public var content: EdgeInsets?
  /// `imageEdgeInsets`, or `nil` when not given.
  public var image: EdgeInsets?
  /// `titleEdgeInsets`, or `nil` when not given.
  public var title: EdgeInsets?

  /// Insets with these values; `nil` for each one not given.
  public init(content: EdgeInsets? = nil, image: EdgeInsets? = nil, title: EdgeInsets? = nil) {
    self.content = content
    self.image = image
    self.title = title
  }

  /// Whether none of the three is given.
  public var isEmpty: Bool { content == nil && image == nil && title == nil }

  /// `insets` with the member at `path` set to `value`: `nil` once none is given, so a spec
  /// without given insets is the same whichever way it got there.
  public static func updating(
    _ insets: GivenInsets?, _ path: WritableKeyPath<GivenInsets, EdgeInsets?>,
    to value: EdgeInsets?
  ) -> GivenInsets? {
    var result = insets ?? GivenInsets()
    result[keyPath: path] = value
    return result.isEmpty ? nil : result
  }
}

/// The `insets` technique: the layout UIKit's legacy layout gives the button's given insets,
/// as they are (what `buttoncat simulate` computes), measured against what the spec says was
/// meant (placement, spacing, padding) like every other technique.
enum GivenInsetsTechnique {
  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let given = spec.givenInsets ?? GivenInsets()
    let image = given.image ?? .zero
    let title = given.title ?? .zero
    let content = given.content ?? .zero
    let layout = LegacyTechnique.simulate(
      spec, direction, image: image, title: title, content: content)
    return LegacyTechnique.result(
      .insets, direction, image: image, title: title, content: content, layout)
  }
}
