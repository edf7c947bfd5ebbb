@_exported import ButtonTestSupport
import Foundation

/// Hostile command lines and import documents: random ones, and valid ones mutated.
struct Hostile {
  var random: SplitMix64
  /// Files the values may name: the catalog, documents, fonts, images, folders, missing paths.
  let files: Files
  /// Whether the arguments go through a real `execve` (which cannot carry NUL bytes).
  let forBinary: Bool

  struct Files {
    var catalog: String
    var otherCatalog: String
    var textFile: String
    var folder: String
    var missing: String
    var png: String
    var font: String
    var output: String
    var documents: [String]
  }

  init(seed: UInt64, files: Files, forBinary: Bool) {
    random = SplitMix64(seed: seed)
    self.files = files
    self.forBinary = forBinary
  }

  static let commands = [
    "add", "set", "list", "show", "history", "rename", "rm", "recompute", "check", "export",
    "import", "layout", "simulate", "demo", "help",
  ]
  static let options = [
    "title", "font", "fallback-font", "font-size", "title-size", "title-width", "no-title",
    "image", "image-size", "no-image", "placement", "spacing", "padding", "size", "align",
    "valign", "scale", "ios", "direction", "technique", "tag", "description", "db", "stale",
    "format", "output", "all", "replace", "content-insets", "image-insets", "title-insets", "help",
  ]
  static let words = [
    "top", "bottom", "left", "right", "leading", "trailing", "center", "fill", "ltr", "rtl", "both",
    "exact", "configuration", "edge-insets", "content-insets", "layout-subviews", "all", "json",
    "text", "table", "csv", "fit", "system", "1", "2", "3", "4", "0", "26.1", "13.0", "15", "99.9",
  ]
  static let numbers = [
    "0", "-0", "1", "-1", "4", "8.5", "1e308", "1e309", "-1e309", "1e-320", "nan", "NaN", "inf",
    "-inf", "infinity", "0x10", "1_000", "99999999999999999999", "+3", ".5", "5.", "1,5", "١٢",
    "3e", "--1", " 4", "4 ", "",
  ]
  static let sizes = [
    "10x20", "0x0", "24x24", "1e308x1e308", "-1x5", "5x-1", "nanx1", "infxinf", "x", "10X20",
    "10×20", "1x", "x1", "1x2x3", "99999999x1", "0.0001x0.0001", "fit", "",
  ]
  static let insets = [
    "1,2,3,4", "0,0,0,0", "-4,0,0,0", "1,2", "1,2,3,4,5", ",,,", "a,b,c,d", "1e309,0,0,0",
    "nan,1,1,1", "1;2;3;4", "1, 2, 3, 4",
  ]
  static let names = [
    "toolbar/share", "tabbar/home", "plain", "fz/new", "fz/n-1.x_y", "a b", "/x", "x/", "a//b",
    "a'; DROP TABLE buttons;--", "设置/齿轮", "🙂", "..", ".", "-", "--", "a\\b", "a%b", "a*b",
    String(repeating: "n", count: 201), String(repeating: "g/", count: 60) + "x",
  ]
  static let texts = [
    "Share", "", " ", "a'; DROP TABLE buttons;--", "<script>", "\u{7}\t\r\n", "\u{202E}evil",
    "\u{FEFF}", "e\u{301}", String(repeating: "长🙂", count: 3_000), "%s%n%x", "${HOME}", "\\",
  ]

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
  mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
  mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

  var paths: [String] {
    [
      files.catalog, files.otherCatalog, files.textFile, files.folder, files.missing, files.png,
      files.font, files.font + "#0", files.font + "#7", files.font + "#-1", files.output,
      files.folder + "/", "", "/dev/null", files.missing + "/x.sqlite",
    ] + files.documents + (forBinary ? ["-"] : [])
  }

  /// A value of any kind.
  mutating func value() -> String {
    switch int(9) {
    case 0: return pick(Self.numbers)
    case 1: return pick(Self.sizes)
    case 2: return pick(Self.insets)
    case 3: return pick(Self.names)
    case 4: return pick(Self.texts)
    case 5: return pick(paths)
    case 6: return pick(Self.words)
    case 7: return randomText()
    default: return "--" + pick(Self.options)
    }
  }

