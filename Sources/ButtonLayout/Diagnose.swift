/// Measures a technique's layout against what was asked and says what a device would get wrong.
///
/// Every finding comes from the simulated (or modelled) frames, never from the technique's own
/// claims. A difference counts once it exceeds half a pixel: less than that is the pixel grid.
enum Diagnose {
  static func measure(_ layout: inout TechniqueLayout, _ arrangement: Arrangement) {
    let spec = arrangement.spec
    let grid = spec.grid
    let tolerance = grid.pixel / 2 + 1e-6
    var found: [Diagnostic] = []
    // Room for a few findings at once (a layout with any has one or two most often), rather
    // than an array made again as each is added.
    found.reserveCapacity(3)
    // What takes the image's place stacks by its slot, which its view may exceed (a symbol).
    let image = layout.imageSlotFrame ?? layout.frames.imageFrame
    let title = SubtitleStack.textGroup(layout)
    let n = TextNumber.format

    // spacing-mismatch: the gap along the placement axis, in the order asked.
    let gap = arrangement.gap(image: image, title: title)
    layout.gap = gap
    if let gap, Swift.abs(gap - arrangement.spacing) > tolerance {
      found.append(
        Diagnostic(
          .spacingMismatch, .error,
          "the gap between image and title is \(n(gap)) pt, asked for \(n(arrangement.spacing)) pt",
          [.init("actual", gap), .init("expected", arrangement.spacing)]))
    }

    // off-center: the visible group against the padded area, per alignment.
    // (No array of the two: this runs for every layout of every variant.)
    let group: Rect? =
      if let image, let title { union(image, title) } else { image ?? title }
    let area = arrangement.paddedArea(layout.bounds)
    if let group {
      let dx: Double =
        switch arrangement.horizontalAlignment {
        case .left: group.minX - area.minX
        case .right: group.maxX - area.maxX
        default: group.midX - area.midX
        }
      let dy: Double =
        switch arrangement.verticalAlignment {
        case .top: group.minY - area.minY
        case .bottom: group.maxY - area.maxY
        default: group.midY - area.midY
        }
      if Swift.abs(dx) > tolerance || Swift.abs(dy) > tolerance {
        let how =
          "\(arrangement.horizontalAlignment.rawValue)/\(arrangement.verticalAlignment.rawValue)"
        found.append(
          Diagnostic(
            .offCenter, .warning,
            "the image+title group is \(n(dx)) pt horizontally and \(n(dy)) pt vertically off its \(how) position",
            [.init("dx", dx), .init("dy", dy)]))
      }
    }

    // title-truncated.
    if layout.titleTruncated, let raw = spec.titleSize {
      let shown = layout.titleTextFrame?.width ?? 0
      found.append(
        Diagnostic(
          .titleTruncated, .error,
          "the title needs \(n(raw.width)) pt but shows \(n(shown)) pt: a device truncates it",
          [.init("needed", raw.width), .init("available", shown)]))
    }
    // A configuration's subtitle squeezed narrower than its text truncates the same way.
    if let shown = layout.frames.subtitleFrame, let needed = SubtitleStack.subtitleSize(spec),
      shown.width < needed.width - PixelGrid.epsilon
    {
      found.append(
        Diagnostic(
          .titleTruncated, .error,
          "the subtitle needs \(n(needed.width)) pt but shows \(n(shown.width)) pt: a device truncates it",
          [.init("needed", needed.width), .init("available", shown.width)]))
    }

    // content-overflow: outside the bounds is an error, inside the padding a warning.
    if let group {
      let bounds = Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)
      let outside = overflow(group, bounds)
      let intoPadding = overflow(group, area)
      if outside.max > tolerance {
        found.append(
          Diagnostic(
            .contentOverflow, .error,
            "the content reaches \(describe(outside)) beyond the button's \(TextNumber.size(layout.bounds)) bounds",
            outside.numbers))
      } else if intoPadding.max > tolerance {
        found.append(
          Diagnostic(
            .contentOverflow, .warning,
            "the content reaches \(describe(intoPadding)) into the padding", intoPadding.numbers))
      }
    }
    if layout.imageClamped, let image0 = spec.imageSize, let shown = image?.size {
      found.append(
        Diagnostic(
          .contentOverflow, .error,
          "the image (\(TextNumber.size(image0))) does not fit its rect and is squeezed to \(TextNumber.size(shown))",
          [.init("width", shown.width), .init("height", shown.height)]))
    }

