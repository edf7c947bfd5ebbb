#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What differs between Linux and macOS in the command line: the signal handler that guards a
// mapped document, and a file's modification time. Each Darwin spelling is beside its Linux twin
// (macOS: written to build, not yet built by our CI; docs/platforms.md).

/// A signal handler given the signal's details (`SA_SIGINFO`).
typealias SignalInfoHandler =
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

extension sigaction {
  /// Sets the `SA_SIGINFO` handler: `__sigaction_handler.sa_sigaction` in glibc,
  /// `__sigaction_u.__sa_sigaction` on Darwin.
  mutating func setInfoHandler(_ handler: SignalInfoHandler) {
    #if canImport(Glibc)
      __sigaction_handler.sa_sigaction = handler
    #elseif canImport(Darwin)
      __sigaction_u.__sa_sigaction = handler
    #endif
  }
}

extension siginfo_t {
  /// The address whose access raised SIGBUS or SIGSEGV: `_sifields._sigfault.si_addr` in glibc,
  /// `si_addr` on Darwin.
  var faultAddress: UnsafeMutableRawPointer? {
    #if canImport(Glibc)
      _sifields._sigfault.si_addr
    #elseif canImport(Darwin)
      si_addr
    #endif
  }
}

extension stat {
  /// When the file's bytes last changed: `st_mtim` in glibc, `st_mtimespec` on Darwin.
  var modificationTime: timespec {
    #if canImport(Glibc)
      st_mtim
    #elseif canImport(Darwin)
      st_mtimespec
    #endif
  }
}
