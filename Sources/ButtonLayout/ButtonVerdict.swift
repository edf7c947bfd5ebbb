/// One button's verdict over everything it shows a user: the chosen technique's base layouts and
/// every variant (locale, content size, state, direction), minus the findings its team accepted.
///
/// The one place a layout verdict is decided: `add`, `set`, `show`, `list`, `check`,
/// `recompute`, `layout` and the exports all show this one, so they agree. Findings that repeat
/// across variants are grouped (`FindingGroup`): one entry per code and severity, with the
/// variants it hits, written compactly (`de, fr at xxL–AX5`), and its worst instance.
public struct ButtonVerdict: Hashable, Sendable {
  /// The technique judged (the button's chosen one).
  public var technique: Technique
  /// Every finding, grouped by code and severity: errors first, then warnings, then
  /// information; within a severity, in `Diagnostic.Code` order. Accepted groups are kept
  /// (marked), so every output can still report them.
  public var groups: [FindingGroup]
  /// How many variants were laid out (each key once, whatever its directions); 0 for a
  /// button without variant inputs (its base layouts only).
  public var variantCount: Int
  /// The variants with an error in some direction.
  public var failingVariants: Int
  /// The variants with an unaccepted warning and no error.
  public var warningVariants: Int

  /// The worst finding that counts: errors always, warnings and information unless accepted.
  public var severity: Diagnostic.Severity? {
    groups.filter { !$0.accepted }.map(\.severity).max()
  }

  /// The groups that count (not accepted) at `severity`.
  public func counting(_ severity: Diagnostic.Severity) -> [FindingGroup] {
    groups.filter { !$0.accepted && $0.severity == severity }
  }

  /// The accepted groups.
  public var accepted: [FindingGroup] { groups.filter(\.accepted) }

  /// The verdict of `technique` from its base `layouts` (every technique's may be given: only
  /// `technique`'s are judged) and the stored `variants` (base variant first; empty without
  /// variant inputs), with `acceptedFindings` marked.
  public init(
    technique: Technique, layouts: [TechniqueLayout], variants: [VariantLayout],
    accepted acceptedFindings: AcceptedFindings = AcceptedFindings()
  ) {
    self.technique = technique
    let universe = VariantUniverse(variants)
    var builder = GroupBuilder(accepted: acceptedFindings, universe: universe)
    let chosen = layouts.filter { $0.technique == technique }
    if variants.isEmpty {
      for l in chosen {
        for d in l.diagnostics {
          builder.add(d, FindingHit(key: nil, direction: l.direction), cell: nil, keyCell: nil)
        }
      }
    } else {
      let base = variants[0].key
      var seen = Set<FindingHit.Seen>()
      let directions = universe.directions.count
      // By index, as `VariantUniverse` reads them: not a copy of each layout.
      for i in variants.indices where !variants[i].diagnostics.isEmpty {
        let cell = universe.cells[i]
        let key = variants[i].key
        let direction = variants[i].direction
        let hit = FindingHit(key: key, direction: direction)
        let isBase = key == base
        for d in variants[i].diagnostics {
          builder.add(d, hit, cell: cell, keyCell: cell / directions)
          if isBase { seen.insert(.init(d, direction)) }
        }
      }
      // The base layouts' own findings the base variant does not carry (the variant layouts are
      // the same engine's, so normally none): counted against the base variant.
      for l in chosen {
        for d in l.diagnostics where !seen.contains(.init(d, l.direction)) {
          let hit = FindingHit(key: base, direction: l.direction)
          let cells = universe.cells(of: hit)
          builder.add(d, hit, cell: cells.cell, keyCell: cells.key)
        }
      }
    }
    let judged = builder.groups(universe)
    groups = judged.map(\.group)
    variantCount = universe.keyCount
    var failing = CellSet(count: universe.keyCellCount)
    var warning = CellSet(count: universe.keyCellCount)
    for (group, keys) in judged where !group.accepted {
      switch group.severity {
      case .error: failing.formUnion(keys)
      case .warning: warning.formUnion(keys)
      case .info: break
      }
    }
    failingVariants = variants.isEmpty ? 0 : failing.count
    warning.formUnion(failing)
    warningVariants = variants.isEmpty ? 0 : warning.count - failing.count
  }

