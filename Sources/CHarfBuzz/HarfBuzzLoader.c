// Loads HarfBuzz at run time and fills `buttoncat_hb_table` (see include/CHarfBuzz.h).
#include "CHarfBuzz.h"

#include "CDynamicLibrary.h"

#include <pthread.h>
#include <stdio.h>

struct buttoncat_hb_functions buttoncat_hb_table;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_succeeded;
static char load_error[512];

/// Opens `soname` and fills `table` with every function (CDynamicLibrary); on failure
/// writes the reason to `error` and returns 0, leaving `table` as it was.
static int resolve(const char *soname, struct buttoncat_hb_functions *table, char *error,
                   size_t capacity) {
#define BUTTONCAT_HB_NAME(name) #name,
  static const char *const names[] = {BUTTONCAT_HB_FUNCTIONS(BUTTONCAT_HB_NAME)};
#undef BUTTONCAT_HB_NAME
  return buttoncat_dl_resolve(soname, names, sizeof names / sizeof *names, table, sizeof *table,
                              error, capacity);
}

/// Tries the library in each folder in turn; on failure `load_error` holds the last reason.
static void load(void) {
  static const char *const folders[] = {BUTTONCAT_HB_FOLDERS};
  for (size_t i = 0; i < sizeof folders / sizeof *folders; i++) {
    char path[256];
    snprintf(path, sizeof path, "%s%s", folders[i], BUTTONCAT_HB_SONAME);
    struct buttoncat_hb_functions table = {0};
    if (resolve(path, &table, load_error, sizeof load_error)) {
      // Published all at once; pthread_once orders these writes before every caller's return.
      buttoncat_hb_table = table;
      load_succeeded = 1;
      return;
    }
  }
}

int buttoncat_hb_load(const char **error) {
  pthread_once(&load_once, load);
  if (!load_succeeded && error != NULL) *error = load_error;
  return load_succeeded;
}

int buttoncat_hb_probe(const char *soname, char *error, size_t capacity) {
  struct buttoncat_hb_functions table = {0};
  return resolve(soname, &table, error, capacity);
}
