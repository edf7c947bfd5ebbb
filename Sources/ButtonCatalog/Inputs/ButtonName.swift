/// The rules for a button's name (`buttoncat help add`): letters, digits, `.`, `-`, `_`, and `/`
/// to group (`tabbar/home`); 1 to 200 characters; no empty group.
package enum ButtonName {
  package static let maximumLength = 200

  /// Why `name` is not a valid button name, or `nil` when it is.
  package static func problem(_ name: String) -> String? {
    // Most names are ASCII: checked byte by byte without allocating (every command reads and
    // checks every row it uses, `list` all of them). Anything else takes the full path below.
    isValidASCII(name) ? nil : problemByScalars(name)
  }

  /// `problem` on code points: the rules themselves, for any name.
  static func problemByScalars(_ name: String) -> String? {
    if name.isEmpty { return "the name is empty" }
    // Code points, as the schema's `length(name)` counts them (a letter with 300 combining
    // marks is one character on screen but 301 code points).
    let length = name.unicodeScalars.count
    if length > maximumLength {
      return "the name is \(length) characters (code points) long; at most \(maximumLength)"
    }
    // Combining marks (the vowel signs and virama of `हिन्दी`, an accent) belong to the letter
    // or digit before them: not at the start of the name or of a group.
    var previous: Unicode.Scalar? = nil
    var bad: [Unicode.Scalar] = []
    for scalar in name.unicodeScalars {
      let allowed =
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "._-/".unicodeScalars.contains(scalar)
        || (isMark(scalar) && previous.map { !"._-/".unicodeScalars.contains($0) } == true)
      if !allowed { bad.append(scalar) }
      previous = scalar
    }
    if let first = bad.first {
      let shown =
        first.properties.isWhitespace || first.value < 0x20
        ? "U+\(String(first.value, radix: 16, uppercase: true))" : "'\(first)'"
      // A name with a control character is not echoed: the character would act on the terminal.
      let echoed =
        name.unicodeScalars.contains(where: TextRules.isControl) ? "the name" : "'\(name)'"
      return "\(echoed) has \(shown); names use letters, digits, '.', '-', '_' and '/'"
    }
    if name.hasPrefix("/") || name.hasSuffix("/") || name.contains("//") {
      return "'\(name)' has an empty group; write groups as 'group/name'"
    }
    // One spelling per name: `Ä` as one code point (NFC), never as `A` and a combining mark
    // (NFD), which would be a second button that looks the same.
    let composed = name._nfcCodeUnits
    if !composed.elementsEqual(name.utf8) {
      let nfc = String(decoding: composed, as: UTF8.self)
      return
        "'\(name)' is not in Unicode's composed form (NFC): write letters with marks precomposed, as '\(nfc)'"
    }
    return nil
  }

  /// `name` in Unicode's composed form (NFC): the one spelling of a name the catalog stores.
  /// The command line passes every name it is given through it; a document must hold it.
  package static func composed(_ name: String) -> String {
    name.utf8.allSatisfy { $0 < 0x80 } ? name : String(decoding: name._nfcCodeUnits, as: UTF8.self)
  }

  /// A combining mark (general categories Mn, Mc, Me).
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Whether `name` is a valid name made only of ASCII letters, digits, `.`, `-`, `_` and `/`
  /// (the rules above, on bytes). `false` means "not decided here", not "invalid".
  static func isValidASCII(_ name: String) -> Bool {
    var previous: UInt8 = UInt8(ascii: "/")  // a leading `/` is an empty group
    var count = 0
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
        UInt8(ascii: "_"):
        break
      case UInt8(ascii: "/"):
        if previous == UInt8(ascii: "/") { return false }
      default: return false
      }
      previous = byte
      count += 1
    }
    return count > 0 && count <= maximumLength && previous != UInt8(ascii: "/")
  }
}
