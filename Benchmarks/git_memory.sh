#!/usr/bin/env bash
# Peak memory (GNU time, max RSS) and wall time of the git commands at N buttons (issue 29):
# `diff` and `merge` of documents as `export` writes them (with layouts, and inputs only), and
# `textconv` of the catalog. Prints one row per command; results go in BENCHMARKS.md, "Git
# memory (issue 29)".
#
#   Benchmarks/git_memory.sh [BUTTONS] [BINARY] [SEED]   # 100000, .build/release/buttoncat, 2000
#
# SEED buttons of catalog_bench.py's generated inputs (seed 2026) are imported (buttoncat
# computes the layouts) and exported, with layouts and inputs only; each document is then
# copied to BUTTONS buttons, the copies named copy0/…, copy1/… (name order kept), so a big
# document takes seconds instead of a big import. `textconv` runs on the SEED catalog. Ours
# changes 100 buttons' spacing; theirs 100 others' and one of ours (a conflict), removes 50
# buttons and adds 50 at the end. The edits are made line by line, as a person would: a
# document's layouts are not trusted (diff and merge compute them).
set -euo pipefail
n=${1:-100000}
bin=$(realpath "${2:-.build/release/buttoncat}")
seed=${3:-2000}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BUTTONCAT_USER=bench BUTTONCAT_NOW=2026-12-03T00:00:00Z
unset BUTTONCAT_DB
cd "$work"

python3 - "$seed" "$here" <<'PY'
import json, random, sys
sys.path.insert(0, sys.argv[2])
from catalog_bench import button
n = int(sys.argv[1])
rng = random.Random(2026)
with open("inputs.json", "w") as f:
    f.write('{"formatVersion": 1, "buttons": [')
    for i in range(n):
        f.write(("," if i else "") + json.dumps(button(i, rng), ensure_ascii=False))
    f.write("]}")
PY
"$bin" --db base.sqlite import inputs.json >/dev/null
"$bin" --db base.sqlite export --format json --output base.json 2>/dev/null
"$bin" --db base.sqlite export --format json --inputs-only --output base.io.json 2>/dev/null

python3 - "$n" "$seed" <<'PY'
import sys
n, seed = int(sys.argv[1]), int(sys.argv[2])
copies = n // seed
for form in ["", ".io"]:
    lines = open(f"base{form}.json").read().split("\n")
    # "{", the version, "  \"buttons\": [", the buttons, then "  ]", "}" and the final "".
    head, block, tail = lines[:3], "\n".join(lines[3:-3]), lines[-3:]
    assert tail == ["  ]", "}", ""] and block.endswith("\n    }"), "an unexpected document"
    with open(f"big{form}.json", "w") as out:
        out.write("\n".join(head) + "\n")
        out.write(",\n".join(block.replace('      "name": "', f'      "name": "copy{k}/')
                             for k in range(copies)))
        out.write("\n" + "\n".join(tail))
PY
mv big.json base.json
mv big.io.json base.io.json

python3 - "$n" <<'PY'
import sys
n = int(sys.argv[1])

def edit(source, target, spacing, start, remove, add):
    changed = {i * 97 % n for i in range(start, start + 100)}
    removed = {i for i in range(n - 1) if i % (n // 50) == 7} if remove else set()
    index, last, skipping = -1, [], False
    with open(source) as f, open(target, "w") as out:
        for line in f:
            if line == "    {\n":
                index += 1
                skipping = index in removed
            if index == n - 1 and add and not line.startswith("  ]"):
                last.append(line)
            if line.startswith('      "spacing": ') and index in changed:
                line = f'      "spacing": {spacing},\n'
            if line.startswith("  ]") and add:
                body = "".join(last).rstrip("\n")
                copies = [body.replace('"name": "', f'"name": "zz-new/{j}-', 1) for j in range(add)]
                out.write(",\n" + ",\n".join(copies) + "\n")
            if not skipping:
                out.write("    }" if add and line == "    }\n" else line)
            elif line.startswith("    }"):
                skipping = False

for form in ["", ".io"]:
    edit(f"base{form}.json", f"ours{form}.json", 12, 0, False, 0)
    edit(f"base{form}.json", f"theirs{form}.json", 2, 99, True, 50)
PY
echo "document: $n buttons, $(($(stat -c %s base.json) / 1000000)) MB with layouts," \
  "$(($(stat -c %s base.io.json) / 1000000)) MB inputs only"

measure() {
  local label=$1
  shift
  /usr/bin/time -o time.txt -f '%M %e' "$@" >/dev/null 2>&1 || true
  read -r kb seconds < <(tail -1 time.txt)
  awk -v l="$label" -v k="$kb" -v s="$seconds" \
    'BEGIN { printf "| %-44s | %7.1f MB | %7.2f s |\n", l, k / 1024, s }'
}

echo "| command | peak RSS | wall time |"
echo "|---|---|---|"
measure "diff base.json ours.json" "$bin" diff base.json ours.json
measure "diff base.json theirs.json --format json" "$bin" diff base.json theirs.json --format json
measure "diff (inputs only)" "$bin" diff base.io.json theirs.io.json
cp ours.json merged.json
measure "merge base ours theirs (a conflict)" "$bin" merge base.json merged.json theirs.json
grep -c '^<<<<<<<' merged.json >/dev/null || { echo "the merge marked no conflict" >&2; exit 1; }
cp ours.io.json merged.io.json
measure "merge (inputs only, a conflict)" "$bin" merge base.io.json merged.io.json theirs.io.json
cp base.json clean.json
measure "merge base base theirs (clean)" "$bin" merge base.json clean.json theirs.json
"$bin" diff clean.json theirs.json >/dev/null && echo "clean merge: theirs' document" >&2
measure "textconv base.sqlite" "$bin" textconv base.sqlite
