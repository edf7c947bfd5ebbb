import ButtonLayout

/// What the code generators emit for a multi-line title (docs/layout-model.md, "Multi-line
/// titles"): nothing for a title left on one line with no line break mode, so every other
/// style's code is what it was.
///
/// A legacy button sets `titleLabel.numberOfLines` and `titleLabel.lineBreakMode` (word
/// wrapping when only the lines are given: the label's own default, truncating in the middle,
/// keeps one line). A configuration has no `numberOfLines`: it sets `titleLineBreakMode`, whose
/// wrapping modes give the title every line it needs. SwiftUI sets `.lineLimit` and
/// `.truncationMode`.
enum TitleLinesCode {
  /// The line break mode a legacy button's code sets, or `nil` for none.
  static func legacyMode(_ spec: ButtonSpec) -> TitleLineBreak? {
    spec.titleLineBreak ?? (spec.titleLines != 1 ? .word : nil)
  }

  /// The configuration's `titleLineBreakMode`, or `nil` for none.
  static func configurationMode(_ spec: ButtonSpec) -> TitleLineBreak? { legacyMode(spec) }

  /// Swift statements of a legacy button (inside a `UIButton` extension).
  static func swiftLegacy(_ spec: ButtonSpec) -> [String] {
    var lines: [String] = []
    if spec.titleLines != 1 { lines.append("titleLabel?.numberOfLines = \(spec.titleLines)") }
    if let mode = legacyMode(spec) {
      lines.append("titleLabel?.lineBreakMode = .\(mode.swiftName)")
    }
    return lines
  }

  /// Swift statements of a configuration named `receiver`.
  static func swiftConfiguration(_ spec: ButtonSpec, receiver: String) -> [String] {
    configurationMode(spec).map { ["\(receiver).titleLineBreakMode = .\($0.swiftName)"] } ?? []
  }

  /// Objective-C statements of a legacy button (`button` the receiver).
  static func objcLegacy(_ spec: ButtonSpec, receiver: String) -> [String] {
    var lines: [String] = []
    if spec.titleLines != 1 {
      lines.append("\(receiver).titleLabel.numberOfLines = \(spec.titleLines);")
    }
    if let mode = legacyMode(spec) {
      lines.append("\(receiver).titleLabel.lineBreakMode = \(objcName(mode));")
    }
    return lines
  }

  /// Objective-C statements of a configuration named `receiver`.
  static func objcConfiguration(_ spec: ButtonSpec, receiver: String) -> [String] {
    configurationMode(spec).map { ["\(receiver).titleLineBreakMode = \(objcName($0));"] } ?? []
  }

  /// SwiftUI modifiers of the title's `Text`.
  static func swiftUIModifiers(_ spec: ButtonSpec) -> [String] {
    var modifiers: [String] = []
    let mode = spec.titleLineBreak
    if let mode, !mode.wraps {
      modifiers.append(".lineLimit(1)")
    } else if spec.titleLines != 1 || mode != nil {
      // `nil` is SwiftUI's "no limit", UIKit's 0; SwiftUI wraps at words only.
      modifiers.append(".lineLimit(\(spec.titleLines == 0 ? "nil" : String(spec.titleLines)))")
    }
    switch mode {
    case .head: modifiers.append(".truncationMode(.head)")
    case .middle: modifiers.append(".truncationMode(.middle)")
    case .tail, .clip: modifiers.append(".truncationMode(.tail)")
    case .word, .char, nil: break
    }
    return modifiers
  }

  /// `NSLineBreakByWordWrapping`…
  static func objcName(_ mode: TitleLineBreak) -> String {
    let swift = mode.swiftName
    return "NSLineBreak" + swift.prefix(1).uppercased() + swift.dropFirst()
  }
}
