import Testing

@testable import ButtonLayout

@Suite struct ControlStateTests {
  @Test func spellingsAndMasks() {
    #expect(
      ControlState.allCases.map(\.rawValue)
        == ["normal", "highlighted", "selected", "disabled", "selected+highlighted"])
    #expect(ControlState.allCases.map(\.mask) == [0, 1, 4, 2, 5])
    for state in ControlState.allCases {
      #expect(ControlState(mask: state.mask) == state)
      #expect(ControlState(parsing: state.rawValue) == state)
    }
    #expect(ControlState(parsing: "highlighted+selected") == .selectedHighlighted)
    #expect(ControlState(parsing: "pressed") == nil)
    #expect(ControlState(mask: 3) == nil)  // highlighted|disabled: not one of the five
    #expect(ControlState.allCases.filter(\.isHighlighted) == [.highlighted, .selectedHighlighted])
  }

  @Test func aStateWithoutItsOwnValueUsesNormal() {
    let titles = StateValues([.normal: "Follow", .selected: "Following"])
    #expect(titles.resolved(for: .normal) == StateLookup(value: "Follow", source: .normal))
    #expect(titles.resolved(for: .selected) == StateLookup(value: "Following", source: .selected))
    #expect(titles.resolved(for: .highlighted) == StateLookup(value: "Follow", source: .normal))
    #expect(titles.resolved(for: .disabled) == StateLookup(value: "Follow", source: .normal))
  }

  @Test func selectedAndHighlightedFallsBackToNormalNotSelected() {
    // The toggle-button flash: pressing a selected button shows the normal title.
    let titles = StateValues([.normal: "Follow", .selected: "Following"])
    #expect(titles.resolved(for: .selectedHighlighted)?.value == "Follow")
    let fixed = StateValues([
      .normal: "Follow", .selected: "Following", .selectedHighlighted: "Following",
    ])
    #expect(fixed.resolved(for: .selectedHighlighted)?.source == .selectedHighlighted)
  }

  @Test func nothingSetResolvesToNothing() {
    #expect(StateValues<String>().resolved(for: .highlighted) == nil)
    #expect(StateValues([.selected: "x"]).resolved(for: .highlighted) == nil)
  }

  @Test func attributedTitlesWinOverPlainOnes() {
    let attributed = StateValues([.normal: "A-normal"])
    let plain = StateValues([.normal: "normal", .highlighted: "pressed"])
    let normal = ControlStateTitles.resolved(for: .normal, attributed: attributed, plain: plain)
    #expect(normal?.lookup.value == "A-normal" && normal?.isAttributed == true)
    // UNVERIFIED rule: the attributed normal fallback wins over the plain highlighted title.
    let pressed = ControlStateTitles.resolved(
      for: .highlighted, attributed: attributed, plain: plain)
    #expect(pressed?.lookup == StateLookup(value: "A-normal", source: .normal))
    let plainOnly = ControlStateTitles.resolved(
      for: .highlighted, attributed: StateValues(), plain: plain)
    #expect(plainOnly?.lookup == StateLookup(value: "pressed", source: .highlighted))
    #expect(plainOnly?.isAttributed == false)
  }

  @Test func onlyAFallbackImageIsDimmed() {
    #expect(
      ControlStateTitles.imageAdjustment(for: .highlighted, imageSource: .normal) == .highlighted)
    #expect(
      ControlStateTitles.imageAdjustment(for: .selectedHighlighted, imageSource: .normal)
        == .highlighted)
    #expect(ControlStateTitles.imageAdjustment(for: .disabled, imageSource: .normal) == .disabled)
    #expect(
      ControlStateTitles.imageAdjustment(for: .selected, imageSource: .normal)
        == ImageAdjustment.none)
    #expect(
      ControlStateTitles.imageAdjustment(for: .normal, imageSource: .normal) == ImageAdjustment.none
    )
    #expect(
      ControlStateTitles.imageAdjustment(for: .highlighted, imageSource: .highlighted)
        == ImageAdjustment.none)
  }
}
