import ButtonJSON
import ButtonLayout

/// Numbers as each kind of export writes them: exact data, exact code literals, or short text.
///
/// Layout values lie on a pixel grid of 1, 2 or 3 pixels per point, so most are whole, halves or
/// thirds. Data keeps every digit; code keeps the value exact but readable (`52.0 / 3.0` rather
/// than `17.333333333333332`); people get at most three decimals.
package enum ExportNumber {
  /// Values this close to a simple fraction are that fraction (the engine's own pixel-grid
  /// tolerance is 1e-9).
  static let tolerance = 1e-9

  /// The shortest text that reads back as the same double, integers without `.0` (CSV cells,
  /// JSON). Same as `JSONWriter.format`.
  package static func data(_ v: Double) -> String {
    JSONWriter.format(v)
  }

  /// A floating-point literal for Swift and Objective-C source, exact for every value on the
  /// grids of scales 1, 2 and 3.
  ///
  /// Whole numbers print as integers (`12`), eighths as decimals (`8.5`, `0.125`), thirds,
  /// sixths and twelfths as a division of two literals (`52.0 / 3.0`, which both compilers
  /// evaluate to the correctly rounded double), anything else in shortest round-trip form.
  /// The caller parenthesises a division where precedence could matter.
  ///
  /// Total over every finite double: a value beyond `InputLimits` (a row written by hand) still
  /// prints as a valid literal of both languages (`1e+16`, `5e-324`), never as `1e+16.0`.
  package static func code(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    // Whole numbers up to 2^53 print as integer literals; every double beyond is whole too and
    // prints in exponent form (`1e+16`), which both languages read as a floating-point literal.
    guard Swift.abs(v) < 0x1p53 else { return v.description }
    for denominator in [1.0, 2, 4, 8] {
      let numerator = (v * denominator).rounded()
      if Swift.abs(v - numerator / denominator) < tolerance {
        return data(numerator / denominator)
      }
    }
    for denominator in [3.0, 6, 12] {
      let numerator = (v * denominator).rounded()
      // The numerator is written as an integer followed by `.0`: only while it is one.
      if Swift.abs(numerator) < 1e15, Swift.abs(v - numerator / denominator) < tolerance {
        return "\(data(numerator)).0 / \(data(denominator)).0"
      }
    }
    return v.description
  }

  /// A CSV number on the button's pixel grid (issue 29): at most three decimals where they name
  /// the value exactly, every digit otherwise.
  ///
  /// - On the grid of `scale` (a whole number of pixels, within `tolerance`): the value rounded
  ///   to three decimals (`87.667` for 87⅔ pt, 263 px at @3x; `46.667` for both
  ///   `46.666666666666664` and `46.66666666666666`). Pixels at @3x are 0.333 pt apart, so three
  ///   decimals name one pixel: times the scale, rounded, gives it back.
  /// - Within `tolerance` of a number of at most three decimals (`85.6`, `33.792`, and the noise
  ///   of `0.30000000000000004`): that number.
  /// - Anything else (off the grid, such as a title measured at 60.123456 pt): every digit, as
  ///   `data` writes it, so nothing is rounded away unseen.
  package static func grid(_ v: Double, scale: Double) -> String {
    guard v.isFinite, Swift.abs(v) < 1e12 else { return data(v) }
    if scale > 0 {
      let pixels = (v * scale).rounded()
      if Swift.abs(v - pixels / scale) < tolerance { return TextNumber.format(pixels / scale) }
    }
    let thousandths = (v * 1000).rounded()
    if Swift.abs(v - thousandths / 1000) < tolerance { return TextNumber.format(v) }
    return data(v)
  }

  /// A value for people: at most three decimals, no trailing zeros, `-0` as `0` (`12.5`,
  /// `17.333`, `44`).
  package static func text(_ v: Double) -> String {
    guard v.isFinite else { return v.description }
    return TextNumber.format(v)
  }

}
