import ButtonCatalog
import ButtonIB
import ButtonLayout

/// What the report says a button is, as IB stored it: title, state titles, font, image,
/// insets, configuration, frame; then what the prepared inputs add (the locales' titles, the
/// point size a text style gives).
enum ScanDescription {
  static func describe(_ button: IBButton, name: String) -> ScannedButton {
    var out = ScannedButton(id: button.id, name: name, line: button.line)
    let configured = button.configuration?.title.flatMap { $0.isEmpty ? nil : $0 }
    out.title = configured ?? button.state("normal")?.title.flatMap { $0.isEmpty ? nil : $0 }
    for state in button.states {
      if let title = state.title { out.titles.append(KeyedText(state.key, title)) }
    }
    let font = button.configuration == nil ? button.font : button.configuration?.font
    out.font = font.map { font in
      ScannedFont(
        kind: font.kind, size: font.pointSize,
        weight: font.kind == .system ? (font.weight ?? "regular") : nil,
        textStyle: font.textStyle, name: font.name)
    }
    let image = button.configuration?.image ?? button.state("normal")?.image
    out.image = image.map { ScannedImage(name: $0.name, symbol: $0.isSymbol) }
    out.insets = ScannedInsets(
      content: button.contentEdgeInsets, image: button.imageEdgeInsets,
      title: button.titleEdgeInsets)
    out.configuration = button.configuration
    out.frame = button.frame
    return out
  }

  /// The locales' titles (the strings' own values, source language first) and the point size
  /// the title is measured in.
  static func complete(
    _ out: inout ScannedButton, _ record: ButtonRecord, strings: ScanInputs.Strings?
  ) {
    if let key = record.variants.titleKey, let table = strings?.table,
      let titles = try? table.titles(forKey: key)
    {
      out.locales = titles.filter { !$0.isFallback }.map { KeyedText($0.locale, $0.text) }
    }
    guard record.title != nil, record.titleSource != .none else { return }
    if out.font == nil {
      out.font = ScannedFont(kind: .system, size: nil, weight: "regular")
    }
    out.font?.size =
      record.titleSource == .system ? record.systemTitlePointSize() : record.effectiveFontSize
  }
}
