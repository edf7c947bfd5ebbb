// HarfBuzz for ButtonMeasure, loaded at run time: the core API and its own OpenType font
// functions (hb-ot), never FreeType, so glyph advances keep full precision (docs/layout-model.md
// section 3).
//
// buttoncat does not link libharfbuzz: most commands (show, set, list…) never measure a font, and
// loading HarfBuzz with its dependencies (glib, freetype, graphite2, png16, brotli, pcre2, z)
// would cost every process about a millisecond at start-up. The headers still give the types,
// enums and constants; the functions are reached through a table that `buttoncat_hb_load` fills
// with dlopen + dlsym the first time a font file is opened: "libharfbuzz.so.0" on Linux,
// "libharfbuzz.0.dylib" in Homebrew's folders on macOS.
//
// Call the `bchb_*` wrappers, never the `hb_*` functions themselves: those are declared by the
// headers but not linked, so a direct call fails at link time ("undefined reference to hb_…").
// A wrapper may only be called once `buttoncat_hb_load` has returned 1 (ButtonMeasure loads it
// in `FontFile.init`, which every HarfBuzz object descends from); before that the table is empty.
#ifndef BUTTONCAT_CHARFBUZZ_H
#define BUTTONCAT_CHARFBUZZ_H

// The headers: Debian's libharfbuzz-dev puts them on the compiler's search path; Homebrew's
// harfbuzz puts them under its prefix (/opt/homebrew on Apple silicon, /usr/local on Intel), which
// may not be on it: named here rather than in Package.swift, so every importer finds them too.
#if __has_include(<harfbuzz/hb.h>)
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#elif __has_include("/opt/homebrew/include/harfbuzz/hb.h")
#include "/opt/homebrew/include/harfbuzz/hb.h"
#include "/opt/homebrew/include/harfbuzz/hb-ot.h"
#elif __has_include("/usr/local/include/harfbuzz/hb.h")
#include "/usr/local/include/harfbuzz/hb.h"
#include "/usr/local/include/harfbuzz/hb-ot.h"
#else
#error "HarfBuzz's headers are missing: apt-get install libharfbuzz-dev (Debian), brew install harfbuzz (macOS)"
#endif
#include <stddef.h>

#if defined(__APPLE__)
/// The shared library loaded: Homebrew's HarfBuzz (brew install harfbuzz), by its install name.
#define BUTTONCAT_HB_SONAME "libharfbuzz.0.dylib"
/// Where it is looked for, in order: Homebrew's lib folders (Apple silicon, Intel), then the name
/// alone (DYLD_LIBRARY_PATH and dyld's fallback folders).
#define BUTTONCAT_HB_FOLDERS "/opt/homebrew/lib/", "/usr/local/lib/", ""
/// How to install it, for the error when it cannot be loaded.
#define BUTTONCAT_HB_INSTALL "macOS: brew install harfbuzz"
#else
/// The shared library loaded: the soname of HarfBuzz's stable ABI (Debian: libharfbuzz0b).
#define BUTTONCAT_HB_SONAME "libharfbuzz.so.0"
/// Where it is looked for: by the soname alone (the loader's search path).
#define BUTTONCAT_HB_FOLDERS ""
/// How to install it, for the error when it cannot be loaded.
#define BUTTONCAT_HB_INSTALL "Debian: apt-get install libharfbuzz0b"
#endif

/// Every HarfBuzz function ButtonMeasure calls. Adding one: list it here and add its wrapper below.
#define BUTTONCAT_HB_FUNCTIONS(X)          \
  X(hb_blob_create_from_file_or_fail)      \
  X(hb_blob_destroy)                       \
  X(hb_blob_get_data)                      \
  X(hb_buffer_add_utf8)                    \
  X(hb_buffer_clear_contents)              \
  X(hb_buffer_create)                      \
  X(hb_buffer_destroy)                     \
  X(hb_buffer_get_glyph_infos)             \
  X(hb_buffer_get_glyph_positions)         \
  X(hb_buffer_set_direction)               \
  X(hb_buffer_set_script)                  \
  X(hb_face_count)                         \
  X(hb_face_create)                        \
  X(hb_face_destroy)                       \
  X(hb_face_get_glyph_count)               \
  X(hb_face_get_upem)                      \
  X(hb_face_reference_table)               \
  X(hb_font_create)                        \
  X(hb_font_destroy)                       \
  X(hb_font_get_nominal_glyph)             \
  X(hb_font_get_ptem)                      \
  X(hb_font_make_immutable)                \
  X(hb_font_set_ptem)                      \
  X(hb_font_set_scale)                     \
  X(hb_font_set_variations)                \
  X(hb_ot_font_set_funcs)                  \
  X(hb_script_get_horizontal_direction)    \
  X(hb_shape)                              \
  X(hb_unicode_funcs_get_default)          \
  X(hb_unicode_script)

/// One pointer per function, typed from the header's own prototype (never called by address).
struct buttoncat_hb_functions {
#define BUTTONCAT_HB_FIELD(name) __typeof__(&name) name;
  BUTTONCAT_HB_FUNCTIONS(BUTTONCAT_HB_FIELD)
#undef BUTTONCAT_HB_FIELD
};

/// Filled once by `buttoncat_hb_load` (all or nothing), read-only afterwards.
extern struct buttoncat_hb_functions buttoncat_hb_table;

/// Loads HarfBuzz on the first call (dlopen RTLD_NOW | RTLD_LOCAL, then dlsym of every function;
/// BUTTONCAT_HB_SONAME in each of BUTTONCAT_HB_FOLDERS in turn, until one has them all);
/// later calls, from any thread, return the first call's result at the cost of a pthread_once.
/// Returns 1 when every function was found. Otherwise returns 0, leaves the table empty and
/// points `*error` (when non-NULL) at a static message: dlerror's text, or the missing function.
int buttoncat_hb_load(const char **error);

