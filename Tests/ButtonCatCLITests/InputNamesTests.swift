import ButtonJSON
import ButtonLayout
import ButtonMigrations
import ButtonStore
import ButtonTestSupport
import Foundation
import Testing

@testable import ButtonCatCLI
@testable import ButtonCatalog

/// Each input has one identifier, its field; its document key, columns and options are derived
/// from it, and where a key or a column predates the rule its declaration states the exception.
@Suite struct InputNamesTests {
  /// Every input in table order: its field, its key in documents, its columns of `buttons` and
  /// the options that set it. `*` marks a name that does not follow the rule (the declaration
  /// says so explicitly).
  static let inputs: [(field: String, key: String, columns: [String], options: [String])] = [
    ("name", "name", ["name"], []),  // the NAME argument
    ("description", "description", ["description"], ["--description"]),
    ("tag", "tags*", ["*"], ["--tag"]),  // the `tags` table
    ("title", "title", ["title"], ["--title"]),
    ("title-source", "titleSource", ["title_source", "system_title*"], []),
    ("font", "font", ["font", "font_face*"], ["--font"]),
    ("font-weight", "fontWeight", ["font_weight"], ["--font-weight"]),
    ("fallback-font", "fallbackFonts*", ["fallback_fonts*"], ["--fallback-font"]),
    ("font-size", "fontSize", ["font_size"], ["--font-size"]),
    (
      "title-size", "titleSize", ["title_width*", "title_height*"],
      ["--title-size", "--title-width"]
    ),
    ("title-digest", "titleDigest", ["title_digest"], []),
    ("image-source", "imageSource", ["image_source"], []),
    ("image", "image", ["image_path*"], ["--image"]),
    ("image-size", "imageSize", ["image_width*", "image_height*"], ["--image-size"]),
    ("image-digest", "imageDigest", ["image_digest"], []),
    ("placement", "placement", ["placement"], ["--placement"]),
    ("spacing", "spacing", ["spacing"], ["--spacing"]),
    (
      "padding", "padding", ["padding_top*", "padding_left*", "padding_bottom*", "padding_right*"],
      ["--padding"]
    ),
    ("size", "size", ["width*", "height*"], ["--size"]),
    ("align", "align", ["align"], ["--align"]),
    ("valign", "valign", ["valign"], ["--valign"]),
    ("scale", "scale", ["scale"], ["--scale"]),
    ("ios", "ios", ["ios"], ["--ios"]),
    ("direction", "direction", ["direction"], ["--direction"]),
    ("technique", "technique", ["technique"], ["--technique"]),
    ("button-size", "buttonSize", ["button_size"], ["--button-size"]),
    ("image-reservation", "imageReservation", ["image_reservation"], ["--image-reservation"]),
    (
      "content-insets", "contentInsets",
      [
        "content_insets_top*", "content_insets_left*", "content_insets_bottom*",
        "content_insets_right*",
      ],
      ["--content-insets"]
    ),
    (
      "image-insets", "imageInsets",
      ["image_insets_top*", "image_insets_left*", "image_insets_bottom*", "image_insets_right*"],
      ["--image-insets"]
    ),
    (
      "title-insets", "titleInsets",
      ["title_insets_top*", "title_insets_left*", "title_insets_bottom*", "title_insets_right*"],
      ["--title-insets"]
    ),
    ("style", "style", ["style"], ["--style"]),
    ("corner-style", "cornerStyle", ["corner_style"], ["--corner-style"]),
    ("corner-radius", "cornerRadius", ["corner_radius"], ["--corner-radius"]),
    // Issue 28 (subtitle), migration 0020.
    ("subtitle", "subtitle", ["subtitle"], ["--subtitle"]),
    ("subtitle-font-size", "subtitleFontSize", ["subtitle_font_size"], ["--subtitle-font-size"]),
    ("subtitle-size", "subtitleSize", ["subtitle_width*", "subtitle_height*"], []),
    ("title-padding", "titlePadding", ["title_padding"], ["--title-padding"]),
    ("title-alignment", "titleAlignment", ["title_alignment"], ["--title-alignment"]),
    ("subtitle-key", "subtitleKey", ["subtitle_key"], ["--subtitle-key"]),
    ("auto-direction", "autoDirection", ["auto_direction"], []),
    ("text-style", "textStyle", ["text_style"], ["--text-style"]),
    ("content-sizes", "contentSizes", ["content_sizes"], ["--content-sizes"]),
    ("max-content-size", "maxContentSize", ["max_content_size"], ["--max-content-size"]),
    ("max-font-size", "maxFontSize", ["max_font_size"], ["--max-font-size"]),
    ("scaled-metrics", "scaledMetrics", ["scaled_metrics"], ["--scaled-metrics"]),
    ("strings", "strings", ["strings"], ["--strings"]),
    ("title-key", "titleKey", ["title_key"], ["--title-key"]),
    ("locales", "locales", ["locales"], ["--locales"]),
    ("strings-digest", "stringsDigest", ["strings_digest"], []),
    ("pseudo", "pseudo", ["pseudo"], ["--pseudo"]),
    ("state-title", "stateTitles*", ["state_titles*"], ["--state-title"]),
    ("state-title-key", "stateTitleKeys*", ["state_title_keys*"], ["--state-title-key"]),
    ("state-image", "stateImages*", ["state_images*"], ["--state-image"]),
    ("max-width", "maxWidth", ["max_width"], ["--max-width"]),
    ("accept", "accepted*", ["accepted*"], ["--accept", "--no-accept"]),
    ("naming-order", "namingOrder", ["naming_order"], []),
    // Issue 28 (D): migration 0022.
    ("activity-indicator", "activityIndicator", ["activity_indicator"], ["--activity-indicator"]),
    ("symbol", "symbol", ["symbol"], ["--symbol", "--symbol-size"]),
    ("symbol-point-size", "symbolPointSize", ["symbol_point_size"], ["--symbol-point-size"]),
    ("symbol-weight", "symbolWeight", ["symbol_weight"], ["--symbol-weight"]),
    ("symbol-scale", "symbolScale", ["symbol_scale"], ["--symbol-scale"]),
    ("symbol-view", "symbolImageView*", ["symbol_view_width*", "symbol_view_height*"], []),
    ("lines", "lines", ["lines"], ["--lines"]),
    ("line-break", "lineBreak", ["line_break"], ["--line-break"]),
    ("title-pieces", "titlePieces", ["title_pieces"], []),
  ]

