import Foundation
import Testing

@testable import ButtonExport

/// The writer replaces files atomically and only when their content changes.
@Suite struct ExportWriterTests {
  static func inode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
  }

  static func leftovers(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
  }

  @Test func writesASingleFileAndSkipsUnchangedContent() throws {
    let temp = try TemporaryDirectory()
    let output = temp.path + "/out/buttons.csv"
    try FileManager.default.createDirectory(
      atPath: temp.path + "/out", withIntermediateDirectories: true)
    let file = [ExportFile(path: "buttons.csv", contents: "a,b\n")]
    let first = try ExportWriter().write(file, to: output, layout: .singleFile)
    #expect(first == .init(written: [output]))
    #expect(try temp.read("out/buttons.csv") == "a,b\n")
    let inode = try Self.inode(output)

    // Same bytes: not rewritten (the atomic rename would have given a new inode).
    let second = try ExportWriter().write(file, to: output, layout: .singleFile)
    #expect(second == .init(unchanged: 1))
    #expect(try Self.inode(output) == inode)

    let third = try ExportWriter().write(
      [ExportFile(path: "buttons.csv", contents: "a,b\n1,2\n")], to: output, layout: .singleFile)
    #expect(third == .init(written: [output]))
    #expect(try temp.read("out/buttons.csv") == "a,b\n1,2\n")
    #expect(try Self.leftovers(temp.path + "/out").isEmpty)
  }

  @Test func singleFileIntoAnExistingFolderUsesItsName() throws {
    let temp = try TemporaryDirectory()
    let report = try ExportWriter().write(
      [ExportFile(path: "buttons.md", contents: "# x\n")], to: temp.path, layout: .singleFile)
    #expect(report.written == [temp.path + "/buttons.md"])
    #expect(try temp.read("buttons.md") == "# x\n")
  }

  /// `swift` (combinable): into an existing folder, each file under its name; at a file path,
  /// the combined file.
  @Test func combinableFormatsWriteAFolderOrOneFile() throws {
    let temp = try TemporaryDirectory()
    let files = renderer(for: .swift).render(Fixtures.catalog)
    let folder = try ExportWriter().write(files, to: temp.path, layout: .combinable)
    #expect(folder.written == files.map { temp.path + "/" + $0.path })
    #expect(try temp.read("ButtonStyleLayout.swift") == files[1].contents)
    let single = renderer(for: .swift).renderSingleFile(Fixtures.catalog)
    let output = temp.path + "/Combined.swift"
    let file = try ExportWriter().write(single, to: output, layout: .combinable)
    #expect(file.written == [output])
    #expect(try temp.read("Combined.swift") == single[0].contents)
  }

  @Test func replacesAPreexistingFileWhole() throws {
    let temp = try TemporaryDirectory()
    let long = String(repeating: "old line that is longer than the new contents\n", count: 1000)
    let output = try temp.write("ButtonStyles.swift", long)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output)
    _ = try ExportWriter().write(
      [ExportFile(path: "ButtonStyles.swift", contents: "new\n")], to: output, layout: .singleFile)
    #expect(try temp.read("ButtonStyles.swift") == "new\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
  }

  @Test func writesAFolderCreatingIt() throws {
    let temp = try TemporaryDirectory()
    let folder = temp.path + "/a/b/svg"
    let files = renderer(for: .svg).render(Fixtures.catalog)
    let report = try ExportWriter().write(files, to: folder, layout: .directory)
    #expect(report.written.count == files.count)
    #expect(report.unchanged == 0)
    for file in files {
      #expect(
        try String(contentsOfFile: folder + "/" + file.path, encoding: .utf8) == file.contents)
    }
    // One file changes: only it is written.
    var changed = files
    changed[3].contents += "<!-- changed -->\n"
    let again = try ExportWriter().write(changed, to: folder, layout: .directory)
    #expect(again.written == [folder + "/" + files[3].path])
    #expect(again.unchanged == files.count - 1)
  }

  @Test func aFileInTheWayOfTheFolderIsAnError() throws {
    let temp = try TemporaryDirectory()
    let blocker = try temp.write("objc", "not a folder\n")
    #expect(throws: ExportWriteError.self) {
      try ExportWriter().write(
        renderer(for: .objc).render(Fixtures.catalog), to: blocker, layout: .directory)
    }
  }

  @Test func missingParentFolderIsReported() throws {
    let temp = try TemporaryDirectory()
    let output = temp.path + "/missing/buttons.csv"
    do {
      _ = try ExportWriter().write(
        [ExportFile(path: "buttons.csv", contents: "x\n")], to: output, layout: .singleFile)
      Issue.record("expected an error")
    } catch {
      #expect(error.operation == "create")
      #expect(error.path == output)
      #expect(error.description == "cannot create \(output): No such file or directory")
    }
  }

  struct Interrupted: Error {}

  /// A failure half-way through the temporary file leaves the old file intact and no
  /// temporary file behind.
  @Test func interruptedWriteLeavesTheOldFile() throws {
    let temp = try TemporaryDirectory()
    let output = try temp.write("buttons.html", "old complete page\n")
    let folder = temp.path
    let writer = ExportWriter { stage throws(ExportWriteError) in
      if case .halfWritten(let path) = stage {
        // The half-written temporary file sits beside the output, never at it.
        #expect(AtomicFileWriter.parent(path) == folder)
        #expect(path != output)
        throw ExportWriteError(
          operation: "write", path: path, code: 5, reason: "Input/output error")
      }
    }
    #expect(throws: ExportWriteError.self) {
      try writer.write(
        [ExportFile(path: "buttons.html", contents: String(repeating: "new page\n", count: 500))],
        to: output, layout: .singleFile)
    }
    #expect(try temp.read("buttons.html") == "old complete page\n")
    #expect(try Self.leftovers(temp.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["buttons.html"])
  }

  /// Up to the rename, the complete new file exists only under its temporary name.
  @Test func newContentAppearsOnlyAtTheRename() throws {
    let temp = try TemporaryDirectory()
    let output = try temp.write("buttons.md", "old\n")
    let writer = ExportWriter { stage throws(ExportWriteError) in
      if case .beforeRename(let path) = stage {
        #expect((try? String(contentsOfFile: path, encoding: .utf8)) == "new\n")
        #expect((try? String(contentsOfFile: output, encoding: .utf8)) == "old\n")
        throw ExportWriteError(
          operation: "replace", path: output, code: 28, reason: "No space left on device")
      }
    }
    #expect(throws: ExportWriteError.self) {
      try writer.write(
        [ExportFile(path: "buttons.md", contents: "new\n")], to: output, layout: .singleFile)
    }
    #expect(try temp.read("buttons.md") == "old\n")
    #expect(try Self.leftovers(temp.path).isEmpty)
  }

  @Test func safeRelativePaths() {
    #expect(ExportWriter.isSafeRelativePath("a.svg"))
    #expect(ExportWriter.isSafeRelativePath("sub/a.svg"))
    #expect(!ExportWriter.isSafeRelativePath("/etc/passwd"))
    #expect(!ExportWriter.isSafeRelativePath("../a.svg"))
    #expect(!ExportWriter.isSafeRelativePath("a//b"))
    #expect(!ExportWriter.isSafeRelativePath(""))
  }
}

