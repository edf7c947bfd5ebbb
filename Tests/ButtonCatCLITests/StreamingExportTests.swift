import ButtonCatalog
import ButtonExport
import ButtonStore
import Foundation
import Testing

/// Every export streams from the catalog one button at a time (`ExportCatalog.streaming`): what
/// it writes is, byte for byte, what the renderer makes of the whole model in memory (the golden
/// files' path), for every format, form and output, so streaming cannot drift from the model.
@Suite struct StreamingExportTests {
  /// A catalog with an image file and a font (`DataExportCommandTests.fixture`), buttons in
  /// natural order (`item2` before `item10`), both directions, a tag, a stale button, and names
  /// whose identifiers, file names and anchors collide.
  static func fixture() throws -> CatalogFixture {
    let c = try DataExportCommandTests.fixture()
    for arguments in [
      [
        "add", "toolbar/share", "--title", "Share", "--title-width", "41.2", "--image-size",
        "20x20", "--placement", "trailing", "--spacing", "6", "--size", "120x44",
        "--direction", "both", "--tag", "toolbar", "--description", "Line one\nline two",
      ],
      [
        "add", "legacy/tab", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
        "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--technique",
        "edge-insets",
      ],
      ["add", "item10", "--title-size", "40x18"], ["add", "item2", "--image-size", "24x24"],
      ["add", "tab-bar/home", "--title-size", "40x18"],
      ["add", "tab-bar.home", "--title-size", "30x18"],
      ["add", "Tab-Bar/Home", "--title-size", "20x18", "--image", "icons/gear@2x.png"],
    ] {
      let r = try c.run(arguments)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }
    return c
  }

  /// The options each format is exported with here: the defaults, and each of its own.
  static func forms(_ format: ExportFormat) -> [ExportOptions] {
    var forms = [ExportOptions()]
    switch format {
    case .csv:
      var long = ExportOptions()
      long.csvLayouts = true
      forms.append(long)
    case .markdown:
      var all = ExportOptions()
      all.allTechniques = true
      forms.append(all)
    case .swift, .objc, .swiftui:
      forms.append(ExportOptions(deploymentTarget: (15, 0)))
    default: break
    }
    return forms
  }

  @Test func everyFormatStreamedFromTheCatalogIsTheModelsRender() throws {
    let c = try Self.fixture()
    let catalog = try Catalog(path: c.database, access: .read)
    for format in ExportFormat.allCases {
      var stale: [String] = []
      let model = try ExportCatalog(catalog, stale: &stale, titles: format.needsVariantTitles)
      #expect(model.buttons.count == 9)
      for options in Self.forms(format) {
        let renderer = renderer(for: format, options: options)
        for singleFile in [false, true] {
          let expected = singleFile ? renderer.renderSingleFile(model) : renderer.render(model)
          let sink = CollectedFiles()
          try ExportCatalog.streaming(catalog, titles: format.needsVariantTitles) { source in
            try renderer.write(source, singleFile: singleFile, to: sink)
          }
          #expect(!expected.isEmpty)
          #expect(sink.files == expected, "\(format), single file: \(singleFile)")
        }
      }
      // An svg folder: the diagrams under their kept names, then the manifest.
      if format == .svg {
        try FileManager.default.createDirectory(
          atPath: c.path("kept"), withIntermediateDirectories: true)
        try (String(repeating: "0", count: 64) + " item2.svg item10\n").write(
          toFile: c.path("kept/" + SVGFolder.manifestName), atomically: true, encoding: .utf8)
        let before = SVGFolder.read(folder: c.path("kept"))
        #expect(before.entries.count == 1)
        let sink = CollectedFiles()
        try ExportCatalog.streaming(catalog) { source in
          try before.stream(
            source, fileNames: before.fileNames(source.index), partial: false, to: sink)
        }
        #expect(sink.files == before.files(model))
        #expect(sink.files.contains { $0.path == "item2.svg" })
      }
    }
  }

  /// What the command line writes, to standard output, to a file and into a folder, is the
  /// model's render.
  @Test func theCommandLineWritesTheModelsRender() throws {
    let c = try Self.fixture()
    let catalog = try Catalog(path: c.database, access: .read)
    for format in ExportFormat.allCases {
      var stale: [String] = []
      let model = try ExportCatalog(catalog, stale: &stale, titles: format.needsVariantTitles)
      var options = ExportOptions()
      options.catalogFolder = catalog.folder
      let folder = "out-\(format.rawValue)"
      let exported = try c.run(["export", "--format", format.rawValue, "--output", folder + "/"])
      #expect(exported.status == 0, "\(format): \(exported.stderr)")
      options.outputFolder = ExportPaths.absoluteFolder(c.path(folder))
      let expected =
        format == .svg
        ? SVGFolder().files(model) : renderer(for: format, options: options).render(model)
      for file in expected {
        let written = try String(contentsOfFile: c.path(folder + "/" + file.path), encoding: .utf8)
        #expect(written == file.contents, "\(format): \(file.path)")
      }
      guard format.layout != .directory else { continue }
      let piped = try c.run(["export", "--format", format.rawValue])
      #expect(piped.status == 0, "\(format): \(piped.stderr)")
      options.outputFolder = ExportPaths.absoluteFolder(c.directory.path)
      let single = renderer(for: format, options: options).renderSingleFile(model)
      #expect(piped.stdout == single.map(\.contents).joined(), "\(format)")
    }
  }

  /// A row found invalid midway leaves no file, and the error is the one the model gives.
  @Test func anInvalidRowMidwayLeavesNoFile() throws {
    let c = try Self.fixture()
    let good = try c.run(["export", "--format", "csv", "--output", "good.csv"])
    #expect(good.status == 0, "\(good.stderr)")
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: "UPDATE buttons SET accepted = '[1]' WHERE name = 'toolbar/share'")
    }
    let before = try String(contentsOfFile: c.path("good.csv"), encoding: .utf8)
    for format in ["csv", "swift", "markdown", "tokens"] {
      let file = try c.run(["export", "--format", format, "--output", "good.csv"])
      #expect(file.status != 0)
      #expect(file.stderr.contains("toolbar/share"), "\(format): \(file.stderr)")
      #expect(try String(contentsOfFile: c.path("good.csv"), encoding: .utf8) == before)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: c.directory.path)
        .filter { $0.contains("buttoncat-") }
      #expect(leftovers.isEmpty, "\(leftovers)")
      let piped = try c.run(["export", "--format", format])
      #expect(piped.status != 0)
      #expect(piped.stdout.isEmpty)
      #expect(piped.stderr == file.stderr, "\(format)")
    }
  }
}
