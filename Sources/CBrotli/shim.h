#ifndef MOODCARD_CBROTLI_SHIM_H
#define MOODCARD_CBROTLI_SHIM_H
// Brotli's encoder: the web app's compressed answers and the tables of its WOFF2 fonts.
#include <brotli/encode.h>
#endif
