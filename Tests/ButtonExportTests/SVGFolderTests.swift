import ButtonLayout
import ButtonMeasure
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

  /// The manifest is read a piece at a time: lines that straddle the pieces, a last line
  /// without its newline, blank and malformed lines read as the text does; a digest keeps its
  /// digits, and digits that are no digest never match a file.
  @Test func aManifestReadInPiecesIsTheManifestOfItsText() throws {
    let temp = try TemporaryDirectory()
    var g = SplitMix64(seed: 11)
    var text = ""
    var digests: [String] = []
    for i in 0..<3000 {
      let digest = String((0..<64).map { _ in "0123456789abcdef".randomElement(using: &g)! })
      digests.append(digest)
      text += "\(digest) button-\(i)-\(String(repeating: "x", count: i % 37)).svg group/b\(i)\n"
      if i % 500 == 0 { text += "\n" + "not a line\n" + "\(digest) ../up.svg up\n" }
    }
    text += "\(String(repeating: "A", count: 64)) upper.svg upper\n"
    text += "\(String(repeating: "f", count: 64)) last.svg last"
    #expect(text.utf8.count > 3 << 16)
    try temp.write("svg/" + SVGFolder.manifestName, text)
    let read = SVGFolder.read(folder: temp.path + "/svg")
    #expect(read.entries == SVGFolder(text: text).entries)
    #expect(read.entries.count == 3002)
    #expect(read.entries.prefix(3000).map(\.digest) == digests)
    #expect(read.entries[3000].digest == String(repeating: "-", count: 64))
    #expect(read.entries[3001].file == "last.svg")

    // Removal compares the bytes' digest: the uppercase digits match no file.
    try temp.write("svg/upper.svg", "same")
    try temp.write("svg/match.svg", "same")
    let sum = ContentDigest(sha256Of: Array("same".utf8)).hex
    let (removed, kept) = SVGFolder.remove(
      [
        read.entries[3000],
        .init(digest: sum.uppercased(), file: "match.svg", button: "m"),
        .init(digest: sum, file: "match.svg", button: "m"),
      ], from: temp.path + "/svg")
    #expect(removed == [temp.path + "/svg/match.svg"])
    #expect(kept == [temp.path + "/svg/upper.svg", temp.path + "/svg/match.svg"])
  }

  /// A whole export reads the manifest twice instead of holding it: the same file names and
  /// stale diagrams as the manifest read whole; no manifest (or an unreadable one) is none.
  @Test func aWholeExportPlansAsTheManifestReadWhole() throws {
    let temp = try TemporaryDirectory()
    var g = SplitMix64(seed: 5)
    for round in 0..<40 {
      let folder = try temp.folder("svg\(round)")
      let earlier = Array(Self.pool.shuffled(using: &g).prefix(6)) + ["gone/\(round)"]
      let manifest = SVGFolder().files(Self.catalog(earlier)).last!.contents
      try temp.write("svg\(round)/" + SVGFolder.manifestName, manifest)
      let now = Self.pool.shuffled(using: &g).prefix(5)
      let index = Self.catalog(Array(now)).index
      let before = SVGFolder.read(folder: folder)
      let whole = SVGFolder.whole(folder: folder, index)
      #expect(whole.fileNames == before.fileNames(index))
      #expect(whole.stale == before.stale(after: whole.fileNames))
      #expect(whole.stale.contains { $0.button == "gone/\(round)" })
    }
    let none = SVGFolder.whole(folder: temp.path + "/missing", Self.catalog(["a", "A"]).index)
    #expect(none.fileNames == ["a.svg", "A-2.svg"] || none.fileNames == ["A.svg", "a-2.svg"])
    #expect(none.stale.isEmpty)
    #expect(SafeFileName.folded("Tab-É") == "tab-é")
    #expect(SafeFileName.folded("tab-home") == "tab-home")
  }
}