  /// The verdict in one line, as `add`, `set` and `show` print it after the technique:
  /// `✗ 95 of 456 variants fail: title-truncated (de, fr at xxL–AX5), exceeds-max-width (…)`,
  /// `~ 1 warning: small-hit-target (LTR)`, `✓ ok (accepted: small-hit-target)`. Locales come
  /// from strings files: `visible` makes each shown safe for a terminal.
  public func summary(visible: (String) -> String = { $0 }) -> String {
    func list(_ groups: [FindingGroup]) -> String {
      groups.map { "\($0.code.rawValue) (\(visible(Self.short($0.whereText))))" }
        .joined(separator: ", ")
    }
    let errors = counting(.error)
    let warnings = counting(.warning)
    var out: String
    if !errors.isEmpty {
      out =
        variantCount > 0
        ? "✗ \(failingVariants) of \(variantCount) variant\(variantCount == 1 ? "" : "s") fail\(failingVariants == 1 ? "s" : ""): "
        : "✗ \(Self.count(errors.count, "error")): "
      out += list(errors)
      if !warnings.isEmpty {
        out += "; \(Self.count(warnings.count, "warning")): " + list(warnings)
      }
    } else if !warnings.isEmpty {
      out =
        variantCount > 0
        ? "~ \(warningVariants) of \(variantCount) variant\(variantCount == 1 ? "" : "s") warn\(warningVariants == 1 ? "s" : ""): "
        : "~ \(Self.count(warnings.count, "warning")): "
      out += list(warnings)
    } else {
      out = "✓ ok"
      if variantCount > 0 { out += " in \(Self.count(variantCount, "variant"))" }
    }
    let accepted = self.accepted.filter { $0.severity >= .warning }
    if !accepted.isEmpty {
      out += " (accepted: " + accepted.map(\.code.rawValue).joined(separator: ", ") + ")"
    }
    return out
  }

  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// The longest where-text the one-line verdict gives a group; the grouped findings give it
  /// whole.
  static let shortLimit = 60

  /// `whereText` cut after its last whole part within `shortLimit` characters, with `; …`.
  static func short(_ whereText: String) -> String {
    guard whereText.count > shortLimit else { return whereText }
    let parts = whereText.split(separator: "; ", omittingEmptySubsequences: false).map(String.init)
    var out = ""
    for part in parts {
      let next = out.isEmpty ? part : out + "; " + part
      if next.count > shortLimit { break }
      out = next
    }
    return out.isEmpty ? String(whereText.prefix(shortLimit - 1)) + "…" : out + "; …"
  }
}

/// Where a finding was seen: one variant in one direction, or (`key == nil`) a base layout of
/// a button without variant inputs.
public struct FindingHit: Hashable, Sendable {
  /// The variant, or `nil` for a base layout of a button without variant inputs.
  public var key: VariantKey?
  /// The direction it was laid out in.
  public var direction: LayoutDirection

  /// A hit in `key` (`nil`: a base layout) and `direction`.
  public init(key: VariantKey?, direction: LayoutDirection) {
    self.key = key
    self.direction = direction
  }

  /// A diagnostic in a direction, compared by what it says.
  struct Seen: Hashable {
    var code: Diagnostic.Code
    var severity: Diagnostic.Severity
    var message: String
    var direction: LayoutDirection
    init(_ d: Diagnostic, _ direction: LayoutDirection) {
      code = d.code
      severity = d.severity
      message = d.message
      self.direction = direction
    }
  }
}

