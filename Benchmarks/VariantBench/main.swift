// Variants planned and laid out in process: 1,000 buttons measured in a font file × 12 content
// sizes × 10 locales × 2 states, through `VariantPlanner.layouts` with one run's cache.
// Usage: swift run -c release variant-bench [--buttons N] [--keys K] [--threads T] [--encode]
//   --keys K      distinct title keys (default: one per button; fewer: buttons share titles)
//   --threads T   buttons planned on T threads at once (default 2, like the catalog's pipeline)
//   --encode      also encode each button's layouts as stored (VariantJSON.encodeStored)
// Prints wall time, variants laid out, the title cache's hits and misses, and peak RSS.
import ButtonCatalog
import ButtonJSON
import ButtonLayout
import ButtonMeasure
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var buttons = 1_000
var keys: Int?
var threads = 2
var encode = false
var font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let option = arguments.removeFirst()
  func value() -> Int {
    guard let text = arguments.first, let number = Int(text), number > 0 else {
      FileHandle.standardError.write(
        Data("variant-bench: \(option) takes a positive number\n".utf8))
      exit(64)
    }
    arguments.removeFirst()
    return number
  }
  switch option {
  case "--buttons": buttons = value()
  case "--keys": keys = value()
  case "--threads": threads = value()
  case "--encode": encode = true
  case "--font":
    guard let path = arguments.first else { exit(64) }
    font = path
    arguments.removeFirst()
  default:
    FileHandle.standardError.write(Data("variant-bench: unknown option \(option)\n".utf8))
    exit(64)
  }
}
let keyCount = min(keys ?? buttons, buttons)

/// Ten locales (two written right to left), each with its own words, so every locale's titles
/// differ in length as real translations do.
let words: [(locale: String, normal: [String], pressed: String)] = [
  ("en", ["Home", "Settings", "Profile", "Search", "Messages"], "Open"),
  ("de", ["Startseite", "Einstellungen", "Profil", "Suche", "Nachrichten"], "Öffnen"),
  ("fr", ["Accueil", "Réglages", "Profil", "Recherche", "Messages"], "Ouvrir"),
  ("es", ["Inicio", "Ajustes", "Perfil", "Buscar", "Mensajes"], "Abrir"),
  ("it", ["Home", "Impostazioni", "Profilo", "Cerca", "Messaggi"], "Apri"),
  ("pt-BR", ["Início", "Ajustes", "Perfil", "Buscar", "Mensagens"], "Abrir"),
  ("nl", ["Start", "Instellingen", "Profiel", "Zoeken", "Berichten"], "Openen"),
  ("sv", ["Hem", "Inställningar", "Profil", "Sök", "Meddelanden"], "Öppna"),
  ("ar", ["الرئيسية", "الإعدادات", "الملف", "بحث", "الرسائل"], "فتح"),
  ("he", ["בית", "הגדרות", "פרופיל", "חיפוש", "הודעות"], "פתח"),
]

/// A String Catalog with `key.N` (the normal title) and `pressed.N` (the highlighted one).
func stringCatalog() -> String {
  func unit(_ value: String) -> JSONValue {
    .object([
      ("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))
    ])
  }
  var strings: [(String, JSONValue)] = []
  for k in 0..<keyCount {
    let normal = words.map { ($0.locale, unit("\($0.normal[k % 5]) \(k)")) }
    let pressed = words.map { ($0.locale, unit("\($0.pressed) \($0.normal[k % 5]) \(k)")) }
    strings.append(("key.\(k)", .object([("localizations", .object(normal))])))
    strings.append(("pressed.\(k)", .object([("localizations", .object(pressed))])))
  }
  return JSONWriter(pretty: true).string(
    .object([
      ("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0")),
    ]))
}

func peakRSSMegabytes() -> Double {
  Double(ownUsage().ru_maxrss) / maxRSSUnitsPerMegabyte
}

/// User plus system CPU time of the process so far: on a shared machine, what the work cost,
/// however long other processes kept it waiting.
func cpuSeconds() -> Double {
  let usage = ownUsage()
  func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
  return s(usage.ru_utime) + s(usage.ru_stime)
}

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("variant-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
try Data(stringCatalog().utf8).write(
  to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))

