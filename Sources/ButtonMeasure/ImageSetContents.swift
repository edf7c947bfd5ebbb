import ButtonJSON

/// An `.imageset` folder's `Contents.json`, and the rule that picks the variant to measure.
///
/// The rule: entries with a file name and no dark-mode/contrast `appearances`, for the
/// `universal` idiom (else `iphone`, else any). A raster at the requested scale wins; otherwise a
/// vector (PDF or SVG, sized in points, so no scale is needed); otherwise the raster of the
/// largest scale, since it is the most precise.
struct ImageSetContents {
  struct Entry {
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

  /// The parts of `Contents.json` the rule reads. Other keys are ignored, as Xcode ignores
  /// them; a key read here with a value of the wrong type makes the file invalid (`nil`).
  init?(json: [UInt8]) {
    guard let root = try? JSONParser.parse(json), let top = root.objectValue else { return nil }
    func field(_ members: [(String, JSONValue)], _ key: String) -> JSONValue? {
      guard let value = members.first(where: { $0.0 == key })?.1, value != .null else {
        return nil
      }
      return value
    }
    guard let list = field(top, "images") else { return }
    guard let items = list.arrayValue else { return nil }
    var entries: [Entry] = []
    for item in items {
      guard let members = item.objectValue else { return nil }
      var entry = Entry()
      for (key, path) in [("filename", \Entry.filename), ("idiom", \.idiom), ("scale", \.scale)] {
        guard let value = field(members, key) else { continue }
        guard let text = value.stringValue else { return nil }
        entry[keyPath: path] = text
      }
      if let value = field(members, "appearances") {
        guard let list = value.arrayValue else { return nil }
        var appearances: [[String: String]] = []
        for appearance in list {
          guard let pairs = appearance.objectValue else { return nil }
          var strings: [String: String] = [:]
          for (key, value) in pairs {
            guard let text = value.stringValue else { return nil }
            strings[key] = text
          }
          appearances.append(strings)
        }
        entry.appearances = appearances
      }
      entries.append(entry)
    }
    images = entries
  }

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
