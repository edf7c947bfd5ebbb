/// The findings a team has judged acceptable for one button, each with the team's reason
/// (`--accept small-hit-target="the tab bar sizes its items"`).
///
/// An accepted finding is still reported, marked accepted, but counts toward no verdict: it is
/// neither a warning nor a failure under `check --strict`. Only warnings and information can be
/// accepted: `accepts(_:)` never accepts an error, whatever is stored, because an error is a
/// broken layout, not a judgement.
public struct AcceptedFindings: Hashable, Sendable {
  /// Each accepted code with its reason (empty when none was given).
  public private(set) var reasons: [Diagnostic.Code: String]

  /// Findings accepted with these reasons (none by default).
  public init(_ reasons: [Diagnostic.Code: String] = [:]) {
    self.reasons = reasons
  }

  /// Whether no finding is accepted.
  public var isEmpty: Bool { reasons.isEmpty }

  /// The accepted codes in their declaration order (`Diagnostic.Code.allCases`).
  public var codes: [Diagnostic.Code] { Diagnostic.Code.allCases.filter { reasons[$0] != nil } }

  /// The reason `code` was accepted with, when it was.
  public func reason(for code: Diagnostic.Code) -> String? { reasons[code] }

  /// Whether `diagnostic` is accepted: its code is, and it is not an error.
  public func accepts(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity != .error && reasons[diagnostic.code] != nil
  }

  /// Accepts `code` with `reason`, replacing an earlier reason.
  public mutating func accept(_ code: Diagnostic.Code, reason: String = "") {
    reasons[code] = reason
  }

  /// No longer accepts `code`.
  public mutating func remove(_ code: Diagnostic.Code) {
    reasons[code] = nil
  }
}
