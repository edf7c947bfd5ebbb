/// The `svg` export: one `<name>.svg` diagram per button (`SVGDiagram`), in a folder: the
/// button's real image embedded as a data URI, its title at its font size, and a legend.
///
/// File names come from button names (`tabbar/home` → `tabbar-home.svg`), made safe and unique
/// by `SafeFileName`.
package struct SVGRenderer: StreamingRenderer {
  package init() {}

  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    try stream(source, fileNames: Self.fileNames(source.index), to: sink)
  }

  /// Each button's diagram under the file name given for it (`SVGFolder` keeps earlier ones),
  /// one file at a time; `each` gets each file's path and contents once written.
  func stream(
    _ source: any ExportSource, fileNames names: [String], to sink: any ExportSink,
    each: (String, String) -> Void = { _, _ in }
  ) throws {
    var index = 0
    try source.forEachButton { button in
      let contents = Self.file(button)
      sink.begin(names[index])
      sink.write(contents)
      each(names[index], contents)
      index += 1
    }
  }

  /// The diagram file of `button`.
  static func file(_ button: ExportButton) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SVGDiagram(button: button).svg
  }

  /// The file name of each button's diagram, in catalog order.
  package static func fileNames(_ catalog: ExportCatalog) -> [String] {
    fileNames(catalog.index)
  }

  /// The file name of each button's diagram, in catalog order.
  package static func fileNames(_ index: ExportIndex) -> [String] {
    index.inNamingOrder { SafeFileName.unique($0, fileExtension: "svg") }
  }

  /// One button's diagram as an `<svg>` element, for embedding (the HTML page uses it):
  /// without `legend`, no legend (the page has one for all); with `imageSymbol`, the image is
  /// the page's `<symbol>` of that id rather than a data URI of its own.
  package static func diagram(
    _ button: ExportButton, legend: Bool = true, imageSymbol: String? = nil
  ) -> String {
    SVGDiagram(button: button, legend: legend, imageSymbol: imageSymbol).svg
  }
}
