import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// Issue 28 (subtitle): the subtitle measured with the title's font, and its rules.
extension ButtonRecord {
  /// The point size the subtitle is measured in at the default content size: the given size,
  /// else UIKit's beside a 17 pt title (`SubtitleStack.defaultSubtitlePointSize`).
  package var subtitlePointSize: Double {
    subtitleFontSize ?? SubtitleStack.defaultSubtitlePointSize
  }

  /// The subtitle's point size at `category` [inferred]: scaled with Dynamic Type by the
  /// title's own factor (the system font title's size there over its size at the default).
  package func subtitlePointSize(at category: ContentSizeCategory) -> Double {
    let base = systemTitlePointSize()
    guard base > 0 else { return subtitlePointSize }
    return subtitlePointSize * systemTitlePointSize(at: category) / base
  }

  /// A subtitle measured as a system-font title is (every title source but a font file) that
  /// has no device measurement yet: the layouts are pending, as an unmeasured title's are.
  package var isSubtitleUnmeasured: Bool {
    subtitle != nil && titleSource != .font && spec.subtitleSize == nil
  }

  /// The measurement an unmeasured subtitle waits for (`title_needs`), or none.
  var subtitleNeeds: [TitleNeed] {
    guard isSubtitleUnmeasured, let subtitle else { return [] }
    return [
      TitleNeed(
        key: systemTitleKey(subtitle, pointSize: subtitlePointSize), digest: nil, pending: 1)
    ]
  }

  /// The subtitle's problems, for `validate`: its text one line as a title's, a title beside
  /// it, its point size, and a key only with a strings file.
  func subtitleProblems() -> [InputProblem] {
    var problems: [InputProblem] = []
    if let subtitle {
      if let problem = TextRules.titleProblem(subtitle, noun: "subtitle") {
        problems.append(InputProblem(.subtitle, "'\(Catalog.escaped(subtitle))': \(problem)"))
      }
      if title == nil, variants.strings == nil {
        problems.append(
          InputProblem(
            .subtitle,
            "a subtitle goes under a title; give \(ButtonField.title.mention("TEXT")) too"))
      }
    }
    if subtitle == nil, spec.subtitleSize != nil {
      // What measured a subtitle that is not there: an edited row or document.
      problems.append(InputProblem(.subtitleSize, "a measured subtitle size without a subtitle"))
    }
    if let size = subtitleFontSize, let problem = InputLimits.fontSizeProblem(size) {
      problems.append(
        InputProblem(.subtitleFontSize, "'\(ButtonSpec.messageNumber(size))' \(problem)"))
    }
    if subtitleKey != nil, variants.strings == nil {
      problems.append(
        InputProblem(
          .subtitleKey,
          "a subtitle key names a string of a strings file; give \(ButtonField.strings.mention("PATH"))"
        ))
    }
    return problems
  }
}

extension SourceMeasurer {
  /// Measures the subtitle in place: with the title's font file through HarfBuzz (a device
  /// measurement of it winning), else as a system-font title is (a device measurement, Apple's
  /// font files approximately, or none yet: `isSubtitleUnmeasured`).
  package func measureSubtitle(_ record: inout ButtonRecord) throws(CatalogError) {
    guard let text = record.subtitle else {
      record.spec.subtitleSize = nil
      return
    }
    record.spec.subtitleSize = try subtitleSize(
      text, record, pointSize: record.subtitlePointSize)
  }

  /// The size of a subtitle `text` at `pointSize` in `record`'s title font (see
  /// `measureSubtitle`), or `nil` while unmeasured.
  package func subtitleSize(_ text: String, _ record: ButtonRecord, pointSize: Double)
    throws(CatalogError) -> Size?
  {
    guard record.titleSource == .font, let font = record.font else {
      return titleSize(text, record, pointSize: pointSize).size
    }
    if let device = deviceTitle(text, record, pointSize: pointSize) { return device.size }
    do {
      return try titles.measure(
        text, font: .file(file(font), fallbacks: record.fallbackFonts.map(file)),
        pointSize: pointSize
      ).size
    } catch {
      throw .measurement(.subtitle, "\(error)")
    }
  }

  /// The subtitle's strings key read like the title's: the source language's value is the
  /// subtitle; a problem names the key's field.
  func subtitleFromStrings(_ record: inout ButtonRecord, _ table: StringTable) -> InputProblem? {
    guard let key = record.subtitleKey else { return nil }
    do {
      record.subtitle = try table.title(forKey: key, locale: table.sourceLanguage).text
      return nil
    } catch {
      return InputProblem(.subtitleKey, "\(error)")
    }
  }
}
