// librsvg, which draws a fixture's SVG pictures as vectors into the frame's Cairo context.
//
// Declared here rather than read from librsvg's headers, as CPango is: those come only through
// pkg-config, whose flags for glib carry `-pthread`, which SwiftPM refuses with a warning in
// every build of every package that depends on Zoetrope. What Zoetrope calls is declared as
// librsvg 2.52's stable interface has it (`rsvg.h`, `rsvg-cairo.h`, `rsvg-features.h`): the
// handle is opaque, the structures it reads are laid out field for field as librsvg's and
// glib's, and Cairo's context is passed as an untyped pointer.
#include <stdint.h>
#include <stddef.h>

typedef struct _RsvgHandle RsvgHandle;

// glib's error, as `gerror.h` lays it out.
typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;

void g_error_free(GError *error);
void g_object_unref(void *object);

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

typedef enum {
    RSVG_UNIT_PERCENT,
    RSVG_UNIT_PX,
    RSVG_UNIT_EM,
    RSVG_UNIT_EX,
    RSVG_UNIT_IN,
    RSVG_UNIT_CM,
    RSVG_UNIT_MM,
    RSVG_UNIT_PT,
    RSVG_UNIT_PC
} RsvgUnit;

typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

extern const unsigned int rsvg_major_version;
extern const unsigned int rsvg_minor_version;
extern const unsigned int rsvg_micro_version;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle,
                                          int *out_has_width, RsvgLength *out_width,
                                          int *out_has_height, RsvgLength *out_height,
                                          int *out_has_viewbox, RsvgRectangle *out_viewbox);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
int rsvg_handle_render_document(RsvgHandle *handle, void *cr, const RsvgRectangle *viewport, GError **error);
// The ink and logical rectangles of one element (`id` is "#name"), as the whole document would
// be drawn into `viewport`: where a custom symbol's glyph lies in its template.
int rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport,
                                       RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);