  /// Random characters, some of them unusual.
  mutating func randomText() -> String {
    let alphabet: [Character] =
      Array("ab01-_/.,x=:;' \"\\%*?#\t\n") + ["é", "🙂", "\u{7F}", "设"]
      + (forBinary ? [] : ["\0"])
    return String((0..<int(12)).map { _ in pick(alphabet) })
  }

  /// An option with or without a value, well-formed or not.
  mutating func option() -> [String] {
    let name = chance(90) ? pick(Self.options) : pick(["bogus", "", "-", "db=", "t", "TITLE"])
    switch int(6) {
    case 0: return ["--\(name)"]
    case 1: return ["--\(name)=\(value())"]
    case 2: return [pick(["-", "--", "-h", "-x", "---", "--=", "-\(name)"])]
    default: return ["--\(name)", value()]
    }
  }

  /// A command line made of random pieces.
  mutating func randomArguments() -> [String] {
    var arguments: [String] = []
    if chance(10) { arguments += ["--db", pick(paths)] }
    arguments.append(chance(92) ? pick(Self.commands) : value())
    for _ in 0..<int(7) {
      if chance(60) { arguments += option() } else { arguments.append(value()) }
    }
    return arguments
  }

  /// Command lines that work, to mutate.
  var seeds: [[String]] {
    [
      [
        "add", "fz/a", "--title-size", "41.2x20", "--image-size", "20x20", "--placement",
        "trailing", "--spacing", "6", "--padding", "0,12,0,12", "--size", "120x44", "--direction",
        "both", "--tag", "toolbar",
      ],
      ["add", "fz/b", "--title", "Home", "--title-width", "27.5", "--font-size", "10"],
      ["add", "fz/c", "--title", "Hi", "--font", files.font, "--image", files.png, "--scale", "2"],
      ["set", "tabbar/home", "--spacing", "6", "--align", "leading", "--valign", "top"],
      ["set", "toolbar/share", "--no-image", "--technique", "configuration", "--ios", "15.0"],
      ["set", "plain", "--tag", "a", "--tag", "b", "--description", "Plain"],
      ["list", "--tag", "toolbar", "--format", "csv"], ["list", "--stale", "--format", "json"],
      ["show", "toolbar/share", "--technique", "exact", "--format", "json"],
      ["history", "tabbar/home", "--format", "json"], ["rename", "plain", "fz/plain"],
      ["rm", "fz/a"], ["recompute", "--all"], ["recompute", "tabbar/home"], ["check"],
      ["export", "--format", "json", "--output", files.output], ["export", "toolbar/share"],
      ["export", "--output", files.catalog], ["export", "--output", files.catalog + "-wal"],
      ["import", files.documents[0], "--replace"], ["import", files.documents[1]],
      [
        "layout", "--image-size", "24x24", "--title-size", "40x18", "--placement", "top",
        "--spacing", "8", "--technique", "all", "--format", "json",
      ],
      [
        "simulate", "--size", "120x44", "--image-size", "24x24", "--title-size", "52.3x17.9",
        "--image-insets", "0,-4,0,4", "--title-insets", "0,4,0,-4",
      ],
    ]
  }

  /// A working command line with one to three mutations.
  mutating func mutatedArguments() -> [String] {
    var arguments = pick(seeds)
    for _ in 0..<(1 + int(3)) {
      let i = arguments.isEmpty ? 0 : int(arguments.count)
      switch int(8) {
      case 0 where !arguments.isEmpty: arguments.remove(at: i)
      case 1 where !arguments.isEmpty: arguments.insert(arguments[i], at: i)
      case 2 where arguments.count > 1:
        arguments.swapAt(i, int(arguments.count))
      case 3 where !arguments.isEmpty: arguments[i] = value()
      case 4: arguments.insert(contentsOf: option(), at: min(i + 1, arguments.count))
      case 5 where !arguments.isEmpty: arguments[i] = mutate(arguments[i])
      case 6 where i + 1 < arguments.count && arguments[i].hasPrefix("--"):
        arguments[i] += "=" + arguments.remove(at: i + 1)
      default: arguments.append(value())
      }
    }
    return arguments
  }

