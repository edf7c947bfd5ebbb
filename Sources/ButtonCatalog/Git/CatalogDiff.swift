import ButtonJSON
import ButtonLayout

/// What differs between two catalogs (or documents): buttons added, removed and renamed, and
/// for each button on both sides, the inputs that changed and how its chosen technique's
/// frames moved, with the diagnostics gained and cleared. `diff A B`.
///
/// Inputs are compared as their JSON (`RecordJSON`, every input of `ButtonInputs`, so a new
/// input is compared without a change here); a button is renamed when a removed and an added
/// one have the same inputs but for the name.
package struct CatalogDiff: Equatable, Sendable {
  /// One input's values on each side, as the document writes them.
  package struct InputChange: Equatable, Sendable {
    /// The document key (`spacing`, `titleSize`).
    package var key: String
    package var from: JSONValue
    package var to: JSONValue

    package init(key: String, from: JSONValue, to: JSONValue) {
      self.key = key
      self.from = from
      self.to = to
    }
  }

  /// A frame (or size) of a layout on each side; `nil` where the element is absent.
  package struct FrameChange: Equatable, Sendable {
    /// `contentRect`, `imageFrame`, `titleFrame`, `subtitleFrame`, `intrinsicContentSize` or
    /// `bounds`.
    package var frame: String
    /// `x`, `y`, `width`, `height` (rects), or `width`, `height` (sizes).
    package var components: [String]
    package var from: [Double]?
    package var to: [Double]?
  }

  /// The chosen technique's layout in one direction, on each side.
  package struct LayoutChange: Equatable, Sendable {
    package var direction: LayoutDirection
    /// The screen scale the pixel moves are counted at (the second side's).
    package var scale: Double
    /// Only the frames that moved.
    package var frames: [FrameChange]
    /// Diagnostics (by code) on the second side only, and on the first only.
    package var gained: [Diagnostic]
    package var cleared: [Diagnostic]
  }

  /// A button on both sides that differs.
  package struct ButtonChange: Equatable, Sendable {
    /// Its name on the second side.
    package var name: String
    /// Its name on the first side, when it was renamed.
    package var renamedFrom: String?
    package var inputs: [InputChange]
    /// One per direction laid out on either side, for the directions that differ.
    package var layouts: [LayoutChange]
  }

  /// A team setting (`CatalogSettings`) on each side; `nil` where it is not set.
  package struct SettingChange: Equatable, Sendable {
    package var key: CatalogSettings.Key
    package var from: CatalogSettings.Value?
    package var to: CatalogSettings.Value?

    package init(key: CatalogSettings.Key, from: CatalogSettings.Value?, to: CatalogSettings.Value?)
    {
      self.key = key
      self.from = from
      self.to = to
    }
  }

  package struct Rename: Equatable, Sendable {
    package var from: String
    package var to: String

    package init(from: String, to: String) {
      self.from = from
      self.to = to
    }
  }

  /// In natural name order.
  package var added: [String] = []
  package var removed: [String] = []
  package var renamed: [Rename] = []
  package var changed: [ButtonChange] = []
  /// The settings that differ, in `CatalogSettings.Key` order.
  package var settings: [SettingChange] = []

  package var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && settings.isEmpty
  }

  /// What changed from `a` to `b`.
  package init(from a: CatalogSnapshot, to b: CatalogSnapshot) {
    let left = Dictionary(a.buttons.map { ($0.record.name, $0) }, uniquingKeysWith: { x, _ in x })
    let right = Dictionary(b.buttons.map { ($0.record.name, $0) }, uniquingKeysWith: { x, _ in x })
    var gone = a.buttons.filter { right[$0.record.name] == nil }
    var new = b.buttons.filter { left[$0.record.name] == nil }
    // Renames: the same inputs but for the name, paired in name order.
    var pairs: [(CatalogSnapshot.Button, CatalogSnapshot.Button)] = []
    var byInputs: [String: [Int]] = [:]
    for (i, button) in new.enumerated() {
      byInputs[Self.identity(button.record), default: []].append(i)
    }
    var taken = Set<Int>()
    var unpaired: [CatalogSnapshot.Button] = []
    for button in gone {
      let key = Self.identity(button.record)
      if let i = byInputs[key]?.first(where: { !taken.contains($0) }) {
        taken.insert(i)
        pairs.append((button, new[i]))
      } else {
        unpaired.append(button)
      }
    }
    gone = unpaired
    new = new.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
    added = new.map(\.record.name)
    removed = gone.map(\.record.name)
    renamed = pairs.map { Rename(from: $0.0.record.name, to: $0.1.record.name) }
    for (old, button) in pairs {
      if let change = Self.change(old, button) { changed.append(change) }
    }
    for button in b.buttons {
      if let old = left[button.record.name], let change = Self.change(old, button) {
        changed.append(change)
      }
    }
    changed.sort { NaturalOrder.less($0.name, $1.name) }
    settings = CatalogSettings.Key.allCases.compactMap { key in
      a.settings[key] == b.settings[key]
        ? nil : SettingChange(key: key, from: a.settings[key], to: b.settings[key])
    }
  }

  /// The inputs but the name and the naming rank (a rename takes a new one), as one text:
  /// equal for a renamed button.
  static func identity(_ record: ButtonRecord) -> String {
    var r = record
    r.name = ""
    r.namingOrder = nil
    return JSONWriter(pretty: false).string(RecordJSON.encode(r))
  }

  /// How `b` differs from `a`, or `nil` when it does not.
  static func change(_ a: CatalogSnapshot.Button, _ b: CatalogSnapshot.Button) -> ButtonChange? {
    let before = Dictionary(RecordJSON.members(a.record), uniquingKeysWith: { x, _ in x })
    var inputs: [InputChange] = []
    for (key, value) in RecordJSON.members(b.record) where key != "name" {
      let old = before[key] ?? .null
      if old != value { inputs.append(InputChange(key: key, from: old, to: value)) }
    }
    var layouts: [LayoutChange] = []
    for direction in LayoutDirection.allCases {
      let x = a.layouts.first { $0.direction == direction }
      let y = b.layouts.first { $0.direction == direction }
      guard x != nil || y != nil,
        let change = layoutChange(x, y, direction: direction, scale: b.record.spec.scale)
      else { continue }
      layouts.append(change)
    }
    if inputs.isEmpty, layouts.isEmpty { return nil }
    return ButtonChange(
      name: b.record.name, renamedFrom: a.record.name == b.record.name ? nil : a.record.name,
      inputs: inputs, layouts: layouts)
  }

  /// How one direction's layout moved, or `nil` when nothing did.
  static func layoutChange(
    _ a: TechniqueLayout?, _ b: TechniqueLayout?, direction: LayoutDirection, scale: Double
  ) -> LayoutChange? {
    func rect(_ r: Rect?) -> [Double]? { r.map { [$0.x, $0.y, $0.width, $0.height] } }
    func size(_ s: Size?) -> [Double]? { s.map { [$0.width, $0.height] } }
    let rectParts = ["x", "y", "width", "height"]
    let sizeParts = ["width", "height"]
    let candidates: [FrameChange] = [
      FrameChange(
        frame: "bounds", components: sizeParts, from: size(a?.bounds), to: size(b?.bounds)),
      FrameChange(
        frame: "contentRect", components: rectParts, from: rect(a?.frames.contentRect),
        to: rect(b?.frames.contentRect)),
      FrameChange(
        frame: "imageFrame", components: rectParts, from: rect(a?.frames.imageFrame),
        to: rect(b?.frames.imageFrame)),
      FrameChange(
        frame: "titleFrame", components: rectParts, from: rect(a?.frames.titleFrame),
        to: rect(b?.frames.titleFrame)),
      FrameChange(
        frame: "subtitleFrame", components: rectParts, from: rect(a?.frames.subtitleFrame),
        to: rect(b?.frames.subtitleFrame)),
      FrameChange(
        frame: "intrinsicContentSize", components: sizeParts,
        from: size(a?.frames.intrinsicContentSize), to: size(b?.frames.intrinsicContentSize)),
    ]
    let frames = candidates.filter { $0.from != $0.to }
    let before = a?.diagnostics ?? []
    let after = b?.diagnostics ?? []
    let gained = after.filter { d in !before.contains { $0.code == d.code } }
    let cleared = before.filter { d in !after.contains { $0.code == d.code } }
    if frames.isEmpty, gained.isEmpty, cleared.isEmpty { return nil }
    return LayoutChange(
      direction: direction, scale: scale, frames: frames, gained: gained, cleared: cleared)
  }
}
