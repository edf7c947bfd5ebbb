import ButtonCatalog
import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat measurements import FILE | export [--output PATH] | list [--missing]`: the
/// device measurements system-font titles are laid out from (docs/measurements.md).
enum MeasurementsCommand {
  /// What the command does: its first argument.
  enum Action: String, CaseIterable {
    case `import`, export, list
  }

  static let output = Option<String>(
    "output", valueName: "PATH", help: "export: write the document here.")
  static let missing = Flag(
    "missing", help: "list: the titles the catalog needs and has no measurement of.")

  static let spec = CommandSpec(
    name: "measurements",
    summary: "Import, export or list the device measurements system-font titles are laid out from.",
    synopsis: "import FILE | export [--output PATH] | list [--missing]",
    options: [output, missing, CommonOptions.database],
    discussion: """
      FILE is a measurements document (buttons.measurements.json, docs/measurements.md), as the
      probe writes it (\(MeasuringHint.probeCommand)). import validates every entry first
      (nothing is stored on any error; each error names the entry and field), stores them
      (replacing an entry of the same key), recomputes the buttons that need a title measured
      anew or differently, and reports what changed. export writes the catalog's measurements,
      sorted (standard output without --output). list prints them, or with --missing every
      title waiting for one and the buttons that need it.

      A measurement of a font-file title (named by its PostScript name and the file's SHA-256)
      replaces HarfBuzz's size; check and show report a difference above half a pixel as
      measure-mismatch. Until a title is measured on a device, $BUTTONCAT_SYSTEM_FONTS may name
      a folder with Apple's variable SF Pro file, which measures it approximately (≈).
      """)

  /// The largest document read (a probe's document of a large catalog is far smaller).
  static let maximumBytes = 256 << 20

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let words = arguments.positionals
    let word = words.first ?? ""
    let action = Action(rawValue: word)
    switch action {
    case .import:
      if words.count != 2 { collector.problems.append("import takes one FILE") }
    case .export, .list:
      if words.count != 1 { collector.problems.append("\(word) takes no arguments") }
    case nil:
      collector.problems.append(
        word.isEmpty
          ? "expected import FILE, export or list"
          : "'\(word)' is not one of \(Action.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if arguments.has(output), action != .export {
      collector.problems.append("--\(output.name) goes with export")
    }
    if arguments[missing], action != .list {
      collector.problems.append("--\(missing.name) goes with list")
    }
    Self.output.refuseEmpty(in: arguments, &collector)
    try collector.throwIfAny()
    switch action {
    case .import: try importDocument(words[1], context)
    case .export: try export(arguments[output], context)
    case .list, nil: try list(missing: arguments[missing], context)
    }
  }

  /// The measurements documents at `paths` when any of them is one (an empty file is a
  /// document without entries), else `nil`: `diff` and `merge` then compare catalogs.
  static func documents(_ paths: [String]) throws(CLIError) -> [MeasurementsDocument]? {
    guard paths.contains(where: isMeasurements) else { return nil }
    var result: [MeasurementsDocument] = []
    for path in paths {
      var info = stat()
      if path != "-", stat(path, &info) == 0, info.st_size == 0 {
        result.append(MeasurementsDocument())
      } else {
        result.append(try read(path))
      }
    }
    return result
  }

  /// Whether the file at `path` is a measurements document: a `"measurements"` key in its
  /// first 64 KB (a catalog document has none; in a string it would be escaped).
  static func isMeasurements(_ path: String) -> Bool {
    guard path != "-" else { return false }
    // Without blocking, and regular files only: a named pipe would wait for a writer, and its
    // bytes (or a device's) cannot be read twice.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    var prefix = [UInt8](repeating: 0, count: 1 << 16)
    let count = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 1 << 16, 0) }
    guard count > 0 else { return false }
    let text = String(decoding: prefix[0..<count], as: UTF8.self)
    return text.contains("\"measurements\":") || text.contains("\"measurements\" :")
  }

  /// Reads and validates the measurements document at `path` (`-`: standard input), refusing
  /// one longer than `maximumBytes`.
  static func read(_ path: String) throws(CLIError) -> MeasurementsDocument {
    let file = path == "-" ? "/dev/stdin" : path
    var info = stat()
    if stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maximumBytes
    {
      throw .data(
        "'\(path)': the document is \(info.st_size) bytes, more than the \(maximumBytes) a measurements document may have"
      )
    }
    let input = try DocumentFile(
      file, label: path, spoolFolder: GitFiles.temporaryFolder, streamLimit: maximumBytes)
    let bytes = Array(input.document.buffer)
    if let change = input.change() { throw .failure(change) }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw .data("'\(path)': not a JSON document: \(error)")
    }
    do {
      return try MeasurementsDocument.read(value)
    } catch {
      throw CLIError(error)
    }
  }

  static func importDocument(_ path: String, _ context: CommandContext) throws(CLIError) {
    let document = try read(path)
    let catalog = try context.open(.write)
    let report: MeasurementsImport
    do {
      report = try catalog.importMeasurements(document, by: context.author)
    } catch {
      throw CLIError(error)
    }
    let out = context.console.out
    out.write(
      "imported \(document.titles.count) title measurement\(document.titles.count == 1 ? "" : "s") "
        + "(\(report.titlesAdded) new, \(report.titlesChanged) changed, \(report.titlesUnchanged) unchanged)"
        + " and \(document.buttons.count) button measurement\(document.buttons.count == 1 ? "" : "s") "
        + "(\(report.buttonsAdded) new, \(report.buttonsChanged) changed, \(report.buttonsUnchanged) unchanged)\n"
    )
    if !document.images.isEmpty {
      let n = document.images.count
      out.write(
        "imported \(n) image measurement\(n == 1 ? "" : "s") "
          + "(\(report.imagesAdded) new, \(report.imagesChanged) changed, \(report.imagesUnchanged) unchanged)\n"
      )
    }
    for button in report.recomputed {
      let v = TextFormat.visible(button.name)
      let state =
        button.pendingAfter == 0
        ? "every layout measured"
        : "\(button.pendingAfter) layout\(button.pendingAfter == 1 ? "" : "s") still unmeasured"
      out.write(
        "  recomputed \(v): \(state) (\(button.pendingBefore) unmeasured before)\n")
    }
  }

  static func export(_ output: String?, _ context: CommandContext) throws(CLIError) {
    let document: MeasurementsDocument
    let catalog = try context.open(.read)
    do {
      document = try catalog.measurementsDocument()
    } catch {
      throw CLIError(error)
    }
    guard let output, output != "-" else { return context.console.out.write(document.text) }
    try StreamingFile.replace(output, with: document.text)
  }

  /// The SF Symbol configurations the catalog's buttons show with neither a size given nor a
  /// device measurement, each with its buttons (name order), in key order.
  static func missingImages(_ catalog: Catalog) throws(CatalogError) -> [(
    SymbolMeasurementKey, [String]
  )] {
    var byKey: [SymbolMeasurementKey: [String]] = [:]
    try catalog.list { button in
      guard button.problems.isEmpty, button.record.isImageUnmeasured,
        let key = button.record.symbolMeasurementKey
      else { return }
      byKey[key, default: []].append(button.record.name)
    }
    return byKey.map { ($0.key, $0.value) }.sorted {
      $0.0.description.utf8.lexicographicallyPrecedes($1.0.description.utf8)
    }
  }

  static func list(missing: Bool, _ context: CommandContext) throws(CLIError) {
    let catalog = try context.open(.read)
    let out = context.console.out
    do {
      if missing {
        let titles = try catalog.missingTitles()
        let images = try missingImages(catalog)
        if titles.isEmpty, images.isEmpty {
          return context.console.err.write("no unmeasured titles\n")
        }
        for t in titles {
          out.write(
            TextFormat.visible(
              "\(t.key.description): \(t.pending) layout\(t.pending == 1 ? "" : "s") of \(t.buttons.joined(separator: ", "))"
            ) + "\n")
        }
        for (key, names) in images {
          out.write(
            TextFormat.visible(
              "image \(key.description): the image of \(names.joined(separator: ", "))")
              + "\n")
        }
        out.write(MeasuringHint.line)
      } else {
        let document = try catalog.measurementsDocument()
        if document.titles.isEmpty, document.buttons.isEmpty, document.images.isEmpty {
          return context.console.err.write("no measurements\n")
        }
        for m in document.titles {
          let source = [m.device, m.runtime].compactMap { $0 }.joined(separator: ", ")
          out.write(
            TextFormat.visible(
              "\(m.key.description): \(TextFormat.number(m.size.width))×\(TextFormat.number(m.size.height))"
                + (source.isEmpty ? "" : " (\(source))")) + "\n")
        }
        for m in document.buttons {
          out.write(
            TextFormat.visible(
              "button \(m.name) \(m.variant.locale ?? "-") \(m.variant.contentSize.shortName) \(m.variant.state.rawValue) \(m.direction.rawValue): bounds \(TextFormat.rect(m.bounds))"
            ) + "\n")
        }
        for m in document.images {
          let source = [m.source.device, m.source.runtime].compactMap { $0 }.joined(separator: ", ")
          let view = m.imageView.map { " in an image view \(TextFormat.size($0))" } ?? ""
          out.write(
            TextFormat.visible(
              "image \(m.key.description): \(TextFormat.size(m.size))\(view)"
                + (source.isEmpty ? "" : " (\(source))")) + "\n")
        }
      }
    } catch {
      throw CLIError(error)
    }
  }
}
