import ButtonTestSupport
import Foundation
import Testing

/// buttoncat does not link HarfBuzz: a process that measures no font file never loads it (nor
/// glib, freetype and the rest of its dependencies), and the first title measured in a font file
/// loads it with dlopen. Checked on the built binary with the glibc dynamic loader's own trace
/// (LD_DEBUG=libs prints "find library=NAME" for every library it loads, linked or dlopen'ed).
@Suite(.enabled(if: Platform.isLinux, "the glibc loader's trace (LD_DEBUG)"))
struct LazyHarfBuzzTests {
  /// The libraries the loader looked for while running `arguments`.
  private static func librariesLoaded(_ arguments: [String]) throws -> [String] {
    let result = try BinaryRunner.run(arguments, environment: ["LD_DEBUG": "libs"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stderr.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "find library=") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != " " && $0 != ";" })
    }
  }

  /// HarfBuzz and the libraries only it brings in.
  private static let harfBuzzFamily = [
    "libharfbuzz", "libglib", "libfreetype", "libgraphite2", "libpng", "libbrotli", "libpcre2",
  ]

  private static func harfBuzzLibraries(_ libraries: [String]) -> [String] {
    libraries.filter { name in harfBuzzFamily.contains { name.hasPrefix($0) } }
  }

  @Test func notLoadedWithoutAFontFile() throws {
    for arguments in [
      ["--help"],
      ["layout", "--title-size", "60x20", "--image-size", "24x24", "--spacing", "4"],
    ] {
      let libraries = try Self.librariesLoaded(arguments)
      // The trace works: the C library is always loaded. (SQLite is linked statically.)
      #expect(libraries.contains("libc.so.6"), "\(arguments): \(libraries)")
      #expect(!libraries.contains("libsqlite3.so.0"), "\(arguments): \(libraries)")
      #expect(Self.harfBuzzLibraries(libraries) == [], "\(arguments)")
    }
  }

  @Test func loadedWhenATitleIsMeasuredInAFontFile() throws {
    guard FileManager.default.fileExists(atPath: SourceFileTests.dejaVu) else {
      Issue.record("test font \(SourceFileTests.dejaVu) is missing: install fonts-dejavu-core")
      return
    }
    let libraries = try Self.librariesLoaded([
      "layout", "--title", "Settings", "--font", SourceFileTests.dejaVu, "--font-size", "17",
    ])
    #expect(Self.harfBuzzLibraries(libraries).first == "libharfbuzz.so.0", "\(libraries)")
  }
}
