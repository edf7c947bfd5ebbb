import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat settings [KEY [VALUE]] [--unset KEY] [--format text|json]`: the team's shared
/// defaults, kept in the catalog and its document.
enum SettingsCommand {
  /// The command line's spelling of each setting, in the order they are listed, and how its
  /// default reads.
  static let table: [(key: CatalogSettings.Key, name: String)] = [
    (.deploymentTarget, "deployment-target"), (.ios, "ios"), (.scale, "scale"),
    (.strict, "strict"), (.inputsOnly, "inputs-only"),
  ]

  static let names = table.map(\.name)

  /// How the command line names a setting.
  static func name(of key: CatalogSettings.Key) -> String {
    table.first { $0.key == key }!.name
  }

  /// The setting a name spells, or a usage error naming it, with the nearest name.
  static func key(_ typed: String) throws(CLIError) -> CatalogSettings.Key {
    guard let entry = table.first(where: { $0.name == typed }) else {
      throw .usage(
        "'\(typed)' is not a setting; the settings are \(names.joined(separator: ", "))"
          + Suggestion.hint(typed, in: names))
    }
    return entry.key
  }

  /// `text` as a value of `key`, validated as the option it stands for validates it
  /// (`export --deployment-target`, `--ios`, `--scale`); errors name the setting and the
  /// value as typed (exit 64; 65 for an iOS version well-formed but unknown, as `--ios`).
  static func value(_ key: CatalogSettings.Key, _ text: String) throws(CLIError)
    -> CatalogSettings.Value
  {
    let option = name(of: key)
    do throws(CLIError) {
      switch key {
      case .deploymentTarget:
        let target = try ExportCommand.deploymentTarget(text)
        return .version(IOSVersion(target.major, target.minor))
      case .ios: return .version(try ValueParsing.iosVersion(option, text))
      case .scale: return .scale(Int(try ValueParsing.scale(option, text)))
      case .strict, .inputsOnly:
        switch text.lowercased() {
        case "true", "yes", "1": return .flag(true)
        case "false", "no", "0": return .flag(false)
        default:
          throw .usage("--\(option): '\(text)' is not true or false (or yes, no, 1, 0)")
        }
      }
    } catch {
      // The parsers name the option (`--ios: …`): here it is the setting.
      throw CLIError(
        error.kind,
        error.problems.map { problem in
          let prefix = "--\(option): "
          return problem.hasPrefix(prefix)
            ? "settings \(option): " + problem.dropFirst(prefix.count) : problem
        })
    }
  }

  /// The settings of the catalog, none when there is no catalog yet (`add` creates it); a
  /// settings row that is not a setting is an error (exit 65), naming it.
  static func existingSettings(_ context: CommandContext) throws(CLIError) -> CatalogSettings {
    let catalog: Catalog
    do {
      catalog = try Catalog(path: context.databasePath, access: .read)
    } catch {
      if case .missingCatalog = error { return CatalogSettings() }
      throw CLIError(error)
    }
    return try settings(of: catalog)
  }

  /// The settings of `catalog`; a row that is not a setting is an error (exit 65), naming it.
  static func settings(of catalog: Catalog) throws(CLIError) -> CatalogSettings {
    do {
      return try catalog.settings()
    } catch {
      throw CLIError(error)
    }
  }

  /// A setting's problem as the command line says it, with what to do about it.
  static func rendered(_ problem: SettingProblem) -> String {
    let typed = problem.setting.map(name(of:)) ?? problem.key
    let fix =
      problem.setting == nil
      ? "'buttoncat settings --unset \(typed)' removes it"
      : "'buttoncat settings \(typed) VALUE' replaces it, 'buttoncat settings --unset \(typed)' removes it"
    return problem.rendered(name(of:)) + " (edited outside buttoncat?); " + fix
  }

  static let unsetOption = Option<String>(
    "unset", valueName: "KEY", help: "Back to the default: the setting is removed.")
  static let format = Option<TextOrJSON>.format()

  static let spec = CommandSpec(
    name: "settings",
    summary: "Show or change the team's settings: defaults kept in the catalog.",
    synopsis: "[KEY [VALUE]] [--unset KEY] [--format text|json]",
    options: [unsetOption, format, CommonOptions.database],
    discussion: """
      Settings (not set, each takes its default):
        deployment-target VERSION  The iOS version the swift, objc and swiftui exports are
                                   compiled for when 'export' is not given
                                   --deployment-target (default: the lowest --ios of the
                                   buttons exported).
        ios VERSION                The --ios of a button 'add' is not given one (default
                                   26.1).
        scale 1|2|3                The --scale of a button 'add' is not given one (default 3).
        strict true|false          'check' fails on warnings too, as with --strict;
                                   'check --no-strict' does not, for one run (default false;
                                   yes, no, 1 and 0 are taken too).
        inputs-only true|false     'export --format json' and 'textconv' write the
                                   document without computed layouts, as with
                                   'export --inputs-only' (the git workflow's
                                   document, docs/git.md); 'export --with-layouts'
                                   writes them for one run (default false).
      Without arguments every setting is listed, the ones not set marked (default); KEY prints
      one; KEY VALUE sets it; --unset KEY takes it back to its default. A value is checked as
      the option it stands for checks it (deployment-target as 'export --deployment-target',
      ios as --ios, scale as --scale): an unknown key or a bad value exits 64 (65 for an iOS
      version buttoncat does not know, as --ios), naming them, and changes nothing.
      Settings go into the catalog's document ('export --format json': "settings", only the
      ones set), 'import' sets the ones a document gives, 'diff' shows them and 'merge'
      merges them per key. --format json prints {"KEY": {"value", "default"}} (value null for
      deployment-target's default, the lowest --ios of the buttons exported). Example:
        buttoncat settings deployment-target 14.0
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let format = Self.format.value(in: arguments, &collector)
    let positionals = arguments.positionalsUncertain ? [] : arguments.positionals
    if positionals.count > 2 {
      collector.problems.append(
        "expected KEY [VALUE], got \(positionals.map { "'\($0)'" }.joined(separator: " "))")
    }
    let unset = arguments[unsetOption]
    if unset != nil, !positionals.isEmpty {
      collector.problems.append("--\(Self.unsetOption.name) cannot go with KEY or VALUE")
    }
    if arguments.has(Self.format), positionals.count == 2 || unset != nil {
      collector.problems.append(
        "--\(Self.format.name): only listing settings takes it, not setting one")
    }
    let key: CatalogSettings.Key? = positionals.first.flatMap { typed in
      collector.attempt { () throws(CLIError) in try Self.key(typed) }
    }
    var value: CatalogSettings.Value?
    if let key, positionals.count == 2 {
      value = collector.attempt { () throws(CLIError) in try Self.value(key, positionals[1]) }
    }
    // `--unset` of a key buttoncat does not know removes a row added by hand.
    var unsetKey: CatalogSettings.Key?
    if let unset, let known = table.first(where: { $0.name == unset }) { unsetKey = known.key }
    try collector.throwIfAny()
    if let unset {
      try self.unset(unset, key: unsetKey, context)
    } else if let key, let value {
      try set(key, value, context)
    } else {
      try list(only: key, json: format == .json, context)
    }
  }

  static func set(
    _ key: CatalogSettings.Key, _ value: CatalogSettings.Value, _ context: CommandContext
  )
    throws(CLIError)
  {
    let catalog = try context.open(.write)
    let old: CatalogSettings.Value?
    do {
      old = try catalog.setSetting(key, value)
    } catch {
      throw CLIError(error)
    }
    let shown = name(of: key)
    if old == value {
      context.console.out.write("\(shown) is \(value.text) already: nothing changed\n")
    } else {
      context.console.out.write(
        "\(shown) = \(value.text) (was \(old.map(\.text) ?? "the default"))\n")
    }
  }

  static func unset(_ typed: String, key: CatalogSettings.Key?, _ context: CommandContext)
    throws(CLIError)
  {
    guard let key else {
      // A key only a hand-edited catalog holds: removed if it is there, else not a setting.
      let problem = CLIError.usage(
        "--\(Self.unsetOption.name): '\(typed)' is not a setting; the settings are \(names.joined(separator: ", "))"
          + Suggestion.hint(typed, in: names))
      guard let catalog = try? Catalog(path: context.databasePath, access: .read),
        let stored = try? catalog.storedSettings(),
        stored.problems.contains(where: { $0.setting == nil && $0.key == typed })
      else { throw problem }
      let writable = try context.open(.write)
      do {
        _ = try writable.removeUnknownSetting(typed)
      } catch {
        throw CLIError(error)
      }
      context.console.out.write("removed the unknown setting '\(TextFormat.visible(typed))'\n")
      return
    }
    let catalog = try context.open(.write)
    let old: CatalogSettings.Value?
    do {
      old = try catalog.setSetting(key, nil)
    } catch {
      throw CLIError(error)
    }
    let shown = name(of: key)
    context.console.out.write(
      old.map { "\(shown): back to the default (was \($0.text))\n" }
        ?? "\(shown) was not set: nothing changed\n")
  }

  /// Every setting (or `only` one), set or default, then the rows that are not settings as
  /// errors (exit 65).
  static func list(only: CatalogSettings.Key?, json: Bool, _ context: CommandContext)
    throws(CLIError)
  {
    let catalog = try context.open(.read)
    let stored: (settings: CatalogSettings, problems: [SettingProblem])
    do {
      stored = try catalog.storedSettings()
    } catch {
      throw CLIError(error)
    }
    let keys = only.map { [$0] } ?? CatalogSettings.Key.allCases
    let rows = keys.map { key -> (name: String, value: CatalogSettings.Value?, isDefault: Bool) in
      if let value = stored.settings[key] { return (name(of: key), value, false) }
      return (name(of: key), CatalogSettings.builtInDefault(key), true)
    }
    let out = context.console.out
    if json {
      let writer = JSONWriter(pretty: true)
      let object = JSONValue.object(
        rows.map { row in
          (
            row.name,
            .object([("value", row.value?.json ?? .null), ("default", .bool(row.isDefault))])
          )
        })
      out.write(writer.string(object) + "\n")
    } else {
      let width = rows.map(\.name.count).max() ?? 0
      let values = rows.map { $0.value?.text ?? "-" }
      let valueWidth = values.map(\.count).max() ?? 0
      for (row, value) in zip(rows, values) {
        var line = row.name.padding(width + 1) + " "
        if row.isDefault {
          line += value.padding(valueWidth + 1) + " (default"
          line += row.value == nil ? ": the lowest --ios of the buttons exported)" : ")"
        } else {
          line += value
        }
        out.write(line + "\n")
      }
    }
    let problems = stored.problems.filter { only == nil || $0.setting == only }
    if !problems.isEmpty { throw CLIError(.data, problems.map(rendered)) }
  }
}
