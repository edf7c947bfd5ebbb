/// The platform the tests run on. Some tests check what only Linux has (`/proc`, the glibc
/// loader's messages and trace, Debian's library names, `unshare` and bind mounts): they are
/// marked `.enabled(if: Platform.isLinux, …)`, so `swift test` on macOS builds them and skips them.
package enum Platform {
  /// Whether this is Linux.
  package static var isLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }
}
