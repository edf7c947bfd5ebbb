import ButtonCatalog
import ButtonJSON

/// The canonical JSON document (`CatalogDocument`: what `import` reads back) of an export
/// model: the same bytes `CatalogDocument.write` streams from a catalog holding the same
/// buttons, each button's inputs from its `record` and its layouts in the document's shape.
package struct JSONRenderer: ExportRenderer {
  package static let fileName = "buttons.json"

  package init() {}

  package func render(_ catalog: ExportCatalog) -> [ExportFile] {
    var text = ""
    for (index, button) in catalog.buttons.enumerated() {
      let layouts = button.layouts.map { layout in
        var json = ""
        LayoutJSON.appendCompact(layout, into: &json)
        return json
      }
      CatalogDocument.appendButton(
        button.record, layouts: catalog.settings.inputsOnly == true ? nil : layouts, index: index,
        into: &text)
    }
    text += CatalogDocument.end(count: catalog.buttons.count, settings: catalog.settings)
    return [ExportFile(path: Self.fileName, contents: text)]
  }
}
