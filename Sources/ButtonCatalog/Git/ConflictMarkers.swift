/// The conflict markers a merge leaves in a text file (`<<<<<<< ours`, `|||||||`, `=======`,
/// `>>>>>>> theirs`): seven or more of one character at the start of a line, then a space or the
/// line's end. No line of a JSON document can start so (a string holds no line break), so a
/// document that does not parse is searched for them, and `import` names each.
package enum ConflictMarkers {
  /// One marker line: its number (from 1) and its text (at most 60 characters).
  package struct Marker: Equatable, Sendable {
    package var line: Int
    package var text: String

    package init(line: Int, text: String) {
      self.line = line
      self.text = text
    }
  }

  /// The markers in `bytes`, in order.
  package static func find(in bytes: UnsafeBufferPointer<UInt8>) -> [Marker] {
    var markers: [Marker] = []
    var line = 1
    var start = 0
    let count = bytes.count
    while start < count {
      var end = start
      while end < count, bytes[end] != 0x0A { end += 1 }
      if let marker = marker(bytes, start, end) {
        markers.append(Marker(line: line, text: marker))
      }
      line += 1
      start = end + 1
    }
    return markers
  }

  /// The text of the line from `start` to `end` when it is a marker.
  private static func marker(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> String?
  {
    var lineEnd = end
    if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    guard lineEnd - start >= 7 else { return nil }
    let first = bytes[start]
    guard
      first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=")
        || first == UInt8(ascii: "|")
    else { return nil }
    var run = start
    while run < lineEnd, bytes[run] == first { run += 1 }
    guard run - start >= 7 else { return nil }
    // `=======` stands alone; the others may name their side after a space.
    if first == UInt8(ascii: "=") {
      guard run == lineEnd else { return nil }
    } else if run < lineEnd, bytes[run] != UInt8(ascii: " ") {
      return nil
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self)
    return text.count > 60 ? String(text.prefix(59)) + "…" : text
  }

  /// The markers in `text` (for tests and small documents).
  package static func find(in text: String) -> [Marker] {
    var text = text
    return text.withUTF8 { find(in: $0) }
  }
}
