import ButtonMeasure
import Dispatch
import Synchronization

/// Runs CPU work for bulk writes on the other cores while the calling thread writes to SQLite.
///
/// `produce` maps items in chunks on two worker threads, a chunk on one, at most `ahead`
/// chunks in flight; `consume` gets each result in order on the calling thread (which owns the
/// database connection). If `consume` throws, no chunk is started any more, those in flight
/// finish, and the error is rethrown.
enum Pipeline {
  /// `produce` maps `items` in chunks of `chunk` on the two workers, at most `ahead` chunks in
  /// flight; `consume` takes each output in order on this thread. `meanwhile` runs on the calling thread once the first chunks are handed out, before it
  /// waits for the first of them: work the workers would otherwise wait for one after the other
  /// (a file every item needs, loaded once for all).
  static func run<Item: Sendable, Output: Sendable>(
    _ items: [Item], chunk: Int = 256, ahead: Int = 4,
    produce: @escaping @Sendable (Item) -> Output,
    meanwhile: () -> Void = {},
    consume: (Output) throws -> Void
  ) throws {
    guard items.count > chunk else {
      meanwhile()
      for item in items { try consume(produce(item)) }
      return
    }
    // Two worker threads take the chunks in turn; no chunk waits for another to start (two
    // halves of one chunk, as before, left a core idle while the slower half ran). Each worker
    // frees what the calling thread consumed of its own chunks: memory goes back to the
    // allocator arena it came from, without contending for the arena's lock or spreading it
    // over other arenas.
    let workers = (0..<2).map {
      DispatchQueue(label: "buttoncat.pipeline.\($0)", qos: .userInitiated)
    }
    var garbage: [[Output]] = [[], []]
    var next = 0
    var inFlight: [RunChunk<Item, Output>] = []
    defer { for job in inFlight { job.done.wait() } }
    func submit() {
      let worker = (next / chunk) % workers.count
      let job = RunChunk(
        Array(items[next..<min(next + chunk, items.count)]), worker: worker,
        garbage: garbage[worker])
      garbage[worker] = []
      next += chunk
      workers[worker].async(group: job.done) { job.run(produce) }
      inFlight.append(job)
    }
    while next < items.count && inFlight.count < ahead { submit() }
    meanwhile()
    while !inFlight.isEmpty {
      let oldest = inFlight.removeFirst()
      oldest.done.wait()
      if next < items.count { submit() }
      let outputs = oldest.take()
      for output in outputs { try consume(output) }
      garbage[oldest.worker] = outputs
    }
  }
}

/// A chunk of `Pipeline.run`: mapped by one worker thread, read by the calling thread once
/// `done`.
private final class RunChunk<Item: Sendable, Output: Sendable>: @unchecked Sendable {
  private let items: [Item]
  /// The worker that maps it.
  let worker: Int
  /// Outputs of the worker's earlier chunk, freed on its thread before this one is mapped.
  private var garbage: [Output]
  /// Written by the worker; read after `done`.
  private var outputs: [Output] = []
  let done = DispatchGroup()

  init(_ items: [Item], worker: Int, garbage: [Output]) {
    self.items = items
    self.worker = worker
    self.garbage = garbage
  }

  func run(_ produce: (Item) -> Output) {
    garbage = []
    outputs = items.map(produce)
  }

  /// The outputs, handed over (the chunk keeps none).
  func take() -> [Output] {
    defer { outputs = [] }
    return outputs
  }
}

extension Pipeline {
  /// `items.map(transform)`, computed in two halves at once: the producing thread and a pool
  /// thread share the work with the consumer, so every core is busy whichever side is slower.
  static func map<Item, Output>(_ items: [Item], _ transform: (Item) -> Output) -> [Output] {
    guard items.count >= 8 else { return items.map(transform) }
    let half = (items.count + 1) / 2
    let results = ResultSlots<[Output]>(count: 2)
    withoutActuallyEscaping(transform) { transform in
      let shared = UncheckedSendable((items, transform))
      DispatchQueue.concurrentPerform(iterations: 2) { part in
        let (items, transform) = shared.value
        results[part] = items[(part * half)..<min(items.count, (part + 1) * half)].map(transform)
      }
    }
    return (results[0] ?? []) + (results[1] ?? [])
  }

  /// Like `run`, for items the background queue finds one at a time (by parsing a document):
  /// `produce` runs there and calls `emit` with each output, which returns `false` once the
  /// consumer has stopped. Returns what `produce` returned, or rethrows what it threw; an error
  /// of `consume` stops the producer and is rethrown first.
  static func stream<Output: Sendable, Result: Sendable>(
    chunk: Int = 256, ahead: Int = 4,
    produce: @escaping @Sendable (_ emit: (Output) -> Bool) throws -> Result,
    consume: (Output) throws -> Void
  ) throws -> Result {
    let channel = Channel<[Output]>(capacity: ahead)
    let outcome = Outcome<Result>()
    DispatchQueue.global(qos: .userInitiated).async {
      var batch: [Output] = []
      batch.reserveCapacity(chunk)
      let result = Swift.Result {
        try produce { output in
          batch.append(output)
          if batch.count >= chunk {
            channel.send(batch)
            batch.removeAll(keepingCapacity: true)
            channel.dropReturned()
          }
          return !channel.isCancelled
        }
      }
      if !batch.isEmpty { channel.send(batch) }
      // Set before `close`, whose lock publishes it to the consumer.
      outcome.value = result
      channel.close()
    }
    do {
      while let outputs = channel.receive() {
        for output in outputs { try consume(output) }
        channel.giveBack(outputs)
      }
    } catch {
      channel.cancel()
      throw error
    }
    channel.cancel()  // waits for the producer to close, which it has
    return try outcome.value!.get()
  }
}