/// The one atomic writer: never through a link, an unpredictable temporary name.
@Suite struct AtomicFileWriterTests {
  @Test func aLinkAtTheOutputIsReplacedNotFollowed() throws {
    let temp = try TemporaryDirectory()
    let victim = try temp.write("victim.txt", "precious\n")
    let output = temp.path + "/buttons.csv"
    try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: victim)
    let report = try ExportWriter().write(
      [ExportFile(path: "buttons.csv", contents: "a\u{0}b\n")], to: .file(output))
    #expect(report.written == [output])
    #expect(try temp.read("victim.txt") == "precious\n")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: output)) == nil)
    #expect(try temp.read("buttons.csv") == "a\u{0}b\n")
  }

  @Test func streamsEveryByteAndNamesItsTemporaryUnpredictably() throws {
    let temp = try TemporaryDirectory()
    let output = temp.path + "/buttons.json"
    let first = try AtomicFileWriter(path: output)
    let second = try AtomicFileWriter(path: output)
    #expect(first.temporaryPath != second.temporaryPath)
    #expect(!first.temporaryPath.contains("\(getpid())"))
    second.discard()
    first.write("x\u{0}y")
    first.write(String(repeating: "z", count: 100_000))
    #expect(try first.commit())
    let bytes = try #require(FileManager.default.contents(atPath: output))
    #expect(bytes.count == 100_003)
    #expect(Array(bytes.prefix(3)) == [0x78, 0, 0x79])
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["buttons.json"])
    // The same bytes again: left untouched.
    let again = try AtomicFileWriter(path: output)
    again.write("x\u{0}y" + String(repeating: "z", count: 100_000))
    #expect(try again.commit() == false)
  }

  @Test func targetsFollowTheDestination() {
    let files = [ExportFile(path: "a.svg", contents: ""), ExportFile(path: "b.svg", contents: "")]
    #expect(ExportWriter.targets(files, .folder("out/")) == ["out/a.svg", "out/b.svg"])
    #expect(ExportWriter.targets(files, .folder("out")) == ["out/a.svg", "out/b.svg"])
    #expect(ExportWriter.targets([files[0]], .file("one.svg")) == ["one.svg"])
  }

  /// A rename that fails after earlier files of the folder were replaced
  /// (the third destination turned into a folder once every file was checked) puts the earlier
  /// files back: every old file as it was, no temporary or kept file left.
  @Test func aRenameFailingMidwayPutsTheEarlierFilesBack() throws {
    let temp = try TemporaryDirectory()
    let folder = temp.path
    let names = ["a.txt", "b.txt", "c.txt"]
    for name in names { _ = try temp.write(name, "old \(name)\n") }
    let blocked = folder + "/c.txt"
    let writer = ExportWriter { stage throws(ExportWriteError) in
      if case .beforeRename(let path) = stage, path.contains(".c.txt.") {
        unlink(blocked)
        mkdir(blocked, 0o755)
      }
    }
    do {
      _ = try writer.write(
        names.map { ExportFile(path: $0, contents: "new \($0)\n") }, to: .folder(folder))
      Issue.record("expected an error")
    } catch {
      #expect(error.path == blocked)
    }
    #expect(try temp.read("a.txt") == "old a.txt\n")
    #expect(try temp.read("b.txt") == "old b.txt\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names)
  }

  /// A destination that is a folder is refused before any file is replaced, naming it.
  @Test func aFolderAtADestinationReplacesNothing() throws {
    let temp = try TemporaryDirectory()
    _ = try temp.write("a.txt", "old\n")
    mkdir(temp.path + "/b.txt", 0o755)
    do {
      _ = try ExportWriter().write(
        [ExportFile(path: "a.txt", contents: "new\n"), ExportFile(path: "b.txt", contents: "x")],
        to: .folder(temp.path))
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "cannot replace \(temp.path)/b.txt: it is a folder")
    }
    #expect(try temp.read("a.txt") == "old\n")
    #expect(try ExportWriterTests.leftovers(temp.path).isEmpty)
  }
}
