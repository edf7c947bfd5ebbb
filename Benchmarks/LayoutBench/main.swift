// Simulations per second of the legacy UIKit layout model on one core.
// Run: swift run -c release buttoncat-bench [iterations]
import ButtonLayout

/// A small deterministic generator (SplitMix64), so every run measures the same inputs.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

var random = SplitMix64(state: 2026)
func inset(_ random: inout SplitMix64) -> EdgeInsets {
  EdgeInsets(
    top: (random.unit() * 20 - 8).rounded(), left: random.unit() * 20 - 8,
    bottom: (random.unit() * 20 - 8).rounded(), right: random.unit() * 20 - 8)
}
let inputs: [LegacyButton] = (0..<4096).map { i in
  LegacyButton(
    bounds: i % 4 == 0
      ? nil : Size(width: 40 + random.unit() * 200, height: 20 + random.unit() * 60),
    imageSize: i % 7 == 0
      ? nil : Size(width: 8 + random.unit() * 32, height: 8 + random.unit() * 32),
    titleSize: i % 11 == 0
      ? nil : Size(width: random.unit() * 160, height: 14 + random.unit() * 10),
    contentEdgeInsets: i % 3 == 0 ? .zero : inset(&random),
    imageEdgeInsets: inset(&random), titleEdgeInsets: inset(&random),
    horizontalAlignment: random.pick(HorizontalAlignment.allCases),
    verticalAlignment: random.pick(VerticalAlignment.allCases),
    direction: random.pick(LayoutDirection.allCases),
    scale: random.pick([1.0, 2.0, 3.0]),
    ios: random.pick([IOSVersion(14), IOSVersion(15), .newest]))
}

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.first.flatMap { Int($0) } ?? 20_000_000
var checksum = 0.0
// Warm-up, then the timed loop.
for button in inputs { checksum += LegacySimulator.layout(button).contentRect.width }
let clock = ContinuousClock()
let start = clock.now
var index = 0
for _ in 0..<iterations {
  let layout = LegacySimulator.layout(inputs[index])
  checksum +=
    (layout.titleFrame?.x ?? 0) + (layout.imageFrame?.y ?? 0)
    + layout.intrinsicContentSize.width
  index = (index + 1) & 4095
}
let elapsed = clock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
let perSecond = Double(iterations) / seconds
print("legacy layout simulations: \(iterations) in \((seconds * 1000).rounded() / 1000) s")
print("simulations per second (one core): \(Int(perSecond))")
print("checksum: \(checksum)")
