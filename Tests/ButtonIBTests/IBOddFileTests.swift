import ButtonIB
import ButtonLayout
import Testing

/// Files that are unusual but valid XML, and buttons with problems: read, with exact values.
@Suite struct IBOddFileTests {
  static func document(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1"><objects><view id="v"><subviews>
    \(body)
    </subviews></view></objects></document>
    """
  }

  static func parse(_ bytes: [UInt8]) throws -> IBFile {
    try IBReader.parse(bytes, path: "Odd.xib")
  }

  @Test func byteOrderMarkCRLFCommentsCDATAProcessingInstructionsAndAttributesInAnyOrder()
    throws
  {
    let body = """
      <!-- a comment with <button id="not-a-button"> inside -->\r
      <?xcode-tool something="else"?>\r
      <button id="b-1" buttonType="system" misplaced="YES">\r
      <state title="T" key="normal"/>\r
      <rect height="40" key="frame" width="100" y="2" x="1"/>\r
      <inset maxY="4" maxX="3" key="contentEdgeInsets" minY="1" minX="2"/>\r
      <buttonConfiguration key="configuration"><string key="title"><![CDATA[a <b> & c]]></string></buttonConfiguration>\r
      </button>
      """
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.document(body).utf8)
    let file = try Self.parse(bytes)
    #expect(file.buttons.count == 1)
    let button = file.buttons[0]
    #expect(button.id == "b-1")
    #expect(button.line == 5)
    #expect(button.misplaced)
    #expect(button.states == [IBState(key: "normal", title: "T")])
    #expect(button.frame == Rect(x: 1, y: 2, width: 100, height: 40))
    #expect(button.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
    #expect(button.configuration?.title == "a <b> & c")
  }

  @Test func entitiesAndCharacterReferencesInTitleTextAndAttributes() throws {
    let body = """
      <button id="e-1">
      <state key="normal" title="&amp;#38; &quot;q&quot; &apos;&#x41;&#66;"><string key="title">x &amp; &lt;y&gt; &#x41;&#x1F600;</string></state>
      </button>
      """
    let file = try Self.parse(Array(Self.document(body).utf8))
    // The attribute's literal text "&#38;" stays; the child string wins over the attribute.
    #expect(file.buttons[0].states[0].title == "x & <y> A😀")
    let attribute = try Self.parse(
      Array(
        Self.document(
          #"<button id="e-2"><state key="normal" title="&amp;#38; &quot;q&quot; &apos;&#x41;&#66;"/></button>"#
        ).utf8))
    #expect(attribute.buttons[0].states[0].title == "&#38; \"q\" 'AB")
  }

  @Test func base64TitleAsIBWritesForControlCharacters() throws {
    // "a\tb" in base64.
    let body =
      #"<button id="b"><state key="normal"><string key="title" base64-UTF8="YES">YQli</string></state></button>"#
    let file = try Self.parse(Array(Self.document(body).utf8))
    #expect(file.buttons[0].states[0].title == "a\tb")
  }

  @Test func declaredLatin1AndUTF16FilesAreReadAsTheirEncodingSays() throws {
    let body =
      #"<document><button id="b"><state key="normal" title="Caf"# + "\u{E9}\"/></button></document>"
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n".utf8)
      + body.unicodeScalars.map { UInt8($0.value) }
    #expect(try Self.parse(latin1).buttons[0].states[0].title == "Caf\u{E9}")
    let utf16: [UInt8] =
      [0xFF, 0xFE]
      + ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + body)
      .utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(try Self.parse(utf16).buttons[0].states[0].title == "Caf\u{E9}")
  }

  @Test func aFileWithNoButtonsIsReadWithNone() throws {
    let file = try Self.parse(Array(Self.document("<label id=\"l\" text=\"Hi\"/>").utf8))
    #expect(file.kind == .xib)
    #expect(file.buttons == [])
  }

  @Test func kindComesFromTheDocumentTypeOrElseTheExtension() throws {
    let storyboard = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>"#
    #expect(try IBReader.parse(Array(storyboard.utf8), path: "a.xib").kind == .storyboard)
    #expect(try IBReader.parse(Array("<document/>".utf8), path: "a.storyboard").kind == .storyboard)
    #expect(try IBReader.parse(Array("<document/>".utf8), path: "a.xib").kind == .xib)
  }

  @Test func problemsAreRecordedAndTheRestOfTheButtonAndFileRead() throws {
    let body = """
      <button buttonType="system">
      <rect key="frame" x="1" y="two" width="3" height="4"/>
      <inset key="titleEdgeInsets" minX="1" minY="2" maxX="3"/>
      <fontDescription key="fontDescription" type="fancySystem" pointSize="12"/>
      <constraints><constraint firstAttribute="height" constant="4O" id="c"/></constraints>
      <buttonConfiguration key="configuration" imagePadding="nan"/>
      <state key="normal" title="Still read"/>
      </button>
      <button id="ok"/>
      """
    let file = try Self.parse(Array(Self.document(body).utf8))
    #expect(file.buttons.map(\.id) == ["", "ok"])
    let broken = file.buttons[0]
    #expect(
      broken.problems == [
        "the button has no id",
        #"<rect key="frame"> y "two" is not a number"#,
        #"<inset key="titleEdgeInsets"> has no maxY"#,
        #"<fontDescription key="fontDescription"> has type "fancySystem", not a font type known (system, boldSystem, italicSystem, a style or a name)"#,
        #"<constraint firstAttribute="height"> constant "4O" is not a number"#,
        #"<buttonConfiguration key="configuration"> imagePadding "nan" is not a number"#,
      ])
    #expect(broken.frame == nil)
    #expect(broken.titleEdgeInsets == nil)
    #expect(broken.font == nil)
    #expect(broken.heightConstraint == nil)
    #expect(broken.configuration == IBConfiguration())
    #expect(broken.states == [IBState(key: "normal", title: "Still read")])
    #expect(file.buttons[1].problems == [])
  }

  @Test func aConstraintWithoutAConstantIsZeroAndOnlyRequiredOnesCount() throws {
    let body = """
      <button id="c-1"><constraints>
      <constraint firstAttribute="width" priority="750" constant="99" id="a"/>
      <constraint firstItem="other" firstAttribute="width" constant="98" id="b"/>
      <constraint firstItem="c-1" firstAttribute="width" priority="1000" constant="30" id="c"/>
      <constraint firstAttribute="height" id="d"/>
      </constraints></button>
      """
    let button = try Self.parse(Array(Self.document(body).utf8)).buttons[0]
    #expect(button.widthConstraint == 30)
    #expect(button.heightConstraint == 0)
  }

  @Test func dblMinAndItsNegativeAreZeroInInsetsAndOtherSmallNumbersKept() throws {
    let body =
      #"<button id="d"><inset key="imageEdgeInsets" minX="-2.2250738585072014e-308" minY="1e-300" maxX="2.2250738585072014e-308" maxY="0.0"/></button>"#
    let button = try Self.parse(Array(Self.document(body).utf8)).buttons[0]
    #expect(button.imageEdgeInsets == EdgeInsets(top: 1e-300, left: 0, bottom: 0, right: 0))
  }
}
