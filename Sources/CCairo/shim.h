#ifndef MOODCARD_CCAIRO_SHIM_H
#define MOODCARD_CCAIRO_SHIM_H
// Cairo with the three surfaces a card is written to: image (PNG), SVG and PDF.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#if !CAIRO_HAS_PNG_FUNCTIONS || !CAIRO_HAS_SVG_SURFACE || !CAIRO_HAS_PDF_SURFACE
#error "MoodCard needs cairo built with PNG, SVG and PDF support (Debian: libcairo2-dev)"
#endif
#endif
