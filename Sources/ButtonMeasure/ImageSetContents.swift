import FoundationEssentials

/// An `.imageset` folder's `Contents.json`, and the rule that picks the variant to measure.
///
/// The rule: entries with a file name and no dark-mode/contrast `appearances`, for the
/// `universal` idiom (else `iphone`, else any). A raster at the requested scale wins; otherwise a
/// vector (PDF or SVG, sized in points, so no scale is needed); otherwise the raster of the
/// largest scale, since it is the most precise.
struct ImageSetContents: Decodable {
  struct Entry: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var appearances: [[String: String]]?

    var isVector: Bool {
      let lower = filename?.lowercased() ?? ""
      return lower.hasSuffix(".pdf") || lower.hasSuffix(".svg")
    }

    /// `"2x"` → 2; an entry without a scale is 1x.
    var scaleValue: Int {
      guard let scale, scale.hasSuffix("x"), let value = Int(scale.dropLast()), value >= 1 else {
        return 1
      }
      return value
    }
  }

  var images: [Entry]?

  /// The entry to measure, per the rule above; nil when no entry names a file.
  func choose(preferredScale: Int?) -> Entry? {
    let named = (images ?? []).filter { $0.filename != nil && ($0.appearances ?? []).isEmpty }
    let universal = named.filter { $0.idiom == "universal" }
    let iphone = named.filter { $0.idiom == "iphone" }
    let candidates = !universal.isEmpty ? universal : !iphone.isEmpty ? iphone : named
    let rasters = candidates.filter { !$0.isVector }
    if let preferredScale, let exact = rasters.first(where: { $0.scaleValue == preferredScale }) {
      return exact
    }
    if let vector = candidates.first(where: \.isVector) { return vector }
    return rasters.max { $0.scaleValue < $1.scaleValue }
  }
}
