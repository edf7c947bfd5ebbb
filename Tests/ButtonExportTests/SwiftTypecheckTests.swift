import ButtonExport
import Foundation
import Testing

/// Generated Swift must compile: the `swift` and `swiftui` exports are type-checked with
/// `swiftc -typecheck` against stub `UIKit` and `SwiftUI` modules (`Stubs/`) that declare Apple's
/// real signatures, together with a file that calls every generated member by the name the
/// identifiers promise.
@Suite struct SwiftTypecheckTests {
  static let styles = StyleIdentifier.unique(Fixtures.catalog.buttons.map(\.name))

  /// Uses every style of the `swift` export as an app would.
  static var uikitUsage: String { uikitUsage(styles) }

  static func uikitUsage(_ styles: [StyleIdentifier]) -> String {
    var out = "import UIKit\n\n@MainActor func useButtonStyles() {\n  let button = UIButton()\n"
    for id in styles {
      out += "  button.\(id.member(prefix: "apply", suffix: "Style"))()\n"
      out += "  if #available(iOS 15.0, *) {\n"
      out += "    button.\(id.member(prefix: "apply", suffix: "Configuration"))()\n"
      out += "    button.configuration = .\(id.member(suffix: "Style"))()\n"
      out += "  }\n"
    }
    // The runtime layout: the button subclass and the math's entry points.
    out += "  let styled = ButtonStyleButton(styleName: \"2up\")\n"
    out += "  styled.styleName = ButtonStyleLayout.styleNames.first\n"
    out +=
      "  let _: ButtonStyleInsets? = styled.styleInsets(bounds: CGSize(width: 100, height: 40))\n"
    out += "  let _: ButtonStyleInsets? = ButtonStyleLayout.insets(\n"
    out += "    style: \"2up\", imageSize: (width: 18, height: 18), titleSize: nil,\n"
    out += "    bounds: nil, scale: 3, rightToLeft: false, iosMajor: 26)\n"
    out += "  let _: (width: Double, height: Double)? = ButtonStyleLayout.intrinsicContentSize(\n"
    out += "    style: \"2up\", imageSize: nil, titleSize: (width: 30, height: 18), scale: 2,\n"
    out += "    iosMajor: 14)\n"
    out += "  let plain: UIButton = styled\n"
    out += "  plain.setNeedsLayout()\n"
    return out + "}\n"
  }

  /// Uses every style of the `swiftui` export as an app would.
  static var swiftUIUsage: String { swiftUIUsage(styles) }

  /// Also names SwiftUI's own label styles unqualified, as app code does: a generated type of
  /// the same name would shadow them and the assignments would not type-check.
  static func swiftUIUsage(_ styles: [StyleIdentifier]) -> String {
    var out = "import SwiftUI\n\n@MainActor func useSDKLabelStyles() {\n"
    for sdk in [
      "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
    ] {
      out += "  let _: SwiftUI.\(sdk) = \(sdk)()\n"
    }
    out += "}\n\nstruct ButtonStylesPreview: View {\n  var body: some View {\n"
    out += "    VStack {\n"
    for id in styles {
      out += "      Label(\"Title\", image: \"icon\").labelStyle(.\(id.member(suffix: "Style")))\n"
    }
    return out + "    }\n  }\n}\n"
  }

