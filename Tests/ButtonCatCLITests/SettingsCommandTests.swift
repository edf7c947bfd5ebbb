import ButtonStore
import Foundation
import Testing

/// Team settings through the built binary: `settings` listing, getting,
/// setting and unsetting each key; the refusals (exit 64 or 65, the catalog byte-identical);
/// the defaults `add`, `export` and `check` take from them; rows edited by hand; the document
/// (round trip, an older document, the JSON Schema), `diff` and `merge`; a catalog migrated from
/// before migration 0014.
@Suite struct SettingsCommandTests {
  /// A catalog with one button at iOS 26.1 (`share`), its settings as given.
  static func catalog(_ settings: [[String]] = []) throws -> CatalogFixture {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    for setting in settings {
      let r = try c.run(["settings"] + setting)
      #expect(r.status == 0, "\(setting): \(r.stderr)")
    }
    return c
  }

  static func sql(_ c: CatalogFixture, _ script: String) throws {
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(sql: script)
  }

  // MARK: Listing, getting, setting, unsetting

  @Test func listsEverySettingWithTheDefaultsMarked() throws {
    let c = try Self.catalog([["deployment-target", "14.0"], ["strict", "true"]])
    let text = try c.run(["settings"])
    #expect(text.status == 0, "\(text.stderr)")
    try Golden.check(text.stdout, "settings.txt")
    let json = try c.run(["settings", "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    try Golden.check(json.stdout, "settings.json")
    let fresh = try Self.catalog()
    #expect(
      try fresh.run(["settings"]).stdout == """
        deployment-target  -      (default: the lowest --ios of the buttons exported)
        ios                26.1   (default)
        scale              3      (default)
        strict             false  (default)
        inputs-only        false  (default)

        """)
  }

  /// Each key: set, got back, set again to the same value, unset, unset again.
  @Test(arguments: [
    ("deployment-target", "14", "14.0", #""14.0""#),
    ("deployment-target", "15.4", "15.4", #""15.4""#),
    ("ios", "17.2", "17.2", #""17.2""#),
    ("ios", "14.5.1", "14.5.1", #""14.5.1""#),
    ("scale", "2", "2", "2"),
    ("scale", "1.0", "1", "1"),
    ("strict", "true", "true", "true"),
    ("strict", "no", "false", "false"),
    ("strict", "1", "true", "true"),
  ])
  func setGetUnset(key: String, typed: String, stored: String, json: String) throws {
    let c = try Self.catalog()
    let set = try c.run(["settings", key, typed])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "\(key) = \(stored) (was the default)\n")
    let got = try c.run(["settings", key])
    #expect(got.stdout.hasPrefix(key) && got.stdout.hasSuffix(" \(stored)\n"), "\(got.stdout)")
    let one = try c.run(["settings", key, "--format", "json"])
    #expect(one.stdout.contains("\"value\": \(json),\n    \"default\": false"), "\(one.stdout)")
    let again = try c.run(["settings", key, typed])
    #expect(again.stdout == "\(key) is \(stored) already: nothing changed\n")
    let unset = try c.run(["settings", "--unset", key])
    #expect(unset.status == 0, "\(unset.stderr)")
    #expect(unset.stdout == "\(key): back to the default (was \(stored))\n")
    #expect(try c.run(["settings", key]).stdout.contains("(default"))
    #expect(
      try c.run(["settings", "--unset", key]).stdout == "\(key) was not set: nothing changed\n")
  }

  /// Every refusal names what was typed, exits 64 (65 for an iOS version that does not exist,
  /// as `--ios`) and leaves the catalog byte-identical.
  @Test(arguments: [
    (
      ["iso", "14.0"], 64,
      "'iso' is not a setting; the settings are deployment-target, ios, scale, strict, inputs-only; did you mean 'ios'?"
    ),
    (
      ["deploymenttarget"], 64,
      "'deploymenttarget' is not a setting; the settings are deployment-target, ios, scale, strict, inputs-only; did you mean 'deployment-target'?"
    ),
    (["--unset", "strickt"], 64, "--unset: 'strickt' is not a setting"),
    (
      ["deployment-target", "14.9"], 64, "settings deployment-target: '14.9' is not an iOS version"
    ),
    (["deployment-target", "abc"], 64, "settings deployment-target: 'abc' is not an iOS version"),
    (["ios", "abc"], 64, "settings ios: 'abc' is not an iOS version; use e.g. 14, 15.4 or 26.1"),
    (["ios", "27.0"], 65, "settings ios: '27.0' is not an iOS version buttoncat knows"),
    (["scale", "4"], 64, "settings scale: '4' is not a screen scale; use 1, 2 or 3"),
    (["strict", "maybe"], 64, "settings strict: 'maybe' is not true or false (or yes, no, 1, 0)"),
    (["ios", "14.0", "15.0"], 64, "expected KEY [VALUE], got 'ios' '14.0' '15.0'"),
    (["--unset", "ios", "scale"], 64, "--unset cannot go with KEY or VALUE"),
    (["ios", "14.0", "--format", "json"], 64, "--format: only listing settings takes it"),
    (["--format", "yaml"], 64, "--format: 'yaml' is not one of text, json"),
  ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let c = try Self.catalog([["scale", "2"]])
    let before = c.digest()
    let r = try c.run(["settings"] + arguments)
    #expect(r.status == status, "\(r.stderr)")
    #expect(r.stderr.contains("Error: " + message), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(c.digest() == before)
  }

  @Test func settingWithoutACatalogCreatesIt() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["settings", "ios", "15.0"]).status == 0)
    #expect(try c.run(["settings", "ios"]).stdout == "ios  15.0\n")
    // A refused value creates no file.
    let d = try CatalogFixture()
    #expect(try d.run(["settings", "ios", "x"]).status == 64)
    #expect(!d.exists)
  }

  @Test func helpDescribesTheSettings() throws {
    for arguments in [["help", "settings"], ["settings", "--help"]] {
      let r = try BinaryRunner.run(arguments)
      #expect(r.status == 0)
      try Golden.check(r.stdout, "help-settings.txt")
    }
  }

  // MARK: The defaults applied

  @Test func addTakesIOSAndScaleFromTheSettings() throws {
    let c = try Self.catalog([["ios", "14.0"], ["scale", "2"]])
    #expect(try c.run(["add", "plain", "--title", "Go", "--title-width", "20"]).status == 0)
    #expect(
      try c.run(["add", "given", "--title", "Go", "--title-width", "20", "--ios", "17.0"]).status
        == 0)
    let plain = try c.run(["show", "plain", "--format", "json"]).stdout
    #expect(plain.contains("\"ios\": \"14.0\"") && plain.contains("\"scale\": 2"), "\(plain)")
    let given = try c.run(["show", "given", "--format", "json"]).stdout
    #expect(given.contains("\"ios\": \"17.0\"") && given.contains("\"scale\": 2"), "\(given)")
    // Back to the built-in defaults once unset.
    #expect(try c.run(["settings", "--unset", "ios"]).status == 0)
    #expect(try c.run(["add", "later", "--title", "Go", "--title-width", "20"]).status == 0)
    #expect(try c.run(["show", "later", "--format", "json"]).stdout.contains("\"ios\": \"26.1\""))
  }

