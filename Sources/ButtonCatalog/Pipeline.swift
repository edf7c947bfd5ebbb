import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs CPU work for bulk writes on a second core while the calling thread writes to SQLite.
///
/// `produce` maps items in chunks on a background queue, at most `ahead` chunks ahead of the
/// consumer; `consume` gets each result in order on the calling thread (which owns the
/// database connection). If `consume` throws, production stops and the error is rethrown.
enum Pipeline {
  static func run<Item: Sendable, Output: Sendable>(
    _ items: [Item], chunk: Int = 256, ahead: Int = 4,
    produce: @escaping @Sendable (Item) -> Output,
    consume: (Output) throws -> Void
  ) throws {
    guard items.count > chunk else {
      for item in items { try consume(produce(item)) }
      return
    }
    let channel = Channel<[Output]>(capacity: ahead)
    let chunks = stride(from: 0, to: items.count, by: chunk).map {
      Array(items[$0..<min($0 + chunk, items.count)])
    }
    DispatchQueue.global(qos: .userInitiated).async {
      for part in chunks {
        if channel.isCancelled { break }
        channel.send(part.map(produce))
      }
      channel.close()
    }
    defer { channel.cancel() }
    while let outputs = channel.receive() {
      for output in outputs { try consume(output) }
    }
  }
}

/// A bounded, blocking queue between one producer and one consumer.
final class Channel<Element: Sendable>: @unchecked Sendable {
  private var buffer: [Element] = []
  private var closed = false
  private var cancelled = false
  private let capacity: Int
  private var mutex = pthread_mutex_t()
  private var changed = pthread_cond_t()

  init(capacity: Int) {
    self.capacity = capacity
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&changed, nil)
  }

  deinit {
    pthread_cond_destroy(&changed)
    pthread_mutex_destroy(&mutex)
  }

  var isCancelled: Bool {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return cancelled
  }

  func send(_ element: Element) {
    pthread_mutex_lock(&mutex)
    while buffer.count >= capacity && !cancelled { pthread_cond_wait(&changed, &mutex) }
    if !cancelled { buffer.append(element) }
    pthread_cond_broadcast(&changed)
    pthread_mutex_unlock(&mutex)
  }

  func close() {
    pthread_mutex_lock(&mutex)
    closed = true
    pthread_cond_broadcast(&changed)
    pthread_mutex_unlock(&mutex)
  }

  /// Stops the producer (it discards what it sends) and waits until it has closed.
  func cancel() {
    pthread_mutex_lock(&mutex)
    cancelled = true
    buffer.removeAll()
    pthread_cond_broadcast(&changed)
    while !closed { pthread_cond_wait(&changed, &mutex) }
    pthread_mutex_unlock(&mutex)
  }

  /// The next element, or `nil` once the producer closed and everything was received.
  func receive() -> Element? {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    while buffer.isEmpty && !closed { pthread_cond_wait(&changed, &mutex) }
    if buffer.isEmpty { return nil }
    let element = buffer.removeFirst()
    pthread_cond_broadcast(&changed)
    return element
  }
}
