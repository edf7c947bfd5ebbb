import ButtonLayout
import ButtonMeasure
import ButtonTestSupport
import Testing

@testable import ButtonCatalog

/// `SourceMeasurer.titleSize`, the one place a system-font title's size is decided: a device
/// measurement wins, else Apple's font files measure it approximately, else it is unmeasured.
@Suite struct ApproximateTitleTests {
  static func record() -> ButtonRecord {
    var record = ButtonRecord(name: "a")
    record.title = "Done"
    record.titleSource = .system
    return record
  }

  @Test func aDeviceMeasurementWinsOverTheFilesWhichWinOverNothing() throws {
    let temp = try TemporaryDirectory()
    let font = try VariableTestFont.build(in: temp.path)
    let record = Self.record()
    var measurer = SourceMeasurer()
    #expect(measurer.titleSize("Done", record) == .unmeasured)
    measurer.systemFonts = SystemFonts(folder: temp.path)
    let source = measurer.titleSize("Done", record)
    guard case .approximate(let size, let digest) = source else {
      Issue.record("not approximate: \(source)")
      return
    }
    #expect(digest == SystemFonts.digestPrefix + (try ContentDigest(fileAt: font)).hex)
    #expect(SystemFonts.isApproximate(digest))
    #expect(size.height == SystemFont.lineHeight(pointSize: 15))
    #expect(size.width > 0)
    let measured = Size(width: 40, height: 18)
    measurer.measurements = TitleMeasurements([
      TitleMeasurement(
        key: record.systemTitleKey("Done"), pointSize: 15, ios: "26.1", size: measured)
    ])
    #expect(measurer.titleSize("Done", record).size == measured)
    #expect(!SystemFonts.isApproximate(measurer.titleSize("Done", record).digest))
  }

  @Test func aFolderWithoutAUsableFileMeasuresNothingAndSaysWhy() throws {
    let temp = try TemporaryDirectory()
    var measurer = SourceMeasurer()
    measurer.systemFonts = SystemFonts(folder: temp.path)
    #expect(measurer.titleSize("Done", Self.record()) == .unmeasured)
    #expect(measurer.systemFonts.files == nil)
    #expect(
      measurer.systemFonts.problem?.description.contains("it has no .ttf or .otf file") == true)
    #expect(SystemFonts(folder: "").folder == nil)
    #expect(SystemFonts.none.problem == nil)
  }

  @Test func theNeedsSummaryReadsTheApproximateDigests() {
    let summary = NeedsSummary("2 1 approximate:aa,approximate:bb")
    #expect(summary.pending == 2)
    #expect(summary.changed == 1)
    #expect(summary.approximate == ["approximate:aa", "approximate:bb"])
    let none = NeedsSummary("0 0 ")
    #expect(none.pending == 0 && none.changed == 0 && none.approximate.isEmpty)
  }
}
