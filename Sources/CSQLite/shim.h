#ifndef MOODCARD_CSQLITE_SHIM_H
#define MOODCARD_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro over a function-pointer cast that Swift cannot import.
static inline sqlite3_destructor_type moodcard_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}
#endif
