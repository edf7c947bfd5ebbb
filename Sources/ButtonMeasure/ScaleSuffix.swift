/// The scale an image file name declares: `icon@2x.png` is 2, `icon@3x~iphone.png` is 3,
/// `icon.png` is 1.
///
/// UIKit loads `name@Nx.png` as an image of scale N, so its point size is its pixel size divided
/// by N (`icon@3x.png` of 72 px is 24 pt).
enum ScaleSuffix {
  static func scale(ofFileName path: String) -> Int {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var stem = Substring(name)
    if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
    if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
    guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
    let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
    guard let scale = Int(digits), scale >= 1 else { return 1 }
    return scale
  }
}
