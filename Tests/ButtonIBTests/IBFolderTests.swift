import ButtonIB
import ButtonTestSupport
import Foundation
import Testing

/// `IBReader.files(in:)`: folders walked in a stable order, skipped folders, links, errors.
@Suite struct IBFolderTests {
  @Test func foldersAreWalkedInByteOrderSkippingBuildProductsAndDependencies() throws {
    let folder = try TemporaryDirectory("ib-folder")
    for name in [
      "App/Base.lproj/Main.storyboard", "App/Views/b.xib", "App/Views/B.xib", "App/Views/a.XIB",
      "App/Views/notes.txt", "App/Main.storyboardc/x.xib", "build/x.xib", "DerivedData/y.xib",
      "Pods/P/z.xib", "Carthage/Checkouts/c.storyboard", ".git/d.xib", "App/builder/e.xib",
    ] {
      try folder.write(name, "<document/>")
    }
    try folder.folder("App/Empty.storyboard")
    let root = folder.path
    #expect(
      try IBReader.files(in: [root]) == [
        "\(root)/App/Base.lproj/Main.storyboard",
        "\(root)/App/Main.storyboardc/x.xib",
        "\(root)/App/Views/B.xib",
        "\(root)/App/Views/a.XIB",
        "\(root)/App/Views/b.xib",
        "\(root)/App/builder/e.xib",
      ])
    // A file given directly, a folder with a trailing slash, and a path reached twice.
    #expect(
      try IBReader.files(in: [root + "/App/Views/b.xib", root + "/App/Views/"]) == [
        "\(root)/App/Views/b.xib", "\(root)/App/Views/B.xib", "\(root)/App/Views/a.XIB",
      ])
  }

  @Test func linkedFoldersAreFollowedOnceWithoutLooping() throws {
    let folder = try TemporaryDirectory("ib-folder")
    try folder.write("App/Main.storyboard", "<document/>")
    #expect(symlink(folder.path("App"), folder.path("App/loop")) == 0)
    #expect(symlink(folder.path("nowhere"), folder.path("App/dangling.xib")) == 0)
    #expect(try IBReader.files(in: [folder.path]) == ["\(folder.path)/App/Main.storyboard"])
  }

  @Test func missingPathsAndOtherFilesGivenDirectlyAreErrorsNamingThem() throws {
    let folder = try TemporaryDirectory("ib-folder")
    let text = try folder.write("README.md", "hi")
    #expect(throws: IBError(path: "no/such/App", reason: "no such file or folder")) {
      try IBReader.files(in: ["no/such/App"])
    }
    #expect(throws: IBError(path: text, reason: "it is not a .storyboard or .xib file")) {
      try IBReader.files(in: [text])
    }
    #expect(throws: IBError(path: "no/such.xib", reason: "no such file")) {
      try IBReader.read(path: "no/such.xib")
    }
    #expect(throws: IBError(path: folder.path, reason: "it is a folder, not a file")) {
      try IBReader.read(path: folder.path)
    }
  }

  @Test func errorsDescribeThemselvesWithPathAndLine() {
    #expect(
      IBError(path: "A.xib", reason: "it is empty").description
        == #"cannot read "A.xib": it is empty"#)
    #expect(
      IBError(path: "A.xib", reason: "it is not XML", line: 3).description
        == #"cannot read "A.xib" (line 3): it is not XML"#)
  }
}
