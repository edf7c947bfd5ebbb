#!/usr/bin/env python3
"""Catalog benchmark: buttoncat against the sqlite3 shell doing the same storage work.

Usage: python3 Benchmarks/catalog_bench.py [--buttons N] [--big M] [--bin PATH] [--keep DIR]
                                          [--repeat R] [--point-runs P] [--only OPS]
                                          [--compare-bin PATH]

Builds nothing itself (Benchmarks/run.sh builds the release binary first). Generates a catalog
document of N buttons (mixed placements, techniques, titles; Chinese and emoji included),
then measures, each side by side with the sqlite3 shell on the same rows in the same run:

  import            buttoncat import doc.json      vs  sqlite3: same schema, same stored rows
                                                        inserted from CSV in one transaction
                    (into a new catalog, built aside without a journal and linked into place;
                    and into an existing catalog, through the WAL as the shell writes)
  export json       buttoncat export --format json vs  sqlite3 -json, the same columns
  list json         buttoncat list --format json   vs  sqlite3 -json, the same columns
  show NAME         buttoncat show NAME            vs  sqlite3 point query (button + layouts)
  set NAME          buttoncat set NAME --spacing   vs  sqlite3 point update
  recompute --all   after the engine version changes; target: <= the import time
  peak RSS          of export and list at M buttons (default 1,000,000)

Every figure is the median of several runs (one for the long bulk operations); export, list,
show and set alternate with the sqlite3 shell run by run (R runs for export and list, P paired
runs for show and set: at least 20). Peak RSS comes from GNU time. Prints a table: operation,
buttoncat, sqlite3, ratio, RSS; then, for show and set, the CPU time (user + system) of both
sides and the load average before and after.

`--only show,set` measures only the point commands, on a catalog made by importing the
generated inputs (no shell import, no export): a point command reads or writes a few pages
whatever the catalog's size, so a small catalog (`--buttons 2000`) gives the same figures in
seconds instead of an hour. `--compare-bin PATH` runs a second buttoncat (an older build) in
the same alternation (export, list, show, set), as a row of its own, for before-and-after
figures from one run; it reads a catalog of its own, imported by it from the same inputs (an
older build may not read a newer catalog's stored layouts):

  bash Benchmarks/run.sh catalog --buttons 2000 --big 0 --only show,set --point-runs 20
"""
import argparse, json, os, random, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(argv, stdin=None, stdout=subprocess.DEVNULL, env=None, rss=False):
    """Runs a process; returns (seconds, peak RSS in MiB, exit status).

    Timing runs start the program directly. With `rss`, the program runs under GNU time, whose
    small process forks it: a child's peak RSS starts at its parent's on Linux, so measuring
    from this Python process would count Python's own memory.
    """
    with tempfile.TemporaryFile() as errors, tempfile.NamedTemporaryFile() as peak:
        command = (["/usr/bin/time", "-f", "%M", "-o", peak.name] if rss else []) + argv
        start = time.perf_counter()
        proc = subprocess.Popen(command, stdin=stdin, stdout=stdout, stderr=errors, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        errors.seek(0)
        err = errors.read().decode(errors="replace")
        if rss:
            peak.seek(0)
            usage_kb = int(peak.read().decode().split()[-1])
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"failed ({code}): {' '.join(argv)}\n{err}")
    return elapsed, (usage_kb / 1024.0 if rss else float("nan")), code


TITLES = ["Share", "Home", "设置", "Settings", "Done 🙂", "Add to cart", "保存", "Download", "Follow",
          "更多", "Next →", "Edit profile", "🔥 Hot", "Send", "确定"]
PLACEMENTS = ["top", "bottom", "left", "right", "leading", "trailing"]
TECHNIQUES = ["exact", "exact", "exact", "configuration", "edge-insets", "content-insets", "layout-subviews"]


