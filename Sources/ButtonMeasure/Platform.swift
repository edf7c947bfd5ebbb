#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What differs between Linux and macOS in ButtonMeasure, each Darwin spelling beside its Linux
// twin (macOS: written to build, not yet built by our CI; docs/platforms.md).

extension FileBytes {
  /// A path that opens the file already open as `descriptor`: `/proc/self/fd/N` on Linux,
  /// `/dev/fd/N` on Darwin.
  static func path(ofDescriptor descriptor: Int32) -> String {
    #if canImport(Glibc)
      "/proc/self/fd/\(descriptor)"
    #elseif canImport(Darwin)
      "/dev/fd/\(descriptor)"
    #endif
  }
}
