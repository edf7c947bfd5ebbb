import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// Prints validation warnings on stderr, each value as typed (`typed`); `naming`: each under
/// the button's name (one of several a command changes).
func warn(
  _ record: ButtonRecord, _ arguments: ParsedArguments, _ console: Console, naming: Bool = false
) {
  let prefix = naming ? TextFormat.visible(record.name) + ": " : ""
  for warning in record.validate().warnings {
    console.err.write("Warning: \(prefix)\(TextFormat.visible(typed(warning, arguments)))\n")
  }
}

/// `warning` as the command line says it (`--spacing: '5' has no effect: …`), with the quoted
/// value as the command line gave it (`'.5e1'`) rather than the stored number, when it gave
/// that option.
func typed(_ warning: InputProblem, _ arguments: ParsedArguments) -> String {
  var shown = warning
  if let field = warning.field, InputOptions.settings[field.option] != nil,
    let text = arguments.value(field), warning.message.hasPrefix("'"),
    let close = warning.message.dropFirst().firstIndex(of: "'")
  {
    shown.message = "'" + text + warning.message[close...]
  }
  return InputOptions.rendered(shown)
}

/// What `add` and `set` print after writing `name`: the button's verdict over its chosen
/// technique and every variant (`ButtonVerdict`), read back as `show` reads it, so the two
/// never disagree: `exact: ✗ 95 of 456 variants fail: title-truncated (de, fr at xxL–AX5)`.
/// A title measured from Apple's font files is said to be approximate.
func verdictLines(_ name: String, _ catalog: Catalog) throws(CatalogError) -> String {
  let shown = try catalog.show(name)
  let approximate =
    shown.isApproximate
    ? "  approximate: the title is measured from Apple's font files ($\(SystemFonts.environmentVariable)), not on a device\n"
    : ""
  return VerdictText.afterEdit(shown) + approximate
}

/// Every source path of `record` (a scan's, naming the project's files as found) as the catalog
/// at `catalog` stores them: relative to its folder (absolute ones unchanged).
func storeSourcePaths(_ record: inout ButtonRecord, catalog: String) {
  let store = { (path: String) in Catalog.storedPath(path, catalog: catalog) }
  record.imagePath = record.imagePath.map(store)
  record.font = record.font.map { FontSource(path: store($0.path), faceIndex: $0.faceIndex) }
  record.fallbackFonts = record.fallbackFonts.map {
    FontSource(path: store($0.path), faceIndex: $0.faceIndex)
  }
  record.variants.strings = record.variants.strings.map(store)
  for (state, image) in record.variants.stateImages {
    if case .file(let path, let digest) = image {
      record.variants.stateImages[state] = .file(path: store(path), digest: digest)
    }
  }
}

/// The source paths given on the command line (relative to the current folder, or absolute)
/// as the catalog at `catalog` stores them: relative to its folder (absolute ones unchanged).
func storePaths(_ record: inout ButtonRecord, _ arguments: ParsedArguments, catalog: String) {
  if arguments.value(.image) != nil, let path = record.imagePath {
    record.imagePath = Catalog.storedPath(path, catalog: catalog)
  }
  if arguments.value(.font) != nil, let font = record.font {
    record.font = FontSource(
      path: Catalog.storedPath(font.path, catalog: catalog), faceIndex: font.faceIndex)
  }
  if arguments.value(.strings) != nil, let path = record.variants.strings {
    record.variants.strings = Catalog.storedPath(path, catalog: catalog)
  }
  for text in arguments.all(.stateImage) {
    // The states this command gave a file (the others are stored already).
    guard let equals = text.firstIndex(of: "="),
      let state = ControlState(parsing: String(text[..<equals])),
      case .file(let path, let digest) = record.variants.stateImages[state]
    else { continue }
    record.variants.stateImages[state] = .file(
      path: Catalog.storedPath(path, catalog: catalog), digest: digest)
  }
  if !arguments.all(.fallbackFont).isEmpty {
    record.fallbackFonts = record.fallbackFonts.map {
      FontSource(path: Catalog.storedPath($0.path, catalog: catalog), faceIndex: $0.faceIndex)
    }
  }
}
