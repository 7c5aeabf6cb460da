// The render benchmark's reference programs: a draw list (what Zoetrope's renderer draws for
// each frame, written out by RenderBenchmark) read back and drawn with the same Cairo calls.
#ifndef ZOETROPE_DRAWLIST_H
#define ZOETROPE_DRAWLIST_H

#include <cairo.h>
#include <stddef.h>

typedef struct {
    double matrix[6];          // xx yx xy yy x0 y0: the element's transform about its centre
    double width, height, radius;
    double fill[4];
    double border_width;       // 0: no border
    double border[4];
    double font_size;          // 0: no label
    int bold;
    double label_color[4];
    double baseline;           // the label's baseline below the centre
    char *text;
} drawlist_element;

typedef struct {
    drawlist_element *elements;
    size_t count;
} drawlist_frame;

typedef struct {
    int width, height, scale;  // canvas in points, pixels per point
    double background[4];
    drawlist_frame *frames;
    size_t frame_count;
} drawlist;

// Reads the text format RenderBenchmark writes; exits with a message on malformed input.
drawlist drawlist_read(const char *path);

// Draws frame `index` over the whole of `surface`, making the calls FrameRenderer makes.
void drawlist_draw(const drawlist *list, size_t index, cairo_surface_t *surface);

#endif
