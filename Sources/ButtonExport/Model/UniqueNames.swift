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
    // Each name's key made once and shared by both sets (a catalog of 100,000 buttons
    // would otherwise hold each key twice), the sets sized once.
    var keys: [String] = []
    keys.reserveCapacity(names.count)
    var wanted = Set<String>(minimumCapacity: names.count)
    for name in names {
      let k = key(name)
      keys.append(k)
      wanted.insert(k)
    }
    var used = Set<String>(minimumCapacity: names.count)
    var fixed = [String?](repeating: nil, count: names.count)
    for i in names.indices {
      guard let old = kept?[i] else { continue }
      let k = old == names[i] ? keys[i] : key(old)
      guard !used.contains(k) else { continue }
      fixed[i] = old
      used.insert(k)
    }
    var result: [String] = []
    result.reserveCapacity(names.count)
    for (i, name) in names.enumerated() {
      if let old = fixed[i] {
        result.append(old)
        continue
      }
      var candidate = name
      var k = keys[i]
      if used.contains(k) {
        var n = 2
        repeat {
          candidate = suffixed(name, n)
          k = key(candidate)
          n += 1
        } while used.contains(k) || wanted.contains(k)
      }
      used.insert(k)
      result.append(candidate)
    }
    return result
  }
}
