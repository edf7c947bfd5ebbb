import ButtonCatalog
import ButtonLayout

extension InputOptions {
  /// The SF Symbol options against the image options of the same command: a symbol is the
  /// image, so `--symbol` and `--symbol-size` cannot go with `--image` or `--image-size` (each
  /// problem names both options and their values as typed), an image given alone replaces a
  /// symbol, and `--no-image` removes it too.
  static func applySymbolOptions(
    _ arguments: ParsedArguments, to record: inout ButtonRecord,
    _ collector: inout ProblemCollector, conflicts: Bool
  ) {
    func typed(_ field: ButtonField) -> String {
      let value = arguments.value(field).map { " '\(TextFormat.visible($0))'" } ?? ""
      return name(of: field) + value
    }
    let symbolOptions = [ButtonField.symbol, .symbolSize].filter(arguments.has)
    let imageOptions = [ButtonField.image, .imageSize].filter(arguments.has)
    for symbolOption in symbolOptions {
      for imageOption in imageOptions {
        collector.problems.append(
          "\(typed(symbolOption)) and \(typed(imageOption)) both give the image; a symbol is the button's image: use one"
        )
      }
    }
    if arguments.has(InputHelp.noImage.name) {
      if !symbolOptions.isEmpty {
        collector.problems.append(
          "--\(InputHelp.noImage.name) cannot go with \(symbolOptions.map(typed).joined(separator: " or "))"
        )
      }
      ButtonInputs.removeSymbol(&record)
    } else if symbolOptions.isEmpty, !imageOptions.isEmpty, record.symbol != nil {
      // An image file or size given alone replaces the symbol (and keeps what it gave).
      let (image, source, path) = (record.spec.imageSize, record.imageSource, record.imagePath)
      ButtonInputs.removeSymbol(&record)
      (record.spec.imageSize, record.imageSource, record.imagePath) = (image, source, path)
    }
    // A new button's record (`add`, `layout`): `set` parses against a scratch record first.
    if conflicts, arguments.has(.symbolSize), record.symbol == nil, !arguments.has(.symbol) {
      collector.problems.append(
        "\(typed(.symbolSize)) is an SF Symbol's size, and the button has none; give \(name(of: .symbol)) NAME"
      )
    }
  }
}
