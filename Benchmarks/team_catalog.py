#!/usr/bin/env python3
"""Team catalog: how much `check` says about a real team's catalog, and how fast.

Usage: python3 Benchmarks/team_catalog.py [--bin PATH] [--keep DIR]

Builds nothing itself (`bash Benchmarks/run.sh team` builds the release binary first).
Writes what a team of an iOS app has: a String Catalog of 20 title keys and 20 selected-state
keys in 19 locales (German, Finnish and Russian long; Arabic and Hebrew right to left; Japanese
and Chinese through a CJK fallback font), and 20 buttons in DejaVu Sans with the text style
`footnote` at every content size, the selected state's title from the same file, a tab bar's
item width as the maximum width: 20 × 19 × 12 × 2 = 9,120 variants. Five are tab bar items
(under the 44 pt hit target at every size: the warning a team accepts), several break in the
longer languages.

It then prints the size of `check` (text and JSON, lines and bytes) before and after the team
accepts the tab bar's hit-target warning (`set 'tabbar/*' --accept small-hit-target=…`), with
`--verbose` (a line per finding and variant, as buttoncat wrote before findings were grouped)
for comparison, and the time and peak memory of each (GNU time).
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CJK = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
LOCALES = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "nb", "da", "fi", "pl", "ru",
           "uk", "tr", "ar", "he", "ja", "zh-Hans"]
# A word per locale for each title; longer languages get longer words, as they do.
TITLES = {
    "en": ["Home", "Search", "Library", "Profile", "More", "Share", "Save", "Delete", "Edit",
           "Done", "Follow", "Download", "Settings", "Upload", "Reply", "Send", "Archive",
           "Favorite", "Invite", "Subscribe"],
}
STRETCH = {"de": 1.7, "fi": 1.8, "ru": 1.6, "uk": 1.6, "pl": 1.5, "nl": 1.4, "fr": 1.4,
           "es": 1.3, "it": 1.3, "pt-BR": 1.4, "sv": 1.2, "nb": 1.2, "da": 1.2, "tr": 1.4}
SCRIPT = {"ar": "بحث الرئيسية المزيد", "he": "חיפוש בית עוד", "ja": "ホーム検索設定",
          "zh-Hans": "主页搜索设置"}


def translate(word, locale, i):
    if locale == "en":
        return word
    if locale in SCRIPT:
        letters = SCRIPT[locale].replace(" ", "")
        n = 2 + (i % 4)
        return "".join(letters[(i + k) % len(letters)] for k in range(n))
    stretched = word + word.lower()[: max(0, int(len(word) * (STRETCH[locale] - 1)))]
    return stretched


def strings_catalog():
    strings = {}
    for i, word in enumerate(TITLES["en"]):
        for key, text in ((f"title.{i}", word), (f"title.{i}.selected", word + " ✓")):
            strings[key] = {"localizations": {
                loc: {"stringUnit": {"state": "translated", "value": translate(text, loc, i)}}
                for loc in LOCALES}}
    return {"sourceLanguage": "en", "version": "1.0", "strings": strings}


def run(binary, args, env, check=True, timed=False):
    cmd = [binary] + args
    if timed:
        cmd = ["/usr/bin/time", "-f", "%e %M"] + cmd
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=env["BUTTONCAT_DIR"])
    if check and r.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)}: exit {r.returncode}\n{r.stderr}")
    return r


def measure(binary, args, env):
    r = run(binary, args, env, timed=True)
    seconds, kib = r.stderr.strip().splitlines()[-1].split()
    return r, float(seconds), int(kib) // 1024


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bin", default=os.path.join(ROOT, ".build/release/buttoncat"))
    p.add_argument("--keep")
    a = p.parse_args()
    folder = a.keep or tempfile.mkdtemp(prefix="buttoncat-team-")
    os.makedirs(folder, exist_ok=True)
    env = dict(os.environ, BUTTONCAT_DB=os.path.join(folder, "buttons.sqlite"),
               BUTTONCAT_AUTHOR="bench", BUTTONCAT_DIR=folder)
    for name in ("buttons.sqlite", "buttons.sqlite-wal", "buttons.sqlite-shm"):
        if os.path.exists(os.path.join(folder, name)):
            os.remove(os.path.join(folder, name))
    with open(os.path.join(folder, "Localizable.xcstrings"), "w") as f:
        json.dump(strings_catalog(), f, ensure_ascii=False)
    shutil.copy(FONT, os.path.join(folder, "Brand.ttf"))
    shutil.copy(CJK, os.path.join(folder, "CJK.ttc"))
    started = time.time()
    for i in range(20):
        group = "tabbar" if i < 5 else "toolbar" if i < 10 else "actions"
        name = f"{group}/{TITLES['en'][i].lower()}"
        args = ["add", name, "--font", "Brand.ttf", "--fallback-font", "CJK.ttc",
                "--font-size", "11", "--text-style", "footnote", "--content-sizes", "all",
                "--strings", "Localizable.xcstrings", "--title-key", f"title.{i}",
                "--locales", "all", "--state-title-key", f"selected=title.{i}.selected",
                "--image-size", "24x24", "--tag", group]
        if group == "tabbar":
            args += ["--placement", "top", "--spacing", "2", "--max-width", "78"]
        elif group == "toolbar":
            args += ["--placement", "leading", "--spacing", "6", "--padding", "0,8,0,8",
                     "--max-width", "160"]
        else:
            args += ["--placement", "leading", "--spacing", "8", "--padding", "12,16,12,16",
                     "--max-width", "200"]
        r = run(binary := a.bin, args, env)
        if r.returncode != 0:
            sys.exit(f"add {name}: exit {r.returncode}\n{r.stderr}")
    print(f"catalog: 20 buttons, 19 locales, 12 content sizes, 2 states "
          f"({20 * 19 * 12 * 2} variants); added in {time.time() - started:.1f} s", flush=True)

    def report(label):
        for args in (["check"], ["check", "--format", "json"], ["check", "--verbose"]):
            r, seconds, mib = measure(a.bin, args, env)
            lines = r.stdout.count("\n")
            size = len(r.stdout.encode())
            print(f"  {label:9} {' '.join(args):22} exit {r.returncode}  {lines:6} lines "
                  f"{size / 1024:8.1f} KiB  {seconds:5.2f} s  {mib:4} MiB peak", flush=True)
        return r

    report("before")
    r = run(a.bin, ["set", "tabbar/*", "--accept",
                    "small-hit-target=the tab bar sizes its items"], env)
    if r.returncode != 0:
        sys.exit(f"set: exit {r.returncode}\n{r.stderr}")
    report("accepted")
    r = run(a.bin, ["check"], env)
    print("\nfirst lines of `check` after accepting:")
    for line in r.stdout.splitlines()[:12]:
        print("  " + line)
    if not a.keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
