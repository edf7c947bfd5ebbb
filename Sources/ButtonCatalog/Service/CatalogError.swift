import ButtonLayout
import ButtonStore

/// Why a catalog command failed. Every case reads as a sentence naming what was wrong.
package enum CatalogError: Error, Equatable, CustomStringConvertible {
  /// Inputs that are not acceptable: every problem, each naming the field and the value.
  case invalid([String])
  /// A button's inputs that are not acceptable: every problem, each naming its field (the
  /// front end spells it).
  case invalidInputs([InputProblem])
  /// A name that is not in the catalog.
  case unknownName(String)
  /// A name that is already taken.
  case duplicateName(String)
  /// No catalog at the path (a reading command never creates one).
  case missingCatalog(String)
  /// The file could not be opened as a catalog (not SQLite, corrupted, newer, read-only…).
  case cannotOpen(String)
  /// SQLite refused a statement (disk full, locked for too long, I/O error…).
  case storage(path: String, String)
  /// A source file could not be measured: the field that names it, and why.
  case measurement(ButtonField, String)
  /// A row of the catalog that is not a valid button (edited by hand or damaged): its name and
  /// every problem, each naming the column. Commands never use such a row.
  case invalidButton(String, [String])
  /// The failure of one of the buttons a command changes together (`set` of a selection): its
  /// name, and what failed; nothing was changed.
  indirect case inButton(String, CatalogError)
  /// Settings rows that are not settings (edited by hand): every one, each naming its key (the
  /// front end spells known keys).
  case invalidSettings([SettingProblem])

  package var description: String {
    switch self {
    case .invalid(let problems): problems.joined(separator: "\n")
    case .invalidInputs(let problems): problems.map(\.description).joined(separator: "\n")
    case .unknownName(let name): "no button named '\(name)' in the catalog"
    case .duplicateName(let name): "a button named '\(name)' already exists"
    // How to make one or choose another is the front end's to say.
    case .missingCatalog(let path): "no catalog at '\(path)'"
    case .cannotOpen(let message): message
    case .storage(let path, let message): "catalog '\(path)': \(message)"
    // Said of a stored button (`check`, `recompute`): the field is named by its column.
    case .measurement(let field, let message):
      InputProblem(field, message).rendered(ButtonInputs.columns(of:))
    case .invalidButton(let name, let problems):
      "button '\(Catalog.escaped(name))' in the catalog is invalid (edited outside buttoncat or damaged): "
        + problems.joined(separator: "; ")
    case .inButton(let name, let error):
      error.problems.map { "'\(Catalog.escaped(name))': \($0)" }.joined(separator: "\n")
    case .invalidSettings(let problems): problems.map(\.description).joined(separator: "\n")
    }
  }

  /// Each problem as its own line.
  package var problems: [String] {
    if case .invalid(let problems) = self { return problems }
    if case .invalidInputs(let problems) = self { return problems.map(\.description) }
    if case .inButton = self { return description.split(separator: "\n").map(String.init) }
    if case .invalidSettings(let problems) = self { return problems.map(\.description) }
    return [description]
  }
}