/// A finding that repeats across variants: one code at one severity, every variant it hits,
/// and its worst instance (the largest of its numbers' deviation).
public struct FindingGroup: Hashable, Sendable {
  /// The finding's code.
  public var code: Diagnostic.Code
  /// The severity it was reported with.
  public var severity: Diagnostic.Severity
  /// The reason the team accepted it with, when it is accepted (never for an error).
  public var acceptedReason: String?
  /// Every variant and direction it was seen in, in the order laid out.
  public var hits: [FindingHit]
  /// Its worst instance: the message and numbers to show.
  public var worst: Diagnostic
  /// Where the worst instance was seen.
  public var worstHit: FindingHit
  /// The variants hit as exact blocks (`VariantBlock`), for JSON.
  public var blocks: [VariantBlock]
  /// The variants hit, compactly: `de, fr, nb at xxL–AX5`, `every variant`, `LTR, RTL`.
  public var whereText: String
  /// How many variants it hits (each key once), or directions for a base layout.
  public var extent: Int

  /// Whether the team accepted it (it then counts toward no verdict).
  public var accepted: Bool { acceptedReason != nil }

  /// `95 variants`, `1 direction` (a base layout of a button without variants).
  public var extentText: String {
    let noun = hits.first?.key == nil ? "direction" : "variant"
    return "\(extent) \(noun)\(extent == 1 ? "" : "s")"
  }
}

/// The variants a button has: its locales, content sizes, states and directions in the order
/// laid out, so a set of hits can be written against them.
///
/// Each variant is a cell of the product locales × sizes × states × directions, numbered
/// `((locale × sizes + size) × states + state) × directions + direction` (the key's cell is the
/// same without the direction), so a group's hits are a bit set: a verdict looks at hundreds of
/// variants per button, and hashing each key's locale cost more than the rest of it.
struct VariantUniverse {
  var locales: [String?] = []
  var sizes: [ContentSizeCategory] = []
  var states: [ControlState] = []
  var directions: [LayoutDirection] = []
  /// The directions each locale is laid out in (a right-to-left locale: RTL only).
  var localeDirections: [String?: Set<LayoutDirection>] = [:]
  /// The same per locale index: bit `d` for `directions[d]`.
  var localeDirectionBits: [UInt64] = []
  /// The cell of each variant given, in order.
  var cells: [Int] = []
  /// Every variant laid out, as cells.
  var all = CellSet(count: 0)
  /// How many variant keys (each key once, whatever its directions).
  var keyCount = 0

  var cellCount: Int { keyCellCount * directions.count }
  var keyCellCount: Int { locales.count * sizes.count * states.count }

  init(_ variants: [VariantLayout]) {
    var last: (locale: String?, index: Int)? = nil
    var localeOf: [Int] = []
    localeOf.reserveCapacity(variants.count)
    // By index, reading the fields used: a loop over the layouts would copy each whole.
    for i in variants.indices {
      let key = variants[i].key
      let locale: Int
      if let last, last.locale == key.locale {
        locale = last.index
      } else if let i = locales.firstIndex(of: key.locale) {
        locale = i
      } else {
        locale = locales.count
        locales.append(key.locale)
        localeDirectionBits.append(0)
      }
      last = (key.locale, locale)
      localeOf.append(locale)
      if !sizes.contains(key.contentSize) { sizes.append(key.contentSize) }
      if !states.contains(key.state) { states.append(key.state) }
      if !directions.contains(variants[i].direction) { directions.append(variants[i].direction) }
    }
    sizes.sort()
    all = CellSet(count: cellCount)
    var keys = CellSet(count: keyCellCount)
    cells.reserveCapacity(variants.count)
    for i in variants.indices {
      let locale = localeOf[i]
      let key = keyCell(locale, variants[i].key)
      let d = directions.firstIndex(of: variants[i].direction)!
      let cell = key * directions.count + d
      cells.append(cell)
      all.insert(cell)
      keys.insert(key)
      localeDirectionBits[locale] |= 1 << UInt64(d)
    }
    keyCount = keys.count
    for (i, locale) in locales.enumerated() {
      localeDirections[locale] = Set(
        directions.indices.filter { localeDirectionBits[i] & (1 << UInt64($0)) != 0 }.map {
          directions[$0]
        })
    }
  }

