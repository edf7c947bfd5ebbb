/// One problem found in a button's inputs, naming the field and the value.
public struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
  /// How bad a problem is: an error refuses the inputs, a warning does not.
  public enum Severity: String, Hashable, Sendable {
    /// An error refuses the inputs; a warning is reported and the inputs are used.
    case error, warning
  }

  /// Whether the inputs are refused.
  public var severity: Severity
  /// The input it is about; each front end names it its own way (`--spacing`,
  /// `buttons[3].spacing`).
  public var field: ButtonField
  /// What is wrong, echoing the value. Other fields it names are marked for each front end to
  /// spell its own way (`ButtonField.mention`); `description` names them by their field names.
  public var message: String

  /// A problem of `field`.
  public init(_ severity: Severity, _ field: ButtonField, _ message: String) {
    self.severity = severity
    self.field = field
    self.message = message
  }

  /// `field: message`, the fields the message mentions named as `field` is (`title-size`): the
  /// problem as an app logs or shows it.
  public var description: String {
    "\(field): " + ButtonField.renderingMentions(in: message) { field, _ in field.rawValue }
  }
}

extension ButtonSpec {
  /// Every problem in the inputs at once: errors (negative, non-finite or out-of-range numbers
  /// (see `InputLimits`), an unknown scale, a button with neither title nor image) and warnings
  /// (spacing that cannot apply). XcodeGen's `SpecValidation` style: the caller reports them
  /// all, never just the first.
  public func validate() -> [ValidationProblem] {
    var problems: [ValidationProblem] = []
    func format(_ v: Double) -> String { Self.messageNumber(v) }
    /// `side`: the side of an inset the value is, named before it (`top '-1' …`).
    func number(
      _ field: ButtonField, _ value: Double, allowNegative: Bool = false, side: String? = nil
    ) {
      let named = side.map { "\($0) " } ?? ""
      if !value.isFinite {
        problems.append(.init(.error, field, "\(named)'\(value)' is not a finite number"))
      } else if !allowNegative, value < 0 {
        problems.append(.init(.error, field, "\(named)'\(format(value))' must not be negative"))
      } else if let problem = InputLimits.lengthProblem(value) {
        problems.append(.init(.error, field, "\(named)'\(format(value))' \(problem)"))
      }
    }
    func checkSize(_ field: ButtonField, _ value: Size?) {
      guard let value else { return }
      let text = "\(format(value.width))x\(format(value.height))"
      if !value.width.isFinite || !value.height.isFinite {
        problems.append(.init(.error, field, "'\(text)' is not a finite size"))
      } else if value.width < 0 || value.height < 0 {
        problems.append(.init(.error, field, "'\(text)' has a negative dimension"))
      } else if let problem = InputLimits.lengthProblem(Swift.max(value.width, value.height)) {
        problems.append(.init(.error, field, "'\(text)' \(problem)"))
      }
    }
    checkSize(.titleSize, titleSize)
    checkSize(.imageSize, imageSize)
    checkSize(.size, self.size.fixedSize)
    problems += subtitleProblems()
    if let titleLineHeight { number(.fontSize, titleLineHeight) }
    number(.spacing, spacing)
    func checkInsets(_ field: ButtonField, _ insets: EdgeInsets?, allowNegative: Bool) {
      guard let insets else { return }
      for (side, value) in zip(["top", "left", "bottom", "right"], insets.values) {
        number(field, value, allowNegative: allowNegative, side: side)
      }
    }
    checkInsets(.padding, padding, allowNegative: false)
    // Given insets may be negative, as UIKit's are (they move an element out of its rect).
    checkInsets(.contentInsets, givenInsets?.content, allowNegative: true)
    checkInsets(.imageInsets, givenInsets?.image, allowNegative: true)
    checkInsets(.titleInsets, givenInsets?.title, allowNegative: true)
    if ![1.0, 2.0, 3.0].contains(scale) {
      problems.append(.init(.error, .scale, "'\(format(scale))' is not 1, 2 or 3"))
    }
    if spacing.isFinite, spacing != 0, (imageSize == nil) != (titleSize == nil) {
      let missing = imageSize == nil ? "no image" : "no title"
      problems.append(
        .init(.warning, .spacing, "'\(format(spacing))' has no effect: the button has \(missing)"))
    }
    if imageSize == nil, titleSize == nil {
      problems.append(
        .init(
          .error, .title,
          "the button has neither a title nor an image; give \(ButtonField.title.mention()) or \(ButtonField(rawValue: "image").mention()) (a button needs one)"
        ))
    }
    return problems
  }

  /// A number as messages show it: whole numbers without a fraction, others in shortest
  /// round-trip form. Total over every double (no integer conversion beyond 1e15).
  package static func messageNumber(_ v: Double) -> String {
    v == v.rounded() && Swift.abs(v) < 1e15 ? String(Int64(v)) : String(v)
  }
}
