#!/usr/bin/env python3
"""Memory benchmark: peak RSS and time of every export format, diff, merge and textconv at
100,000 buttons (issue 29: memory flat in the catalog's size).

Usage: python3 Benchmarks/memory_bench.py [--buttons N] [--bin PATH] [--keep DIR]
                                          [--only OPS] [--images K]

Builds nothing itself (`swift build -c release --product buttoncat` first, or
`bash Benchmarks/run.sh memory`). Generates N buttons as catalog_bench.py does (mixed
placements, techniques, titles; Chinese and emoji; 50 name groups; tags), plus every 1000th
button with an image file of its own (K distinct PNGs, `--images`, default 20, shared in
turn), imports them into a catalog, and measures each command under GNU time
(`/usr/bin/time -f '%M %e'`: max RSS, elapsed seconds):

  export --format F   for F in json csv swift objc swiftui markdown svg html tokens probe,
                      into a file (single-file formats) or a folder (objc, svg, probe),
                      written to disk; csv also with --layouts, markdown with
                      --all-techniques
  diff A B            the catalog against a copy with 10 buttons changed (both .sqlite),
                      and the two documents (.json)
  merge BASE OURS THEIRS  three documents, 10 buttons changed on each side
  textconv FILE       the catalog printed as its document

With `--keep DIR` the catalog, the documents and the outputs stay in DIR, and a later run
reuses the catalog and documents found there (the outputs are written again). Prints a
table: operation, max RSS (MB), seconds, output size.
"""
import argparse, os, random, shutil, subprocess, sys, tempfile, zlib, struct, json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import catalog_bench  # noqa: E402  (the same generated buttons)

FORMATS = ["json", "csv", "swift", "objc", "swiftui", "markdown", "svg", "html", "tokens", "probe"]
FOLDERS = {"objc", "svg", "probe"}
OPERATIONS = ["export", "diff", "merge", "textconv"]


def png(width, height, rgba):
    """A solid PNG, for the buttons with an image file."""
    raw = b"".join(b"\x00" + bytes(rgba) * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def measure(argv, cwd, env, stdout=None, ok=(0,)):
    """(max RSS in MB, seconds) of `argv` under GNU time; exits on an unexpected status."""
    with tempfile.NamedTemporaryFile() as report, tempfile.TemporaryFile() as errors:
        out = open(stdout, "wb") if stdout else subprocess.DEVNULL
        try:
            proc = subprocess.run(["/usr/bin/time", "-f", "%M %e", "-o", report.name] + argv,
                                  cwd=cwd, env=env, stdout=out, stderr=errors)
        finally:
            if stdout:
                out.close()
        if proc.returncode not in ok:
            errors.seek(0)
            sys.exit(f"failed ({proc.returncode}): {' '.join(argv)}\n"
                     + errors.read().decode(errors="replace")[-2000:])
        report.seek(0)
        kb, seconds = report.read().decode().split()[-2:]
    return int(kb) / 1024.0, float(seconds)


def size(path):
    """The bytes at `path`: a file's, or every file's in a folder."""
    if os.path.isdir(path):
        return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)
    return os.path.getsize(path) if os.path.exists(path) else 0


