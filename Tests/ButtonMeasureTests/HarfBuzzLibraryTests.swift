import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonMeasure

/// HarfBuzz is loaded with dlopen when a font file is first opened (HarfBuzzLibrary), not linked:
/// the load succeeds here and measures the known numbers, and a library that is missing or is not
/// HarfBuzz is reported, never called.
@Suite struct HarfBuzzLibraryTests {
  @Test func loadsAndMeasures() throws {
    try HarfBuzzLibrary.load()
    try HarfBuzzLibrary.load()  // once per process: the second call repeats the first result
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    // The numbers of TitleMeasurerTests.latinWithKerning, through a cache of its own.
    let m = try TitleMeasurer(cache: FontCache()).measure(
      "AVATAR Wave", font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17)
    #expect(m.size == Size(width: 115.9619140625, height: 19.7890625))
  }

  @Test func concurrentFirstLoadsAgree() async throws {
    // Every thread gets the one result (pthread_once), whichever thread loads first.
    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask { (try? HarfBuzzLibrary.load()) != nil }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func theInstalledLibraryHasEveryFunction() {
    #expect(HarfBuzzLibrary.soname == "libharfbuzz.so.0")
    #expect(HarfBuzzLibrary.probe(HarfBuzzLibrary.soname) == nil)
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func missingLibraryIsReported() {
    let reason = HarfBuzzLibrary.probe("libbuttoncat-no-such-library.so.0")
    #expect(
      reason
        == "libbuttoncat-no-such-library.so.0: cannot open shared object file: No such file or directory"
    )
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func libraryWithoutTheFunctionsIsReported() {
    // SQLite is loaded in every test process (the catalog links it), and is not HarfBuzz.
    #expect(
      HarfBuzzLibrary.probe("libsqlite3.so.0")
        == "libsqlite3.so.0 has no function hb_blob_create_from_file_or_fail")
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func errorMessage() {
    let error = MeasureError.harfBuzzUnavailable(
      reason: "libharfbuzz.so.0: cannot open shared object file: No such file or directory")
    #expect(
      error.description
        == "cannot measure titles in font files: HarfBuzz could not be loaded (libharfbuzz.so.0: cannot open shared object file: No such file or directory); install it (Debian: apt-get install libharfbuzz0b)"
    )
  }
}
