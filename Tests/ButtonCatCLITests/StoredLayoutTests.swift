import ButtonCatalog
import ButtonJSON
import ButtonLayout
import Foundation
import Testing

/// A stored layout decodes to the layout that was computed, values compared
/// (`titleTextFrame`, `titleTruncated` and `imageClamped` included), while the JSON export and
/// `show --format json` keep the document's shape byte for byte.
@Suite struct StoredLayoutTests {
  /// Buttons whose layouts include widened labels (layout-subviews), truncated titles and
  /// squeezed images, with thirds, negative numbers and nulls.
  static let specs: [ButtonSpec] = {
    var specs: [ButtonSpec] = []
    for placement in Placement.allCases {
      for (i, scale) in [1.0, 2.0, 3.0].enumerated() {
        specs.append(
          ButtonSpec(
            titleSize: i == 2 ? nil : Size(width: 41.2 + Double(i), height: 17.9),
            imageSize: i == 1 ? nil : Size(width: 20.5, height: 24), placement: placement,
            spacing: 7.3, padding: EdgeInsets(top: 1, left: 2.5, bottom: 0, right: 4),
            size: i == 0 ? .fit : .fixed(Size(width: 50, height: 30)), scale: scale,
            ios: i == 1 ? IOSVersion(14) : .newest, direction: .both))
        // A tab bar item (the label widened to the button) and a button too small for its
        // image and title.
        specs.append(
          ButtonSpec(
            titleSize: Size(width: 27.5, height: 12), imageSize: Size(width: 24, height: 24),
            placement: placement, spacing: 4, scale: scale, direction: .both))
        specs.append(
          ButtonSpec(
            titleSize: Size(width: 80, height: 20), imageSize: Size(width: 30, height: 30),
            placement: placement, spacing: 6, size: .fixed(Size(width: 20, height: 16)),
            scale: scale, direction: .both))
      }
    }
    return specs
  }()

  @Test func storedLayoutsDecodeToTheComputedValues() throws {
    var (count, widened, truncated, clamped) = (0, 0, 0, 0)
    for spec in Self.specs {
      for layout in LayoutEngine.layouts(spec) {
        var stored = ""
        LayoutJSON.appendStored(layout, into: &stored)
        #expect(try LayoutJSON.decodeLayout(stored) == layout, "\(stored)")
        // The export's shape: what the tree writer writes, whatever storage adds.
        let document = JSONWriter(pretty: false).string(LayoutJSON.layout(layout))
        #expect(LayoutJSON.documentForm(stored) == document)
        if layout.titleTextFrame != layout.frames.titleFrame { widened += 1 }
        if layout.titleTruncated { truncated += 1 }
        if layout.imageClamped { clamped += 1 }
        // Nothing added when the document's shape holds it all.
        if layout.titleTextFrame == layout.frames.titleFrame, !layout.imageClamped,
          layout.titleTruncated
            == layout.diagnostics.contains(where: { $0.code == .titleTruncated })
        {
          #expect(stored == document)
        }
        count += 1
      }
    }
    #expect(count == Self.specs.count * 10)
    // The cases the document's shape loses are all there.
    #expect(widened > 0)
    #expect(truncated > 0)
    #expect(clamped > 0)
  }

  /// Text that is not a stored layout's suffix is left as it is (a row edited by hand is
  /// passed on as stored, as before).
  @Test(arguments: [
    #"{"a":[1]}"#,
    #"{"a":"x]","imageClamped":true}"#,
    #"{"a":{"b":[1],"imageClamped":true}}"#,
    #"{"a":[1],"imageClamped":true,"other":1}"#,
    #"{"a":[1],"imageClamped":true}}"#,
    #"{"a":[1],"imageClamped":"#,
    #"{"a":[1],}"#,
    "}",
    "",
  ])
  func documentFormLeavesOtherTextAlone(text: String) {
    #expect(LayoutJSON.documentForm(text) == text)
  }

  @Test func documentFormCutsTheStoredKeys() {
    #expect(
      LayoutJSON.documentForm(#"{"a":[1],"titleTextFrame":null,"imageClamped":true}"#)
        == #"{"a":[1]}"#)
    #expect(
      LayoutJSON.documentForm(#"{"d":[{"m":"]"}],"titleTruncated":false}"#)
        == #"{"d":[{"m":"]"}]}"#)
  }

  /// Through the catalog: what `show` reads back is what the engine computed, every field.
  @Test func aCatalogGivesBackTheComputedLayouts() throws {
    let c = try CatalogFixture()
    let catalog = try Catalog(path: c.database, access: .write)
    var record = ButtonRecord(name: "tabbar/home")
    record.title = "Home"
    record.titleSource = .size
    record.imageSource = .size
    record.spec = Self.specs[1]
    try catalog.add(record, by: Author(user: "tester", time: "2026-11-30T09:00:00Z"))
    let shown = try catalog.show("tabbar/home")
    let computed = LayoutEngine.layouts(shown.record.spec)
    #expect(shown.layouts.count == computed.count)
    #expect(Set(shown.layouts) == Set(computed))
    #expect(shown.layouts.contains { $0.titleTextFrame != $0.frames.titleFrame })
  }
}
