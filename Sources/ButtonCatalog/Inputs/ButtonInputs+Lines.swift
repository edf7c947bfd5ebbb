import ButtonJSON
import ButtonLayout

extension ButtonField {
  // Issue 28 (lines): multi-line titles (migration 0021).
  /// `numberOfLines`: 1 by default, 0 for no limit.
  package static let lines: ButtonField = "lines"
  /// `lineBreakMode` / `titleLineBreakMode`.
  package static let lineBreak: ButtonField = "line-break"
  /// The title's break opportunities with their widths: measured, never set.
  static let titlePieces: ButtonField = "title-pieces"
}

/// Multi-line titles (migration 0021): `--lines` (`ButtonSpec.titleLines`), `--line-break`
/// (`ButtonSpec.titleLineBreak`) and the title's measured pieces (`ButtonSpec.titlePieces`).
/// Each column is NULL at its default, its key left out of the record's JSON and optional in
/// documents, its digest member left out: every button without them keeps its digests,
/// layouts and outputs.
extension ButtonInputs {
  static let lineInputs = [lines, lineBreak, titlePieces]

  static let lines = ButtonInput(
    .lines,
    store: { r, row in
      row.set("lines", r.spec.titleLines == 1 ? .null : .integer(Int64(r.spec.titleLines)))
    },
    load: { row, r in
      guard let stored = try row.optionalNumber("lines") else { return }
      r.spec.titleLines = stored.map { Int($0) } ?? 1
    },
    encode: { r in r.spec.titleLines == 1 ? .null : .integer(Int64(r.spec.titleLines)) },
    decode: { v, p, reader, r in
      if v == nil || v == .null {
        r.spec.titleLines = 1
        return
      }
      if let n = reader.integer(v, p) { r.spec.titleLines = n }
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [
      DigestPart("lines") { $0.titleLines == 1 ? nil : .number(Double($0.titleLines)) }
    ],
    settings: [
      InputSetting(.lines, reset: { $0.spec.titleLines = 1 }) { value, r in
        if case .number(let n) = value { r.spec.titleLines = Int(n) }
      }
    ])

  static let lineBreak = ButtonInput(
    .lineBreak,
    store: { r, row in row.set("line_break", text: r.spec.titleLineBreak?.rawValue) },
    load: { row, r in
      guard let text = try row.optionalText("line_break") else { return }
      guard let text else {
        r.spec.titleLineBreak = nil
        return
      }
      if let mode = TitleLineBreak(rawValue: text) {
        r.spec.titleLineBreak = mode
      } else {
        row.problem(
          "line_break", .text(text),
          "is not one of \(TitleLineBreak.allCases.map(\.rawValue).joined(separator: ", "))")
      }
    },
    encode: { r in .optional(r.spec.titleLineBreak) { .string($0.rawValue) } },
    decode: { v, p, reader, r in
      if v == nil || v == .null {
        r.spec.titleLineBreak = nil
        return
      }
      if let mode = reader.choice(v, p, TitleLineBreak.self) { r.spec.titleLineBreak = mode }
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [DigestPart("lineBreak") { $0.titleLineBreak.map { .string($0.rawValue) } }],
    settings: [
      InputSetting(.lineBreak, reset: { $0.spec.titleLineBreak = nil }) { value, r in
        if case .text(let text) = value { r.spec.titleLineBreak = TitleLineBreak(rawValue: text) }
      }
    ])

  static let titlePieces = ButtonInput(
    .titlePieces,
    store: { r, row in
      row.set("title_pieces", text: r.spec.titlePieces.map(TitlePiecesJSON.text))
    },
    load: { row, r in
      guard let text = try row.optionalText("title_pieces") else { return }
      guard let text else {
        r.spec.titlePieces = nil
        return
      }
      if let pieces = TitlePiecesJSON.pieces(text) {
        r.spec.titlePieces = pieces
      } else {
        row.problem("title_pieces", .text(text), "is not a list of title pieces")
      }
    },
    encode: { r in .optional(r.spec.titlePieces, TitlePiecesJSON.encode) },
    decode: { v, p, reader, r in
      if v == nil || v == .null {
        r.spec.titlePieces = nil
        return
      }
      if let pieces = TitlePiecesJSON.decode(v, p, reader) { r.spec.titlePieces = pieces }
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [
      DigestPart("titlePieces") { $0.titlePieces.map { .string(TitlePiecesJSON.text($0)) } }
    ])
}

/// The JSON of a title's pieces: `[{"text":"Sign ","width":31.2,"spaceWidth":4.1,
/// "characterWidths":[…]}, …]`, `spaceWidth` and `characterWidths` left out when 0 or empty.
package enum TitlePiecesJSON {
  package static func encode(_ pieces: [TitlePiece]) -> JSONValue {
    .array(
      pieces.map { piece in
        var members: [(String, JSONValue)] = [
          ("text", .string(piece.text)), ("width", .number(piece.width)),
        ]
        if piece.spaceWidth != 0 { members.append(("spaceWidth", .number(piece.spaceWidth))) }
        if !piece.characterWidths.isEmpty {
          members.append(("characterWidths", .array(piece.characterWidths.map { .number($0) })))
        }
        return .object(members)
      })
  }

  package static func decode(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> [TitlePiece]?
  {
    guard let items = reader.array(value, path) else { return nil }
    var pieces: [TitlePiece] = []
    for (index, item) in items.enumerated() {
      let at = "\(path)[\(index)]"
      guard
        reader.object(item, at, allowed: ["text", "width", "spaceWidth", "characterWidths"])
          != nil,
        let text = reader.string(item["text"], at + ".text"),
        let width = reader.number(item["width"], at + ".width")
      else { return nil }
      var piece = TitlePiece(text: text, width: width, spaceWidth: 0)
      if let space = item["spaceWidth"] {
        guard let v = reader.number(space, at + ".spaceWidth") else { return nil }
        piece.spaceWidth = v
      }
      if let widths = item["characterWidths"] {
        guard let list = reader.array(widths, at + ".characterWidths") else { return nil }
        for (i, w) in list.enumerated() {
          guard let v = reader.number(w, "\(at).characterWidths[\(i)]") else { return nil }
          piece.characterWidths.append(v)
        }
      }
      pieces.append(piece)
    }
    return pieces
  }

  /// The compact JSON text the catalog stores.
  package static func text(_ pieces: [TitlePiece]) -> String {
    JSONWriter(pretty: false).string(encode(pieces))
  }

  /// The pieces of stored text, or `nil` when it is not valid.
  package static func pieces(_ text: String) -> [TitlePiece]? {
    guard let value = try? JSONParser.parse(text) else { return nil }
    let reader = JSONReader()
    let pieces = decode(value, "titlePieces", reader)
    return reader.problems.isEmpty ? pieces : nil
  }
}

extension ButtonRecord {
  /// The problems of the title's measured pieces (an edited row or document): they give the
  /// title back when joined, and every advance is a finite, non-negative length in range.
  func titlePiecesProblems() -> [InputProblem] {
    guard let pieces = spec.titlePieces else { return [] }
    if let title, pieces.map(\.text).joined() != title {
      return [InputProblem(.titlePieces, "the pieces do not join into the title")]
    }
    let widths = pieces.flatMap { [$0.width, $0.spaceWidth] + $0.characterWidths }
    if let bad = widths.first(where: {
      !$0.isFinite || $0 < 0 || InputLimits.lengthProblem($0) != nil
    }) {
      return [
        InputProblem(
          .titlePieces, "'\(ButtonSpec.messageNumber(bad))' is not an advance (0 to 10000 pt)")
      ]
    }
    return []
  }
}
