// Debian's SQLite (libsqlite3-dev), seen from Swift through the CSQLite module and linked
// statically from libsqlite3.a (see Package.swift).
// Only ButtonStore imports it; every other target talks to ButtonStore's Swift API.
#include <sqlite3.h>
