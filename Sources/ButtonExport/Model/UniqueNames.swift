/// Makes derived names unique, deterministically: the first of a clashing group (in the order
/// given, the catalog's natural order) keeps its name, the others get the smallest free suffix.
///
/// Identifiers and file names are derived from button names by dropping or replacing
/// characters, so two distinct buttons can map to the same one (`tabbar/home-icon` and
/// `tabbar.home_icon`). A suffix is never one that another button has as its own name.
enum UniqueNames {
  /// - Parameters:
  ///   - names: the derived names, in catalog order.
  ///   - key: what must differ between two results (the name itself, or a case-folded form for
  ///     case-insensitive file systems).
  ///   - suffixed: the name with the suffix for `n` (`n` counts from 2).
  ///   - kept: for each name, the result it had before (`nil` for none; the caller checks that
  ///     it is the name or one of its suffixed forms): kept unless an earlier kept one took
  ///     it, so a name keeps what it had whatever names are added, and a newcomer takes the
  ///     suffix.
  static func disambiguate(
    _ names: [String], key: (String) -> String, suffixed: (String, Int) -> String,
    kept: [String?]? = nil
  ) -> [String] {
    let wanted = Set(names.map(key))
    var used = Set<String>()
    var fixed = [String?](repeating: nil, count: names.count)
    for i in names.indices {
      guard let old = kept?[i], !used.contains(key(old)) else { continue }
      fixed[i] = old
      used.insert(key(old))
    }
    var result: [String] = []
    for (i, name) in names.enumerated() {
      if let old = fixed[i] {
        result.append(old)
        continue
      }
      var candidate = name
      if used.contains(key(name)) {
        var n = 2
        repeat {
          candidate = suffixed(name, n)
          n += 1
        } while used.contains(key(candidate)) || wanted.contains(key(candidate))
      }
      used.insert(key(candidate))
      result.append(candidate)
    }
    return result
  }
}
