import ButtonCatalog

/// "Did you mean …?": the known word nearest to a mistyped one, by edit distance.
///
/// The distance is Damerau-Levenshtein in its optimal-string-alignment form (insertions,
/// deletions, substitutions and swaps of two neighbours each cost one), over characters and
/// ignoring case. A candidate is suggested only when the distance is small for the length of what
/// was typed: one edit up to five characters, two up to eleven, three beyond. Ties go to the
/// candidate listed first.
enum Suggestion {
  /// The edits allowed for a word of `length` characters.
  static func threshold(_ length: Int) -> Int {
    switch length {
    case ..<6: 1
    case ..<12: 2
    default: 3
    }
  }

  /// The candidate nearest to `typed` within the threshold, or `nil`. An exact match is not a
  /// suggestion.
  static func nearest<S: Sequence>(_ typed: String, in candidates: S) -> String?
  where S.Element == String {
    let word = Array(typed.lowercased())
    let limit = threshold(word.count)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != typed {
      let other = Array(candidate.lowercased())
      // Cheap bound first: the length difference alone costs that many edits.
      if abs(other.count - word.count) > min(limit, best?.distance ?? limit) { continue }
      let d = distance(word, other, limit: limit)
      if d <= limit, d < (best?.distance ?? .max) {
        best = (candidate, d)
        if d == 0 { break }
      }
    }
    return best?.name
  }

  /// `"; did you mean 'X'?"`, or nothing.
  static func hint<S: Sequence>(_ typed: String, in candidates: S, prefix: String = "") -> String
  where S.Element == String {
    nearest(typed, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
  }

  /// Optimal-string-alignment distance between `a` and `b`; any value above `limit` may be
  /// returned as `limit + 1`.
  static func distance(_ a: [Character], _ b: [Character], limit: Int = .max) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)  // row i - 2
    var previous = Array(0...b.count)  // row i - 1
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if limit != .max, rowMinimum > limit { return limit + 1 }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}

extension CLIError {
  /// A catalog failure as `init(_:)` reports it, and for a name the catalog does not hold, the
  /// nearest name it does: `no button named 'tabbar/hom' in the catalog; did you mean
  /// 'tabbar/home'?`.
  init(_ error: CatalogError, suggestingFrom catalog: Catalog) {
    guard case .unknownName(let name) = error, let names = try? catalog.names() else {
      self.init(error)
      return
    }
    self.init(.data, [error.description + Suggestion.hint(name, in: names)])
  }
}
