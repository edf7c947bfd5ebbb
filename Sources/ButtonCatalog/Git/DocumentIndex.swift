import ButtonJSON
import ButtonLayout

/// A catalog document read once (`CatalogDocument.read`: every problem listed, markers named)
/// keeping of each button only its name, where its bytes are and a hash of its inputs but the
/// name: what `diff` and `merge` need to walk documents in name order, reading one button at a
/// time again (`record`, at its bytes: a document out of name order is walked in name order
/// all the same), so memory does not grow with the buttons' inputs.
package struct DocumentIndex: Sendable {
  package struct Button: Sendable {
    package var name: String
    /// From the end of the button before (the document's start for the first) to its end.
    package var range: Range<Int>
    /// The hash of its inputs but the name and the naming rank (`CatalogDiff.identity`): equal
    /// for a renamed button.
    package var identity: Int
    /// Its place in the document (0 for the first).
    package var position: Int

    package init(name: String, range: Range<Int>, identity: Int, position: Int) {
      self.name = name
      self.range = range
      self.identity = identity
      self.position = position
    }
  }

  /// In natural name order (whatever the document's order: `isSorted`).
  package var buttons: [Button] = []
  package var settings = CatalogSettings()
  /// Whether the names go in strictly increasing natural order, as `export` writes them.
  package var isSorted = true
  /// Whether a button carries computed `layouts` (an inputs-only document has none).
  package var hasLayouts = false

  package init() {}

  /// Reads `bytes`; `release` is called now and then with how far it has read (the bytes
  /// before are not needed again from memory).
  package init(
    _ bytes: UnsafeBufferPointer<UInt8>, source: String, release: (Int) -> Void = { _ in }
  ) throws(CatalogError) {
    var start = 0
    var released = 0
    var buttons: [Button] = []
    var sorted = true
    var layouts = false
    func add(_ record: ButtonRecord, _ end: Int) -> Bool {
      if let last = buttons.last, !NaturalOrder.less(last.name, record.name) { sorted = false }
      buttons.append(
        Button(
          name: record.name, range: start..<end,
          identity: CatalogDiff.identity(record).hashValue, position: buttons.count))
      start = end
      if end - released >= 1 << 24 {
        release(end)
        released = end
      }
      return true
    }
    settings = try CatalogDocument.read(
      bytes, source: source, layouts: { layouts = true }, record: add)
    // Names are unique (`read` refuses a duplicate): one order.
    self.buttons = sorted ? buttons : buttons.sorted { NaturalOrder.less($0.name, $1.name) }
    isSorted = sorted
    hasLayouts = layouts
  }

  /// Button `i`'s record from `bytes`, the document's bytes in its `range`, or `nil` when
  /// they no longer hold it (the file changed since it was read).
  package func record(_ i: Int, _ bytes: [UInt8]) -> ButtonRecord? {
    var item: JSONValue?
    if buttons[i].position == 0 {
      // The document's head comes first: the first element of its `buttons`.
      _ = bytes.withUnsafeBufferPointer { buffer in
        try? JSONParser.parse(buffer, streamingArray: "buttons", skippingValuesOf: ["layouts"]) {
          value, _ in
          item = value
          return false
        }
      }
    } else {
      // `,` and white space, then the button.
      guard let open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
      item = try? JSONParser.parse(Array(bytes[open...]), skippingValuesOf: ["layouts"])
    }
    guard var fields = item?.objectValue else { return nil }
    fields.removeAll { $0.0 == "layouts" }
    guard let record = RecordJSON.decode(.object(fields), "", JSONReader()),
      record.name == buttons[i].name
    else { return nil }
    return record
  }

  /// `a`'s and `b`'s buttons walked in step by name: the indices of those only in `a`
  /// (`gone`), only in `b` (`new`), and of each name in both (`pairs`), in name order.
  package static func match(_ a: DocumentIndex, _ b: DocumentIndex)
    -> (gone: [Int], new: [Int], pairs: [(Int, Int)])
  {
    let (left, right) = (a.buttons, b.buttons)
    var (gone, new, pairs): ([Int], [Int], [(Int, Int)]) = ([], [], [])
    var (i, j) = (0, 0)
    while i < left.count || j < right.count {
      if j == right.count || (i < left.count && NaturalOrder.less(left[i].name, right[j].name)) {
        gone.append(i)
        i += 1
      } else if i == left.count || left[i].name != right[j].name {
        new.append(j)
        j += 1
      } else {
        pairs.append((i, j))
        i += 1
        j += 1
      }
    }
    return (gone, new, pairs)
  }

  /// The index of the button named `name`, or `nil`.
  package func find(_ name: String) -> Int? {
    var (low, high) = (0, buttons.count)
    while low < high {
      let middle = (low + high) / 2
      if NaturalOrder.less(buttons[middle].name, name) { low = middle + 1 } else { high = middle }
    }
    return low < buttons.count && buttons[low].name == name ? low : nil
  }
}

/// A document to walk: its index and a way to read its bytes again.
package struct IndexedDocument {
  package var index: DocumentIndex
  /// The document's bytes in a range (fewer when the file is shorter now).
  package var bytes: (Range<Int>) -> [UInt8]
  /// Names the document in messages.
  package var source: String

  package init(
    index: DocumentIndex, source: String, bytes: @escaping (Range<Int>) -> [UInt8]
  ) {
    self.index = index
    self.source = source
    self.bytes = bytes
  }

  /// Every button, laid out with the engine, with the document's settings (what
  /// `CatalogSnapshot.document` reads from the whole bytes).
  package func snapshot() throws(CatalogError) -> CatalogSnapshot {
    var buttons: [CatalogSnapshot.Button] = []
    for i in index.buttons.indices {
      buttons.append(CatalogSnapshot.Button(computing: try record(i)))
    }
    return CatalogSnapshot(buttons: buttons, settings: index.settings)
  }

  /// Every record, in document order.
  package func records() throws(CatalogError) -> [ButtonRecord] {
    var records: [ButtonRecord] = []
    for i in index.buttons.indices.sorted(by: {
      index.buttons[$0].position < index.buttons[$1].position
    }) {
      records.append(try record(i))
    }
    return records
  }

  /// Button `i`'s record; the document changed since it was indexed when it is not there.
  package func record(_ i: Int) throws(CatalogError) -> ButtonRecord {
    guard let record = index.record(i, bytes(index.buttons[i].range)) else {
      throw .invalid([
        "\(source): changed while it was being read (buttons[\(index.buttons[i].position)] '\(index.buttons[i].name)' is not there any more); run the command again"
      ])
    }
    return record
  }
}
