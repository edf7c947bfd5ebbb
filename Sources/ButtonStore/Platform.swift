#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What differs between Linux and macOS in ButtonStore, each Darwin spelling beside its Linux twin
// (macOS: written to build, not yet built by our CI; docs/platforms.md).

extension stat {
  /// The file's modification and status-change times, each as seconds then nanoseconds:
  /// `st_mtim` and `st_ctim` in glibc, `st_mtimespec` and `st_ctimespec` on Darwin.
  var changeTimes: [Int] {
    #if canImport(Glibc)
      [st_mtim, st_ctim].flatMap { [Int($0.tv_sec), Int($0.tv_nsec)] }
    #elseif canImport(Darwin)
      [st_mtimespec, st_ctimespec].flatMap { [Int($0.tv_sec), Int($0.tv_nsec)] }
    #endif
  }
}
