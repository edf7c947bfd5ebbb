import ButtonJSON
import ButtonLayout
import ButtonStore

/// When a button claimed its generated names (migration 0015): not an input
/// of the layout (no part of the digest, no option sets it), but kept with the inputs so that
/// the document carries it and `diff` and `merge` treat it as any optional member.
extension ButtonField {
  /// When the button claimed its generated names (derived: no option sets it).
  static let namingOrder: ButtonField = "naming-order"
}

extension ButtonInputs {
  /// `namingOrder`: a positive rank, or `nil` for a button that has none yet (the catalog gives
  /// a new or renamed button the next one as it stores it). Of two buttons whose names make the
  /// same generated identifier, file name or anchor, the smaller rank keeps it and the other
  /// takes the suffix, so adding a button never moves a name another button had.
  static let namingOrder = ButtonInput(
    .namingOrder,
    store: { r, row in row.set("naming_order", r.namingOrder.map { .integer(Int64($0)) } ?? .null)
    },
    load: { row, r in
      if case .null = try row.value("naming_order") { return }
      guard let rank = try row.integer("naming_order") else { return }
      guard rank > 0 else {
        return row.problem("naming_order", .integer(Int64(rank)), "is not a positive rank")
      }
      r.namingOrder = rank
    },
    encode: { r in r.namingOrder.map { .integer(Int64($0)) } ?? .null },
    decode: { v, p, reader, r in
      if v == nil || v == .null { return }
      guard let rank = reader.integer(v, p) else { return }
      guard rank > 0 else { return reader.problem(p, "must be a positive whole number") }
      r.namingOrder = rank
    },
    optionalInDocuments: true, omittedWhenNull: true)
}
