import Testing

@testable import ButtonStrings

@Suite struct StringCatalogTests {
  /// A catalog in Xcode's writing style: plural variations (Ukrainian), device variations, a
  /// missing translation (fr for "Cart"), Arabic, a key without a source unit, a `new` state.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cart" : {
          "comment" : "Tab bar item",
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "السلة" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Warenkorb" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Cart" } }
          }
        },
        "Home" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Startseite" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Accueil" } }
          }
        },
        "items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "uk" : { "variations" : { "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld елементи" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld елементів" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld елемент" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld елемента" } }
            } } }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Press" } }
            } } },
            "de" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } }
            } } },
            "fr" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquer" } }
            } } }
          }
        },
        "Never" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

  static func table() throws -> StringTable {
    try StringCatalog.parse(Array(catalog.utf8), file: "Localizable.xcstrings")
  }

  @Test func localesAndSourceLanguage() throws {
    let table = try Self.table()
    #expect(table.sourceLanguage == "en")
    #expect(table.locales == ["en", "ar", "de", "fr", "uk"])
  }

  @Test func titlesPerLocaleWithAMissingTranslation() throws {
    let titles = try Self.table().titles(forKey: "Cart")
    #expect(titles.map(\.locale) == ["en", "ar", "de", "fr", "uk"])
    #expect(titles.map(\.text) == ["Cart", "السلة", "Warenkorb", "Cart", "Cart"])
    #expect(titles.map(\.isFallback) == [false, false, false, true, true])
    #expect(titles[3].notes == [.missingTranslation(sourceLanguage: "en")])
    #expect(titles[3].notes[0].description == "missing translation: the en title is shown")
    #expect(try Self.table().localesWithValue(forKey: "Cart") == ["en", "ar", "de"])
  }

  @Test func aKeyWithoutASourceUnitIsItsOwnSourceText() throws {
    let table = try Self.table()
    let en = try table.title(forKey: "Home", locale: "en")
    #expect(en.text == "Home" && en.notes == [.keyAsSourceValue] && !en.isFallback)
    let de = try table.title(forKey: "Home", locale: "de")
    #expect(de.text == "Startseite" && de.notes == [.state("needs_review")])
    let ar = try table.title(forKey: "Home", locale: "ar")
    #expect(ar.text == "Home" && ar.isFallback)
    #expect(ar.notes == [.missingTranslation(sourceLanguage: "en"), .keyAsSourceValue])
  }

  @Test func pluralVariationsUseOther() throws {
    let table = try Self.table()
    let uk = try table.title(forKey: "items", locale: "uk")
    #expect(uk.text == "%lld елемента")
    #expect(uk.notes == [.pluralVariation(used: "other")])
    #expect(try table.title(forKey: "items", locale: "en").text == "%lld items")
  }

  @Test func deviceVariationsUseIPhoneElseOther() throws {
    let table = try Self.table()
    let en = try table.title(forKey: "Tap", locale: "en")
    #expect(en.text == "Tap" && en.notes == [.deviceVariation(used: "iphone")])
    let de = try table.title(forKey: "Tap", locale: "de")
    #expect(de.text == "Tippen" && de.notes == [.deviceVariation(used: "other")])
    // Only a Mac value: nothing for an iPhone, so the source language's title.
    let fr = try table.title(forKey: "Tap", locale: "fr")
    #expect(fr.text == "Tap" && fr.isFallback)
  }

  @Test func shouldTranslateFalseShowsTheSourceEverywhere() throws {
    let de = try Self.table().title(forKey: "Never", locale: "de")
    #expect(de.text == "Never" && !de.isFallback)
    #expect(de.notes == [.keyAsSourceValue, .notTranslatable])
  }

  @Test func rightToLeftLanguageKeepsItsText() throws {
    let ar = try Self.table().title(forKey: "Cart", locale: "ar")
    #expect(ar.text == "السلة")
    #expect(LocaleDirection.of("ar") == .rightToLeft)
  }

  @Test func unknownKeyAndLocaleAreTypedErrors() throws {
    let table = try Self.table()
    #expect(throws: StringsError.self) { try table.titles(forKey: "Carts") }
    do {
      _ = try table.titles(forKey: "Carts")
    } catch {
      #expect(error.kind == .keyNotFound)
      #expect(
        error.description == "Localizable.xcstrings: no such key in the strings file: \"Carts\"")
    }
    do {
      _ = try table.title(forKey: "Cart", locale: "es")
    } catch {
      #expect(error.kind == .unknownLocale)
      #expect(
        error.description
          == "Localizable.xcstrings: no locale of this name in the file (it has en, ar, de, fr, "
          + "uk): \"es\"")
    }
  }

  static func error(_ text: String) -> StringsError? {
    do {
      _ = try StringCatalog.parse(Array(text.utf8), file: "Bad.xcstrings")
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedCatalogsNameThePathAndTheValue() {
    let cases: [(String, StringsError.Kind, String)] = [
      ("{\"sourceLanguage\": \"en\", \"strings\": {", .syntax, "Bad.xcstrings:1:"),
      ("[]", .structure, "Bad.xcstrings at (top level): expected an object: []"),
      (
        "{\"strings\": {}}", .structure,
        "Bad.xcstrings at sourceLanguage: missing \"sourceLanguage\""
      ),
      (
        "{\"sourceLanguage\": 3, \"strings\": {}}", .structure,
        "Bad.xcstrings at sourceLanguage: expected a string: 3"
      ),
      (
        "{\"sourceLanguage\": \"en\"}", .structure,
        "Bad.xcstrings at strings: a String Catalog needs a \"strings\" object"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Go now\": {\"localizations\": {\"de\": "
          + "{\"stringUnit\": {\"state\": \"translated\", \"value\": 7}}}}}}", .structure,
        "Bad.xcstrings at strings[\"Go now\"].localizations.de.stringUnit.value: expected a "
          + "string: 7"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Go\": {\"localizations\": {\"de\": "
          + "{\"variations\": {\"plural\": {\"one\": {\"stringUnit\": {\"value\": \"x\"}}}}}}}}}",
        .structure,
        "Bad.xcstrings at strings.Go.localizations.de.variations.plural: plural variations need "
          + "an \"other\" case"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Go\": {\"localizations\": {\"de\": {}}}}}",
        .structure,
        "Bad.xcstrings at strings.Go.localizations.de: a localization needs a \"stringUnit\" or "
          + "\"variations\""
      ),
    ]
    for (text, kind, prefix) in cases {
      let error = Self.error(text)
      #expect(error?.kind == kind, "\(text)")
      #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "no error")")
    }
  }

  @Test func loadsACatalogFromAFile() throws {
    let folder = try TemporaryDirectory("buttonstrings")
    let path = try folder.write("App/Localizable.xcstrings", Self.catalog)
    let table = try StringsFile.load(path: path)
    #expect(table.file == path)
    #expect(try table.title(forKey: "Cart", locale: "de").text == "Warenkorb")
  }
}
