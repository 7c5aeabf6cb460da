// Pango, for text Cairo's own text calls cannot set: a script DejaVu Sans lacks (CJK, emoji),
// right-to-left text and scripts that need shaping. Pango picks fallback fonts through
// fontconfig, orders bidirectional text and shapes it with HarfBuzz.
#include <pango/pangocairo.h>
#include <hb-ot.h>

// Whether `font` draws its glyphs as colour pictures (a colour emoji font): bitmaps (CBDT,
// sbix) or colour layers (COLR).
static inline int zoetrope_font_is_color(PangoFont *font) {
    hb_font_t *hb = pango_font_get_hb_font(font);
    if (!hb) return 0;
    hb_face_t *face = hb_font_get_face(hb);
    return hb_ot_color_has_png(face) || hb_ot_color_has_layers(face);
}

// The glyph at `index` of a glyph string (Swift sees the C array as a pointer).
static inline PangoGlyphInfo zoetrope_glyph_info(PangoGlyphString *glyphs, int index) {
    return glyphs->glyphs[index];
}
