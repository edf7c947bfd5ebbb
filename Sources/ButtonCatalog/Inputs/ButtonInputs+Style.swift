import ButtonLayout

extension ButtonField {
  /// The configuration's factory (`UIButton.Configuration.filled()`…).
  package static let style: ButtonField = "style"
  /// `UIButton.Configuration.cornerStyle`.
  package static let cornerStyle: ButtonField = "corner-style"
  /// The background's `cornerRadius`, which the fixed and dynamic corner styles use.
  package static let cornerRadius: ButtonField = "corner-radius"
}

/// The configuration's look (migration 0019): `--style`, `--corner-style`, `--corner-radius`.
/// Added after catalogs existed: each is NULL while unset, optional in documents and left out
/// of the record's JSON while unset, with no digest member (no factory changes a frame), so
/// buttons without them keep their documents, digests, layouts and outputs. Only stored
/// buttons have them (`layout` lays out frames, which they do not change).
extension ButtonInputs {
  static let styleInputs: [ButtonInput] = [
    omittedWhileUnset(optionalChoice(.style, \.appearance.style) { $0.appearance.style = nil }),
    omittedWhileUnset(
      optionalChoice(.cornerStyle, \.appearance.cornerStyle) { $0.appearance.cornerStyle = nil }),
    optionalNumber(
      .cornerRadius, \.appearance.cornerRadius,
      setting: InputSetting(
        .cornerRadius, catalogOnly: true, reset: { $0.appearance.cornerRadius = nil }
      ) { value, r in
        if case .number(let v) = value { r.appearance.cornerRadius = v }
      }, omittedWhenNull: true),
  ]

  /// `input` left out of the record's JSON while `null`, its setting for stored buttons only.
  static func omittedWhileUnset(_ input: ButtonInput) -> ButtonInput {
    ButtonInput(
      input.field, key: input.key, columns: input.columns, store: input.store, load: input.load,
      encode: input.encode, decode: input.decode, optionalInDocuments: true,
      omittedWhenNull: true, digest: input.digest,
      settings: input.settings.map {
        InputSetting($0.field, catalogOnly: true, reset: $0.reset, $0.update)
      })
  }
}

extension ButtonRecord {
  /// The styles of iOS 15, as a message lists them.
  static let iOS15Styles = ConfigurationStyle.allCases.filter { !$0.isGlass }.map(\.rawValue)
    .joined(separator: ", ")

  /// The problems of the configuration's look: a glass style below iOS 26, a corner radius out
  /// of range or one the corner style in effect ignores.
  func appearanceProblems() -> [InputProblem] {
    var problems: [InputProblem] = []
    let a = appearance
    if let style = a.style, spec.ios.major < style.introducedIn {
      problems.append(
        InputProblem(
          .style,
          "'\(style.rawValue)' is an iOS \(style.introducedIn) style, and \(ButtonField.ios.mention()) is \(spec.ios): give \(ButtonField.ios.mention()) \(style.introducedIn).0 or later, or a style of iOS 15 (\(Self.iOS15Styles))"
        ))
    }
    if let radius = a.cornerRadius {
      let shown = "'\(ButtonSpec.messageNumber(radius))'"
      if radius < 0 {
        problems.append(InputProblem(.cornerRadius, "\(shown) must not be negative"))
      } else if let problem = InputLimits.lengthProblem(radius) {
        problems.append(InputProblem(.cornerRadius, "\(shown) \(problem)"))
      } else if !a.effectiveCornerStyle.usesRadius {
        let whose =
          a.cornerStyle == nil ? " (\((a.style ?? .plain).rawValue)'s default)" : ""
        problems.append(
          InputProblem(
            .cornerRadius,
            "\(shown) is used by the fixed and dynamic corner styles only, and the corner style is \(a.effectiveCornerStyle.rawValue)\(whose): give \(ButtonField.cornerStyle.mention()) fixed, or no radius"
          ))
      }
    }
    return problems
  }
}
