/// `UIImage.SymbolScale`: the small, medium or large variant of an SF Symbol at the same point
/// size (small about 20 % smaller than medium, large about 30 % larger; Apple's documentation).
public enum SymbolScale: String, CaseIterable, Hashable, Sendable, Codable {
  /// `.small`, `.medium` (UIKit's default), `.large`.
  case small, medium, large
}