  /// The cell of `key` (whose locale is `locales[locale]`), without a direction.
  func keyCell(_ locale: Int, _ key: VariantKey) -> Int {
    let size = sizes.firstIndex(of: key.contentSize)!
    let state = states.firstIndex(of: key.state)!
    return (locale * sizes.count + size) * states.count + state
  }

  /// The cell of a hit on a key the variants have, or `nil` when they do not have its
  /// direction; and its key's cell (`nil` when they do not have the key).
  func cells(of hit: FindingHit) -> (cell: Int?, key: Int?) {
    guard let key = hit.key, let locale = locales.firstIndex(of: key.locale),
      sizes.contains(key.contentSize), states.contains(key.state)
    else { return (nil, nil) }
    let keyCell = keyCell(locale, key)
    guard let d = directions.firstIndex(of: hit.direction) else { return (nil, keyCell) }
    return (keyCell * directions.count + d, keyCell)
  }
}

/// A set of cells (`VariantUniverse`), as bits.
struct CellSet: Equatable {
  private(set) var words: [UInt64]

  init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

  mutating func insert(_ cell: Int) { words[cell >> 6] |= 1 << UInt64(cell & 63) }

  func contains(_ cell: Int) -> Bool { words[cell >> 6] & (1 << UInt64(cell & 63)) != 0 }

  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  mutating func formUnion(_ other: CellSet) {
    for i in words.indices { words[i] |= other.words[i] }
  }
}

/// Collects diagnostics into groups.
struct GroupBuilder {
  var accepted: AcceptedFindings
  /// The groups in the order first seen, each updated in place (a button has hundreds of
  /// variants: copying a group's hits on every finding would cost their square).
  private var entries: [Entry] = []
  /// How many cells and key cells the variants have (0 for a button without variants).
  private let cellCount: Int
  private let keyCellCount: Int

  struct GroupKey: Hashable {
    var code: Diagnostic.Code
    var severity: Diagnostic.Severity
  }

  private struct Entry {
    var key: GroupKey
    var hits: [FindingHit]
    /// The hits as cells, and their keys' cells.
    var cells: CellSet
    var keys: CellSet
    /// The last hit's cell, or -1 (a hit outside the variants' cells).
    var lastCell: Int
    /// Whether a hit is outside the variants' cells (a base layout's direction the variants
    /// are not laid out in).
    var outside: Bool
    var worst: Diagnostic
    /// `magnitude(worst)`, computed once.
    var worstMagnitude: Double
    var at: FindingHit
  }

  init(accepted: AcceptedFindings, universe: VariantUniverse) {
    self.accepted = accepted
    cellCount = universe.cellCount
    keyCellCount = universe.keyCellCount
  }

  /// Adds `d`, seen at `hit`, whose cells are `cell` and `keyCell` (`nil` outside the
  /// variants, or without variants).
  mutating func add(_ d: Diagnostic, _ hit: FindingHit, cell: Int?, keyCell: Int?) {
    let key = GroupKey(code: d.code, severity: d.severity)
    // A button has a handful of groups: found by comparing, without hashing.
    // (Compared in place: a closure over the entries copied each one it was given.)
    var found: Int?
    for j in entries.indices where entries[j].key == key {
      found = j
      break
    }
    guard let i = found else {
      var entry = Entry(
        key: key, hits: [hit], cells: CellSet(count: cellCount),
        keys: CellSet(count: keyCellCount), lastCell: cell ?? -1, outside: cell == nil,
        worst: d, worstMagnitude: Self.magnitude(d), at: hit)
      if let cell { entry.cells.insert(cell) }
      if let keyCell { entry.keys.insert(keyCell) }
      entries.append(entry)
      return
    }
    // Cells name hits one to one; a hit outside them is compared itself.
    let repeated =
      cell.map { $0 == entries[i].lastCell } ?? (entries[i].hits.last == hit)
    if !repeated {
      entries[i].hits.append(hit)
      if let cell { entries[i].cells.insert(cell) } else { entries[i].outside = true }
      if let keyCell { entries[i].keys.insert(keyCell) }
    }
    entries[i].lastCell = cell ?? -1
    let magnitude = Self.magnitude(d)
    if magnitude > entries[i].worstMagnitude {
      entries[i].worst = d
      entries[i].worstMagnitude = magnitude
      entries[i].at = hit
    }
  }

