#ifndef MOODCARD_CPANGOCAIRO_SHIM_H
#define MOODCARD_CPANGOCAIRO_SHIM_H
// Pango over cairo, with the fontconfig font map MoodCard points at its bundled fonts.
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
// The OpenType baselines a layout aligns runs of different scripts on.
#include <hb-ot.h>

// PANGO_SCALE is a macro Swift does not import as a constant.
static inline int moodcard_pango_scale(void) { return PANGO_SCALE; }

// PANGO_FC_FONT_MAP is a cast macro over GObject type checks that Swift cannot import.
static inline PangoFcFontMap *moodcard_pango_fc_font_map(PangoFontMap *map) {
  return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}
#endif
