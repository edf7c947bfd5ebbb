import Foundation
import Testing

/// `buttoncat layout`, end to end with the built binary.
@Suite struct LayoutCommandTests {
  /// Named cases whose text and JSON outputs are kept as golden files.
  static let cases: [(String, [String])] = [
    (
      "tabbar-top",
      ["--image-size", "24x24", "--title-size", "40x18", "--placement", "top", "--spacing", "8"]
    ),
    (
      "share-right-fixed",
      [
        "--title", "Share", "--title-width", "41.2", "--image-size", "20x20", "--placement",
        "right", "--spacing", "6",
        "--size", "120x44", "--padding", "0,12,0,12",
      ]
    ),
    (
      "settings-leading-both",
      [
        "--title", "设置", "--title-size", "34x20.3", "--image-size", "22x22", "--placement",
        "leading",
        "--spacing", "8", "--direction", "both", "--scale", "2", "--ios", "14",
      ]
    ),
    (
      "bottom-left-aligned",
      [
        "--title-size", "61.5x17.9", "--image-size", "30x30", "--placement", "bottom", "--spacing",
        "4",
        "--size", "100x100", "--align", "left", "--valign", "top", "--padding", "8,8,8,8",
      ]
    ),
  ]

  @Test(arguments: cases.map(\.0))
  func textAndJSONMatchGoldenFiles(name: String) throws {
    let arguments = Self.cases.first { $0.0 == name }!.1
    let text = try BinaryRunner.run(["layout"] + arguments)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stderr.isEmpty)
    try Golden.check(text.stdout, "layout-\(name).txt")
    let json = try BinaryRunner.run(["layout"] + arguments + ["--format", "json"])
    #expect(json.status == 0)
    try Golden.check(json.stdout, "layout-\(name).json")
  }

  @Test func jsonFollowsTheContract() throws {
    let r = try BinaryRunner.run([
      "layout", "--image-size", "24x24", "--title-size", "40x18", "--placement", "top", "--spacing",
      "8",
      "--direction", "both", "--format", "json",
    ])
    #expect(r.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(Set(document.keys) == ["button", "layouts"])
    let layouts = try #require(document["layouts"] as? [[String: Any]])
    // Five techniques × two directions.
    #expect(layouts.count == 10)
    for layout in layouts {
      for key in ["technique", "direction", "values", "frames", "gap", "diagnostics"] {
        #expect(layout[key] != nil, "missing \(key)")
      }
      let frames = try #require(layout["frames"] as? [String: Any])
      #expect(
        Set(frames.keys) == ["contentRect", "imageFrame", "titleFrame", "intrinsicContentSize"])
      for diagnostic in try #require(layout["diagnostics"] as? [[String: Any]]) {
        #expect(
          diagnostic["code"] is String && diagnostic["severity"] is String
            && diagnostic["message"] is String)
      }
    }
    let edge = try #require(layouts.first { $0["technique"] as? String == "edge-insets" })
    #expect(edge["gap"] as? Double == 4)
    let values = try #require(edge["values"] as? [String: Any])
    #expect(Set(values.keys) == ["imageEdgeInsets", "titleEdgeInsets", "contentEdgeInsets"])
    let configuration = try #require(
      layouts.first { $0["technique"] as? String == "configuration" })
    #expect(configuration["model"] as? Bool == true)
    let configurationValues = try #require(configuration["values"] as? [String: Any])
    #expect(Set(configurationValues.keys) == ["imagePlacement", "imagePadding", "contentInsets"])
  }

  @Test func oneTechniqueOnly() throws {
    let r = try BinaryRunner.run([
      "layout", "--image-size", "24x24", "--title-size", "40x18", "--technique", "exact",
      "--format", "json",
    ])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect((document["layouts"] as? [Any])?.count == 1)
  }

  @Test func malformedValuesExit64WithEveryProblem() throws {
    let r = try BinaryRunner.run([
      "layout", "--image-size", "2x", "--placement", "above", "--padding", "1,2", "--technique",
      "magic", "--bogus",
    ])
    #expect(r.status == 64)
    #expect(r.stdout.isEmpty)
    let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
    #expect(errors.count == 5, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        "--placement: 'above' is not one of top, bottom, left, right, leading, trailing"))
    #expect(
      r.stderr.hasSuffix(
        "Usage: buttoncat layout [inputs…] [--technique T|all] [--format text|json]\n"))
  }

  @Test func invalidValuesExit65WithEveryProblem() throws {
    let r = try BinaryRunner.run([
      "layout", "--image-size", "24x24", "--title-size", "40x18", "--spacing", "-4", "--padding",
      "0,-1,0,0",
      "--size", "100x44",
    ])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr
        == "Error: --padding: left '-1' must not be negative\nError: --spacing: '-4' must not be negative\n"
    )
  }

  @Test func nonFiniteNumbersAreRejected() throws {
    for value in ["nan", "inf", "-inf", "1e999"] {
      let r = try BinaryRunner.run(["layout", "--title-size", "40x18", "--spacing", value])
      #expect(r.status == 64, "\(value)")
      #expect(r.stdout.isEmpty)
      #expect(r.stderr.hasPrefix("Error: --spacing: '\(value)' is not a finite number"))
    }
  }

  /// A title alone is set in the system font, which has no measurement here: the error says
  /// which title and how to measure it.
  @Test func titleTextWithoutAWidthSaysHowToProceed() throws {
    let r = try BinaryRunner.run(["layout", "--title", "Share", "--image-size", "20x20"])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr
        == "Error: --title: \"Share\", system regular 15 pt, @3x, iOS 26 has no device measurement, so it cannot be laid out; measure it: buttoncat export --format probe --output DIR/ writes the probe; run it on a simulator, then buttoncat measurements import FILE\n"
    )
  }
}

@Suite struct LayoutWarningTests {
  @Test func spacingWithoutAnImageIsAWarningNotAnError() throws {
    let r = try BinaryRunner.run([
      "layout", "--title-size", "40x18", "--spacing", "8", "--technique", "exact",
    ])
    #expect(r.status == 0)
    #expect(r.stderr == "Warning: --spacing: '8' has no effect: the button has no image\n")
    #expect(r.stdout.contains("exact LTR"))
  }
}