  /// A string with a character inserted, removed or replaced.
  mutating func mutate(_ text: String) -> String {
    var characters = Array(text)
    let i = characters.isEmpty ? 0 : int(characters.count)
    switch int(3) {
    case 0 where !characters.isEmpty: characters.remove(at: i)
    case 1 where !characters.isEmpty: characters[i] = pick(Array(randomText() + "x"))
    default: characters.insert(pick(Array(randomText() + "-")), at: i)
    }
    return String(characters)
  }

  static let jsonValues = [
    "null", "true", "false", "[]", "{}", "\"\"", "\"x\"", "-1", "0", "1e308", "1e999", "-0",
    "123456789012345678901234567890", "[1,2]", "{\"width\":-1,\"height\":1}",
    "{\"width\":1e999,\"height\":1}", "{\"top\":1,\"left\":1,\"bottom\":1}", "\"../../etc/passwd\"",
    "\"\\ud800\"", "\"\\u0000\"", "[[[[[[[[]]]]]]]]", "\"a'; DROP TABLE buttons;--\"",
  ]

  /// A document made from `valid` by one to four mutations: bytes flipped, cut, doubled or
  /// inserted, values replaced by others of any type, keys renamed, lines dropped or doubled.
  mutating func mutatedDocument(_ valid: String) -> [UInt8] {
    var lines = valid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<(1 + int(4)) {
      let i = int(lines.count)
      switch int(10) {
      case 0:
        // Replace a value.
        if let colon = lines[i].firstIndex(of: ":") {
          let comma = lines[i].hasSuffix(",") ? "," : ""
          lines[i] = String(lines[i][...colon]) + " " + pick(Self.jsonValues) + comma
        }
      case 1: lines.remove(at: i)
      case 2: lines.insert(lines[i], at: i)
      case 3:
        // Rename a key.
        lines[i] = lines[i].replacingOccurrences(of: "\": ", with: "x\": ")
      case 4: lines[i] = mutate(lines[i])
      case 5: lines.insert("\"unknown\": " + pick(Self.jsonValues) + ",", at: i)
      case 6:
        lines[i] = lines[i].replacingOccurrences(
          of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
      case 7:
        // A number in the document replaced by a hostile one.
        lines[i] = lines[i].replacingOccurrences(of: "20", with: pick(Self.numbers))
      default:
        lines[i] = lines[i].replacingOccurrences(
          of: "\"name\": \"imp/", with: "\"name\": \"" + pick(Self.names))
      }
    }
    var bytes = Array(lines.joined(separator: "\n").utf8)
    // Byte-level damage on some documents.
    if chance(30) && !bytes.isEmpty {
      switch int(6) {
      case 0: bytes.removeSubrange(int(bytes.count)..<bytes.count)
      case 1: bytes[int(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
      case 2: bytes.insert(contentsOf: [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80], at: int(bytes.count))
      case 3: bytes = [0xEF, 0xBB, 0xBF] + bytes
      case 4: bytes.insert(0, at: int(bytes.count))
      default:
        let start = int(bytes.count)
        let piece = Array(bytes[start..<min(bytes.count, start + 200)])
        bytes.insert(contentsOf: piece, at: start)
      }
    }
    return bytes
  }

  /// Documents no valid one turns into by small steps.
  mutating func extremeDocument() -> [UInt8] {
    switch int(6) {
    case 0: return Array(String(repeating: "[", count: 100_000).utf8)
    case 1:
      return Array(
        ("{\"formatVersion\": 1, \"buttons\": " + String(repeating: "[", count: 5_000)).utf8)
    case 2: return []
    case 3:
      return Array(
        "{\"formatVersion\": 1, \"buttons\": [\"\(String(repeating: "x", count: 1 << 20))\"]}".utf8)
    case 4: return (0..<int(4096)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    default: return Array("{\"formatVersion\": 1e999, \"buttons\": {}}".utf8)
    }
  }
}
