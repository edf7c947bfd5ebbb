import ButtonIB
import ButtonLayout
import ButtonTestSupport
import Testing

/// What the reader makes of realistic storyboards and XIBs: exact values for every element.
@Suite struct IBReaderTests {
  static func parse(_ text: String, path: String = "Main.storyboard") throws -> IBFile {
    try IBReader.parse(Array(text.utf8), path: path)
  }

  @Test func storyboardLegacyButtonReadsEveryAttributeStateInsetFontAndConstraint() throws {
    let file = try Self.parse(IBDocuments.storyboard)
    #expect(file.path == "Main.storyboard")
    #expect(file.kind == .storyboard)
    #expect(file.toolsVersion == "22505")
    #expect(
      file.buttons.map(\.id) == [
        "pqW-pW-z08", "zid-qi-Z7H", "stb-01-abc", "stb-02-abc", "bar-02-abc", "cbt-01-abc",
      ])
    let share = file.buttons[0]
    #expect(share.line == 16)
    #expect(share.userLabel == "Share Button")
    #expect(share.customClass == "ShareButton")
    #expect(share.buttonType == "system")
    #expect(share.contentHorizontalAlignment == "leading")
    #expect(share.contentVerticalAlignment == "top")
    #expect(share.semanticContentAttribute == nil)
    #expect(share.lineBreakMode == "middleTruncation")
    #expect(share.misplaced == false)
    #expect(share.frame == Rect(x: 127, y: 391.33333333333331, width: 120.5, height: 44))
    #expect(share.container == "view")
    // The equal, required width without a second item; not ≥ 80, not the aspect ratio.
    #expect(share.widthConstraint == 120.5)
    #expect(share.heightConstraint == 44)
    var bold = IBFont(kind: .system, pointSize: 17)
    bold.weight = "bold"
    #expect(share.font == bold)
    // minX = left, minY = top, maxX = right, maxY = bottom; DBL_MIN is 0.
    #expect(share.contentEdgeInsets == EdgeInsets(top: 6, left: 12, bottom: 8, right: 14))
    #expect(share.titleEdgeInsets == EdgeInsets(top: 0, left: 8, bottom: 0, right: -8))
    #expect(share.imageEdgeInsets == EdgeInsets(top: 0, left: -4, bottom: 0, right: 4))
    #expect(
      share.states == [
        IBState(
          key: "normal", title: "Share",
          image: IBImage(name: "square.and.arrow.up", isSymbol: true)),
        IBState(key: "highlighted", title: "Sharing…", image: IBImage(name: "share-highlighted")),
        IBState(
          key: "selected",
          image: IBImage(name: "heart.fill", isSymbol: true, symbolScale: "large")),
        IBState(key: "disabled", title: "Not\nnow"),
      ])
    #expect(share.configuration == nil)
    #expect(share.hasAttributedTitle == false)
    #expect(share.problems == [])
  }

  @Test func storyboardConfigurationButtonReadsEveryConfigurationValue() throws {
    let file = try Self.parse(IBDocuments.storyboard)
    let call = file.buttons[1]
    #expect(call.misplaced)
    #expect(call.semanticContentAttribute == "forceRightToLeft")
    #expect(call.lineBreakMode == "tailTruncation")
    #expect(
      call.frame == Rect(x: 161.66666666666666, y: 500, width: 70, height: 34.333333333333336))
    #expect(call.state("normal")?.title == "Button")
    #expect(call.contentEdgeInsets == nil)
    var expected = IBConfiguration(style: "filled")
    expected.title = "Call"
    expected.subtitle = "Mobile"
    expected.image = IBImage(name: "phone", isSymbol: true)
    expected.imagePlacement = "trailing"
    expected.imagePadding = 6
    expected.titlePadding = 2
    expected.buttonSize = "large"
    expected.cornerStyle = "capsule"
    expected.titleAlignment = "leading"
    expected.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 18)
    var semibold = IBFont(kind: .system, pointSize: 15)
    semibold.weight = "semibold"
    expected.font = semibold
    #expect(call.configuration == expected)
    #expect(call.widthConstraint == nil)
    #expect(call.heightConstraint == nil)
  }

  @Test func buttonsInStackViewsBarItemsAndCellsWithTextStylesCustomFontsAndAttributedTitles()
    throws
  {
    let file = try Self.parse(IBDocuments.storyboard)
    let headline = file.buttons[2]
    #expect(headline.container == "stackView")
    #expect(headline.buttonType == nil)
    var textStyle = IBFont(kind: .textStyle)
    textStyle.textStyle = "UICTFontTextStyleHeadline"
    #expect(headline.font == textStyle)

    let plain = file.buttons[3]
    var configuration = IBConfiguration(style: "plain")
    configuration.title = "Two\nlines"
    configuration.image = IBImage(name: "star", isSymbol: true, symbolScale: "small")
    var avenir = IBFont(kind: .custom, pointSize: 16)
    avenir.name = "AvenirNext-DemiBold"
    avenir.family = "Avenir Next"
    configuration.font = avenir
    #expect(plain.configuration == configuration)

    let info = file.buttons[4]
    #expect(info.container == "barButtonItem")
    #expect(info.buttonType == "infoLight")
    #expect(info.states == [])
    #expect(info.frame == Rect(x: 349, y: 11, width: 24, height: 22))

    let cell = file.buttons[5]
    #expect(cell.container == "tableViewCellContentView")
    #expect(cell.hasAttributedTitle)
    #expect(cell.states == [IBState(key: "normal")])
    var italic = IBFont(kind: .system, pointSize: 13)
    italic.italic = true
    #expect(cell.font == italic)
  }

  @Test func xibCustomFontEntitiesAndCharacterReferencesInATitle() throws {
    let file = try Self.parse(IBDocuments.xib, path: "Views/CardView.xib")
    #expect(file.kind == .xib)
    #expect(file.toolsVersion == "21701")
    #expect(file.buttons.count == 1)
    let button = file.buttons[0]
    #expect(button.id == "x1b-Zc-9Qe")
    #expect(button.buttonType == "custom")
    #expect(button.contentHorizontalAlignment == "right")
    #expect(button.contentVerticalAlignment == "bottom")
    #expect(button.lineBreakMode == "wordWrap")
    #expect(button.container == "view")
    #expect(
      button.states == [
        IBState(
          key: "normal", title: "Terms & Conditions <A&>", image: IBImage(name: "chevron-right"))
      ])
    var avenir = IBFont(kind: .custom, pointSize: 18)
    avenir.name = "Avenir-Heavy"
    avenir.family = "Avenir"
    #expect(button.font == avenir)
    #expect(button.contentEdgeInsets == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
  }

  @Test func readFromDiskEqualsParseOfTheSameBytes() throws {
    let folder = try TemporaryDirectory("ib-reader")
    let path = try folder.write("Base.lproj/Main.storyboard", IBDocuments.storyboard)
    #expect(try IBReader.read(path: path) == Self.parse(IBDocuments.storyboard, path: path))
  }
}
