import ButtonJSON
import ButtonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one bounded reader of source files, on real devices, pipes and files.
@Suite struct SourceFileTests {
  func reason(_ path: String, _ kind: SourceKind) -> String? {
    do {
      _ = try SourceFile.read(path, kind: kind)
      return nil
    } catch {
      #expect(error.path == path)
      return error.reason
    }
  }

  @Test func regularFilesAreReadWhole() throws {
    let folder = try TemporaryDirectory("source-file")
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path("a.bin")))
    #expect(try SourceFile.read(folder.path("a.bin"), kind: .image) == bytes)
    // Through a link, and (Linux) a /proc file whose size says 0.
    #expect(symlink(folder.path("a.bin"), folder.path("link.bin")) == 0)
    #expect(try SourceFile.read(folder.path("link.bin"), kind: .image) == bytes)
    if Platform.isLinux {
      #expect(try !SourceFile.read("/proc/self/status", kind: .strings).isEmpty)
    }
  }

  @Test func devicesPipesAndFoldersAreRefusedWithoutReadingOrWaiting() throws {
    let folder = try TemporaryDirectory("source-file")
    #expect(symlink("/dev/zero", folder.path("zero.ttf")) == 0)
    #expect(mkfifo(folder.path("pipe.strings"), 0o600) == 0)
    #expect(
      reason(folder.path("zero.ttf"), .font) == "it is a character device, not a regular file")
    #expect(reason("/dev/urandom", .image) == "it is a character device, not a regular file")
    #expect(
      reason(folder.path("pipe.strings"), .strings)
        == "it is a named pipe (FIFO), not a regular file")
    #expect(reason(folder.path, .font) == "it is a folder, not a file")
    #expect(reason(folder.path("missing.png"), .image) == "no such file")
  }

  @Test func aFileOverItsKindsLimitIsRefusedNamingTheVariable() throws {
    let folder = try TemporaryDirectory("source-file")
    let path = folder.path("Contents.json")
    try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: path))
    #expect(
      reason(path, .imageSetContents)
        == "it is 1048577 bytes, more than the 1048576 bytes read of an image set's Contents.json ($BUTTONCAT_CONTENTS_JSON_LIMIT sets another limit)"
    )
    #expect(try SourceFile.read(path, kind: .strings).count == (1 << 20) + 1)
  }
}
