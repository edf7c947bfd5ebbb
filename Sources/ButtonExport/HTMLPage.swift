/// The fixed parts of the HTML export: its style sheet and its filter script, inline so the
/// page needs no network, fonts or files beside it.
enum HTMLPage {
  static let css = """
    :root { color-scheme: light; --ink: #1a202c; --muted: #4a5568; --line: #cbd5e0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: #f7fafc; }
    header { position: sticky; top: 0; z-index: 1; padding: 12px 24px; background: #ffffff; border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    header p { margin: 0 0 8px; color: var(--muted); }
    .filter { display: flex; gap: 12px; align-items: center; }
    .filter input { width: 320px; max-width: 60vw; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
    #status { color: var(--muted); }
    main { padding: 16px 24px; display: grid; gap: 16px; }
    section.button { background: #ffffff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
    section.button[hidden] { display: none; }
    h2 { margin: 0 0 4px; font-size: 17px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    h3 { margin: 12px 0 4px; font-size: 14px; }
    .tag { display: inline-block; margin-right: 4px; padding: 0 8px; border-radius: 10px; background: #e2e8f0; font-size: 12px; }
    .diagram { overflow-x: auto; margin: 8px 0; }
    .diagram svg { display: block; }
    .details { display: flex; flex-wrap: wrap; gap: 8px 32px; }
    .details > div { min-width: 260px; }
    table { border-collapse: collapse; }
    th, td { padding: 2px 10px 2px 0; text-align: left; vertical-align: top; border-bottom: 1px solid #edf2f7; }
    th { color: var(--muted); font-weight: normal; }
    td { font-variant-numeric: tabular-nums; }
    ul { margin: 0; padding-left: 18px; }
    .error { color: #c53030; }
    .warning { color: #b7791f; }
    .info, .ok { color: #2f855a; }
    """

  /// Filters sections by name and tag: every word typed must occur in the name or a tag. The
  /// initial filter may come from the URL fragment (`buttons.html#tabbar`). The status line is
  /// written by the script, so it also shows that the script ran.
  static let script = """
    (function () {
      "use strict";
      var input = document.getElementById("filter");
      var status = document.getElementById("status");
      var sections = Array.prototype.slice.call(document.querySelectorAll("section.button"));
      function apply() {
        var words = input.value.trim().toLowerCase().split(/\\s+/).filter(function (w) { return w !== ""; });
        var shown = 0;
        sections.forEach(function (section) {
          var text = (section.getAttribute("data-name") + " " + section.getAttribute("data-tags")).toLowerCase();
          var match = words.every(function (w) { return text.indexOf(w) !== -1; });
          section.hidden = !match;
          if (match) { shown += 1; }
        });
        status.textContent = shown + " of " + sections.length + " buttons shown";
      }
      if (location.hash.length > 1) {
        try { input.value = decodeURIComponent(location.hash.slice(1)); } catch (e) { input.value = location.hash.slice(1); }
      }
      input.addEventListener("input", apply);
      apply();
    })();
    """
}
