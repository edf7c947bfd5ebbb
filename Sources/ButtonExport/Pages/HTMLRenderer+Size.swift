/// Issue 29: a page too big for a browser. Over `readableButtons` buttons the page still holds
/// them all (an export never drops what was asked for), but the export and the page itself say
/// how to make one page per tag (`--tag T`, or a name pattern), which is what a designer opens.
extension HTMLRenderer {
  /// About as many buttons as a browser shows comfortably on one page (each has its diagrams,
  /// tables and variant matrix: some 30 KB of markup).
  package static let readableButtons = 2_000

  /// The export's note for a page of `count` buttons whose tags are `tags` (each with its
  /// number of buttons): nil up to `readableButtons`; else how to select, naming the largest
  /// tags.
  package static func sizeNote(count: Int, tags: [(tag: String, count: Int)]) -> String? {
    guard count > readableButtons else { return nil }
    var note =
      "the page holds \(count) buttons, more than a browser shows comfortably (about "
      + "\(readableButtons)): export a page per tag with --tag T, or per name pattern ('tabbar/*')"
    let largest = tags.sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
      .prefix(5)
    if !largest.isEmpty {
      note +=
        "; the largest tags: "
        + largest.map { "\(VisibleText.visible($0.tag, bidi: true)) (\($0.count))" }.joined(
          separator: ", ")
    }
    return note
  }

  /// `sizeNote` for the buttons of `index`.
  package static func sizeNote(_ index: ExportIndex) -> String? {
    guard index.count > readableButtons else { return nil }
    var counts: [String: Int] = [:]
    for entry in index.entries {
      for tag in Set(entry.tags) { counts[tag, default: 0] += 1 }
    }
    return sizeNote(count: index.count, tags: counts.map { ($0.key, $0.value) })
  }

  /// The page's own sentence for a page that big (in its header), escaped.
  static func sizeWarning(count: Int) -> String {
    guard count > readableButtons else { return "" }
    return
      "<p class=\"warning\">This page holds \(count) buttons, more than a browser shows comfortably: "
      + "export one tag at a time, <code>buttoncat export --format html --tag T</code>.</p>\n"
  }
}
