import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// The digest of everything the engine reads from a record, and the engine's version: a stored
/// layout whose digest or version differs from the current ones is stale.
package enum InputDigest {
  /// Bump when a change to the engine changes any computed number; every stored layout then
  /// shows as stale until `recompute`.
  package static let engineVersion = 3

  /// Each member's text up to its value (`"spacing":`), made once, and how to read its value.
  private static let members: [(head: [UInt8], value: @Sendable (ButtonSpec) -> EngineValue?)] =
    ButtonInputs.digestParts.map { (Array("\"\($0.key)\":".utf8), $0.value) }

  /// SHA-256 of the engine inputs in a fixed, compact JSON form: the members the input
  /// declarations give (`ButtonInputs`), in their order.
  ///
  /// The text is written directly (every command that reads buttons computes it for each one,
  /// to tell whether its layouts are current); it is byte for byte what `JSONWriter(pretty:
  /// false)` writes for `canonical(spec)`, so digests stored by earlier versions still match.
  package static func of(_ spec: ButtonSpec) -> String {
    // Bytes, not a String: appending to a String re-checks it for each piece.
    var text: [UInt8] = []
    text.reserveCapacity(400)
    text.append(UInt8(ascii: "{"))
    for member in members {
      guard let value = member.value(spec) else { continue }
      if text.count > 1 { text.append(UInt8(ascii: ",")) }
      text.append(contentsOf: member.head)
      value.write(into: &text)
    }
    text.append(UInt8(ascii: "}"))
    return ContentDigest(sha256Of: text).hex
  }

  /// The engine inputs as a JSON value: what `of` digests (its written form).
  package static func canonical(_ spec: ButtonSpec) -> JSONValue {
    .object(
      ButtonInputs.digestParts.compactMap { part in part.value(spec).map { (part.key, $0.json) } })
  }

  /// The keys of a record's JSON that are not inputs of its variants (who it is and what the
  /// team judged of it, not what it lays out).
  private static let notVariantInputs: Set<String> = [
    "name", "description", "tags", "accepted", "namingOrder",
  ]

  /// Inputs added after variant digests were first stored, left out while they hold nothing
  /// (`{}`), so the digests stored before them still match (migration 0010).
  private static let leftOutWhileEmpty: Set<String> = ["stateTitleKeys"]

  /// SHA-256 of everything a button's variants derive from: every input of the record
  /// but its name, description, tags, accepted findings and naming rank, measured values and digests included (the titles, the
  /// fonts' and the strings file's digests), in the record's JSON form. Stored with the variant
  /// layouts: another digest means they are out of date.
  package static func ofVariants(_ record: ButtonRecord) -> String {
    ofVariants(encoded: RecordJSON.encode(record))
  }

  /// `ofVariants(record)`, `encoded` being `RecordJSON.encode(record)`.
  package static func ofVariants(encoded: JSONValue) -> String {
    let members = (encoded.objectValue ?? []).filter {
      !notVariantInputs.contains($0.0) && !(leftOutWhileEmpty.contains($0.0) && $0.1 == .object([]))
    }
    return ContentDigest(sha256Of: JSONWriter.compactBytes(.object(members))).hex
  }
}
