import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// Turns a record's variant inputs (`VariantSettings`) into the variants the engine lays out:
/// reads the strings file, scales the font per content size (Dynamic Type), measures each title
/// (cached by font, size and text), resolves each state's title and image (docs/variants.md,
/// "Planning variants").
///
/// Make one planner (or one `SourceMeasurer`) per run and plan every button with it: its
/// `cache` is what the buttons share. Safe to use from several threads at once.
package struct VariantPlanner: Sendable {
  package var measurer: SourceMeasurer
  /// Titles measured, strings files and images read in this run (`measurer.variantCache`
  /// unless given).
  package var cache: VariantCache

  package init(measurer: SourceMeasurer = SourceMeasurer()) {
    self.init(measurer: measurer, cache: measurer.variantCache)
  }

  package init(measurer: SourceMeasurer, cache: VariantCache) {
    self.measurer = measurer
    self.cache = cache
  }

  /// Every variant of `record`, resolved and measured, base variant first (when the locales and
  /// content sizes include it), then by locale (the source language first, the others as
  /// listed, the pseudo-locales last), content size and state (`ControlState.allCases` order).
  /// `record` is measured already (its base sizes are current). A record without variant
  /// inputs has the base variant only.
  ///
  /// Throws `CatalogError` naming the field: a strings file that cannot be read or is
  /// malformed, a key or a locale not in it, a title that cannot be measured.
  package func inputs(for record: ButtonRecord) throws(CatalogError) -> [VariantInput] {
    try plan(for: record).inputs
  }

  /// The variants of `record` laid out (`inputs`), those pending (each variant whose
  /// system-font title has no measurement, with the measurement it waits for), and the
  /// measured titles they need.
  package struct Plan: Sendable {
    package var inputs: [VariantInput]
    package var unmeasured: [PendingVariant]
    package var needs: [TitleNeed]
  }

  /// Moves `elements[index]` to the front, the ones before it one place on (the base variant
  /// comes first; it is a few places in, and the rest of the variants stay where they are).
  static func moveToFront<Element>(_ elements: inout [Element], _ index: Int) {
    var i = index
    while i > 0 {
      elements.swapAt(i, i - 1)
      i -= 1
    }
  }

  /// Every variant of `record` as `inputs(for:)` gives them, and the pending ones apart.
  package func plan(for record: ButtonRecord) throws(CatalogError) -> Plan {
    let settings = record.variants
    // An unmeasured symbol image: every variant shows it, none is laid out.
    if record.isImageUnmeasured {
      return Plan(inputs: [], unmeasured: [], needs: measurer.baseTitleNeeds(record))
    }
    guard !settings.isEmpty else {
      let needs = measurer.baseTitleNeeds(record)
      if record.isTitleUnmeasured {
        return Plan(
          inputs: [], unmeasured: needs.map { PendingVariant(key: .base, title: $0.key) },
          needs: needs)
      }
      let input = VariantInput(
        key: .base, spec: record.spec,
        fontSize: record.titleSource == .none ? nil : record.effectiveFontSize,
        title: record.title)
      return Plan(inputs: [input], unmeasured: [], needs: needs)
    }
    let matrix = try self.matrix(record)
    let sizing = TitleSizing(record: record, planner: self)
    let images = try stateImages(record, states: matrix.states)
    let subtitles = try localeSubtitles(record, matrix.locales)

    var inputs: [VariantInput] = []
    var unmeasured: [PendingVariant] = []
    var needs: [TitleMeasurementKey: TitleNeed] = [:]
    inputs.reserveCapacity(matrix.locales.count * matrix.sizes.count * matrix.states.count)
    var base: Int?
    for locale in matrix.locales {
      let spec = matrix.spec(record, locale)
      // Each state's title in this locale, resolved once for its sizes.
      let shownByState = matrix.states.map { locale.titles.resolved(for: $0)?.value }
      for size in matrix.sizes {
        let scaled = sizing.metrics(spec, size)
        for (stateIndex, state) in matrix.states.enumerated() {
          let shown = shownByState[stateIndex]
          let title = try sizing.title(shown, at: size)
          let key = VariantKey(locale: locale.name, contentSize: size, state: state)
          if let need = title.need {
            needs[need.key, default: TitleNeed(key: need.key, digest: need.digest, pending: 0)]
              .pending += need.digest == nil ? 1 : 0
            if need.digest == nil {
              unmeasured.append(PendingVariant(key: key, title: need.key))
              continue
            }
          }
          var variant = scaled
          if let text = subtitles[locale.name] {
            let subtitle = try subtitleSize(text, record, sizing, at: size)
            if let need = subtitle.need, need.digest == nil {
              needs[need.key, default: TitleNeed(key: need.key, digest: nil, pending: 0)]
                .pending += 1
              unmeasured.append(PendingVariant(key: key, title: need.key))
              continue
            }
            variant.subtitleSize = subtitle.size
          }
          variant.titleSize = title.size
          variant.titleLineHeight = title.lineHeight
          variant.titlePieces = try sizing.pieces(shown?.text, title)  // Issue 28 (lines)
          variant.imageSize = images[state] ?? record.spec.imageSize
          if locale.isSource, size == .default, state == .normal { base = inputs.count }
          inputs.append(
            VariantInput(
              key: key, spec: variant, fontSize: title.fontSize, title: shown?.text,
              notes: Self.joined(shown?.notes ?? [], title.notes)))
        }
      }
    }
    if let base { Self.moveToFront(&inputs, base) }
    return Plan(inputs: inputs, unmeasured: unmeasured, needs: Array(needs.values))
  }

  /// Every variant of `record` with the title it shows and the directions it is laid out in,
  /// in `inputs(for:)`'s order, nothing measured: what a device must measure and lay out (the
  /// probe export). Throws as `inputs(for:)` does for the strings file.
  package func titles(for record: ButtonRecord) throws(CatalogError) -> [VariantTitle] {
    guard !record.variants.isEmpty else {
      return [VariantTitle(key: .base, directions: record.spec.directions, text: record.title)]
    }
    let matrix = try self.matrix(record)
    var titles: [VariantTitle] = []
    var base: Int?
    for locale in matrix.locales {
      let directions = matrix.spec(record, locale).directions
      for size in matrix.sizes {
        for state in matrix.states {
          if locale.isSource, size == .default, state == .normal { base = titles.count }
          titles.append(
            VariantTitle(
              key: VariantKey(locale: locale.name, contentSize: size, state: state),
              directions: directions, text: locale.titles.resolved(for: state)?.value.text))
        }
      }
    }
    if let base { Self.moveToFront(&titles, base) }
    return titles
  }

  /// The locales (their titles read), content sizes and states `record`'s variants multiply.
  struct Matrix {
    var locales: [LocaleTitles]
    var sizes: [ContentSizeCategory]
    var states: [ControlState]
    var perLocale: Bool

    /// The record's spec in `locale`: laid out in the locale's direction with `--direction
    /// auto`.
    func spec(_ record: ButtonRecord, _ locale: LocaleTitles) -> ButtonSpec {
      var spec = record.spec
      if perLocale { spec.direction = locale.direction == .rightToLeft ? .rtl : .ltr }
      return spec
    }
  }

  func matrix(_ record: ButtonRecord) throws(CatalogError) -> Matrix {
    let settings = record.variants
    var sizes: [ContentSizeCategory] = []
    for size in settings.contentSizes
      ?? (settings.textStyle != nil ? ContentSizeCategory.allCases : [.default])
    where !sizes.contains(size) {
      sizes.append(size)
    }
    return Matrix(
      locales: try localeTitles(record), sizes: sizes, states: Self.states(settings),
      perLocale: Self.decidesDirectionPerLocale(record))
  }

  /// Every variant of `record` laid out with its technique, base variant first.
  package func layouts(for record: ButtonRecord) throws(CatalogError) -> [VariantLayout] {
    layouts(of: try plan(for: record), record)
  }

  /// The variants of `plan` (of `record`) laid out with its technique.
  package func layouts(of plan: Plan, _ record: ButtonRecord) -> [VariantLayout] {
    VariantEngine.layouts(
      plan.inputs, technique: record.technique, maxWidth: record.variants.maxWidth)
  }

  /// `first + second`, without a new array when either is empty (most variants have no notes).
  static func joined(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
    first.isEmpty ? second : second.isEmpty ? first : first + second
  }

  /// Normal, then every state with a title or an image of its own, in `ControlState.allCases`
  /// order.
  static func states(_ settings: VariantSettings) -> [ControlState] {
    ControlState.allCases.filter {
      $0 == .normal || settings.stateTitles[$0] != nil || settings.stateTitleKeys[$0] != nil
        || settings.stateImages[$0] != nil
    }
  }

  /// Whether each locale is laid out in its own script's direction (`--direction auto`, the
  /// default when a strings file is given) rather than in every direction the record asks for.
  static func decidesDirectionPerLocale(_ record: ButtonRecord) -> Bool {
    record.spec.direction == .auto
  }

  /// Each state's own image size (a file read like `--image` at the record's scale, or a size
  /// as given); a state without one shows the normal image (UIKit's fallback).
  func stateImages(_ record: ButtonRecord, states: [ControlState]) throws(CatalogError)
    -> [ControlState: Size]
  {
    var sizes: [ControlState: Size] = [:]
    for state in states where state != .normal {
      switch record.variants.stateImages[state] {
      case nil:
        continue
      case .size(let size):
        sizes[state] = size
      case .file(let path, _):
        do {
          sizes[state] = try cache.imageSize(
            measurer.file(path), scale: Int(record.spec.scale), measurer: measurer.images)
        } catch {
          throw .measurement(ButtonField.stateImage, "\(state.rawValue): \(error)")
        }
      }
    }
    return sizes
  }
}

extension VariantSettings {
  /// `locales` meaning every locale of the strings file, translated or not (`--locales all`);
  /// `nil` means the locales with a value of their own.
  package static let allLocales = ["all"]
}
