/// Text from an Interface Builder file shown in a message: quoted, at most 60 characters, with
/// control characters replaced, so a hostile file cannot forge lines or hide the rest of a
/// message. (Every output escapes it again for its own format.)
enum IBText {
  /// `text` in double quotes.
  static func quoted(_ text: String) -> String {
    "\"" + shown(text) + "\""
  }

  /// `text` as shown, without quotes (an element's name).
  static func shown(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars.prefix(60) {
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x200E...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
      shown.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return shown + (text.unicodeScalars.count > 60 ? "…" : "")
  }
}

/// The base64 IB writes for a string with characters XML cannot hold
/// (`<string key="title" base64-UTF8="YES">`).
enum Base64 {
  /// The bytes `text` encodes; characters outside the alphabet (line breaks, padding) are skipped.
  static func decode(_ text: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for character in text {
      let value: UInt8
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      default: continue
      }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return bytes
  }
}
