import Foundation
import Testing

/// `export --format swift` writes `ButtonStyles.swift` and
/// `ButtonStyleLayout.swift` into a folder, both parts in one file for a file path or standard
/// output; `export --format objc` adds `ButtonStyleLayout.h` and `.c`.
@Suite struct RuntimeExportTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func swiftWritesTwoFilesIntoAFolderAndOneFileOtherwise() throws {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let folder = c.path("out") + "/"
    let intoFolder = try c.run(["export", "--format", "swift", "--output", folder])
    #expect(intoFolder.status == 0, "\(intoFolder.stderr)")
    let styles = try Self.text(folder + "ButtonStyles.swift")
    let layout = try Self.text(folder + "ButtonStyleLayout.swift")
    #expect(styles.contains("import UIKit") && styles.contains("class ButtonStyleButton"))
    #expect(!styles.contains("struct ButtonStyleSolver"))
    #expect(layout.contains("import Foundation") && !layout.contains("import UIKit"))
    #expect(layout.contains("public enum ButtonStyleLayout"))

    // A file path: one file with both parts, the same text as standard output.
    let file = c.path("Styles.swift")
    let oneFile = try c.run(["export", "--format", "swift", "--output", file])
    #expect(oneFile.status == 0, "\(oneFile.stderr)")
    let combined = try Self.text(file)
    #expect(combined.contains("class ButtonStyleButton"))
    #expect(combined.contains("public enum ButtonStyleLayout"))
    #expect(combined.contains("struct ButtonStyleSolver"))
    #expect(try c.run(["export", "--format", "swift"]).stdout == combined)
  }

  @Test func objcAddsTheCFiles() throws {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let folder = c.path("objc") + "/"
    let result = try c.run(["export", "--format", "objc", "--output", folder])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      names == [
        "ButtonStyleLayout.c", "ButtonStyleLayout.h", "UIButton+ButtonStyles.h",
        "UIButton+ButtonStyles.m",
      ])
    // Still refused for one file path, naming the four files.
    let refused = try c.run(["export", "--format", "objc", "--output", c.path("one.m")])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("writes 4 files"), "\(refused.stderr)")
  }
}
