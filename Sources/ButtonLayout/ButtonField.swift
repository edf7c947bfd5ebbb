/// A button input as problems name it, independent of how it is spelled: the command line
/// renders it as an option, an imported document as its key (`buttons[3].spacing`), a stored
/// row as its column. The engine knows the fields it validates; the catalog adds its own.
public struct ButtonField: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The field's name: an identifier, not what any output shows.
  public let rawValue: String

  /// The field named `rawValue` (`"font-size"`).
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The field named by a literal: `let field: ButtonField = "spacing"`.
  public init(stringLiteral value: String) { rawValue = value }

  /// The field's name.
  public var description: String { rawValue }

  /// Which of title and image the button has.
  public static let title: ButtonField = "title"
  /// The title's measured size.
  public static let titleSize: ButtonField = "title-size"
  /// The title's point size (the engine sees the line height it gives).
  public static let fontSize: ButtonField = "font-size"
  /// The image's size.
  public static let imageSize: ButtonField = "image-size"
  /// The gap between image and title.
  public static let spacing: ButtonField = "spacing"
  /// The padding around the content.
  public static let padding: ButtonField = "padding"
  /// The button's size (fixed, or fit).
  public static let size: ButtonField = "size"
  /// The screen scale (1, 2 or 3).
  public static let scale: ButtonField = "scale"
  /// The given `contentEdgeInsets` (the `insets` technique's).
  public static let contentInsets: ButtonField = "content-insets"
  /// The given `imageEdgeInsets` (the `insets` technique's).
  public static let imageInsets: ButtonField = "image-insets"
  /// The given `titleEdgeInsets` (the `insets` technique's).
  public static let titleInsets: ButtonField = "title-insets"
}

extension ButtonField {
  /// The field named inside a message ("give \(ButtonField.titleSize.mention("WxH"))"), which
  /// each front end renders its own way (`renderingMentions`): the command line as the option
  /// with `placeholder` (`--title-size WxH`), others by the field's name. Messages never spell an
  /// option themselves.
  package func mention(_ placeholder: String = "") -> String {
    "\(Self.mark)\(rawValue)\(Self.separator)\(placeholder)\(Self.mark)"
  }

  static let mark: Character = "\u{1}"
  static let separator: Character = "\u{2}"

  /// `text` with every mention replaced by `name(field, placeholder)`. Text without mentions is
  /// returned as it is.
  package static func renderingMentions(
    in text: String, _ name: (ButtonField, String) -> String
  ) -> String {
    guard text.contains(mark) else { return text }
    var out = ""
    var rest = Substring(text)
    while let start = rest.firstIndex(of: mark) {
      out += rest[..<start]
      let body = rest[rest.index(after: start)...]
      guard let end = body.firstIndex(of: mark), let split = body[..<end].firstIndex(of: separator)
      else {
        out += rest[start...]
        return out
      }
      out += name(
        ButtonField(rawValue: String(body[..<split])), String(body[body.index(after: split)..<end]))
      rest = body[body.index(after: end)...]
    }
    return out + rest
  }
}
