/// The collisions an export resolved between generated names: two buttons whose names make the
/// same identifier (`applyABStyle()`), diagram file or anchor, the later one suffixed. The
/// export says so, one line each, so a suffix never appears unannounced.
package enum ExportNaming {
  /// One sentence per button that got a suffixed name in `files`, the export of `catalog` as
  /// `format`.
  package static func collisions(
    _ format: ExportFormat, _ catalog: ExportCatalog, files: [ExportFile]
  ) -> [String] {
    collisions(format, catalog.index, fileNames: files.map(\.path))
  }

  /// One sentence per button that got a suffixed name in the export of the buttons of `index`
  /// as `format`; `fileNames`: the svg export's files, one per button in order.
  package static func collisions(
    _ format: ExportFormat, _ catalog: ExportIndex, fileNames: [String]
  ) -> [String] {
    let names = catalog.names
    switch format {
    case .swift, .objc, .swiftui, .probe:
      let unique = catalog.inNamingOrder(StyleIdentifier.unique)
      let owners = Dictionary(
        zip(unique, names).flatMap { [($0.lower, $1), ($0.upper, $1)] },
        uniquingKeysWith: { x, _ in x })
      return zip(names, unique).compactMap { name, identifier in
        let plain = StyleIdentifier(name: name)
        guard identifier != plain else { return nil }
        let given = "'\(name)' gets \(identifier.member(prefix: "apply", suffix: "Style"))()"
        let wanted = plain.member(prefix: "apply", suffix: "Style") + "()"
        if let other = owners[plain.lower] ?? owners[plain.upper], other != name {
          return "\(given): \(wanted) is '\(other)''s"
        }
        return "\(given): \(wanted) would shadow an SDK name"
      }
    case .svg:
      let differing = zip(names, fileNames).compactMap { name, file -> (String, String, String)? in
        let wanted = SafeFileName.stem(name) + ".svg"
        return file == wanted ? nil : (name, file, wanted)
      }
      // Who owns each file is looked up only when a button's file is not its own.
      guard !differing.isEmpty else { return [] }
      let byFile = Dictionary(
        zip(fileNames.map(SafeFileName.folded), names), uniquingKeysWith: { x, _ in x })
      return differing.map { name, file, wanted in
        let other = byFile[wanted.lowercased()].map { " is '\($0)''s" } ?? " is taken"
        return "'\(name)' gets \(file): \(wanted)\(other)"
      }
    case .markdown:
      let anchors = catalog.inNamingOrder(MarkdownLink.anchors)
      let owners = Dictionary(zip(anchors, names), uniquingKeysWith: { x, _ in x })
      return zip(names, anchors).compactMap { name, anchor in
        let wanted = MarkdownLink.anchorBase(name)
        guard anchor != wanted else { return nil }
        return "'\(name)' gets #\(anchor): #\(wanted) is '\(owners[wanted] ?? "")''s"
      }
    default:
      return []
    }
  }
}
