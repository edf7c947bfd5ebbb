#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress bar on stderr for long work: count, rate and time left. Drawn only when stderr is
/// a terminal, at most ten times a second; silent otherwise.
final class Progress {
  let label: String
  let console: Console
  let enabled: Bool
  private var started = 0.0
  private var lastDrawn = 0.0
  private var drew = false

  init(label: String, console: Console) {
    self.label = label
    self.console = console
    enabled = console.errorIsTerminal
    started = Self.seconds()
  }

  static func seconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  func update(_ done: Int, _ total: Int) {
    guard enabled, total > 0 else { return }
    let now = Self.seconds()
    guard done == total || now - lastDrawn >= 0.1 else { return }
    lastDrawn = now
    let elapsed = max(now - started, 1e-6)
    let rate = Double(done) / elapsed
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 24
    let filled = Int(Double(width) * Double(done) / Double(total))
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    console.err.write(
      "\r\(label) [\(bar)] \(done)/\(total)  \(Int(rate))/s  ETA \(Int(left.rounded()))s ")
    drew = true
  }

  func finish() {
    if drew { console.err.write("\n") }
    drew = false
  }
}
