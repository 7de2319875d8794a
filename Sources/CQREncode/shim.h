#ifndef MOODCARD_CQRENCODE_SHIM_H
#define MOODCARD_CQRENCODE_SHIM_H
// libqrencode, which draws the QR code that carries a pairing address (`mood serve --phone`,
// the "Connect your phone" page). It needs only the C library, so linking it costs the other
// commands next to nothing.
#include <qrencode.h>
#endif
