import ButtonIB
import ButtonTestSupport
import Foundation
import Testing

/// Hostile files: refused with a reason in our words naming the file, never expanded, fetched
/// or read past the limits.
@Suite struct IBHostileFileTests {
  /// The error reading `bytes` as `Evil.storyboard`.
  static func error(_ bytes: [UInt8]) -> IBError? {
    do {
      _ = try IBReader.parse(bytes, path: "Evil.storyboard")
      return nil
    } catch {
      #expect(error.path == "Evil.storyboard")
      return error
    }
  }

  static func error(_ text: String) -> IBError? { error(Array(text.utf8)) }

  static let doctype =
    "it has a DOCTYPE declaration, which Interface Builder never writes "
    + "(entities are never declared, expanded or loaded)"

  @Test func externalEntitiesAreRefusedAtTheDoctypeNeverLoaded() {
    let internalSubset = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <document><objects><button id="x"><state key="normal" title="&xxe;"/></button></objects></document>
      """
    #expect(
      Self.error(internalSubset) == IBError(path: "Evil.storyboard", reason: Self.doctype, line: 2))
    let external = """
      <?xml version="1.0"?>
      <!DOCTYPE document SYSTEM "file:///etc/passwd">
      <document/>
      """
    #expect(Self.error(external) == IBError(path: "Evil.storyboard", reason: Self.doctype, line: 2))
    let network = #"<!DOCTYPE document PUBLIC "-//x//y" "http://127.0.0.1:9/evil.dtd"><document/>"#
    #expect(Self.error(network) == IBError(path: "Evil.storyboard", reason: Self.doctype, line: 1))
  }

  @Test func billionLaughsIsRefusedAtTheDoctype() {
    var entities = #"<!ENTITY lol "lol">"#
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
    }
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n"
      + "<document><objects><button id=\"b\"><state key=\"normal\" title=\"&lol9;\"/></button>"
      + "</objects></document>"
    #expect(Self.error(text) == IBError(path: "Evil.storyboard", reason: Self.doctype, line: 2))
  }

  @Test func anUndeclaredEntityIsAnError() {
    let text =
      "<document>\n<button id=\"b\"><state key=\"normal\" title=\"&xxe;\"/></button></document>"
    #expect(
      Self.error(text)
        == IBError(
          path: "Evil.storyboard",
          reason: "it refers to an entity that is not declared (only &amp; &lt; &gt; &quot; "
            + "&apos; and character references are allowed; entities are never expanded)",
          line: 2))
  }

  @Test func aHugeAttributeIsRefused() {
    let text =
      "<document>\n<button id=\"" + String(repeating: "A", count: (1 << 20) + 1) + "\"/></document>"
    #expect(
      Self.error(text)
        == IBError(
          path: "Evil.storyboard",
          reason: "the attribute id of <button> is longer than 1048576 bytes", line: 2))
    // At the limit it is read.
    let atLimit =
      "<document><button id=\"" + String(repeating: "A", count: 1 << 20) + "\"/></document>"
    #expect(Self.error(atLimit) == nil)
  }

  @Test func aHugeTitleIsRefused() {
    let text =
      "<document><button id=\"b\"><state key=\"normal\">\n<string key=\"title\">"
      + String(repeating: "A", count: (1 << 20) + 1) + "</string></state></button></document>"
    #expect(
      Self.error(text)
        == IBError(
          path: "Evil.storyboard", reason: "a title is longer than 1048576 bytes", line: 2))
  }

  @Test func deepNestingIsRefused() {
    let text =
      "<document>\n" + String(repeating: "<view>", count: 300)
      + String(repeating: "</view>", count: 300) + "</document>"
    #expect(
      Self.error(text)
        == IBError(
          path: "Evil.storyboard", reason: "its elements are nested more than 200 deep", line: 2))
  }

  @Test func aFileOverTheLimitIsRefusedByItsSizeWithoutBeingRead() throws {
    let folder = try TemporaryDirectory("ib-hostile")
    let path = folder.path("Huge.storyboard")
    // Sparse: 100 MB that cost no disk. Were it read, the zeros would fail as XML instead.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 100_000_000) == 0)
    #expect(
      throws: IBError(
        path: path,
        reason: "it is 100000000 bytes, more than the 33554432 bytes read of an Interface Builder "
          + "file ($BUTTONCAT_IB_LIMIT sets another limit)")
    ) { try IBReader.read(path: path) }
  }

  @Test func binaryGarbageTruncatedAndNonUTF8FilesAreRefusedInOurWords() throws {
    var random = SplitMix64(seed: 27)
    let garbage = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    #expect(Self.error(garbage)?.reason.hasPrefix("it is not") == true)
    #expect(Self.error([]) == IBError(path: "Evil.storyboard", reason: "it is empty"))
    #expect(
      Self.error("not xml")
        == IBError(
          path: "Evil.storyboard", reason: "it is not XML: it has no root element", line: 1))

    let cut = String(IBDocuments.storyboard.prefix(3000))
    let truncated = try #require(Self.error(cut))
    #expect(truncated.reason.hasPrefix("it ends before <"))
    #expect(truncated.reason.hasSuffix("is closed: the file is truncated"))
    #expect(
      Self.error(Array("<document>\n<objects>\n<button id=\"b\">".utf8))?.reason
        == "it ends before <button> (line 3) is closed: the file is truncated")

    let latin1: [UInt8] =
      Array("<document>\n<button id=\"b\"><state key=\"normal\" title=\"Caf".utf8) + [0xE9]
      + Array("\"/></button></document>".utf8)
    let notUTF8 = try #require(Self.error(latin1))
    #expect(notUTF8.line == 2)
    #expect(
      notUTF8.reason.hasPrefix("it is not UTF-8 text, or holds a character XML does not allow ("))

    #expect(
      Self.error("<document/>\n<document/>")
        == IBError(
          path: "Evil.storyboard", reason: "it has content after the root element", line: 2))
    #expect(
      Self.error("<document><a></b></document>")
        == IBError(
          path: "Evil.storyboard",
          reason: "it is not well-formed XML (Opening and ending tag mismatch: a line 1 and b)",
          line: 1))
  }

  @Test func notInterfaceBuilderAndAppKitFilesAreRefused() {
    #expect(
      Self.error("<plist version=\"1.0\"><dict/></plist>")
        == IBError(
          path: "Evil.storyboard",
          reason:
            "it is not an Interface Builder file: its root element is <plist>, not <document>",
          line: 1))
    let appKit = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"/>"#
    #expect(
      Self.error(appKit)
        == IBError(
          path: "Evil.storyboard",
          reason: "it is an AppKit (macOS) Interface Builder file; buttoncat reads UIKit buttons",
          line: 1))
  }
}
