import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `buttoncat` process running in the background, to be watched and killed.
///
/// Its output goes to files (never pipes, which a killed reader could leave full), so it can
/// write as much as it likes.
final class Child {
  let process = Process()
  let stdoutPath: String
  let stderrPath: String

  init(
    _ arguments: [String], environment: [String: String] = [:], outputPrefix: String
  ) throws {
    stdoutPath = outputPrefix + ".stdout"
    stderrPath = outputPrefix + ".stderr"
    _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
    process.executableURL = URL(fileURLWithPath: Programs.buttoncat)
    process.arguments = arguments
    process.environment = Programs.environment(environment)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
    process.standardError = FileHandle(forWritingAtPath: stderrPath)
    try process.run()
  }

  var pid: Int32 { process.processIdentifier }
  var isRunning: Bool { process.isRunning }

  /// CPU seconds (user + system) the process has used so far, from `/proc/PID/stat`; nil once
  /// it has exited and been reaped.
  ///
  /// CPU time measures how far a command has got independently of how busy the machine is, so
  /// "kill at 30% of the run" lands at the same point of the work on a loaded CI machine.
  var cpuSeconds: Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Sends `signal` (SIGKILL by default).
  func kill(_ signal: Int32 = SIGKILL) {
    sendSignal(signal, to: pid)
  }

  /// Waits for the end and returns what the process did.
  func wait() -> Programs.Result {
    process.waitUntilExit()
    return Programs.Result(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal,
      stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")
  }

  /// Polls every 5 ms until the process has used `seconds` of CPU (then runs `atKill` and kills
  /// it with SIGKILL) or has ended by itself. Returns whether it was killed.
  func kill(afterCPUSeconds seconds: Double, atKill: () -> Void = {}) -> Bool {
    while isRunning {
      if let used = cpuSeconds, used >= seconds, isRunning {
        atKill()
        kill()
        return true
      }
      usleep(5_000)
    }
    return false
  }

  /// Runs the command to the end, sampling its CPU time; returns the result and the last
  /// sample (the command's whole CPU time, to within one sample).
  static func measure(
    _ arguments: [String], environment: [String: String] = [:], outputPrefix: String
  ) throws -> (Programs.Result, cpuSeconds: Double) {
    let child = try Child(arguments, environment: environment, outputPrefix: outputPrefix)
    var last = 0.0
    while child.isRunning {
      if let used = child.cpuSeconds { last = max(last, used) }
      usleep(5_000)
    }
    return (child.wait(), last)
  }
}

/// Kills a process that runs past its time, so a hang fails the test instead of CI.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false
  private var killed = false

  init(pid: Int32, after seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      defer { lock.unlock() }
      guard !done else { return }
      killed = true
      sendSignal(SIGKILL, to: pid)
    }
  }

  func cancel() {
    lock.lock()
    done = true
    lock.unlock()
  }

  var fired: Bool {
    lock.lock()
    defer { lock.unlock() }
    return killed
  }
}

/// A value shared between threads behind a lock.
final class Box<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }

  func update<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&stored)
  }
}

/// Runs `body(0)`, `body(1)`… `body(count - 1)` on their own threads at the same time and waits
/// for all of them (threads, not tasks: each blocks on processes it runs).
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.stackSize = 1 << 22
    thread.start()
  }
  group.wait()
}

/// A test set-up failure with a message.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
