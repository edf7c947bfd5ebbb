import ButtonJSON

/// Two or three measurements documents compared entry by entry (an entry is identified by its
/// key: text, font, point size, scale and iOS major version for a title; button, variant,
/// direction, scale and iOS major version for a button): what `diff` and `merge` say.
package enum MeasurementsComparison {
  /// A title entry's identity among the entries.
  static func identity(_ m: TitleMeasurement) -> String {
    [
      "t", m.key.text, m.key.font.storedKey, String(m.key.pointSizeKey), String(m.key.scale),
      String(m.key.iosMajor),
    ].joined(separator: "\u{0}")
  }

  /// An image entry's identity among the entries.
  static func identity(_ m: SymbolMeasurement) -> String {
    [
      "i", m.key.symbol, String(m.key.pointSizeKey), m.key.weight.rawValue,
      m.key.symbolScale.rawValue, String(m.key.scale), String(m.key.iosMajor),
    ].joined(separator: "\u{0}")
  }

  /// An entry's identity and its JSON (compact), by kind.
  static func entries(_ d: MeasurementsDocument) -> [String: (label: String, json: String)] {
    var result: [String: (label: String, json: String)] = [:]
    let writer = JSONWriter(pretty: false)
    for m in d.titles {
      result[identity(m)] = (m.key.description, writer.string(MeasurementsDocument.json(m)))
    }
    for m in d.buttons {
      let label =
        "button \(m.name) \(m.variant.locale ?? "-") \(m.variant.contentSize.shortName) "
        + "\(m.variant.state.rawValue) \(m.direction.rawValue), @\(m.scale)x, iOS \(m.iosMajor)"
      result["b\u{0}" + m.key] = (label, writer.string(MeasurementsDocument.json(m)))
    }
    for m in d.images {
      result[identity(m)] = (
        "image \(m.key.description)", writer.string(MeasurementsDocument.json(m))
      )
    }
    return result
  }

  /// `diff A B`: one line per entry added, removed or changed, in key order (`+`, `-`, `~`).
  package static func diff(_ a: MeasurementsDocument, _ b: MeasurementsDocument) -> [String] {
    let before = entries(a)
    let after = entries(b)
    var lines: [String] = []
    for key in Set(before.keys).union(after.keys).sorted(by: {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }) {
      switch (before[key], after[key]) {
      case (nil, let new?): lines.append("added    \(new.label): \(new.json)")
      case (let old?, nil): lines.append("removed  \(old.label): \(old.json)")
      case (let old?, let new?) where old.json != new.json:
        lines.append("changed  \(old.label): \(old.json) → \(new.json)")
      default: break
      }
    }
    return lines
  }

  /// `merge BASE OURS THEIRS`: each entry takes the side that changed it; an entry changed two
  /// ways (or added on both sides differently, or removed on one and changed on the other) is a
  /// conflict, which keeps OURS's version and is listed.
  package static func merge(
    base: MeasurementsDocument, ours: MeasurementsDocument, theirs: MeasurementsDocument
  ) -> (merged: MeasurementsDocument, conflicts: [String]) {
    let b = entries(base)
    let o = entries(ours)
    let t = entries(theirs)
    var keep: Set<String> = []
    var fromTheirs: Set<String> = []
    var conflicts: [String] = []
    for key in Set(b.keys).union(o.keys).union(t.keys).sorted(by: {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }) {
      let (x, y, z) = (b[key]?.json, o[key]?.json, t[key]?.json)
      if y == z || z == x {
        if y != nil { keep.insert(key) }
      } else if y == x {
        if z != nil { fromTheirs.insert(key) }
      } else {
        conflicts.append(
          "\((o[key] ?? t[key] ?? b[key])!.label): changed in both (ours \(y ?? "removed"), theirs \(z ?? "removed"))"
        )
        if y != nil { keep.insert(key) }
      }
    }
    func pick(_ d: MeasurementsDocument, _ wanted: Set<String>) -> MeasurementsDocument {
      MeasurementsDocument(
        titles: d.titles.filter { wanted.contains(identity($0)) },
        buttons: d.buttons.filter { wanted.contains("b\u{0}" + $0.key) },
        images: d.images.filter { wanted.contains(identity($0)) })
    }
    let mine = pick(ours, keep)
    let theirsPart = pick(theirs, fromTheirs)
    return (
      MeasurementsDocument(
        titles: mine.titles + theirsPart.titles, buttons: mine.buttons + theirsPart.buttons,
        images: mine.images + theirsPart.images),
      conflicts
    )
  }
}