// One run: one measurer (its cache) for every button; records measured as the catalog stores
// them (their base title in the font), then planned.
let measurer = SourceMeasurer(folder: folder)
var records: [ButtonRecord] = []
records.reserveCapacity(buttons)
for i in 0..<buttons {
  var record = ButtonRecord(name: "screen\(i / 5)/tab\(i % 5)")
  record.title = "\(words[0].normal[(i % keyCount) % 5]) \(i % keyCount)"
  record.titleSource = .font
  record.font = FontSource(path: font)
  record.fontSize = 17
  record.imageSource = .size
  record.spec.imageSize = Size(width: 24, height: 24)
  record.spec.placement = .top
  record.spec.spacing = 4
  record.spec.size = .fit
  record.variants.textStyle = .body
  record.variants.strings = "Localizable.xcstrings"
  record.variants.titleKey = "key.\(i % keyCount)"
  record.variants.stateTitles = [.highlighted: "pressed.\(i % keyCount)"]
  record.variants.maxWidth = 120
  try measurer.measure(&record)
  records.append(record)
}
let before = peakRSSMegabytes()

/// Per thread: layouts made, findings, bytes encoded; the layouts themselves are dropped per
/// button, as a recompute stores and drops them.
final class Totals: @unchecked Sendable {
  let lock = NSLock()
  var layouts = 0
  var errors = 0
  var bytes = 0
  var planning = 0.0
  var layingOut = 0.0
  var failures: [String] = []
}
let totals = Totals()
let planner = VariantPlanner(measurer: measurer)
let shared = records
let threadCount = threads
let encodeJSON = encode
let clock = ContinuousClock()
let cpuBefore = cpuSeconds()
let start = clock.now
DispatchQueue.concurrentPerform(iterations: threadCount) { part in
  var layouts = 0
  var errors = 0
  var bytes = 0
  var planning = 0.0
  var layingOut = 0.0
  var failures: [String] = []
  for i in stride(from: part, to: shared.count, by: threadCount) {
    do {
      // `planner.layouts(for:)` in its two steps, timed apart.
      let t0 = clock.now
      let inputs = try planner.inputs(for: shared[i])
      let t1 = clock.now
      let variants = VariantEngine.layouts(
        inputs, technique: shared[i].technique, maxWidth: shared[i].variants.maxWidth)
      planning += seconds(t1 - t0)
      layingOut += seconds(clock.now - t1)
      layouts += variants.count
      errors += variants.filter { $0.worstSeverity == .error }.count
      if encodeJSON { bytes += VariantJSON.encodeStored(variants).utf8.count }
    } catch {
      failures.append("\(shared[i].name): \(error)")
    }
  }
  totals.lock.lock()
  totals.layouts += layouts
  totals.errors += errors
  totals.bytes += bytes
  totals.planning += planning
  totals.layingOut += layingOut
  totals.failures += failures
  totals.lock.unlock()
}
let elapsed = seconds(clock.now - start)
let cpu = cpuSeconds() - cpuBefore
let cache = measurer.variantCache.statistics
if let failure = totals.failures.first {
  print("variant-bench: \(totals.failures.count) buttons failed; the first: \(failure)")
  exit(1)
}
let lookups = cache.hits + cache.misses
print(
  "\(buttons) buttons × 12 content sizes × \(words.count) locales × 2 states "
    + "(\(keyCount) distinct keys, \(threads) thread\(threads == 1 ? "" : "s")"
    + "\(encode ? ", encoded" : "")): "
    + "\(totals.layouts) variant layouts (\(totals.errors) with errors) in "
    + String(format: "%.3f s, %.3f s of CPU", elapsed, cpu)
    + String(
      format: " (thread time: %.3f s planning and measuring, %.3f s laying out)", totals.planning,
      totals.layingOut))
print(
  "title cache: \(cache.hits) hits, \(cache.misses) measured, \(cache.entries) entries "
    + "(hit rate "
    + String(format: "%.1f%%", lookups == 0 ? 0 : 100 * Double(cache.hits) / Double(lookups))
    + ")" + (encode ? "; \(totals.bytes) bytes of stored JSON" : ""))
print(
  "peak RSS: " + String(format: "%.1f MB", peakRSSMegabytes())
    + " (" + String(format: "%.1f MB", before) + " before planning)")
