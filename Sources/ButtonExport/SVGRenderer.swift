/// The `svg` export: one `<name>.svg` diagram per button (`SVGDiagram`), in a folder.
///
/// File names come from button names (`tabbar/home` → `tabbar-home.svg`), made safe and unique
/// by `SafeFileName`.
public struct SVGRenderer: ExportRenderer {
  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    let names = Self.fileNames(catalog)
    return zip(catalog.buttons, names).map { button, name in
      ExportFile(
        path: name,
        contents: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SVGDiagram(button: button).svg)
    }
  }

  /// The file name of each button's diagram, in catalog order.
  public static func fileNames(_ catalog: ExportCatalog) -> [String] {
    SafeFileName.unique(catalog.buttons.map(\.name), fileExtension: "svg")
  }

  /// One button's diagram as an `<svg>` element, for embedding (the HTML page uses it).
  public static func diagram(_ button: ExportButton) -> String {
    SVGDiagram(button: button).svg
  }
}
