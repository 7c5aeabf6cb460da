// HarfBuzz, which shapes an app's own font files and tells colour fonts from outline fonts.
// Its pkg-config flags are only include paths, so it comes in through pkg-config like Cairo.
#include <hb.h>
#include <hb-ot.h>

// Whether `font` draws its glyphs as colour pictures (a colour emoji font): bitmaps (CBDT,
// sbix) or colour layers (COLR).
static inline int zoetrope_hb_font_is_color(hb_font_t *font) {
    if (!font) return 0;
    hb_face_t *face = hb_font_get_face(font);
    return hb_ot_color_has_png(face) || hb_ot_color_has_layers(face);
}
