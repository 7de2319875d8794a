#ifndef MOODCARD_CBROTLI_SHIM_H
#define MOODCARD_CBROTLI_SHIM_H
// Brotli's encoder: the web app's compressed answers and the tables of its WOFF2 fonts. Only
// `mood serve` needs it, so it is opened on first use (CLibraryLoader), not loaded before every
// command's `main`.
#include "../CLibraryLoader/loader.h"
#include <brotli/encode.h>

// The shared object of the ABI this header describes (Debian package libbrotli1).
#define MOODCARD_BROTLI_LIBRARY "libbrotlienc.so.1"
MOODCARD_LIBRARY(moodcard_brotli, MOODCARD_BROTLI_LIBRARY)

/// The most bytes `size` input bytes compress to; 0 when the library cannot be opened.
static inline size_t moodcard_brotli_bound(size_t size) {
  __typeof__(&BrotliEncoderMaxCompressedSize) bound = MOODCARD_LIBRARY_FUNCTION(
      moodcard_brotli_library, BrotliEncoderMaxCompressedSize, "BrotliEncoderMaxCompressedSize");
  return bound == NULL ? 0 : bound(size);
}

static inline BROTLI_BOOL moodcard_brotli_compress(
    int quality, int window, BrotliEncoderMode mode, size_t size, const uint8_t *input,
    size_t *output_size, uint8_t *output) {
  __typeof__(&BrotliEncoderCompress) compress = MOODCARD_LIBRARY_FUNCTION(
      moodcard_brotli_library, BrotliEncoderCompress, "BrotliEncoderCompress");
  if (compress == NULL) return BROTLI_FALSE;
  return compress(quality, window, mode, size, input, output_size, output);
}
#endif
