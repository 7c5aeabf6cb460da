// The one place Zoetrope reaches into C for drawing: Cairo's public header, and its FreeType
// backend, which draws an app's own font files from their bytes; its SVG surface, which turns
// an asset catalogue's PDF picture into an SVG one; pixman's, for the version of
// the library Cairo composites every pixel with (the rendering fingerprint).
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <pixman.h>
