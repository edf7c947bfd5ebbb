import ButtonExport
import Testing

/// Every format's output for the fixed catalog, compared with its golden file(s).
@Suite struct GoldenTests {
  @Test(arguments: ExportFormat.allCases)
  func matchesGolden(_ format: ExportFormat) throws {
    let files = renderer(for: format).render(Fixtures.catalog)
    switch format.layout {
    case .singleFile:
      try #require(files.count == 1)
      #expect(files[0].path == format.defaultOutputPath)
      try Golden.check(files[0].contents, files[0].path)
    case .directory:
      try Golden.check(files, folder: format.rawValue)
    case .combinable:
      // Each file at the top like a single-file format's, and the combined file in a folder.
      #expect(files.first?.path == format.defaultOutputPath)
      for file in files { try Golden.check(file.contents, file.path) }
      let single = renderer(for: format).renderSingleFile(Fixtures.catalog)
      try #require(single.count == 1)
      #expect(single[0].path == format.defaultOutputPath)
      try Golden.check(single, folder: "\(format.rawValue)-single-file")
    }
  }

  @Test(arguments: ExportFormat.allCases)
  func deterministicText(_ format: ExportFormat) {
    let first = renderer(for: format).render(Fixtures.catalog)
    // A catalog built from the same buttons in another order renders to the same bytes.
    let shuffled = ExportCatalog(buttons: Fixtures.buttons.reversed())
    let second = renderer(for: format).render(shuffled)
    #expect(first == second)
    for file in first {
      #expect(!file.contents.contains("\r"), "\(file.path) has a CR")
      #expect(file.contents.hasSuffix("\n"), "\(file.path) lacks a trailing newline")
      #expect(!file.contents.hasSuffix("\n\n"), "\(file.path) ends in a blank line")
      #expect(
        !file.contents.split(separator: "\n").contains { $0.hasSuffix(" ") },
        "\(file.path) has trailing spaces")
    }
  }

  @Test func multiFileFormatsName() {
    let objc = renderer(for: .objc).render(Fixtures.catalog).map(\.path)
    #expect(
      objc == [
        "UIButton+ButtonStyles.h", "UIButton+ButtonStyles.m", "ButtonStyleLayout.h",
        "ButtonStyleLayout.c",
      ])
    let swift = renderer(for: .swift).render(Fixtures.catalog).map(\.path)
    #expect(swift == ["ButtonStyles.swift", "ButtonStyleLayout.swift"])
    let svg = renderer(for: .svg).render(Fixtures.catalog).map(\.path)
    #expect(svg.count == Fixtures.buttons.count)
    #expect(svg.contains("tabbar-home-icon.svg"))
    #expect(svg.contains("设置.svg"))
    #expect(Set(svg.map { $0.lowercased() }).count == svg.count)
  }
}

/// Renderers never trap: an empty catalog, and a button whose layouts are missing, still give
/// complete, newline-terminated files.
@Suite struct IncompleteCatalogTests {
  @Test(arguments: ExportFormat.allCases)
  func rendersEmptyAndIncompleteCatalogs(_ format: ExportFormat) {
    let empty = renderer(for: format).render(ExportCatalog(buttons: []))
    #expect(
      format.layout == .directory
        || renderer(for: format).renderSingleFile(ExportCatalog(buttons: [])).count == 1)
    let bare = ExportButton(name: "bare", spec: .init(), layouts: [])
    for file in renderer(for: format).render(ExportCatalog(buttons: [bare])) + empty {
      #expect(file.contents.hasSuffix("\n"))
    }
  }
}
