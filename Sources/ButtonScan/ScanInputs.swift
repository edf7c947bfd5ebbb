import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// One IB button turned into the catalog's inputs (`ButtonRecord`), as `add` would take them:
/// its title (a configuration's wins), font, image, state titles and images, its strings,
/// size, alignments and direction; with the findings about what IB stored, or why it cannot be
/// laid out (docs/scan.md, "From Interface Builder to inputs").
struct ScanInputs {
  var record: ButtonRecord
  /// Findings about the attributes themselves (`ib-unknown-value`, `ib-misplaced`).
  var diagnostics: [Diagnostic] = []
  /// Why the button cannot be laid out, or `nil`.
  var skipped: String?

  /// The strings of the button's file: the path the record names them by (the table is
  /// `SourceMeasurer.provide`d under it) and the table.
  struct Strings {
    var path: String
    var table: StringTable
  }

  init(_ button: IBButton, name: String, project: ScanProject, strings: Strings?) {
    record = ButtonRecord(name: name)
    let configuration = button.configuration
    record.technique = configuration == nil ? .exact : .configuration
    readTitle(button, strings: strings)
    // A configuration's title is set in its own font (`titleFontDescription`), else its size's.
    readFont(configuration == nil ? button.font : configuration?.font, project: project)
    readImage(button, project: project)
    readGeometry(button)
    if let configuration { readConfiguration(configuration) }
    if let subtitle = configuration?.subtitle, !subtitle.isEmpty {
      skip("a subtitle (a configuration's title and subtitle stack is not modelled)")
    }
    if button.hasBackgroundImage {
      skip("a background image (it sizes the button with the content; not modelled)")
    }
    readInsets(button)
    readProblems(button)
  }

  /// `ib-unknown-value` naming each value the reader could not read (`IBButton.problems`: no
  /// `id`, a number missing or not a number, a font type not known), in one finding (the
  /// report keeps one finding per code): left unset, so their defaults are laid out.
  mutating func readProblems(_ button: IBButton) {
    guard !button.problems.isEmpty else { return }
    diagnostics.append(
      Diagnostic(
        .ibUnknownValue, .warning,
        "not read: \(button.problems.joined(separator: "; ")); laid out without \(button.problems.count == 1 ? "it" : "them") (the defaults)"
      ))
  }

  /// The title UIKit shows (a configuration's title wins over the normal state's placeholder),
  /// each other state's, and their keys in the strings (`ID.normalTitle`,
  /// `ID.configuration.title`).
  mutating func readTitle(_ button: IBButton, strings: Strings?) {
    if button.hasAttributedTitle { skip("an attributed title (its runs are not measured)") }
    let configured = button.configuration?.title.flatMap { $0.isEmpty ? nil : $0 }
    let normal = button.state("normal")?.title.flatMap { $0.isEmpty ? nil : $0 }
    record.title = configured ?? normal
    if let strings, record.title != nil {
      let key = configured != nil ? "\(button.id).configuration.title" : "\(button.id).normalTitle"
      if strings.table.contains(key: key) {
        record.variants.strings = strings.path
        record.variants.titleKey = key
      }
    }
    // A configuration's title is every state's: the states' own titles are IB's placeholders.
    guard configured == nil else { return }
    for state in ControlState.allCases where state != .normal {
      guard let title = button.state(state.rawValue)?.title, !title.isEmpty else { continue }
      let key = "\(button.id).\(state.rawValue)Title"
      if record.variants.titleKey != nil, strings?.table.contains(key: key) == true {
        record.variants.stateTitleKeys[state] = key
      } else {
        record.variants.stateTitles[state] = title
      }
    }
  }

  /// The font: the system font's size and weight, a text style at its default size, a project
  /// font file by PostScript name.
  mutating func readFont(_ font: IBFont?, project: ScanProject) {
    guard record.title != nil else { return }
    guard let font else {
      // IB writes a font for every button with a title; UIButton's default without one.
      record.titleSource = .system
      return
    }
    record.fontSize = font.pointSize
    switch font.kind {
    case .system:
      record.titleSource = .system
      if font.italic { skip("the italic system font (its width is not measured)") }
      if let word = font.weight {
        if let weight = SystemFontWeight(rawValue: word) {
          record.fontWeight = weight
        } else {
          unknown("weight", word, SystemFontWeight.allCases.map(\.rawValue), "regular")
        }
      }
    case .textStyle:
      record.titleSource = .system
      let written = font.textStyle ?? ""
      guard let style = TextStyle.allCases.first(where: { $0.uikitRawValue == written }) else {
        skip("the text style '\(written)' is not one UIKit has")
        return
      }
      record.variants.textStyle = style
      // The style's own size at the default content size (`L`), as IB lays it out.
      record.variants.contentSizes = [.default]
      record.fontSize = nil
    case .custom:
      let name = font.name ?? ""
      guard let source = project.fonts[name] else {
        skip("the font '\(name)' is not among the project's font files (.ttf, .otf, .ttc)")
        return
      }
      record.titleSource = .font
      record.font = source
    }
  }

