/// A button input as problems name it, independent of how it is spelled: the command line
/// renders it as an option, an imported document as its key (`buttons[3].spacing`), a stored
/// row as its column. The engine knows the fields it validates; the catalog adds its own.
public struct ButtonField: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The field's name: an identifier, not what any output shows.
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }

  /// Which of title and image the button has.
  public static let title: ButtonField = "title"
  /// The title's measured size.
  public static let titleSize: ButtonField = "title-size"
  /// The title's point size (the engine sees the line height it gives).
  public static let fontSize: ButtonField = "font-size"
  public static let imageSize: ButtonField = "image-size"
  public static let spacing: ButtonField = "spacing"
  public static let padding: ButtonField = "padding"
  /// The button's size (fixed, or fit).
  public static let size: ButtonField = "size"
  public static let scale: ButtonField = "scale"
}
