import ButtonLayout

/// `--variant LOCALE,SIZE,STATE` (`show`, `layout`): one variant of a button, any part left out
/// (the base locale, `L`, `normal`), the parts recognized by kind: a content size (`AX3`,
/// `accessibilityLarge`), a state (`highlighted`), else a locale (`de`, `pseudo-double`, or
/// `double` when the button has no locale of that name).
struct VariantSelector: Equatable, Sendable {
  static let option = "variant"

  /// The value as typed, for messages.
  var text: String
  var locale: String?
  var contentSize: ContentSizeCategory?
  var state: ControlState?

  /// Parses `text`; two parts of one kind, or no part at all, is a usage error naming
  /// `--variant` and the value as typed.
  init(parsing text: String) throws(CLIError) {
    self.text = text
    let usage = "expected LOCALE,SIZE,STATE, any part left out (e.g. de,AX3,highlighted)"
    let parts = text.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
    guard !parts.isEmpty else {
      throw .usage("--\(Self.option): '\(text)' names no variant; \(usage)")
    }
    func twice(_ kind: String, _ a: String, _ b: String) -> CLIError {
      .usage("--\(Self.option): '\(text)' names two \(kind) ('\(a)' and '\(b)'); \(usage)")
    }
    for part in parts {
      if let size = ContentSizeCategory(parsing: part) {
        if let contentSize { throw twice("content sizes", contentSize.shortName, part) }
        contentSize = size
      } else if let s = ControlState(parsing: part) {
        if let state { throw twice("states", state.rawValue, part) }
        state = s
      } else {
        if let locale { throw twice("locales", locale, part) }
        locale = part
      }
    }
  }

  /// The layouts (one per direction) of the variant this names among `variants` (the base
  /// variant first), or a usage error naming `--variant`, the value as typed and what exists.
  func select(_ variants: [VariantLayout], of button: String) throws(CLIError) -> [VariantLayout] {
    let shown = TextFormat.visible(button)
    guard let base = variants.first?.key else {
      throw .usage(
        "--\(Self.option): '\(text)' is not a variant of \(shown): it has no variant inputs, only its own layouts"
      )
    }
    var locales: [String?] = []
    for v in variants where !locales.contains(v.key.locale) { locales.append(v.key.locale) }
    let sizes = Set(variants.map(\.key.contentSize)).sorted()
    let states = ControlState.allCases.filter { s in variants.contains { $0.key.state == s } }
    // A pseudo-locale may be named as `--pseudo` names it (`double` for `pseudo-double`).
    var chosen = locale ?? base.locale
    if let typed = locale, !locales.contains(typed), locales.contains("pseudo-" + typed) {
      chosen = "pseudo-" + typed
    }
    let key = VariantKey(
      locale: chosen, contentSize: contentSize ?? .default, state: state ?? .normal)
    let found = variants.filter { $0.key == key }
    guard found.isEmpty else { return found }
    let localeList =
      locales == [nil]
      ? "none (its own title, no strings file)"
      : locales.map { $0 ?? "its own title" }.joined(separator: ", ")
    throw .usage(
      "--\(Self.option): '\(text)' is not a variant of \(shown) (no \(VariantText.name(key))); it has "
        + "locales: \(localeList); content sizes: \(sizes.map(\.shortName).joined(separator: ", ")); "
        + "states: \(states.map(\.rawValue).joined(separator: ", "))")
  }
}
