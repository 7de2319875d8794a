#ifndef MOODCARD_CMALLOC_SHIM_H
#define MOODCARD_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt), which Foundation's Glibc module leaves out. Part of the
// C library itself: nothing to link and no Debian package to name.
#include <malloc.h>
#endif
