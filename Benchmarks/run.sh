#!/usr/bin/env bash
# Builds the benchmarks in release mode and prints their figures.
#   bash Benchmarks/run.sh            all benchmarks
# Layout: legacy UIKit layout simulations per second on one core (target ≥ 5,000,000).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product buttoncat-bench >&2
echo "== layout simulator (one core)"
taskset -c 0 .build/release/buttoncat-bench "${1:-20000000}" 2>/dev/null || .build/release/buttoncat-bench "${1:-20000000}"
swift build -c release --product measure-bench >&2
echo "== title measurement (warm cache, one thread)"
.build/release/measure-bench
