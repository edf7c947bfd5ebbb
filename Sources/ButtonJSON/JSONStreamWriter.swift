/// Writes a pretty JSON document piece by piece, straight to text, in exactly the bytes
/// `JSONWriter(pretty: true)` writes for the same value: a caller that knows its document's
/// shape (`check --format json`'s buttons) writes each member as it goes, without building a
/// `JSONValue` tree first and writing it out second.
///
/// Containers are opened and closed (`beginObject`/`endObject`, `beginArray`/`endArray`);
/// inside an object each value follows its `key`. Leaves are written with `value`, nested
/// values of any shape too (`JSONWriter`, at the right depth).
package struct JSONStreamWriter {
  /// The text written so far.
  package var text = ""
  /// The depth the document starts at (`JSONWriter.write(_:level:into:)`'s `level`).
  private let level: Int
  /// Per open container, how many members or elements it has so far.
  private var counts: [Int] = []
  /// A key was written: the next value is its member's, with no separator before it.
  private var afterKey = false

  package init(level: Int = 0, capacity: Int = 0) {
    self.level = level
    text.reserveCapacity(capacity)
  }

  package mutating func beginObject() {
    beforeValue()
    text += "{"
    counts.append(0)
  }

  package mutating func endObject() { end("}") }

  package mutating func beginArray() {
    beforeValue()
    text += "["
    counts.append(0)
  }

  package mutating func endArray() { end("]") }

  /// The key of the object's next member.
  package mutating func key(_ key: String) {
    separator()
    JSONWriter.quote(key, into: &text)
    text += ": "
    afterKey = true
  }

  /// A whole value (a leaf, or a small tree) at the current depth.
  package mutating func value(_ value: JSONValue) {
    beforeValue()
    JSONWriter().write(value, level: level + counts.count, into: &text)
  }

  /// `key` and its `value`.
  package mutating func member(_ key: String, _ value: JSONValue) {
    self.key(key)
    self.value(value)
  }

  private mutating func beforeValue() {
    if afterKey {
      afterKey = false
    } else if !counts.isEmpty {
      separator()
    }
  }

  /// The comma before every member or element but the first, and its line.
  private mutating func separator() {
    if counts[counts.count - 1] > 0 { text += "," }
    counts[counts.count - 1] += 1
    newline(level + counts.count)
  }

  private mutating func end(_ bracket: String) {
    let count = counts.removeLast()
    // An empty container is `{}` or `[]`, as `JSONWriter` writes it.
    if count > 0 { newline(level + counts.count) }
    text += bracket
  }

  private mutating func newline(_ indent: Int) {
    text += "\n"
    for _ in 0..<indent { text += "  " }
  }
}
