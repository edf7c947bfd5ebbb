import Testing

@testable import ButtonMeasure

/// Font files that cannot be used fail with the path and the reason.
@Suite struct FontErrorTests {
  let measurer = TitleMeasurer(cache: FontCache())
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func error(_ source: FontSource) -> String? {
    let error = #expect(throws: MeasureError.self) {
      try measurer.measure("A", font: .file(source), pointSize: 17)
    }
    return error?.description
  }

  @Test func missingFile() {
    #expect(
      error(FontSource(path: "/nonexistent/Font.ttf"))
        == "cannot read \"/nonexistent/Font.ttf\": no such file")
  }

  @Test func folder() throws {
    #expect(
      error(FontSource(path: directory.path))
        == "cannot read \"\(directory.path)\": it is a folder, not a file")
  }

  @Test func notAFont() throws {
    let path = try directory.write("readme.ttf", "This is not a font, just some text.\n")
    #expect(
      error(FontSource(path: path))
        == "\"\(path)\" is not a usable font: it is not a TTF, OTF or TTC file")
  }

  @Test func emptyFile() throws {
    let path = try directory.write("empty.otf", [UInt8]())
    #expect(error(FontSource(path: path)) == "\"\(path)\" is not a usable font: the file is empty")
  }

  @Test func faceIndexOutOfRange() throws {
    guard Fonts.require(Fonts.wqyMicroHei, Fonts.dejaVuSans) else { return }
    #expect(
      error(FontSource(path: Fonts.wqyMicroHei, faceIndex: 5))
        == "\"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc\" has 2 faces (0…1); face index 5 does not exist"
    )
    #expect(
      error(FontSource(path: Fonts.dejaVuSans, faceIndex: 1))
        == "\"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\" has 1 face (index 0); face index 1 does not exist"
    )
  }

  @Test func unreadableFallbackIsReportedWhenNeeded() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let font = TitleFont.file(
      FontSource(path: Fonts.dejaVuSans), fallbacks: [FontSource(path: "/nonexistent/CJK.ttc")])
    // Not consulted when the primary font covers the title.
    #expect(try measurer.measure("OK", font: font, pointSize: 17).fonts.count == 1)
    #expect(
      throws: MeasureError.unreadableFile(path: "/nonexistent/CJK.ttc", reason: "no such file")
    ) {
      try measurer.measure("设置", font: font, pointSize: 17)
    }
  }
}
