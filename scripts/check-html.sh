#!/usr/bin/env bash
# Loads the HTML export in headless Chromium and checks what a person would see: one diagram
# per button, the filter script ran (it writes the "N of M buttons shown" line; the page's
# content security policy lets only its own script run, so this also checks the policy's hash),
# a filter from the URL fragment hides the other buttons, a button's anchor (`#tabbar/home`)
# shows and scrolls to it even when a filter hid it, no horizontal scrolling at a phone's width
# (390 px) and a desktop's (1,280 px): `scrollWidth <= innerWidth` of the page in a frame of
# that width, the filter hides the overview's tiles too, no diagram label (a dimension's, the
# gap's, an image's name above the drawing) overlaps an outline and no diagram text but a title
# is under 11 px at either width (their boxes measured with getBoundingClientRect), the console stays free of errors, and the page asks for nothing over the network
# (Chromium's net log, its own background requests aside). Installs Debian's chromium when it
# is missing (large: kept out of scripts/deps.sh so `make test` stays light; CI calls this
# script from .ci/run).
#
# Usage: scripts/check-html.sh [PAGE.html…] [--screenshots DIR]
#   PAGE defaults to the golden files the export tests keep equal to the renderer's output.
#   --screenshots writes DIR/NAME-390.png and DIR/NAME-1280.png for each page.
set -euo pipefail
cd "$(dirname "$0")/.."

pages=()
screenshots=""
while (($#)); do
  case "$1" in
    --screenshots | --screenshot) screenshots="$2"; shift 2 ;;
    *) pages+=("$1"); shift ;;
  esac
