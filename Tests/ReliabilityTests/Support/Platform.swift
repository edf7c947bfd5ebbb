#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What differs between Linux and macOS in these tests' support, each Darwin spelling beside its
// Linux twin (the tests that only Linux can run are marked `.enabled(if: Platform.isLinux, …)`).

/// `kill(2)`, named apart from `Child.kill`: `Glibc.kill` on Linux, `Darwin.kill` on macOS.
@discardableResult
func sendSignal(_ signal: Int32, to pid: pid_t) -> Int32 {
  #if canImport(Glibc)
    Glibc.kill(pid, signal)
  #elseif canImport(Darwin)
    Darwin.kill(pid, signal)
  #endif
}
