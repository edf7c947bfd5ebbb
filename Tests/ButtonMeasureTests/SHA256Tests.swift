import ButtonTestSupport
import CDigest
import Foundation
import Testing

@testable import ButtonMeasure

@Suite struct SHA256Tests {
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }
  /// FIPS 180-2 appendix B vectors.
  @Test func knownVectors() {
    #expect(
      ContentDigest(sha256Of: Array("abc".utf8)).hex
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      ContentDigest(sha256Of: [UInt8]()).hex
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    // 56 bytes: the padding spills into a second block.
    #expect(
      ContentDigest(
        sha256Of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
      ).hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      ContentDigest(sha256Of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Every padding length around the block boundary agrees with coreutils' sha256sum.
  @Test func agreesWithSha256sumAroundBlockBoundaries() throws {
    for length in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = try directory.write("\(length).bin", bytes)
      #expect(ContentDigest(sha256Of: bytes).hex == (try sha256sum(path)), "length \(length)")
    }
  }

  @Test func codableAsItsHexString() throws {
    let digest = ContentDigest(sha256Of: Array("abc".utf8))
    let json = try JSONEncoder().encode([digest])
    #expect(
      String(decoding: json, as: UTF8.self)
        == "[\"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\"]")
    #expect(try JSONDecoder().decode([ContentDigest].self, from: json) == [digest])
  }
}

/// The hex digest coreutils' `sha256sum` prints for `path`: an implementation independent of ours.
func sha256sum(_ path: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
  process.arguments = [path]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}

/// The CPU's SHA extensions (`CDigest`) and the Swift compression agree on every length around
/// the block boundaries and on long inputs; the digest of a file is sha256sum's either way.
@Suite struct SHA256AccelerationTests {
  @Test func acceleratedAndSwiftCompressionAgree() {
    var rng = SplitMix64(seed: 41)
    var lengths = Array(0...300)
    lengths += [4_095, 4_096, 65_536 + 17, 1_000_000]
    for length in lengths {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      let (fast, portable) = bytes.withUnsafeBytes {
        (SHA256.hash($0), SHA256.hash($0, accelerated: false))
      }
      #expect(fast == portable, "length \(length)")
    }
  }

  /// The CPU is asked rightly: on Linux x86-64 the answer is `/proc/cpuinfo`'s `sha_ni` flag
  /// (the CI machine has it, so the accelerated path is the one the other tests exercise
  /// there; on a machine without it both sides of the comparison above are Swift's).
  @Test func reportsWhichPathRuns() throws {
    #if arch(x86_64) && os(Linux)
      let flags = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
      let hasSHA = flags.split(separator: "\n").contains {
        $0.hasPrefix("flags") && $0.split(separator: " ").contains("sha_ni")
      }
      #expect((buttoncat_sha256_accelerated() != 0) == hasSHA)
    #elseif arch(arm64)
      // No code for ARM's SHA instructions: the Swift compression runs.
      #expect(buttoncat_sha256_accelerated() == 0)
    #endif
  }
}
