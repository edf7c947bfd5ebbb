import ButtonExport
import Foundation
import Testing

/// Generated Objective-C must compile: the `objc` export passes `clang -fsyntax-only` for an
/// iOS target against stub UIKit headers (`Stubs/objc/UIKit/UIKit.h`) with Apple's real
/// declarations and availability.
///
/// Targeting iOS 14 with `-Werror` makes clang check every iOS 15 API is guarded
/// (`-Wunguarded-availability-new`); iOS 17 checks the newest SDK's view, where the legacy
/// insets are deprecated (a warning, as in Xcode, not an error).
@Suite struct ObjCSyntaxTests {
  static func check(_ files: [ExportFile], target: String, werror: Bool) throws -> ToolRunner.Result
  {
    let clang = try ToolRunner.require(
      "clang", install: "install the Swift toolchain (it ships clang)")
    let temp = try TemporaryDirectory()
    for file in files { try temp.write(file.path, file.contents) }
    let implementation = try #require(files.first { $0.path.hasSuffix(".m") })
    var arguments = [
      "-target", target, "-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-nostdlibinc",
      "-isystem", ToolRunner.stubs + "/objc", "-Wall", "-Wextra", "-Wno-unused-parameter",
    ]
    if werror { arguments.append("-Werror") }
    return try ToolRunner.run(clang, arguments + [temp.path + "/" + implementation.path])
  }

  static var files: [ExportFile] { renderer(for: .objc).render(Fixtures.catalog) }

  @Test func compilesForIOS14WithoutWarnings() throws {
    let result = try Self.check(Self.files, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }

  @Test func compilesForIOS17() throws {
    let result = try Self.check(Self.files, target: "arm64-apple-ios17.0", werror: false)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }

  /// The check has teeth: a wrong selector, or a configuration call outside its
  /// `@available` guard, fails.
  @Test func brokenObjCFails() throws {
    let wrongName = Self.files.map {
      ExportFile(
        path: $0.path,
        contents: $0.contents.replacingOccurrences(of: "imagePadding", with: "imageSpacing"))
    }
    let misnamed = try Self.check(wrongName, target: "arm64-apple-ios14.0", werror: true)
    #expect(misnamed.status != 0 && misnamed.output.contains("imageSpacing"))
    let unguarded = Self.files.map {
      ExportFile(
        path: $0.path,
        contents: $0.contents.replacingOccurrences(of: "if (@available(iOS 15.0, *)) {", with: "{"))
    }
    let result = try Self.check(unguarded, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status != 0 && result.output.contains("only available on iOS 15.0 or newer"))
  }

  /// Names whose identifiers collide in one form (`iOS`/`IOS`: both `applyIOSStyle`) compile
  /// without a duplicate declaration.
  @Test func collidingNamesCompile() throws {
    // Generated for the iOS 14 target it is compiled for (the catalog's own is 26.1).
    let files = renderer(for: .objc, options: Fixtures.target(14)).render(
      Fixtures.catalog(named: Fixtures.collidingNames))
    let result = try Self.check(files, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }
}
