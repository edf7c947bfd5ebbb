import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// The generated runtime layout proven by running it. The `swift` export's
/// `ButtonStyleLayout.swift` is compiled with `swiftc` (Foundation only, warnings as errors)
/// and the `objc` export's `ButtonStyleLayout.c` with `clang` (C99, pedantic, warnings as
/// errors), each with a small driver that reads a batch of inputs from a file and prints the
/// insets. Every result is then laid out here with the engine's legacy simulator and checked
/// against what was asked, measured on the frames (gap, alignment, truncation, intrinsic size),
/// and compared with the engine's own `ExactSolver` for the same inputs (the generated math is
/// a port of it: any drift fails).
@Suite struct RuntimeLayoutRunTests {
  /// Inputs per placement (every alignment, scale, direction, iOS rounding, size and content
  /// kind is drawn for each placement; `coverage` checks they all occur).
  static let inputsPerPlacement = 10_000

  /// A style per placement × horizontal × vertical alignment, spacing and padding drawn once
  /// (half of them on every pixel grid, half anywhere), every fourth with a custom font's line
  /// height; plus styles with hostile names (quotes, backslashes, trigraphs, non-ASCII, a line
  /// break) that must be found by the name as written.
  static let catalog: ExportCatalog = {
    var rng = SplitMix64(seed: 0x16_5EED)
    var buttons: [ExportButton] = []
    var n = 0
    for placement in Placement.allCases {
      for horizontal in HorizontalAlignment.allCases {
        for vertical in VerticalAlignment.allCases {
          let whole = n % 2 == 0
          func length(_ range: ClosedRange<Double>) -> Double {
            let v = Double.random(in: range, using: &rng)
            return whole ? v.rounded() : v
          }
          let spec = ButtonSpec(
            titleLineHeight: n % 4 == 3 ? Double.random(in: 12...40, using: &rng) : nil,
            placement: placement, spacing: length(0...24),
            padding: EdgeInsets(
              top: length(0...16), left: length(0...16), bottom: length(0...16),
              right: length(0...16)),
            horizontalAlignment: horizontal, verticalAlignment: vertical)
          let name =
            hostileNames.indices.contains(n)
            ? hostileNames[n]
            : "\(placement.rawValue)/\(horizontal.rawValue)-\(vertical.rawValue)"
          buttons.append(ExportButton(name: name, spec: spec, layouts: []))
          n += 1
        }
      }
    }
    return ExportCatalog(buttons: buttons)
  }()

  static let hostileNames = [
    "say \"hi\"", "back\\slash", "??/trigraph?", "设置", "é-decomposed\u{301}", "line\nbreak",
    "tab\there", "*/ end", "emoji 🚀", "percent %s %n",
  ]

  /// One input: a style and the live sizes (`nil` absent).
  struct Input {
    var style: String
    var image: Size?
    var title: Size?
    var bounds: Size?
    var scale: Double
    var rightToLeft: Bool
    var iosMajor: Int

    /// `xHEXNAME iw ih tw th bw bh scale rtl ios` (the name's UTF-8 in hex after an `x`, so an
    /// empty name is a field too), -1 for absent; numbers in shortest
    /// round-trip form, which `strtod` and `Double(_:)` read back exactly.
    var line: String {
      let hex = "x" + style.utf8.map { String(format: "%02x", $0) }.joined()
      let values = [
        image?.width ?? -1, image?.height ?? -1, title?.width ?? -1, title?.height ?? -1,
        bounds?.width ?? -1, bounds?.height ?? -1, scale,
      ].map { "\($0)" }
      return ([hex] + values + [rightToLeft ? "1" : "0", "\(iosMajor)"]).joined(separator: " ")
    }
  }

  /// The styles by name, with their specs.
  static let specs: [String: ButtonSpec] = Dictionary(
    uniqueKeysWithValues: catalog.buttons.map { ($0.name, $0.spec) })

  /// The engine's spec of an input: the style's fixed parameters and the live sizes.
  static func spec(_ input: Input) -> ButtonSpec {
    var spec = specs[input.style]!
    spec.imageSize = input.image
    spec.titleSize = input.title
    spec.size = input.bounds.map { .fixed($0) } ?? .fit
    spec.scale = input.scale
    spec.ios = IOSVersion(input.iosMajor)
    spec.direction = input.rightToLeft ? .rtl : .ltr
    return spec
  }

