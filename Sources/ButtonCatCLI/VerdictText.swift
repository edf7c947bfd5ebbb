import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// A button's verdict (`ButtonVerdict`) as the command line writes it: one line for `add`,
/// `set`, `show` and `recompute`, grouped findings under `show`'s matrix and under each of
/// `check`'s buttons, and the JSON of a grouped finding.
enum VerdictText {
  /// `  exact: ✗ 95 of 456 variants fail: title-truncated (de, fr at xxL–AX5)`.
  static func line(_ verdict: ButtonVerdict, indent: String = "  ") -> String {
    "\(indent)\(verdict.technique.rawValue): \(verdict.summary(visible: TextFormat.visible))\n"
  }

  /// What `add` and `set` print after the change: the verdict line, or why there is none yet.
  static func afterEdit(_ button: CatalogButton) -> String {
    let record = button.record
    if record.isTitleUnmeasured, let key = SubtitleText.unmeasuredKey(record) {
      return "  unmeasured: \(TextFormat.visible(key.description)) has no device measurement; "
        + "its layouts are pending\n" + MeasuringHint.line
    }
    if let problem = UnmeasuredImage.message(record) { return "  unmeasured: \(problem)\n" }
    guard let verdict = button.verdict else { return "" }
    return line(verdict)
  }

  /// The mark of a group: `✗` error, `~` warning, `i` information, `✓` accepted.
  static func mark(_ group: FindingGroup) -> String {
    if group.accepted { return "✓" }
    switch group.severity {
    case .error: return "✗"
    case .warning: return "~"
    case .info: return "i"
    }
  }

  /// Each group in two lines: the mark, code, extent and where; then the worst instance's
  /// message (and the reason of an accepted one). Information only with `info`.
  static func groups(_ verdict: ButtonVerdict, indent: String = "  ", info: Bool = false)
    -> String
  {
    let v = TextFormat.visible
    var out = ""
    for g in verdict.groups where info || g.severity >= .warning {
      let status = g.accepted ? "accepted \(g.severity.rawValue)" : g.severity.rawValue
      out +=
        "\(indent)\(mark(g)) \(g.code.rawValue) (\(status)) in \(g.extentText): \(v(g.whereText))\n"
      let at =
        g.worstHit.key.map { VariantText.name($0, g.worstHit.direction) }
        ?? "[\(g.worstHit.direction.rawValue.uppercased())]"
      out += "\(indent)    worst \(at): \(v(g.worst.message))\n"
      if let reason = g.acceptedReason {
        out += "\(indent)    accepted: \(reason.isEmpty ? "(no reason given)" : v(reason))\n"
      }
    }
    return out
  }

  /// A grouped finding in JSON (`check --format json`'s and `show --format json`'s
  /// `"problems"`): code, severity, the worst instance's message and variant, how many
  /// variants it hits, the variants as exact blocks (each `{"locales", "contentSizes",
  /// "states", "directions"}`: every combination is hit), where as text, whether accepted and
  /// why.
  static func json(_ g: FindingGroup) -> JSONValue { .object(members(g)) }

  /// `json(g)` written member by member (`check --format json` streams its buttons).
  static func write(_ g: FindingGroup, to writer: inout JSONStreamWriter) {
    writer.beginObject()
    for (key, value) in members(g) { writer.member(key, value) }
    writer.endObject()
  }

  /// The members of `json(g)`, in order.
  static func members(_ g: FindingGroup) -> [(String, JSONValue)] {
    [
      ("code", .string(g.code.rawValue)),
      ("severity", .string(g.severity.rawValue)),
      ("message", .string(g.worst.message)),
      ("worst", hitJSON(g.worstHit)),
      ("count", .integer(Int64(g.extent))),
      ("variants", .array(g.blocks.map(blockJSON))),
      ("where", .string(g.whereText)),
      ("accepted", .bool(g.accepted)),
      ("reason", .optional(g.acceptedReason) { .string($0) }),
    ]
  }

  /// A problem of the row rather than of a layout (invalid, stale, a source that cannot be
  /// read, a title unmeasured, a device layout that differs), in the same shape.
  static func rowProblem(_ code: String, _ severity: Diagnostic.Severity, _ message: String)
    -> JSONValue
  {
    .object([
      ("code", .string(code)),
      ("severity", .string(severity.rawValue)),
      ("message", .string(message)),
      ("worst", .null),
      ("count", .integer(0)),
      ("variants", .array([])),
      ("where", .string("")),
      ("accepted", .bool(false)),
      ("reason", .null),
    ])
  }

  static func blockJSON(_ b: VariantBlock) -> JSONValue {
    .object([
      ("locales", .array(b.locales.map { $0.map(JSONValue.string) ?? .null })),
      ("contentSizes", .array(b.sizes.map { .string($0.shortName) })),
      ("states", .array(b.states.map { .string($0.rawValue) })),
      ("directions", .array(b.directions.map { .string($0.rawValue) })),
    ])
  }

  static func hitJSON(_ hit: FindingHit) -> JSONValue {
    guard let key = hit.key else {
      return .object([("direction", .string(hit.direction.rawValue))])
    }
    return .object([
      ("locale", .optional(key.locale) { .string($0) }),
      ("contentSize", .string(key.contentSize.shortName)),
      ("state", .string(key.state.rawValue)),
      ("direction", .string(hit.direction.rawValue)),
    ])
  }
}
