// See include/CDynamicLibrary.h.
#include "CDynamicLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int buttoncat_dl_resolve(const char *soname, const char *const *names, size_t count, void *table,
                         size_t table_size, char *error, size_t capacity) {
  if (table_size != count * sizeof(buttoncat_dl_function)) {
    snprintf(error, capacity, "%s: a table of %zu bytes for %zu functions", soname, table_size,
             count);
    return 0;
  }
  buttoncat_dl_function *found = calloc(count, sizeof *found);
  if (found == NULL) {
    snprintf(error, capacity, "%s: out of memory", soname);
    return 0;
  }
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *reason = dlerror();
    snprintf(error, capacity, "%s", reason != NULL ? reason : soname);
    free(found);
    return 0;
  }
  for (size_t i = 0; i < count; i++) {
    void *address = dlsym(handle, names[i]);
    if (address == NULL) {
      snprintf(error, capacity, "%s has no function %s", soname, names[i]);
      dlclose(handle);
      free(found);
      return 0;
    }
    // POSIX guarantees that an address from dlsym converts to a function pointer.
    found[i] = (buttoncat_dl_function)address;
  }
  memcpy(table, found, table_size);
  free(found);
  return 1;
}
