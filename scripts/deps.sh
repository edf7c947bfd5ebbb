#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, only when one is missing.
# Run as root (or with sudo available). `apt-get update` runs at most once.
set -euo pipefail

# macOS (written to build, not yet built by our CI; docs/platforms.md): SQLite comes with the
# SDK, HarfBuzz from Homebrew (loaded with dlopen, as on Linux), libxml2 with the OS (its headers
# with the SDK). The test tools are not set up.
if [ "$(uname -s)" = Darwin ]; then
  brew list --versions harfbuzz >/dev/null 2>&1 || brew install harfbuzz
  exit 0
fi

# Build: SQLite (libsqlite3.a, linked statically) and HarfBuzz (headers at build time; the
# library, libharfbuzz0b, comes with them and is loaded with dlopen when a font is measured).
packages=(libsqlite3-dev libharfbuzz-dev)
# Build: libxml2's headers (/usr/include/libxml2, for Sources/CLibXML2); the library, libxml2,
# comes with them and is loaded with dlopen when `scan` parses a storyboard or XIB.
packages+=(libxml2-dev)
# Tests: the sqlite3 shell (benchmarks and reliability checks).
packages+=(sqlite3)
# Tests: the JSON Schema of the export format is checked with an independent validator.
packages+=(python3-jsonschema)
# Tests: fonts the title measurements are checked against (Latin; CJK in a TrueType collection).
packages+=(fonts-dejavu-core fonts-wqy-microhei)
# Tests: fontTools builds the variable test font (wght and opsz axes) that stands in for Apple's
# system font files ($BUTTONCAT_SYSTEM_FONTS).
packages+=(python3-fonttools)
# Tests: librsvg's rsvg-convert renders every SVG export (scripts/check-html.sh installs the
# much larger chromium itself, for the HTML export).
packages+=(librsvg2-bin)

# CI also checks the HTML export in headless Chromium (large, so only with --ci).
if [ "${1:-}" = "--ci" ]; then packages+=(chromium); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0

echo "deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
