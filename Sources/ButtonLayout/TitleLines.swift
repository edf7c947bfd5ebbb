/// `NSLineBreakMode` of a button's title: how a title wider than its label breaks.
///
/// docs/layout-model.md, "Multi-line titles": the wrapping modes (`word`, `char`) enable several
/// lines, the others keep one line [measured: Apple's `titleLineBreakMode` documentation, and the
/// iOS 26.1 probe's configured label].
public enum TitleLineBreak: String, CaseIterable, Hashable, Sendable, Codable {
  /// `.byWordWrapping`: lines end at word boundaries (after spaces and hyphens); a word wider
  /// than the line alone is broken between characters.
  case word
  /// `.byCharWrapping`: lines end before the first character that does not fit.
  case char
  /// `.byClipping`: one line, cut at the label's edge.
  case clip
  /// `.byTruncatingHead`: one line, `…wxyz`.
  case head
  /// `.byTruncatingTail`: one line, `abcd…`.
  case tail
  /// `.byTruncatingMiddle`: one line, `ab…yz`.
  case middle

  /// Whether the mode lets the title take several lines.
  public var wraps: Bool { self == .word || self == .char }

  /// The `NSLineBreakMode` case in Swift (`byWordWrapping`).
  public var swiftName: String {
    switch self {
    case .word: "byWordWrapping"
    case .char: "byCharWrapping"
    case .clip: "byClipping"
    case .head: "byTruncatingHead"
    case .tail: "byTruncatingTail"
    case .middle: "byTruncatingMiddle"
    }
  }
}

/// One break opportunity of a title: a piece a line may end after, with its advance widths.
///
/// Word wrapping: a word with the spaces after it (a hyphen ends a word too); character
/// wrapping: a character (grapheme cluster) with the spaces after it. The measurement layer
/// shapes each piece in the title's font (`TitleMeasurer.pieces`); the engine only adds widths.
/// Spaces at the end of a line do not count toward its width [inferred: TextKit hangs them].
public struct TitlePiece: Hashable, Sendable {
  /// The piece's text, trailing spaces included: the pieces joined give the title back.
  public var text: String
  /// The advance of the text without its trailing spaces, in points, unrounded.
  public var width: Double
  /// The advance of the trailing spaces, in points (0 when there are none).
  public var spaceWidth: Double
  /// The advance of each character (grapheme cluster) before the trailing spaces, for breaking
  /// a word wider than a whole line; empty for a piece of one character.
  public var characterWidths: [Double]

  /// A piece with these values.
  public init(text: String, width: Double, spaceWidth: Double, characterWidths: [Double] = []) {
    self.text = text
    self.width = width
    self.spaceWidth = spaceWidth
    self.characterWidths = characterWidths
  }
}

/// One line of a wrapped title.
public struct TitleLine: Hashable, Sendable {
  /// The line's text, trailing spaces included (the lines joined give the title back).
  public var text: String
  /// Its width without the trailing spaces, in points, unrounded.
  public var width: Double

  /// A line with this text and width.
  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}

/// A title broken into lines for a width.
public struct WrappedTitle: Hashable, Sendable {
  /// The lines shown (at most the label's `numberOfLines` when it is not 0).
  public var lines: [TitleLine]
  /// How many lines the whole title needs at this width.
  public var neededLines: Int
  /// The width the lines were broken for.
  public var availableWidth: Double

  /// Whether lines ran out: the last line shown ends with an ellipsis.
  public var isTruncated: Bool { neededLines > lines.count }

  /// The widest line, without trailing spaces.
  public var width: Double { lines.map(\.width).max() ?? 0 }

  /// The lines' height before rounding: the first line's `lineHeight`, each further line
  /// `lineHeight` rounded to whole points (docs/layout-model.md, "Multi-line titles") [measured:
  /// iOS 26.1, 17 pt, 1 to 3 lines: 20.333, 40.333, 60.333 at 3x; the whole-point step is
  /// inferred from that one size].
  public func rawHeight(lineHeight: Double) -> Double {
    Self.rawHeight(lines: lines.count, lineHeight: lineHeight)
  }