    // intrinsic-size-mismatch: what Auto Layout would give against what the content needs.
    let intrinsic = layout.frames.intrinsicContentSize
    let needed = arrangement.neededSize
    if Swift.abs(intrinsic.width - needed.width) > tolerance
      || Swift.abs(intrinsic.height - needed.height) > tolerance
    {
      let fit = spec.size == .fit
      found.append(
        Diagnostic(
          .intrinsicSizeMismatch, fit ? .error : .warning,
          "intrinsicContentSize is \(TextNumber.size(intrinsic)), the content and padding need \(TextNumber.size(needed))"
            + (fit
              ? ": Auto Layout sizes the button wrong"
              : ": Auto Layout would size it wrong without the fixed size"),
          [
            .init("actualWidth", intrinsic.width), .init("actualHeight", intrinsic.height),
            .init("expectedWidth", needed.width), .init("expectedHeight", needed.height),
          ]))
    }

    // off-pixel: origins a device cannot draw sharply.
    var offPixel: [String] = []
    func checkPixels(_ name: String, _ frame: Rect?) {
      guard let frame else { return }
      if !grid.isAligned(frame.x) || !grid.isAligned(frame.y) {
        offPixel.append("\(name) at (\(n(frame.x)), \(n(frame.y)))")
      }
    }
    checkPixels("imageView", image)
    checkPixels("titleLabel", layout.frames.titleFrame)
    checkPixels("subtitleLabel", layout.frames.subtitleFrame)
    if !offPixel.isEmpty {
      found.append(
        Diagnostic(
          .offPixel, .warning,
          offPixel.joined(separator: ", ")
            + " is off the @\(Int(spec.scale))x pixel grid: it renders blurred"))
    }

    // small-hit-target: Apple's 44×44 pt minimum.
    if layout.bounds.width < 44 - 1e-9 || layout.bounds.height < 44 - 1e-9 {
      // Written as bytes: most variants of a compact button have this finding.
      let message = MessageText.make(capacity: 128) { text in
        text.append("the button is ")
        text.size(layout.bounds)
        text.append(" pt, under the 44×44 pt minimum hit target")
      }
      found.append(
        Diagnostic(
          .smallHitTarget, .warning, message,
          [.init("width", layout.bounds.width), .init("height", layout.bounds.height)]))
    }

    switch layout.technique {
    case .layoutSubviews:
      found.append(
        Diagnostic(
          .globalSideEffect, .warning,
          "the category swizzles layoutSubviews for every UIButton in the app, not just this one"))
    case .configuration where spec.ios < IOSVersion(15):
      found.append(
        Diagnostic(
          .requiresIOS15, .error,
          "UIButton.Configuration needs iOS 15; the target is iOS \(spec.ios)"))
    default:
      break
    }
    if layout.technique.isLegacy, spec.ios >= IOSVersion(15) {
      found.append(
        Diagnostic(
          .ignoredWithConfiguration, .info,
          "legacy insets are ignored once the button has a UIButton.Configuration (Interface Builder's Plain, Gray, Tinted and Filled styles have one)"
        ))
    }
    if let subtitle = SubtitleStack.unsupported(layout, spec) { found.append(subtitle) }
    layout.diagnostics = found
  }

  /// Adds `rtl-broken` to an RTL layout whose arrangement breaks where the LTR one holds.
  static func compareDirections(
    rtl: inout TechniqueLayout, ltr: TechniqueLayout, spacing: Double, tolerance: Double
  ) {
    guard let gap = rtl.gap else { return }
    let broken = Swift.abs(gap - spacing) > tolerance || gap < -tolerance
    let ltrHolds = ltr.gap.map { Swift.abs($0 - spacing) <= tolerance } ?? false
    guard broken, ltrHolds || gap < -tolerance else { return }
    let what =
      gap < -tolerance
      ? "image and title overlap or swap sides (gap \(TextNumber.format(gap)) pt)"
      : "the gap becomes \(TextNumber.format(gap)) pt"
    rtl.diagnostics.append(
      Diagnostic(
        .rtlBroken, .error,
        "under right-to-left layout \(what); the technique's insets assume left-to-right",
        [.init("actual", gap), .init("expected", spacing)]))
  }

  static func union(_ a: Rect?, _ b: Rect) -> Rect {
    guard let a else { return b }
    let minX = Swift.min(a.minX, b.minX)
    let minY = Swift.min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX,
      height: Swift.max(a.maxY, b.maxY) - minY)
  }

  struct Overflow {
    var top, left, bottom, right: Double
    var max: Double { Swift.max(top, left, bottom, right) }
    var numbers: [Diagnostic.Number] {
      [.init("top", top), .init("left", left), .init("bottom", bottom), .init("right", right)]
    }
  }

  static func overflow(_ inner: Rect, _ outer: Rect) -> Overflow {
    Overflow(
      top: Swift.max(outer.minY - inner.minY, 0), left: Swift.max(outer.minX - inner.minX, 0),
      bottom: Swift.max(inner.maxY - outer.maxY, 0), right: Swift.max(inner.maxX - outer.maxX, 0))
  }

  static func describe(_ o: Overflow) -> String {
    let sides = [("top", o.top), ("left", o.left), ("bottom", o.bottom), ("right", o.right)]
      .filter { $0.1 > 1e-6 }
      .map {
        "\(TextNumber.format($0.1)) pt \($0.0 == "top" || $0.0 == "bottom" ? "at the" : "on the") \($0.0)"
      }
    return sides.joined(separator: ", ")
  }
}

