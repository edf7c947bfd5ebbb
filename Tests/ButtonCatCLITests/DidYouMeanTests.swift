import Foundation
import Testing

@testable import ButtonCatCLI

/// A mistyped command, option or button name gets the nearest match, and one
/// mistake gives one error.
@Suite struct DidYouMeanTests {
  static let overviewUsage =
    "Usage: buttoncat [--db PATH] COMMAND [options] (see 'buttoncat --help')\n"

  @Test func mistypedCommandSuggestsTheNearest() throws {
    let c = try CatalogFixture()
    for arguments in [["shwo", "x"], ["help", "shwo"]] {
      let result = try c.run(arguments)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "Error: unknown command 'shwo'; did you mean 'show'?\n" + Self.overviewUsage)
    }
    #expect(
      try c.run(["lsit"]).stderr
        == "Error: unknown command 'lsit'; did you mean 'list'?\n" + Self.overviewUsage)
    #expect(
      try c.run(["--verison"]).stderr
        == "Error: unknown option '--verison'; did you mean '--version'?\n" + Self.overviewUsage)
    // Nothing near: no suggestion.
    #expect(
      try c.run(["frobnicate"]).stderr
        == "Error: unknown command 'frobnicate'\n" + Self.overviewUsage)
    #expect(!c.exists)
  }

  @Test func mistypedOptionIsOneErrorWithASuggestion() throws {
    let c = try CatalogFixture()
    // The value after the mistyped option is its value, not a second NAME.
    let add = try c.run(["add", "x", "--techniqe", "exact", "--title-size", "40x18"])
    #expect(add.status == 64)
    #expect(
      add.stderr
        == "Error: unknown option '--techniqe' for 'add'; did you mean '--technique'?\n"
        + "Usage: buttoncat add NAME [inputs…]\n")
    #expect(!c.exists)

    try c.run(CatalogCommandTests.home)
    let before = c.digest()
    // Before: three errors (the option, 'expected one NAME', 'nothing to change').
    let set = try c.run(["set", "tabbar/home", "--techniqe", "exact"])
    #expect(set.status == 64)
    #expect(
      set.stderr
        == "Error: unknown option '--techniqe' for 'set'; did you mean '--technique'?\n"
        + "Usage: buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]\n")
    // A negative value after a mistyped option that takes one is still its value.
    let spacing = try c.run(["set", "tabbar/home", "--spacnig", "-4"])
    #expect(
      spacing.stderr
        == "Error: unknown option '--spacnig' for 'set'; did you mean '--spacing'?\n"
        + "Usage: buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]\n")
    // A flag takes no value: the next argument stays the NAME.
    let list = try c.run(["list", "--stael"])
    #expect(
      list.stderr
        == "Error: unknown option '--stael' for 'list'; did you mean '--stale'?\n"
        + "Usage: buttoncat list [NAME|PATTERN…] [--tag T]… [--stale] [--format table|json|csv]\n")
    // A single dash where two were meant.
    #expect(
      try c.run(["show", "tabbar/home", "-format", "json"]).stderr
        == "Error: unknown option '-format' for 'show'; did you mean '--format'?\n"
        + "Usage: buttoncat show NAME [--technique T] [--format text|json]\n")
    // Nothing near, and a word after it: the option alone is reported.
    #expect(
      try c.run(["add", "y", "--colour", "red", "--title-size", "40x18"]).stderr
        == "Error: unknown option '--colour' for 'add'\nUsage: buttoncat add NAME [inputs…]\n")
    #expect(
      try c.run(["list", "--colour", "red"]).stderr
        == "Error: unknown option '--colour' for 'list'\n"
        + "Usage: buttoncat list [NAME|PATTERN…] [--tag T]… [--stale] [--format table|json|csv]\n")
    // Other problems of the same command line are still all reported.
    let two = try c.run(["set", "tabbar/home", "--techniqe", "exact", "--spacing", "abc"])
    #expect(
      two.stderr
        == "Error: unknown option '--techniqe' for 'set'; did you mean '--technique'?\n"
        + "Error: --spacing: 'abc' is not a finite number\n"
        + "Usage: buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]\n")
    #expect(c.digest() == before)
  }

  @Test func mistypedButtonNameSuggestsTheNearestStoredName() throws {
    let c = try CatalogFixture()
    try c.run(CatalogCommandTests.home)
    try c.run(CatalogCommandTests.share)
    let before = c.digest()
    let expected =
      "Error: no button named 'tabbar/hom' in the catalog; did you mean 'tabbar/home'?\n"
    for arguments in [
      ["show", "tabbar/hom"], ["set", "tabbar/hom", "--spacing", "3"], ["rm", "tabbar/hom"],
      ["rename", "tabbar/hom", "tabbar/house"], ["history", "tabbar/hom"],
      ["export", "--format", "swift", "tabbar/hom"], ["recompute", "tabbar/hom"],
    ] {
      let result = try c.run(arguments)
      #expect(result.status == 65, "\(arguments)")
      #expect(result.stderr == expected, "\(arguments)")
    }
    #expect(
      try c.run(["show", "toolbar/shar"]).stderr
        == "Error: no button named 'toolbar/shar' in the catalog; did you mean 'toolbar/share'?\n")
    #expect(
      try c.run(["show", "settings"]).stderr == "Error: no button named 'settings' in the catalog\n"
    )
    #expect(c.digest() == before)
  }

  @Test func editDistance() {
    func d(_ a: String, _ b: String) -> Int { Suggestion.distance(Array(a), Array(b)) }
    #expect(d("shwo", "show") == 1)  // a swap is one edit
    #expect(d("kitten", "sitting") == 3)
    #expect(d("ca", "abc") == 3)  // optimal string alignment: no edit of a swapped pair
    #expect(d("", "abc") == 3)
    #expect(d("same", "same") == 0)
    #expect(Suggestion.nearest("techniqe", in: ["title", "technique", "tag"]) == "technique")
    #expect(Suggestion.nearest("TECHNIQUE", in: ["technique"]) == "technique")
    #expect(Suggestion.nearest("abc", in: ["xyz", "abcdef"]) == nil)
    #expect(Suggestion.nearest("show", in: ["show"]) == nil)
    // Ties go to the first candidate.
    #expect(Suggestion.nearest("rn", in: ["rm", "rename"]) == "rm")
  }
}
