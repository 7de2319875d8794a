import CCairo
import CPangoCairo

func probe() {
  let s: OpaquePointer? = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
  let m = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
  _ = moodcard_pango_fc_font_map(m)
  _ = FcConfigCreate()
  _ = s
}
