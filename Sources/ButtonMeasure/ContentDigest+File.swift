import ButtonJSON

extension ContentDigest {
  /// The SHA-256 of the whole font file at `path`: what a font measurement records for a font
  /// file (`MeasuredFont.digest`), so a caller can tell that the file changed without measuring.
  /// Read like every source file (`SourceFile`): a regular file within the font limit.
  public init(fileAt path: String) throws(MeasureError) {
    try self.init(fileAt: path, kind: .font)
  }

  /// The SHA-256 of the whole source file of kind `kind` at `path`.
  package init(fileAt path: String, kind: SourceKind) throws(MeasureError) {
    self.init(sha256Of: try FileBytes.read(path, kind: kind))
  }
}
