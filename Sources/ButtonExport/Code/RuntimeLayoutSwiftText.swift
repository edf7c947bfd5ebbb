// The fixed public API of `ButtonStyleLayout.swift` (every export carries it unchanged after its
// generated style table): the types and entry points an app calls. The solver behind them is not
// here: its one source is ButtonLayout's Runtime/ButtonStyleSolver.swift, which the engine
// compiles (ExactSolver) and the EmbedSolver plugin embeds as text (`EmbeddedSolver.text`),
// written after this text. The C port (RuntimeLayoutCText.swift) stays a port of that file,
// held to the engine by RuntimeLayoutRunTests.
extension RuntimeLayoutSwift {
  static let apiText = #"""
    /// Edge insets in points, in UIKit's order (`UIEdgeInsets` without UIKit).
    public struct ButtonStyleEdgeInsets: Equatable, Sendable {
      public var top, left, bottom, right: Double

      public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
      }
    }

    /// The three legacy insets a style sets: `imageEdgeInsets`, `titleEdgeInsets` and
    /// `contentEdgeInsets`.
    public struct ButtonStyleInsets: Equatable, Sendable {
      public var image: ButtonStyleEdgeInsets
      public var title: ButtonStyleEdgeInsets
      public var content: ButtonStyleEdgeInsets

      public init(
        image: ButtonStyleEdgeInsets, title: ButtonStyleEdgeInsets, content: ButtonStyleEdgeInsets
      ) {
        self.image = image
        self.title = title
        self.content = content
      }
    }

    public enum ButtonStyleLayout {
      /// The legacy insets that lay out catalog style `style` exactly for these live sizes;
      /// nil for an unknown style. `bounds` nil means the button takes its intrinsic size.
      ///
      /// `imageSize` is the image's own size (`image.size`), `titleSize` the title's one-line,
      /// unconstrained text size (`titleLabel.sizeThatFits` of an unbounded size), `scale` the
      /// screen's (1, 2 or 3), `iosMajor` the running iOS's major version (the title's rounding
      /// changed in iOS 15). Also nil when `scale` is not a positive number.
      public static func insets(
        style: String, imageSize: (width: Double, height: Double)?,
        titleSize: (width: Double, height: Double)?, bounds: (width: Double, height: Double)?,
        scale: Double, rightToLeft: Bool, iosMajor: Int
      ) -> ButtonStyleInsets? {
        guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
        let solver = ButtonStyleSolver(
          style: parameters, scale: scale, rightToLeft: rightToLeft, iosMajor: iosMajor)
        return solver.solve(
          image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
          rawTitle: titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
          bounds: bounds.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) })
      }

      /// The size the button should report as `intrinsicContentSize` with style `style`: the
      /// image and title, the spacing between them and the padding, rounded to the pixel (what
      /// UIKit computes from the content insets `insets` returns); nil for an unknown style.
      public static func intrinsicContentSize(
        style: String, imageSize: (width: Double, height: Double)?,
        titleSize: (width: Double, height: Double)?, scale: Double, iosMajor: Int
      ) -> (width: Double, height: Double)? {
        guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
        let solver = ButtonStyleSolver(
          style: parameters, scale: scale, rightToLeft: false, iosMajor: iosMajor)
        let size = solver.neededSize(
          image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
          title: solver.roundedTitle(
            titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) }))
        return (size.width, size.height)
      }

      /// The catalog names of the styles this file knows, in the catalog's order.
      public static var styleNames: [String] { styles.map(\.name) }

      static func parameters(_ style: String) -> ButtonStyleParameters? {
        index[style].map { styles[$0].parameters }
      }

      /// Style names to their row (the first row of a name, should two spell the same string).
      static let index: [String: Int] = Dictionary(
        styles.enumerated().map { ($0.element.name, $0.offset) },
        uniquingKeysWith: { first, _ in first })
    }
    """#
}