  /// How far a finding is from what was asked: `actual` against `expected`, `needed` against
  /// `available`, else its largest number.
  static func magnitude(_ d: Diagnostic) -> Double {
    // The first number of each name, found in one pass (names compared by their bytes: each
    // is ASCII without a character another could be canonically equal to).
    var width: Double?
    var height: Double?
    var maxWidth: Double?
    var actual: Double?
    var expected: Double?
    var needed: Double?
    var available: Double?
    var actualWidth: Double?
    var actualHeight: Double?
    var expectedWidth: Double?
    var expectedHeight: Double?
    var largest: Double?
    for number in d.numbers {
      let v = number.value
      // As `max()` of the magnitudes keeps its first one until a larger comes (a NaN too).
      if let known = largest {
        if known < Swift.abs(v) { largest = Swift.abs(v) }
      } else {
        largest = Swift.abs(v)
      }
      var name = number.name
      name.withUTF8 { n in
        func set(_ slot: inout Double?, _ literal: StaticString) {
          guard slot == nil, n.count == literal.utf8CodeUnitCount else { return }
          for k in 0..<n.count where n[k] != literal.utf8Start[k] { return }
          slot = v
        }
        switch n.count {
        case 5: set(&width, "width")
        case 6:
          set(&height, "height")
          set(&actual, "actual")
          set(&needed, "needed")
        case 8:
          set(&maxWidth, "maxWidth")
          set(&expected, "expected")
        case 9: set(&available, "available")
        case 11: set(&actualWidth, "actualWidth")
        case 12: set(&actualHeight, "actualHeight")
        case 13: set(&expectedWidth, "expectedWidth")
        case 14: set(&expectedHeight, "expectedHeight")
        default: break
        }
      }
    }
    if d.code == .smallHitTarget, let w = width, let h = height {
      return -Swift.min(w, h)  // the smaller side, the worse
    }
    if let w = width, let m = maxWidth { return w - m }
    if let a = actual, let e = expected { return Swift.abs(a - e) }
    if let n = needed, let a = available { return n - a }
    if let aw = actualWidth, let ah = actualHeight, let ew = expectedWidth,
      let eh = expectedHeight
    {
      return Swift.max(Swift.abs(aw - ew), Swift.abs(ah - eh))
    }
    return largest ?? 0
  }

  /// The groups, and the keys each hits (the key cells; empty without variants).
  func groups(_ universe: VariantUniverse) -> [(group: FindingGroup, keys: CellSet)] {
    let codeOrder = Dictionary(
      uniqueKeysWithValues: Diagnostic.Code.allCases.enumerated().map { ($1, $0) })
    let sorted = entries.sorted {
      $0.key.severity != $1.key.severity
        ? $0.key.severity > $1.key.severity
        : codeOrder[$0.key.code, default: 0] < codeOrder[$1.key.code, default: 0]
    }
    return sorted.map { entry in
      let key = entry.key
      let reason = accepted.accepts(entry.worst) ? accepted.reason(for: key.code) : nil
      let blocks: [VariantBlock]
      let extent: Int
      if universe.cells.isEmpty {
        // A button without variants: its base layouts' directions.
        let directions = LayoutDirection.ordered(entry.hits.map(\.direction))
        blocks = [VariantBlock(locales: [], sizes: [], states: [], directions: directions)]
        extent = directions.count
      } else {
        blocks = VariantSetText.blocks(entry.cells, in: universe)
        extent = entry.keys.count
      }
      let group = FindingGroup(
        code: key.code, severity: key.severity, acceptedReason: reason, hits: entry.hits,
        worst: entry.worst, worstHit: entry.at, blocks: blocks,
        whereText: VariantSetText.describe(
          blocks, everyVariant: !entry.outside && entry.cells == universe.all, in: universe),
        extent: extent)
      return (group, entry.keys)
    }
  }
}

