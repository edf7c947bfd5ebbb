import ButtonCatalog
import ButtonIB

/// The names a scan gives buttons: `FILE-STEM/ID-or-userLabel` (docs/scan.md, "Names"), the
/// names `scan --add` stores them under. A name depends only on the file's name and the
/// button's own attributes, so it is the same at every scan while those do not change.
package enum ScanNames {
  /// The file's name without its folder and extension: `Main` for `App/Base.lproj/Main.storyboard`,
  /// with each character a button name cannot have (`Main~ipad`, `Login Screen`) as `-`
  /// (`Main-ipad`, `Login-Screen`), so every file's buttons get valid names.
  package static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    let stem =
      name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
    var scalars = String.UnicodeScalarView()
    for scalar in stem.unicodeScalars {
      let allowed =
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "._-".unicodeScalars.contains(scalar)
      scalars.append(allowed ? scalar : "-")
    }
    let cleaned = String(scalars)
    return cleaned.isEmpty || ButtonName.problem(cleaned) != nil ? "file" : cleaned
  }

  /// Each button's name, in the file's order: `STEM/USERLABEL` when the user label makes a
  /// valid button name that no other button of the file also claims (by its label or its ID),
  /// else `STEM/ID`.
  package static func names(_ file: IBFile) -> [String] {
    let stem = stem(file.path)
    var claims: [String: Int] = [:]
    for button in file.buttons {
      claims[button.id, default: 0] += 1
      if let label = button.userLabel, label != button.id { claims[label, default: 0] += 1 }
    }
    return file.buttons.map { button in
      if let label = button.userLabel, claims[label] == 1,
        ButtonName.problem(stem + "/" + label) == nil
      {
        return stem + "/" + label
      }
      return stem + "/" + button.id
    }
  }
}
