import ButtonLayout
import Testing

@testable import ButtonStrings

@Suite struct PseudoLocaleTests {
  @Test func namesAndDirections() {
    #expect(PseudoLocale.allCases.map(\.rawValue) == ["double", "accented", "bounded", "rtl"])
    #expect(PseudoLocale.double.localeName == "pseudo-double")
    #expect(PseudoLocale.rtl.direction == .rightToLeft)
    #expect(PseudoLocale.accented.direction == nil)
    #expect(PseudoLocale.allCases.filter(\.isApproximation) == [.double, .accented, .bounded])
  }

  @Test func doubleLengthRepeatsTheText() {
    #expect(PseudoLocale.double.transform("Home") == "Home Home")
    #expect(PseudoLocale.double.transform("") == "")
    #expect(PseudoLocale.double.transform("%lld items") == "%lld items %lld items")
  }

  @Test func accentedMapsEveryASCIILetterAndKeepsTheRest() {
    #expect(PseudoLocale.accented.transform("Home") == "Ĥöɱé")
    #expect(PseudoLocale.accented.transform("Cart 2 ü 家") == "Çåŕţ 2 ü 家")
    #expect(StringAssumptions.accentedLetters.count == 52)
    // Each replacement is one scalar other than its letter, and no two letters share one.
    #expect(Set(StringAssumptions.accentedLetters.values).count == 52)
    #expect(StringAssumptions.accentedLetters.allSatisfy { $0.key != $0.value })
  }

  @Test func accentedKeepsFormatSpecifiers() {
    #expect(PseudoLocale.accented.transform("%@ and %lld") == "%@ åñð %lld")
    #expect(PseudoLocale.accented.transform("%1$@ %2$.2f%%") == "%1$@ %2$.2f%%")
    #expect(PseudoLocale.accented.transform("%#@items@ left") == "%#@items@ ļéƒţ")
    // A lone % is no specifier; "% f" is one (a space flag), as printf reads it.
    #expect(PseudoLocale.accented.transform("Save 100%!") == "Šåṽé 100%!")
    #expect(PseudoLocale.accented.transform("100% fun") == "100% fûñ")
  }

  @Test func boundedWrapsTheText() {
    #expect(PseudoLocale.bounded.transform("Home") == "[# Home #]")
  }

  @Test func rtlKeepsTheText() {
    #expect(PseudoLocale.rtl.transform("Home") == "Home")
  }
}
