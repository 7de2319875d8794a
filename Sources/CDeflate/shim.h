#ifndef MOODCARD_CDEFLATE_SHIM_H
#define MOODCARD_CDEFLATE_SHIM_H
// libdeflate: whole-buffer DEFLATE, for the PNG writer.
#include <libdeflate.h>
#endif
