// The one place Zoetrope reaches into C for drawing: Cairo's public header.
#include <cairo.h>
