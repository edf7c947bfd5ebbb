import ButtonLayout
import Testing

@testable import ButtonStrings

@Suite struct LocaleDirectionTests {
  @Test func rightToLeftLanguages() {
    for code in ["ar", "he", "fa", "ur", "ps", "sd", "ckb", "ug", "yi", "dv", "iw", "ku"] {
      #expect(LocaleDirection.of(code) == .rightToLeft, "\(code)")
    }
  }

  @Test func leftToRightLanguages() {
    for code in ["en", "de", "fr", "ja", "zh-Hans", "hi", "tr", "uk", "", "Base"] {
      #expect(LocaleDirection.of(code) == .leftToRight, "\(code)")
    }
  }

  @Test func regionsSeparatorsAndCaseDoNotMatter() {
    for code in ["ar-SA", "ar_EG", "AR", "he-IL", "fa_IR", "ur-PK"] {
      #expect(LocaleDirection.of(code) == .rightToLeft, "\(code)")
    }
  }

  @Test func aScriptSubtagDecides() {
    #expect(LocaleDirection.of("uz-Arab") == .rightToLeft)
    #expect(LocaleDirection.of("pa-Arab-PK") == .rightToLeft)
    #expect(LocaleDirection.of("ku-Latn") == .leftToRight)
    #expect(LocaleDirection.of("az-Cyrl") == .leftToRight)
    #expect(LocaleDirection.of("yi-Hebr") == .rightToLeft)
  }
}
