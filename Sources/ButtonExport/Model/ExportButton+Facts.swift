import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// What the data exports (CSV, Markdown, design tokens) say about a button beyond its layouts:
/// the font by family and style, the point size, the status (as `list` shows it), the variant
/// summary. One definition, so the three formats agree.
extension ExportButton {
  /// The family a designer knows the title font by: the font's own name (its `name` table),
  /// `System` for the system font, else the font file's name (a file that cannot be read now);
  /// `nil` without a title.
  package var fontFamily: String? {
    guard title != nil || spec.titleSize != nil else { return nil }
    if let names = fontNames { return names.family }
    guard let path = fontPath else { return "System" }
    return String(path.split(separator: "/").last ?? Substring(path))
  }

  /// The style within the family (`Bold`, `Book`), from the font's `name` table; for the system
  /// font the text style's weight (`Semibold` for headline) or `Regular`; `nil` when unknown.
  package var fontStyle: String? {
    guard title != nil || spec.titleSize != nil else { return nil }
    if let names = fontNames { return names.style }
    guard fontPath == nil else { return nil }
    return record.variants.textStyle?.weight == .semibold ? "Semibold" : "Regular"
  }

  /// The CSS-style weight (100–900) of the title font: the font's `OS/2` weight class, or the
  /// system font's (400 regular, 600 semibold for headline); `nil` when unknown.
  package var fontWeight: Int? {
    guard title != nil || spec.titleSize != nil else { return nil }
    if let names = fontNames { return names.weightClass }
    guard fontPath == nil else { return nil }
    return record.variants.textStyle?.weight == .semibold ? 600 : 400
  }

  /// The title's point size at the default content size: the base variant's (a text style's
  /// size at `L`), else the size given, else UIButton's default title size for the target iOS;
  /// `nil` without a title.
  package var titlePointSize: Double? {
    if let base = variants.first(where: { $0.key == .base }), let size = base.fontSize {
      return size
    }
    guard title != nil || spec.titleSize != nil else { return nil }
    return record.effectiveFontSize
  }

  /// The line height as a multiple of the point size, when known: the system font's
  /// (`SystemFont.lineHeight`, measured [docs/variants.md, 1.3]); `nil` for a font file.
  package var lineHeightRatio: Double? {
    guard title != nil || spec.titleSize != nil, fontPath == nil,
      let size = titlePointSize, size > 0
    else { return nil }
    return SystemFont.lineHeight(pointSize: size) / size
  }

  /// The image as stored (a path relative to the catalog's folder, or absolute), else the asset
  /// name, else `nil` (no image, or a size given by hand).
  package var imageReference: String? {
    record.imagePath ?? imageName
  }

  /// The button's verdict (`ButtonVerdict`): the catalog's, else judged from the layouts and
  /// variants here, the record's accepted findings marked.
  package var judged: ButtonVerdict {
    verdict
      ?? ButtonVerdict(
        technique: technique, layouts: layouts, variants: variants, accepted: record.accepted)
  }

  /// How the button stands, as `list`, `show` and `check` say it: the catalog's status (stale,
  /// missing, unmeasured… included) when it was read from one, else its verdict's.
  package var status: ButtonStatus {
    catalogStatus ?? ButtonStatus(judged.severity)
  }

  /// The number of variant layouts (one per variant and direction) at each status, worst
  /// first: `[(.error, 2), (.warning, 0), (.ok, 46)]`; empty without variants.
  package var variantCounts: [(status: ButtonStatus, count: Int)] {
    guard !variants.isEmpty else { return [] }
    var errors = 0
    var warnings = 0
    // Accepted findings count toward no status (`ButtonVerdict`).
    for variant in variants {
      let counted = variant.diagnostics.filter { !record.accepted.accepts($0) }
      switch counted.map(\.severity).max() {
      case .error: errors += 1
      case .warning: warnings += 1
      default: break
      }
    }
    return [(.error, errors), (.warning, warnings), (.ok, variants.count - errors - warnings)]
  }
}

extension VariantKey {
  /// `de, AX3, highlighted` (the locale left out for the button's own title), as `check` names
  /// a variant.
  var summary: String {
    var parts: [String] = []
    if let locale { parts.append(locale) }
    parts.append(contentSize.shortName)
    parts.append(state.rawValue)
    return parts.joined(separator: ", ")
  }
}
