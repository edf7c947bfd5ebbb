import ButtonJSON
import Testing

@Suite struct JSONWriterTests {
  @Test func numbersAreStable() {
    #expect(JSONWriter.format(10) == "10")
    #expect(JSONWriter.format(-0.0) == "0")
    #expect(JSONWriter.format(12.5) == "12.5")
    #expect(JSONWriter.format(1.0 / 3) == "0.3333333333333333")
    #expect(JSONWriter.format(.nan) == "null")
  }

  @Test func keysKeepTheirOrderAndStringsAreEscaped() {
    let value = JSONValue.object([
      ("z", .integer(1)), ("a", .string("设置 \"quoted\"\n\u{1}🙂")), ("m", .array([])), ("n", .null),
    ])
    #expect(
      JSONWriter(pretty: false).string(value)
        == #"{"z":1,"a":"设置 \"quoted\"\n\u0001🙂","m":[],"n":null}"#)
    #expect(
      JSONWriter().string(.object([("a", .array([.bool(true)]))]))
        == "{\n  \"a\": [\n    true\n  ]\n}")
  }
}
