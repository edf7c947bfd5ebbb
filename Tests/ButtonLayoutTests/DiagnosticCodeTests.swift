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

  /// The measurements' codes, each with its one severity.
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

  /// Each code's declared severities (`Diagnostic.Code.severities`, which decide what can be
  /// accepted) are those the sources report it with: every `Diagnostic(.code, severity, …)` in
  /// `Sources`, both arms of a conditional severity included.
  @Test func declaredSeveritiesAreThoseTheSourcesReport() throws {
    let names = Dictionary(
      uniqueKeysWithValues: Diagnostic.Code.allCases.map { (String(describing: $0), $0) })
    let pattern = try NSRegularExpression(pattern: #"Diagnostic\(\s*\.(\w+),\s*([^,]+),"#)
    let severity = try NSRegularExpression(pattern: #"\.(info|warning|error)\b"#)
    var reported: [Diagnostic.Code: Set<Diagnostic.Severity>] = [:]
    let sources = Self.root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(atPath: sources.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 50)
    for file in files {
      let text =
        try String(
          contentsOf: sources.appendingPathComponent(file), encoding: .utf8) as NSString
      for match in pattern.matches(
        in: text as String, range: NSRange(location: 0, length: text.length))
      {
        let name = text.substring(with: match.range(at: 1))
        let expression = text.substring(with: match.range(at: 2))
        let code = try #require(names[name], "\(file): \(name) is not a code")
        for found in severity.matches(
          in: expression, range: NSRange(location: 0, length: (expression as NSString).length))
        {
          let word = (expression as NSString).substring(with: found.range(at: 1))
          reported[code, default: []].insert(Diagnostic.Severity(rawValue: word)!)
        }
      }
    }
    for code in Diagnostic.Code.allCases {
      // The catalog's measurement findings are made with their fixed severity, not here.
      if let fixed = code.fixedSeverity {
        #expect(code.severities == [fixed], "\(code.rawValue)")
        continue
      }
      #expect(reported[code] == code.severities, "\(code.rawValue)")
    }
    #expect(Diagnostic.Code.titleTruncated.isAlwaysError)
    #expect(!Diagnostic.Code.intrinsicSizeMismatch.isAlwaysError)
    #expect(!Diagnostic.Code.smallHitTarget.isAlwaysError)
  }
}
