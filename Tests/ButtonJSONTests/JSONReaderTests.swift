import ButtonJSON
import ButtonLayout
import Foundation
import Testing

/// The reader collects every problem of a document, each with the path where it is.
@Suite struct JSONReaderTests {
  static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

  @Test func readsTypedFieldsWithoutProblems() throws {
    let value = try Self.parse(
      #"{"name": "a", "spacing": 4.5, "count": 3, "on": true, "note": null, "placement": "top"}"#)
    let reader = JSONReader()
    let members = try #require(reader.object(value, "button"))
    #expect(reader.string(members["name"], "button.name") == "a")
    #expect(reader.number(members["spacing"], "button.spacing") == 4.5)
    #expect(reader.integer(members["count"], "button.count") == 3)
    #expect(reader.bool(members["on"], "button.on") == true)
    #expect(reader.optionalString(members["note"], "button.note") == .some(nil))
    #expect(reader.optionalNumber(members["absent"], "button.absent") == .some(nil))
    #expect(reader.choice(members["placement"], "button.placement", Placement.self) == .top)
    #expect(reader.problems.isEmpty)
  }

  @Test func listsEveryProblemWithItsPath() throws {
    let value = try Self.parse(
      #"{"name": 7, "spacing": "8", "count": 2.5, "on": "yes", "placement": "up", "extra": 1}"#)
    let reader = JSONReader()
    let members = try #require(
      reader.object(
        value, "buttons[3]",
        allowed: ["name", "spacing", "count", "on", "placement", "missing"]))
    #expect(reader.string(members["name"], "buttons[3].name") == nil)
    #expect(reader.number(members["spacing"], "buttons[3].spacing") == nil)
    #expect(reader.integer(members["count"], "buttons[3].count") == nil)
    #expect(reader.bool(members["on"], "buttons[3].on") == nil)
    #expect(reader.choice(members["placement"], "buttons[3].placement", Placement.self) == nil)
    #expect(reader.string(members["missing"], "buttons[3].missing") == nil)
    #expect(
      reader.problems == [
        "buttons[3].extra: unknown key",
        "buttons[3].name: expected a string, got 7",
        #"buttons[3].spacing: expected a number, got "8""#,
        "buttons[3].count: expected a whole number, got 2.5",
        #"buttons[3].on: expected true or false, got "yes""#,
        #"buttons[3].placement: "up" is not one of "#
          + Placement.allCases.map(\.rawValue).joined(separator: ", "),
        "buttons[3].missing: missing",
      ])
  }

  @Test func kindsNameWhatWasFound() throws {
    #expect(JSONReader.kind(.null) == "null")
    #expect(JSONReader.kind(.array([])) == "an array")
    #expect(JSONReader.kind(.object([])) == "an object")
    let long = String(repeating: "x", count: 50)
    #expect(JSONReader.kind(.string(long)) == "\"" + String(repeating: "x", count: 40) + "…\"")
  }

  /// A stored layout that does not decode throws every problem, not a default value.
  @Test func aDamagedStoredLayoutThrowsItsProblems() throws {
    let spec = ButtonSpec(
      titleSize: Size(width: 40, height: 18), imageSize: Size(width: 24, height: 24),
      placement: .leading, spacing: 8)
    let layout = try #require(LayoutEngine.layouts(spec).first)
    let text = JSONWriter().string(LayoutJSON.layout(layout))
    let decoded = try LayoutJSON.decodeLayout(text)
    #expect(decoded.technique == layout.technique)
    #expect(decoded.frames == layout.frames)
    let damaged = text.replacingFirst(#""technique": "exact""#, with: #""technique": "best""#)
    #expect(damaged != text)
    #expect(throws: (any Error).self) { try LayoutJSON.decodeLayout(damaged) }
    #expect(throws: (any Error).self) { try LayoutJSON.decodeLayout("{") }
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