  static func inputs(seed: UInt64) -> [Input] {
    var rng = SplitMix64(seed: seed)
    let byPlacement = Dictionary(grouping: catalog.buttons, by: \.spec.placement)
    var inputs: [Input] = []
    for placement in Placement.allCases {
      let styles = byPlacement[placement]!
      for _ in 0..<inputsPerPlacement {
        let style = styles.randomElement(using: &rng)!
        let scale = [1.0, 2.0, 3.0].randomElement(using: &rng)!
        let onGrid = Bool.random(using: &rng)
        func length(_ range: ClosedRange<Double>) -> Double {
          let v = Double.random(in: range, using: &rng)
          return onGrid ? (v * scale).rounded() / scale : v
        }
        // Both (60%), image only (20%), title only (20%).
        let kind = Int.random(in: 0..<5, using: &rng)
        let image = kind != 4 ? Size(width: length(1...48), height: length(1...48)) : nil
        let title =
          kind != 3
          ? Size(
            width: Double.random(in: 0...140, using: &rng),
            height: Double.random(in: 10...30, using: &rng)) : nil
        var input = Input(
          style: style.name, image: image, title: title, bounds: nil, scale: scale,
          rightToLeft: Bool.random(using: &rng), iosMajor: Bool.random(using: &rng) ? 14 : 26)
        if Bool.random(using: &rng) {
          // A fixed size with room to spare (none, sometimes: exactly the size needed).
          let needed = Arrangement(spec(input), direction: .leftToRight).neededSize
          let extra = Int.random(in: 0..<4, using: &rng) == 0
          input.bounds = Size(
            width: needed.width + (extra ? 0 : length(0...120)),
            height: needed.height + (extra ? 0 : length(0...60)))
        }
        inputs.append(input)
      }
    }
    return inputs
  }

  /// What a driver printed for one input.
  struct Output {
    var insets: (image: EdgeInsets, title: EdgeInsets, content: EdgeInsets)?
    var intrinsic: Size?
  }

  static func parse(_ text: String) -> [Output] {
    text.split(separator: "\n").map { line in
      let fields = line.split(separator: " ").map { Double(String($0)) }
      guard fields.count == 15, fields[0] == 1, fields.allSatisfy({ $0 != nil }) else {
        return Output(insets: nil, intrinsic: nil)
      }
      let v = fields.map { $0! }
      func insets(_ i: Int) -> EdgeInsets {
        EdgeInsets(top: v[i], left: v[i + 1], bottom: v[i + 2], right: v[i + 3])
      }
      return Output(
        insets: (insets(1), insets(5), insets(9)), intrinsic: Size(width: v[13], height: v[14]))
    }
  }

  // MARK: Drivers

  static let swiftDriver = """
    import Foundation

    func bytes(_ hex: Substring) -> [UInt8] {
      var out: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        out.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
      }
      return out
    }

    let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
    var out = ""
    for line in text.split(separator: "\\n") {
      let f = line.split(separator: " ")
      let style = String(decoding: bytes(f[0].dropFirst()), as: UTF8.self)
      let v = f[1...7].map { Double(String($0))! }
      let image = v[0] < 0 ? nil : (width: v[0], height: v[1])
      let title = v[2] < 0 ? nil : (width: v[2], height: v[3])
      let bounds = v[4] < 0 ? nil : (width: v[4], height: v[5])
      let rtl = f[8] == "1"
      let ios = Int(String(f[9]))!
      guard
        let i = ButtonStyleLayout.insets(
          style: style, imageSize: image, titleSize: title, bounds: bounds, scale: v[6],
          rightToLeft: rtl, iosMajor: ios),
        let size = ButtonStyleLayout.intrinsicContentSize(
          style: style, imageSize: image, titleSize: title, scale: v[6], iosMajor: ios)
      else {
        out += "0\\n"
        continue
      }
      let values = [
        i.image.top, i.image.left, i.image.bottom, i.image.right, i.title.top, i.title.left,
        i.title.bottom, i.title.right, i.content.top, i.content.left, i.content.bottom,
        i.content.right, size.width, size.height,
      ]
      out += "1 " + values.map { "\\($0)" }.joined(separator: " ") + "\\n"
    }
    FileHandle.standardOutput.write(out.data(using: .utf8)!)
    """

