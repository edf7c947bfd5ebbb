import ButtonJSON
import ButtonLayout

/// A team's shared defaults, kept in the catalog (migration 0014, `settings`) and in its
/// document (`settings`): `buttoncat settings`. Each is optional: `nil` is "not set", and the
/// built-in default applies.
///
/// Keys are named as the document names them (`deploymentTarget`); the front end spells them
/// its own way.
package struct CatalogSettings: Equatable, Hashable, Sendable {
  /// The settings a catalog knows, in the order they are listed and written.
  package enum Key: String, CaseIterable, Sendable {
    /// The iOS version exported code is compiled for (default: the lowest iOS version of the
    /// buttons exported).
    case deploymentTarget
    /// The iOS version a new button is laid out for (default `IOSVersion.newest`).
    case ios
    /// The screen scale a new button is laid out at (default 3).
    case scale
    /// Whether `check` fails on warnings too (default false).
    case strict
    /// Whether `export --format json` (and `textconv`) write the document without computed
    /// layouts, the inputs only, for a reviewer to read in git (default false).
    case inputsOnly
  }

  /// A setting's value.
  package enum Value: Equatable, Hashable, Sendable {
    case version(IOSVersion)
    case scale(Int)
    case flag(Bool)

    /// The value as the catalog stores it: `14.0`, `2`, `true`.
    package var text: String {
      switch self {
      case .version(let v): v.description
      case .scale(let s): String(s)
      case .flag(let b): b ? "true" : "false"
      }
    }

    /// The value as the document writes it: a string, an integer, a boolean.
    package var json: JSONValue {
      switch self {
      case .version(let v): .string(v.description)
      case .scale(let s): .integer(Int64(s))
      case .flag(let b): .bool(b)
      }
    }
  }

  /// The set values: a key absent is not set.
  package private(set) var values: [Key: Value] = [:]

  /// The settings `values` give (none: every setting takes its default).
  package init(_ values: [Key: Value] = [:]) {
    for (key, value) in values { self[key] = value }
  }

  /// Whether no setting is set.
  package var isEmpty: Bool { values.isEmpty }

  /// A setting's value, or `nil` when it is not set. Setting a value of the wrong kind for the
  /// key (a scale for `ios`) is a programmer's mistake.
  package subscript(key: Key) -> Value? {
    get { values[key] }
    set {
      if let newValue {
        precondition(Self.accepts(key, newValue), "\(newValue) is not a value of \(key)")
      }
      values[key] = newValue
    }
  }

  /// Whether `value` is of the kind `key` takes.
  static func accepts(_ key: Key, _ value: Value) -> Bool {
    switch (key, value) {
    case (.deploymentTarget, .version), (.ios, .version): true
    case (.scale, .scale(let s)): [1, 2, 3].contains(s)
    case (.strict, .flag), (.inputsOnly, .flag): true
    default: false
    }
  }

  /// The deployment target set (major and minor), or `nil`.
  package var deploymentTarget: IOSVersion? {
    if case .version(let v)? = values[.deploymentTarget] { return v }
    return nil
  }

  /// The iOS version of new buttons set, or `nil`.
  package var ios: IOSVersion? {
    if case .version(let v)? = values[.ios] { return v }
    return nil
  }

  /// The scale of new buttons set, or `nil`.
  package var scale: Double? {
    if case .scale(let s)? = values[.scale] { return Double(s) }
    return nil
  }

  /// Whether `check` is strict, when set.
  package var strict: Bool? {
    if case .flag(let b)? = values[.strict] { return b }
    return nil
  }

  /// Whether documents are written with the inputs only, when set.
  package var inputsOnly: Bool? {
    if case .flag(let b)? = values[.inputsOnly] { return b }
    return nil
  }

  /// The built-in default of a key, when it is one value (`deploymentTarget` has none: it is
  /// the lowest iOS version of the buttons exported).
  package static func builtInDefault(_ key: Key) -> Value? {
    switch key {
    case .deploymentTarget: nil
    case .ios: .version(.newest)
    case .scale: .scale(Int(ButtonRecord(name: "").spec.scale))
    case .strict, .inputsOnly: .flag(false)
    }
  }

  /// `text` as a value of `key`, or why it is not one. Versions are any iOS release buttoncat
  /// knows (`IOSVersion(parsing:)`; a deployment target keeps major and minor only, as
  /// `export` uses it); scales 1, 2 or 3; flags `true` or `false`.
  package static func parse(_ key: Key, stored text: String) -> Result<Value, SettingProblem> {
    func problem(_ message: String) -> Result<Value, SettingProblem> {
      .failure(SettingProblem(key: key.rawValue, setting: key, value: text, message: message))
    }
    switch key {
    case .deploymentTarget, .ios:
      guard IOSVersion.isWellFormed(text), let version = IOSVersion(parsing: text) else {
        return problem("is not an iOS version buttoncat knows (\(IOSVersion.rangeDescription))")
      }
      return .success(
        .version(key == .deploymentTarget ? IOSVersion(version.major, version.minor) : version))
    case .scale:
      guard let s = Int(text), [1, 2, 3].contains(s), String(s) == text else {
        return problem("is not a screen scale (1, 2 or 3)")
      }
      return .success(.scale(s))
    case .strict, .inputsOnly:
      switch text {
      case "true": return .success(.flag(true))
      case "false": return .success(.flag(false))
      default: return problem("is not true or false")
      }
    }
  }

  // MARK: The document's member

  /// The document's `settings` object: the set keys in `Key` order.
  package var json: JSONValue {
    .object(Key.allCases.compactMap { key in values[key].map { (key.rawValue, $0.json) } })
  }

  /// Reads the document's `settings` object (absent: nothing set), adding every problem to
  /// `reader` under `path`; `nil` when there was any.
  package static func decode(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> CatalogSettings?
  {
    guard let value else { return CatalogSettings() }
    guard
      let members = reader.object(value, path, allowed: Set(Key.allCases.map(\.rawValue)))
    else { return nil }
    let before = reader.problems.count
    var settings = CatalogSettings()
    for key in Key.allCases {
      guard let member = members[key.rawValue] else { continue }
      let p = "\(path).\(key.rawValue)"
      let text: String?
      switch key {
      case .deploymentTarget, .ios: text = reader.string(member, p)
      case .scale: text = reader.integer(member, p).map { String($0) }
      case .strict, .inputsOnly: text = reader.bool(member, p).map { $0 ? "true" : "false" }
      }
      guard let text else { continue }
      switch parse(key, stored: text) {
      case .success(let v): settings[key] = v
      case .failure(let problem): reader.problem(p, "'\(text)' \(problem.message)")
      }
    }
    return reader.problems.count == before ? settings : nil
  }

  /// Appends the document's `settings` member (after `buttons`), or nothing when no setting
  /// is set, so a catalog without settings writes the document it always wrote.
  package func appendDocumentMember(into text: inout String) {
    guard !isEmpty else { return }
    text += ",\n" + documentMember
  }

  /// `  "settings": {…}` as the document writes it: one setting a line, in `Key` order.
  package var documentMember: String {
    let writer = JSONWriter(pretty: false)
    var text = "  \"settings\": {"
    var first = true
    for key in Key.allCases {
      guard let value = values[key] else { continue }
      text += first ? "\n    " : ",\n    "
      first = false
      JSONWriter.quote(key.rawValue, into: &text)
      text += ": "
      writer.write(value.json, into: &text)
    }
    return text + (first ? "}" : "\n  }")
  }
}

/// A setting the catalog holds that is not one (a row edited by hand): its key and value as
/// stored, and why. `setting` is the key when it is one buttoncat knows.
package struct SettingProblem: Error, Equatable, Hashable, Sendable {
  /// The key as stored.
  package var key: String
  /// The setting `key` is, or `nil` when it is none buttoncat knows.
  package var setting: CatalogSettings.Key?
  /// The value as stored.
  package var value: String
  /// What is wrong with the value (`is not a screen scale (1, 2 or 3)`).
  package var message: String

  package init(key: String, setting: CatalogSettings.Key?, value: String, message: String) {
    self.key = key
    self.setting = setting
    self.value = value
    self.message = message
  }

  /// The problem with the key as `name` spells it: `setting 'ios' is '99' in the catalog,
  /// which is not an iOS version…`.
  package func rendered(_ name: (CatalogSettings.Key) -> String) -> String {
    let shown = setting.map(name) ?? Catalog.escaped(key)
    if setting == nil {
      return "the catalog holds a setting '\(shown)' this buttoncat does not know"
    }
    return "the catalog's setting '\(shown)' is '\(Catalog.escaped(value))', which \(message)"
  }

  /// The problem with the key as the catalog stores it.
  package var description: String { rendered(\.rawValue) }
}
