/// Every failure of the measurement layer, with a fixed message that names the file and the
/// problem (messages are tested verbatim).
///
/// These are environment or input failures (a missing file, a font without a glyph), so they are
/// thrown, never trapped; the CLI prints `description` as is.
public enum MeasureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read at all: it does not exist, is a directory, or is not readable.
  case unreadableFile(path: String, reason: String)
  /// The file was read but HarfBuzz finds no usable font in it, or a table it needs is missing.
  case invalidFont(path: String, reason: String)
  /// A face index past the end of a font collection.
  case faceIndexOutOfRange(path: String, faceIndex: Int, faceCount: Int)
  /// Characters that neither the font nor any fallback has a glyph for. Each entry is the
  /// character followed by its code points, e.g. `"设" (U+8BBE)`.
  case missingCharacters(font: FontSource, characters: [String], fallbacks: [FontSource])
  /// A title width was asked of the system font, which exists only on Apple platforms.
  case systemFontWidthUnavailable
  /// A point size that is not a positive finite number.
  case invalidPointSize(Double)
  /// An image file that is damaged or truncated.
  case invalidImage(path: String, reason: String)
  /// An image file in a format this tool does not read.
  case unsupportedImage(path: String, reason: String)
  /// An `.imageset` folder whose `Contents.json` is missing, malformed or names no usable image.
  case invalidImageSet(path: String, reason: String)
  /// HarfBuzz, loaded only when a font file is first measured, is not installed or is unusable;
  /// `reason` is the dynamic loader's message or the missing function.
  case harfBuzzUnavailable(reason: String)
  /// `$BUTTONCAT_SYSTEM_FONTS` names a folder without a variable SF Pro file (or one that
  /// cannot be listed).
  case noSystemFontFiles(folder: String, reason: String)

  /// The problem in words, naming the file.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read \"\(path)\": \(reason)"
    case .invalidFont(let path, let reason):
      return "\"\(path)\" is not a usable font: \(reason)"
    case .faceIndexOutOfRange(let path, let faceIndex, let faceCount):
      let faces = faceCount == 1 ? "1 face (index 0)" : "\(faceCount) faces (0…\(faceCount - 1))"
      return "\"\(path)\" has \(faces); face index \(faceIndex) does not exist"
    case .missingCharacters(let font, let characters, let fallbacks):
      let list = characters.joined(separator: ", ")
      if fallbacks.isEmpty {
        return "font \(font) has no glyph for \(list), and no fallback font was given"
      }
      let tried = fallbacks.map(\.description).joined(separator: ", ")
      return "font \(font) has no glyph for \(list), and neither has any fallback font (\(tried))"
    case .systemFontWidthUnavailable:
      return
        "the system font's widths are not available off Apple platforms; give --title-size WxH or --title-width W"
    case .invalidPointSize(let size):
      return "font size must be a positive number of points, got \(size)"
    case .invalidImage(let path, let reason):
      return "\"\(path)\" is not a valid image: \(reason)"
    case .unsupportedImage(let path, let reason):
      return "\"\(path)\" is not a supported image: \(reason)"
    case .invalidImageSet(let path, let reason):
      return "image set \"\(path)\": \(reason)"
    case .noSystemFontFiles(let folder, let reason):
      return
        "BUTTONCAT_SYSTEM_FONTS names \"\(folder)\", which has no system font file to measure with: \(reason); it needs Apple's variable SF Pro file (SF-Pro.ttf, axes wght and opsz)"
    case .harfBuzzUnavailable(let reason):
      return
        "cannot measure titles in font files: HarfBuzz could not be loaded (\(reason)); install it (\(HarfBuzzLibrary.installHint))"
    }
  }
}
