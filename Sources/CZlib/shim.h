#ifndef MOODCARD_CZLIB_SHIM_H
#define MOODCARD_CZLIB_SHIM_H
#include <zlib.h>

// deflateInit is a macro over deflateInit2_ with the library's version; Swift cannot call macros.
static inline int moodcard_deflate_init(z_streamp stream, int level, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, 15, 9, strategy);
}
#endif
