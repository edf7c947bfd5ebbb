/// A font file and the face inside it: the key of everything measured with that font.
///
/// A TTF or OTF file has one face (index 0); a TrueType collection (TTC) holds several, chosen by
/// index. The catalog stores this together with the file's digest (docs/layout-model.md section 3).
public struct FontSource: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The font file's path, as given.
  public var path: String
  /// The face inside the file: 0 for TTF/OTF, 0… for a collection.
  public var faceIndex: Int

  /// Face `faceIndex` (0 by default) of the font file at `path`.
  public init(path: String, faceIndex: Int = 0) {
    self.path = path
    self.faceIndex = faceIndex
  }

  /// `"path"`, followed by ` face N` when the face is not the first; used in error messages.
  public var description: String {
    faceIndex == 0 ? "\"\(path)\"" : "\"\(path)\" face \(faceIndex)"
  }
}
