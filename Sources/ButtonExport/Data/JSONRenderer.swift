import ButtonCatalog
import ButtonJSON

/// The canonical JSON document (`CatalogDocument`: what `import` reads back) of an export
/// model: the same bytes `CatalogDocument.write` streams from a catalog holding the same
/// buttons, each button's inputs from its `record` and its layouts in the document's shape.
package struct JSONRenderer: StreamingRenderer {
  package static let fileName = "buttons.json"

  package init() {}

  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    sink.begin(Self.fileName)
    var index = 0
    try source.forEachButton { button in
      let layouts = button.layouts.map { layout in
        var json = ""
        LayoutJSON.appendCompact(layout, into: &json)
        return json
      }
      var text = ""
      CatalogDocument.appendButton(
        button.record, layouts: source.index.settings.inputsOnly == true ? nil : layouts,
        index: index, into: &text)
      sink.write(text)
      index += 1
    }
    sink.write(CatalogDocument.end(count: index, settings: source.index.settings))
  }
}
