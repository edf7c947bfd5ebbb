#!/usr/bin/env bash
# Loads the HTML export in headless Chromium and checks what a person would see: one diagram
# per button, the filter script ran (it writes the "N of M buttons shown" line), a filter from
# the URL fragment hides the other buttons, the console stays free of errors, and the page asks
# for nothing over the network (Chromium's net log, its own background requests aside). Installs Debian's chromium when it is missing (large: kept out of
# scripts/deps.sh so `make test` stays light; CI calls this script from .ci/run).
#
# Usage: scripts/check-html.sh [PAGE.html] [--screenshot PNG]
#   PAGE defaults to the golden file the export tests keep equal to the renderer's output.
set -euo pipefail
cd "$(dirname "$0")/.."

page="Tests/ButtonExportTests/Golden/buttons.html"
screenshot=""
while (($#)); do
  case "$1" in
    --screenshot) screenshot="$2"; shift 2 ;;
    *) page="$1"; shift ;;
  esac
done
[ -f "$page" ] || { echo "check-html: no such page: $page" >&2; exit 1; }

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
url="file://$(realpath "$page")"

# Headless, no GPU, no sandbox (CI runs as root), a throwaway profile, console on stderr, a net
# log, and every host name unresolvable so nothing leaves the machine.
chrome() {
  rm -rf "$work/profile"
  chromium --headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$work/profile" \
    --disable-background-networking --disable-component-update --disable-sync \
    --disable-default-apps --host-resolver-rules="MAP * ~NOTFOUND" \
    --log-net-log="$work/net.json" --enable-logging=stderr --v=0 "$@"
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

buttons=$(grep -c '^<section class="button"' "$page")
chrome --dump-dom "$url" >"$work/dom.html" 2>"$work/console.log" || fail "chromium failed on $page"
check_console "$work/console.log" "$page"
check_network "$page"
diagrams=$(grep -o '<svg ' "$work/dom.html" | wc -l)
[ "$diagrams" -eq "$buttons" ] || fail "$diagrams diagrams for $buttons buttons"
grep -q "$buttons of $buttons buttons shown" "$work/dom.html" ||
  fail "the filter script did not run (no \"$buttons of $buttons buttons shown\")"

# A filter in the fragment: only the sections whose name or tags hold it stay visible.
expected=$(grep '^<section class="button"' "$page" | grep -c -i 'tabbar' || true)
chrome --dump-dom "$url#tabbar" >"$work/filtered.html" 2>"$work/filtered.log" || fail "chromium failed on $page#tabbar"
check_console "$work/filtered.log" "$page#tabbar"
visible=$(grep '<section class="button"' "$work/filtered.html" | grep -vc ' hidden' || true)
[ "$visible" -eq "$expected" ] || fail "filter #tabbar shows $visible buttons, expected $expected"
grep -q "$expected of $buttons buttons shown" "$work/filtered.html" ||
  fail "filter #tabbar: status line does not say \"$expected of $buttons buttons shown\""

if [ -n "$screenshot" ]; then
  chrome --screenshot="$(realpath -m "$screenshot")" --window-size=1200,1600 --hide-scrollbars "$url" \
    2>"$work/screenshot.log" || fail "chromium could not take a screenshot"
fi

if ((failures)); then
  echo "check-html: $failures check(s) failed" >&2
  exit 1
fi
echo "check-html: ok: $buttons buttons, $diagrams diagrams, filter shows $expected for #tabbar, no console errors"
