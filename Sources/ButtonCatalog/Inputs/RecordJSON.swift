import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// The JSON form of a record's inputs: what `show --format json` prints as `button`, what the
/// history keeps for every revision, and what the `json` export carries. Every key is present
/// (absent values are `null`) but those of inputs declared `omittedWhenNull`
/// (`imageReservation`, `namingOrder`), left out while unset; in the order of the declarations
/// (`ButtonInputs`). A document may leave out a key added after documents existed
/// (`buttonSize`: medium).
package enum RecordJSON {
  package static let keys: [String] = ButtonInputs.all.map(\.key)

  static func font(_ f: FontSource) -> JSONValue {
    .object([("path", .string(f.path)), ("face", .integer(Int64(f.faceIndex)))])
  }

  /// An input added after documents existed may be written without its key while it has no
  /// value (`ButtonInput.omittedWhenNull`: a button without a naming rank, one outside a
  /// catalog), as documents were before it.
  package static func encode(_ r: ButtonRecord) -> JSONValue {
    .object(
      ButtonInputs.encoders.compactMap {
        let value = $0.encode(r)
        return $0.omittedWhenNull && value == .null ? nil : ($0.key, value)
      })
  }

  /// The record's members for comparing records key by key (`changes`, `diff`, `merge`), in
  /// declaration order: an unset input a document leaves out is `null` here, so that a value
  /// removed is a change; a button without a naming rank still has no `namingOrder` (the
  /// catalog keeps the rank it gave the row).
  static func members(_ r: ButtonRecord) -> [(String, JSONValue)] {
    ButtonInputs.encoders.compactMap {
      let value = $0.encode(r)
      return $0.key == ButtonInputs.namingOrder.key && value == .null ? nil : ($0.key, value)
    }
  }

  static func fontSource(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> FontSource? {
    guard let o = reader.object(value, path, allowed: ["path", "face"]),
      let p = reader.string(o["path"], path + ".path"),
      let face = reader.integer(o["face"], path + ".face")
    else { return nil }
    guard face >= 0 else {
      reader.problem(path + ".face", "must not be negative")
      return nil
    }
    return FontSource(path: p, faceIndex: face)
  }

  /// Reads a record's inputs, adding every problem to `reader` (unknown keys included); `nil`
  /// when there was any (no record with a made-up value is handed on).
  package static func decode(_ value: JSONValue, _ path: String, _ reader: JSONReader)
    -> ButtonRecord?
  {
    guard let o = reader.object(value, path, allowed: Set(keys)) else { return nil }
    for input in ButtonInputs.all where o[input.key] == nil && !input.optionalInDocuments {
      reader.problem("\(path).\(input.key)", "missing")
    }
    let before = reader.problems.count
    var r = ButtonRecord(name: "")
    for input in ButtonInputs.decoders {
      input.decode(o[input.key], "\(path).\(input.key)", reader, &r)
    }
    r.deriveTitleLineHeight()
    return reader.problems.count == before ? r : nil
  }

  /// What changed between two revisions' inputs, as `key: old → new` lines (each input under
  /// its key, its name in history).
  /// The strings file's titles that changed, as `history` shows them (`de: Folgen → Diesem
  /// Konto folgen`), or `nil` when either side records no titles (`StringsUse`).
  static func titleChanges(from old: ButtonRecord, to new: ButtonRecord) -> [String]? {
    guard let after = new.variants.stringsDigest.flatMap({ StringsUse(stored: $0) }) else {
      return nil
    }
    guard let before = old.variants.stringsDigest.flatMap({ StringsUse(stored: $0) }) else {
      // An older catalog's digest of the whole file: the titles are recorded from now on.
      return old.variants.stringsDigest == nil
        ? nil : ["titles: recorded per key and locale (was the strings file's digest)"]
    }
    return after.changes(from: before, titleKey: new.variants.titleKey)
  }

  package static func changes(from old: ButtonRecord?, to new: ButtonRecord) -> String {
    guard let old else { return "" }
    let a = Dictionary(members(old), uniquingKeysWith: { x, _ in x })
    let writer = JSONWriter(pretty: false)
    var lines: [String] = []
    for case (let key, let value) in members(new) where a[key] != value {
      if key == "stringsDigest", let titles = titleChanges(from: old, to: new) {
        lines += titles
        continue
      }
      lines.append("\(key): \(a[key].map(writer.string) ?? "null") → \(writer.string(value))")
    }
    return lines.joined(separator: "\n")
  }
}
