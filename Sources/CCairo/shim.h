// The one place Zoetrope reaches into C for drawing: Cairo's public header, and its FreeType
// backend, which draws an app's own font files from their bytes.
#include <cairo.h>
#include <cairo-ft.h>