  /// The keys the export golden file's buttons leave out: inputs they do not have, left out of
  /// the record's JSON while unset.
  static let leftOutWhileUnset: Set = [
    "imageReservation", "contentInsets", "imageInsets", "titleInsets", "style", "cornerStyle",
    "cornerRadius", "activityIndicator", "symbol", "symbolPointSize", "symbolWeight",
    "symbolScale", "symbolImageView",
    "subtitle", "subtitleFontSize", "subtitleSize", "titlePadding", "titleAlignment", "subtitleKey",
    "lines", "lineBreak", "titlePieces",
  ]

  static func unmarked(_ name: String) -> String {
    name.hasSuffix("*") ? String(name.dropLast()) : name
  }

  /// The names each declaration gives, derived or stated, are the list's; a name the list does
  /// not mark follows the rule.
  @Test func everyInputsNamesAreDerivedFromItsFieldOrStatedAsAnException() {
    let declared = ButtonInputs.all.map { input in
      (
        field: input.field.rawValue, key: input.key, columns: input.columns,
        options: input.settings.map { InputOptions.name(of: $0.field) }
      )
    }
    #expect(declared.map(\.field) == Self.inputs.map(\.field))
    for (input, expected) in zip(declared, Self.inputs) {
      #expect(input.key == Self.unmarked(expected.key), "\(input.field)")
      #expect(
        input.columns == expected.columns.filter { $0 != "*" }.map(Self.unmarked),
        "\(input.field)")
      #expect(input.options == expected.options, "\(input.field)")
      let field = ButtonField(rawValue: input.field)
      // Unmarked names are the field's: key in lower camel case, column in snake case.
      if !expected.key.hasSuffix("*") { #expect(input.key == field.key, "\(input.field)") }
      for column in expected.columns where !column.hasSuffix("*") {
        #expect(column == field.column, "\(input.field)")
      }
    }
    #expect(ButtonField.fontSize.key == "fontSize" && ButtonField.fontSize.column == "font_size")
    #expect(InputOptions.name(of: .fontSize) == "--font-size")
  }

  /// The columns are those the migrations create (run from the embedded schema): no migration
  /// renamed one, and the new ones exist.
  @Test func theColumnsAreTheSchemasColumns() throws {
    let table = try Self.schemaColumns()
    let columns = Self.inputs.flatMap(\.columns).filter { $0 != "*" }.map(Self.unmarked)
    #expect(columns.filter { !table.contains($0) } == [])
    let bookkeeping = ["id", "input_digest", "revision", "created_at", "updated_at", "name_key"]
    #expect(Set(columns + bookkeeping) == Set(table))
    #expect(Set(Catalog.columns + ["id"]) == Set(table))
  }

  /// The columns of `buttons` in a new catalog, migrated by the embedded migrations.
  static func schemaColumns() throws -> [String] {
    try withTemporaryDirectory { directory throws in
      let db = try Migrator.catalog.openDatabase(
        atPath: directory + "/catalog.sqlite", mode: .readWriteCreate)
      return try db.fetchAll("SELECT name FROM pragma_table_info('buttons')") {
        try $0.optionalString(at: 0) ?? ""
      }
    }
  }

  /// The keys are today's document keys: a document exported now (the `export` golden file)
  /// has every key in this order; an input left out of the record's JSON while unset
  /// (`imageReservation`, the given insets) is not in it.
  @Test func theKeysAreTheDocumentsKeys() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/export.json")
    let document = try JSONParser.parse(String(contentsOf: url, encoding: .utf8))
    let buttons = document.objectValue?.first { $0.0 == "buttons" }?.1.arrayValue ?? []
    #expect(!buttons.isEmpty)
    for button in buttons {
      let keys = (button.objectValue ?? []).map(\.0).filter { $0 != "layouts" }
      #expect(
        keys
          == Self.inputs.map { Self.unmarked($0.key) }.filter {
            !Self.leftOutWhileUnset.contains($0)
          })
    }
    #expect(RecordJSON.keys == Self.inputs.map { Self.unmarked($0.key) })
  }

  /// The command line has a help line for every setting, and only for those: adding an input
  /// is its declaration and its line.
  @Test func everySettingHasOneHelpLine() {
    var fields: [ButtonField] = []
    for case .input(let line) in InputHelp.lines { fields.append(line.field) }
    #expect(Set(fields) == Set(ButtonInputs.settings.map(\.field)))
    #expect(fields.count == ButtonInputs.settings.count)
    for case .input(let line) in InputHelp.lines {
      #expect(
        (line.clearHelp != nil) == InputOptions.settings[line.field.option]!.clearable,
        "\(line.field)")
    }
  }
}
