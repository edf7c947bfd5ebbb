import ButtonLayout
import ButtonMeasure

// Issue 28 (lines): the title's break opportunities, measured with its size.
extension SourceMeasurer {
  /// Measures the pieces a wrapping title breaks into (`ButtonSpec.titlePieces`): shaped with
  /// HarfBuzz in a font file, each piece on its own; apportioned from the title's width by
  /// character count for a title with no glyph advances (the system font measured on a device,
  /// a size given by hand), which makes its wrapping approximate (docs/layout-model.md,
  /// "Multi-line titles"). None for a title that keeps one line.
  func measureTitlePieces(_ record: inout ButtonRecord) throws(CatalogError) {
    record.spec.titlePieces = try titlePieces(
      record.title, record, width: record.spec.titleSize?.width,
      pointSize: record.effectiveFontSize)
  }

  /// The pieces of `title` (the record's, or a variant's) at `pointSize`, or `nil` when the
  /// record's title keeps one line.
  func titlePieces(_ title: String?, _ record: ButtonRecord, width: Double?, pointSize: Double)
    throws(CatalogError) -> [TitlePiece]?
  {
    guard record.spec.mayWrapTitle, let title, let width else { return nil }
    let mode: TitleLineBreak = record.spec.titleLineBreak == .char ? .char : .word
    guard record.titleSource == .font, let font = record.font else {
      return TitleWrapper.approximatePieces(title, width: width, mode: mode)
    }
    do {
      return try titles.pieces(
        title, font: .file(file(font), fallbacks: record.fallbackFonts.map(file)),
        pointSize: pointSize, mode: mode)
    } catch {
      throw .measurement(SourceFailure.fontField(error), "\(error)")
    }
  }
}
