import ButtonJSON

/// The team settings of a three-way merge (`CatalogSettings`), merged per key as a button's
/// inputs are: each key takes the side that changed it; a key changed two ways (set to two
/// values, or set on one side and unset on the other) is a conflict.
extension CatalogMerge {
  /// The three versions of one thing: base, ours, theirs.
  package struct Sides<T: Sendable>: Sendable {
    package var base: T
    package var ours: T
    package var theirs: T

    package init(base: T, ours: T, theirs: T) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
    }
  }

  mutating func mergeSettings(_ sides: Sides<CatalogSettings>) {
    var ours = CatalogSettings()
    var theirs = CatalogSettings()
    var conflicting: [String] = []
    for key in CatalogSettings.Key.allCases {
      let (b, o, t) = (sides.base[key], sides.ours[key], sides.theirs[key])
      if o == t || t == b {
        ours[key] = o
        theirs[key] = o
      } else if o == b {
        ours[key] = t
        theirs[key] = t
      } else {
        ours[key] = o
        theirs[key] = t
        func shown(_ v: CatalogSettings.Value?) -> String {
          v.map { CatalogMerge.bounded(JSONWriter(pretty: false).string($0.json)) } ?? "not set"
        }
        conflicting.append(
          "\(key.rawValue) (base \(shown(b)), ours \(shown(o)), theirs \(shown(t)))")
      }
    }
    settings = ours
    if !conflicting.isEmpty {
      settingsConflict = (ours, theirs)
      conflicts.append("settings: changed in both: \(conflicting.joined(separator: "; "))")
    }
  }

  /// The document's end after `count` buttons: the merged settings, or both sides' between
  /// markers (each side's `settings` whole, even empty, so keeping one leaves a document).
  func end(count: Int) -> String {
    guard let (ours, theirs) = settingsConflict else {
      return CatalogDocument.end(count: count, settings: settings)
    }
    let close = CatalogDocument.end(count: count)
    // `]` of the buttons, then the member between markers, then the `}`.
    let bracket = close.dropLast(3)
    return bracket + ",\n<<<<<<< ours\n" + ours.documentMember + "\n=======\n"
      + theirs.documentMember + "\n>>>>>>> theirs\n}\n"
  }
}

extension CatalogMerge.Sides where T == CatalogSettings {
  /// No settings on any side.
  package init() {
    self.init(base: CatalogSettings(), ours: CatalogSettings(), theirs: CatalogSettings())
  }
}
