import ButtonCatalog
import ButtonJSON
import ButtonLayout
import ButtonStore
import Testing

/// Variant layouts stored, through the API: a button with variant inputs stores its variant
/// layouts with its inputs, the read model gives them back (`CatalogButton.variants`,
/// `.worstVariantSeverity`, `RecomputeOutcome.variants`), and they go stale like layouts do.
@Suite struct VariantStorageTests {
  typealias T = TemporaryCatalog

  /// A button with variant inputs that need no file: a state image given by size and a width
  /// limit smaller than the button.
  static func variantRecord(_ name: String) -> ButtonRecord {
    var record = T.record(name)
    record.variants.stateImages[.highlighted] = .size(Size(width: 30, height: 30))
    record.variants.maxWidth = 20
    return record
  }

  @Test func theReadModelGivesBackWhatWasStored() throws {
    let temp = try T()
    let catalog = try temp.open()
    let stored = try catalog.add(Self.variantRecord("tab"), by: T.alice)
    try catalog.add(T.record("plain"), by: T.alice)
    let expected = try VariantPlanner().layouts(for: stored)
    #expect(!expected.isEmpty)

    let tab = try catalog.show("tab")
    #expect(tab.variants == expected)
    #expect(tab.variants.allSatisfy { $0.technique == stored.technique })
    let plain = try catalog.show("plain")
    #expect(plain.variants.isEmpty)
    #expect(plain.worstVariantSeverity == nil)

    var severities: [String: Diagnostic.Severity?] = [:]
    try catalog.list { severities[$0.record.name] = $0.worstVariantSeverity }
    #expect(severities["tab"] == expected.compactMap(\.worstSeverity).max())
    #expect(severities["plain"] == .some(nil))

    let checked = try catalog.check()
    #expect(checked.first { $0.name == "tab" }?.variants == expected)
    #expect(checked.first { $0.name == "plain" }?.variants == [])
    let recomputed = try catalog.recompute(nil, force: true, by: T.bob)
    #expect(recomputed.first { $0.name == "tab" }?.variants == expected)
    #expect(recomputed.first { $0.name == "plain" }?.variants == [])
  }

  /// The stored row is written as UTF-8 bytes cast to text: it must be text, spelling exactly
  /// what `encodeStored` writes, in a catalog as buttoncat makes it (UTF-8) and in one whose
  /// file was made UTF-16 by hand (bound as text there, which SQLite converts).
  @Test(arguments: [nil, "UTF-16le"])
  func theStoredRowIsTheEncodersText(encoding: String?) throws {
    let temp = try T()
    if let encoding {
      let database = try Database(path: temp.path, mode: .readWriteCreate)
      try database.execute(sql: "PRAGMA encoding = '\(encoding)'")
      try database.execute(sql: "CREATE TABLE scratch (x); DROP TABLE scratch")
    }
    let catalog = try temp.open()
    let stored = try catalog.add(Self.variantRecord("tab"), by: T.alice)
    let expected = try VariantPlanner().layouts(for: stored)
    for pass in 0..<2 {
      if pass == 1 { _ = try catalog.recompute(nil, force: true, by: T.bob) }
      let database = try Database(path: temp.path, mode: .readOnly)
      let encodingName = try database.fetchOne("PRAGMA encoding") { try $0.string(at: 0) }
      #expect(encodingName == (encoding == nil ? "UTF-8" : "UTF-16le"))
      let row = try database.fetchOne(
        "SELECT typeof(variants_json), variants_json FROM button_variants"
      ) {
        (try $0.string(at: 0), try $0.string(at: 1))
      }
      #expect(row?.0 == "text")
      #expect(row?.1 == VariantJSON.encodeStored(expected))
      #expect(try catalog.show("tab").variants == expected)
    }
  }

  @Test func variantLayoutsGoStaleAndRecomputeMakesThemCurrent() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(Self.variantRecord("tab"), by: T.alice)
    try temp.editOutsideButtoncat("UPDATE buttons SET max_width = 25")
    #expect(try temp.open(.read).show("tab").staleCauses == [.inputsChanged])
    _ = try temp.open().recompute(nil, force: false, by: T.bob)
    #expect(try temp.open(.read).show("tab").staleCauses == [])
    #expect(try temp.open(.read).show("tab").variants.isEmpty == false)

    try temp.editOutsideButtoncat("DELETE FROM button_variants")
    #expect(try temp.open(.read).show("tab").staleCauses == [.variantLayoutsMissing])
    let outcomes = try temp.open().recompute(nil, force: false, by: T.bob)
    #expect(outcomes[0].reasons == [StaleCause.variantLayoutsMissing.description])
    #expect(try temp.open(.read).show("tab").staleCauses == [])

    // Variant inputs removed: the row goes with them, nothing stale.
    try temp.open().set("tab", by: T.bob) { (r: inout ButtonRecord) throws(CatalogError) in
      r.variants = VariantSettings()
    }
    let plain = try temp.open(.read).show("tab")
    #expect(plain.variants.isEmpty)
    #expect(plain.staleCauses == [])
  }

  /// Validation names each variant field, every problem at once, and nothing is written.
  @Test func problemsNameTheVariantFields() throws {
    var record = T.record("x")
    record.variants.maxWidth = 0
    record.variants.maxFontSize = 2000
    record.variants.titleKey = "home"
    record.variants.stateTitles[.highlighted] = "Home\nnow"
    let errors = record.validate().errors
    #expect(errors.contains(InputProblem(.maxWidth, "'0' must be greater than 0")))
    #expect(
      errors.contains(
        InputProblem(.maxFontSize, "'2000' is out of range: font sizes are at most 1000 pt")))
    #expect(errors.contains { $0.field == .titleKey })
    #expect(errors.contains { $0.field == .stateTitle && $0.message.hasPrefix("highlighted: ") })
    let temp = try T()
    #expect(throws: CatalogError.self) { try temp.open().add(record, by: T.alice) }
    #expect(try temp.open(.read).count() == 0)
  }

  /// `auto` lays the base layouts out in the source language's direction (`autoDirection`),
  /// LTR when there is none; it is stored, read back and digested as auto.
  @Test func autoDirectionIsTheSourceLanguagesForTheBaseLayouts() throws {
    var spec = ButtonSpec(titleSize: Size(width: 40, height: 18), direction: .auto)
    #expect(spec.directions == [.leftToRight])
    #expect(LayoutEngine.layouts(spec).allSatisfy { $0.direction == .leftToRight })
    let ltr = InputDigest.of(spec)
    spec.autoDirection = .rightToLeft
    #expect(spec.directions == [.rightToLeft])
    #expect(LayoutEngine.layouts(spec).allSatisfy { $0.direction == .rightToLeft })
    #expect(InputDigest.of(spec) != ltr)
    #expect(DirectionChoice.auto.directions == [.leftToRight])

    // Without a strings file the source language is unknown: measuring makes it LTR.
    let temp = try T()
    var record = T.record("auto")
    record.spec.direction = .auto
    record.spec.autoDirection = .rightToLeft
    try temp.open().add(record, by: T.alice)
    let shown = try temp.open(.read).show("auto")
    #expect(shown.record.spec.direction == .auto)
    #expect(shown.record.spec.autoDirection == .leftToRight)
    #expect(shown.layouts.map(\.direction) == Array(repeating: .leftToRight, count: 5))
    #expect(shown.staleCauses == [])
    #expect(shown.variants == [])
  }
}
