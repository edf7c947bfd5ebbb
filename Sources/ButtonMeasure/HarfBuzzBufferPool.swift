/// Shaping buffers kept between measurements, so a warm measurement allocates no HarfBuzz memory.
///
/// A buffer is used by one measurement at a time: taken at its start, given back at its end. The
/// lock makes the hand-over safe across threads; a few idle buffers are kept, one per thread
/// that measured concurrently.
final class HarfBuzzBufferPool: @unchecked Sendable {
  static let shared = HarfBuzzBufferPool()

  private let lock = Lock()
  private var idle: [HarfBuzzBuffer] = []
  private let maximumIdle = 16

  func take() -> HarfBuzzBuffer {
    lock.lock()
    defer { lock.unlock() }
    return idle.popLast() ?? HarfBuzzBuffer()
  }

  func giveBack(_ buffer: HarfBuzzBuffer) {
    lock.lock()
    defer { lock.unlock() }
    if idle.count < maximumIdle { idle.append(buffer) }
  }
}
