// Title measurements per second on one core with a warm font cache.
// Usage: swift run -c release measure-bench [LATIN_FONT CJK_FONT]
// Defaults are the Debian fonts the tests use (fonts-dejavu-core, fonts-wqy-microhei).
import ButtonMeasure
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let latinPath = arguments.first ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let cjkPath = arguments.dropFirst().first ?? "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
let count = 100_000
let rounds = 5

let latin = [
  "Settings", "Done", "Cancel", "Save", "Share", "Edit", "Delete", "Add to Cart", "Sign In",
  "Continue", "AVATAR Wave", "Try Again",
]
let cjk = ["设置", "完成", "取消", "保存", "分享", "编辑", "删除", "加入购物车", "登录", "继续", "下一步"]

/// Mixed titles: Latin only, CJK only, and both in one title, in a fixed rotation.
let titles: [String] = (0..<count).map { i in
  let word = latin[i % latin.count]
  let ideographs = cjk[(i / 3) % cjk.count]
  switch i % 3 {
  case 0: return word
  case 1: return ideographs
  default: return "\(ideographs) \(word)"
  }
}

let configurations: [(name: String, font: TitleFont)] = [
  ("one font with both scripts (WQY Micro Hei)", .file(FontSource(path: cjkPath))),
  (
    "Latin font + CJK fallback (DejaVu Sans → WQY Micro Hei)",
    .file(FontSource(path: latinPath), fallbacks: [FontSource(path: cjkPath)])
  ),
]

let measurer = TitleMeasurer()
do {
  for configuration in configurations {
    // Warm the cache: every font loaded, every code path taken once.
    var checksum = 0.0
    for title in titles.prefix(100) {
      checksum += try measurer.measure(title, font: configuration.font, pointSize: 17).size.width
    }
    // Best of several rounds: the machine is shared, and the best round is the one least
    // disturbed by other processes.
    let clock = ContinuousClock()
    var seconds = Double.infinity
    for _ in 0..<rounds {
      let start = clock.now
      for title in titles {
        checksum += try measurer.measure(title, font: configuration.font, pointSize: 17).size.width
      }
      let elapsed = clock.now - start
      seconds = min(
        seconds,
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    let perSecond = Double(count) / seconds
    let microseconds = seconds / Double(count) * 1e6
    print(
      "\(configuration.name): \(count) titles in \(String(format: "%.3f", seconds)) s "
        + "(best of \(rounds)), "
        + "\(Int(perSecond)) measurements/s "
        + "(\(String(format: "%.2f", microseconds)) µs each; checksum \(Int(checksum)))")
  }
} catch {
  print("measure-bench: \(error)")
  exit(1)
}
