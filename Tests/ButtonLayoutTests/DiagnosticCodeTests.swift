import Foundation
import Testing

@testable import ButtonLayout

/// The diagnostic codes are a stable interface (scripts match on them): every code is listed
/// where users and documents look them up.
@Suite struct DiagnosticCodeTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theVariantCodesAndTheirSpellings() {
    #expect(Diagnostic.Code.exceedsMaxWidth.rawValue == "exceeds-max-width")
    #expect(Diagnostic.Code.stateJump.rawValue == "state-jump")
    #expect(Diagnostic.Code.missingTranslation.rawValue == "missing-translation")
    #expect(Diagnostic.Code.variantNote.rawValue == "variant-note")
    #expect(Set(Diagnostic.Code.allCases.map(\.rawValue)).count == Diagnostic.Code.allCases.count)
  }

  /// The measurements' codes (issue 24), each with its one severity.
  @Test func theMeasurementCodesAndTheirSeverities() {
    #expect(Diagnostic.Code.unmeasuredTitle.rawValue == "unmeasured-title")
    #expect(Diagnostic.Code.deviceMismatch.rawValue == "device-mismatch")
    #expect(Diagnostic.Code.measureMismatch.rawValue == "measure-mismatch")
    #expect(Diagnostic.Code.approximateTitle.rawValue == "approximate-title")
    #expect(Diagnostic.Code.unmeasuredTitle.fixedSeverity == .error)
    #expect(Diagnostic.Code.deviceMismatch.fixedSeverity == .error)
    #expect(Diagnostic.Code.measureMismatch.fixedSeverity == .info)
    #expect(Diagnostic.Code.approximateTitle.fixedSeverity == .info)
    #expect(Diagnostic.Code.titleTruncated.fixedSeverity == nil)
  }

  @Test func readmeListsEveryCode() throws {
    let readme = try Self.text("README.md")
    for code in Diagnostic.Code.allCases {
      #expect(readme.contains("`\(code.rawValue)`"), "README.md does not list \(code.rawValue)")
    }
  }

  @Test func theDocumentSchemaAcceptsEveryCode() throws {
    let schema = try Self.text("Schemas/catalog.schema.json")
    for code in Diagnostic.Code.allCases {
      #expect(schema.contains("\"\(code.rawValue)\""), "the schema does not list \(code.rawValue)")
    }
  }

  @Test func docsDescribeTheVariantCodes() throws {
    let docs = try Self.text("docs/variants.md")
    for code in [Diagnostic.Code.exceedsMaxWidth, .stateJump, .missingTranslation, .variantNote] {
      #expect(docs.contains("`\(code.rawValue)`"), "docs/variants.md does not describe \(code)")
    }
  }
}
