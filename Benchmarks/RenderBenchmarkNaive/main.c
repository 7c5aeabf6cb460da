// What a user writes by hand: one thread, a new surface per frame, Cairo's own PNG writer.
// Usage: RenderBenchmarkNaive DRAWLIST OUTDIR
#include <stdio.h>
#include "drawlist.h"

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s DRAWLIST OUTDIR\n", argv[0]); return 2; }
    drawlist list = drawlist_read(argv[1]);
    char path[4096];
    for (size_t k = 0; k < list.frame_count; k++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, list.width * list.scale, list.height * list.scale);
        drawlist_draw(&list, k, surface);
        snprintf(path, sizeof path, "%s/frame_%04zu.png", argv[2], k);
        if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", path); return 3; }
        cairo_surface_destroy(surface);
    }
    return 0;
}
