import CDigest

/// SHA-256 (FIPS 180-4), implemented here because Linux has no CryptoKit and the project may not
/// fetch swift-crypto.
///
/// Only used to fingerprint source files (fonts, images, `Contents.json`), so the catalog can tell
/// when a measured input changed; it is not used for anything security-sensitive.
///
/// Whole blocks are compressed with the CPU's SHA extensions where it has them (`CDigest`):
/// a font file takes about a millisecond instead of tens. `accelerated: false` compresses in
/// Swift everywhere (the tests compare the two).
enum SHA256 {
  /// The 32-byte digest of `bytes`.
  static func hash(
    _ bytes: UnsafeRawBufferPointer, accelerated: Bool = buttoncat_sha256_accelerated() != 0
  ) -> [UInt8] {
    var state = initialState
    let blockCount = bytes.count / 64
    if accelerated, blockCount > 0, let base = bytes.baseAddress {
      state.withUnsafeMutableBufferPointer {
        buttoncat_sha256_blocks(
          $0.baseAddress!, base.assumingMemoryBound(to: UInt8.self), blockCount)
      }
    } else {
      for block in 0..<blockCount {
        compress(
          &state, UnsafeRawBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
      }
    }
    // Padding: the remaining bytes, 0x80, zeros, then the message length in bits (big-endian).
    var tail = [UInt8](bytes[(blockCount * 64)...])
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    let bitLength = UInt64(bytes.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { padded in
      for start in stride(from: 0, to: padded.count, by: 64) {
        compress(&state, UnsafeRawBufferPointer(rebasing: padded[start..<(start + 64)]))
      }
    }
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return digest
  }

  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]

  @inline(__always)
  private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    (x >> n) | (x << (32 - n))
  }

  /// One 64-byte block into the running state.
  private static func compress(_ state: inout [UInt32], _ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for i in 0..<16 {
        let b = i * 4
        w[i] =
          UInt32(block[b]) << 24 | UInt32(block[b + 1]) << 16 | UInt32(block[b + 2]) << 8
          | UInt32(block[b + 3])
      }
      for i in 16..<64 {
        let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
        let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
      }
      var a = state[0]
      var b = state[1]
      var c = state[2]
      var d = state[3]
      var e = state[4]
      var f = state[5]
      var g = state[6]
      var h = state[7]
      // The constants are `CDigest`'s, which the SHA extensions' compression reads too.
      let k = buttoncat_sha256_round_constants()!
      for i in 0..<64 {
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let t2 = s0 &+ majority
        h = g
        g = f
        f = e
        e = d &+ t1
        d = c
        c = b
        b = a
        a = t1 &+ t2
      }
      state[0] = state[0] &+ a
      state[1] = state[1] &+ b
      state[2] = state[2] &+ c
      state[3] = state[3] &+ d
      state[4] = state[4] &+ e
      state[5] = state[5] &+ f
      state[6] = state[6] &+ g
      state[7] = state[7] &+ h
    }
  }
}