/// A value handed to `concurrentPerform`'s tasks, which only read it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// One slot per task of a `concurrentPerform`: each task writes only its own slot, and the
/// caller reads them after it returns.
final class ResultSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }
  deinit {
    slots.deinitialize()
    slots.deallocate()
  }
  subscript(index: Int) -> Value? {
    get { slots[index] }
    set { slots[index] = newValue }
  }
}

/// What a producer thread returned, handed to the consumer through the channel's lock.
private final class Outcome<Value>: @unchecked Sendable {
  var value: Result<Value, any Error>?
}

/// A bounded, blocking queue between one producer and one consumer, guarded by one `Lock`.
final class Channel<Element: Sendable>: @unchecked Sendable {
  private var buffer: [Element] = []
  private var closed = false
  private var cancelled = false
  private let capacity: Int
  private let lock = Lock()

  init(capacity: Int) {
    self.capacity = capacity
  }

  var isCancelled: Bool {
    lock.withLock { cancelled }
  }

  func send(_ element: Element) {
    lock.withLock {
      while buffer.count >= capacity && !cancelled { lock.wait() }
      if !cancelled { buffer.append(element) }
      lock.broadcast()
    }
  }

  func close() {
    lock.withLock {
      closed = true
      lock.broadcast()
    }
  }

  /// Stops the producer (it discards what it sends) and waits until it has closed.
  func cancel() {
    lock.withLock {
      cancelled = true
      buffer.removeAll()
      lock.broadcast()
      while !closed { lock.wait() }
    }
  }

  /// Consumed elements, handed back so that the producer's thread frees them: memory is
  /// released into the allocator arena it came from, instead of the consumer contending for
  /// that arena's lock on every free.
  private var returned: [Element] = []

  /// Hands a consumed element back to the producer (never blocks).
  func giveBack(_ element: Element) {
    lock.withLock { returned.append(element) }
  }

  /// Frees, on the calling (producer) thread, what the consumer handed back.
  func dropReturned() {
    let elements = lock.withLock {
      let elements = returned
      returned = []
      return elements
    }
    _ = consume elements
  }

  /// The next element, or `nil` once the producer closed and everything was received.
  func receive() -> Element? {
    lock.withLock {
      while buffer.isEmpty && !closed { lock.wait() }
      if buffer.isEmpty { return nil }
      let element = buffer.removeFirst()
      lock.broadcast()
      return element
    }
  }
}

extension Pipeline {
  /// Maps items on another thread while the calling thread goes on: `read` hands each item to
  /// `emit` as it finds it (on the calling thread, which may hold a database connection);
  /// items are mapped in chunks of `chunk` on one worker thread, at most `ahead` chunks queued;
  /// `consume` gets each output in order on the calling thread, as soon as its chunk is done
  /// (called from `emit`, then after `read` returns). Memory holds at most `ahead + 1` chunks.
  /// An error of `read` or `consume` is rethrown once the chunks in flight are done.
  static func ordered<Item: Sendable, Output: Sendable>(
    chunk: Int = 2, ahead: Int = 2,
    map: @escaping @Sendable (Item) -> Output,
    read: (_ emit: (Item) throws -> Void) throws -> Void,
    consume: (Output) throws -> Void
  ) throws {
    try withoutActuallyEscaping(consume) { consume in
      try withoutActuallyEscaping(read) { read in
        try orderedMap(chunk: chunk, ahead: ahead, map: map, read: read, consume: consume)
      }
    }
  }

  private static func orderedMap<Item: Sendable, Output: Sendable>(
    chunk: Int, ahead: Int, map: @escaping @Sendable (Item) -> Output,
    read: @escaping (_ emit: (Item) throws -> Void) throws -> Void,
    consume: @escaping (Output) throws -> Void
  ) throws {
    var pending: [Item] = []
    var inFlight: [OrderedChunk<Item, Output>] = []
    // One worker, and the calling thread takes a waiting chunk itself rather than wait: each
    // thread that allocates keeps a malloc arena of its own, so more threads would hold more
    // memory for the same work.
    let worker = DispatchQueue(label: "buttoncat.ordered", qos: .userInitiated)
    defer { for job in inFlight { job.done.wait() } }
    func deliverOldest() throws {
      let oldest = inFlight.removeFirst()
      // Until the oldest chunk is done, the calling thread maps chunks no thread has taken.
      for job in [oldest] + inFlight where oldest.done.wait(timeout: .now()) == .timedOut {
        job.run(map)
      }
      oldest.done.wait()
      for output in oldest.outputs { try consume(output) }
    }
    func submit() throws {
      let job = OrderedChunk<Item, Output>(pending)
      pending = []
      worker.async(group: job.done) { job.run(map) }
      inFlight.append(job)
      while inFlight.count > ahead { try deliverOldest() }
    }
    try read { item in
      pending.append(item)
      if pending.count >= chunk { try submit() }
    }
    if !pending.isEmpty { try submit() }
    while !inFlight.isEmpty { try deliverOldest() }
  }
}

/// A chunk of `Pipeline.ordered`: mapped once, by the worker or by the calling thread,
/// whichever claims it first; `done` once the worker has looked at it.
private final class OrderedChunk<Item: Sendable, Output: Sendable>: @unchecked Sendable {
  let items: [Item]
  /// Written by the thread that claimed the chunk; read after `done` (worker) or by the same
  /// thread (caller).
  var outputs: [Output] = []
  let done = DispatchGroup()
  private let claimed = Atomic<Bool>(false)

  init(_ items: [Item]) { self.items = items }

  /// Maps the items unless another thread has claimed them.
  func run(_ map: (Item) -> Output) {
    guard
      claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    outputs = items.map(map)
  }
}
