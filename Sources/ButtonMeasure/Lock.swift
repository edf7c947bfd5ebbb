#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one lock type of buttoncat: a mutex with a condition to wait on, for the caches here and
/// the catalog's producer/consumer channel (`package`: for this package's targets only).
///
/// Both live in memory the instance allocates and owns, never in a stored property: pthread
/// needs an address that does not move, which Swift does not promise for a property passed as
/// `&property`. No Foundation (`NSLock` would pull in all of it, and with it the start-up time
/// of every `buttoncat` command).
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Releases the lock until another thread calls `broadcast`, then takes it again. The caller
  /// holds the lock and checks its condition in a loop (a wake-up may come without a change).
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every thread waiting in `wait`. Called holding the lock.
  package func broadcast() { pthread_cond_broadcast(condition) }
}
