import ButtonJSON
import ButtonLayout

/// The legacy insets a button already has, as given (migration 0017): the `insets` technique's
/// inputs (`ButtonSpec.givenInsets`). Each is four nullable columns (`content_insets_top`…),
/// all NULL while unset, and its key is left out of the record's JSON while unset and optional
/// in documents; its digest member is left out while unset, so every button without given
/// insets keeps its digests, layouts and outputs.
extension ButtonInputs {
  static let givenInsets = [
    givenInsets(.contentInsets, \.content),
    givenInsets(.imageInsets, \.image),
    givenInsets(.titleInsets, \.title),
  ]

  /// The four columns of `field`, in UIKit's order.
  static func insetColumns(_ field: ButtonField) -> [String] {
    ["top", "left", "bottom", "right"].map { "\(field.column)_\($0)" }
  }

  static func givenInsets(
    _ field: ButtonField, _ member: WritableKeyPath<GivenInsets, EdgeInsets?> & Sendable
  ) -> ButtonInput {
    let columns = insetColumns(field)
    return ButtonInput(
      field, columns: columns,
      store: { r, row in
        let values: [Double?] =
          r.spec.givenInsets?[keyPath: member]?.values ?? [nil, nil, nil, nil]
        for (column, value) in zip(columns, values) { row.set(column, real: value) }
      },
      load: { row, r in
        var values: [Double?] = []
        for column in columns {
          guard let value = try row.optionalNumber(column) else { return }
          values.append(value)
        }
        let given = values.compactMap { $0 }
        if given.count == 4 {
          r.spec.givenInsets = GivenInsets.updating(
            r.spec.givenInsets, member,
            to: EdgeInsets(top: given[0], left: given[1], bottom: given[2], right: given[3]))
        } else if !given.isEmpty {
          row.problem("\(columns.joined(separator: ", ")): are not all set or all NULL")
        }
      },
      encode: { r in .optional(r.spec.givenInsets?[keyPath: member], LayoutJSON.insets) },
      decode: { v, p, reader, r in
        guard let v, v != .null else { return }
        if let insets = LayoutJSON.insets(v, p, reader) {
          r.spec.givenInsets = GivenInsets.updating(r.spec.givenInsets, member, to: insets)
        }
      },
      optionalInDocuments: true, omittedWhenNull: true,
      digest: [
        DigestPart(field.key) { spec in spec.givenInsets?[keyPath: member].map { .insets($0) } }
      ],
      settings: [
        InputSetting(
          field,
          reset: { r in
            r.spec.givenInsets = GivenInsets.updating(r.spec.givenInsets, member, to: nil)
          }
        ) { value, r in
          if case .insets(let v) = value {
            r.spec.givenInsets = GivenInsets.updating(r.spec.givenInsets, member, to: v)
          }
        }
      ])
  }
}
