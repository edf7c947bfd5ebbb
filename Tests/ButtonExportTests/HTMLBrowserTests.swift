import Foundation
import Testing

/// `scripts/check-html.sh` in headless Chromium (when it is installed; CI installs it): the
/// golden pages pass, and a page that scrolls sideways or whose script the policy blocks fails,
/// so the check means something.
@Suite(.enabled(if: ToolRunner.find("chromium") != nil, "needs chromium (scripts/deps.sh --ci)"))
struct HTMLBrowserTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let script = root.appendingPathComponent("scripts/check-html.sh").path
  static let golden = root.appendingPathComponent("Tests/ButtonExportTests/Golden").path

  @Test func handoffPagePassesAndBrokenPagesFail() throws {
    let good = try ToolRunner.run(
      "/bin/bash", [Self.script, Self.golden + "/buttons-handoff.html"])
    #expect(good.status == 0, "\(good.output)")
    let page = try String(contentsOfFile: Self.golden + "/buttons-handoff.html", encoding: .utf8)
    let temp = try TemporaryDirectory()
    let wide = try temp.write(
      "wide.html",
      page.replacingOccurrences(
        of: "<main>\n", with: "<main>\n<pre>" + String(repeating: "x", count: 300) + "</pre>\n"))
    let result = try ToolRunner.run("/bin/bash", [Self.script, wide])
    #expect(result.status != 0)
    #expect(result.output.contains("scrolls sideways at 390 px"))
    #expect(result.output.contains("scrolls sideways at 1280 px"))
    let blocked = try temp.write(
      "blocked.html",
      page.replacingOccurrences(of: "\"use strict\";", with: "\"use strict\"; "))
    let refused = try ToolRunner.run("/bin/bash", [Self.script, blocked])
    #expect(refused.status != 0)
    #expect(refused.output.contains("the filter script did not run"))
  }
}
