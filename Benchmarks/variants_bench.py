#!/usr/bin/env python3
"""Variants benchmark: recompute --all on a catalog whose buttons have variants.

Usage: python3 Benchmarks/variants_bench.py [--buttons N] [--bin PATH] [--keep DIR]

Builds nothing itself (`bash Benchmarks/run.sh variants` builds the release binary first).
Writes a String Catalog with N title keys and N highlighted-title keys in 10 locales (en source,
de, fr, es, it, pt-BR, nl, ru, pl, ar; Arabic laid out right to left), then a catalog document of
N buttons, each measured in a font file (DejaVu Sans, from fonts-dejavu-core) with the text
style `body` (12 content sizes) and a highlighted title: N × 12 × 10 × 2 variants. It imports the
document (which lays every variant out and stores it), then times `recompute --all` (every
button re-measured, every variant laid out again and stored) and `check` (text and JSON: every
stored variant read back, every finding reported) under GNU time for the peak RSS.
Titles repeat across buttons the way a team's do (a few dozen words), so the measurement cache
(font, size, text) is exercised as in a real catalog; the figures say how many distinct titles
there are.

  bash Benchmarks/run.sh variants --buttons 1000
"""
import argparse, json, os, random, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LOCALES = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "ru", "pl", "ar"]
WORDS = {
    "en": ["Home", "Search", "Settings", "Profile", "Share", "Save", "Delete", "Edit", "Done", "Next"],
    "de": ["Startseite", "Suchen", "Einstellungen", "Profil", "Teilen", "Sichern", "Löschen", "Bearbeiten", "Fertig", "Weiter"],
    "fr": ["Accueil", "Rechercher", "Réglages", "Profil", "Partager", "Enregistrer", "Supprimer", "Modifier", "OK", "Suivant"],
    "es": ["Inicio", "Buscar", "Ajustes", "Perfil", "Compartir", "Guardar", "Eliminar", "Editar", "OK", "Siguiente"],
    "it": ["Home", "Cerca", "Impostazioni", "Profilo", "Condividi", "Salva", "Elimina", "Modifica", "Fine", "Avanti"],
    "pt-BR": ["Início", "Buscar", "Ajustes", "Perfil", "Compartilhar", "Salvar", "Apagar", "Editar", "OK", "Seguinte"],
    "nl": ["Start", "Zoek", "Instellingen", "Profiel", "Deel", "Bewaar", "Verwijder", "Wijzig", "Gereed", "Volgende"],
    "ru": ["Главная", "Поиск", "Настройки", "Профиль", "Поделиться", "Сохранить", "Удалить", "Изменить", "Готово", "Далее"],
    "pl": ["Start", "Szukaj", "Ustawienia", "Profil", "Udostępnij", "Zachowaj", "Usuń", "Edytuj", "Gotowe", "Dalej"],
    "ar": ["الرئيسية", "بحث", "الإعدادات", "الملف", "مشاركة", "حفظ", "حذف", "تعديل", "تم", "التالي"],
}


def timed(argv, cwd, ok=(0,)):
    with tempfile.NamedTemporaryFile() as peak:
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak.name] + argv, cwd=cwd,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        peak.seek(0)
        rss = int(peak.read().decode().strip().splitlines()[-1]) / 1024
    if proc.returncode not in ok:
        sys.exit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.decode()[-2000:]}")
    return elapsed, rss


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--buttons", type=int, default=1000)
    p.add_argument("--bin", default=os.path.join(ROOT, ".build/release/buttoncat"))
    p.add_argument("--keep", help="folder to build the catalog in (kept)")
    a = p.parse_args()
    if not os.path.exists(FONT):
        sys.exit(f"{FONT} is missing: install fonts-dejavu-core (bash scripts/deps.sh)")
    folder = a.keep or tempfile.mkdtemp(prefix="variants-bench-")
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(15)
    strings = {}
    titles = set()
    for i in range(a.buttons):
        for key, word in ((f"button.{i}", rng.randrange(10)), (f"button.{i}.pressed", rng.randrange(10))):
            pressed = key.endswith("pressed")
            units = {}
            for loc in LOCALES:
                text = WORDS[loc][word] + (" …" if pressed else "")
                units[loc] = {"stringUnit": {"state": "translated", "value": text}}
                titles.add(text)
            strings[key] = {"localizations": units}
    with open(os.path.join(folder, "Localizable.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, ensure_ascii=False)
    shutil.copy(FONT, os.path.join(folder, "DejaVuSans.ttf"))
    db = os.path.join(folder, "buttons.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)
    # One button added through the command line gives the document's shape for this build.
    base = [a.bin, "--db", db]
    subprocess.run(base + ["add", "shape", "--font", "DejaVuSans.ttf", "--font-size", "17",
                           "--text-style", "body", "--strings", "Localizable.xcstrings",
                           "--title-key", "button.0", "--state-title", "highlighted=button.0.pressed",
                           "--image-size", "24x24", "--placement", "leading", "--spacing", "6",
                           "--padding", "8,12,8,12"],
                   cwd=folder, check=True, stdout=subprocess.DEVNULL)
    shape = json.loads(subprocess.run(base + ["export", "--format", "json"], cwd=folder, check=True,
                                      capture_output=True).stdout)
    template = {k: v for k, v in shape["buttons"][0].items() if k not in ("layouts", "variants")}
    os.remove(db)
    buttons = []
    for i in range(a.buttons):
        b = dict(template)
        b["name"] = f"bench/button-{i:04d}"
        b["titleKey"] = f"button.{i}"
        b["stateTitles"] = {"highlighted": f"button.{i}.pressed"}
        b["title"] = strings[f"button.{i}"]["localizations"]["en"]["stringUnit"]["value"]
        # The title size and digest stay the template's: import takes measured values as
        # given, and `recompute --all` below measures every title again.
        b["spacing"] = 4 + i % 5
        buttons.append(b)
    doc = os.path.join(folder, "doc.json")
    with open(doc, "w") as f:
        json.dump({"formatVersion": shape["formatVersion"], "buttons": buttons}, f, ensure_ascii=False)
    load = os.getloadavg()[0]
    t_import, rss_import = timed(base + ["import", "doc.json"], folder)
    count = json.loads(subprocess.run(base + ["show", "bench/button-0000", "--format", "json"], cwd=folder,
                                      check=True, capture_output=True).stdout)
    per = len(count.get("variants", []))
    t_re, rss_re = timed(base + ["recompute", "--all"], folder)
    # check reads every stored variant and reports every finding (here a state-jump warning
    # per highlighted variant): exit 1 when a variant has an error.
    t_check, rss_check = timed(base + ["check"], folder, ok=(0, 1))
    t_json, rss_json = timed(base + ["check", "--format", "json"], folder, ok=(0, 1))
    size = os.path.getsize(db) / 1e6
    print(f"buttons {a.buttons}, variants per button {per} (total {per * a.buttons}), "
          f"distinct titles {len(titles)}, load before {load:.2f}")
    print(f"{'operation':<16} {'seconds':>8} {'peak RSS MiB':>13}")
    print(f"{'import':<16} {t_import:>8.2f} {rss_import:>13.1f}")
    print(f"{'recompute --all':<16} {t_re:>8.2f} {rss_re:>13.1f}")
    print(f"{'check':<16} {t_check:>8.2f} {rss_check:>13.1f}")
    print(f"{'check json':<16} {t_json:>8.2f} {rss_json:>13.1f}")
    print(f"catalog size {size:.1f} MB; load after {os.getloadavg()[0]:.2f}")
    if not a.keep:
        shutil.rmtree(folder)


main()
