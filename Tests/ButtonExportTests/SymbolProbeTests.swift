import ButtonCatalog
import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// The `probe` export of a catalog with SF Symbols: it measures each distinct symbol
/// configuration (`UIImage(systemName:withConfiguration:).size` and the image view of a
/// configured button) and writes them in the document's `images`; a catalog without symbols
/// keeps its probe as it was (the `probe-ios*` golden files).
@Suite struct SymbolProbeTests {
  static let files: [ExportFile] = renderer(for: .probe).render(SymbolExportTests.catalog)

  @Test func matchesGolden() throws {
    try Golden.check(Self.files, folder: "probe-symbols")
  }

  @Test func typechecksWithoutWarnings() throws {
    for result in try ProbeTests.typecheck(Self.files) {
      #expect(result.status == 0, "the probe does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "the probe has warnings:\n\(result.output)")
    }
  }

  /// Each configuration once; the hostile name only as an escaped literal; the document gains
  /// `images` only here.
  @Test func measuresEachSymbolConfigurationOnce() {
    let probe = Self.files[0].contents
    #expect(probe.components(separatedBy: "images.append(").count - 1 == 2)
    #expect(
      probe.contains(
        #"images.append(SymbolImage(name: "star.fill", pointSize: 17, weight: .regular, weightName: "regular", scale: .medium, scaleName: "medium"))"#
      ))
    #expect(
      probe.contains(
        #"SymbolImage(name: "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;", pointSize: 17, weight: .bold"#
      ), "\(probe)")
    #expect(!probe.contains("\u{202E}"))
    #expect(probe.contains(#"+ "  \"images\": \(list(measureImages("#))
    #expect(SwiftAvailabilityTests.unguardedLines(probe) == [])
    let plain = renderer(for: .probe).render(ProbeTests.catalog(ios: 26))[0].contents
    #expect(!plain.contains("images"))
  }
}
