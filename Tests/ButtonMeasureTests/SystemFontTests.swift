import Testing

@testable import ButtonMeasure

/// The system font off Apple platforms: published line height, no widths (docs/layout-model.md
/// section 3).
@Suite struct SystemFontTests {
  let measurer = TitleMeasurer()

  /// 17 × 2444 / 2048 = 20.287109375.
  @Test func lineHeightFromPublishedMetrics() throws {
    let h = try measurer.lineHeight(font: .system, pointSize: 17)
    #expect(h.lineHeight == 20.287109375)
    #expect(h.source == nil)
    // ceilS: 40.57 px → 41 px at 2x; 60.86 px → 61 px at 3x.
    #expect(h.labelHeight(scale: 2) == 20.5)
    #expect(h.labelHeight(scale: 3) == 61.0 / 3)
  }

  @Test func widthIsAnErrorThatSaysWhatToGive() {
    let error = #expect(throws: MeasureError.self) {
      try measurer.measure("Settings", font: .system, pointSize: 17)
    }
    #expect(error == .systemFontWidthUnavailable)
    #expect(
      error?.description
        == "the system font's widths are not available off Apple platforms; give --title-size WxH or --title-width W"
    )
  }

  @Test func pointSizeMustBePositive() {
    let error = #expect(throws: MeasureError.self) {
      try measurer.lineHeight(font: .system, pointSize: 0)
    }
    #expect(error?.description == "font size must be a positive number of points, got 0.0")
    #expect(throws: MeasureError.invalidPointSize(.infinity)) {
      try measurer.measure("A", font: .system, pointSize: .infinity)
    }
  }
}
