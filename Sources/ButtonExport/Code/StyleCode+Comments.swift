import ButtonLayout

extension StyleCode {
  /// The lines of the doc comment above a style's main method: what it applies, the
  /// description, the inputs, then per direction what a device shows and every finding.
  var docLines: [String] {
    var lines = [
      configurationOnly
        ? "Applies the `\(commentName)` style as a UIButton.Configuration (the catalog's technique is `\(button.technique.rawValue)`)."
        : "Applies the `\(commentName)` style with its `\(button.technique.rawValue)` technique."
    ]
    lines.append("")
    let description = CodeComment.lines(button.description)
    if !button.description.isEmpty { lines += description + [""] }
    lines.append(ButtonSummary.inputs(button))
    for layout in applied {
      let model = layout.isModel ? " (model)" : ""
      lines.append(
        "\(ButtonSummary.direction(layout.direction))\(model): \(ButtonSummary.measures(layout)); "
          + ButtonSummary.verdict(layout))
      for d in layout.diagnostics {
        let message = CodeComment.lines(d.message).joined(separator: " ")
        lines.append("- \(d.severity.rawValue) \(d.code.rawValue): \(message)")
      }
    }
    return lines
  }

  /// Why the method may take the configuration path, for the doc comment.
  var pathNote: String {
    if configurationOnly {
      return
        "Deployment target iOS \(target.description): the configuration on every iOS; no legacy insets."
    }
    return switch button.technique {
    case .configuration:
      "iOS 15 and later: the configuration; before: the `exact` technique's legacy insets."
    case .layoutSubviews:
      "iOS 15 and later: the configuration; before: nothing (see the frames in the body)."
    default:
      "A button with a configuration (iOS 15+) ignores legacy insets and gets the configuration values instead."
    }
  }

  /// Comment lines for `layout-subviews`: the category's properties and the frames it
  /// sets, which no generated code can set (they need its swizzled `layoutSubviews`).
  var framesComment: [String] {
    var lines = [
      "Technique layout-subviews: the `UIButton (TTAdd)` category swizzles layoutSubviews",
      "of every button in the app; it is not part of this file. It would use:",
    ]
    for layout in chosen {
      guard
        case .frames(let position, let margin, let content, let image, let title) = layout.values
      else { continue }
      let direction = ButtonSummary.direction(layout.direction)
      lines.append(
        "  \(direction): buttonImagePosition = \(Seed000Position.text(position)), "
          + "buttonImageMargin = \(ExportNumber.text(margin)), contentEdgeInsets = \(ButtonSummary.insets(content))"
      )
      lines.append(
        "  \(direction): imageView.frame = \(ButtonSummary.rect(image)), titleLabel.frame = \(ButtonSummary.rect(title))"
      )
    }
    return lines
  }
}
