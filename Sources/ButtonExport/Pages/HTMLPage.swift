import ButtonMeasure

/// The fixed parts of the HTML export: its style sheet (screen, narrow screens, print), its
/// script (the filter and the anchors), and the content security policy that lets only these
/// two run, inline, so the page needs no network, fonts or files beside it.
enum HTMLPage {
  static let css = """
    :root { color-scheme: light dark; --ink: #1a202c; --muted: #4a5568; --line: #cbd5e0; --page: #f7fafc; --card: #ffffff; --soft: #edf2f7; --tag: #e2e8f0; --accent: #3182ce; --error: #c53030; --warning: #b7791f; --ok: #2f855a; --error-bg: #fed7d7; --warning-bg: #fefcbf; --backdrop: #edf2f7; --backdrop-ink: #1a202c; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #e2e8f0; --muted: #a0aec0; --line: #4a5568; --page: #171923; --card: #1a202c; --soft: #2d3748; --tag: #2d3748; --accent: #63b3ed; --error: #fc8181; --warning: #f6e05e; --ok: #68d391; --error-bg: #63171b; --warning-bg: #5f370e; --backdrop: #2d3748; --backdrop-ink: #f7fafc; }
    }
    body.backdrop-light { --backdrop: #edf2f7; --backdrop-ink: #1a202c; }
    body.backdrop-dark { --backdrop: #2d3748; --backdrop-ink: #f7fafc; }
    * { box-sizing: border-box; }
    html { overflow-wrap: anywhere; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: var(--page); }
    a { color: var(--accent); }
    header { padding: 12px 16px; background: var(--card); border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    header p { margin: 0 0 8px; color: var(--muted); }
    .filter, .controls { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
    .controls { margin-top: 6px; color: var(--muted); }
    .controls[hidden] { display: none; }
    .filter input, .controls select { padding: 6px 10px; font: inherit; color: inherit; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
    .filter input { width: 320px; max-width: 100%; }
    #status { color: var(--muted); }
    main { padding: 12px 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
    section.button, .overview, .legend { min-width: 0; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px; scroll-margin-top: 8px; }
    section.button[hidden], .grid li[hidden], .group[hidden] { display: none; }
    section.button:target { outline: 3px solid var(--accent); }
    h2 { margin: 0 0 4px; font-size: 17px; }
    section.button h2 { font-family: ui-monospace, "DejaVu Sans Mono", monospace; overflow-x: auto; }
    .name { overflow-wrap: normal; word-break: keep-all; hyphens: none; }
    .anchor { color: var(--muted); text-decoration: none; }
    h3 { margin: 12px 0 4px; font-size: 14px; }
    .description { white-space: pre-line; }
    .tag { display: inline-block; margin-right: 4px; padding: 0 8px; border-radius: 10px; background: var(--tag); font-size: 12px; }
    svg { max-width: 100%; height: auto; }
    .neutral { fill: var(--backdrop); }
    .ink { fill: var(--backdrop-ink); }
    .diagram { margin: 8px 0; display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px 16px; }
    .panel { margin: 0; min-width: 0; max-width: 100%; }
    .drawing { max-width: 100%; overflow-x: auto; }
    .drawing svg { display: block; max-width: none; border-radius: 4px; }
    .footer { list-style: none; margin: 4px 0 0; padding: 0; font-size: 12px; }
    .footer .measure { color: var(--muted); }
    .footer .note { color: var(--warning); }
    svg.defs { position: absolute; width: 0; height: 0; overflow: hidden; }
    .details { display: flex; flex-wrap: wrap; gap: 8px 32px; }
    .details > div { min-width: 0; max-width: 100%; }
    .groups { display: flex; flex-wrap: wrap; gap: 4px 24px; }
    .group { min-width: 0; max-width: 100%; }
    .grid { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
    .grid li { min-width: 72px; max-width: 100%; }
    .grid a { height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: flex-end; gap: 4px; padding: 6px; border: 1px solid var(--soft); border-radius: 6px; color: inherit; text-decoration: none; font-size: 12px; text-align: center; overflow-x: auto; }
    .grid a:hover, .grid a:focus { border-color: var(--accent); }
    .grid svg { max-width: none; flex: none; background: #ffffff; border-radius: 3px; }
    .grid .name { max-width: 16em; }
    .count { color: var(--muted); font-weight: normal; }
    .legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 20px; }
    .legend svg { vertical-align: middle; background: #ffffff; border-radius: 2px; }
    table { border-collapse: collapse; max-width: 100%; }
    th, td { padding: 2px 10px 2px 0; text-align: left; vertical-align: top; border-bottom: 1px solid var(--soft); }
    th { color: var(--muted); font-weight: normal; overflow-wrap: normal; }
    td { font-variant-numeric: tabular-nums; }
    .matrix { max-width: 100%; overflow-x: auto; margin-bottom: 12px; }
    .matrix table { border-collapse: separate; border-spacing: 0; }
    .matrix td, .matrix th[scope="col"]:not(:first-child) { min-width: 6.5em; white-space: nowrap; padding: 2px 14px 2px 4px; }
    .matrix tr > th:first-child { position: sticky; left: 0; z-index: 1; min-width: 7em; padding-right: 10px; background: var(--card); box-shadow: 1px 0 0 var(--line); }
    .matrix th { white-space: nowrap; }
    .matrix.more-right, .drawing.more-right { -webkit-mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent); mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent); }
    .matrix.more-left tr > th:first-child { box-shadow: 1px 0 0 var(--line), 6px 0 6px -4px rgba(0, 0, 0, 0.35); }
    td.error { background: var(--error-bg); }
    td.warning { background: var(--warning-bg); }
    ul { margin: 0; padding-left: 18px; }
    .error { color: var(--error); }
    .warning { color: var(--warning); }
    .info, .ok { color: var(--ok); }
    .note { color: var(--muted); }
    @media (min-width: 700px) {
      header { position: sticky; top: 0; z-index: 2; padding: 12px 24px; }
      main { padding: 16px 24px; }
      section.button { padding: 12px 16px; scroll-margin-top: 180px; }
    }
    @media print {
      body { background: #ffffff; color: #1a202c; font-size: 11px; }
      header { position: static; border: 0; }
      .filter, .controls, .anchor { display: none; }
      main { padding: 0; display: block; }
      section.button, .overview, .legend { border: 0; border-top: 1px solid var(--line); border-radius: 0; padding: 8px 0; margin: 0 0 8px; }
      section.button { break-inside: avoid-page; }
      .grid a { border: 0; }
      .matrix th { white-space: nowrap; }
    .matrix.more-right, .drawing.more-right { -webkit-mask-image: none; mask-image: none; }
      .error, .warning, .info, .ok { print-color-adjust: exact; }
    }
    """

