extension Diagnostic.Code {
  /// The severities the engine reports this code with (`Diagnose`, `VariantDiagnose`, the
  /// variant planner's notes): most codes have one; `content-overflow` and
  /// `intrinsic-size-mismatch` are errors or warnings depending on the button (a fit button's
  /// wrong intrinsic size is an error, a fixed one's a warning).
  public var severities: Set<Diagnostic.Severity> {
    switch self {
    case .spacingMismatch, .titleTruncated, .requiresIOS15, .rtlBroken, .exceedsMaxWidth:
      [.error]
    case .contentOverflow, .intrinsicSizeMismatch: [.warning, .error]
    case .offCenter, .offPixel, .smallHitTarget, .globalSideEffect, .stateJump, .titleWraps:
      [.warning]
    case .subtitleUnsupported: [.warning]
    // The scan's findings about what Interface Builder stored (`buttoncat scan`).
    case .ibFrameMismatch, .ibMisplaced, .ibUnknownValue: [.warning]
    case .ignoredWithConfiguration, .missingTranslation, .variantNote: [.info]
    // The catalog's measurement findings (`fixedSeverity`).
    case .unmeasuredTitle, .deviceMismatch, .unmeasuredImage: [.error]
    case .noActivityIndicator: [.warning]
    case .measureMismatch, .approximateTitle: [.info]
    }
  }

  /// Whether the code is an error whenever it is reported: such a code cannot be accepted
  /// (`AcceptedFindings`), an error being a broken layout, not a judgement. A code that is
  /// sometimes a warning may be accepted; `AcceptedFindings.accepts(_:)` still never accepts
  /// it where it is an error.
  public var isAlwaysError: Bool { severities == [.error] }
}
