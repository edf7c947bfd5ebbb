import ButtonCatalog
import ButtonIB
import ButtonLayout

/// What `buttoncat scan` found: per Interface Builder file, each button as UIKit lays it out
/// and what is wrong with it (docs/scan.md). A value: the text and JSON reports render it.
package struct ScanReport: Hashable, Sendable {
  /// The JSON report's `formatVersion` (docs/scan.md).
  package static let formatVersion = 1

  package var files: [ScannedFile]

  package init(files: [ScannedFile]) {
    self.files = files
  }

  /// What the report counts (`scan`'s last line and exit status).
  package var counts: ScanCounts {
    var counts = ScanCounts()
    for file in files { counts.add(file) }
    return counts
  }

  /// Buttons whose verdict is an error, and files with an error: `scan` exits 1.
  package var failing: Int { counts.failing }
}

/// What a scan counts, file by file, so a report written as it goes holds no file once it is
/// written: buttons, those whose verdict is an error or a warning, skipped ones, files.
package struct ScanCounts: Hashable, Sendable {
  package var files = 0
  package var buttons = 0
  /// Buttons whose verdict is an error.
  package var failingButtons = 0
  /// Buttons laid out whose worst finding that counts is a warning.
  package var warnedButtons = 0
  package var skippedButtons = 0
  /// Files that could not be read (or whose strings could not be).
  package var filesWithErrors = 0

  package init() {}

  /// Counts `file` and its buttons.
  package mutating func add(_ file: ScannedFile) {
    files += 1
    if file.error != nil { filesWithErrors += 1 }
    for button in file.buttons {
      buttons += 1
      if button.fails { failingButtons += 1 }
      if button.skipped != nil {
        skippedButtons += 1
      } else if button.severity == .warning {
        warnedButtons += 1
      }
    }
  }

  /// Buttons whose verdict is an error, and files with an error: `scan` exits 1.
  package var failing: Int { failingButtons + filesWithErrors }
}

/// One `.storyboard` or `.xib`: its buttons, or why it could not be read.
package struct ScannedFile: Hashable, Sendable {
  /// As the scan found it (`IBFile.path`).
  package var path: String
  /// Why the file could not be read (`IBError.reason`, with its line), or `nil`.
  package var error: String?
  package var buttons: [ScannedButton]

  package init(path: String, error: String? = nil, buttons: [ScannedButton] = []) {
    self.path = path
    self.error = error
    self.buttons = buttons
  }
}

/// The font a button's title is set in, as IB stored it.
package struct ScannedFont: Hashable, Sendable {
  /// `system`, `text-style` or `custom` (`IBFont.Kind`).
  package var kind: IBFont.Kind
  /// The point size the title is measured in (a text style's default size when IB gave none).
  package var size: Double?
  /// The system font's weight (`semibold`), or `nil`.
  package var weight: String?
  /// The text style (`body`), or `nil`.
  package var textStyle: String?
  /// A custom font's PostScript name, or `nil`.
  package var name: String?
}

/// The image a button shows in its normal state.
package struct ScannedImage: Hashable, Sendable {
  package var name: String
  /// An SF Symbol (`catalog="system"`): no file, its size unknown.
  package var symbol: Bool
}

/// A legacy button's three insets as IB stored them (`nil`: IB wrote none).
package struct ScannedInsets: Hashable, Sendable {
  package var content: EdgeInsets?
  package var image: EdgeInsets?
  package var title: EdgeInsets?

  /// Any inset IB wrote, even zero.
  package var isEmpty: Bool { content == nil && image == nil && title == nil }
}

/// The layout the report shows: the frames UIKit computes for the button as it is.
package struct ScannedLayout: Hashable, Sendable {
  /// `legacy` (UIKit's legacy layout of the insets) or `configuration` (the configuration model).
  package var model: String
  /// LTR or RTL (`semanticContentAttribute="forceRightToLeft"`).
  package var direction: LayoutDirection
  package var bounds: Size
  package var frames: LayoutFrames
}

/// What a legacy button should set under `UIButton.Configuration` so nothing moves.
package struct ScannedMigration: Hashable, Sendable {
  /// `imagePlacement` (`nil` without both image and title), `imagePadding`, `contentInsets`.
  package var values: TechniqueValues
  package var titleAlignment: String
  package var buttonSize: ConfigurationButtonSize
  package var residual: MigrationResidual
  /// The configuration's frames, for the text report's comparison.
  package var frames: LayoutFrames
}

/// One IB button in the report.
package struct ScannedButton: Hashable, Sendable {
  /// IB's object ID.
  package var id: String
  /// `FILE-STEM/ID-or-userLabel` (`ScanNames`).
  package var name: String
  /// The 1-based line of the `<button` tag, or 0 when unknown.
  package var line: Int
  /// What UIKit shows: a configuration's title wins over the normal state's.
  package var title: String?
  /// Each state's own title, by state key (`normal`, `highlighted`…).
  package var titles: [KeyedText]
  /// The normal title per locale, from the storyboard's strings (source language first).
  package var locales: [KeyedText]
  package var font: ScannedFont?
  package var image: ScannedImage?
  package var insets: ScannedInsets
  package var configuration: IBConfiguration?
  package var frame: Rect?
  /// `nil` when the button is skipped or its title is unmeasured.
  package var layout: ScannedLayout?
  /// The verdict in words: `✓ ok`, `✗ 1 error: …`, `skipped: REASON`.
  package var verdict: String
  /// The worst finding that counts, or `nil` (`ButtonVerdict.severity`).
  package var severity: Diagnostic.Severity?
  package var diagnostics: [Diagnostic]
  package var migration: ScannedMigration?
  /// Why the button could not be laid out, or `nil`.
  package var skipped: String?
  /// The button as the catalog holds it (`scan --add`), with the project's paths as found; `nil`
  /// when it is skipped. A legacy button's technique is `insets` (its edge insets as IB stored
  /// them: the layout the app has now), its placement, spacing and padding what the insets meant
  /// (`MigrationAdvice.intent`, so its exact and configuration techniques give that); a
  /// configuration button's is `configuration`.
  package var inputs: ButtonRecord?

  /// An error in its verdict: `scan` exits 1.
  package var fails: Bool { severity == .error }

  package init(id: String, name: String, line: Int) {
    self.id = id
    self.name = name
    self.line = line
    titles = []
    locales = []
    insets = ScannedInsets()
    verdict = ""
    diagnostics = []
  }
}

/// A text under a key: a state's title (`highlighted`), a locale's (`de`).
package struct KeyedText: Hashable, Sendable {
  package var key: String
  package var text: String

  package init(_ key: String, _ text: String) {
    self.key = key
    self.text = text
  }
}
