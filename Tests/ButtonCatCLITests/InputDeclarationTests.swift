import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatCLI
@testable import ButtonCatalog

/// Every button input is declared once (`ButtonInputs`), and what is
/// derived from the declarations is what the hand-written code gave.
@Suite struct InputDeclarationTests {
  /// Digests computed on main before the declarations (commit 9f0dc5e): a catalog's stored
  /// digests keep matching, so its layouts do not all turn stale.
  @Test func digestsAreThoseOfEarlierVersions() {
    let specs: [(ButtonSpec, String)] = [
      (
        ButtonSpec(
          titleSize: Size(width: 27.5, height: 18), titleLineHeight: 17.900390625,
          imageSize: Size(width: 24, height: 24), placement: .top, spacing: 4,
          padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), size: .fit,
          horizontalAlignment: .center, verticalAlignment: .center, scale: 3,
          ios: IOSVersion(14, 5, 1), direction: .ltr),
        "1e64489a77f4249a83cf87ed2412c0bc853cb9694e837f5dcb7faba297906020"
      ),
      (
        ButtonSpec(
          imageSize: Size(width: 24, height: 24), placement: .trailing, spacing: 0,
          size: .fixed(Size(width: 120, height: 44)), horizontalAlignment: .leading,
          verticalAlignment: .fill, scale: 2, ios: IOSVersion(26, 1), direction: .both),
        "ca4c9660c6b6eed47bc1708a5a6c401a53d7395fc1490799eb8f61692189bd06"
      ),
      (
        ButtonSpec(
          titleSize: Size(width: 40.25, height: 20), placement: .right, spacing: 0.5,
          padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
          size: .fixed(Size(width: 44, height: 44)), horizontalAlignment: .fill,
          verticalAlignment: .top, scale: 1, ios: IOSVersion(12), direction: .rtl),
        "6e536e7e75daa21bf6b0e403b4dd88a2b48196e9971271212a8695a87ada38d9"
      ),
    ]
    for (spec, digest) in specs {
      #expect(InputDigest.of(spec) == digest)
      let canonical = JSONWriter(pretty: false).string(InputDigest.canonical(spec))
      #expect(ContentDigest(sha256Of: Array(canonical.utf8)).hex == digest)
    }
  }

  /// The columns, keys and statements derived from the declarations are the ones the schema
  /// and earlier documents have (the lists as they were written by hand before).
  @Test func derivedColumnsAndKeysAreTheSchemasAndTheDocuments() {
    #expect(
      Catalog.columns == [
        "name", "description", "title", "title_source", "system_title", "font", "font_face",
        "font_weight", "fallback_fonts", "font_size", "title_width", "title_height", "title_digest",
        "image_source", "image_path",
        "image_width", "image_height", "image_digest", "placement", "spacing", "padding_top",
        "padding_left", "padding_bottom", "padding_right", "width", "height", "align", "valign",
        "scale", "ios", "direction", "technique", "button_size", "image_reservation",
        "content_insets_top", "content_insets_left", "content_insets_bottom",
        "content_insets_right", "image_insets_top", "image_insets_left", "image_insets_bottom",
        "image_insets_right", "title_insets_top", "title_insets_left", "title_insets_bottom",
        "title_insets_right", "style", "corner_style", "corner_radius", "subtitle",
        "subtitle_font_size", "subtitle_width", "subtitle_height", "title_padding",
        "title_alignment", "subtitle_key", "auto_direction",
        "text_style",
        "content_sizes", "max_content_size", "max_font_size", "scaled_metrics", "strings",
        "title_key", "locales", "strings_digest", "pseudo", "state_titles", "state_title_keys",
        "state_images", "max_width", "accepted", "naming_order", "activity_indicator", "symbol",
        "symbol_point_size", "symbol_weight", "symbol_scale", "symbol_view_width",
        "symbol_view_height", "lines", "line_break", "title_pieces", "input_digest", "revision",
        "created_at",
        "updated_at", "name_key",
      ])
    #expect(
      RecordJSON.keys == [
        "name", "description", "tags", "title", "titleSource", "font", "fontWeight",
        "fallbackFonts", "fontSize", "titleSize", "titleDigest", "imageSource", "image",
        "imageSize", "imageDigest",
        "placement", "spacing", "padding", "size", "align", "valign", "scale", "ios", "direction",
        "technique", "buttonSize", "imageReservation", "contentInsets", "imageInsets",
        "titleInsets", "style", "cornerStyle", "cornerRadius", "subtitle", "subtitleFontSize",
        "subtitleSize", "titlePadding", "titleAlignment", "subtitleKey", "autoDirection",
        "textStyle",
        "contentSizes", "maxContentSize",
        "maxFontSize", "scaledMetrics", "strings", "titleKey", "locales", "stringsDigest",
        "pseudo", "stateTitles", "stateTitleKeys", "stateImages", "maxWidth", "accepted",
        "namingOrder", "activityIndicator", "symbol", "symbolPointSize", "symbolWeight",
        "symbolScale", "symbolImageView", "lines", "lineBreak", "titlePieces",
      ])
    // Every input added after documents existed may be left out of one.
    let optional = ButtonInputs.all.filter(\.optionalInDocuments).map(\.key)
    #expect(optional == ["fontWeight", "buttonSize"] + RecordJSON.keys.suffix(39))
    #expect(!Catalog.updateSQL.contains("name"))
    #expect(Catalog.updateSQL.hasSuffix(" WHERE id = ?"))
  }

  /// Each input writes its own columns by name: an update's arguments are the insert's values
  /// of the same columns, whatever their places.
  @Test func updateArgumentsAreTheRowsValuesByColumnName() {
    var record = ButtonRecord(name: "tabbar/home")
    record.title = "Home"
    record.titleSource = .size
    record.spec.titleSize = Size(width: 31, height: 12)
    record.spec.spacing = 4
    record.spec.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    record.spec.size = .fixed(Size(width: 80, height: 44))
    record.revision = 3
    let row = Catalog.arguments(record, digest: "d")
    #expect(row.count == Catalog.columns.count)
    func value(_ column: String) -> DatabaseValue { row[Catalog.columns.firstIndex(of: column)!] }
    #expect(value("spacing") == .real(4))
    #expect(value("padding_bottom") == .real(3))
    #expect(value("width") == .real(80))
    #expect(value("font") == .text("system"))
    #expect(value("input_digest") == .text("d"))
    #expect(value("name_key") == .text(NaturalOrder.key("tabbar/home")))
    let update = Catalog.updateArguments(record, digest: "d", id: 7)
    let set = Catalog.updateSQL.dropFirst("UPDATE buttons SET ".count)
      .prefix { $0 != "W" }.split(separator: ",").filter { $0.contains("=") }.map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " = coalesce(?", with: "")
          .replacingOccurrences(of: " = ?", with: "")
      }
    #expect(update == StatementArguments(set.map { value($0) } + [.integer(7)]))
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Only the command line knows option spellings: the engine and the catalog name fields.
  /// `--` then a letter: an option as typed (`--title`, `import --replace`), in a literal or a
  /// message, not the `--` of a comment's dash.
  static var optionSpelling: Regex<Substring> { /--[a-z]/ }

  @Test func engineAndCatalogSourcesHaveNoOptionSpellings() throws {
    var found: [String] = []
    var files = 0
    for folder in ["Sources/ButtonLayout", "Sources/ButtonCatalog"] {
      let url = Self.root.appendingPathComponent(folder)
      // Every file of the target, in its subfolders too (`Inputs/`, `Variants/`…).
      for name in try FileManager.default.subpathsOfDirectory(atPath: url.path)
      where name.hasSuffix(".swift") {
        files += 1
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
          && line.contains(Self.optionSpelling)
        {
          found.append("\(folder)/\(name):\(number + 1): \(line)")
        }
      }
    }
    #expect(files > 60)
    #expect(found == [])
  }

  /// A validation problem names its field; each front end spells it its own way.
  @Test func problemsNameFieldsEachFrontEndSpells() {
    var record = ButtonRecord(name: "b")
    record.titleSource = .size
    record.title = "B"
    record.spec.titleSize = Size(width: 10, height: 10)
    record.spec.spacing = -2
    record.fontSize = 0
    record.tags = ["x", "x"]
    let errors = record.validate().errors
    #expect(errors.contains(InputProblem(.spacing, "'-2' must not be negative")))
    #expect(errors.contains(InputProblem(.fontSize, "'0' must be a positive number")))
    #expect(errors.contains(InputProblem(.tag, "'x' is given twice; each tag once")))
    #expect(ButtonInputs.key(of: .fontSize) == "fontSize")
    #expect(ButtonInputs.key(of: .titleWidth) == "titleSize")
    #expect(ButtonInputs.key(of: .tag) == "tags")
    #expect(
      ButtonInputs.columns(of: .padding)
        == "padding_top, padding_left, padding_bottom, padding_right")
    #expect(ButtonInputs.columns(of: .font) == "font")
    #expect(ButtonInputs.columns(of: .tag) == "tags")
    #expect(ButtonInputs.columns(of: .image) == "image_path")
  }

  /// The command line spells every declared setting, and renders fields as its options.
  @Test func theCommandLineSpellsEveryDeclaredSetting() {
    for setting in ButtonInputs.settings {
      #expect(InputOptions.settings[setting.field.option] != nil, "\(setting.field)")
    }
    #expect(InputOptions.settings.count == ButtonInputs.settings.count)
    #expect(InputOptions.rendered(InputProblem(.titleSize, "x")) == "--title-size: x")
    #expect(InputOptions.rendered(InputProblem(.name, "x")) == "name: x")
    #expect(InputOptions.rendered(InputProblem(nil, "x")) == "x")
    // A source that cannot be measured: its option for add and set, its column for a stored
    // button (check, recompute).
    let unreadable = CatalogError.measurement(.image, "cannot read 'a.png'")
    #expect(CLIError(unreadable).problems == ["--image: cannot read 'a.png'"])
    #expect(unreadable.description == "image_path: cannot read 'a.png'")
  }
}

/// Messages mention fields; each front end renders them its own way, and a message without
/// mentions is left as it is.
@Suite struct FieldMentionTests {
  @Test func theCommandLineSpellsMentionsAsOptionsWithTheirPlaceholders() {
    let problem = InputProblem(
      .title, "give \(ButtonField.titleSize.mention("WxH")) or \(ButtonField.font.mention())")
    #expect(InputOptions.rendered(problem) == "--title: give --title-size WxH or --font")
    #expect(problem.description == "title: give title-size or font")
    #expect(
      problem.rendered({ ButtonInputs.key(of: $0) }) == "title: give titleSize or font")
  }

  @Test func textWithoutMentionsOrWithABrokenOneIsKept() {
    #expect(ButtonField.renderingMentions(in: "plain 'x'") { _, _ in "!" } == "plain 'x'")
    let broken = "cut \u{1}title"
    #expect(ButtonField.renderingMentions(in: broken) { _, _ in "!" } == broken)
  }
}
