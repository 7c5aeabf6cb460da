// The one place Zoetrope reaches into C for drawing: Cairo's public header, and its FreeType
// backend, which draws an app's own font files from their bytes; pixman's, for the version of
// the library Cairo composites every pixel with (the rendering fingerprint).
#include <cairo.h>
#include <cairo-ft.h>
#include <pixman.h>
