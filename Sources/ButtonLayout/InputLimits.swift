/// The ranges every length and size of a button must lie in (docs/inputs.md, "Input ranges and characters").
///
/// UIKit takes any `CGFloat`, but no screen is 10,000 points wide and no title is set in a
/// 1,000 pt font; the bounds keep every computed value, and every number an output prints, far
/// from where doubles lose their integer precision or overflow.
public enum InputLimits {
  /// The largest magnitude of a length, in points: spacing, padding, title, image and button
  /// sizes, and the insets `simulate` takes (which may be negative).
  public static let maximumLength = 10_000.0
  /// The largest font size, in points; a font size is also greater than 0.
  public static let maximumFontSize = 1_000.0

  /// `10000 pt`, `1000 pt`: a limit as messages print it.
  package static func text(_ limit: Double) -> String { "\(Int(limit)) pt" }

  /// Why `value` is not an acceptable length (magnitude above the limit, not finite), or `nil`.
  /// Signs are the caller's rule.
  package static func lengthProblem(_ value: Double) -> String? {
    guard value.isFinite else { return "is not a finite number" }
    guard Swift.abs(value) <= maximumLength else {
      return "is out of range: lengths are at most \(text(maximumLength))"
        + (value < 0 ? " in magnitude" : "")
    }
    return nil
  }

  /// Why `value` is not an acceptable font size (0 < size ≤ 1000 pt), or `nil`.
  package static func fontSizeProblem(_ value: Double) -> String? {
    guard value.isFinite else { return "is not a finite number" }
    guard value > 0 else { return "must be a positive number" }
    guard value <= maximumFontSize else {
      return "is out of range: font sizes are at most \(text(maximumFontSize))"
    }
    return nil
  }
}
