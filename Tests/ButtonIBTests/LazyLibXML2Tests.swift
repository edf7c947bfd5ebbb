import ButtonTestSupport
import Foundation
import Testing

/// buttoncat does not link libxml2: a process that parses no Interface Builder file never loads
/// it (nor ICU and the rest of its dependencies), and the first file parsed loads it with
/// dlopen. Checked on the built ib-bench (IBReader.files(in:) then IBReader.read(path:) of every
/// file) with the glibc dynamic loader's own trace (LD_DEBUG=libs prints "find library=NAME" for
/// every library it loads, linked or dlopen'ed).
@Suite(.enabled(if: Platform.isLinux, "the glibc loader's trace (LD_DEBUG)"))
struct LazyLibXML2Tests {
  /// ib-bench next to the test bundle.
  static let executable: String = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("ib-bench").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return "ib-bench"
  }()

  /// The libraries the loader looked for while ib-bench read the files in `folder`.
  static func librariesLoaded(_ folder: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [folder, "--rounds", "1"]
    var environment = ProcessInfo.processInfo.environment
    environment["LD_DEBUG"] = "libs"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(stderr.suffix(2000))")
    return stderr.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "find library=") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != " " && $0 != ";" })
    }
  }

  @Test func notLoadedWhenNoFileIsParsed() throws {
    let folder = try TemporaryDirectory("ib-lazy")
    try folder.write("notes.txt", "<document/>")
    let libraries = try Self.librariesLoaded(folder.path)
    // The trace works: the C library is always loaded.
    #expect(libraries.contains("libc.so.6"), "\(libraries)")
    #expect(
      !libraries.contains { $0.hasPrefix("libxml2") || $0.hasPrefix("libicu") }, "\(libraries)")
  }

  @Test func loadedWhenAFileIsParsed() throws {
    let folder = try TemporaryDirectory("ib-lazy")
    try folder.write("Main.storyboard", IBDocuments.storyboard)
    let libraries = try Self.librariesLoaded(folder.path)
    #expect(libraries.contains("libxml2.so.2"), "\(libraries)")
  }
}
