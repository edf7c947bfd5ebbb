// Debian's SQLite (libsqlite3-dev), seen from Swift through the CSQLite module and linked
// statically from libsqlite3.a (see Package.swift).
// Only ButtonStore imports it; every other target talks to ButtonStore's Swift API.
#include <sqlite3.h>

// Turns off triggers and views on a connection (sqlite3_db_config is variadic, which Swift
// cannot call). buttoncat's schema has neither: one found in a catalog was added by hand, and
// must never run inside a command. Returns the first failing result code, or SQLITE_OK.
static inline int buttoncat_disable_triggers_and_views(sqlite3 *db) {
  int previous = 0;
  int code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &previous);
#ifdef SQLITE_DBCONFIG_ENABLE_VIEW
  if (code == SQLITE_OK) code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &previous);
#endif
  return code;
}

// No page-cache memory set aside ahead of use (sqlite3_config is variadic). By default each
// connection's first page read allocates room for 20 pages and writes a header into each, which
// touches (and faults in) about 84 KB that a command reading a few pages never uses. Must run
// before the first connection opens (it returns SQLITE_MISUSE afterwards, changing nothing).
static inline int buttoncat_configure_page_cache(void) {
  return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
