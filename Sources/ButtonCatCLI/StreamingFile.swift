#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file as a stream, atomically: into a temporary file beside the target, flushed to
/// disk, then renamed over it, so an interrupted export never leaves a half-written file at the
/// path. When the new content equals the old file's, the old file is left untouched.
final class StreamingFile: TextSink {
  let path: String
  let temporaryPath: String
  private var file: UnsafeMutablePointer<FILE>?
  private var failure: Int32 = 0

  init(path: String) throws(CLIError) {
    self.path = path
    temporaryPath = "\(path).tmp-\(getpid())"
    guard let file = fopen(temporaryPath, "wbx") ?? fopen(temporaryPath, "wb") else {
      throw .failure("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    self.file = file
    setvbuf(file, nil, _IOFBF, 1 << 16)
  }

  deinit {
    if file != nil { discard() }
  }

  func write(_ text: String) {
    guard let file, failure == 0 else { return }
    if fputs(text, file) < 0 { failure = errno }
  }

  /// Removes the temporary file (after a failure, or when the command fails).
  func discard() {
    if let file { fclose(file) }
    file = nil
    unlink(temporaryPath)
  }

  /// Flushes, syncs and renames into place; returns false when the content was unchanged.
  func commit() throws(CLIError) -> Bool {
    guard let file else { return false }
    if failure == 0, fflush(file) != 0 { failure = errno }
    if failure == 0, fsync(fileno(file)) != 0 { failure = errno }
    fclose(file)
    self.file = nil
    if failure != 0 {
      unlink(temporaryPath)
      throw .failure(
        "cannot write '\(path)': \(String(cString: strerror(failure))); the old file is untouched")
    }
    if Self.sameContent(temporaryPath, path) {
      unlink(temporaryPath)
      return false
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw .failure("cannot write '\(path)': \(reason)")
    }
    return true
  }

  /// Whether two files hold the same bytes (a missing file never matches).
  static func sameContent(_ a: String, _ b: String) -> Bool {
    guard let fa = fopen(a, "rb") else { return false }
    defer { fclose(fa) }
    guard let fb = fopen(b, "rb") else { return false }
    defer { fclose(fb) }
    var x = [UInt8](repeating: 0, count: 1 << 16)
    var y = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&x, 1, x.count, fa)
      let m = fread(&y, 1, y.count, fb)
      if n != m || x[0..<n] != y[0..<m] { return false }
      if n < x.count { return true }
    }
  }
}