  /// The filter, the anchors, the overview's scale and the button background.
  ///
  /// Filter: every word typed must occur in the name or a tag; it hides the sections and the
  /// overview's tiles alike (a tag group with none left hides too, the others count what they
  /// show). Anchors: a fragment that names a button (`buttons.html#tabbar/home`) shows it
  /// (clearing a filter that hides it) and scrolls to it, on load and when the fragment
  /// changes; `#filter=WORDS` sets the filter, and any other fragment is a filter too (as
  /// before anchors existed). The status line is written by the script, so it also shows that
  /// the script ran. Scale: every tile is drawn at 1 CSS pixel a point (`width` half its
  /// `viewBox`); the zoom multiplies all of them alike. Background: the neutral backdrop of the
  /// diagrams follows the system's appearance, or is set light or dark. A variant matrix wider
  /// than its box fades at the edge it scrolls to.
  static let script = """
    (function () {
      "use strict";
      var input = document.getElementById("filter");
      var status = document.getElementById("status");
      var sections = Array.prototype.slice.call(document.querySelectorAll("section.button"));
      var tiles = Array.prototype.slice.call(document.querySelectorAll(".grid li"));
      var groups = Array.prototype.slice.call(document.querySelectorAll(".overview .group"));
      function matches(element, words) {
        var text = (element.getAttribute("data-name") + " " + element.getAttribute("data-tags")).toLowerCase();
        return words.every(function (w) { return text.indexOf(w) !== -1; });
      }
      function apply() {
        var words = input.value.trim().toLowerCase().split(/\\s+/).filter(function (w) { return w !== ""; });
        var shown = 0;
        sections.forEach(function (section) {
          var match = matches(section, words);
          section.hidden = !match;
          if (match) { shown += 1; }
        });
        tiles.forEach(function (tile) { tile.hidden = !matches(tile, words); });
        groups.forEach(function (group) {
          var all = group.querySelectorAll(".grid li").length;
          var visible = group.querySelectorAll(".grid li:not([hidden])").length;
          group.hidden = visible === 0;
          var count = group.querySelector(".count");
          if (count) { count.textContent = visible === all ? "(" + all + ")" : "(" + visible + " of " + all + ")"; }
        });
        status.textContent = shown + " of " + sections.length + " buttons shown";
        edges();
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
      var zoom = document.getElementById("zoom");
      function scale() {
        var factor = parseFloat(zoom.value) || 1;
        document.querySelectorAll(".grid svg").forEach(function (svg) {
          var box = svg.viewBox.baseVal;
          if (!box || box.width === 0) { return; }
          svg.setAttribute("width", String(box.width / 2 * factor));
          svg.setAttribute("height", String(box.height / 2 * factor));
        });
      }
      var backdrop = document.getElementById("backdrop");
      function paint() {
        document.body.classList.toggle("backdrop-light", backdrop.value === "light");
        document.body.classList.toggle("backdrop-dark", backdrop.value === "dark");
      }
      var matrices = Array.prototype.slice.call(document.querySelectorAll(".matrix, .drawing"));
      function edges() {
        matrices.forEach(function (m) {
          m.classList.toggle("more-right", m.scrollLeft + m.clientWidth < m.scrollWidth - 1);
          m.classList.toggle("more-left", m.scrollLeft > 0);
        });
      }
      matrices.forEach(function (m) { m.addEventListener("scroll", edges); });
      input.addEventListener("input", apply);
      zoom.addEventListener("change", scale);
      backdrop.addEventListener("change", paint);
      window.addEventListener("hashchange", fragment);
      window.addEventListener("resize", edges);
      document.getElementById("controls").hidden = false;
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
