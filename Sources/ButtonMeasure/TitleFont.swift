/// The font a title is set in: the system font, or a font file the app ships with optional
/// fallbacks.
///
/// docs/layout-model.md section 3: the system font's vertical metrics are published but its widths
/// are not reproducible off Apple platforms, while a shipped font file can be measured exactly. The
/// fallbacks stand in for the system's font cascade, which does not exist here: characters the
/// font lacks are measured in the first listed fallback that has them.
public enum TitleFont: Hashable, Sendable, Codable {
  /// San Francisco (`--font system`): line height only.
  case system
  /// A TTF/OTF file or a face of a TTC, then fallback fonts in order of preference.
  case file(FontSource, fallbacks: [FontSource])

  /// A font file with no fallbacks.
  public static func file(_ source: FontSource) -> TitleFont {
    .file(source, fallbacks: [])
  }
}