  /// `rawHeight` of `lines` lines.
  public static func rawHeight(lines: Int, lineHeight: Double) -> Double {
    lines < 1 ? 0 : lineHeight + Double(lines - 1) * lineHeight.rounded()
  }

  /// The label's height for `lineHeight`: the lines as one block (`rawHeight`), rounded up to
  /// the pixel grid once, never line by line.
  public func height(lineHeight: Double, grid: PixelGrid) -> Double {
    grid.ceil(rawHeight(lineHeight: lineHeight))
  }
}

/// Splits titles into break opportunities and lays them out in lines: UIKit's greedy line
/// breaking (docs/layout-model.md, "Multi-line titles"), pure, on widths measured elsewhere.
public enum TitleWrapper {
  /// The most lines a title may be limited to (`ButtonSpec.titleLines`; 0 is no limit).
  public static let maximumLines = 1000

  /// The pieces' texts of `title` for `mode`: each is `(core, spaces)`, the spaces the run of
  /// whitespace after the core. Word wrapping ends a piece after a run of spaces or after a
  /// hyphen (`-`, U+2010); character wrapping after every character. A title starting with
  /// spaces gets a first piece with an empty core.
  public static func pieceTexts(_ title: String, _ mode: TitleLineBreak) -> [(
    core: String, spaces: String
  )] {
    var result: [(core: String, spaces: String)] = []
    var core = ""
    var spaces = ""
    func flush() {
      if !core.isEmpty || !spaces.isEmpty { result.append((core, spaces)) }
      core = ""
      spaces = ""
    }
    for character in title {
      if character.isWhitespace {
        spaces.append(character)
        continue
      }
      if !spaces.isEmpty || (mode == .char && !core.isEmpty) { flush() }
      core.append(character)
      if mode != .char, character == "-" || character == "\u{2010}" {
        flush()
      }
    }
    flush()
    return result
  }

  /// Pieces of `title` whose widths are apportioned from the title's single-line `width` by
  /// character count: for a title with no glyph advances (a system-font title measured on a
  /// device, a size given by hand). Wrapping with them is approximate [inferred].
  public static func approximatePieces(_ title: String, width: Double, mode: TitleLineBreak)
    -> [TitlePiece]
  {
    let count = title.count
    guard count > 0 else { return [] }
    let each = width / Double(count)
    return pieceTexts(title, mode).map { piece in
      let characters = piece.core.count
      return TitlePiece(
        text: piece.core + piece.spaces, width: Double(characters) * each,
        spaceWidth: Double(piece.spaces.count) * each,
        characterWidths: characters > 1 ? Array(repeating: each, count: characters) : [])
    }
  }

  /// `pieces` broken into lines no wider than `width` (a piece never wider than a line stays
  /// whole; a word wider than a whole line is broken between characters, as UIKit does), at
  /// most `maxLines` shown (0: no limit).
  public static func wrap(_ pieces: [TitlePiece], width: Double, maxLines: Int) -> WrappedTitle {
    let limit = width + 1e-9
    var lines: [TitleLine] = []
    var text = ""
    var lineWidth = 0.0
    var pendingSpace = 0.0
    var started = false
    func endLine() {
      lines.append(TitleLine(text: text, width: lineWidth))
      text = ""
      lineWidth = 0
      pendingSpace = 0
      started = false
    }
    for piece in pieces {
      if started, lineWidth + pendingSpace + piece.width > limit { endLine() }
      if !started, piece.width > limit, piece.characterWidths.count > 1 {
        // A word wider than the line alone: broken before the first character that does not fit.
        var characters = Array(piece.text)
        for characterWidth in piece.characterWidths {
          if started, lineWidth + characterWidth > limit { endLine() }
          text.append(characters.removeFirst())
          lineWidth += characterWidth
          started = true
        }
        text += String(characters)  // the trailing spaces
        pendingSpace = piece.spaceWidth
        continue
      }
      lineWidth += (started ? pendingSpace : 0) + piece.width
      text += piece.text
      pendingSpace = piece.spaceWidth
      started = true
    }
    if started || lines.isEmpty { endLine() }
    let needed = lines.count
    if maxLines > 0, lines.count > maxLines { lines.removeLast(lines.count - maxLines) }
    return WrappedTitle(lines: lines, neededLines: needed, availableWidth: width)
  }
}
