/// The control states a button style is laid out in (`--state-title STATE=TEXT`), spelled as
/// buttoncat takes them: `normal`, `highlighted`, `selected`, `disabled`,
/// `selected+highlighted` (a selected button being pressed).
///
/// `mask` is the `UIControl.State` bitmask (UIControl.h): UIKit looks a combined state up as its
/// exact mask, so `selected+highlighted` is a state of its own, not `highlighted`.
public enum ControlState: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  /// `UIControl.State.normal`: the state every other falls back to.
  case normal
  /// `.highlighted`: being pressed.
  case highlighted
  /// `.selected`.
  case selected
  /// `.disabled`.
  case disabled
  /// `[.selected, .highlighted]`: a selected button being pressed.
  case selectedHighlighted = "selected+highlighted"

  /// `UIControl.State.highlighted`, `.disabled`, `.selected` (1<<0, 1<<1, 1<<2).
  public static let highlightedBit: UInt = 1 << 0
  /// `UIControl.State.disabled` (1<<1).
  public static let disabledBit: UInt = 1 << 1
  /// `UIControl.State.selected` (1<<2).
  public static let selectedBit: UInt = 1 << 2

  /// Hashed by its mask, one integer: the raw value's string took longer to hash than the rest
  /// of a variant's key (a verdict hashes every variant several times).
  public func hash(into hasher: inout Hasher) { hasher.combine(mask) }

  /// The `UIControl.State` raw value: 0, 1, 4, 2, 5.
  public var mask: UInt {
    switch self {
    case .normal: 0
    case .highlighted: Self.highlightedBit
    case .selected: Self.selectedBit
    case .disabled: Self.disabledBit
    case .selectedHighlighted: Self.selectedBit | Self.highlightedBit
    }
  }

  /// The state of a `UIControl.State` raw value, when it is one of the five.
  public init?(mask: UInt) {
    guard let found = Self.allCases.first(where: { $0.mask == mask }) else { return nil }
    self = found
  }

  /// The state named `text`: its spelling, or its two parts in the other order
  /// (`highlighted+selected`).
  public init?(parsing text: String) {
    if let state = ControlState(rawValue: text) {
      self = state
    } else if text == "highlighted+selected" {
      self = .selectedHighlighted
    } else {
      return nil
    }
  }

  /// Whether the highlighted bit is set (pressed).
  public var isHighlighted: Bool { mask & Self.highlightedBit != 0 }
}

/// A value a button holds per control state (title, attributed title, image, title colour),
/// resolved as UIKit's legacy (non-configuration) button does (docs/variants.md, "Control
/// states"): the state's own value, else the normal state's. There is no partial match: a
/// `selected+highlighted` button without its own value shows the *normal* value, not the
/// selected one (which makes toggle buttons flash while pressed; "by design", QMUI #1394).
public struct StateValues<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value set for each state that has one.
  public var values: [ControlState: Value]

  /// Values for the states given (none by default).
  public init(_ values: [ControlState: Value] = [:]) {
    self.values = values
  }

  /// The value set for exactly `state`, without falling back.
  public subscript(exactly state: ControlState) -> Value? { values[state] }

  /// The value UIKit shows in `state` and the state it was set for; nil when neither that
  /// state nor normal has one.
  public func resolved(for state: ControlState) -> StateLookup<Value>? {
    if let own = values[state] { return StateLookup(value: own, source: state) }
    if let normal = values[.normal] { return StateLookup(value: normal, source: .normal) }
    return nil
  }
}

/// A per-state value as resolved, with where it came from.
public struct StateLookup<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value shown.
  public var value: Value
  /// The state whose value is shown: the state asked for, or `normal` on a fallback.
  public var source: ControlState

  /// A value and the state it was set for.
  public init(value: Value, source: ControlState) {
    self.value = value
    self.source = source
  }
}

/// How a legacy button picks the title to show in a state.
public enum ControlStateTitles {
  /// Which title shows in `state`: an attributed title wins over a plain one (the button asks
  /// `_attributedTitleForState:` first, decompiled iOS 26.1); how the normal fallback of one
  /// kind ranks against the state's own value of the other is
  /// `VariantAssumptions.attributedTitleFallbackWinsOverPlainStateTitle`.
  public static func resolved<Value>(
    for state: ControlState, attributed: StateValues<Value>, plain: StateValues<Value>
  ) -> (lookup: StateLookup<Value>, isAttributed: Bool)? {
    if VariantAssumptions.attributedTitleFallbackWinsOverPlainStateTitle {
      if let a = attributed.resolved(for: state) { return (a, true) }
      if let p = plain.resolved(for: state) { return (p, false) }
      return nil
    }
    if let a = attributed[exactly: state] { return (StateLookup(value: a, source: state), true) }
    if let p = plain[exactly: state] { return (StateLookup(value: p, source: state), false) }
    if let a = attributed[exactly: .normal] {
      return (StateLookup(value: a, source: .normal), true)
    }
    if let p = plain[exactly: .normal] { return (StateLookup(value: p, source: .normal), false) }
    return nil
  }

  /// The automatic image adjustment of `adjustsImageWhenHighlighted` /
  /// `adjustsImageWhenDisabled` (decompiled iOS 26.1): only when the image shown is the normal
  /// state's fallback; draw mode 2 (highlighted) when pressed, 1 (disabled) when disabled.
  public static func imageAdjustment(for state: ControlState, imageSource: ControlState)
    -> ImageAdjustment
  {
    guard imageSource == .normal, state != .normal else { return .none }
    if state.isHighlighted { return .highlighted }
    if state == .disabled { return .disabled }
    return .none
  }
}

/// The dimming UIKit draws a fallback image with (`drawMode`).
public enum ImageAdjustment: Int, Equatable, Hashable, Sendable, Codable {
  /// No adjustment: the image as it is.
  case none = 0
  /// Dimmed as disabled.
  case disabled = 1
  /// Darkened as highlighted.
  case highlighted = 2
}
