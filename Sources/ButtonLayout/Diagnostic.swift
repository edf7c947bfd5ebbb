/// A measured finding about a layout: a stable code, a severity, a sentence and its numbers.
public struct Diagnostic: Hashable, Sendable {
  /// The stable codes (README.md, "Comparing techniques"); scripts match on these.
  public enum Code: String, CaseIterable, Hashable, Sendable, Codable {
    case spacingMismatch = "spacing-mismatch"
    case offCenter = "off-center"
    case titleTruncated = "title-truncated"
    case contentOverflow = "content-overflow"
    case intrinsicSizeMismatch = "intrinsic-size-mismatch"
    case offPixel = "off-pixel"
    case smallHitTarget = "small-hit-target"
    case globalSideEffect = "global-side-effect"
    case ignoredWithConfiguration = "ignored-with-configuration"
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

    /// The severity a finding of this code always has, or `nil` for a code whose severity
    /// depends on the finding (the layout diagnostics).
    public var fixedSeverity: Severity? {
      switch self {
      case .unmeasuredTitle, .deviceMismatch: .error
      case .measureMismatch, .approximateTitle: .info
      default: nil
      }
    }
  }

  /// Ordered: `info < warning < error`.
  public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case info, warning, error

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  }

  public var code: Code
  public var severity: Severity
  public var message: String
  /// The numbers behind the message, in a stable order (`actual`, `expected`, …).
  public var numbers: [Number]

  public struct Number: Hashable, Sendable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
      self.name = name
      self.value = value
    }
  }

  public init(_ code: Code, _ severity: Severity, _ message: String, _ numbers: [Number] = []) {
    self.code = code
    self.severity = severity
    self.message = message
    self.numbers = numbers
  }
}
