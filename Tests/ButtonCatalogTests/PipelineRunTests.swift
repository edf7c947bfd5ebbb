import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ButtonCatalog

/// `Pipeline.run` (what `recompute` writes with): every item produced once, on the two worker
/// threads, and consumed in order on the calling thread; an error of `consume` stops it.
@Suite struct PipelineRunTests {
  @Test(arguments: [(1, 1), (4, 4), (7, 2), (256, 4), (2_000, 4)])
  func everyItemOnceAndInOrder(chunk: Int, ahead: Int) throws {
    let produced = Atomic<Int>(0)
    var consumed: [Int] = []
    let items = Array(0..<1_001)
    try Pipeline.run(
      items, chunk: chunk, ahead: ahead,
      produce: { (i: Int) -> Int in
        produced.add(1, ordering: .relaxed)
        return PipelineOrderedTests.slowDouble(i)
      },
      consume: { consumed.append($0) })
    #expect(consumed == items.map { $0 * 2 })
    #expect(produced.load(ordering: .relaxed) == items.count)
  }

  /// `meanwhile` runs once, on the calling thread, before anything is consumed, and while
  /// items are produced (a run of one chunk, too).
  @Test(arguments: [3, 400])
  func meanwhileRunsOnceBeforeTheFirstOutput(count: Int) throws {
    let caller = Thread.current
    var events: [String] = []
    let produced = Atomic<Int>(0)
    try Pipeline.run(
      Array(0..<count), chunk: 10, ahead: 3,
      produce: { (i: Int) -> Int in
        produced.add(1, ordering: .relaxed)
        return i
      },
      meanwhile: {
        #expect(Thread.current == caller)
        events.append("meanwhile")
      },
      consume: { i in
        if i == 0 { events.append("first") }
      })
    #expect(events == ["meanwhile", "first"])
    #expect(produced.load(ordering: .relaxed) == count)
  }

  /// Production runs beside the calling thread, at most `ahead` chunks ahead of it: while the
  /// caller holds the first output, the workers produce no more than `ahead` chunks.
  @Test func productionStaysAheadByAtMostAheadChunks() throws {
    let produced = Atomic<Int>(0)
    var atFirst = -1
    try Pipeline.run(
      Array(0..<400), chunk: 10, ahead: 3,
      produce: { (i: Int) -> Int in
        produced.add(1, ordering: .relaxed)
        return i
      },
      consume: { i in
        guard i == 0 else { return }
        // Let the workers run as far as they may.
        sleepBriefly()
        atFirst = produced.load(ordering: .relaxed)
      })
    #expect(atFirst > 10, "the workers produced beside the caller")
    #expect(atFirst <= 40, "at most the chunk consumed and three ahead: \(atFirst)")
  }

  struct Stop: Error {}

  @Test func anErrorOfConsumeStopsProductionAndIsRethrown() {
    let produced = Atomic<Int>(0)
    var consumed: [Int] = []
    #expect(throws: Stop.self) {
      try Pipeline.run(
        Array(0..<10_000), chunk: 8, ahead: 4,
        produce: { (i: Int) -> Int in
          produced.add(1, ordering: .relaxed)
          return i
        },
        consume: { i in
          if i == 100 { throw Stop() }
          consumed.append(i)
        })
    }
    #expect(consumed == Array(0..<100))
    // The chunk being consumed and at most four in flight were produced; no more.
    #expect(produced.load(ordering: .relaxed) <= 104 + 4 * 8)
  }
}

/// Sleeps 50 ms.
private func sleepBriefly() {
  _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
}
