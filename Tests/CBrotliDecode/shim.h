#ifndef MOODCARD_CBROTLIDECODE_SHIM_H
#define MOODCARD_CBROTLIDECODE_SHIM_H
// Brotli's decoder, for the tests of the web app's compressed answers only.
#include <brotli/decode.h>
#endif