def button(i, rng):
    title = rng.choice(TITLES)
    has_image = rng.random() > 0.1
    fixed = rng.random() < 0.4
    w = round(rng.uniform(20, 120), 1)
    return {
        "name": f"group{i % 50}/button{i}",
        "description": "" if i % 3 else f"Button {i}: {title}",
        "tags": sorted({rng.choice(["toolbar", "tabbar", "nav", "cta", "表单"]) for _ in range(rng.randint(0, 2))}),
        "title": title, "titleSource": "size", "font": "system", "fallbackFonts": [], "fontSize": None,
        "titleSize": {"width": w, "height": 18}, "titleDigest": None,
        "imageSource": "size" if has_image else "none", "image": None,
        "imageSize": {"width": 24, "height": 24} if has_image else None, "imageDigest": None,
        "placement": rng.choice(PLACEMENTS), "spacing": rng.choice([0, 4, 6, 8, 10]) if has_image else 0,
        "padding": {"top": 4, "left": 12, "bottom": 4, "right": 12},
        "size": {"width": round(w + 80), "height": 44} if fixed else "fit",
        "align": rng.choice(["center", "center", "leading", "left", "fill"]),
        "valign": rng.choice(["center", "center", "top"]),
        "scale": rng.choice([2, 3]), "ios": rng.choice(["14.0", "17.0", "26.1"]),
        "direction": rng.choice(["ltr", "ltr", "both"]),
        "technique": rng.choice(TECHNIQUES), "layouts": [],
    }


def natural_key(name):
    """NaturalOrder.key (ButtonJSON): each run of digits as '0', the length of its value (3
    digits), the value, and its count of leading zeros (3 digits)."""
    def run(match):
        digits = match.group(0)
        value = digits.lstrip("0")
        return f"0{min(len(value), 999):03d}{value}{min(len(digits) - len(value), 999):03d}"
    return None if name is None else re.sub(r"[0-9]+", run, name)


OPERATIONS = ["import", "export", "list", "show", "set", "recompute"]