/// Test seam: opens `soname` and looks every function up the same way, without touching the
/// table. Returns 1 when all are found; otherwise 0 with the reason written to `error`.
int buttoncat_hb_probe(const char *soname, char *error, size_t capacity);

static inline hb_blob_t *bchb_blob_create_from_file_or_fail(const char *file_name) {
  return buttoncat_hb_table.hb_blob_create_from_file_or_fail(file_name);
}
static inline void bchb_blob_destroy(hb_blob_t *blob) {
  buttoncat_hb_table.hb_blob_destroy(blob);
}
static inline const char *bchb_blob_get_data(hb_blob_t *blob, unsigned int *length) {
  return buttoncat_hb_table.hb_blob_get_data(blob, length);
}
static inline void bchb_buffer_add_utf8(
    hb_buffer_t *buffer, const char *text, int text_length, unsigned int item_offset,
    int item_length) {
  buttoncat_hb_table.hb_buffer_add_utf8(buffer, text, text_length, item_offset, item_length);
}
static inline void bchb_buffer_clear_contents(hb_buffer_t *buffer) {
  buttoncat_hb_table.hb_buffer_clear_contents(buffer);
}
static inline hb_buffer_t *bchb_buffer_create(void) {
  return buttoncat_hb_table.hb_buffer_create();
}
static inline void bchb_buffer_destroy(hb_buffer_t *buffer) {
  buttoncat_hb_table.hb_buffer_destroy(buffer);
}
static inline hb_glyph_info_t *bchb_buffer_get_glyph_infos(
    hb_buffer_t *buffer, unsigned int *length) {
  return buttoncat_hb_table.hb_buffer_get_glyph_infos(buffer, length);
}
static inline hb_glyph_position_t *bchb_buffer_get_glyph_positions(
    hb_buffer_t *buffer, unsigned int *length) {
  return buttoncat_hb_table.hb_buffer_get_glyph_positions(buffer, length);
}
static inline void bchb_buffer_set_direction(hb_buffer_t *buffer, hb_direction_t direction) {
  buttoncat_hb_table.hb_buffer_set_direction(buffer, direction);
}
static inline void bchb_buffer_set_script(hb_buffer_t *buffer, hb_script_t script) {
  buttoncat_hb_table.hb_buffer_set_script(buffer, script);
}
static inline unsigned int bchb_face_count(hb_blob_t *blob) {
  return buttoncat_hb_table.hb_face_count(blob);
}
static inline hb_face_t *bchb_face_create(hb_blob_t *blob, unsigned int index) {
  return buttoncat_hb_table.hb_face_create(blob, index);
}
static inline void bchb_face_destroy(hb_face_t *face) {
  buttoncat_hb_table.hb_face_destroy(face);
}
static inline unsigned int bchb_face_get_glyph_count(const hb_face_t *face) {
  return buttoncat_hb_table.hb_face_get_glyph_count(face);
}
static inline unsigned int bchb_face_get_upem(const hb_face_t *face) {
  return buttoncat_hb_table.hb_face_get_upem(face);
}
static inline hb_blob_t *bchb_face_reference_table(const hb_face_t *face, hb_tag_t tag) {
  return buttoncat_hb_table.hb_face_reference_table(face, tag);
}
static inline hb_font_t *bchb_font_create(hb_face_t *face) {
  return buttoncat_hb_table.hb_font_create(face);
}
static inline void bchb_font_destroy(hb_font_t *font) {
  buttoncat_hb_table.hb_font_destroy(font);
}
static inline hb_bool_t bchb_font_get_nominal_glyph(
    hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph) {
  return buttoncat_hb_table.hb_font_get_nominal_glyph(font, unicode, glyph);
}
static inline void bchb_font_make_immutable(hb_font_t *font) {
  buttoncat_hb_table.hb_font_make_immutable(font);
}
static inline void bchb_font_set_scale(hb_font_t *font, int x_scale, int y_scale) {
  buttoncat_hb_table.hb_font_set_scale(font, x_scale, y_scale);
}
static inline void bchb_font_set_ptem(hb_font_t *font, float ptem) {
  buttoncat_hb_table.hb_font_set_ptem(font, ptem);
}
static inline float bchb_font_get_ptem(hb_font_t *font) {
  return buttoncat_hb_table.hb_font_get_ptem(font);
}
static inline void bchb_font_set_variations(
    hb_font_t *font, const hb_variation_t *variations, unsigned int variations_length) {
  buttoncat_hb_table.hb_font_set_variations(font, variations, variations_length);
}
static inline void bchb_ot_font_set_funcs(hb_font_t *font) {
  buttoncat_hb_table.hb_ot_font_set_funcs(font);
}
static inline hb_direction_t bchb_script_get_horizontal_direction(hb_script_t script) {
  return buttoncat_hb_table.hb_script_get_horizontal_direction(script);
}
static inline void bchb_shape(
    hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features,
    unsigned int num_features) {
  buttoncat_hb_table.hb_shape(font, buffer, features, num_features);
}
static inline hb_unicode_funcs_t *bchb_unicode_funcs_get_default(void) {
  return buttoncat_hb_table.hb_unicode_funcs_get_default();
}
static inline hb_script_t bchb_unicode_script(hb_unicode_funcs_t *ufuncs, hb_codepoint_t unicode) {
  return buttoncat_hb_table.hb_unicode_script(ufuncs, unicode);
}

#endif
