import ButtonLayout

extension MarkdownRenderer {
  /// A state's own image file as the page shows the button's image: its size, then the file
  /// linked relative to the page (`MarkdownLink.image`); `nil` for any other row, or a state
  /// image given by size (its row is plain text).
  func stateImageValue(_ label: String, _ button: ExportButton) -> String? {
    guard
      let state = button.ownStates.first(where: { label == "\($0.rawValue) image" }),
      let path = button.stateImageFile(state)
    else { return nil }
    let link = MarkdownLink.image(
      path, label: ExportButton.assetName(path) ?? path, options: options)
    return (button.stateImageSize(state).map { ButtonSummary.size($0) + ", " } ?? "") + link
  }
}
