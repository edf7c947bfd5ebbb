import ButtonJSON
import ButtonLayout

/// Everything a button writes besides its identity: computed away from the writing thread (see
/// `Pipeline`), once, so the transaction only binds values.
struct PreparedButton: Sendable {
  struct Layout: Sendable {
    var technique: String
    var direction: String
    var intrinsicWidth: Double
    var intrinsicHeight: Double
    var gap: Double?
    var worstSeverity: String?
    var codes: String
    var json: String
  }

  var record: ButtonRecord
  /// `InputDigest.of(record.spec)`, computed once.
  var digest: String
  var layouts: [Layout]
  /// The chosen technique's layouts, decoded (for `recompute` to report errors).
  var chosen: [TechniqueLayout]
  /// The inputs as history keeps them (`RecordJSON`, compact).
  var inputsJSON: String

  init(_ record: ButtonRecord) {
    self.record = record
    digest = InputDigest.of(record.spec)
    inputsJSON = JSONWriter(pretty: false).string(RecordJSON.encode(record))
    let computed = LayoutEngine.layouts(record.spec)
    chosen = computed.filter { $0.technique == record.technique }
    layouts = computed.map { l in
      var json = ""
      json.reserveCapacity(1536)
      LayoutJSON.appendStored(l, into: &json)
      return Layout(
        technique: l.technique.rawValue, direction: l.direction.rawValue,
        intrinsicWidth: l.frames.intrinsicContentSize.width,
        intrinsicHeight: l.frames.intrinsicContentSize.height, gap: l.gap,
        worstSeverity: l.worstSeverity?.rawValue,
        codes: l.diagnostics.map(\.code.rawValue).joined(separator: " "), json: json)
    }
  }
}
