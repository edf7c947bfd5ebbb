/// The values bound to a statement's parameters: by position (`?`) or by name (`:name`).
///
/// Arguments are always bound through `sqlite3_bind_*`, never spliced into the SQL text, so a
/// value such as `'; DROP TABLE x;--` is stored as it is. Write them as literals:
/// `[name, 3, nil]` for `VALUES(?, ?, ?)`, or `["name": name]` for `VALUES(:name)`.
package struct StatementArguments: Equatable, Hashable, Sendable, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  enum Storage: Equatable, Hashable, Sendable {
    case positional([DatabaseValue])
    case named([String: DatabaseValue])
  }

  let storage: Storage

  /// Arguments for `?` parameters, in order.
  package init(_ values: [DatabaseValue]) {
    storage = .positional(values)
  }

  /// Arguments for named parameters; keys carry no prefix (`"name"` binds `:name`, `@name`,
  /// `$name`).
  package init(named values: [String: DatabaseValue]) {
    storage = .named(values)
  }

  package init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
    self.init(elements.map { $0?.databaseValue ?? .null })
  }

  package init(dictionaryLiteral elements: (String, (any DatabaseValueConvertible)?)...) {
    var values: [String: DatabaseValue] = [:]
    for (name, value) in elements {
      precondition(values[name] == nil, "argument :\(name) given twice")
      values[name] = value?.databaseValue ?? .null
    }
    self.init(named: values)
  }
}
