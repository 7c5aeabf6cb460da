// Pango, for text Cairo's own text calls cannot set: a script DejaVu Sans lacks (CJK, emoji),
// right-to-left text and scripts that need shaping. Pango picks fallback fonts through
// fontconfig, orders bidirectional text and shapes it with HarfBuzz.
//
// Declared here rather than read from Pango's headers: those come only through pkg-config,
// whose flags for glib carry `-pthread`, which SwiftPM refuses with a warning in every build
// of every package that depends on Zoetrope. What Zoetrope calls is declared as Pango 1.x's
// stable interface has it (`pango-layout.h`, `pango-item.h`, `pango-glyph.h`,
// `pango-glyph-item.h`, `pango-font.h`, `pango-types.h`, `pangocairo.h`): objects Zoetrope
// never looks inside are opaque, and the structures it reads are laid out field for field as
// Pango's. Cairo's and HarfBuzz's types are passed as untyped pointers.
#include <stdint.h>

// glib's lists.
typedef struct _GList GList;
struct _GList { void *data; GList *next; GList *prev; };
typedef struct _GSList GSList;
struct _GSList { void *data; GSList *next; };

void g_list_free(GList *list);
const char *pango_version_string(void);
void g_object_unref(void *object);
void g_free(void *memory);

// Objects, opaque.
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFont PangoFont;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoLanguage PangoLanguage;

typedef enum {
    PANGO_DIRECTION_LTR,
    PANGO_DIRECTION_RTL,
    PANGO_DIRECTION_TTB_LTR,
    PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR,
    PANGO_DIRECTION_WEAK_RTL,
    PANGO_DIRECTION_NEUTRAL
} PangoDirection;

typedef enum {
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_BOLD = 700
} PangoWeight;

typedef enum {
    PANGO_FONT_MASK_SIZE = 1 << 5
} PangoFontMask;

#define PANGO_SCALE 1024
#define PANGO_GLYPH_EMPTY ((uint32_t)0x0FFFFFFF)
#define PANGO_GLYPH_UNKNOWN_FLAG ((uint32_t)0x10000000)

// The structures Zoetrope reads.
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef struct _PangoAnalysis {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
    uint8_t level;
    uint8_t gravity;
    uint8_t flags;
    uint8_t script;
    PangoLanguage *language;
    GSList *extra_attrs;
} PangoAnalysis;

typedef struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;

typedef struct _PangoGlyphGeometry {
    int32_t width;
    int32_t x_offset;
    int32_t y_offset;
} PangoGlyphGeometry;

typedef struct _PangoGlyphVisAttr {
    unsigned int is_cluster_start : 1;
    unsigned int is_color : 1;
} PangoGlyphVisAttr;

typedef struct _PangoGlyphInfo {
    uint32_t glyph;
    PangoGlyphGeometry geometry;
    PangoGlyphVisAttr attr;
} PangoGlyphInfo;

typedef struct _PangoGlyphString {
    int num_glyphs;
    PangoGlyphInfo *glyphs;
    int *log_clusters;
    int space;
} PangoGlyphString;

// A run of a layout line (`PangoLayoutRun`). Zoetrope reads its first two fields only.
typedef struct _PangoGlyphItem {
    PangoItem *item;
    PangoGlyphString *glyphs;
} PangoGlyphItem;

typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    int start_index;
    int length;
    GSList *runs;
    unsigned int is_paragraph_start : 1;
    unsigned int resolved_dir : 3;
} PangoLayoutLine;

// Fonts and layouts.
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const void *cairo_font_options);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
PangoFont *pango_font_map_load_font(PangoFontMap *fontmap, PangoContext *context, const PangoFontDescription *description);
void *pango_cairo_font_get_scaled_font(void *pango_cairo_font);
void *pango_font_get_hb_font(PangoFont *font);

PangoFontDescription *pango_font_description_new(void);
PangoFontDescription *pango_font_description_from_string(const char *text);
PangoFontDescription *pango_font_describe(PangoFont *font);
void pango_font_description_set_family(PangoFontDescription *description, const char *family);
void pango_font_description_set_weight(PangoFontDescription *description, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *description, double size);
void pango_font_description_unset_fields(PangoFontDescription *description, PangoFontMask to_unset);
char *pango_font_description_to_string(const PangoFontDescription *description);
void pango_font_description_free(PangoFontDescription *description);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *description);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, int setting);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
void pango_layout_line_get_extents(PangoLayoutLine *line, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
GList *pango_itemize_with_base_dir(PangoContext *context, PangoDirection base_dir, const char *text, int start_index, int length,
                                   PangoAttrList *attrs, void *cached_iter);
GList *pango_reorder_items(GList *items);
void pango_item_free(PangoItem *item);

// The glyph at `index` of a glyph string (Swift sees the C array as a pointer).
static inline PangoGlyphInfo zoetrope_glyph_info(PangoGlyphString *glyphs, int index) {
    return glyphs->glyphs[index];
}