  static let cDriver = """
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>

    #include "ButtonStyleLayout.h"

    int main(int argc, char **argv) {
      static char line[4096];
      FILE *file;
      if (argc != 2 || (file = fopen(argv[1], "r")) == NULL) return 2;
      while (fgets(line, sizeof line, file) != NULL) {
        char name[1024];
        char *hex = strtok(line, " ") + 1;
        double v[7];
        int rtl, ios, i;
        size_t n = strlen(hex) / 2;
        ButtonStyleInsets out;
        double width, height;
        for (i = 0; i < (int)n; i++) {
          unsigned byte;
          sscanf(hex + 2 * i, "%2x", &byte);
          name[i] = (char)byte;
        }
        name[n] = 0;
        for (i = 0; i < 7; i++) v[i] = strtod(strtok(NULL, " "), NULL);
        rtl = atoi(strtok(NULL, " "));
        ios = atoi(strtok(NULL, " \\n"));
        if (!ButtonStyleLayoutInsets(name, v[0], v[1], v[2], v[3], v[4], v[5], v[6], rtl != 0,
                                     ios, &out) ||
            !ButtonStyleLayoutIntrinsicContentSize(name, v[0], v[1], v[2], v[3], v[6], ios,
                                                   &width, &height)) {
          printf("0\\n");
          continue;
        }
        printf("1 %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g "
               "%.17g %.17g\\n",
               out.image.top, out.image.left, out.image.bottom, out.image.right, out.title.top,
               out.title.left, out.title.bottom, out.title.right, out.content.top,
               out.content.left, out.content.bottom, out.content.right, width, height);
      }
      fclose(file);
      return 0;
    }
    """

