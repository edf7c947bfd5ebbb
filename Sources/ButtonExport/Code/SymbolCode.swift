import ButtonCatalog
import ButtonLayout

/// An SF Symbol image as generated code creates it: `UIImage(systemName:withConfiguration:)`
/// with the symbol configuration's point size, weight and scale, all set explicitly. The name
/// reaches code only as a string literal (`CodeLiteral`), never in a comment.
struct SymbolImageCode: Equatable {
  var name: String
  var pointSize: Double
  var weight: SystemFontWeight
  var scale: SymbolScale
  /// `UIImage(systemName:)` is iOS 13+: below that target the legacy path checks availability.
  var needsAvailabilityCheck = false

  /// The record's symbol, or `nil` without one.
  init?(_ record: ButtonRecord) {
    guard let name = record.symbol, let pointSize = record.effectiveSymbolPointSize else {
      return nil
    }
    self.name = name
    self.pointSize = pointSize
    weight = record.effectiveSymbolWeight
    scale = record.effectiveSymbolScale
  }

  /// `UIImage(systemName: "…", withConfiguration: UIImage.SymbolConfiguration(…))`.
  var swift: String {
    "UIImage(systemName: \(CodeLiteral.swift(name)), withConfiguration: "
      + "UIImage.SymbolConfiguration(pointSize: \(ExportNumber.code(pointSize)), "
      + "weight: .\(weight.rawValue), scale: .\(scale.rawValue)))"
  }

  /// `[UIImage systemImageNamed:@"…" withConfiguration:[UIImageSymbolConfiguration …]]`.
  var objC: String {
    "[UIImage systemImageNamed:\(ObjCContent.string(name)) withConfiguration:"
      + "[UIImageSymbolConfiguration configurationWithPointSize:\(ExportNumber.code(pointSize)) "
      + "weight:UIImageSymbolWeight\(ObjCRenderer.capitalized(weight.rawValue)) "
      + "scale:UIImageSymbolScale\(ObjCRenderer.capitalized(scale.rawValue))]]"
  }

  /// SwiftUI's `Image(systemName:)` at the same point size, weight and scale.
  var swiftUI: [String] {
    [
      "Image(systemName: \(CodeLiteral.swift(name)))",
      "  .font(.system(size: \(ExportNumber.code(pointSize)), weight: .\(weight.rawValue)))",
      "  .imageScale(.\(scale.rawValue))",
    ]
  }

  /// `lines` as they are, or inside `if #available(iOS 13.0, *)` (Swift) below iOS 13.
  func swiftAvailable(_ lines: [String]) -> [String] {
    guard needsAvailabilityCheck else { return lines }
    return ["if #available(iOS 13.0, *) {"] + lines.map { "  " + $0 } + ["}"]
  }

  /// `lines` as they are, or inside `if (@available(iOS 13.0, *))` (Objective-C) below iOS 13.
  func objCAvailable(_ lines: [String]) -> [String] {
    guard needsAvailabilityCheck else { return lines }
    return ["if (@available(iOS 13.0, *)) {"] + lines.map { "  " + $0 } + ["}"]
  }
}

/// The configuration statements of issue 28's activity indicator, for both languages.
enum ActivityIndicatorCode {
  /// `configuration.showsActivityIndicator = true` (Swift), when the button shows one.
  static func swift(_ style: StyleCode, receiver: String) -> [String] {
    style.button.spec.showsActivityIndicator ? ["\(receiver).showsActivityIndicator = true"] : []
  }

  /// `configuration.showsActivityIndicator = YES;` (Objective-C), when the button shows one.
  static func objC(_ style: StyleCode) -> [String] {
    style.button.spec.showsActivityIndicator ? ["configuration.showsActivityIndicator = YES;"] : []
  }
}
