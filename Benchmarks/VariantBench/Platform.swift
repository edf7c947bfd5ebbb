#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What differs between Linux and macOS in this benchmark, each Darwin spelling beside its Linux
// twin (macOS: written to build, not yet built by our CI; docs/platforms.md).

/// This process's resource usage (`getrusage(RUSAGE_SELF)`).
func ownUsage() -> rusage {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #elseif canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage
}

/// `ru_maxrss` per megabyte: it counts kilobytes on Linux, bytes on Darwin.
let maxRSSUnitsPerMegabyte: Double = {
  #if canImport(Glibc)
    1024
  #elseif canImport(Darwin)
    1024 * 1024
  #endif
}()
