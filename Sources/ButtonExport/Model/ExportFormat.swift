/// An export format as the command line names it (`export --format F`).
///
/// Each format has one renderer over the one `ExportCatalog` model; whether its output is one
/// file or a folder of files decides how `ExportWriter` treats the output path. The `json`
/// document can also be streamed from the catalog (`streamsFromCatalog`), so exporting a
/// catalog of any size takes flat memory.
package enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  case json, csv, swift, objc, swiftui, markdown, svg, html
  /// W3C Design Tokens (Format Module 2025.10): `buttons.tokens.json` (`TokensRenderer`).
  case tokens
  /// The XCTest probe that measures the catalog on a simulator or device (`ProbeRenderer`).
  case probe

  /// What the output path names for this format: one file, or a folder the files go into.
  package var layout: ExportLayout {
    switch self {
    case .json, .csv, .swiftui, .markdown, .html, .tokens: .singleFile
    case .swift: .combinable
    case .objc, .svg, .probe: .directory
    }
  }

  /// Whether the renderer reads every variant's title (`ExportButton.variantTitles`), which
  /// the export model then carries (`ExportCatalog(_:names:stale:titles:)`).
  package var needsVariantTitles: Bool { self == .probe }

  /// Whether the format's one file is written piece by piece straight from the catalog
  /// (`CatalogDocument.write`, what `JSONRenderer` renders from the model), rather than
  /// rendered whole from the export model: memory does not grow with the catalog.
  package var streamsFromCatalog: Bool { self == .json }

  /// The output path used when none is given: the single file's name, or the folder's.
  package var defaultOutputPath: String {
    switch self {
    case .json: JSONRenderer.fileName
    case .csv: CSVRenderer.fileName
    case .swift: SwiftRenderer.fileName
    case .objc: "ButtonStyles"
    case .swiftui: SwiftUIRenderer.fileName
    case .markdown: MarkdownRenderer.fileName
    case .svg: "buttons-svg"
    case .html: HTMLRenderer.fileName
    case .tokens: TokensRenderer.fileName
    case .probe: "ButtonCatProbe"
    }
  }
}

/// Whether an export is one file (written at the output path) or several (written into the
/// folder at the output path).
package enum ExportLayout: Hashable, Sendable {
  case singleFile
  case directory
  /// Several files into a folder, or all of them in one file (`renderSingleFile`): the
  /// `swift` export's `ButtonStyles.swift` and `ButtonStyleLayout.swift`.
  case combinable
}

/// Turns a catalog into the files of one format. Pure: no I/O, same catalog, same bytes.
package protocol ExportRenderer: Sendable {
  /// The files of the export, in a stable order, each with LF line endings and a trailing
  /// newline.
  func render(_ catalog: ExportCatalog) -> [ExportFile]

  /// The export as one file where the format can combine its files (`ExportLayout.combinable`),
  /// for an output that names a file or standard output; otherwise `render`'s files.
  func renderSingleFile(_ catalog: ExportCatalog) -> [ExportFile]
}

extension ExportRenderer {
  package func renderSingleFile(_ catalog: ExportCatalog) -> [ExportFile] { render(catalog) }
}

/// What an export is asked for besides the format and the buttons (`export`'s options). The
/// defaults give today's output. Each renderer reads the options that concern it.
package struct ExportOptions: Hashable, Sendable {
  /// The app's deployment target (`major`, `minor`), or `nil` for the catalog's lowest
  /// `ButtonSpec.iosVersion`: the generated code (Swift, Objective-C, SwiftUI) uses only APIs
  /// available there, and no availability check that is always true.
  package var deploymentTarget: (major: Int, minor: Int)? {
    get { deploymentTargetValue.map { ($0 / 100, $0 % 100) } }
    set { deploymentTargetValue = newValue.map { $0.major * 100 + $0.minor } }
  }
  private var deploymentTargetValue: Int?
  /// CSV: one row per technique and direction with its layout (the long form) instead of one
  /// row per button.
  package var csvLayouts = false
  /// CSV: a UTF-8 byte order mark first, so Excel reads the file as UTF-8 (`export --bom`).
  package var csvBOM = false
  /// Markdown: every technique's values, not only the chosen one's.
  package var allTechniques = false
  /// Markdown: the folder the page is written in (absolute), so image links are relative to
  /// it; `nil`: the catalog's folder (links are the stored paths). Standard output counts as
  /// the current folder.
  package var outputFolder: String?
  /// Markdown: the catalog's folder (absolute, `Catalog.folder`), which stored image paths are
  /// relative to; `nil`: links are the stored paths.
  package var catalogFolder: String?

  package init() {}

  /// Options asking for code for `deploymentTarget` (`export --deployment-target`).
  package init(deploymentTarget: (major: Int, minor: Int)?) {
    self.deploymentTarget = deploymentTarget
  }
}

/// The renderer of `format`, so a caller picks a format by name and renders without knowing
/// the renderer types.
package func renderer(for format: ExportFormat, options: ExportOptions = ExportOptions())
  -> any ExportRenderer
{
  return switch format {
  case .json: JSONRenderer()
  case .csv: CSVRenderer(options: options)
  case .swift: SwiftRenderer(options: options)
  case .objc: ObjCRenderer(options: options)
  case .swiftui: SwiftUIRenderer(options: options)
  case .markdown: MarkdownRenderer(options: options)
  case .svg: SVGRenderer()
  case .html: HTMLRenderer()
  case .tokens: TokensRenderer()
  case .probe: ProbeRenderer()
  }
}
