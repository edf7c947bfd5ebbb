import ButtonCatalog
import ButtonLayout

extension ShowText {
  /// `show`'s rows of issue 28's image inputs: the SF Symbol (name, configuration, image view)
  /// and the activity indicator, each only when the button has it.
  static func symbolRows(_ r: ButtonRecord) -> [[String]] {
    var rows: [[String]] = []
    if let symbol = r.symbol, let pointSize = r.effectiveSymbolPointSize {
      var text =
        "\(TextFormat.visible(symbol)), \(TextFormat.number(pointSize)) pt \(r.effectiveSymbolWeight.rawValue) \(r.effectiveSymbolScale.rawValue)"
      if r.isImageUnmeasured {
        text += ", unmeasured (give --symbol-size WxH)"
      } else if r.isSymbolFromDevice, let image = r.spec.imageSize {
        text += ", image \(TextFormat.size(image))"
        text += r.spec.symbolImageViewSize.map { " in an image view \(TextFormat.size($0))" } ?? ""
        text += " (a device measurement)"
      } else if let view = r.spec.symbolImageViewSize {
        text += ", image view \(TextFormat.size(view)) (measured)"
      } else if let image = r.spec.imageSize {
        let view = InferredRules.symbolImageView(image, pointSize, r.spec.grid)
        text += ", image view \(TextFormat.size(view)) (inferred)"
      }
      rows.append(["symbol", text])
    }
    if r.spec.showsActivityIndicator {
      rows.append(["activity indicator", "shown (configuration; the legacy techniques have none)"])
    }
    return rows
  }
}

/// What the command line says of an SF Symbol image with neither a size nor a device
/// measurement (`unmeasured-image`): its layouts are pending.
enum UnmeasuredImage {
  static func message(_ r: ButtonRecord) -> String? {
    guard r.isImageUnmeasured, let symbol = r.symbol else { return nil }
    return
      "--symbol '\(TextFormat.visible(symbol))' has neither a size nor a device measurement, so its layouts are pending; give --symbol-size WxH (the symbol image's UIImage.size)"
  }
}

extension ShowText {
  /// The activity indicator's row of a configuration layout's frames, when the button shows
  /// one (stored layouts keep no indicator frame: it is recomputed from the inputs).
  static func activityIndicatorRows(_ r: ButtonRecord, _ l: TechniqueLayout) -> [[String]] {
    guard r.spec.showsActivityIndicator, l.technique == .configuration else { return [] }
    let frame =
      l.frames.activityIndicatorFrame
      ?? LayoutEngine.layout(r.spec, .configuration, l.direction).frames.activityIndicatorFrame
    return frame.map { [frameRow("activityIndicator", $0)] } ?? []
  }
}
