import ButtonTestSupport
import Foundation
import Testing

/// buttoncat loads libxml2 only to read an Interface Builder file: `--help`, `add`, `show` and
/// `layout` never load it (nor ICU, which it brings in), `scan` of a storyboard does (with
/// dlopen, on the first file parsed). Checked on the built binary with the glibc dynamic
/// loader's own trace (LD_DEBUG=libs prints "find library=NAME" for every library it loads,
/// linked or dlopen'ed), as LazyLibXML2Tests does on ib-bench.
@Suite(.enabled(if: Platform.isLinux, "the glibc loader's trace (LD_DEBUG)"))
struct LazyLibXML2CommandTests {
  /// The libraries the loader looked for while running `arguments` on `catalog`'s catalog.
  private static func librariesLoaded(_ arguments: [String], _ catalog: CatalogFixture)
    throws -> (status: Int32, libraries: [String])
  {
    let result = try catalog.run(arguments, environment: ["LD_DEBUG": "libs"])
    let libraries = result.stderr.split(separator: "\n").compactMap { line in
      line.range(of: "find library=").map {
        String(line[$0.upperBound...].prefix { $0 != " " && $0 != ";" })
      }
    }
    return (result.status, libraries)
  }

  private static func xmlLibraries(_ libraries: [String]) -> [String] {
    libraries.filter { $0.hasPrefix("libxml2") || $0.hasPrefix("libicu") }
  }

  @Test func notLoadedByCommandsThatReadNoIBFile() throws {
    let catalog = try CatalogFixture()
    for arguments in [
      ["--help"],
      ["add", "home/save", "--title-size", "40x18", "--image-size", "24x24", "--spacing", "8"],
      ["show", "home/save"],
      ["layout", "--title-size", "60x20", "--image-size", "24x24", "--spacing", "4"],
    ] {
      let run = try Self.librariesLoaded(arguments, catalog)
      #expect(run.status == 0, "\(arguments)")
      // The trace works: the C library is always loaded.
      #expect(run.libraries.contains("libc.so.6"), "\(arguments): \(run.libraries)")
      #expect(Self.xmlLibraries(run.libraries) == [], "\(arguments)")
    }
  }

  @Test func loadedByScanWhenItReadsAStoryboard() throws {
    let catalog = try CatalogFixture()
    try FileManager.default.createDirectory(
      atPath: catalog.path("App"), withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <objects><view id="v1"><subviews><button id="abc-12-def">
        <state key="normal"><imageReference key="image" image="gear" catalog="system"/></state>
      </button></subviews></view></objects>
    </document>
    """.write(toFile: catalog.path("App/Main.storyboard"), atomically: true, encoding: .utf8)
    let run = try Self.librariesLoaded(["scan", catalog.path("App")], catalog)
    #expect(run.status == 0)
    #expect(Self.xmlLibraries(run.libraries).first == "libxml2.so.2", "\(run.libraries)")
    // A folder with no IB file parses nothing: libxml2 stays unloaded.
    try FileManager.default.removeItem(atPath: catalog.path("App/Main.storyboard"))
    let empty = try Self.librariesLoaded(["scan", catalog.path("App")], catalog)
    #expect(empty.status == 0)
    #expect(Self.xmlLibraries(empty.libraries) == [], "\(empty.libraries)")
  }
}
