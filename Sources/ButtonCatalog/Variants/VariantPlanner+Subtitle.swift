import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// Issue 28 (subtitle): the subtitle each variant shows, translated per locale with
/// `subtitleKey` (the source language's value elsewhere), pseudo-transformed like the title,
/// and measured with the title's font at its point size scaled with Dynamic Type by the
/// title's factor (`ButtonRecord.subtitlePointSize(at:)`) [inferred].
extension VariantPlanner {
  /// The subtitle text of each locale laid out, by `LocaleTitles.name`; empty without one.
  func localeSubtitles(_ record: ButtonRecord, _ locales: [LocaleTitles])
    throws(CatalogError) -> [String?: String]
  {
    guard let own = record.subtitle else { return [:] }
    var table: StringTable?
    if record.subtitleKey != nil, let path = record.variants.strings {
      do {
        table = try cache.table(measurer.file(path))
      } catch {
        throw Self.problem(error)
      }
    }
    var result: [String?: String] = [:]
    for locale in locales {
      var text = own
      if let name = locale.name,
        let pseudo = record.variants.pseudo.first(where: {
          $0.localeName == name
        })
      {
        text = pseudo.transform(own)
      } else if let table, let key = record.subtitleKey, let name = locale.name,
        let translated = try? table.title(forKey: key, locale: name)
      {
        text = translated.text
      }
      result[locale.name] = text
    }
    return result
  }

  /// The size of the subtitle `text` at `category` (`nil` while a system-font subtitle has no
  /// measurement) and the measurement it needs, if any.
  func subtitleSize(
    _ text: String, _ record: ButtonRecord, _ sizing: TitleSizing, at category: ContentSizeCategory
  ) throws(CatalogError) -> (size: Size?, need: (key: TitleMeasurementKey, digest: String?)?) {
    let points = record.subtitlePointSize(at: category)
    guard record.titleSource == .font, let font = sizing.font else {
      let source = measurer.titleSize(text, record, pointSize: points)
      return (source.size, (record.systemTitleKey(text, pointSize: points), source.digest))
    }
    do {
      let measured = try cache.titleSize(
        text, font: font, fontID: sizing.fontID, pointSize: points, measurer: measurer.titles)
      let device = measurer.fontTitleNeed(text, record, pointSize: points)
        .flatMap { measurer.measurements[$0.key] }
      return (device?.size ?? measured, nil)
    } catch {
      throw .measurement(.subtitle, "\(error)")
    }
  }
}
