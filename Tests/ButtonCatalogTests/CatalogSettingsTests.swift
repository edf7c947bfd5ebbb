import ButtonCatalog
import ButtonJSON
import ButtonLayout
import Testing

/// Team settings in the catalog layer: stored values read back, the document's
/// member, and the three-way merge per key.
@Suite struct CatalogSettingsTests {
  typealias S = CatalogSettings

  @Test(arguments: [
    (S.Key.deploymentTarget, "14.5.1", "14.5"), (.ios, "14.5.1", "14.5.1"), (.ios, "26", "26.0"),
    (.scale, "2", "2"), (.strict, "false", "false"),
  ])
  func storedValuesReadBack(key: S.Key, stored: String, text: String) throws {
    #expect(try S.parse(key, stored: stored).get().text == text)
  }

  @Test(arguments: [
    (S.Key.deploymentTarget, "14.9"), (.ios, "x"), (.scale, "4"), (.scale, "2.0"), (.scale, "02"),
    (.strict, "yes"), (.strict, ""),
  ])
  func badStoredValuesAreProblems(key: S.Key, stored: String) {
    guard case .failure(let problem) = S.parse(key, stored: stored) else {
      Issue.record("\(stored) was taken")
      return
    }
    #expect(problem.setting == key && problem.value == stored)
    #expect(problem.description.hasPrefix("the catalog's setting '\(key.rawValue)' is '\(stored)'"))
  }

  @Test func documentMember() {
    var settings = S()
    #expect(settings.documentMember == "  \"settings\": {}")
    settings[.strict] = .flag(true)
    settings[.deploymentTarget] = .version(IOSVersion(14, 0))
    #expect(
      settings.documentMember == """
          "settings": {
            "deploymentTarget": "14.0",
            "strict": true
          }
        """)
    let reader = JSONReader()
    #expect(S.decode(settings.json, "settings", reader) == settings)
    #expect(reader.problems.isEmpty)
    #expect(S.decode(nil, "settings", reader) == S())
  }

  static func settings(_ values: [S.Key: S.Value]) -> S { S(values) }

  @Test func mergePerKey() {
    let v14 = S.Value.version(IOSVersion(14, 0))
    let v15 = S.Value.version(IOSVersion(15, 0))
    let clean = CatalogMerge(
      base: [], ours: [], theirs: [],
      settings: .init(
        base: S([.deploymentTarget: v14]), ours: S([.deploymentTarget: v15]),
        theirs: S([.deploymentTarget: v14, .scale: .scale(2)])))
    #expect(clean.isClean)
    #expect(clean.settings == S([.deploymentTarget: v15, .scale: .scale(2)]))
    #expect(clean.text.hasSuffix("\"scale\": 2\n  }\n}\n"), "\(clean.text)")
    let same = CatalogMerge(
      base: [], ours: [], theirs: [],
      settings: .init(base: S(), ours: S([.strict: .flag(true)]), theirs: S([.strict: .flag(true)]))
    )
    #expect(same.isClean && same.settings == S([.strict: .flag(true)]))
    let conflict = CatalogMerge(
      base: [], ours: [], theirs: [],
      settings: .init(
        base: S([.ios: v14]), ours: S([.ios: v15]), theirs: S()))
    #expect(
      conflict.conflicts == [
        #"settings: changed in both: ios (base "14.0", ours "15.0", theirs not set)"#
      ])
    #expect(
      conflict.text == """
        {
          "formatVersion": 1,
          "buttons": [],
        <<<<<<< ours
          "settings": {
            "ios": "15.0"
          }
        =======
          "settings": {}
        >>>>>>> theirs
        }

        """)
  }
}
