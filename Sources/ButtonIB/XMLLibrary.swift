import CLibXML2

/// libxml2, loaded with dlopen the first time an Interface Builder file is parsed rather than
/// linked: no other command pays for loading it and its dependencies at start-up
/// (Sources/CLibXML2/include/CLibXML2.h). `parse` loads it first, so nothing reaches the parser
/// before the library is in place.
enum XMLLibrary {
  /// The shared library loaded: `libxml2.so.2` on Linux, `/usr/lib/libxml2.2.dylib` on macOS.
  static let soname = BUTTONCAT_XML_SONAME

  /// How to install it on this platform, for the error when it cannot be loaded.
  static let installHint = BUTTONCAT_XML_INSTALL

  /// Loads libxml2 on the first call; later calls, from any thread, repeat the first result:
  /// `nil` when loaded, otherwise the reason.
  static func load() -> String? {
    var error: UnsafePointer<CChar>? = nil
    guard buttoncat_xml_load(&error) == 0 else { return nil }
    return error.map { String(cString: $0) } ?? "unknown error"
  }

  /// Opens `soname` and looks up every function the way `load()` does, leaving the loaded
  /// library alone: nil when all are found, otherwise the reason. For tests of the failure path.
  static func probe(_ soname: String) -> String? {
    var error = [CChar](repeating: 0, count: 512)
    if buttoncat_xml_probe(soname, &error, error.count) != 0 { return nil }
    return String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Why `parse` failed: libxml2's code and line, or one of CLibXML2's own codes.
  struct Failure: Error {
    var code: Int32
    var line: Int
    /// libxml2's message (first line), or for `BUTTONCAT_XML_ATTRIBUTE_TOO_LONG` "ELEMENT ATTRIBUTE".
    var message: String
  }

  /// `bytes` parsed with SAX2 into `builder`; the library must be loaded. Attribute values
  /// longer than `maxAttributeLength` bytes stop the parse.
  static func parse(_ bytes: [UInt8], into builder: IBDocumentBuilder, maxAttributeLength: Int)
    -> Failure?
  {
    var handler = buttoncat_xml_handler(
      context: Unmanaged.passUnretained(builder).toOpaque(),
      start_element: { context, name, count, attributes, line in
        let builder = Unmanaged<IBDocumentBuilder>.fromOpaque(context!).takeUnretainedValue()
        let attributes = XMLAttributes(
          count: attributes == nil ? 0 : Int(count), pointers: attributes,
          escapesAmpersand: builder.escapesAmpersand)
        return builder.start(name!, attributes, line: Int(line)) ? 0 : 1
      },
      end_element: { context, name in
        let builder = Unmanaged<IBDocumentBuilder>.fromOpaque(context!).takeUnretainedValue()
        return builder.end(name!) ? 0 : 1
      },
      characters: { context, bytes, length in
        let builder = Unmanaged<IBDocumentBuilder>.fromOpaque(context!).takeUnretainedValue()
        return builder.characters(UnsafeRawBufferPointer(start: bytes, count: Int(length))) ? 0 : 1
      },
      max_attribute_length: maxAttributeLength)
    var failure = buttoncat_xml_failure()
    let succeeded = withExtendedLifetime(builder) {
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          buttoncat_xml_parse($0.baseAddress, $0.count, &handler, &failure)
        }
      }
    }
    if succeeded != 0 { return nil }
    let message = withUnsafeBytes(of: failure.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return Failure(code: failure.code, line: Int(failure.line), message: message)
  }

  /// Whether the loaded libxml2 hands "&" in an attribute value over as "&#38;".
  static var escapesAmpersand: Bool { buttoncat_xml_escapes_ampersand() != 0 }
}

/// The attributes of one element as libxml2's SAX2 gives them: read by name without building a
/// string for any other.
struct XMLAttributes {
  let count: Int
  /// 5 pointers per attribute: local name, prefix, URI, value start, value end (`nil` when the
  /// element has none).
  let pointers: UnsafePointer<UnsafePointer<CChar>?>?
  let escapesAmpersand: Bool

  /// The value of the attribute `name` (no prefix), or `nil`.
  subscript(_ name: StaticString) -> String? {
    guard let pointers else { return nil }
    for index in 0..<count {
      guard let local = pointers[5 * index], equals(local, name) else { continue }
      return value(pointers[5 * index + 3], pointers[5 * index + 4])
    }
    return nil
  }

  private func equals(_ local: UnsafePointer<CChar>, _ name: StaticString) -> Bool {
    let expected = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    let actual = UnsafeRawPointer(local)
    for offset in 0..<expected.count
    where actual.load(fromByteOffset: offset, as: UInt8.self) != expected[offset] {
      return false
    }
    return actual.load(fromByteOffset: expected.count, as: UInt8.self) == 0
  }

  private func value(_ start: UnsafePointer<CChar>?, _ end: UnsafePointer<CChar>?) -> String {
    guard let start, let end else { return "" }
    let bytes = UnsafeRawBufferPointer(start: start, count: end - start)
    guard escapesAmpersand, bytes.contains(UInt8(ascii: "&")) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    // Every "&" the parser left is the start of "&#38;" (any other reference was replaced or
    // is an error): each becomes the "&" it stands for.
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      decoded.append(bytes[index])
      index +=
        bytes[index] == UInt8(ascii: "&") && bytes[index...].starts(with: "&#38;".utf8) ? 5 : 1
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}
