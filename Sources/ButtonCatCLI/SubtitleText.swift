import ButtonCatalog
import ButtonLayout

/// Issue 28 (subtitle): what `show` prints of a configuration's subtitle and title alignment.
enum SubtitleText {
  /// The input rows, each only when set: the subtitle (its text or key, size and point size),
  /// `titlePadding` and `titleAlignment`.
  static func rows(_ r: ButtonRecord) -> [[String]] {
    var rows: [[String]] = []
    let s = r.spec
    if let subtitle = r.subtitle {
      let key = r.subtitleKey.map { ", key \"\($0)\"" } ?? ""
      let size = s.subtitleSize.map { TextFormat.size($0) + " " } ?? "unmeasured "
      rows.append([
        "subtitle",
        "\"\(subtitle)\" \(size)(\(TextFormat.number(r.subtitlePointSize)) pt\(key); configuration)",
      ])
    }
    if s.titlePadding != SubtitleStack.defaultTitlePadding {
      rows.append(["title padding", "\(TextFormat.number(s.titlePadding)) pt (configuration)"])
    }
    if let alignment = s.titleAlignment {
      rows.append(["title alignment", "\(alignment.rawValue) (configuration)"])
    }
    return rows
  }

  /// The subtitle label's frame row, for a layout that has one.
  static func frameRows(_ l: TechniqueLayout) -> [[String]] { frameRows(l.frames) }

  /// The subtitle label's frame row, for frames that have one (a layout's or a variant's).
  static func frameRows(_ frames: LayoutFrames) -> [[String]] {
    frames.subtitleFrame.map { [ShowText.frameRow("subtitleLabel", $0)] } ?? []
  }

  /// The measurement `show` names for a pending layout: the title's, or the subtitle's when it
  /// is the one unmeasured.
  static func unmeasuredKey(_ r: ButtonRecord) -> TitleMeasurementKey? {
    if r.titleSource == .system, r.spec.titleSize == nil, let title = r.title {
      return r.systemTitleKey(title)
    }
    guard r.isSubtitleUnmeasured, let subtitle = r.subtitle else { return nil }
    return r.systemTitleKey(subtitle, pointSize: r.subtitlePointSize)
  }

}
