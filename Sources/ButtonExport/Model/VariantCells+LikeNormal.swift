import ButtonCatalog
import ButtonLayout

/// Which states read "as normal" in a variant matrix, and what the lines saying so are: one
/// decision for the terminal (`show`, `layout`) and the HTML page, so they never disagree.
extension VariantCells {
  /// The states besides normal whose every cell (verdict and title width, every size and
  /// locale) matches normal's, in `ControlState` order; empty without a normal state.
  package var statesLikeNormal: [ControlState] {
    guard states.contains(.normal) else { return [] }
    return states.filter { state in
      state != .normal
        && sizes.allSatisfy { size in
          locales.allSatisfy { cell(state, size, $0) == cell(.normal, size, $0) }
        }
    }
  }

  /// The lines (without a final period) naming `statesLikeNormal`: the states with nothing of
  /// their own are "same as normal"; a state with a title or an image of its own (`own`, as
  /// `ownInputs` says it) is never that, its image or title differs even where the verdicts and
  /// widths do not: `selected (its own image): verdicts and title widths as normal`.
  package func likeNormalLines(own: [ControlState: String]) -> [String] {
    let alike = statesLikeNormal
    var lines: [String] = []
    let plain = alike.filter { own[$0] == nil }
    if !plain.isEmpty {
      lines.append(plain.map(\.rawValue).joined(separator: ", ") + ": same as normal")
    }
    let owning = alike.compactMap { state in own[state].map { "\(state.rawValue) (\($0))" } }
    if !owning.isEmpty {
      lines.append(owning.joined(separator: ", ") + ": verdicts and title widths as normal")
    }
    return lines
  }
}

extension VariantSettings {
  /// The states with a title, a title key or an image of their own, in `ControlState` order
  /// (normal never: its values are the button's own).
  package var ownStates: [ControlState] {
    ControlState.allCases.filter {
      $0 != .normal
        && (stateTitles[$0] != nil || stateTitleKeys[$0] != nil || stateImages[$0] != nil)
    }
  }

  /// Per state of `ownStates`, what it has of its own as a matrix names it: `its own title`
  /// (a title or a title key), `its own image`, `its own title and image`.
  package var ownInputs: [ControlState: String] {
    var own: [ControlState: String] = [:]
    for state in ownStates {
      var what: [String] = []
      if stateTitles[state] != nil || stateTitleKeys[state] != nil { what.append("title") }
      if stateImages[state] != nil { what.append("image") }
      own[state] = "its own " + what.joined(separator: " and ")
    }
    return own
  }
}