/// A set of variants that is a product: these locales × content sizes × states × directions.
/// A group's hits are written as a few blocks (`VariantBlocks.blocks`), exactly: every hit is in
/// one block and every combination of a block is a hit. A base layout of a button without
/// variants is a block of directions alone (`locales` and the rest empty).
public struct VariantBlock: Hashable, Sendable {
  /// `nil` for the button's own title (no strings file).
  public var locales: [String?]
  /// The content sizes, in increasing order.
  public var sizes: [ContentSizeCategory]
  /// The control states.
  public var states: [ControlState]
  /// The layout directions.
  public var directions: [LayoutDirection]
}

/// A set of variants written compactly against the variants a button has: locales first,
/// then content-size ranges, then states and directions, each left out when the set has all of
/// them (`de, fr, nb at xxL–AX5`; `every variant`; `at AX1–AX5, selected`).
public enum VariantSetText {
  /// The longest text written; a longer one is cut and says how many blocks it leaves out.
  static let limit = 240

  /// A group's hits (`cells` of `universe`) as blocks: per locale, the (size, state,
  /// direction) it is hit in, locales hit alike together; within them, the (state, direction)
  /// pairs hit at the same sizes together, as one block when they are a product of states and
  /// directions, else one block per pair.
  static func blocks(_ cells: CellSet, in universe: VariantUniverse) -> [VariantBlock] {
    let sizeCount = universe.sizes.count
    let stateCount = universe.states.count
    let directionCount = universe.directions.count
    // Per locale, what is hit: (size, state, direction), the direction "every" (index
    // `directionCount`) where every direction the locale is laid out in is hit (so `en` and
    // the right-to-left `ar` hit at the same sizes go together). Bit
    // `(size × states + state) × (directions + 1) + direction` of a locale's set.
    let restWidth = directionCount + 1
    var byLocale: [(locales: [Int], rest: CellSet)] = []
    for locale in universe.locales.indices {
      let laidOut = universe.localeDirectionBits[locale]
      var rest = CellSet(count: sizeCount * stateCount * restWidth)
      var hit = false
      for size in 0..<sizeCount {
        for state in 0..<stateCount {
          let key = (locale * sizeCount + size) * stateCount + state
          var directions: UInt64 = 0
          for d in 0..<directionCount where cells.contains(key * directionCount + d) {
            directions |= 1 << UInt64(d)
          }
          guard directions != 0 else { continue }
          hit = true
          let at = (size * stateCount + state) * restWidth
          if directions == laidOut {
            rest.insert(at + directionCount)
          } else {
            for d in 0..<directionCount where directions & (1 << UInt64(d)) != 0 {
              rest.insert(at + d)
            }
          }
        }
      }
      guard hit else { continue }
      if let i = byLocale.firstIndex(where: { $0.rest == rest }) {
        byLocale[i].locales.append(locale)
      } else {
        byLocale.append(([locale], rest))
      }
    }
    var blocks: [VariantBlock] = []
    for (locales, rest) in byLocale {
      let laidOutBits = locales.reduce(UInt64(0)) { $0 | universe.localeDirectionBits[$1] }
      let laidOut = universe.directions.indices.filter { laidOutBits & (1 << UInt64($0)) != 0 }
        .map { universe.directions[$0] }
      let names = locales.map { universe.locales[$0] }
      // The (state, direction) pairs, in the states' order and "every" direction first, with
      // the sizes each is hit at (bit `size`), grouped by equal sizes.
      var groups: [(pairs: [(state: Int, direction: Int?)], sizes: UInt64)] = []
      for state in 0..<stateCount {
        for direction in [directionCount] + Array(0..<directionCount) {
          var sizes: UInt64 = 0
          for size in 0..<sizeCount
          where rest.contains((size * stateCount + state) * restWidth + direction) {
            sizes |= 1 << UInt64(size)
          }
          guard sizes != 0 else { continue }
          let pair = (state: state, direction: direction == directionCount ? nil : direction)
          if let i = groups.firstIndex(where: { $0.sizes == sizes }) {
            groups[i].pairs.append(pair)
          } else {
            groups.append(([pair], sizes))
          }
        }
      }
      func directions(_ d: Int?) -> [LayoutDirection] {
        d.map { [universe.directions[$0]] } ?? laidOut
      }
      for group in groups {
        let sizes = (0..<sizeCount).filter { group.sizes & (1 << UInt64($0)) != 0 }
          .map { universe.sizes[$0] }
        let states = (0..<stateCount).filter { s in group.pairs.contains { $0.state == s } }
        let first = group.pairs[0].direction
        if group.pairs.allSatisfy({ $0.direction == first }), states.count == group.pairs.count {
          blocks.append(
            VariantBlock(
              locales: names, sizes: sizes, states: states.map { universe.states[$0] },
              directions: directions(first)))
        } else {
          for pair in group.pairs {
            blocks.append(
              VariantBlock(
                locales: names, sizes: sizes, states: [universe.states[pair.state]],
                directions: directions(pair.direction)))
          }
        }
      }
    }
    return blocks
  }