def build(a, bc, work, env):
    """The catalog `cat.sqlite` in `work` (reused when there), its documents, and the copies
    with changes for diff and merge."""
    catalog = os.path.join(work, "cat.sqlite")
    if os.path.exists(catalog) and os.path.exists(os.path.join(work, "theirs.json")):
        print(f"reusing {catalog}", file=sys.stderr)
        return
    for name in os.listdir(work):
        if name.startswith(("cat.sqlite", "other.sqlite")):
            os.remove(os.path.join(work, name))
    os.makedirs(os.path.join(work, "icons"), exist_ok=True)
    colors = [(i * 37 % 256, i * 91 % 256, i * 53 % 256, 255) for i in range(a.images)]
    for i, color in enumerate(colors):
        with open(os.path.join(work, "icons", f"icon{i}@2x.png"), "wb") as f:
            f.write(png(48, 48, color))
    rng = random.Random(2026)
    with open(os.path.join(work, "inputs.json"), "w") as f:  # streamed: this process stays small
        f.write('{"formatVersion": 1, "buttons": [')
        for i in range(a.buttons):
            b = catalog_bench.button(i, rng)
            if i % 1000 == 0 and b["imageSource"] != "none":
                b["imageSource"] = "file"
                b["image"] = f"icons/icon{(i // 1000) % a.images}@2x.png"
            f.write(("," if i else "") + json.dumps(b, ensure_ascii=False))
        f.write("]}")
    print(f"importing {a.buttons} buttons…", file=sys.stderr)
    subprocess.run([bc, "--db", catalog, "import", "inputs.json"], cwd=work, env=env, check=True)

    def document(db, name):
        with open(os.path.join(work, name), "wb") as f:
            subprocess.run([bc, "--db", db, "export", "--format", "json"], cwd=work, env=env,
                           stdout=f, check=True)

    def changed(name, spacing, first):
        """A copy of the catalog with 10 buttons' spacing changed, and its document."""
        db = os.path.join(work, name + ".sqlite")
        shutil.copy(catalog, db)
        for i in range(first, first + 10):
            subprocess.run([bc, "--db", db, "set", f"group{i % 50}/button{i}", "--spacing",
                            str(spacing)], cwd=work, env=env, check=True,
                           stdout=subprocess.DEVNULL)
        document(db, name + ".json")

    document(catalog, "base.json")
    changed("other", 3, 100)
    shutil.copy(os.path.join(work, "other.json"), os.path.join(work, "ours.json"))
    changed("theirs", 5, a.buttons // 2)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--buttons", type=int, default=100_000)
    p.add_argument("--bin", default=os.path.join(ROOT, ".build/release/buttoncat"))
    p.add_argument("--keep", help="folder for the catalog and outputs (kept, reused)")
    p.add_argument("--only", default=",".join(FORMATS + OPERATIONS[1:]),
                   help="comma-separated: export formats and/or diff, merge, textconv")
    p.add_argument("--images", type=int, default=20, help="distinct image files")
    a = p.parse_args()
    only = a.only.split(",")
    unknown = set(only) - set(FORMATS) - set(OPERATIONS)
    if unknown:
        sys.exit(f"--only: unknown {sorted(unknown)}; choose from {','.join(FORMATS + OPERATIONS[1:])}")
    bc = os.path.abspath(a.bin)
    work = os.path.abspath(a.keep or tempfile.mkdtemp(prefix="buttoncat-memory-"))
    os.makedirs(work, exist_ok=True)
    env = dict(os.environ, BUTTONCAT_USER="bench", BUTTONCAT_NOW="2026-11-30T00:00:00Z")
    build(a, bc, work, env)
    db = ["--db", os.path.join(work, "cat.sqlite")]
    rows = []
    out = os.path.join(work, "out")
    os.makedirs(out, exist_ok=True)
    for format in FORMATS:
        if format not in only:
            continue
        forms = [[]]
        if format == "csv":
            forms.append(["--layouts"])
        if format == "markdown":
            forms.append(["--all-techniques"])
        for extra in forms:
            target = os.path.join(out, format + "".join(extra).replace("--", "-"))
            if format in FOLDERS:
                target += "/"
            rss, seconds = measure([bc] + db + ["export", "--format", format, "--output", target]
                                   + extra, work, env)
            rows.append((" ".join(["export", format] + extra), rss, seconds, size(target)))
            print(f"{rows[-1][0]}: {rss:.1f} MB, {seconds:.2f} s", file=sys.stderr)
    if "diff" in only:
        for a_, b_ in [("cat.sqlite", "other.sqlite"), ("base.json", "other.json")]:
            target = os.path.join(out, "diff.txt")
            rss, seconds = measure([bc, "diff", a_, b_], work, env, stdout=target, ok=(0, 1))
            rows.append((f"diff {a_} {b_}", rss, seconds, size(target)))
    if "merge" in only:
        shutil.copy(os.path.join(work, "other.json"), os.path.join(work, "ours.json"))
        rss, seconds = measure([bc, "merge", "base.json", "ours.json", "theirs.json"], work, env)
        rows.append(("merge base ours theirs", rss, seconds, size(os.path.join(work, "ours.json"))))
    if "textconv" in only:
        target = os.path.join(out, "textconv.json")
        rss, seconds = measure([bc, "textconv", "cat.sqlite"], work, env, stdout=target)
        rows.append(("textconv cat.sqlite", rss, seconds, size(target)))
    print(f"\n{a.buttons} buttons ({bc})")
    print(f"{'operation':<34} {'max RSS (MB)':>12} {'seconds':>8} {'output (MB)':>12}")
    for name, rss, seconds, bytes_ in rows:
        print(f"{name:<34} {rss:>12.1f} {seconds:>8.2f} {bytes_ / 1e6:>12.1f}")
    if not a.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
