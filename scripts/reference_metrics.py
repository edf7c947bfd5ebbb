#!/usr/bin/env python3
"""Independent reference numbers for the ButtonMeasure tests (no HarfBuzz involved).

Reads the font with fontTools and computes, for a string of characters the font maps directly:
  width  = sum of hmtx advances + GPOS 'kern' pair adjustments (PairPos format 1 and 2, in lookup
           order, first matching subtable per lookup, as the OpenType spec applies them)
  height = hhea ascender - hhea descender + hhea lineGap
both in font units and in points at the given size (units * size / unitsPerEm).

Usage (fontTools from PyPI):
  python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools
  /tmp/ft/bin/python scripts/reference_metrics.py FONT FACE_INDEX SCRIPT_TAG POINT_SIZE TEXT
SCRIPT_TAG is the GPOS script to use ('latn', 'hani', ...); 'DFLT' is tried when it is absent.
"""
import sys
from fontTools.ttLib import TTFont


def kern_lookups(font, script_tag):
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    records = {r.ScriptTag: r.Script for r in gpos.ScriptList.ScriptRecord}
    script = records.get(script_tag) or records.get("DFLT")
    if script is None or script.DefaultLangSys is None:
        return []
    indices = set()
    for fi in script.DefaultLangSys.FeatureIndex:
        record = gpos.FeatureList.FeatureRecord[fi]
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    return [gpos.LookupList.Lookup[i] for i in sorted(indices)]


def subtables(lookup):
    for st in lookup.SubTable:
        if lookup.LookupType == 9:
            yield st.ExtSubTable
        else:
            yield st


def pair_value(st, first, second):
    """(applied, xadvance of first, xadvance of second) for one PairPos subtable."""
    if st.LookupType != 2 or first not in st.Coverage.glyphs:
        return (False, 0, 0)
    if st.Format == 1:
        pairset = st.PairSet[st.Coverage.glyphs.index(first)]
        for rec in pairset.PairValueRecord:
            if rec.SecondGlyph == second:
                v1 = getattr(rec.Value1, "XAdvance", 0) if rec.Value1 else 0
                v2 = getattr(rec.Value2, "XAdvance", 0) if rec.Value2 else 0
                return (True, v1 or 0, v2 or 0)
        return (False, 0, 0)
    c1 = st.ClassDef1.classDefs.get(first, 0)
    c2 = st.ClassDef2.classDefs.get(second, 0)
    rec = st.Class1Record[c1].Class2Record[c2]
    v1 = getattr(rec.Value1, "XAdvance", 0) if rec.Value1 else 0
    v2 = getattr(rec.Value2, "XAdvance", 0) if rec.Value2 else 0
    return (True, v1 or 0, v2 or 0)


def main():
    path, face, script_tag, size, text = sys.argv[1:6]
    font = TTFont(path, fontNumber=int(face))
    upem = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    glyphs = [cmap[ord(c)] for c in text]
    advances = [font["hmtx"][g][0] for g in glyphs]
    kerning = 0
    for lookup in kern_lookups(font, script_tag):
        i = 0
        while i + 1 < len(glyphs):
            for st in subtables(lookup):
                applied, v1, v2 = pair_value(st, glyphs[i], glyphs[i + 1])
                if applied:
                    kerning += v1 + v2
                    if v1 or v2:
                        print(f"  kern {glyphs[i]} {glyphs[i + 1]}: {v1} {v2}")
                    break
            i += 1
    hhea = font["hhea"]
    width_units = sum(advances) + kerning
    height_units = hhea.ascent - hhea.descent + hhea.lineGap
    pt = float(size)
    print(f"glyphs {glyphs}")
    print(f"advances {advances} kerning {kerning} upem {upem}")
    print(f"width  {width_units} units = {width_units * pt / upem!r} pt")
    print(f"hhea ascender {hhea.ascent} descender {hhea.descent} lineGap {hhea.lineGap}")
    print(f"height {height_units} units = {height_units * pt / upem!r} pt")


if __name__ == "__main__":
    main()
