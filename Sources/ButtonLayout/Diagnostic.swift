/// A measured finding about a layout: a stable code, a severity, a sentence and its numbers.
public struct Diagnostic: Hashable, Sendable {
  /// The stable codes (docs/cli.md, "Comparing techniques"); scripts match on these.
  public enum Code: String, CaseIterable, Hashable, Sendable, Codable {
    /// The gap between image and title is not the spacing asked for.
    case spacingMismatch = "spacing-mismatch"
    /// The image+title group is not where the alignment puts it.
    case offCenter = "off-center"
    /// The title shows fewer characters than it has (an ellipsis).
    case titleTruncated = "title-truncated"
    /// Image or title reaches beyond the button's bounds.
    case contentOverflow = "content-overflow"
    /// `intrinsicContentSize` is not what content and padding need.
    case intrinsicSizeMismatch = "intrinsic-size-mismatch"
    /// A frame edge is off the pixel grid (blurry).
    case offPixel = "off-pixel"
    /// The button is under the 44×44 pt minimum hit target.
    case smallHitTarget = "small-hit-target"
    /// The technique changes every button of the app (a swizzled method).
    case globalSideEffect = "global-side-effect"
    /// The technique's legacy insets are ignored once the button has a configuration.
    case ignoredWithConfiguration = "ignored-with-configuration"
    /// The RTL layout breaks where the LTR one holds.
    case rtlBroken = "rtl-broken"
    /// `UIButton.Configuration` does not exist before iOS 15.
    case requiresIOS15 = "requires-ios-15"
    /// A variant wider than the room its container gives it (the maximum width): a fit button's
    /// intrinsic width, a fixed button's width (error).
    case exceedsMaxWidth = "exceeds-max-width"
    /// Between a control state and normal (same locale, content size and direction) the image or
    /// the title moves, or the intrinsic size changes, by a pixel or more: the button jumps
    /// when pressed or selected (warning).
    case stateJump = "state-jump"
    /// A locale without its own translation of the title shows the source language's (info).
    case missingTranslation = "missing-translation"
    /// How a variant's title or size was obtained, noted beside its layout (info): a plural or
    /// device variation used, a translation state, substitutions shown as written, a title width
    /// scaled by approximation.
    case variantNote = "variant-note"
    /// A system-font title with no device measurement: the layouts that show it are pending
    /// (error).
    case unmeasuredTitle = "unmeasured-title"
    /// A device's layout of a button (a measurements document's `buttons` entry) differs from
    /// the engine's by more than half a pixel (error).
    case deviceMismatch = "device-mismatch"
    /// A font-file title's HarfBuzz width differs from its device measurement, which the
    /// layouts use, by more than half a pixel (info).
    case measureMismatch = "measure-mismatch"
    /// A system-font title measured from Apple's font files here, not on a device: its layouts
    /// are approximate until a device measurement replaces it (info).
    case approximateTitle = "approximate-title"
    /// A scanned button's frame, as Interface Builder stored it, differs from its intrinsic
    /// size by more than half a pixel in a dimension no constraint fixes (warning): IB wrote
    /// the size it computed, and the layout is not that any more (`buttoncat scan`).
    case ibFrameMismatch = "ib-frame-mismatch"
    /// A scanned button Interface Builder marks `misplaced="YES"`: its stored frame is not
    /// where its constraints put it (warning).
    case ibMisplaced = "ib-misplaced"
    /// A scanned button's attribute holds a word this buttoncat does not know (an alignment, a
    /// weight, a placement): the default is laid out instead (warning).
    case ibUnknownValue = "ib-unknown-value"
    // Issue 28 (D).
    /// The button shows an activity indicator (`showsActivityIndicator`), which only a
    /// configuration has: a legacy technique's layout has none (warning).
    case noActivityIndicator = "no-activity-indicator"
    /// An SF Symbol image with neither a size given nor a device measurement: the layouts that
    /// show it are pending (error).
    case unmeasuredImage = "unmeasured-image"
    /// A button with a subtitle laid out by a technique that sets legacy insets: without a
    /// `UIButton.Configuration` a button has no subtitle, and it is not shown (warning).
    case subtitleUnsupported = "subtitle-unsupported"
    /// Issue 28 (lines): the title wraps into several lines in its fixed width (warning, so
    /// every variant that wraps is named; a team that means it accepts it; the lines, the width
    /// and the height in its numbers).
    case titleWraps = "title-wraps"

    /// The severity a finding of this code always has, or `nil` for a code whose severity
    /// depends on the finding (the layout diagnostics).
    public var fixedSeverity: Severity? {
      switch self {
      case .unmeasuredTitle, .deviceMismatch, .unmeasuredImage: .error
      case .measureMismatch, .approximateTitle: .info
      default: nil
      }
    }
  }

  /// The worst severity among `diagnostics`, or `nil` when there are none (read for every
  /// variant: no array of the severities is made).
  public static func worstSeverity(of diagnostics: [Diagnostic]) -> Severity? {
    var worst: Severity?
    for d in diagnostics where worst.map({ d.severity > $0 }) ?? true {
      worst = d.severity
    }
    return worst
  }

  /// Ordered: `info < warning < error`.
  public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    /// Information, a doubtful layout, a broken one.
    case info, warning, error

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Information is the least severe, errors the most.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  }

  /// What was found, as a stable code (`title-truncated`).
  public var code: Code
  /// How bad it is: an error is a broken layout, a warning a doubtful one.
  public var severity: Severity
  /// What was found, in words, with the numbers.
  public var message: String
  /// The numbers behind the message, in a stable order (`actual`, `expected`, …).
  public var numbers: [Number]

  /// A named number of a finding (`actual`, `expected`, `width`…).
  public struct Number: Hashable, Sendable {
    /// The number's name.
    public var name: String
    /// Its value, in points unless the name says otherwise.
    public var value: Double

    /// A number named `name`.
    public init(_ name: String, _ value: Double) {
      self.name = name
      self.value = value
    }
  }

  /// A finding with its code, severity, message and numbers.
  public init(_ code: Code, _ severity: Severity, _ message: String, _ numbers: [Number] = []) {
    self.code = code
    self.severity = severity
    self.message = message
    self.numbers = numbers
  }
}