  /// The blocks as text against `universe`; `everyVariant` when they are every variant laid
  /// out.
  static func describe(_ blocks: [VariantBlock], everyVariant: Bool, in universe: VariantUniverse)
    -> String
  {
    if let first = blocks.first, first.locales.isEmpty, first.sizes.isEmpty {
      return first.directions.map { $0.rawValue.uppercased() }.joined(separator: ", ")
    }
    if everyVariant { return "every variant" }
    let everyLocale = universe.locales.count > 1
    var parts: [String] = []
    for block in blocks {
      var words: [String] = []
      let named = block.locales.compactMap { $0 }
      if everyLocale, block.locales.count == universe.locales.count {
        words.append("every locale")
      } else if !named.isEmpty {
        words.append(named.joined(separator: ", "))
      }
      if block.sizes.count < universe.sizes.count {
        words.append("at " + ranges(block.sizes, in: universe.sizes))
      }
      var qualifiers: [String] = []
      if block.states.count < universe.states.count {
        qualifiers.append(block.states.map(\.rawValue).joined(separator: ", "))
      }
      let laidOut = block.locales.reduce(into: Set<LayoutDirection>()) {
        $0.formUnion(universe.localeDirections[$1] ?? [])
      }
      if !laidOut.isSubset(of: Set(block.directions)) {
        qualifiers.append(block.directions.map { $0.rawValue.uppercased() }.joined(separator: ", "))
      }
      var text = words.joined(separator: " ")
      if !qualifiers.isEmpty {
        text += (text.isEmpty ? "" : ", ") + qualifiers.joined(separator: ", ")
      }
      parts.append(text.isEmpty ? "every variant" : text)
    }
    var out = ""
    for (i, part) in parts.enumerated() {
      let next = out.isEmpty ? part : out + "; " + part
      if next.count > limit {
        let left = parts.count - i
        return out + "; and \(left) more"
      }
      out = next
    }
    return out
  }

  /// `xS–M, xxL–AX5`: runs of consecutive sizes in `all`'s order.
  static func ranges(_ sizes: [ContentSizeCategory], in all: [ContentSizeCategory]) -> String {
    let chosen = Set(sizes)
    var runs: [[ContentSizeCategory]] = []
    var run: [ContentSizeCategory] = []
    for size in all {
      if chosen.contains(size) {
        run.append(size)
      } else if !run.isEmpty {
        runs.append(run)
        run = []
      }
    }
    if !run.isEmpty { runs.append(run) }
    return runs.map { run in
      run.count == 1
        ? run[0].shortName
        : run.count == 2
          ? "\(run[0].shortName), \(run[1].shortName)"
          : "\(run[0].shortName)–\(run[run.count - 1].shortName)"
    }.joined(separator: ", ")
  }
}

extension LayoutDirection {
  /// LTR before RTL.
  static func ordered(_ directions: [LayoutDirection]) -> [LayoutDirection] {
    Set(directions).sorted { $0 == .leftToRight && $1 != .leftToRight }
  }
}
