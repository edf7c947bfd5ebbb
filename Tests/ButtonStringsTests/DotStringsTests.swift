import Testing

@testable import ButtonStrings

@Suite struct DotStringsTests {
  static let german = """
    /* Tab bar */
    "Home" = "Startseite";
    // A line comment
    "Cart" = "Warenkorb";  /* trailing */
    "Quote" = "Sag \\"Hallo\\"\\n\\tzu \\U00FCber\\\\";
    "Smile" = "\\UD83D\\UDE00 \\101";
    "Same";
    "Home" = "Start";
    """

  static func entries(_ text: String) throws -> [DotStrings.Entry] {
    try DotStrings.entries(Array(text.utf8), file: "de.lproj/Localizable.strings")
  }

  @Test func entriesCommentsAndEscapes() throws {
    let entries = try Self.entries(Self.german)
    #expect(entries.map(\.key) == ["Home", "Cart", "Quote", "Smile", "Same", "Home"])
    #expect(entries.map(\.line) == [2, 4, 5, 6, 7, 8])
    #expect(entries[2].value == "Sag \"Hallo\"\n\tzu über\\")
    #expect(entries[3].value == "😀 A")
    #expect(entries[4].value == "Same")
  }

  @Test func aKeyGivenTwiceKeepsItsLastValue() throws {
    let table = try DotStrings.parse(
      Array(Self.german.utf8), file: "de.lproj/Localizable.strings", locale: "de")
    #expect(try table.title(forKey: "Home", locale: "de").text == "Start")
  }

  @Test func utf16WithByteOrderMarkBothEndians() throws {
    let text = "/* Arabic */\n\"Cart\" = \"السلة\";\n\"Emoji\" = \"🛒\";\n"
    for littleEndian in [true, false] {
      let entries = try DotStrings.entries(utf16(text, littleEndian: littleEndian), file: "x")
      #expect(entries.map(\.value) == ["السلة", "🛒"])
      #expect(entries.map(\.line) == [2, 3])
    }
  }

  @Test func utf8WithByteOrderMark() throws {
    let entries = try DotStrings.entries(
      [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8), file: "x")
    #expect(entries == [DotStrings.Entry(key: "a", value: "b", line: 1)])
  }

  static func error(_ bytes: [UInt8]) -> StringsError? {
    do {
      _ = try DotStrings.entries(bytes, file: "de.lproj/Localizable.strings")
      return nil
    } catch {
      return error
    }
  }

  static func error(_ text: String) -> StringsError? { error(Array(text.utf8)) }

  @Test func malformedFilesNameTheLineAndTheText() {
    let f = "de.lproj/Localizable.strings"
    let cases: [(String, StringsError.Kind, String)] = [
      (
        "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", .syntax,
        "\(f):3: expected ';' after the entry: \"\\\"e\\\" = \\\"f\\\";\""
      ),
      ("\"a\" = \"b\"", .syntax, "\(f):1: missing ';' at the end of the file"),
      ("\"a\" = b;", .syntax, "\(f):1: expected a value after '=' in double quotes: \"b;\""),
      (
        "\n\nkey = \"v\";", .syntax, "\(f):3: expected a key in double quotes: \"key = \\\"v\\\";\""
      ),
      ("\"a\" = \"b;\n\n", .syntax, "\(f):1: a string opened with '\"' is never closed"),
      ("/* open\n\"a\" = \"b\";", .syntax, "\(f):1: a comment opened with '/*' is never closed"),
      ("\"a\" = \"\\UD83D x\";", .syntax, "\(f):1: a '\\U' high surrogate is not followed"),
      ("\"a\" = \"\\Ux\";", .syntax, "\(f):1: '\\U' needs hexadecimal digits"),
    ]
    for (text, kind, prefix) in cases {
      let error = Self.error(text)
      #expect(error?.kind == kind, "\(text)")
      #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "no error")")
    }
  }

  @Test func badEncodingsAreTypedErrors() {
    // Latin-1 "ü" on line 2.
    let latin1: [UInt8] = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFC] + Array("\";".utf8)
    #expect(
      Self.error(latin1)?.description
        == "de.lproj/Localizable.strings:2: not UTF-8 (bytes FC 22 3B at offset 18)")
    // UTF-16 without a byte-order mark.
    let noBOM = Array(utf16("\"a\" = \"b\";", littleEndian: true).dropFirst(2))
    #expect(
      Self.error(noBOM)?.reason.hasSuffix("a UTF-16 file needs a byte-order mark (FF FE or FE FF)")
        == true)
    // Cut in the middle of a UTF-16 unit.
    #expect(Self.error(utf16("\"a\";", littleEndian: true).dropLast())?.kind == .encoding)
    // An unpaired surrogate.
    let lone: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00, 0x3B, 0x00]
    #expect(Self.error(lone)?.description.contains("unpaired surrogate D800") == true)
    // A compiled strings file.
    #expect(Self.error(Array("bplist00\u{1}".utf8))?.kind == .unsupported)
  }

  @Test func aFolderOfLprojTables() throws {
    let folder = try TemporaryDirectory("buttonstrings")
    try folder.write("en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Cart\" = \"Cart\";")
    try folder.write(
      "de.lproj/Localizable.strings", utf16("\"Home\" = \"Startseite\";", littleEndian: true))
    try folder.write(
      "he.lproj/Localizable.strings", utf16("\"Cart\" = \"עגלה\";", littleEndian: false))
    try folder.write("fr.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";")
    try folder.write("Base.lproj/Localizable.strings", "\"Home\" = \"Base\";")
    let table = try StringsFile.load(path: folder.path)
    #expect(table.sourceLanguage == "en")
    #expect(table.locales == ["en", "de", "he"])
    let cart = try table.titles(forKey: "Cart")
    #expect(cart.map(\.text) == ["Cart", "Cart", "עגלה"])
    #expect(cart.map(\.isFallback) == [false, true, false])
    #expect(LocaleDirection.of(cart[2].locale) == .rightToLeft)
    let info = try StringsFile.load(path: folder.path, table: "InfoPlist")
    #expect(info.locales == ["fr"])
    // A single file takes its locale from its folder.
    let de = try StringsFile.load(path: folder.path + "/de.lproj/Localizable.strings")
    #expect(de.locales == ["de"])
    #expect(try de.title(forKey: "Home", locale: "de").text == "Startseite")
  }

  @Test func unreadableAndUnsupportedPaths() throws {
    let folder = try TemporaryDirectory("buttonstrings")
    let other = try folder.write("notes.txt", "hello")
    let cases: [(String, StringsError.Kind)] = [
      (folder.path + "/missing.xcstrings", .unreadable),
      (other, .unsupported),
      (folder.path, .unsupported),
    ]
    for (path, kind) in cases {
      do {
        _ = try StringsFile.load(path: path)
        Issue.record("no error for \(path)")
      } catch {
        #expect(error.kind == kind, "\(path): \(error)")
        #expect(error.file == path)
      }
    }
  }
}
