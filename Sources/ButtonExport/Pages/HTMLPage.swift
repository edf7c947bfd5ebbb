import ButtonMeasure

/// The fixed parts of the HTML export: its style sheet (screen, narrow screens, print), its
/// script (the filter and the anchors), and the content security policy that lets only these
/// two run, inline, so the page needs no network, fonts or files beside it.
enum HTMLPage {
  static let css = """
    :root { color-scheme: light; --ink: #1a202c; --muted: #4a5568; --line: #cbd5e0; }
    * { box-sizing: border-box; }
    html { overflow-wrap: anywhere; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: #f7fafc; }
    header { padding: 12px 16px; background: #ffffff; border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    header p { margin: 0 0 8px; color: var(--muted); }
    .filter { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
    .filter input { width: 320px; max-width: 100%; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
    #status { color: var(--muted); }
    main { padding: 12px 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
    section.button, .overview, .legend { min-width: 0; background: #ffffff; border: 1px solid var(--line); border-radius: 8px; padding: 12px; scroll-margin-top: 8px; }
    section.button[hidden] { display: none; }
    section.button:target { outline: 3px solid #3182ce; }
    h2 { margin: 0 0 4px; font-size: 17px; }
    section.button h2 { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    .anchor { color: var(--muted); text-decoration: none; }
    h3 { margin: 12px 0 4px; font-size: 14px; }
    .description { white-space: pre-line; }
    .tag { display: inline-block; margin-right: 4px; padding: 0 8px; border-radius: 10px; background: #e2e8f0; font-size: 12px; }
    .diagram { margin: 8px 0; display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px; }
    svg { max-width: 100%; height: auto; }
    .diagram svg { display: block; }
    svg.defs { position: absolute; width: 0; height: 0; overflow: hidden; }
    .details { display: flex; flex-wrap: wrap; gap: 8px 32px; }
    .details > div { min-width: 0; max-width: 100%; }
    .groups { display: flex; flex-wrap: wrap; gap: 4px 24px; }
    .group { min-width: 0; max-width: 100%; }
    .grid { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
    .grid li { width: 120px; }
    .grid a { height: 100%; display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 6px; border: 1px solid #edf2f7; border-radius: 6px; color: inherit; text-decoration: none; font-size: 12px; text-align: center; }
    .grid a:hover, .grid a:focus { border-color: #3182ce; }
    .grid svg { max-height: 96px; width: auto; }
    .count { color: var(--muted); font-weight: normal; }
    .legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 20px; }
    .legend svg { vertical-align: middle; }
    table { border-collapse: collapse; max-width: 100%; }
    th, td { padding: 2px 10px 2px 0; text-align: left; vertical-align: top; border-bottom: 1px solid #edf2f7; }
    th { color: var(--muted); font-weight: normal; overflow-wrap: normal; }
    td { font-variant-numeric: tabular-nums; }
    .matrix { max-width: 100%; overflow-x: auto; }
    .matrix td { white-space: nowrap; padding-right: 14px; }
    td.error { background: #fed7d7; }
    td.warning { background: #fefcbf; }
    ul { margin: 0; padding-left: 18px; }
    .error { color: #c53030; }
    .warning { color: #b7791f; }
    .info, .ok { color: #2f855a; }
    .note { color: var(--muted); }
    @media (min-width: 700px) {
      header { position: sticky; top: 0; z-index: 1; padding: 12px 24px; }
      main { padding: 16px 24px; }
      section.button { padding: 12px 16px; scroll-margin-top: 150px; }
    }
    @media print {
      body { background: #ffffff; font-size: 11px; }
      header { position: static; border: 0; }
      .filter, .anchor { display: none; }
      main { padding: 0; display: block; }
      section.button, .overview, .legend { border: 0; border-top: 1px solid var(--line); border-radius: 0; padding: 8px 0; margin: 0 0 8px; }
      section.button { break-inside: avoid-page; }
      .grid a { border: 0; }
      .error, .warning, .info, .ok { print-color-adjust: exact; }
    }
    """

  /// The filter and the anchors.
  ///
  /// Filter: every word typed must occur in the name or a tag. Anchors: a fragment that names
  /// a button (`buttons.html#tabbar/home`) shows it (clearing a filter that hides it) and
  /// scrolls to it, on load and when the fragment changes; `#filter=WORDS` sets the filter, and
  /// any other fragment is a filter too (as before anchors existed). The status line is written
  /// by the script, so it also shows that the script ran.
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
      function fragment() {
        var raw = location.hash.slice(1);
        if (raw === "") { return; }
        var text;
        try { text = decodeURIComponent(raw); } catch (e) { text = raw; }
        var target = document.getElementById(text);
        if (target && sections.indexOf(target) !== -1) {
          if (target.hidden) { input.value = ""; apply(); }
          target.scrollIntoView();
          return;
        }
        if (text.indexOf("filter=") === 0) { text = text.slice(7); }
        input.value = text;
        apply();
      }
      input.addEventListener("input", apply);
      window.addEventListener("hashchange", fragment);
      apply();
      fragment();
    })();
    """

  /// Nothing from the network, nothing but `data:` images, and only the page's own style sheet
  /// and script (by their SHA-256, as the `<style>` and `<script>` elements hold them).
  static func contentSecurityPolicy(style: String, script: String) -> String {
    "default-src 'none'; img-src data:; style-src '\(hash(style))'; script-src '\(hash(script))'; base-uri 'none'; form-action 'none'"
  }

  /// `sha256-` and the base64 SHA-256 of `text`'s UTF-8 bytes.
  static func hash(_ text: String) -> String {
    let hex = Array(ContentDigest(sha256Of: Array(text.utf8)).hex.utf8)
    func nibble(_ c: UInt8) -> UInt8 { c <= UInt8(ascii: "9") ? c - 48 : c - 87 }
    let bytes = stride(from: 0, to: hex.count, by: 2).map {
      nibble(hex[$0]) << 4 | nibble(hex[$0 + 1])
    }
    return "sha256-" + Base64.encode(bytes)
  }
}
