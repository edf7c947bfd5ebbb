import ButtonJSON
import ButtonLayout

/// The variant inputs in the tokens file (issue 29): the container's width as a `maxWidth`
/// dimension token (a design value, so a token rather than an extension), and under the
/// button's `$extensions` a `variants` object (content sizes, the strings file, its key and
/// locales, pseudo-locales, each state's own title and image) and
/// the `accepted` findings with their reasons. Each only when given, so a button without them
/// has the tokens it had.
extension TokensRenderer {
  /// The `maxWidth` token, or none.
  static func variantTokens(_ button: ExportButton) -> [(String, JSONValue)] {
    guard let width = button.record.variants.maxWidth else { return [] }
    return [
      (
        "maxWidth",
        .object([
          ("$type", .string("dimension")), ("$value", dimension(width)),
          (
            "$description",
            .string(
              "The widest the container lets the button be: a longer title wraps or truncates")
          ),
        ])
      )
    ]
  }

  /// `variants` and `accepted`, for the button's `$extensions`.
  static func variantExtensions(_ button: ExportButton) -> [(String, JSONValue)] {
    let v = button.record.variants
    var variants: [(String, JSONValue)] = []
    func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    let sizes = button.laidOutContentSizes
    if !sizes.isEmpty { variants.append(("contentSizes", strings(sizes.map(\.shortName)))) }
    if v.scaledMetrics { variants.append(("scaledMetrics", .bool(true))) }
    if let file = v.strings { variants.append(("strings", .string(file))) }
    if let key = v.titleKey { variants.append(("titleKey", .string(key))) }
    let locales = button.laidOutLocales
    if !locales.isEmpty { variants.append(("locales", strings(locales))) }
    if !v.pseudo.isEmpty { variants.append(("pseudo", strings(v.pseudo.map(\.rawValue)))) }
    var states: [(String, JSONValue)] = []
    for state in button.ownStates {
      var members: [(String, JSONValue)] = []
      if let title = v.stateTitles[state] { members.append(("title", .string(title))) }
      if let key = v.stateTitleKeys[state] { members.append(("titleKey", .string(key))) }
      if let file = button.stateImageFile(state) { members.append(("image", .string(file))) }
      if let size = button.stateImageSize(state) {
        members.append(
          (
            "iconSize",
            .object([("width", dimension(size.width)), ("height", dimension(size.height))])
          ))
      }
      states.append((state.rawValue, .object(members)))
    }
    if !states.isEmpty { variants.append(("states", .object(states))) }
    var out: [(String, JSONValue)] = variants.isEmpty ? [] : [("variants", .object(variants))]
    let accepted = button.record.accepted
    if !accepted.codes.isEmpty {
      out.append(
        (
          "accepted",
          .array(
            accepted.codes.map { code in
              var finding: [(String, JSONValue)] = [("code", .string(code.rawValue))]
              if let reason = accepted.reason(for: code), !reason.isEmpty {
                finding.append(("reason", .string(reason)))
              }
              return .object(finding)
            })
        ))
    }
    return out
  }
}
