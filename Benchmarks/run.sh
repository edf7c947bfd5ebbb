#!/usr/bin/env bash
# Builds the benchmarks in release mode and prints their figures (never run as tests).
#   bash Benchmarks/run.sh            layout, measurement and variant (in-process) benchmarks
#   bash Benchmarks/run.sh catalog    the catalog against the sqlite3 shell (slow: minutes)
#   bash Benchmarks/run.sh memory     peak RSS of every export, diff, merge, textconv at 100,000 buttons
#   bash Benchmarks/run.sh variants   recompute --all of 1,000 buttons with 240 variants each
#   bash Benchmarks/run.sh team       check on a team's 20 buttons in 19 locales (9,120 variants)
#   bash Benchmarks/run.sh ib         IBReader on 1,000 IB files of 20 buttons each, 2 threads
#   bash Benchmarks/run.sh scan       buttoncat scan (release) of those 1,000 files, text and json
set -euo pipefail
cd "$(dirname "$0")/.."
# The Swift runtime linked into buttoncat on Linux only (Apple platforms refuse the flag).
static=""
if [ "$(uname -s)" = Linux ]; then static="--static-swift-stdlib"; fi
if [ "${1:-}" = "catalog" ]; then
  shift
  swift build -c release $static --product buttoncat >&2
  exec python3 Benchmarks/catalog_bench.py "$@"
fi
if [ "${1:-}" = "team" ]; then
  shift
  swift build -c release $static --product buttoncat >&2
  exec python3 Benchmarks/team_catalog.py "$@"
fi
if [ "${1:-}" = "memory" ]; then
  shift
  swift build -c release $static --product buttoncat >&2
  exec python3 Benchmarks/memory_bench.py "$@"
fi
if [ "${1:-}" = "variants" ]; then
  shift
  swift build -c release $static --product buttoncat >&2
  exec python3 Benchmarks/variants_bench.py "$@"
fi
if [ "${1:-}" = "ib" ]; then
  shift
  swift build -c release --product ib-bench >&2
  folder=.build/ib-files
  [ -d "$folder/App" ] || python3 Benchmarks/ib-files.py "$folder" >&2
  echo "== Interface Builder files read (IBReader.files + read of each, 2 threads)"
  exec .build/release/ib-bench "$folder" --threads 2 "$@"
fi
if [ "${1:-}" = "scan" ]; then
  shift
  swift build -c release $static --product buttoncat >&2
  folder=.build/ib-files
  # The files, their image sets and the device measurements of their titles (ib-files.py).
  [ -f "$folder/buttons.measurements.json" ] || { rm -rf "$folder"; python3 Benchmarks/ib-files.py "$folder" >&2; }
  bin=.build/release/buttoncat
  db="$folder/buttons.sqlite"
  # The team's catalog: the measurements imported once, as `measurements import` does.
  [ -f "$db" ] || BUTTONCAT_DB="$db" "$bin" measurements import "$folder/buttons.measurements.json" >&2
  "$bin" scan "$folder/App" --db "$db" --format json > "$folder/scan.json" 2> /dev/null || true
  python3 - "$folder/scan.json" <<'PY'
import json, sys
buttons = [b for f in json.load(open(sys.argv[1]))["files"] for b in f["buttons"]]
skipped = sum(1 for b in buttons if b["skipped"])
print(f"== buttoncat scan of 1,000 IB files: {len(buttons)} buttons, "
      f"{len(buttons) - skipped} laid out, {skipped} skipped (SF Symbols, fonts not in the project, italic)")
PY
  for format in text json; do
    # Exit 1 is the report's verdict (buttons with errors), not a failure of the run.
    /usr/bin/time -f "scan --format $format: %e s wall, %U s user, %S s system, peak RSS %M KB" \
      "$bin" scan "$folder/App" --db "$db" --format "$format" > /dev/null 2> "$folder/time.txt" || true
    tail -1 "$folder/time.txt"
  done
  exit 0
fi
swift build -c release --product buttoncat-bench >&2
echo "== layout simulator (one core; target >= 5,000,000/s)"
taskset -c 0 .build/release/buttoncat-bench "${1:-20000000}" 2>/dev/null || .build/release/buttoncat-bench "${1:-20000000}"
swift build -c release --product measure-bench >&2
echo "== title measurement (warm cache, one thread; target >= 200,000/s)"
.build/release/measure-bench
swift build -c release --product variant-bench >&2
echo "== variants in process: 1,000 font-measured buttons x 12 content sizes x 10 locales x 2 states"
.build/release/variant-bench
