import ButtonJSON

/// How the diff shows a title's measured pieces (`titlePieces`): their texts between bars,
/// `|Sign |in|`, so a change of where the title may break reads at a glance; their widths are
/// measured, as the title's size is.
enum TitlePiecesText {
  /// The pieces' texts, or `nil` when `value` is not a list of pieces.
  static func text(_ value: JSONValue) -> String? {
    guard case .array(let items) = value, !items.isEmpty else { return nil }
    var texts: [String] = []
    for item in items {
      guard case .object(let members) = item, members.first?.0 == "text",
        case .string(let text) = members[0].1, members.contains(where: { $0.0 == "width" })
      else { return nil }
      texts.append(text)
    }
    return "|" + texts.joined(separator: "|") + "| (\(texts.count) pieces, measured)"
  }
}
