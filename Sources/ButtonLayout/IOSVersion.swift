/// A target iOS version such as `14`, `15.4` or `26.1`.
public struct IOSVersion: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The newest version the model was checked against (docs/layout-model.md: iOS 26.1); the
  /// default.
  public static let newest = IOSVersion(26, 1)

  /// Parses `MAJOR[.MINOR[.PATCH]]`; the patch level never changes layout and is dropped.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }),
      let major = Int(parts[0]), major >= 2, major <= 99
    else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) : 0
    guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
    self.init(major, minor)
  }

  public var description: String { "\(major).\(minor)" }

  public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }

  /// iOS 15 introduced UIButton.Configuration and whole-point title rounding.
  public var hasConfiguration: Bool { major >= 15 }
}
