import ButtonExport

/// A text sink into a file written atomically by the one writer every export uses
/// (`AtomicFileWriter`): an interrupted export never leaves a half-written file at the path,
/// and when the new content equals the old file's, the old file is left untouched.
final class StreamingFile: TextSink {
  let path: String
  private let file: AtomicFileWriter
  private var done = false

  init(path: String) throws(CLIError) {
    self.path = path
    do {
      file = try AtomicFileWriter(path: path)
    } catch {
      throw .failure("cannot write '\(path)': \(error.reason)")
    }
  }

  func write(_ text: String) {
    file.write(text)
  }

  /// Removes the temporary file (after a failure, or when the command fails).
  func discard() {
    done = true
    file.discard()
  }

  /// Writes `text` to `path` atomically (the old file untouched on any failure).
  static func replace(_ path: String, with text: String) throws(CLIError) {
    let file = try StreamingFile(path: path)
    file.write(text)
    do throws(CLIError) {
      _ = try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Flushes, syncs and renames into place; returns false when the content was unchanged.
  func commit() throws(CLIError) -> Bool {
    guard !done else { return false }
    done = true
    do {
      return try file.commit()
    } catch {
      throw .failure("cannot write '\(path)': \(error.reason); the old file is untouched")
    }
  }
}
