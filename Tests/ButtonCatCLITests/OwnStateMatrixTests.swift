import Foundation
import Testing

/// `show` and `layout` of a stored button whose selected state has its own image (the same
/// size as the normal one, so its cells match normal's): the matrix names the image, never
/// "same as normal" (issue 29), as the HTML page does.
@Suite struct OwnStateMatrixTests {
  static let inputs = [
    "--font", "Brand.ttf", "--title", "Home", "--image-size", "24x24", "--placement", "top",
    "--state-image", "selected=pressed@3x.png", "--state-image", "disabled=20x20",
  ]

  @Test func showAndLayoutNameTheSelectedStatesOwnImage() throws {
    let c = try VariantInputTests.fixture()
    let add = try c.run(["add", "tab"] + Self.inputs)
    #expect(add.status == 0, "\(add.stderr)")
    let show = try c.run(["show", "tab"])
    #expect(show.status == 0, "\(show.stderr)")
    let layout = try c.run(["layout"] + Self.inputs)
    #expect(layout.status == 0, "\(layout.stderr)")
    for text in [show.stdout, layout.stdout] {
      #expect(!text.contains("same as normal"), "\(text)")
      // The 72 px PNG at @3x is 24×24 pt like the normal image: the cells match normal's.
      #expect(
        text.contains(
          "\n  selected (its own image),\n  disabled (its own image): verdicts and title widths as normal\n"
        ), "\(text)")
    }
  }
}