/// Numbers in diagnostic messages: at most three decimals, no trailing zeros.
package enum TextNumber {
  /// Total over every double: beyond 1e12 (where thousandths would leave `Int64`'s range) the
  /// value is shown whole, beyond 1e15 in Swift's shortest form (`1e+300`); non-finite values as
  /// Swift writes them.
  package static func format(_ d: Double) -> String {
    withDigits(d) { String(decoding: $0, as: UTF8.self) }
  }

  package static func size(_ s: Size) -> String { "\(format(s.width))×\(format(s.height))" }

  /// Calls `body` with `format(d)`'s UTF-8 bytes, written into a small buffer on the stack (no
  /// string is made for a number below 1e15): a message of a state's jump writes a dozen.
  package static func withDigits<R>(_ d: Double, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard d.isFinite, Swift.abs(d) < 1e15 else {
      var text = d.isFinite ? d.rounded().description : d.description
      return text.withUTF8(body)
    }
    let whole = Swift.abs(d) >= 1e12
    let scaled = whole ? d.rounded() : (d * 1000).rounded()
    return withDigits(Int64(scaled), decimals: whole ? 0 : 3, body: body)
  }

  /// Calls `body` with `value / 10^decimals` in decimal (at most 24 bytes), its fraction's
  /// trailing zeros (and a fraction of zero) left out: `withDigits(-52859375, decimals: 6)` is
  /// `-52.859375`. The JSON writer's numbers are written by it too (`JSONBytes`).
  package static func withDigits<R>(
    _ value: Int64, decimals: Int, body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var magnitude = value.magnitude
      var start = 24
      var fraction = decimals
      // The fraction's digits, trailing zeros dropped.
      while fraction > 0, magnitude % 10 == 0 {
        magnitude /= 10
        fraction -= 1
      }
      if fraction > 0 {
        for _ in 0..<fraction {
          start -= 1
          buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
          magnitude /= 10
        }
        start -= 1
        buffer[start] = UInt8(ascii: ".")
      }
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      return body(UnsafeBufferPointer(rebasing: buffer[start..<24]))
    }
  }
}

/// A diagnostic's message written as UTF-8 bytes into room on the stack, made a `String` once:
/// messages written for every variant (`state-jump`) would otherwise append a dozen pieces to
/// a string, or to an array.
package struct MessageText: ~Copyable {
  private let room: UnsafeMutableBufferPointer<UInt8>
  private var count = 0

  private init(room: UnsafeMutableBufferPointer<UInt8>) { self.room = room }

  /// The message `body` writes, in at most `capacity` bytes (a longer one is a programmer's
  /// mistake, and traps).
  package static func make(capacity: Int, _ body: (inout MessageText) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
      var text = MessageText(room: room)
      body(&text)
      return String(decoding: UnsafeBufferPointer(rebasing: room[..<text.count]), as: UTF8.self)
    }
  }

  private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    precondition(count + bytes.count <= room.count, "a message longer than the room made for it")
    for i in 0..<bytes.count { room[count + i] = bytes[i] }
    count += bytes.count
  }

  package mutating func append(_ text: StaticString) {
    append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends text that is not a literal (with one overload for both, a literal would be made a
  /// `String` first).
  package mutating func append(string text: String) {
    var text = text
    text.withUTF8 { append(bytes: $0) }
  }

  /// `TextNumber.format(d)`.
  package mutating func number(_ d: Double) {
    TextNumber.withDigits(d) { append(bytes: $0) }
  }

  /// `d` with a plus sign when it shows as positive: `+12`, `-6`, `0`.
  package mutating func signed(_ d: Double) {
    TextNumber.withDigits(d) { digits in
      if d > 0, !(digits.count == 1 && digits[0] == UInt8(ascii: "0")) { append("+") }
      append(bytes: digits)
    }
  }

  /// `TextNumber.size(s)`: `40×18`.
  package mutating func size(_ s: Size) {
    number(s.width)
    append("×")
    number(s.height)
  }
}
