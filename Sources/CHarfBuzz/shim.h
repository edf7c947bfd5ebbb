// HarfBuzz for ButtonMeasure: the core API and its own OpenType font functions (hb-ot), never
// FreeType, so glyph advances keep full precision (LAYOUT_MODEL.md section 3).
#ifndef BUTTONCAT_CHARFBUZZ_SHIM_H
#define BUTTONCAT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
