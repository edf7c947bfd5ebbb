// Interface Builder files read per second: IBReader.files(in:) then IBReader.read(path:) of
// every file, on 2 threads (Dispatch's concurrentPerform), best of several rounds.
// Usage: swift run -c release ib-bench FOLDER [--threads N] [--rounds N]
// FOLDER: the output of `python3 Benchmarks/ib-files.py FOLDER` (1,000 files, 20 buttons each).
// Also the process the laziness test runs under the loader's trace (ButtonIBTests): an empty
// folder parses nothing, so libxml2 must not be loaded.
import ButtonIB
import Dispatch
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int, in arguments: inout [String]) -> Int {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let number = Int(arguments[index + 1]), number > 0
  else { return value }
  arguments.removeSubrange(index...index + 1)
  return number
}
let threads = option("--threads", default: 2, in: &arguments)
let rounds = option("--rounds", default: 5, in: &arguments)
guard let folder = arguments.first else {
  FileHandle.standardError.write(
    "usage: ib-bench FOLDER [--threads N] [--rounds N]\n".data(using: .utf8)!)
  exit(64)
}

/// What the threads of one round add up, under a lock.
final class Tally: @unchecked Sendable {
  let lock = NSLock()
  var buttons = 0
  var bytes = 0
  var failure: IBError?

  func add(buttons: Int, bytes: Int, failure: IBError?) {
    lock.lock()
    defer { lock.unlock() }
    self.buttons += buttons
    self.bytes += bytes
    if let failure { self.failure = failure }
  }
}

/// One round: the walk, then every file read and parsed; the files, buttons and bytes read.
func round(_ folder: String, threads: Int) throws -> (files: Int, buttons: Int, bytes: Int) {
  let paths = try IBReader.files(in: [folder])
  let tally = Tally()
  DispatchQueue.concurrentPerform(iterations: threads) { thread in
    var buttons = 0
    var bytes = 0
    var failure: IBError?
    for index in stride(from: thread, to: paths.count, by: threads) {
      do throws(IBError) {
        buttons += try IBReader.read(path: paths[index]).buttons.count
        var info = stat()
        if stat(paths[index], &info) == 0 { bytes += Int(info.st_size) }
      } catch {
        failure = error
      }
    }
    tally.add(buttons: buttons, bytes: bytes, failure: failure)
  }
  if let failure = tally.failure { throw failure }
  return (paths.count, tally.buttons, tally.bytes)
}

do {
  let clock = ContinuousClock()
  var best = Double.infinity
  var last = (files: 0, buttons: 0, bytes: 0)
  for _ in 0..<rounds {
    let start = clock.now
    last = try round(folder, threads: threads)
    let elapsed = clock.now - start
    best = min(
      best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  let megabytes = Double(last.bytes) / 1_048_576
  print(
    "files \(last.files), buttons \(last.buttons), \(String(format: "%.1f", megabytes)) MB, "
      + "threads \(threads): \(String(format: "%.3f", best)) s (best of \(rounds)), "
      + "\(String(format: "%.0f", Double(last.files) / best)) files/s, "
      + "\(String(format: "%.1f", megabytes / best)) MB/s")
} catch {
  FileHandle.standardError.write("ib-bench: \(error)\n".data(using: .utf8)!)
  exit(1)
}
