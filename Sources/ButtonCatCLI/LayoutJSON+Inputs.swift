import ButtonCatalog
import ButtonJSON
import ButtonLayout

extension LayoutJSON {
  /// `layout --format json`: `{"button": {…inputs…}, "layouts": […]}`. The inputs are a
  /// catalog record's (without a name: `layout` stores nothing).
  static func document(_ inputs: ButtonRecord, _ layouts: [TechniqueLayout]) -> JSONValue {
    let button = JSONValue.object(
      (RecordJSON.encode(inputs).objectValue ?? []).filter { $0.0 != "name" })
    return .object([("button", button), ("layouts", .array(layouts.map(layout)))])
  }
}
