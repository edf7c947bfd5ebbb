import CHarfBuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A font file mapped into memory by HarfBuzz, with its digest and number of faces.
///
/// Shared by every face of a collection, so a TTC is read and hashed once per process. The blob
/// is immutable once created, which is what makes sharing it across threads safe.
final class FontFile: @unchecked Sendable {
  let path: String
  /// SHA-256 of the file's bytes, exactly the bytes HarfBuzz measures from.
  let digest: ContentDigest
  /// 1 for TTF/OTF, the number of faces for a collection.
  let faceCount: Int
  /// `hb_blob_t`, destroyed in `deinit`.
  let blob: OpaquePointer

  init(path: String) throws(MeasureError) {
    // Checked like every source file (a regular file within the font limit, opened without
    // blocking), then mapped by HarfBuzz through the descriptor checked: the path could name
    // another file by now.
    let descriptor = try FileBytes.open(path, kind: .font)
    defer { close(descriptor) }
    // The first font file opened loads HarfBuzz (not linked; see HarfBuzzLibrary).
    try HarfBuzzLibrary.load()
    let checked = FileBytes.path(ofDescriptor: descriptor)
    guard
      let blob = bchb_blob_create_from_file_or_fail(
        access(checked, R_OK) == 0 ? checked : path)
    else {
      throw .unreadableFile(path: path, reason: "the file could not be read")
    }
    var length: UInt32 = 0
    let data = bchb_blob_get_data(blob, &length)
    guard length > 0, let data else {
      bchb_blob_destroy(blob)
      throw .invalidFont(path: path, reason: "the file is empty")
    }
    let faceCount = Int(bchb_face_count(blob))
    guard faceCount > 0 else {
      bchb_blob_destroy(blob)
      throw .invalidFont(path: path, reason: "it is not a TTF, OTF or TTC file")
    }
    self.path = path
    self.blob = blob
    self.faceCount = faceCount
    self.digest = ContentDigest(sha256Of: UnsafeRawBufferPointer(start: data, count: Int(length)))
  }

  deinit {
    bchb_blob_destroy(blob)
  }
}
