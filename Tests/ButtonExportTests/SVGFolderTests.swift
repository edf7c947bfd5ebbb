import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonExport

/// In an svg folder a button keeps its file name whatever buttons are
/// added, in any order, and the newcomer takes the suffix.
@Suite struct SVGFolderTests {
  static let pool = [
    "tabbar/home", "tabbar-home", "Tabbar-Home", "tabbar_home", "TABBAR/HOME", "tabbar+home",
    "tabbar-home-2", "con", "CON",
  ]

  static func catalog(_ names: [String]) -> ExportCatalog {
    ExportCatalog(
      buttons: names.sorted(by: NaturalOrder.less).map {
        ExportButton(name: $0, spec: .init(), layouts: [])
      })
  }

  @Test func aButtonKeepsItsFileWhateverIsAdded() {
    var g = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var manifest = SVGFolder()
      var names: [String] = []
      var files: [String: String] = [:]
      for name in Self.pool.shuffled(using: &g) {
        names.append(name)
        let written = manifest.files(Self.catalog(names))
        #expect(written.last?.path == SVGFolder.manifestName)
        manifest = SVGFolder(text: written.last!.contents)
        let now = Dictionary(uniqueKeysWithValues: manifest.entries.map { ($0.button, $0.file) })
        #expect(Set(now.values.map { $0.lowercased() }).count == names.count, "\(now)")
        for (button, file) in files { #expect(now[button] == file, "\(names)") }
        files = now
      }
    }
  }

  /// Without a manifest (a first export) the names are what `fileNames` gives.
  @Test func aFirstExportNamesAsBefore() {
    let catalog = Self.catalog(Self.pool)
    let files = SVGFolder().files(catalog).dropLast().map(\.path)
    #expect(files == SVGRenderer.fileNames(catalog))
  }

  /// A diagram is stale once no button owns it; a partial export keeps the others' entries.
  @Test func staleDiagramsAndPartialExports() {
    let before = SVGFolder(
      entries: [
        .init(digest: String(repeating: "0", count: 64), file: "gone.svg", button: "gone"),
        .init(digest: String(repeating: "1", count: 64), file: "a.svg", button: "a"),
      ])
    let files = before.files(Self.catalog(["a"]))
    #expect(before.stale(after: files).map(\.file) == ["gone.svg"])
    let partial = SVGFolder(text: before.files(Self.catalog(["a"]), partial: true).last!.contents)
    #expect(partial.entries.map(\.file) == ["a.svg", "gone.svg"])
  }
}
