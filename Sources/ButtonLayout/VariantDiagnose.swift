/// The diagnostics only variants have: a variant against the room its container gives it, and a
/// control state against the normal state (docs/variants.md, "Variant diagnostics"). Like
/// `Diagnose`, every finding is measured from the frames; a difference counts from half a pixel
/// (`exceeds-max-width`) or from a whole pixel (`state-jump`: a move a user can see).
enum VariantDiagnose {
  /// `exceeds-max-width`: a fit button's intrinsic width, or a fixed button's width, more than
  /// half a pixel wider than `maxWidth`.
  static func exceedsMaxWidth(
    _ frames: LayoutFrames, size: ButtonSize, maxWidth: Double, grid: PixelGrid
  ) -> Diagnostic? {
    let width = size.fixedSize?.width ?? frames.intrinsicContentSize.width
    guard width > maxWidth + grid.pixel / 2 + 1e-6 else { return nil }
    let n = TextNumber.format
    let which = size.fixedSize == nil ? "its intrinsic width" : "its fixed width"
    return Diagnostic(
      .exceedsMaxWidth, .error,
      "the button is \(n(width)) pt wide (\(which)), \(n(width - maxWidth)) pt more than the \(n(maxWidth)) pt its container gives it",
      [.init("width", width), .init("maxWidth", maxWidth)])
  }

  /// Adds `state-jump` to every layout of a state other than normal whose frames differ from
  /// the normal layout of the same locale, content size and direction by a pixel or more
  /// (`pixels[i]` is layout `i`'s pixel). The comparison assumes a state's own title resizes
  /// the button (`VariantAssumptions.stateTitleChangesIntrinsicSize`).
  static func addStateJumps(_ layouts: inout [VariantLayout], pixels: [Double]) {
    struct Slot: Hashable {
      var locale: String?
      var contentSize: ContentSizeCategory
      var direction: LayoutDirection
    }
    var normal: [Slot: Int] = [:]
    for (i, l) in layouts.enumerated() where l.key.state == .normal {
      normal[Slot(locale: l.key.locale, contentSize: l.key.contentSize, direction: l.direction)] =
        i
    }
    guard !normal.isEmpty else { return }
    for i in layouts.indices where layouts[i].key.state != .normal {
      let l = layouts[i]
      let slot = Slot(locale: l.key.locale, contentSize: l.key.contentSize, direction: l.direction)
      guard let n = normal[slot],
        let finding = stateJump(
          from: layouts[n].frames, to: l.frames, state: l.key.state,
          pixel: pixels[i])
      else { continue }
      layouts[i].diagnostics.append(finding)
    }
  }

  /// `state-jump` when `state`'s frames differ from normal's by `pixel` or more, else `nil`.
  static func stateJump(
    from normal: LayoutFrames, to other: LayoutFrames, state: ControlState, pixel: Double
  ) -> Diagnostic? {
    let threshold = pixel - 1e-6
    let n = TextNumber.format
    var parts: [String] = []
    var numbers: [Diagnostic.Number] = []

    let a = normal.intrinsicContentSize
    let b = other.intrinsicContentSize
    let dw = b.width - a.width
    let dh = b.height - a.height
    if Swift.abs(dw) >= threshold || Swift.abs(dh) >= threshold {
      parts.append(
        "the intrinsic size goes from \(TextNumber.size(a)) to \(TextNumber.size(b)) (\(signed(dw)) pt wide, \(signed(dh)) pt high)"
      )
      numbers += [.init("width", dw), .init("height", dh)]
    }
    for (name, key, from, to) in [
      ("image", "image", normal.imageFrame, other.imageFrame),
      ("title", "title", normal.titleFrame, other.titleFrame),
    ] {
      switch (from, to) {
      case (nil, nil):
        continue
      case (nil, .some):
        parts.append("the \(name) appears")
      case (.some, nil):
        parts.append("the \(name) disappears")
      case (.some(let f), .some(let t)):
        let dx = t.x - f.x
        let dy = t.y - f.y
        let fw = t.width - f.width
        let fh = t.height - f.height
        let moves = Swift.abs(dx) >= threshold || Swift.abs(dy) >= threshold
        let resizes = Swift.abs(fw) >= threshold || Swift.abs(fh) >= threshold
        guard moves || resizes else { continue }
        var what: [String] = []
        if moves {
          var steps: [String] = []
          if Swift.abs(dx) >= threshold {
            steps.append("\(n(Swift.abs(dx))) pt \(dx < 0 ? "left" : "right")")
          }
          if Swift.abs(dy) >= threshold {
            steps.append("\(n(Swift.abs(dy))) pt \(dy < 0 ? "up" : "down")")
          }
          what.append("moves " + steps.joined(separator: " and "))
        }
        if resizes {
          what.append(
            "\(moves ? "its size " : "")goes from \(TextNumber.size(f.size)) to \(TextNumber.size(t.size))"
          )
        }
        parts.append("the \(name) " + what.joined(separator: " and "))
        numbers += [
          .init(key + "Dx", dx), .init(key + "Dy", dy), .init(key + "Dw", fw),
          .init(key + "Dh", fh),
        ]
      }
    }
    guard !parts.isEmpty else { return nil }
    return Diagnostic(
      .stateJump, .warning,
      "the button jumps between normal and \(state.rawValue): " + parts.joined(separator: ", "),
      numbers)
  }

  /// `+12`, `-6`, `0`.
  static func signed(_ v: Double) -> String {
    let text = TextNumber.format(v)
    return v > 0 && text != "0" ? "+" + text : text
  }
}
