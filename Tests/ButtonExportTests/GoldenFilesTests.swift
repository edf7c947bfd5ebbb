import Testing

/// The shared golden-file helper: a mismatch fails, and a recording run writes the files and
/// fails too, so no re-record is committed unreviewed.
@Suite struct GoldenFilesTests {
  @Test func comparesAndFailsOnADifference() throws {
    let temp = try TemporaryDirectory()
    try temp.write("Golden/a.txt", "expected\n")
    let golden = GoldenFiles(besideFile: temp.path("Tests.swift"), recording: false)
    try golden.check("expected\n", "a.txt")
    withKnownIssue { try golden.check("actual\n", "a.txt") }
    withKnownIssue { try golden.check("anything\n", "missing.txt") }
    #expect(try temp.read("Golden/a.txt") == "expected\n")
  }

  @Test func recordingWritesTheFilesAndFailsTheTest() throws {
    let temp = try TemporaryDirectory()
    try temp.write("Golden/a.txt", "old\n")
    try temp.write("Golden/folder/stale.svg", "<svg/>\n")
    let recording = GoldenFiles(besideFile: temp.path("Tests.swift"), recording: true)
    withKnownIssue { try recording.check("new\n", "a.txt") }
    withKnownIssue { try recording.check("same\n", "b.txt") }
    withKnownIssue {
      try recording.check(
        files: [(path: "kept.svg", contents: "<svg>kept</svg>\n")], folder: "folder")
    }
    #expect(try temp.read("Golden/a.txt") == "new\n")
    #expect(try temp.read("Golden/b.txt") == "same\n")
    #expect(try temp.read("Golden/folder/kept.svg") == "<svg>kept</svg>\n")
    #expect((try? temp.read("Golden/folder/stale.svg")) == nil)
    // What was recorded now compares equal.
    let comparing = GoldenFiles(besideFile: temp.path("Tests.swift"), recording: false)
    try comparing.check("new\n", "a.txt")
    try comparing.check(
      files: [(path: "kept.svg", contents: "<svg>kept</svg>\n")], folder: "folder")
  }

  @Test func theRecordingMessageSaysToReview() {
    let message = GoldenFiles.recordedMessage("buttons.csv", changed: true)
    #expect(message.contains("buttons.csv recorded (changed)"))
    #expect(message.contains("BUTTONCAT_RECORD_GOLDEN=1"))
    #expect(message.contains("review the diff"))
  }
}
