import Foundation
import Testing

@testable import ButtonMeasure

/// The Debian font files the tests measure; scripts/deps.sh installs their packages.
enum Fonts {
  /// fonts-dejavu-core.
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  static let dejaVuSansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
  /// fonts-wqy-microhei: a TrueType collection, face 0 "WenQuanYi Micro Hei", face 1 "… Mono".
  static let wqyMicroHei = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

  /// Records a failure naming the missing file and its package; true when every file exists.
  static func require(_ paths: String..., sourceLocation: SourceLocation = #_sourceLocation)
    -> Bool
  {
    let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    for path in missing {
      let package = path.contains("wqy") ? "fonts-wqy-microhei" : "fonts-dejavu-core"
      Issue.record(
        "test font \(path) is missing: install \(package) (bash scripts/deps.sh)",
        sourceLocation: sourceLocation)
    }
    return missing.isEmpty
  }
}