  /// The normal state's image (a configuration's wins) and each other state's: an image set of
  /// the project; an SF Symbol has no file, so its size is not known.
  mutating func readImage(_ button: IBButton, project: ScanProject) {
    guard let image = button.configuration?.image ?? button.state("normal")?.image else { return }
    if image.isSymbol {
      skip("the SF Symbol '\(image.name)' (its size comes from the system; no file to measure)")
      return
    }
    guard let path = project.imageSets[image.name] else {
      skip("the image set '\(image.name)' is not in the project's asset catalogs")
      return
    }
    record.imageSource = .file
    record.imagePath = path
    guard button.configuration == nil else { return }
    for state in ControlState.allCases where state != .normal {
      guard let other = button.state(state.rawValue)?.image, !other.isSymbol,
        let path = project.imageSets[other.name]
      else { continue }
      record.variants.stateImages[state] = .file(path: path, digest: nil)
    }
  }

  /// The size (fixed by a width and a height constraint, else its intrinsic size), the
  /// alignments, the direction, and `misplaced`.
  mutating func readGeometry(_ button: IBButton) {
    if let width = button.widthConstraint, let height = button.heightConstraint {
      record.spec.size = .fixed(Size(width: width, height: height))
    }
    if let word = button.contentHorizontalAlignment {
      if let value = HorizontalAlignment(rawValue: word) {
        record.spec.horizontalAlignment = value
      } else {
        unknown(
          "contentHorizontalAlignment", word, HorizontalAlignment.allCases.map(\.rawValue),
          "center")
      }
    }
    if let word = button.contentVerticalAlignment {
      if let value = VerticalAlignment(rawValue: word) {
        record.spec.verticalAlignment = value
      } else {
        unknown(
          "contentVerticalAlignment", word, VerticalAlignment.allCases.map(\.rawValue), "center")
      }
    }
    if let word = button.semanticContentAttribute {
      let known = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]
      if word == "forceRightToLeft" {
        record.spec.direction = .rtl
      } else if !known.contains(word) {
        unknown("semanticContentAttribute", word, known, "unspecified")
      }
    }
    if button.misplaced {
      diagnostics.append(
        Diagnostic(
          .ibMisplaced, .warning,
          "Interface Builder marks the button misplaced: its stored frame is not where its constraints put it"
        ))
    }
  }

  /// The configuration's placement, padding, content insets and size; its size's defaults for
  /// what it leaves out, as UIKit's configuration of that size.
  mutating func readConfiguration(_ configuration: IBConfiguration) {
    if let word = configuration.buttonSize {
      if let size = ConfigurationButtonSize(rawValue: word) {
        record.spec.configurationButtonSize = size
      } else {
        unknown("buttonSize", word, ConfigurationButtonSize.allCases.map(\.rawValue), "medium")
      }
    }
    record.applyButtonSizeDefaults(
      keepingPadding: false, keepingFontSize: configuration.font != nil)
    if let insets = configuration.contentInsets {
      // Directional: leading is the right in a right-to-left button (`forceRightToLeft`).
      let rtl = record.spec.direction == .rtl
      record.spec.padding = EdgeInsets(
        top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
        right: rtl ? insets.leading : insets.trailing)
    }
    record.spec.spacing = configuration.imagePadding ?? 0
    record.spec.placement = .leading
    if let word = configuration.imagePlacement {
      let placements: [String: Placement] = [
        "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
      ]
      if let placement = placements[word] {
        record.spec.placement = placement
      } else {
        unknown("imagePlacement", word, ["leading", "trailing", "top", "bottom"], "leading")
      }
    }
  }

  /// The legacy insets IB stored, checked as the catalog checks given insets (finite, within
  /// ±10,000 pt): a button with one out of range cannot be laid out.
  mutating func readInsets(_ button: IBButton) {
    let insets = [
      ("contentEdgeInsets", button.contentEdgeInsets), ("imageEdgeInsets", button.imageEdgeInsets),
      ("titleEdgeInsets", button.titleEdgeInsets),
    ]
    for case (let name, let inset?) in insets
    where inset.values.contains(where: { !$0.isFinite || abs($0) > 10_000 }) {
      skip(
        "its \(name) \(inset.values.map { JSONWriter.format($0) }.joined(separator: ",")) are out of range (at most 10000 pt each way)"
      )
      return
    }
  }

  /// The button cannot be laid out: the first reason is the one reported.
  mutating func skip(_ reason: String) {
    if skipped == nil { skipped = reason }
  }

  /// `ib-unknown-value`: the attribute's word is not one of `known`; `fallback` is laid out.
  mutating func unknown(_ attribute: String, _ word: String, _ known: [String], _ fallback: String)
  {
    diagnostics.append(
      Diagnostic(
        .ibUnknownValue, .warning,
        "\(attribute)=\"\(word)\" is not a value buttoncat knows (\(known.joined(separator: ", "))); laid out as \(fallback)"
      ))
  }
}
