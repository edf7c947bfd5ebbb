import ButtonLayout

/// A problem with a button's inputs: the field it is about (`nil`: the button as a whole) and
/// what is wrong, the value shown as given. Each front end names the field its own way: the
/// command line as its option, an imported document as its key, a stored row as its columns.
package struct InputProblem: Hashable, Sendable, CustomStringConvertible {
  package var field: ButtonField?
  package var message: String

  package init(_ field: ButtonField?, _ message: String) {
    self.field = field
    self.message = message
  }

  /// The problem with its field named by `name`, and the fields its message mentions
  /// (`ButtonField.mention`) by `mention` (by `name` when `nil`, without placeholders).
  package func rendered(
    _ name: (ButtonField) -> String, mention: ((ButtonField, String) -> String)? = nil
  ) -> String {
    let text = ButtonField.renderingMentions(in: message) { field, placeholder in
      mention?(field, placeholder) ?? name(field)
    }
    return field.map { "\(name($0)): \(text)" } ?? text
  }

  /// The problem with its field's name (`title-size: …`), for logs and tests.
  package var description: String { rendered(\.rawValue) }
}