  /// The issue's case: an iOS 14 app gets Objective-C for iOS 14 without passing
  /// --deployment-target to every export; the option still wins.
  @Test func exportsTakeTheDeploymentTarget() throws {
    let c = try Self.catalog([["deployment-target", "14.0"]])
    for format in ["swift", "swiftui"] {
      let r = try c.run(["export", "--format", format])
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stdout.contains("Deployment target iOS 14.0"), "\(format)")
    }
    let objc = c.path("objc") + "/"
    #expect(try c.run(["export", "--format", "objc", "--output", objc]).status == 0)
    let header = try String(
      contentsOfFile: objc + "UIButton+ButtonStyles.m", encoding: .utf8)
    #expect(header.contains("Deployment target iOS 14.0"), "\(header.prefix(600))")
    let asked = try c.run(["export", "--format", "swift", "--deployment-target", "16.0"])
    #expect(asked.stdout.contains("Deployment target iOS 16.0"))
    #expect(try c.run(["settings", "--unset", "deployment-target"]).status == 0)
    #expect(
      try c.run(["export", "--format", "swift"]).stdout.contains("Deployment target iOS 26.1"))
  }

  @Test func checkIsStrictByTheSetting() throws {
    let c = try CatalogFixture()
    // A warning only (small-hit-target).
    #expect(try c.run(["add", "w", "--title", "Hi", "--title-width", "12"]).status == 0)
    #expect(try c.run(["check"]).status == 0)
    #expect(try c.run(["settings", "strict", "true"]).status == 0)
    let strict = try c.run(["check"])
    #expect(strict.status == 1)
    #expect(
      strict.stderr.contains(
        "Error: check failed (the catalog's 'strict' setting; --no-strict for one run): 1 button with warnings"
      ), "\(strict.stderr)")
    #expect(try c.run(["check", "--format", "json"]).stdout.contains("\"strict\": true"))
    let once = try c.run(["check", "--no-strict"])
    #expect(once.status == 0, "\(once.stderr)")
    let both = try c.run(["check", "--strict", "--no-strict"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("--strict cannot go with --no-strict"))
    #expect(try c.run(["settings", "strict", "false"]).status == 0)
    #expect(try c.run(["check"]).status == 0)
    #expect(try c.run(["check", "--strict"]).status == 1)
  }

  // MARK: Rows edited by hand

  @Test func handEditedRowsAreReportedByName() throws {
    let c = try Self.catalog()
    try Self.sql(
      c,
      "INSERT INTO settings (key, value) VALUES ('colour', 'red'), ('scale', '7'), ('ios', '14.x')")
    let list = try c.run(["settings"])
    #expect(list.status == 65)
    #expect(!list.stderr.contains("SQL") && !list.stderr.contains("SELECT"))
    #expect(
      list.stderr.contains(
        "Error: the catalog holds a setting 'colour' this buttoncat does not know (edited outside buttoncat?); 'buttoncat settings --unset colour' removes it"
      ), "\(list.stderr)")
    #expect(
      list.stderr.contains(
        "Error: the catalog's setting 'scale' is '7', which is not a screen scale (1, 2 or 3) (edited outside buttoncat?); 'buttoncat settings scale VALUE' replaces it"
      ), "\(list.stderr)")
    #expect(
      list.stderr.contains("the catalog's setting 'ios' is '14.x', which is not an iOS version"))
    // Commands that use a bad setting refuse, naming it; nothing is added.
    let before = c.digest()
    let add = try c.run(["add", "x", "--title", "X", "--title-width", "9"])
    #expect(add.status == 65)
    #expect(add.stderr.contains("setting 'scale' is '7'"), "\(add.stderr)")
    #expect(c.digest() == before)
    #expect(try c.run(["export"]).status == 65)
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("catalog settings: the catalog holds a setting 'colour'"))
    let checkJSON = try c.run(["check", "--format", "json"])
    #expect(checkJSON.status == 1)
    #expect(
      checkJSON.stdout.contains("\"settings\": [\n    \"the catalog holds a setting 'colour'"),
      "\(checkJSON.stdout)")
    #expect(check.stderr.contains("check failed: the catalog holds 3 settings that are not one"))
    // Fixed with the command itself.
    #expect(try c.run(["settings", "--unset", "colour"]).status == 0)
    #expect(try c.run(["settings", "scale", "2"]).status == 0)
    #expect(try c.run(["settings", "--unset", "ios"]).status == 0)
    #expect(try c.run(["settings"]).status == 0)
    #expect(try c.run(["check"]).status == 0)
  }

  /// A key this buttoncat does not know does not stop the commands that use other keys.
  @Test func anUnknownKeyDoesNotStopAdd() throws {
    let c = try Self.catalog()
    try Self.sql(c, "INSERT INTO settings (key, value) VALUES ('laterKey', 'x')")
    #expect(try c.run(["add", "x", "--title", "X", "--title-width", "9"]).status == 0)
    #expect(try c.run(["export", "--format", "swift"]).status == 0)
  }

  // MARK: The document, diff and merge

  @Test func documentRoundTrip() throws {
    let c = try Self.catalog([["deployment-target", "14.0"], ["scale", "2"], ["strict", "yes"]])
    let exported = try c.run(["export"])
    #expect(
      exported.stdout.hasSuffix(
        """
          ],
          "settings": {
            "deploymentTarget": "14.0",
            "scale": 2,
            "strict": true
          }
        }

        """), "\(exported.stdout.suffix(200))")
    let path = c.path("doc.json")
    try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)
    // The published schema takes it, and refuses a scale of 4.
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/catalog.schema.json").path
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      document = json.load(open(sys.argv[2]))
      valid = jsonschema.Draft202012Validator(schema)
      assert not list(valid.iter_errors(document)), list(valid.iter_errors(document))
      document["settings"]["scale"] = 4
      assert list(valid.iter_errors(document))
      """
    let checked = try BinaryRunner.runTool("/usr/bin/python3", ["-c", script, schema, path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    let d = try CatalogFixture()
    let imported = try d.run(["import", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "imported 1 button; 3 settings set\n")
    #expect(try d.run(["export"]).stdout == exported.stdout)
    #expect(try d.run(["settings"]).stdout == (try c.run(["settings"]).stdout))
    // Another value in the catalog needs --replace; the import is all or nothing.
    let e = try CatalogFixture()
    #expect(try e.run(["settings", "scale", "3"]).status == 0)
    let before = e.digest()
    let refused = try e.run(["import", path])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        "Error: settings.scale: the document's '2' is not the catalog's '3' (use --replace)"),
      "\(refused.stderr)")
    #expect(e.digest() == before)
    #expect(try e.run(["import", "--replace", path]).status == 0)
    #expect(try e.run(["settings", "scale"]).stdout == "scale  2\n")
  }

  /// A catalog without settings writes the document it always wrote; an older document (no
  /// `settings`) imports and changes no setting.
  @Test func documentsWithoutSettings() throws {
    let c = try Self.catalog()
    let exported = try c.run(["export"]).stdout
    #expect(!exported.contains("\"settings\""))
    let path = c.path("old.json")
    try exported.write(toFile: path, atomically: true, encoding: .utf8)
    let d = try CatalogFixture()
    #expect(try d.run(["settings", "ios", "15.0"]).status == 0)
    #expect(try d.run(["import", path]).status == 0)
    #expect(try d.run(["settings", "ios"]).stdout == "ios  15.0\n")
  }

  @Test(arguments: [
    (#""settings": {"scale": 4}"#, "settings.scale: '4' is not a screen scale (1, 2 or 3)"),
    (#""settings": {"colour": "red"}"#, "settings.colour"),
    (#""settings": {"strict": "yes"}"#, "settings.strict"),
    (#""settings": {"ios": "27.0"}"#, "settings.ios: '27.0' is not an iOS version buttoncat knows"),
    (#""settings": []"#, "settings"),
  ])
  func badDocumentSettingsAreRefused(member: String, message: String) throws {
    let c = try Self.catalog()
    var text = try c.run(["export"]).stdout
    text = String(text.dropLast(2)) + ",\n  " + member + "\n}\n"
    let path = c.path("bad.json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let d = try CatalogFixture()
    let r = try d.run(["import", path])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!d.exists)
  }

  @Test func diffShowsSettingChanges() throws {
    let c = try Self.catalog([["deployment-target", "14.0"]])
    let a = c.path("a.json")
    try c.run(["export", "--output", a])
    #expect(try c.run(["settings", "deployment-target", "15.0"]).status == 0)
    #expect(try c.run(["settings", "strict", "true"]).status == 0)
    let text = try c.run(["diff", a, c.database])
    #expect(text.status == 1, "\(text.stderr)")
    #expect(
      text.stdout == """
        2 settings changed
        setting  deploymentTarget: "14.0" → "15.0"
        setting  strict: not set → true

        """)
    let json = try c.run(["diff", a, c.database, "--format", "json"])
    #expect(
      json.stdout.contains(
        """
          "settings": [
            {
              "key": "deploymentTarget",
              "from": "14.0",
              "to": "15.0"
            },
        """), "\(json.stdout)")
    let md = try c.run(["diff", a, c.database, "--format", "markdown"])
    #expect(md.stdout.contains("| strict | not set | true |"), "\(md.stdout)")
    #expect(try c.run(["diff", a, a]).status == 0)
  }

  /// Three documents with the settings given; returns the fixture and their paths.
  static func sides(_ base: [String: String], _ ours: [String: String], _ theirs: [String: String])
    throws -> (CatalogFixture, [String])
  {
    let c = try Self.catalog()
    var paths: [String] = []
    for (name, settings) in [("base", base), ("ours", ours), ("theirs", theirs)] {
      for key in ["deployment-target", "ios", "scale", "strict"] {
        if let value = settings[key] {
          #expect(try c.run(["settings", key, value]).status == 0)
        } else {
          #expect(try c.run(["settings", "--unset", key]).status == 0)
        }
      }
      let path = c.path(name + ".json")
      #expect(try c.run(["export", "--output", path]).status == 0)
      paths.append(path)
    }
    return (c, paths)
  }

  @Test func mergeTakesEachSidesChange() throws {
    let (c, paths) = try Self.sides(
      ["deployment-target": "14.0", "scale": "2"],
      ["deployment-target": "15.0", "scale": "2"],
      ["deployment-target": "14.0", "strict": "true"])
    let r = try c.run(["merge"] + paths)
    #expect(r.status == 0, "\(r.stderr)")
    let merged = try String(contentsOfFile: paths[1], encoding: .utf8)
    #expect(
      merged.hasSuffix(
        """
          ],
          "settings": {
            "deploymentTarget": "15.0",
            "strict": true
          }
        }

        """), "\(merged.suffix(200))")
    // What export writes for that catalog.
    let d = try CatalogFixture()
    #expect(try d.run(["import", paths[1]]).status == 0)
    #expect(try d.run(["export"]).stdout == merged)
  }

  @Test func aSettingChangedTwoWaysConflicts() throws {
    let (c, paths) = try Self.sides(
      ["deployment-target": "14.0"], ["deployment-target": "15.0", "scale": "2"],
      ["deployment-target": "13.0"])
    let r = try c.run(["merge"] + paths)
    #expect(r.status == 1, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        #"conflict: settings: changed in both: deploymentTarget (base "14.0", ours "15.0", theirs "13.0")"#
      ), "\(r.stderr)")
    let merged = try String(contentsOfFile: paths[1], encoding: .utf8)
    #expect(
      merged.hasSuffix(
        """
          ],
        <<<<<<< ours
          "settings": {
            "deploymentTarget": "15.0",
            "scale": 2
          }
        =======
          "settings": {
            "deploymentTarget": "13.0",
            "scale": 2
          }
        >>>>>>> theirs
        }

        """), "\(merged.suffix(300))")
    // Import refuses the markers; keeping either side leaves a document.
    let d = try CatalogFixture()
    #expect(try d.run(["import", paths[1]]).status == 65)
    for keep in ["ours", "theirs"] {
      var lines: [String] = []
      var side = ""
      for line in merged.split(separator: "\n", omittingEmptySubsequences: false) {
        switch line {
        case "<<<<<<< ours": side = "ours"
        case "=======": side = "theirs"
        case ">>>>>>> theirs": side = ""
        default: if side.isEmpty || side == keep { lines.append(String(line)) }
        }
      }
      let path = c.path("kept-\(keep).json")
      try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
      let e = try CatalogFixture()
      let imported = try e.run(["import", path])
      #expect(imported.status == 0, "\(keep): \(imported.stderr)")
      #expect(
        try e.run(["settings", "deployment-target"]).stdout
          == "deployment-target  \(keep == "ours" ? "15.0" : "13.0")\n")
    }
  }

  /// Unset on one side and changed on the other is a conflict too; the side that unset it
  /// writes an empty `settings`.
  @Test func unsetAgainstChangedConflicts() throws {
    let (c, paths) = try Self.sides(["strict": "true"], [:], ["strict": "false"])
    let r = try c.run(["merge"] + paths)
    #expect(r.status == 1)
    #expect(r.stderr.contains("strict (base true, ours not set, theirs false)"), "\(r.stderr)")
    let merged = try String(contentsOfFile: paths[1], encoding: .utf8)
    #expect(merged.contains("<<<<<<< ours\n  \"settings\": {}\n=======\n"), "\(merged.suffix(200))")
  }

  // MARK: Migration

  /// A catalog from before migration 0014 migrates when it is opened: no settings, everything
  /// else as it was, and settings can be set.
  @Test func aCatalogFromBeforeTheMigrationMigrates() throws {
    let c = try Self.catalog()
    let before = try c.run(["export"]).stdout
    try Self.sql(
      c,
      ImageReservationMigration.undo
        + """
        ALTER TABLE buttons DROP COLUMN naming_order;
        DELETE FROM schema_migrations WHERE identifier = '0015_generated_names';
        DROP TABLE settings;
        DELETE FROM schema_migrations WHERE identifier = '0014_settings';
        """)
    let list = try c.run(["settings"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("ios                26.1   (default)"))
    #expect(try c.run(["export"]).stdout == before)
    #expect(try c.run(["check"]).status == 0)
    #expect(try c.run(["settings", "strict", "true"]).status == 0)
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT identifier FROM schema_migrations") { try $0.string(at: 0) }
        .contains("0014_settings"))
  }
}
