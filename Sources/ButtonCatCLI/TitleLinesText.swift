import ButtonLayout

/// How `show` names a multi-line title's inputs (docs/layout-model.md, "Multi-line titles").
enum TitleLinesText {
  /// `lines  0 (no limit), line break word`, or `nil` for a title left on one line with no line
  /// break mode (the row is left out, so `show` of such a button is what it was).
  static func row(_ spec: ButtonSpec) -> [String]? {
    guard spec.titleLines != 1 || spec.titleLineBreak != nil else { return nil }
    let count = spec.titleLines == 0 ? "0 (no limit)" : String(spec.titleLines)
    let mode = spec.titleLineBreak.map { "line break \($0.rawValue)" } ?? "line break unset (word)"
    return ["lines", "\(count), \(mode)"]
  }
}