  /// Compiles the Swift export's `ButtonStyleLayout.swift` with the driver; the executable.
  static func buildSwift(_ temp: TemporaryDirectory, _ catalog: ExportCatalog = catalog) throws
    -> String
  {
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let files = renderer(for: .swift).render(catalog)
    let layout = try #require(files.first { $0.path == "ButtonStyleLayout.swift" })
    #expect(!layout.contents.contains("UIKit\n") && !layout.contents.contains("import UIKit"))
    let sources = [
      try temp.write("ButtonStyleLayout.swift", layout.contents),
      try temp.write("main.swift", swiftDriver),
    ]
    let executable = temp.path("swift-driver")
    let build = try ToolRunner.run(
      swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", executable] + sources)
    try #require(build.status == 0, "ButtonStyleLayout.swift does not compile:\n\(build.output)")
    return executable
  }

  /// Compiles the objc export's `ButtonStyleLayout.c` with the driver; the executable.
  static func buildC(_ temp: TemporaryDirectory, _ catalog: ExportCatalog = catalog) throws
    -> String
  {
    let clang = try ToolRunner.require(
      "clang", install: "install the Swift toolchain (it ships clang)")
    let files = renderer(for: .objc).render(catalog)
    for name in ["ButtonStyleLayout.h", "ButtonStyleLayout.c"] {
      let file = try #require(files.first { $0.path == name })
      try temp.write(name, file.contents)
    }
    let driver = try temp.write("main.c", cDriver)
    let executable = temp.path("c-driver")
    let build = try ToolRunner.run(
      clang,
      [
        "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Wshadow", "-Wstrict-prototypes",
        "-Werror", "-O1", "-o", executable, temp.path("ButtonStyleLayout.c"), driver, "-lm",
      ])
    try #require(build.status == 0, "ButtonStyleLayout.c does not compile:\n\(build.output)")
    return executable
  }

  /// Runs `executable` over `inputs` (one batch, one process) and checks every result.
  static func runAndCheck(_ executable: String, _ inputs: [Input], _ temp: TemporaryDirectory)
    throws
  {
    let file = try temp.write(
      "inputs-\(UUID().uuidString).txt", inputs.map(\.line).joined(separator: "\n") + "\n")
    let result = try ToolRunner.run(executable, [file])
    try #require(result.status == 0, "the driver failed: \(result.output.prefix(500))")
    let outputs = parse(result.output)
    try #require(outputs.count == inputs.count, "\(outputs.count) results for \(inputs.count)")
    var failing = 0
    for (n, (input, output)) in zip(inputs, outputs).enumerated() {
      let problems = failures(input, output)
      if !problems.isEmpty {
        failing += 1
        // The first few in full; the count says the rest.
        if failing <= 10 { Issue.record("#\(n) \(input.line): \(problems)") }
      }
    }
    #expect(failing == 0, "\(failing) of \(inputs.count) inputs fail")
  }

  /// What is wrong with one result (nothing when every check holds).
  static func failures(_ input: Input, _ output: Output) -> [String] {
    guard let insets = output.insets, let intrinsic = output.intrinsic else {
      return ["no insets for a known style"]
    }
    var problems: [String] = []
    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
      if !condition { problems.append(what()) }
    }
    let spec = spec(input)
    let direction: LayoutDirection = input.rightToLeft ? .rightToLeft : .leftToRight
    let grid = spec.grid
    let half = grid.pixel / 2 + 1e-9

    // The engine's own solver gives the same insets, to the bit.
    let engine = ExactSolver.layout(spec, direction)
    if case .legacy(let image, let title, let content) = engine.values {
      expect(
        image == insets.image && title == insets.title && content == insets.content,
        "differs from ExactSolver \(image) \(title) \(content) vs \(insets)")
    }

    // Laid out by the legacy simulator with the generated insets.
    var button = spec.legacyButton(direction: direction)
    button.imageEdgeInsets = insets.image
    button.titleEdgeInsets = insets.title
    button.contentEdgeInsets = insets.content
    let layout = LegacySimulator.layout(button)
    let image = layout.imageFrame
    let title = layout.titleFrame
    let placement = spec.placement.resolved(direction)

    // Gap = spacing: exact when the sizes, spacing and padding are on the grid.
    if let i = image, let t = title {
      let onGrid =
        grid.isAligned(spec.spacing) && spec.padding.values.allSatisfy(grid.isAligned)
        && grid.isAligned(i.width) && grid.isAligned(i.height)
      let gap = measuredGap(image: i, title: t, placement)
      expect(abs(gap - spec.spacing) <= (onGrid ? 1e-9 : half), "gap \(gap)")
    }
    // Nothing truncated or squeezed (every fixed size here has room).
    expect(!layout.titleTruncated, "truncated")
    expect(!layout.imageClamped, "clamped")
    // Intrinsic size: content plus padding, measured here from the inputs.
    let i0 = spec.imageSize ?? .zero
    let t0 = spec.roundedTitleSize ?? .zero
    let s = spec.imageSize != nil && spec.titleSize != nil ? spec.spacing : 0
    let content =
      placement.isVertical
      ? Size(width: max(i0.width, t0.width), height: i0.height + s + t0.height)
      : Size(width: i0.width + s + t0.width, height: max(i0.height, t0.height))
    let expected = Size(
      width: grid.round(content.width + spec.padding.horizontal),
      height: grid.round(content.height + spec.padding.vertical))
    expect(
      abs(layout.intrinsicContentSize.width - expected.width) <= 1e-9
        && abs(layout.intrinsicContentSize.height - expected.height) <= 1e-9,
      "intrinsic \(layout.intrinsicContentSize) for \(expected)")
    expect(
      abs(intrinsic.width - expected.width) <= 1e-9
        && abs(intrinsic.height - expected.height) <= 1e-9,
      "reported intrinsic \(intrinsic) for \(expected)")
    // The group aligned as asked within the padded bounds, to half a pixel.
    let (minX, maxX, minY, maxY) = extent(of: [image, title])
    let area = Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)
      .inset(by: spec.padding)
    let dx: Double =
      switch spec.horizontalAlignment.resolved(direction) {
      case .left: minX - area.minX
      case .right: maxX - area.maxX
      default: (minX + maxX) / 2 - area.midX
      }
    let dy: Double =
      switch spec.verticalAlignment {
      case .top: minY - area.minY
      case .bottom: maxY - area.maxY
      default: (minY + maxY) / 2 - area.midY
      }
    expect(abs(dx) <= half && abs(dy) <= half, "alignment off by \(dx), \(dy)")
    return problems
  }

  /// The smallest and largest x and y of the frames present.
  static func extent(of frames: [Rect?]) -> (Double, Double, Double, Double) {
    let present = frames.compactMap { $0 }
    return (
      present.map(\.minX).min()!, present.map(\.maxX).max()!,
      present.map(\.minY).min()!, present.map(\.maxY).max()!
    )
  }

  /// Image to title along the placement axis, in the order asked.
  static func measuredGap(image i: Rect, title t: Rect, _ placement: Placement) -> Double {
    switch placement {
    case .top: t.minY - i.maxY
    case .bottom: i.minY - t.maxY
    case .left: t.minX - i.maxX
    default: i.minX - t.maxX
    }
  }

  // MARK: Tests

  /// Every placement gets every alignment, scale, direction, iOS rounding, size and content
  /// kind in the batch (so the runs below cover them all).
  @Test func inputsCoverEveryCase() {
    let inputs = Self.inputs(seed: 16)
    for placement in Placement.allCases {
      let mine = inputs.filter { Self.specs[$0.style]!.placement == placement }
      #expect(mine.count >= 10_000)
      var seen = Set<String>()
      for input in mine {
        let spec = Self.specs[input.style]!
        seen.insert("h \(spec.horizontalAlignment)")
        seen.insert("v \(spec.verticalAlignment)")
        seen.insert("scale \(input.scale)")
        seen.insert("rtl \(input.rightToLeft)")
        seen.insert("ios \(input.iosMajor)")
        seen.insert(input.bounds == nil ? "fit" : "fixed")
        seen.insert(input.image == nil ? "title only" : input.title == nil ? "image only" : "both")
      }
      #expect(seen.count == 6 + 4 + 3 + 2 + 2 + 2 + 3, "\(placement): \(seen.sorted())")
    }
  }

  @Test func generatedSwiftLaysOutExactly() throws {
    let temp = try TemporaryDirectory("buttonexport-run")
    let executable = try Self.buildSwift(temp)
    try Self.runAndCheck(executable, Self.inputs(seed: 16), temp)
  }

  @Test func generatedCLaysOutExactly() throws {
    let temp = try TemporaryDirectory("buttonexport-run")
    let executable = try Self.buildC(temp)
    try Self.runAndCheck(executable, Self.inputs(seed: 16), temp)
  }

  /// An unknown style (or one that differs from a catalog name by a byte) gives nil / false,
  /// and a hostile name is found by its exact text in both languages.
  @Test func unknownStylesAreRefused() throws {
    let temp = try TemporaryDirectory("buttonexport-run")
    var known = Self.inputs(seed: 7).prefix(1)[0]
    var inputs: [Input] = []
    for name in Self.hostileNames {
      known.style = name
      inputs.append(known)
    }
    for name in ["", "nope", "say \"hi", "back\\\\slash", "e\u{301}-decomposed", "设"] {
      known.style = name
      inputs.append(known)
    }
    for executable in [try Self.buildSwift(temp), try Self.buildC(temp)] {
      let file = try temp.write(
        "names.txt", inputs.map(\.line).joined(separator: "\n") + "\n")
      let result = try ToolRunner.run(executable, [file])
      let outputs = Self.parse(result.output)
      try #require(outputs.count == inputs.count, "\(executable): \(result.output)")
      let found = outputs.map { $0.insets != nil }
      #expect(
        found == Array(repeating: true, count: Self.hostileNames.count)
          + Array(repeating: false, count: inputs.count - Self.hostileNames.count),
        "\(executable): \(found)")
    }
  }

  /// A catalog without buttons still gives files that compile (C has no empty arrays) and know
  /// no style.
  @Test func anEmptyCatalogCompilesAndKnowsNoStyle() throws {
    let temp = try TemporaryDirectory("buttonexport-run")
    let empty = ExportCatalog(buttons: [])
    let input = Self.inputs(seed: 3)[0]
    let file = try temp.write("one.txt", input.line + "\n")
    for executable in [try Self.buildSwift(temp, empty), try Self.buildC(temp, empty)] {
      let result = try ToolRunner.run(executable, [file])
      #expect(result.status == 0 && result.output == "0\n", "\(executable): \(result.output)")
    }
  }

  /// The check has teeth: a solver whose one rounding differs from the engine's (iOS 14's
  /// titles rounded to whole points, as from iOS 15) fails.
  @Test func aDriftedSolverFails() throws {
    let temp = try TemporaryDirectory("buttonexport-run")
    let clang = try ToolRunner.require(
      "clang", install: "install the Swift toolchain (it ships clang)")
    let files = renderer(for: .objc).render(Self.catalog)
    try temp.write(
      "ButtonStyleLayout.h", files.first { $0.path == "ButtonStyleLayout.h" }!.contents)
    let source = files.first { $0.path == "ButtonStyleLayout.c" }!.contents
    let drifted = source.replacingOccurrences(
      of: "return c->iosMajor >= 15 ? ceil(v - 1e-9) : bsl_ceil(c, v);",
      with: "return c->iosMajor >= 14 ? ceil(v - 1e-9) : bsl_ceil(c, v);")
    #expect(drifted != source)
    try temp.write("ButtonStyleLayout.c", drifted)
    let executable = temp.path("drifted")
    let build = try ToolRunner.run(
      clang,
      [
        "-std=c99", "-o", executable, temp.path("ButtonStyleLayout.c"),
        try temp.write("main.c", Self.cDriver), "-lm",
      ])
    try #require(build.status == 0, "\(build.output)")
    let inputs = Array(Self.inputs(seed: 99).prefix(2000))
    let file = try temp.write("inputs.txt", inputs.map(\.line).joined(separator: "\n") + "\n")
    let outputs = Self.parse(try ToolRunner.run(executable, [file]).output)
    try #require(outputs.count == inputs.count)
    let failing = zip(inputs, outputs).filter { !Self.failures($0, $1).isEmpty }
    #expect(failing.count > 0)
  }
}
