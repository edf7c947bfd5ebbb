/// `UIControl.ContentHorizontalAlignment`, named as the command line spells it.
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable, Codable {
  /// The `UIControl.ContentHorizontalAlignment` cases of the same names.
  case center, left, right, fill, leading, trailing

  /// `leading`/`trailing` resolve to left/right in LTR and right/left in RTL
  /// (docs/layout-model.md section 1, step 5). The others are physical already.
  public func resolved(_ direction: LayoutDirection) -> HorizontalAlignment {
    switch (self, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
    default: self
    }
  }
}

/// `UIControl.ContentVerticalAlignment`, named as the command line spells it.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable, Codable {
  /// The `UIControl.ContentVerticalAlignment` cases of the same names.
  case center, top, bottom, fill
}

/// The effective user-interface layout direction of the button.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
  /// Left to right (`ltr`).
  case leftToRight = "ltr"
  /// Right to left (`rtl`): Arabic, Hebrew…
  case rightToLeft = "rtl"

  /// Hashed as one bit, not as its raw value's string (a verdict hashes every variant's
  /// direction several times).
  public func hash(into hasher: inout Hasher) { hasher.combine(self == .rightToLeft) }
}
