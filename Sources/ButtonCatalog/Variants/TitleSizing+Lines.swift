import ButtonLayout

// Issue 28 (lines): each variant's title broken into pieces in its own font size.
extension TitleSizing {
  /// The pieces of the title a variant shows, measured at the variant's point size (a
  /// locale's title at a content size), or `nil` when the record's title keeps one line.
  func pieces(_ text: String?, _ sized: Sized) throws(CatalogError) -> [TitlePiece]? {
    try planner.measurer.titlePieces(
      text, record, width: sized.size?.width,
      pointSize: sized.fontSize ?? record.effectiveFontSize)
  }
}