def load():
    """The 1-minute load average, as text."""
    return open("/proc/loadavg").read().split()[0]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--buttons", type=int, default=100_000)
    p.add_argument("--big", type=int, default=1_000_000)
    p.add_argument("--bin", default=os.path.join(ROOT, ".build/release/buttoncat"))
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--keep")
    p.add_argument("--point-runs", type=int, default=None,
                   help="paired runs of show and set (default: 4 x --repeat, at least 20)")
    p.add_argument("--only", default=",".join(OPERATIONS),
                   help="comma-separated operations: " + ",".join(OPERATIONS))
    p.add_argument("--compare-bin", help="a second buttoncat, run in the same alternation (export, list, show, set)")
    a = p.parse_args()
    only = set(a.only.split(","))
    if not only <= set(OPERATIONS):
        sys.exit(f"--only: unknown operation(s) {sorted(only - set(OPERATIONS))}; choose from {','.join(OPERATIONS)}")
    point_runs = a.point_runs or max(20, 4 * a.repeat)
    work = a.keep or tempfile.mkdtemp(prefix="buttoncat-bench-")
    os.makedirs(work, exist_ok=True)
    env = dict(os.environ, BUTTONCAT_USER="bench", BUTTONCAT_NOW="2026-11-30T00:00:00Z")
    env.pop("BUTTONCAT_DB", None)
    bc, n = a.bin, a.buttons
    path = lambda name: os.path.join(work, name)
    rows = []

    # The document: inputs generated here, layouts computed by buttoncat (import, then export).
    rng = random.Random(2026)
    with open(path("inputs.json"), "w") as f:  # streamed: this process stays small
        f.write('{"formatVersion": 1, "buttons": [')
        for i in range(n):
            f.write(("," if i else "") + json.dumps(button(i, rng), ensure_ascii=False))
        f.write("]}")
    # The other buttoncat reads a catalog of its own, imported from the same inputs: a build
    # from before a change of the stored layouts' form cannot read a newer catalog.
    compare_db = path("compare.sqlite")
    if a.compare_bin:
        for f in ["compare.sqlite", "compare.sqlite-wal", "compare.sqlite-shm"]:
            if os.path.exists(path(f)): os.remove(path(f))
        run([a.compare_bin, "--db", compare_db, "import", path("inputs.json")], env=env)
    # The big catalog measures the peak memory of export and list only.
    big = a.big if only & {"export", "list"} else 0
    bulk = bool(only & {"import", "export", "list", "recompute"})
    if not bulk:
        # Point commands only: the catalog is the generated inputs, imported (layouts computed).
        run([bc, "--db", path("a.sqlite"), "import", path("inputs.json")], env=env)
        point_commands(a, bc, env, path("a.sqlite"), compare_db, n, only, point_runs, rows)
        report(rows)
        if not a.keep:
            shutil.rmtree(work)
        return
    run([bc, "--db", path("seed.sqlite"), "import", path("inputs.json")], env=env)
    with open(path("doc.json"), "wb") as f:
        run([bc, "--db", path("seed.sqlite"), "export", "--format", "json"], stdout=f, env=env)
    print(f"document: {n} buttons, {os.path.getsize(path('doc.json')) / 1e6:.0f} MB", file=sys.stderr)

    # import, against the sqlite3 shell inserting the same stored rows from CSV.
    for f in ["a.sqlite", "a.sqlite-wal", "a.sqlite-shm"]:
        if os.path.exists(path(f)): os.remove(path(f))
    # Each bulk operation starts with the disk idle (the writes before it flushed), both sides.
    os.sync()
    t_import, _, _ = run([bc, "--db", path("a.sqlite"), "import", path("doc.json")], env=env)
    tables = ["buttons", "tags", "layouts", "revisions"]
    for t in tables:
        with open(path(t + ".csv"), "wb") as f:
            run(["sqlite3", "-csv", path("a.sqlite"), f"SELECT * FROM {t}"], stdout=f)
    # Equivalent tables: the same columns, keys, unique constraints and indexes. CSV cannot
    # carry NULL, so the baseline drops STRICT and the CHECK constraints (less work for sqlite3).
    migrations = sorted(f for f in os.listdir(os.path.join(ROOT, "Migrations")) if f.endswith(".sql"))
    schema = "\n".join(
        line for name in migrations for line in open(os.path.join(ROOT, "Migrations", name)).read().split("\n")
        if not line.strip().startswith("--"))
    schema = re.sub(r"CHECK\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)", "", schema)
    schema = re.sub(r",\s*(?=[,)])", "", schema)
    schema = schema.replace(") STRICT, WITHOUT ROWID;", ") WITHOUT ROWID;").replace(") STRICT;", ");")
    # Migrations that fill columns of existing rows call buttoncat's own SQL functions; on the
    # empty baseline tables they do nothing, and the shell does not know the functions.
    schema = re.sub(r"(?m)^UPDATE [^;]*;", "", schema)
    script = "PRAGMA journal_mode=WAL;\n" + schema + "\nBEGIN;\n" + "".join(
        f".import --csv {path(t + '.csv')} {t}\n" for t in tables) + "COMMIT;\n"
    with open(path("import.sql"), "w") as f:
        f.write(script)
    if os.path.exists(path("b.sqlite")): os.remove(path("b.sqlite"))
    os.sync()
    with open(path("import.sql")) as f:
        t_sq_import, m_sq_import, _ = run(["sqlite3", path("b.sqlite")], stdin=f)
    for f in ["rss.sqlite", "rss.sqlite-wal", "rss.sqlite-shm"]:
        if os.path.exists(path(f)): os.remove(path(f))
    m_import = run([bc, "--db", path("rss.sqlite"), "import", path("doc.json")], env=env, rss=True)[1]
    os.remove(path("rss.sqlite"))
    rows.append(("import (new catalog)", t_import, t_sq_import, m_import))
    # The same import into a catalog that exists (one other button): written through the WAL,
    # as the shell writes.
    run([bc, "--db", path("c.sqlite"), "add", "other/button", "--title-size", "40x18"], env=env)
    os.sync()
    t_existing, _, _ = run([bc, "--db", path("c.sqlite"), "import", path("doc.json")], env=env)
    rows.append(("import (existing catalog)", t_existing, t_sq_import, float("nan")))
    for f in ["c.sqlite", "c.sqlite-wal", "c.sqlite-shm"]:
        if os.path.exists(path(f)): os.remove(path(f))

    # The rest runs side by side: buttoncat and the sqlite3 shell take turns, run after run, so
    # a slower moment of the machine weighs on both sides alike.
    def side_by_side(label, mine, theirs, repeat):
        """Adds the medians of `repeat` alternating runs (argv makers taking the binary and the
        run's index; with --compare-bin the other buttoncat takes its turn too, the order
        alternating), and the peak RSS of one more buttoncat run under GNU time."""
        sides = [bc] + ([a.compare_bin] if a.compare_bin else [])
        times = {side: [] for side in sides + [None]}
        for i in range(repeat):
            order = sides + [None]
            if i % 2:
                order.reverse()
            for side in order:
                times[side].append(run(theirs(i) if side is None else mine(side, i), env=env)[0])
        peak = run(mine(bc, repeat), env=env, rss=True)[1]
        theirs_median = statistics.median(times[None])
        rows.append((label, statistics.median(times[bc]), theirs_median, peak))
        if a.compare_bin:
            rows.append((f"{label} (--compare-bin)", statistics.median(times[a.compare_bin]),
                         theirs_median, float("nan")))

    # export / list as JSON, against sqlite3 -json on the same columns.
    db = path("a.sqlite")
    dbs = {bc: db, a.compare_bin: compare_db}
    if "export" in only:
        side_by_side(
            "export --format json",
            lambda binary, i: [binary, "--db", dbs[binary], "export", "--format", "json"],
            lambda i: ["sqlite3", "-json", db,
                       "SELECT b.*, (SELECT group_concat(tag) FROM tags WHERE button_id = b.id) AS tags, "
                       "l.layout_json FROM buttons b JOIN layouts l ON l.button_id = b.id ORDER BY b.name"],
            max(1, a.repeat // 2))
    if "list" in only:
        side_by_side(
            "list --format json",
            lambda binary, i: [binary, "--db", dbs[binary], "list", "--format", "json"],
            lambda i: ["sqlite3", "-json", db,
                       "SELECT b.name, b.description, b.placement, b.width, b.height, b.technique, b.revision, "
                       "(SELECT group_concat(tag) FROM tags WHERE button_id = b.id) AS tags, "
                       "(SELECT max(worst_severity) FROM layouts WHERE button_id = b.id AND technique = b.technique) AS status "
                       "FROM buttons b ORDER BY b.name"],
            a.repeat)

    point_commands(a, bc, env, db, compare_db, n, only, point_runs, rows)

    # recompute --all after the engine version changes.
    if "recompute" in only:
        run(["sqlite3", path("a.sqlite"), "UPDATE layouts SET engine_version = 0"])
        os.sync()
        t, m, _ = run([bc, "--db", path("a.sqlite"), "recompute", "--all"], env=env, rss=True)
        rows.append(("recompute --all", t, t_import, m))

    # Peak memory of export and list on a big catalog (rows duplicated with the sqlite3 shell).
    if big:
        shutil.copy(path("a.sqlite"), path("big.sqlite"))
        copies = max(1, big // n)
        sql = ["PRAGMA journal_mode=WAL;", "BEGIN;"]
        cols = ("name, description, title, title_source, font, font_face, fallback_fonts, font_size, title_width, "
                "title_height, title_digest, image_source, image_path, image_width, image_height, image_digest, "
                "placement, spacing, padding_top, padding_left, padding_bottom, padding_right, width, height, align, "
                "valign, scale, ios, direction, technique, input_digest, revision, created_at, updated_at")
        for k in range(1, copies):
            sql.append(f"INSERT INTO buttons ({cols}, name_key) SELECT replace(name, 'group', 'copy{k}-') , "
                       + cols.split(", ", 1)[1]
                       + f", natural_key(replace(name, 'group', 'copy{k}-')) FROM buttons WHERE name GLOB 'group*';")
        sql.append("INSERT INTO layouts SELECT c.id, l.technique, l.direction, l.engine_version, l.input_digest, "
                   "l.intrinsic_width, l.intrinsic_height, l.gap, l.worst_severity, l.diagnostic_codes, l.layout_json "
                   "FROM buttons c JOIN buttons o ON o.name = replace(c.name, substr(c.name, 1, instr(c.name, '-')), 'group') "
                   "JOIN layouts l ON l.button_id = o.id WHERE c.name GLOB 'copy*';")
        sql.append("COMMIT;")
        # Python's sqlite3 module (the same system SQLite) runs the copy, with buttoncat's
        # natural_key function, so the copies keep their sort keys.
        import sqlite3
        connection = sqlite3.connect(path("big.sqlite"), isolation_level=None)
        connection.create_function("natural_key", 1, natural_key, deterministic=True)
        connection.executescript("\n".join(sql))
        connection.close()
        total = copies * n
        t, m, _ = run([bc, "--db", path("big.sqlite"), "export", "--format", "json"], env=env, rss=True)
        rows.append((f"export json, {total:,} buttons", t, None, m))
        t, m, _ = run([bc, "--db", path("big.sqlite"), "list", "--format", "json"], env=env, rss=True)
        rows.append((f"list json, {total:,} buttons", t, None, m))

    report(rows)
    if not a.keep:
        shutil.rmtree(work)


def point_commands(a, bc, env, db, compare_db, n, only, runs, rows):
    """show and set of one button, as whole processes, each run paired with the sqlite3 shell's
    (and, with --compare-bin, the other buttoncat's, on `compare_db`): medians of elapsed and CPU
    time. Every set really changes the value (7, 8, 7, …) on every side."""
    dbs = {bc: db, a.compare_bin: compare_db}
    name = f"group7/button{n // 2 + 7}"
    sides = [("buttoncat", bc)] + ([("compare", a.compare_bin)] if a.compare_bin else [])

    def measure(label, mine, theirs):
        before = load()
        elapsed = {side: [] for side, _ in sides + [("sqlite3", None)]}
        cpu = {side: [] for side in elapsed}
        for i in range(runs):
            # The order within a pair alternates too, so neither side always runs first.
            order = sides + [("sqlite3", None)]
            if i % 2:
                order.reverse()
            for side, binary in order:
                argv = theirs(i) if binary is None else mine(binary, i)
                t, c = timed(argv, env)
                elapsed[side].append(t)
                cpu[side].append(c)
        after = load()
        peak = run(mine(bc, runs), env=env, rss=True)[1]
        med = {side: statistics.median(v) for side, v in elapsed.items()}
        rows.append((f"{label}", med["buttoncat"], med["sqlite3"], peak))
        if a.compare_bin:
            rows.append((f"{label} (--compare-bin)", med["compare"], med["sqlite3"], float("nan")))
        cmed = {side: statistics.median(v) for side, v in cpu.items()}
        POINT_NOTES.append(
            f"{label}: {runs} paired runs, load average {before} before, {after} after; "
            + "; ".join(f"{side} elapsed {med[side] * 1000:.2f} ms (min {min(elapsed[side]) * 1000:.2f}), "
                        f"CPU {cmed[side] * 1000:.2f} ms" for side in elapsed)
            + "; ratio elapsed " + ", ".join(f"{side} {med[side] / med['sqlite3']:.2f}×" for side, _ in sides)
            + ", CPU " + ", ".join(f"{side} {cmed[side] / cmed['sqlite3']:.2f}×" for side, _ in sides))

    if "show" in only:
        measure("show NAME",
                lambda binary, i: [binary, "--db", dbs[binary], "show", name],
                lambda i: ["sqlite3", db, f"SELECT * FROM buttons WHERE name = '{name}'; SELECT layout_json FROM layouts "
                           f"WHERE button_id = (SELECT id FROM buttons WHERE name = '{name}')"])
    if "set" in only:
        # Each buttoncat run changes the value from the previous buttoncat run's, whichever
        # binary made it.
        counter = iter(range(10**9))
        measure("set NAME",
                lambda binary, i: [binary, "--db", dbs[binary], "set", name, "--spacing", str(7 + next(counter) % 2)],
                lambda i: ["sqlite3", db, f"UPDATE buttons SET spacing = {7 + i % 2} WHERE name = '{name}'"])


POINT_NOTES = []


def timed(argv, env):
    """Elapsed and CPU (user + system) seconds of one run of `argv`."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(argv)}\n{err}")
    return elapsed, usage.ru_utime + usage.ru_stime


def report(rows):
    print(f"\n{'operation':34} {'buttoncat':>11} {'sqlite3':>11} {'ratio':>7} {'peak RSS':>10}")
    for op, mine, theirs, rss in rows:
        theirs_s = f"{theirs:10.4f}s" if theirs is not None else f"{'—':>11}"
        ratio = f"{mine / theirs:6.2f}×" if theirs else f"{'—':>7}"
        print(f"{op:34} {mine:10.4f}s {theirs_s} {ratio} {rss:8.1f} MB")
    for note in POINT_NOTES:
        print("\n" + note)


if __name__ == "__main__":
    main()
