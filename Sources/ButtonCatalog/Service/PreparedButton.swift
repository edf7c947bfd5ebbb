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
  /// The variant layouts and their stored form, or `nil` for a button without
  /// variant inputs (it stores none).
  var variants: Variants?
  /// Why the variants could not be laid out (a source file that cannot be read): `add` and
  /// `set` fail with it; `recompute` and `import` keep what is stored and report it.
  var variantsError: CatalogError?

  /// A button's variant layouts as `button_variants` stores them.
  struct Variants: Sendable {
    /// The layouts, or none once `dropLayouts()` let them go.
    private(set) var layouts: [VariantLayout]
    /// How many layouts there are (stored as `variant_count`), and the first one's key (the
    /// base variant's), kept when the layouts are let go.
    let count: Int
    let baseKey: VariantKey?
    /// `InputDigest.ofVariants(record)`.
    var digest: String
    var worstSeverity: String?
    /// `VariantJSON.encodeStored`'s text, as UTF-8 bytes (stored as they are, as text).
    var json: [UInt8]

    init(layouts: [VariantLayout], digest: String, worstSeverity: String?, json: [UInt8]) {
      self.layouts = layouts
      count = layouts.count
      baseKey = layouts.first?.key
      self.digest = digest
      self.worstSeverity = worstSeverity
      self.json = json
    }

    /// Lets the layouts go once what is reported of them is taken (`recompute` holds dozens
    /// of prepared buttons at once between its threads; the stored row is `json`).
    mutating func dropLayouts() { layouts = [] }
  }

  /// The measured titles the layouts need (`title_needs`), and the variants pending for want
  /// of a measurement (the base variant, for a button without variant inputs).
  var needs: [TitleNeed] = []
  var pending: [PendingVariant] = []

  /// Prepares `record` with its variant layouts, laid out by `VariantPlanner` with `measurer`
  /// (which resolves the catalog's relative paths).
  init(_ record: ButtonRecord, measurer: SourceMeasurer) {
    // The record's JSON, made once for its history (`inputsJSON`) and its variants' digest.
    let encoded = RecordJSON.encode(record)
    self.init(record, encoded: encoded)
    guard !record.variants.isEmpty else {
      needs = measurer.baseTitleNeeds(record)
      return
    }
    do {
      let planner = VariantPlanner(measurer: measurer)
      let plan = try planner.plan(for: record)
      needs = plan.needs
      pending = plan.unmeasured
      let layouts = planner.layouts(of: plan, record)
      variants = Variants(
        layouts: layouts, digest: InputDigest.ofVariants(encoded: encoded),
        worstSeverity: layouts.compactMap(\.worstSeverity).max()?.rawValue,
        json: VariantJSON.encodeStoredUTF8(layouts))
    } catch {
      variantsError = error
    }
  }

  /// The variant layouts, or the error that kept them from being laid out.
  func variantLayouts() throws(CatalogError) -> [VariantLayout] {
    if let variantsError { throw variantsError }
    return variants?.layouts ?? []
  }

  init(_ record: ButtonRecord) {
    self.init(record, encoded: RecordJSON.encode(record))
  }

  /// `record` prepared, `encoded` being `RecordJSON.encode(record)`.
  private init(_ record: ButtonRecord, encoded: JSONValue) {
    self.record = record
    needs = record.baseTitleNeeds
    if record.isTitleUnmeasured {
      pending = needs.map { PendingVariant(key: .base, title: $0.key) }
    }
    digest = InputDigest.of(record.spec)
    inputsJSON = JSONWriter(pretty: false).string(encoded)
    // An unmeasured system-font title: every base layout shows it, so none is computed (they
    // are pending until a measurement arrives).
    let computed =
      record.isTitleUnmeasured || record.isImageUnmeasured ? [] : LayoutEngine.layouts(record.spec)
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
