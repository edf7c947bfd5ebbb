import ButtonCatalog
import ButtonLayout

// How an export streams: memory flat in the catalog's size.
//
// A renderer that streams (`StreamingRenderer`) never sees the whole catalog. It gets an
// `ExportSource` and an `ExportSink`:
//
// - `source.index` (`ExportIndex`): what the export knows before it reads the first button,
//   from a cheap first pass (no layouts): the count, the names in natural order with their
//   naming order (`inNamingOrder`, for the unique identifiers, file names and anchors), tags,
//   target iOS and style. Small: one short entry per button.
// - `source.forEachButton { button in … }`: one pass over the buttons, one `ExportButton` at a
//   time (with its layouts, variants, image and font names), in the index's order. Call it
//   again for another pass (an overview, then the sections); nothing of a pass is kept.
// - `sink.begin(path)` starts the next file of the export (a file name for a single file, a
//   relative path in a folder), `sink.write(text)` appends to it. Write each button's piece
//   as soon as it is made: the command line's sink writes it to the atomic writer's temporary
//   file (or standard output), never holding the whole file.
//
// The pure `render(ExportCatalog)` of a streaming renderer runs the same `stream` over the
// model in memory (`ExportCatalog` is a source) into a sink that collects the files, so the
// golden files test the one code path the command line runs.
//
//     func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink) throws {
//       sink.begin(Self.fileName)
//       sink.write(header(source.index))
//       try source.forEachButton { button in sink.write(row(button)) }
//     }

/// What an export knows of its buttons before reading them (`ExportSource.index`): one small
/// entry per button, in natural name order, and the team's settings.
package struct ExportIndex: Hashable, Sendable {
  /// The facts of one button an export needs up front.
  package struct Entry: Hashable, Sendable {
    package var name: String
    /// `ExportButton.namingOrder`: who keeps a generated name two buttons make.
    package var namingOrder: Int?
    package var tags: [String]
    /// The button's target iOS (`ButtonSpec.ios`): the code's deployment target by default.
    package var ios: IOSVersion
    /// The configuration style (`Appearance.style`), which some targets lack.
    package var style: ConfigurationStyle?

    package init(_ record: ButtonRecord) {
      name = record.name
      namingOrder = record.namingOrder
      tags = record.tags
      ios = record.spec.ios
      style = record.appearance.style
    }
  }

  package var entries: [Entry]
  /// The team's settings, for the JSON document (`JSONRenderer`).
  package var settings: CatalogSettings
  /// The buttons whose stored layouts are stale, in name order (the catalog's, for a warning).
  package var stale: [String] = []

  package init(entries: [Entry], settings: CatalogSettings = CatalogSettings()) {
    self.entries = entries
    self.settings = settings
  }

  package var count: Int { entries.count }
  package var names: [String] { entries.map(\.name) }

  /// `derive` of the buttons' names (and `extra`, one per button) given in naming order (each
  /// button's `namingOrder`, then name order), its results returned in catalog order: the
  /// button that claimed a generated name first keeps it, whatever names sort before it.
  func inNamingOrder<T, E>(
    _ extra: [E], _ derive: (_ names: [String], _ extra: [E]) -> [T]
  ) -> [T] {
    let order = entries.indices.sorted { a, b in
      let (x, y) = (entries[a].namingOrder ?? .max, entries[b].namingOrder ?? .max)
      return x != y ? x < y : a < b
    }
    let derived = derive(order.map { entries[$0].name }, order.map { extra[$0] })
    var result = [T?](repeating: nil, count: entries.count)
    for (k, i) in order.enumerated() { result[i] = derived[k] }
    return result.map { $0! }
  }

  /// `derive` of the buttons' names given in naming order, its results in catalog order.
  func inNamingOrder<T>(_ derive: (_ names: [String]) -> [T]) -> [T] {
    inNamingOrder(entries.map { _ in () }) { names, _ in derive(names) }
  }
}

/// The buttons of an export, read one at a time (see "How an export streams" above).
package protocol ExportSource {
  /// The facts known before the first button is read.
  var index: ExportIndex { get }
  /// Each button in the index's order, one at a time; call again for another pass. A button
  /// of the catalog that turns out invalid stops the pass with `CatalogError.invalidButton`.
  func forEachButton(_ body: (ExportButton) throws -> Void) throws
}

/// Where a streaming renderer writes: file after file, piece after piece.
package protocol ExportSink: AnyObject {
  /// Starts the export's next file: its path relative to the output (the file name of a
  /// single-file export). The file begun before is complete.
  func begin(_ path: String)
  /// Appends `text` to the file begun last.
  func write(_ text: String)
}

/// An export renderer that writes to a sink as it reads its source, holding one button at a
/// time: see "How an export streams" at the top of this file. `render` and `renderSingleFile`
/// run `stream` over the model in memory.
package protocol StreamingRenderer: ExportRenderer {
  /// Writes the export of `source` to `sink`: its files (`render`), or with `singleFile` the
  /// one file a file output takes (`renderSingleFile`).
  func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink) throws
}

extension StreamingRenderer {
  package func render(_ catalog: ExportCatalog) -> [ExportFile] {
    collect(catalog, singleFile: false)
  }

  package func renderSingleFile(_ catalog: ExportCatalog) -> [ExportFile] {
    collect(catalog, singleFile: true)
  }

  func collect(_ catalog: ExportCatalog, singleFile: Bool) -> [ExportFile] {
    let sink = CollectedFiles()
    do {
      try stream(catalog, singleFile: singleFile, to: sink)
    } catch {
      preconditionFailure("an export of a model in memory cannot fail: \(error)")
    }
    return sink.files
  }
}

extension ExportRenderer {
  /// Writes the export of `source` to `sink`: streamed by a `StreamingRenderer`, otherwise
  /// rendered whole from the model collected from `source`.
  package func write(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    if let streaming = self as? any StreamingRenderer {
      try streaming.stream(source, singleFile: singleFile, to: sink)
      return
    }
    var buttons: [ExportButton] = []
    try source.forEachButton { buttons.append($0) }
    let model = ExportCatalog(buttons: buttons, settings: source.index.settings)
    for file in singleFile ? renderSingleFile(model) : render(model) {
      sink.begin(file.path)
      sink.write(file.contents)
    }
  }
}

/// A sink that keeps the files written to it, for the pure `render`.
package final class CollectedFiles: ExportSink {
  package private(set) var files: [ExportFile] = []

  package init() {}

  package func begin(_ path: String) {
    files.append(ExportFile(path: path, contents: ""))
  }

  package func write(_ text: String) {
    precondition(!files.isEmpty, "a renderer begins a file before writing to it")
    files[files.count - 1].contents += text
  }
}

extension ExportCatalog: ExportSource {
  package var index: ExportIndex {
    ExportIndex(entries: buttons.map { ExportIndex.Entry($0.record) }, settings: settings)
  }

  package func forEachButton(_ body: (ExportButton) throws -> Void) rethrows {
    for button in buttons { try body(button) }
  }
}
