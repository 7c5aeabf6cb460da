// Poppler's GLib interface, which draws the first page of an asset catalogue's PDF picture into
// a Cairo context (Xcode keeps an image set's vector picture as a one-page PDF).
//
// Declared here rather than read from Poppler's headers, as CRsvg and CPango are: those come
// only through pkg-config, whose flags for glib carry `-pthread`, which SwiftPM refuses with a
// warning in every build of every package that depends on Zoetrope. What Zoetrope calls is
// declared as poppler-glib 22's stable interface has it (`poppler-document.h`,
// `poppler-page.h`, `poppler-features.h`): the document and page are opaque, glib's error is
// laid out as `gerror.h` lays it out, and Cairo's context is passed as an untyped pointer.
#include <stdint.h>
#include <stddef.h>

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _GBytes GBytes;

// glib's error, as `gerror.h` lays it out (and as CRsvg declares it, word for word).
typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;

GBytes *g_bytes_new(const void *data, size_t size);
void g_bytes_unref(GBytes *bytes);
void g_object_unref(void *object);
void g_error_free(GError *error);

PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error);
int poppler_document_get_n_pages(PopplerDocument *document);
PopplerPage *poppler_document_get_page(PopplerDocument *document, int index);
void poppler_page_get_size(PopplerPage *page, double *width, double *height);
void poppler_page_render(PopplerPage *page, void *cairo);
const char *poppler_get_version(void);