done
((${#pages[@]})) || pages=(Tests/ButtonExportTests/Golden/buttons.html Tests/ButtonExportTests/Golden/buttons-handoff.html Tests/ButtonExportTests/Golden/buttons-small-images.html)
for page in "${pages[@]}"; do
  [ -f "$page" ] || { echo "check-html: no such page: $page" >&2; exit 1; }
done

if ! command -v chromium >/dev/null 2>&1; then
  echo "check-html: installing chromium" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Headless, no GPU, no sandbox (CI runs as root), a throwaway profile, console on stderr, a net
# log, and every host name unresolvable so nothing leaves the machine.
chrome() {
  rm -rf "$work/profile"
  chromium --headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$work/profile" \
    --disable-background-networking --disable-component-update --disable-sync \
    --disable-default-apps --host-resolver-rules="MAP * ~NOTFOUND" \
    --log-net-log="$work/net.json" --enable-logging=stderr --v=0 --allow-file-access-from-files \
    --virtual-time-budget=5000 "$@"
}

# Network requests the page made: any http(s)/ws(s) URL but Chromium's own services.
check_network() {
  local urls
  urls=$(grep -oE '"url":"(https?|wss?)://[^"]*"' "$work/net.json" |
    grep -vE '://([a-z0-9-]+\.)*(google\.com|googleapis\.com|gvt1\.com|gstatic\.com)[/:"]' |
    sort -u || true)
  [ -z "$urls" ] || fail "$1 requests network resources: $urls"
}

failures=0
fail() { echo "check-html: $*" >&2; failures=$((failures + 1)); }

# Console errors show as CONSOLE lines (uncaught exceptions, failed loads); Chromium's own
# start-up noise does not.
check_console() {
  if grep -E 'CONSOLE|Uncaught|Failed to load|ERR_' "$1" >/dev/null; then
    fail "console errors while loading $2:"
    grep -E 'CONSOLE|Uncaught|Failed to load|ERR_' "$1" >&2
  fi
}

# The page in a frame `width` px wide, measured by a script of the frame's parent (the page's
# own policy runs no other script): its scroll width and inner width, then, for `anchor`, a
# filter that hides every button set by the fragment, then the anchor: hidden before, shown
# after, and where its top lies in the frame.
measure() {
  local url="$1" width="$2" anchor="$3"
  cat >"$work/frame.html" <<HTML
<!DOCTYPE html><meta charset="utf-8"><body style="margin:0">
<iframe id="f" width="$width" height="900" src="$url"></iframe><pre id="result">pending</pre>
<script>
window.addEventListener("load", function () {
  var w = document.getElementById("f").contentWindow, d = w.document;
  var r = document.getElementById("result"), anchor = "$anchor";
  var sizes = "scrollWidth=" + d.documentElement.scrollWidth + " innerWidth=" + w.innerWidth;
  if (anchor === "") { r.textContent = sizes; return; }
  w.location.hash = "filter=no-button-has-this-name";
  setTimeout(function () {
    var before = d.getElementById(anchor).hidden;
    w.location.hash = anchor;
    setTimeout(function () {
      var t = d.getElementById(anchor);
      r.textContent = sizes + " hiddenBefore=" + before + " hiddenAfter=" + t.hidden +
        " top=" + Math.round(t.getBoundingClientRect().top) + " status=" + d.getElementById("status").textContent.split(" ")[0];
    }, 300);
  }, 300);
});
</script>
HTML
  chrome --dump-dom "file://$work/frame.html" 2>"$work/frame.log" | grep -o '<pre id="result">[^<]*' | sed 's/.*>//'
}

# Every label of the diagrams (`text.label`: dimensions, the gap, an image's name put above the
# drawing) against every outline of its diagram (a stroked `rect`: bounds, content rect, image,
# title, subtitle), as the page lays them out in a frame `width` px wide (getBoundingClientRect):
# none may overlap (0.5 px tolerance); and every text of a diagram but the title (`text.title`,
# drawn at its font size), labels and names in boxes alike, is at least 11 CSS px. Prints
# "labels=N overlaps=N small=N" and the first offenders.
measure_labels() {
  local url="$1" width="$2"
  cat >"$work/labels.html" <<HTML
<!DOCTYPE html><meta charset="utf-8"><body style="margin:0">
<iframe id="f" width="$width" height="900" src="$url"></iframe><pre id="result">pending</pre>
<script>
window.addEventListener("load", function () {
  var d = document.getElementById("f").contentWindow.document;
  var labels = 0, overlaps = [], small = [];
  Array.prototype.forEach.call(d.querySelectorAll(".diagram svg"), function (svg) {
    var name = svg.getAttribute("aria-label");
    var outlines = Array.prototype.filter.call(svg.querySelectorAll("rect[stroke]"), function (r) {
      return r.getAttribute("stroke") !== "none";
    }).map(function (r) { return r.getBoundingClientRect(); });
    var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    Array.prototype.forEach.call(svg.querySelectorAll("text:not(.title)"), function (t) {
      var size = parseFloat(t.getAttribute("font-size")) * scale;
      if (size < 11) { small.push(name + " '" + t.textContent + "' " + size.toFixed(1) + "px"); }
    });
    Array.prototype.forEach.call(svg.querySelectorAll("text.label"), function (t) {
      labels += 1;
      var b = t.getBoundingClientRect();
      outlines.forEach(function (o) {
        if (b.left < o.right - 0.5 && o.left < b.right - 0.5 && b.top < o.bottom - 0.5 && o.top < b.bottom - 0.5) {
          overlaps.push(name + " '" + t.textContent + "'");
        }
      });
    });
  });
  document.getElementById("result").textContent = "labels=" + labels + " overlaps=" + overlaps.length +
    " small=" + small.length + " " + overlaps.slice(0, 3).concat(small.slice(0, 3)).join("; ");
});
</script>
HTML
  chrome --dump-dom "file://$work/labels.html" 2>"$work/labels.log" | grep -o '<pre id="result">[^<]*' | sed 's/.*>//'
}

check_page() {
  local page="$1" url buttons diagrams expected expected_tiles visible anchor result name labels=0 before=$failures
  url="file://$(realpath "$page")"
  buttons=$(grep -c '^<section class="button"' "$page")
  chrome --dump-dom "$url" >"$work/dom.html" 2>"$work/console.log" || fail "chromium failed on $page"
  check_console "$work/console.log" "$page"
  check_network "$page"
  diagrams=$(grep -o '<div class="diagram">' "$work/dom.html" | wc -l)
  [ "$diagrams" -eq "$buttons" ] || fail "$page: $diagrams diagrams for $buttons buttons"
  grep -q "$buttons of $buttons buttons shown" "$work/dom.html" ||
    fail "$page: the filter script did not run (no \"$buttons of $buttons buttons shown\")"

  # A filter in the fragment: only the sections whose name or tags hold it stay visible.
  expected=$(grep '^<section class="button"' "$page" | grep -c -i 'tabbar' || true)
  chrome --dump-dom "$url#tabbar" >"$work/filtered.html" 2>"$work/filtered.log" || fail "chromium failed on $page#tabbar"
  check_console "$work/filtered.log" "$page#tabbar"
  visible=$(grep '<section class="button"' "$work/filtered.html" | grep -vc ' hidden' || true)
  [ "$visible" -eq "$expected" ] || fail "$page: filter #tabbar shows $visible buttons, expected $expected"
  grep -q "$expected of $buttons buttons shown" "$work/filtered.html" ||
    fail "$page: filter #tabbar: status line does not say \"$expected of $buttons buttons shown\""

  # No horizontal scrolling at either width.
  for width in 390 1280; do
    result=$(measure "$url" "$width" "")
    check_console "$work/frame.log" "$page at $width px"
    [[ "$result" =~ scrollWidth=([0-9]+)\ innerWidth=([0-9]+) ]] ||
      { fail "$page at $width px: not measured ($result)"; continue; }
    ((BASH_REMATCH[1] <= BASH_REMATCH[2])) ||
      fail "$page scrolls sideways at $width px: scrollWidth ${BASH_REMATCH[1]} > innerWidth ${BASH_REMATCH[2]}"
  done

  # The overview's tiles follow the filter too (a button with two tags has two tiles).
  expected_tiles=$(grep '^<li data-name' "$page" | grep -c -i 'tabbar' || true)
  visible=$(grep '^<li data-name' "$work/filtered.html" | grep -vc ' hidden' || true)
  [ "$visible" -eq "$expected_tiles" ] ||
    fail "$page: filter #tabbar shows $visible overview tiles, expected $expected_tiles"

  # Labels never overlap outlines, and keep at least 11 px, at either width.
  for width in 390 1280; do
    result=$(measure_labels "$url" "$width")
    [[ "$result" =~ labels=([0-9]+)\ overlaps=([0-9]+)\ small=([0-9]+) ]] ||
      { fail "$page at $width px: labels not measured ($result)"; continue; }
    labels=${BASH_REMATCH[1]}
    ((BASH_REMATCH[2] == 0)) || fail "$page at $width px: a label overlaps an outline: $result"
    ((BASH_REMATCH[3] == 0)) || fail "$page at $width px: a diagram text under 11 px: $result"
  done

  # A button's anchor (the last one with a plain name): shown although a filter hid it, and
  # scrolled to the top of the frame.
  anchor=$(grep -o '^<section class="button" id="[A-Za-z0-9/._-]*"' "$page" | tail -1 | sed 's/.*id="//; s/"$//')
  if [ -n "$anchor" ]; then
    result=$(measure "$url" 1280 "$anchor")
    [[ "$result" == *"hiddenBefore=true hiddenAfter=false top="* ]] ||
      fail "$page#$anchor: the anchor does not show its button past a filter ($result)"
    [[ "$result" =~ top=(-?[0-9]+) ]] && ((BASH_REMATCH[1] >= 0 && BASH_REMATCH[1] <= 200)) ||
      fail "$page#$anchor: not scrolled to ($result)"
    [[ "$result" == *"status=$buttons"* ]] ||
      fail "$page#$anchor: the filter was not cleared ($result)"
  fi

  if [ -n "$screenshots" ]; then
    mkdir -p "$screenshots"
    name=$(basename "$page" .html)
    for width in 390 1280; do
      chrome --screenshot="$(realpath -m "$screenshots/$name-$width.png")" --window-size="$width,2400" \
        --hide-scrollbars "$url" 2>"$work/screenshot.log" || fail "chromium could not take a screenshot"
    done
  fi
  ((failures == before)) || return 0
  echo "check-html: $page: $buttons buttons, $diagrams diagrams, filter shows $expected for #tabbar ($expected_tiles tiles), $labels labels clear of outlines, anchor #$anchor, fits 390 and 1280 px"
}

for page in "${pages[@]}"; do check_page "$page"; done

if ((failures)); then
  echo "check-html: $failures check(s) failed" >&2
  exit 1
fi
echo "check-html: ok"
