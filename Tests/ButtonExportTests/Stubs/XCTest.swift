// A stub of the parts of XCTest the `probe` export uses, with Apple's declarations (names, labels,
// types, optionality), so `swiftc -typecheck` on Linux catches a probe that would not compile in
// an app's unit-test target. Linux's own XCTest (swift-corelibs-xctest) has no attachments.
// Bodies are placeholders; nothing runs.
@_exported import Foundation

open class XCTest: NSObject {}

open class XCTestCase: XCTest {
  public override init() {}
  open func setUp() {}
  open func tearDown() {}
  /// XCTActivity's `add(_:)`: the attachment is kept with the test's result.
  open func add(_ attachment: XCTAttachment) {}
}

@available(iOS 11.0, *)
open class XCTAttachment: NSObject {
  public enum Lifetime: Int, @unchecked Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }

  public init(contentsOfFile url: URL) {}
  public init(data payload: Data, uniformTypeIdentifier identifier: String) {}
  open var name: String?
  open var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess
}

// XCTest's own name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
