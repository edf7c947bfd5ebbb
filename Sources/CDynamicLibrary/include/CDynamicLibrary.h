// The one dlopen + dlsym loop of the libraries buttoncat loads at run time rather than links
// (CHarfBuzz: HarfBuzz; CLibXML2: libxml2), each the first time it is needed.
#ifndef BUTTONCAT_CDYNAMICLIBRARY_H
#define BUTTONCAT_CDYNAMICLIBRARY_H

#include <stddef.h>

/// A function pointer of no particular type.
typedef void (*buttoncat_dl_function)(void);

/// Opens `soname` (dlopen RTLD_NOW | RTLD_LOCAL) and looks up each of the `count` `names`. When
/// all are found, copies their addresses into `table`, in order, and returns 1: the library then
/// stays open for the life of the process (objects it made outlive any caller). Otherwise closes
/// what it opened, writes the reason (dlerror's text, or "SONAME has no function NAME") to
/// `error`, leaves `table` as it was and returns 0.
///
/// `table` is the caller's struct of `count` function pointers, each typed from the library's
/// own prototype, `table_size` bytes (`count` pointers, or the call fails: a table and its list
/// of names that disagree are a programming error). Every function pointer has the same
/// representation on the platforms we build for, so the struct is filled as an array.
int buttoncat_dl_resolve(
    const char *soname, const char *const *names, size_t count, void *table, size_t table_size,
    char *error, size_t capacity);

#endif