  /// Compiles the stub `module` and type-checks `sources` against it, in Swift 5 and 6 modes.
  static func typecheck(module: String, sources: [String: String]) throws -> [ToolRunner.Result] {
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let temp = try TemporaryDirectory()
    let stub = ToolRunner.stubs + "/\(module).swift"
    let build = try ToolRunner.run(
      swiftc,
      [
        "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6",
        "-emit-module-path", temp.path + "/\(module).swiftmodule", stub,
      ])
    try #require(build.status == 0, "stub \(module) does not compile:\n\(build.output)")
    var files: [String] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      files.append(try temp.write(name, text))
    }
    // SwiftUI's `#Preview` expands through a plugin: a stand-in built from Stubs/.
    let plugin = module == "SwiftUI" ? ["-load-plugin-library", try previewPlugin(temp)] : []
    return try ["5", "6"].map { version in
      try ToolRunner.run(
        swiftc,
        ["-typecheck", "-parse-as-library", "-swift-version", version, "-I", temp.path] + plugin
          + files)
    }
  }

  /// Builds `Stubs/PreviewsMacros.swift` into a macro plugin library in `temp`, against the
  /// SwiftSyntax libraries the toolchain ships for its own plugins (`lib/swift/host`).
  static func previewPlugin(_ temp: TemporaryDirectory) throws -> String {
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let host = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").path
    let library = temp.path("libPreviewsMacros.so")
    let build = try ToolRunner.run(
      swiftc,
      [
        "-emit-library", "-module-name", "PreviewsMacros", "-I", host, "-L", host,
        "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-o", library,
        ToolRunner.stubs + "/PreviewsMacros.swift",
      ])
    try #require(build.status == 0, "the #Preview stand-in does not build:\n\(build.output)")
    return library
  }

  static func generated(
    _ format: ExportFormat, _ catalog: ExportCatalog = Fixtures.catalog,
    options: ExportOptions = ExportOptions()
  ) -> String {
    renderer(for: format, options: options).renderSingleFile(catalog)[0].contents
  }

  @Test func uikitExportTypechecks() throws {
    let results = try Self.typecheck(
      module: "UIKit",
      sources: ["ButtonStyles.swift": Self.generated(.swift), "Usage.swift": Self.uikitUsage])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(
        !result.output.contains("warning:"), "generated Swift has warnings:\n\(result.output)")
    }
  }

  @Test func swiftUIExportTypechecks() throws {
    let results = try Self.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": Self.generated(.swiftui), "Usage.swift": Self.swiftUIUsage,
      ])
    for result in results {
      #expect(result.status == 0, "generated SwiftUI does not type-check:\n\(result.output)")
      #expect(
        !result.output.contains("warning:"), "generated SwiftUI has warnings:\n\(result.output)")
    }
  }

  /// The folder form: `ButtonStyles.swift` and `ButtonStyleLayout.swift` together type-check;
  /// `ButtonStyleLayout.swift` alone type-checks with Foundation only (no UIKit anywhere).
  @Test func uikitExportAsTwoFilesTypechecks() throws {
    let files = renderer(for: .swift).render(Fixtures.catalog)
    #expect(files.map(\.path) == ["ButtonStyles.swift", "ButtonStyleLayout.swift"])
    let results = try Self.typecheck(
      module: "UIKit",
      sources: [
        files[0].path: files[0].contents, files[1].path: files[1].contents,
        "Usage.swift": Self.uikitUsage,
      ])
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let temp = try TemporaryDirectory()
    let alone = try ToolRunner.run(
      swiftc,
      [
        "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        try temp.write(files[1].path, files[1].contents),
      ])
    #expect(!files[1].contents.contains("import UIKit"))
    for result in results + [alone] {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "warnings:\n\(result.output)")
    }
  }

  /// The check has teeth: a generated file with one wrong property name fails.
  @Test func brokenSwiftFails() throws {
    let broken = Self.generated(.swift).replacingOccurrences(
      of: "imagePadding", with: "imageSpacing")
    let results = try Self.typecheck(
      module: "UIKit", sources: ["ButtonStyles.swift": broken, "Usage.swift": Self.uikitUsage])
    #expect(results.allSatisfy { $0.status != 0 && $0.output.contains("imageSpacing") })
  }

  @Test func brokenSwiftUIFails() throws {
    let broken = Self.generated(.swiftui).replacingOccurrences(
      of: "configuration.icon", with: "configuration.image")
    let results = try Self.typecheck(
      module: "SwiftUI",
      sources: ["ButtonLabelStyles.swift": broken, "Usage.swift": Self.swiftUIUsage])
    #expect(results.allSatisfy { $0.status != 0 && $0.output.contains("'image'") })
  }

  /// Names that collide in one identifier form (`iOS`/`IOS`, `AB`/`a-b`), name SDK types
  /// (`default`, `icon-only`), or are keywords (`class`, `self`, `Type`, `init`): both exports
  /// still type-check, with every member the identifiers promise.
  @Test func collidingNamesTypecheck() throws {
    let catalog = Fixtures.catalog(named: Fixtures.collidingNames)
    let styles = StyleIdentifier.unique(catalog.buttons.map(\.name))
    let uikit = try Self.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": Self.generated(.swift, catalog),
        "Usage.swift": Self.uikitUsage(styles),
      ])
    let swiftUI = try Self.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": Self.generated(.swiftui, catalog),
        "Usage.swift": Self.swiftUIUsage(styles),
      ])
    for result in uikit + swiftUI {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "warnings:\n\(result.output)")
    }
  }
}
