// The system SQLite, seen from Swift through the CSQLite module (see module.modulemap).
// Only ButtonStore imports it; every other target talks to ButtonStore's Swift API.
#include <sqlite3.h>
