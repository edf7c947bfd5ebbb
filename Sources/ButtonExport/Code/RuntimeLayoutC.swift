/// `ButtonStyleLayout.h` and `ButtonStyleLayout.c` of the `objc` export: the runtime layout
/// math in plain C99 (no Objective-C, no UIKit), the same as `RuntimeLayoutSwift`'s.
///
/// The header is fixed; the implementation is the fixed text `RuntimeLayoutC.solverText` (a
/// port, line for line, of `ButtonStyleSolver`, ButtonLayout's Runtime/ButtonStyleSolver.swift,
/// which the engine's `ExactSolver` runs and the Swift export ships) after a generated table of
/// the catalog's styles.
enum RuntimeLayoutC {
  static let headerName = "ButtonStyleLayout.h"
  static let implementationName = "ButtonStyleLayout.c"

  static func banner(_ name: String, _ count: Int) -> [String] {
    [
      "\(name): the runtime layout of \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
      "Generated from the catalog: change the styles there and export again.",
      "The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:",
      "ButtonStyleLayoutInsets returns the image, title and content edge insets that make UIKit's",
      "legacy layout put the image and title exactly where the style asks. ButtonStyleButton",
      "(UIButton+ButtonStyles.h) applies them whenever it lays out. Plain C99: no UIKit here.",
    ]
  }

  static func header(_ count: Int) -> String {
    var out = SourceText()
    out.comment("// ", banner(headerName, count))
    out.rawLines(headerText)
    return out.text
  }

  /// The implementation for the `count` buttons of `source` (one pass), written to `sink`
  /// style by style.
  static func implementation(_ source: any ExportSource, _ count: Int, _ sink: any ExportSink)
    throws
  {
    var out = SourceText()
    out.comment("// ", banner(implementationName, count))
    out.line("#include \"\(headerName)\"")
    out.line()
    out.line("#include <math.h>")
    out.line("#include <stddef.h>")
    out.line("#include <string.h>")
    out.line()
    out.comment(
      "// ",
      [
        "What a style fixes: where the image goes, the spacing, the padding and the alignments",
        "(placement 0-5: top, bottom, left, right, leading, trailing; horizontal 0-5: center,",
        "left, right, fill, leading, trailing; vertical 0-3: center, top, bottom, fill).",
        "titleLineHeight is the title font's line height (counted for a button without a title),",
        "or -1 for the system font of the running iOS.",
      ])
    out.block("typedef struct {", "} BSLStyle;") { out in
      out.line("const char *name;")
      out.line("int placement;")
      out.line("double spacing;")
      out.line("ButtonStyleEdgeInsets padding;")
      out.line("int horizontal;")
      out.line("int vertical;")
      out.line("double titleLineHeight;")
    }
    out.line()
    out.line("/* ---- Styles ---- */")
    out.line()
    out.line("static const size_t bsl_style_count = \(count);")
    try out.block("static const BSLStyle bsl_styles[\(Swift.max(count, 1))] = {", "};") { out in
      if count == 0 {
        out.line("{NULL, 0, 0, {0, 0, 0, 0}, 0, 0, 0},")
      }
      try source.forEachButton { button in
        out.flush(to: sink)
        let style = RuntimeStyle(button)
        out.line("// \(CodeComment.inline(style.name)): \(style.summary)")
        let padding = style.padding.values.map(ExportNumber.code).joined(separator: ", ")
        out.line(
          "{\(CodeLiteral.c(style.name)), \(style.placement), \(ExportNumber.code(style.spacing)), "
            + "{\(padding)}, \(style.horizontal), \(style.vertical), "
            + "\(ExportNumber.code(style.titleLineHeight))},")
      }
    }
    out.line()
    out.rawLines(solverText)
    out.flush(to: sink)
  }
}
