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
    // Each layout's slot (locale, content size, direction) as one number, the locales numbered
    // in the order met: a table of slots rather than a dictionary hashing each locale's name.
    var locales: [String?] = []
    var slots: [Int] = []
    slots.reserveCapacity(layouts.count)
    let sizes = ContentSizeCategory.allCases.count
    precondition(sizesAreNumberedInOrder, "content sizes are numbered 0..<\(sizes)")
    for i in layouts.indices {
      let key = layouts[i].key
      var locale = 0
      while locale < locales.count, locales[locale] != key.locale { locale += 1 }
      if locale == locales.count { locales.append(key.locale) }
      let direction = layouts[i].direction == .rightToLeft ? 1 : 0
      slots.append((locale * sizes + key.contentSize.rawValue) * 2 + direction)
    }
    // The normal layout of each slot (the last one, should a slot have two).
    var normal = Array(repeating: -1, count: locales.count * sizes * 2)
    for i in layouts.indices where layouts[i].key.state == .normal { normal[slots[i]] = i }
    // Only the key and the frames are read (no copy of a layout holds on to its diagnostics,
    // so appending to them does not copy the array).
    for i in layouts.indices where layouts[i].key.state != .normal {
      let n = normal[slots[i]]
      guard n >= 0,
        let finding = stateJump(
          from: layouts[n].frames, to: layouts[i].frames, state: layouts[i].key.state,
          pixel: pixels[i])
      else { continue }
      layouts[i].diagnostics.append(finding)
    }
  }

  /// The slots above number content sizes by their raw values.
  private static let sizesAreNumberedInOrder = ContentSizeCategory.allCases.enumerated().allSatisfy
  { $0.offset == $0.element.rawValue }

  /// `state-jump` when `state`'s frames differ from normal's by `pixel` or more, else `nil`.
  ///
  /// Written into one string (no intermediate parts): every state of every variant is
  /// compared, and a catalog's pressed titles often differ.
  static func stateJump(
    from normal: LayoutFrames, to other: LayoutFrames, state: ControlState, pixel: Double
  ) -> Diagnostic? {
    let threshold = pixel - 1e-6
    func differs(_ v: Double) -> Bool { Swift.abs(v) >= threshold }
    let a = normal.intrinsicContentSize
    let b = other.intrinsicContentSize
    let dw = b.width - a.width
    let dh = b.height - a.height
    let sizeChanges = differs(dw) || differs(dh)
    let image = FrameChange(normal.imageFrame, other.imageFrame, differs)
    let title = FrameChange(normal.titleFrame, other.titleFrame, differs)
    guard sizeChanges || image.isChange || title.isChange else { return nil }

    var numbers: [Diagnostic.Number] = []
    numbers.reserveCapacity(10)
    // At most 18 numbers of at most 24 bytes and 300 bytes of words: 1 KiB is room enough.
    let message = MessageText.make(capacity: 1024) { text in
      text.append("the button jumps between normal and ")
      text.append(string: state.rawValue)
      text.append(": ")
      var first = true
      func separate() {
        if !first { text.append(", ") }
        first = false
      }
      if sizeChanges {
        separate()
        text.append("the intrinsic size goes from ")
        text.size(a)
        text.append(" to ")
        text.size(b)
        text.append(" (")
        text.signed(dw)
        text.append(" pt wide, ")
        text.signed(dh)
        text.append(" pt high)")
        numbers.append(.init("width", dw))
        numbers.append(.init("height", dh))
      }
      // (No array of the two: this runs for every state of every variant.)
      func add(_ change: FrameChange, image isImage: Bool) {
        guard change.isChange else { return }
        separate()
        text.append(isImage ? "the image" : "the title")
        change.describe(into: &text, differs)
        if let d = change.deltas {
          let names =
            isImage
            ? ("imageDx", "imageDy", "imageDw", "imageDh")
            : ("titleDx", "titleDy", "titleDw", "titleDh")
          numbers.append(.init(names.0, d.dx))
          numbers.append(.init(names.1, d.dy))
          numbers.append(.init(names.2, d.dw))
          numbers.append(.init(names.3, d.dh))
        }
      }
      add(image, image: true)
      add(title, image: false)
    }
    return Diagnostic(.stateJump, .warning, message, numbers)
  }

  /// How one frame (image or title) differs between two states.
  struct FrameChange {
    var from: Rect?
    var to: Rect?
    var deltas: (dx: Double, dy: Double, dw: Double, dh: Double)?
    var moves = false
    var resizes = false

    init(_ from: Rect?, _ to: Rect?, _ differs: (Double) -> Bool) {
      self.from = from
      self.to = to
      guard let f = from, let t = to else { return }
      let d = (dx: t.x - f.x, dy: t.y - f.y, dw: t.width - f.width, dh: t.height - f.height)
      deltas = d
      moves = differs(d.dx) || differs(d.dy)
      resizes = differs(d.dw) || differs(d.dh)
    }

    /// It appears, disappears, moves or changes size.
    var isChange: Bool { (from == nil) != (to == nil) || moves || resizes }

    /// ` appears`, ` moves 6 pt left and its size goes from 40×18 to 52×18`, …
    func describe(into text: inout MessageText, _ differs: (Double) -> Bool) {
      guard let f = from, let t = to, let d = deltas else {
        text.append(from == nil ? " appears" : " disappears")
        return
      }
      if moves {
        text.append(" moves ")
        if differs(d.dx) {
          text.number(Swift.abs(d.dx))
          text.append(d.dx < 0 ? " pt left" : " pt right")
          if differs(d.dy) { text.append(" and ") }
        }
        if differs(d.dy) {
          text.number(Swift.abs(d.dy))
          text.append(d.dy < 0 ? " pt up" : " pt down")
        }
      }
      if resizes {
        text.append(moves ? " and its size goes from " : " goes from ")
        text.size(f.size)
        text.append(" to ")
        text.size(t.size)
      }
    }
  }
}
