#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An export written as its renderer streams it (`ExportSink`): each file goes piece by piece
/// to a temporary file beside its destination (`AtomicFileWriter`), one file open at a time,
/// and `commit` puts them all in place, or none (`ExportWriter.write`'s rules: a file that
/// already holds the new bytes is left untouched, a failure leaves every old file as it was
/// and no temporary file). Until `commit`, nothing at any destination has changed: an export
/// stopped midway (an invalid button, a failure) is `discard`ed.
///
/// A `.file` destination takes one file: the files begun after it are only counted
/// (`fileCount`, `firstPaths`), for the caller to refuse the output.
package final class ExportStreamWriter: ExportSink {
  package let destination: ExportWriter.Destination
  let hook: AtomicFileWriter.Hook?
  /// Called with each destination path before its file is written; what it throws stops the
  /// export (`refusal`).
  private let check: (String) throws -> Void
  private var current: (path: String, writer: AtomicFileWriter)?
  /// The files finished and waiting for `commit`: their paths only (a folder export of a big
  /// catalog keeps a hundred thousand), the temporary file's `nil` for a pipe or device
  /// written through.
  private var pending: [(path: String, temporary: String?)] = []
  private var unchanged = 0
  private var failure: ExportWriteError?
  /// What `check` threw, if it refused a destination: nothing more is written.
  package private(set) var refusal: (any Error)?
  /// The number of files the renderer began.
  package private(set) var fileCount = 0
  /// The paths of the first three files begun (relative to the output), for a message.
  package private(set) var firstPaths: [String] = []

  package convenience init(
    _ destination: ExportWriter.Destination, check: @escaping (String) throws -> Void = { _ in }
  ) {
    self.init(destination, hook: nil, check: check)
  }

  init(
    _ destination: ExportWriter.Destination, hook: AtomicFileWriter.Hook?,
    check: @escaping (String) throws -> Void = { _ in }
  ) {
    self.destination = destination
    self.hook = hook
    self.check = check
  }

  deinit {
    discard()
  }

  package func begin(_ path: String) {
    finishCurrent()
    fileCount += 1
    if firstPaths.count < 3 { firstPaths.append(path) }
    guard failure == nil, refusal == nil else { return }
    let target: String
    switch destination {
    case .file(let file):
      guard fileCount == 1 else { return }
      target = file
    case .folder(let folder):
      precondition(ExportWriter.isSafeRelativePath(path), "unsafe export path \(path)")
      target = ExportWriter.join(folder, path)
    }
    do {
      try check(target)
    } catch {
      refusal = error
      return
    }
    do throws(ExportWriteError) {
      if case .folder(let folder) = destination {
        try ExportWriter.createFolder(folder)
        try ExportWriter.createFolder(AtomicFileWriter.parent(target))
      }
      try ExportWriter.checkReplaceable(target)
      current = (target, try AtomicFileWriter(path: target))
    } catch {
      failure = error
    }
  }

  package func write(_ text: String) {
    current?.writer.write(text)
  }

  func write(_ bytes: ArraySlice<UInt8>) {
    current?.writer.write(bytes)
  }

  /// Flushes the file being written and calls the hook (`halfWritten`), for tests.
  func halfWritten() throws(ExportWriteError) {
    guard let (_, writer) = current else { return }
    do throws(ExportWriteError) {
      try writer.flush()
      try hook?(.halfWritten(temporaryPath: writer.temporaryPath))
    } catch {
      fail(error)
      throw error
    }
  }

  /// Completes the file being written: kept for `commit`, or removed when its destination
  /// holds the same bytes already.
  private func finishCurrent() {
    guard let (path, writer) = current else { return }
    current = nil
    do throws(ExportWriteError) {
      // Made durable all at once before the first rename (`commit`).
      try writer.finish(sync: false)
      try hook?(.beforeRename(temporaryPath: writer.temporaryPath))
    } catch {
      writer.discard()
      fail(error)
      return
    }
    if !writer.isStream, AtomicFileWriter.sameContent(writer.temporaryPath, path) {
      writer.discard()
      unchanged += 1
    } else {
      pending.append((path, writer.isStream ? nil : writer.temporaryPath))
    }
  }

  private func fail(_ error: ExportWriteError) {
    if failure == nil { failure = error }
  }

  /// Puts every file written in place, all of them or none (see `ExportWriter.write`), and
  /// says which were written and which were unchanged. After a failure (or a `refusal`, which
  /// the caller checks first) nothing is replaced and every temporary file is removed.
  package func commit() throws(ExportWriteError) -> ExportWriter.Report {
    finishCurrent()
    if let failure {
      discard()
      throw failure
    }
    var report = ExportWriter.Report(unchanged: unchanged)
    var replaced: [(path: String, old: String?)] = []
    var streamed = Set<String>()
    let files = pending
    do throws(ExportWriteError) {
      try AtomicFileWriter.syncAll(files.compactMap(\.temporary))
    } catch {
      discard()
      throw error
    }
    pending = []
    for (index, (path, temporary)) in files.enumerated() {
      // A pipe or a device was written through: nothing to replace or put back.
      guard let temporary else {
        streamed.insert(path)
        continue
      }
      let old = AtomicFileWriter.keepOld(path)
      do throws(ExportWriteError) {
        try AtomicFileWriter.rename(temporary, to: path)
        replaced.append((path, old))
      } catch {
        if let old { unlink(old) }
        for (_, later) in files[index...] {
          if let later { unlink(later) }
        }
        for (path, old) in replaced.reversed() {
          if let old { _ = rename(old, path) } else { unlink(path) }
        }
        throw error
      }
    }
    // The renames made durable, each folder once.
    var folders = Set<String>()
    for (path, _) in replaced where folders.insert(AtomicFileWriter.parent(path)).inserted {
      AtomicFileWriter.syncFolder(AtomicFileWriter.parent(path))
    }
    for (_, old) in replaced {
      if let old { unlink(old) }
    }
    let renamed = Set(replaced.map(\.path))
    report.written = files.map(\.path).filter { streamed.contains($0) || renamed.contains($0) }
    return report
  }

  /// Removes every temporary file; every destination stays as it was.
  package func discard() {
    current?.writer.discard()
    current = nil
    for (_, temporary) in pending {
      if let temporary { unlink(temporary) }
    }
    pending = []
  }
}
