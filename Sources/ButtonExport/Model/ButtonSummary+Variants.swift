import ButtonCatalog
import ButtonLayout

/// The variant inputs as the handoff exports give them (issue 29): the text style and the
/// content sizes laid out, the strings file with its key and locales, the pseudo-locales, each
/// state's own title and image, and the room the container gives. One reading of the record,
/// so the Markdown and HTML rows, the CSV columns and the tokens' extensions say the same thing.
extension ExportButton {
  /// The content sizes laid out: the ones given, else every size with a text style; empty for
  /// a button that does not scale (laid out at `L` only).
  package var laidOutContentSizes: [ContentSizeCategory] {
    let v = record.variants
    if let sizes = v.contentSizes { return sizes }
    return v.textStyle != nil ? ContentSizeCategory.allCases : []
  }

  /// The locales laid out (the strings file's and the pseudo-locales), in the variants' order;
  /// empty without a strings file or pseudo-locales.
  package var laidOutLocales: [String] {
    var locales: [String] = []
    for v in variants {
      if let locale = v.key.locale, !locales.contains(locale) { locales.append(locale) }
    }
    return locales
  }

  /// The states with a title, a title key or an image of their own, in `ControlState` order
  /// (normal never: its values are the button's own).
  package var ownStates: [ControlState] { record.variants.ownStates }

  /// A state's own image as given: its file (as stored) or `nil` for a size given by hand.
  package func stateImageFile(_ state: ControlState) -> String? {
    guard case .file(let path, _)? = record.variants.stateImages[state] else { return nil }
    return path
  }

  /// A state's own image size: the size given by hand, else the image's size in the state's
  /// first variant laid out (its file's size, unless the layout squeezed it); `nil` without an
  /// image of its own, or before it was laid out.
  package func stateImageSize(_ state: ControlState) -> Size? {
    switch record.variants.stateImages[state] {
    case .size(let size)?: return size
    case .file?:
      return variants.first { $0.key.state == state }?.frames.imageFrame?.size
    case nil: return nil
    }
  }
}

extension ButtonSummary {
  /// The variant inputs as rows of a handoff page's inputs (Markdown, HTML), each only when
  /// given: texts quoted with their control characters visible (each format escapes the rest).
  static func variantRows(_ button: ExportButton) -> [(label: String, value: String)] {
    let v = button.record.variants
    var rows: [(label: String, value: String)] = []
    if let style = v.textStyle {
      rows.append(
        ("text style", style.rawValue + (v.scaledMetrics ? ", spacing and padding scale" : "")))
    }
    let sizes = button.laidOutContentSizes
    if !sizes.isEmpty {
      rows.append(("content sizes", contentSizes(sizes, given: v.contentSizes != nil)))
    }
    if let max = v.maxContentSize { rows.append(("max content size", max.shortName)) }
    if let max = v.maxFontSize { rows.append(("max font size", "\(ExportNumber.text(max)) pt")) }
    if let strings = v.strings {
      rows.append(
        ("strings", visible(strings) + (v.titleKey.map { ", key " + CodeComment.quoted($0) } ?? ""))
      )
      rows.append(("locales", locales(button)))
    }
    if !v.pseudo.isEmpty {
      rows.append(("pseudo-locales", v.pseudo.map(\.rawValue).joined(separator: ", ")))
    }
    for state in button.ownStates {
      if let title = v.stateTitles[state] {
        rows.append(("\(state.rawValue) title", CodeComment.quoted(title)))
      }
      if let key = v.stateTitleKeys[state] {
        rows.append(("\(state.rawValue) title", "key " + CodeComment.quoted(key)))
      }
      if v.stateImages[state] != nil {
        let parts = [
          button.stateImageSize(state).map(size), button.stateImageFile(state).map(visible),
        ]
        rows.append(("\(state.rawValue) image", parts.compactMap { $0 }.joined(separator: ", ")))
      }
    }
    if let width = v.maxWidth { rows.append(("max width", "\(ExportNumber.text(width)) pt")) }
    return rows
  }

  /// A locale or a path as the catalog holds it, its control characters visible.
  static func visible(_ text: String) -> String { VisibleText.visible(text, bidi: true) }

  /// `xS–AX5 (every size)`, `L, AX3`: a run of every size from the first to the last as a range.
  static func contentSizes(_ sizes: [ContentSizeCategory], given: Bool) -> String {
    let all = ContentSizeCategory.allCases
    if !given, sizes == all {
      return "\(all[0].shortName)–\(all[all.count - 1].shortName) (every size)"
    }
    return sizes.map(\.shortName).joined(separator: ", ")
  }

  /// The locales given (`de, fr`), or which the file gives, with those laid out.
  static func locales(_ button: ExportButton) -> String {
    let v = button.record.variants
    let laidOut = button.laidOutLocales.filter { !$0.hasPrefix("pseudo-") }
    if let given = v.locales { return given.map(visible).joined(separator: ", ") }
    let which = v.allLocales ? "every locale of the file" : "every translated locale"
    guard !laidOut.isEmpty else { return which }
    return which + ": " + laidOut.map(visible).joined(separator: ", ")
  }
}
