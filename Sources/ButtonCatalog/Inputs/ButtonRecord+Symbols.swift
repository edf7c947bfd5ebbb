import ButtonLayout

extension ButtonRecord {
  /// The point size the symbol is configured with: the given one, else the title's (a
  /// system-font title's size at the default content size, or the font file's size).
  package var effectiveSymbolPointSize: Double? {
    guard symbol != nil else { return nil }
    return symbolPointSize ?? systemTitlePointSize()
  }

  /// The symbol's weight and scale as the symbol configuration gets them.
  package var effectiveSymbolWeight: SystemFontWeight { symbolWeight ?? .regular }
  package var effectiveSymbolScale: SymbolScale { symbolScale ?? .medium }

  /// An SF Symbol image with neither a size given nor a device measurement: its layouts are
  /// pending, like an unmeasured title's (`unmeasured-image`).
  package var isImageUnmeasured: Bool { symbol != nil && spec.imageSize == nil }

  /// The engine's symbol input: the point size of a symbol image (none without a symbol).
  mutating func deriveSymbolPointSize() {
    spec.symbolPointSize = effectiveSymbolPointSize
  }
}

extension ButtonRecord {
  /// The longest symbol name, in code points (the schema's `CHECK`).
  package static let maximumSymbolLength = 200

  /// Every problem with the symbol inputs: the name's characters and length (it reaches
  /// generated code, HTML and SVG: one line, no control character), the point size's range, a
  /// symbol beside an image file, and a symbol configuration or view without a symbol.
  func symbolProblems() -> [InputProblem] {
    var problems: [InputProblem] = []
    if let symbol {
      let shown = Catalog.escaped(symbol)
      let length = symbol.unicodeScalars.count
      if let scalar = symbol.unicodeScalars.first(where: TextRules.isControl) {
        problems.append(
          InputProblem(
            .symbol,
            "'\(shown)' has the control character \(TextRules.codePoint(scalar)); a symbol name is one line of text"
          ))
      } else if length == 0 || length > Self.maximumSymbolLength {
        problems.append(
          InputProblem(
            .symbol,
            "'\(shown)' has \(length) characters; a symbol name has 1 to \(Self.maximumSymbolLength)"
          ))
      }
      if imageSource == .file || imagePath != nil {
        problems.append(
          InputProblem(
            .symbol,
            "'\(shown)' and the image file \(Catalog.escaped(imagePath ?? "")) both give the image; keep one"
          ))
      }
    } else {
      let configured: [(ButtonField, String?)] = [
        (.symbolPointSize, symbolPointSize.map(ButtonSpec.messageNumber)),
        (.symbolWeight, symbolWeight?.rawValue), (.symbolScale, symbolScale?.rawValue),
      ]
      for case (let field, let value?) in configured {
        problems.append(
          InputProblem(
            field,
            "'\(value)' configures an SF Symbol, and the button has none; give \(ButtonField.symbol.mention("NAME"))"
          ))
      }
      if spec.symbolImageViewSize != nil {
        problems.append(InputProblem(.symbol, "a symbol image view without a symbol"))
      }
    }
    if let view = spec.symbolImageViewSize {
      let text = "\(ButtonSpec.messageNumber(view.width))x\(ButtonSpec.messageNumber(view.height))"
      if view.width.isNaN || view.height.isNaN {
        problems.append(
          InputProblem(.symbolView, "a width without a height, or a height without a width"))
      } else if !view.width.isFinite || !view.height.isFinite || view.width < 0 || view.height < 0 {
        problems.append(InputProblem(.symbolView, "'\(text)' is not a size (no side negative)"))
      } else if let problem = InputLimits.lengthProblem(Swift.max(view.width, view.height)) {
        problems.append(InputProblem(.symbolView, "'\(text)' \(problem)"))
      }
    }
    if let symbolPointSize, let problem = InputLimits.fontSizeProblem(symbolPointSize) {
      problems.append(
        InputProblem(.symbolPointSize, "'\(ButtonSpec.messageNumber(symbolPointSize))' \(problem)"))
    }
    return problems
  }
}

extension Catalog {
  /// The `unmeasured-image` finding of `record`: its SF Symbol has neither a size given nor a
  /// device measurement, so its layouts are pending.
  static func unmeasuredImageFindings(_ record: ButtonRecord) -> [MeasurementFinding] {
    guard record.isImageUnmeasured, let symbol = record.symbol,
      let pointSize = record.effectiveSymbolPointSize
    else { return [] }
    return [
      MeasurementFinding(
        .unmeasuredImage,
        "the SF Symbol '\(escaped(symbol))' (\(ButtonSpec.messageNumber(pointSize)) pt \(record.effectiveSymbolWeight.rawValue) \(record.effectiveSymbolScale.rawValue)) has neither a size given nor a device measurement: its layouts are pending"
      )
    ]
  }
}
