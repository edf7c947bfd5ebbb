import ButtonLayout

/// A layout as the catalog stores it: the document's shape (`layout(_:)`, written by
/// `appendCompact`) followed, only when they carry something the shape does not, by the values
/// a stored layout needs to decode to the layout that was computed:
///
/// - `titleTextFrame`: where the visible title text lies, when it is not the title label's frame
///   (the layout-subviews category widens a label and centres its text);
/// - `titleTruncated`: when it is not what the layout's `title-truncated` diagnostic tells;
/// - `imageClamped`: `true` when the image view is smaller than the image.
///
/// Most layouts need none of them, so their stored text is the document's, byte for byte.
/// Those that do keep them after `diagnostics`, the document's last key: `documentForm` cuts
/// them off for the JSON export, which splices stored layouts into the document as stored.
extension LayoutJSON {
  /// The keys a stored layout may add to the document's shape, in the order they are written.
  static let storedKeys: Set<String> = ["titleTextFrame", "titleTruncated", "imageClamped"]

  /// Appends `l` as the catalog stores it (see above): `decodeLayout` gives `l` back.
  package static func appendStored(_ l: TechniqueLayout, into out: inout String) {
    var bytes = JSONBytes(capacity: 1024)
    compact(l, &bytes)
    let truncatedByDiagnostic = l.diagnostics.contains { $0.code == .titleTruncated }
    if l.titleTextFrame != l.frames.titleFrame || l.titleTruncated != truncatedByDiagnostic
      || l.imageClamped
    {
      bytes.removeLast()  // the closing brace
      if l.titleTextFrame != l.frames.titleFrame {
        bytes.append(",\"titleTextFrame\":")
        append(l.titleTextFrame, &bytes)
      }
      if l.titleTruncated != truncatedByDiagnostic {
        bytes.append(l.titleTruncated ? ",\"titleTruncated\":true" : ",\"titleTruncated\":false")
      }
      if l.imageClamped { bytes.append(",\"imageClamped\":true") }
      bytes.append("}")
    }
    out += bytes.text
  }

  /// The stored layout `text` in the document's shape: without the keys only storage keeps.
  /// Text without them (every layout stored before they were, and most after) is returned as
  /// it is, without parsing it; so is any text whose end is not such keys after an array.
  package static func documentForm(_ text: String) -> String {
    let utf8 = text.utf8
    // The document's shape ends with the diagnostics array: `]}`.
    guard utf8.count >= 2, utf8.last == UInt8(ascii: "}"),
      utf8[utf8.index(utf8.endIndex, offsetBy: -2)] != UInt8(ascii: "]"),
      // The stored keys hold no array: they follow the last `]`.
      let bracket = utf8.lastIndex(of: UInt8(ascii: "]"))
    else { return text }
    let rest = utf8[utf8.index(after: bracket)...]
    // `],"` is an array that ends before a member (inside a string a quote is escaped). The
    // members after it must be one object's to the end, so the array is the top level's.
    guard rest.starts(with: #","#.utf8),
      case .object(let members)? = try? JSONParser.parse(
        "{" + String(decoding: rest.dropFirst(), as: UTF8.self)),
      !members.isEmpty, members.allSatisfy({ storedKeys.contains($0.0) })
    else { return text }
    return String(text[..<bracket]) + "]}"
  }
}
