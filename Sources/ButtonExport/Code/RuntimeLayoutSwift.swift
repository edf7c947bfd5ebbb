/// `ButtonStyleLayout.swift` of the `swift` export: the runtime layout math, Foundation only.
///
/// Three parts: a table of the catalog's styles (generated, `RuntimeStyle`), the fixed public API
/// (`RuntimeLayoutSwift.apiText`), and the solver: the source of truth of the engine's own
/// `ExactSolver`, ButtonLayout's `Runtime/ButtonStyleSolver.swift`, as text embedded at build
/// time (`EmbeddedSolver.text`, the EmbedSolver plugin). The last two are the same in every
/// export. The app calls
/// `ButtonStyleLayout.insets(style:…)` with the live sizes and gets the insets the `exact`
/// technique would compute for them (`RuntimeLayoutRunTests` compiles and runs it to prove so).
enum RuntimeLayoutSwift {
  static let fileName = "ButtonStyleLayout.swift"

  /// The whole file.
  static func file(_ catalog: ExportCatalog) -> String {
    let sink = CollectedFiles()
    sink.begin(fileName)
    var out = SourceText()
    do {
      try file(catalog, catalog.buttons.count, &out, sink)
    } catch {
      preconditionFailure("an export of a model in memory cannot fail: \(error)")
    }
    out.flush(to: sink)
    return sink.files[0].contents
  }

  /// The whole file for the `count` buttons of `source`, written to `sink` style by style.
  static func file(
    _ source: any ExportSource, _ count: Int, _ out: inout SourceText, _ sink: any ExportSink
  ) throws {
    out.comment(
      "// ",
      [
        "\(fileName): the runtime layout of \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
        "Generated from the catalog: change the styles there and export again.",
      ] + about + ["Foundation only: nothing in this file uses UIKit."])
    out.line("import Foundation")
    out.line()
    try section(source, &out, sink)
  }

  /// What the math is, for the banner of each file that holds it.
  static let about = [
    "The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:",
    "ButtonStyleLayout.insets(style:imageSize:titleSize:bounds:scale:rightToLeft:iosMajor:)",
    "returns the image, title and content edge insets that make UIKit's legacy layout put the",
    "image and title exactly where the style asks. ButtonStyleButton (ButtonStyles.swift)",
    "applies them whenever it lays out.",
  ]

  /// The table, the API and the solver, after the imports.
  static func section(
    _ source: any ExportSource, _ out: inout SourceText, _ sink: any ExportSink
  ) throws {
    out.line("// MARK: - Styles")
    out.line()
    try out.block("extension ButtonStyleLayout {") { out in
      out.comment(
        "/// ", ["Each catalog style: its name and what it fixes (see ButtonStyleParameters)."])
      out.line("static let styles: [(name: String, parameters: ButtonStyleParameters)] = [")
      try out.indented { out in
        try source.forEachButton { button in
          let style = RuntimeStyle(button)
          out.line("// \(CodeComment.inline(style.name)): \(style.summary)")
          let p = style.padding
          out.line("(")
          out.indented { out in
            out.line("\(CodeLiteral.swift(style.name)),")
            out.line(
              "ButtonStyleParameters("
                + "placement: \(style.placement), spacing: \(ExportNumber.code(style.spacing)),")
            out.indented { out in
              out.line(
                "padding: ButtonStyleEdgeInsets(top: \(ExportNumber.code(p.top)), "
                  + "left: \(ExportNumber.code(p.left)), bottom: \(ExportNumber.code(p.bottom)), "
                  + "right: \(ExportNumber.code(p.right))),")
              out.line(
                "horizontal: \(style.horizontal), vertical: \(style.vertical), "
                  + "titleLineHeight: \(ExportNumber.code(style.titleLineHeight)))")
            }
          }
          out.line("),")
          out.flush(to: sink)
        }
      }
      out.line("]")
    }
    out.line()
    out.line("// MARK: - Entry points")
    out.line()
    out.rawLines(apiText)
    out.line()
    out.rawLines(EmbeddedSolver.text)
  }
}
