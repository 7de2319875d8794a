#ifndef MOODCARD_CQRENCODE_SHIM_H
#define MOODCARD_CQRENCODE_SHIM_H
// libqrencode, which draws the QR code that carries a pairing address (`mood serve --phone`,
// the "Connect your phone" page). Only `mood serve` needs it, so it is opened on first use
// (CLibraryLoader), not loaded before every command's `main`.
#include "../CLibraryLoader/loader.h"
#include <qrencode.h>

// The shared object of the ABI this header describes (Debian package libqrencode4).
#define MOODCARD_QR_LIBRARY "libqrencode.so.4"
MOODCARD_LIBRARY(moodcard_qr, MOODCARD_QR_LIBRARY)

/// The QR code of the 8-bit string `text` at the error-correction `level`, of the smallest
/// version that holds it; NULL when libqrencode refuses, or cannot be opened.
static inline QRcode *moodcard_qr_encode(const char *text, QRecLevel level) {
  __typeof__(&QRcode_encodeString8bit) encode =
      MOODCARD_LIBRARY_FUNCTION(moodcard_qr_library, QRcode_encodeString8bit,
                                "QRcode_encodeString8bit");
  return encode == NULL ? NULL : encode(text, 0, level);
}

static inline void moodcard_qr_free(QRcode *code) {
  __typeof__(&QRcode_free) release =
      MOODCARD_LIBRARY_FUNCTION(moodcard_qr_library, QRcode_free, "QRcode_free");
  if (release != NULL) release(code);
}
#endif
