import Foundation
import Testing

@testable import ButtonMeasure

/// `FontNames`: the name table read from the file's bytes. Expected names are what
/// `fc-scan --format "%{family}|%{style}|%{postscriptname}"` prints for the same files.
@Suite struct FontNamesTests {
  @Test func dejaVuRegularAndBold() throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.dejaVuSansBold) else { return }
    let regular = try FontNames.read(path: Fonts.dejaVuSans)
    #expect(regular.family == "DejaVu Sans")
    #expect(regular.style == "Book")
    #expect(regular.postScriptName == "DejaVuSans")
    let bold = try FontNames.read(path: Fonts.dejaVuSansBold)
    #expect(bold.family == "DejaVu Sans")
    #expect(bold.style == "Bold")
    #expect(bold.postScriptName == "DejaVuSans-Bold")
    #expect(bold.fullName == "DejaVu Sans Bold")
  }

  @Test func collectionFaces() throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let first = try FontNames.read(path: Fonts.wqyMicroHei, faceIndex: 0)
    #expect(first.family == "WenQuanYi Micro Hei")
    #expect(first.postScriptName == "WenQuanYiMicroHei")
    let second = try FontNames.read(path: Fonts.wqyMicroHei, faceIndex: 1)
    #expect(second.family == "WenQuanYi Micro Hei Mono")
    #expect(second.postScriptName == "WenQuanYiMicroHeiMono")
    #expect(throws: MeasureError.self) { try FontNames.read(path: Fonts.wqyMicroHei, faceIndex: 2) }
  }

  /// Every prefix of a real font is refused with a reason, never read past its end.
  @Test func truncatedFilesAreRefused() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let bytes = try FileBytes.read(Fonts.dejaVuSans, kind: .font)
    let full = try FontNames.parse(bytes, faceIndex: 0)
    var refused = 0
    for length in stride(from: 0, to: 2_000, by: 7) {
      if (try? FontNames.parse(Array(bytes.prefix(length)), faceIndex: 0)) == nil { refused += 1 }
    }
    #expect(refused == 286)
    #expect(full.family == "DejaVu Sans")
    #expect(throws: MeasureError.self) { try FontNames.read(path: "/dev/null") }
    #expect(throws: FontNamesError.self) { try FontNames.parse(bytes, faceIndex: 1) }
  }

  /// The `OS/2` weight class, as a Python read of the table's `usWeightClass` gives it
  /// (DejaVu Sans 400, Bold 700).
  @Test func weightClass() throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.dejaVuSansBold) else { return }
    #expect(try FontNames.read(path: Fonts.dejaVuSans).weightClass == 400)
    #expect(try FontNames.read(path: Fonts.dejaVuSansBold).weightClass == 700)
  }
}
