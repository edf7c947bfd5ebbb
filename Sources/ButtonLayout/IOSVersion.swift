/// A target iOS version such as `14`, `15.4`, `17.2.1` or `26.1`.
public struct IOSVersion: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The major version (`14` of 14.5).
  public var major: Int
  /// The minor version (`5` of 14.5).
  public var minor: Int
  /// Kept as given (`14.5.1`): it never changes the layout, but a catalog says what was asked.
  public var patch: Int

  /// A version from its numbers, unchecked (`init(parsing:)` accepts only releases that exist).
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// The newest version the model was checked against (docs/layout-model.md: iOS 26.1); the
  /// default.
  public static let newest = IOSVersion(26, 1)

  /// The iOS releases buttoncat accepts: each major version that exists from iOS 12 (Apple
  /// numbered iOS 18's successor 26), with its last minor version. iOS 26 is current: its
  /// minors up to 26.9 are accepted. Patch levels go up to `maximumPatch`.
  public static let lastMinor: [Int: Int] = [
    12: 5, 13: 7, 14: 8, 15: 8, 16: 7, 17: 7, 18: 7, 26: 9,
  ]
  /// The largest patch level accepted.
  public static let maximumPatch = 19

  /// The accepted versions as messages and help print them.
  package static let rangeDescription =
    "12.0–12.5, 13.0–13.7, 14.0–14.8, 15.0–15.8, 16.0–16.7, 17.0–17.7, 18.0–18.7 or 26.0–26.9"
    + " (a patch level .0–.\(maximumPatch) may follow)"

  /// `MAJOR[.MINOR[.PATCH]]`, decimal numbers without leading zeros: the shape of a version,
  /// existing or not.
  public static func isWellFormed(_ text: String) -> Bool {
    // On bytes, without allocating (every stored row's version is parsed when it is read).
    var parts = 1
    var digits = 0
    var leadingZero = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        if digits == 0 || parts == 3 { return false }
        parts += 1
        digits = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if digits == 0 {
          leadingZero = byte == UInt8(ascii: "0")
        } else if leadingZero {
          return false
        }
        digits += 1
        if digits > 3 { return false }
      } else {
        return false
      }
    }
    return digits > 0
  }

  /// `isWellFormed` as first written (on Characters), kept for the test that compares both.
  static func isWellFormedByCharacters(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
          && (part.count == 1 || part.first != "0")
      }
  }

  /// Parses `MAJOR[.MINOR[.PATCH]]` of an iOS release that exists (see `lastMinor`); `nil`
  /// for anything else (`2`, `99`, `14.9`, `15.4.x`).
  public init?(parsing text: String) {
    guard Self.isWellFormed(text) else { return nil }
    var numbers = (0, 0, 0)
    var part = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        part += 1
        continue
      }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch part {
      case 0: numbers.0 = numbers.0 * 10 + digit
      case 1: numbers.1 = numbers.1 * 10 + digit
      default: numbers.2 = numbers.2 * 10 + digit
      }
    }
    let version = IOSVersion(numbers.0, numbers.1, numbers.2)
    guard let last = Self.lastMinor[version.major], version.minor <= last,
      version.patch <= Self.maximumPatch
    else { return nil }
    self = version
  }

  /// `14.5`, or `14.5.1` with a patch level.
  public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

  /// Older releases first.
  public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
    (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
  }

  /// iOS 15 introduced UIButton.Configuration and whole-point title rounding.
  public var hasConfiguration: Bool { major >= 15 }
}
