#ifndef MOODCARD_CZLIB_SHIM_H
#define MOODCARD_CZLIB_SHIM_H
#include <zlib.h>

// deflateInit2 is a macro over deflateInit2_ with the library's version; Swift cannot call
// macros. Window bits -15: raw deflate with a 32 KiB window, no zlib header or checksum.
static inline int moodcard_deflate_init_raw(z_streamp stream, int level, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, 9, strategy);
}
#endif
