extension ContentDigest {
  /// The SHA-256 of the whole file at `path`: what a font measurement records for a font file
  /// (`MeasuredFont.digest`), so a caller can tell that the file changed without measuring.
  public init(fileAt path: String) throws(MeasureError) {
    self.init(sha256Of: try FileBytes.read(path))
  }
}
