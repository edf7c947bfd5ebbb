import ButtonTestSupport
import Testing

@testable import ButtonIB

/// libxml2 is loaded with dlopen when a file is first parsed (XMLLibrary), not linked: the load
/// succeeds here, a library that is missing or is not libxml2 is reported, never called, and
/// parses on many threads at once agree.
@Suite struct XMLLibraryTests {
  @Test func loadsOnceAndEveryThreadGetsTheSameResult() async {
    let results = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<8 { group.addTask { XMLLibrary.load() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: nil, count: 8))
  }

  @Test func concurrentParsesReadTheSameFile() async throws {
    let expected = try IBReader.parse(Array(IBDocuments.storyboard.utf8), path: "M.storyboard")
    let files = await withTaskGroup(of: IBFile?.self) { group in
      for _ in 0..<16 {
        group.addTask {
          try? IBReader.parse(Array(IBDocuments.storyboard.utf8), path: "M.storyboard")
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(files == Array(repeating: expected, count: 16))
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func theInstalledLibraryHasEveryFunction() {
    #expect(XMLLibrary.soname == "libxml2.so.2")
    #expect(XMLLibrary.probe(XMLLibrary.soname) == nil)
    // Debian's 2.9 hands "&" in an attribute over as "&#38;" (XMLAttributes turns it back).
    #expect(XMLLibrary.load() == nil)
    #expect(XMLLibrary.escapesAmpersand)
  }

  @Test(.enabled(if: Platform.isLinux, "Linux's library names and loader messages"))
  func missingLibraryAndALibraryThatIsNotLibXML2AreReported() {
    #expect(
      XMLLibrary.probe("libbuttoncat-no-such-library.so.2")
        == "libbuttoncat-no-such-library.so.2: cannot open shared object file: No such file or directory"
    )
    #expect(XMLLibrary.probe("libc.so.6") == "libc.so.6 has no function xmlInitParser")
  }
}
