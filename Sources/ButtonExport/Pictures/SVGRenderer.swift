/// The `svg` export: one `<name>.svg` diagram per button (`SVGDiagram`), in a folder: the
/// button's real image embedded as a data URI, its title at its font size, and a legend.
///
/// File names come from button names (`tabbar/home` → `tabbar-home.svg`), made safe and unique
/// by `SafeFileName`.
package struct SVGRenderer: ExportRenderer {
  package init() {}

  package func render(_ catalog: ExportCatalog) -> [ExportFile] {
    render(catalog, fileNames: Self.fileNames(catalog))
  }

  /// Each button's diagram under the file name given for it (`SVGFolder` keeps earlier ones).
  func render(_ catalog: ExportCatalog, fileNames names: [String]) -> [ExportFile] {
    zip(catalog.buttons, names).map { button, name in
      ExportFile(
        path: name,
        contents: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SVGDiagram(button: button).svg)
    }
  }

  /// The file name of each button's diagram, in catalog order.
  package static func fileNames(_ catalog: ExportCatalog) -> [String] {
    catalog.inNamingOrder { SafeFileName.unique($0, fileExtension: "svg") }
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
