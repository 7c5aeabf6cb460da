#include "drawlist.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *path, size_t line, const char *what) {
    fprintf(stderr, "%s:%zu: %s\n", path, line, what);
    exit(2);
}

drawlist drawlist_read(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); exit(2); }
    drawlist list = {0};
    char *line = NULL;
    size_t capacity = 0, number = 0, frame_capacity = 0, element_capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, file)) != -1) {
        number++;
        if (length > 0 && line[length - 1] == '\n') line[--length] = 0;
        if (line[0] == 'C') {
            if (sscanf(line, "C %d %d %d %lf %lf %lf %lf", &list.width, &list.height, &list.scale,
                       &list.background[0], &list.background[1], &list.background[2], &list.background[3]) != 7)
                fail(path, number, "expected C width height scale r g b a");
        } else if (line[0] == 'F') {
            if (list.frame_count == frame_capacity) {
                frame_capacity = frame_capacity ? frame_capacity * 2 : 128;
                list.frames = realloc(list.frames, frame_capacity * sizeof *list.frames);
            }
            list.frames[list.frame_count++] = (drawlist_frame){0};
            element_capacity = 0;
        } else if (line[0] == 'E') {
            if (!list.frame_count) fail(path, number, "an element before any frame");
            drawlist_frame *frame = &list.frames[list.frame_count - 1];
            if (frame->count == element_capacity) {
                element_capacity = element_capacity ? element_capacity * 2 : 64;
                frame->elements = realloc(frame->elements, element_capacity * sizeof *frame->elements);
            }
            drawlist_element *e = &frame->elements[frame->count++];
            int consumed = 0;
            if (sscanf(line, "E %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %d %lf %lf %lf %lf %lf %n",
                       &e->matrix[0], &e->matrix[1], &e->matrix[2], &e->matrix[3], &e->matrix[4], &e->matrix[5],
                       &e->width, &e->height, &e->radius, &e->fill[0], &e->fill[1], &e->fill[2], &e->fill[3],
                       &e->border_width, &e->border[0], &e->border[1], &e->border[2], &e->border[3],
                       &e->font_size, &e->bold, &e->label_color[0], &e->label_color[1], &e->label_color[2], &e->label_color[3],
                       &e->baseline, &consumed) != 25)
                fail(path, number, "expected an element's 25 numbers and its text");
            e->text = strdup(line + consumed);
        } else if (line[0]) {
            fail(path, number, "expected a line starting with C, F or E");
        }
    }
    free(line);
    fclose(file);
    if (!list.scale) fail(path, 0, "no canvas line");
    return list;
}

static void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, double radius) {
    double r = fmin(radius, fmin(width / 2, height / 2));
    if (r <= 0) {
        cairo_rectangle(cr, x, y, width, height);
        return;
    }
    double half = M_PI / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + width - r, y + r, r, -half, 0);
    cairo_arc(cr, x + width - r, y + height - r, r, 0, half);
    cairo_arc(cr, x + r, y + height - r, r, half, 2 * half);
    cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half);
    cairo_close_path(cr);
}

static long floor_div8(long q) { return q >= 0 ? q / 8 : -((-q + 7) / 8); }

// A label as FrameRenderer draws one on a cell that is only moved: the pen put on the nearest
// eighth of a device pixel, the outlines filled into an 8-bit mask with the pen at that
// phase, the mask laid on the frame at whole pixels. The mask's place and the pen's in it
// follow FrameRenderer's (the sampled frames, compared in pixels, check that they do); it is
// not cut to its ink, as FrameRenderer's kept masks are, which changes no pixel. The
// mask is made afresh for each label each frame: this program keeps nothing between frames.
static void label_through_mask(cairo_t *cr, const drawlist *list, const drawlist_element *e, double pen_x, double pen_y,
                               double advance, cairo_font_options_t *options) {
    double x = pen_x, y = pen_y;
    cairo_user_to_device(cr, &x, &y);
    long qx = lround(x * 8), qy = lround(y * 8);
    long whole_x = floor_div8(qx), whole_y = floor_div8(qy);
    int phase_x = (int)(qx - 8 * whole_x), phase_y = (int)(qy - 8 * whole_y);
    double s = list->scale, size = e->font_size;
    const double ascent = 1901.0 / 2048.0, descent = 483.0 / 2048.0;
    int left = (int)floor(-size * s) - 1;
    int top = (int)floor(-(ascent * size + 1) * s) - 1;
    int right = (int)ceil((advance + size) * s) + 2;
    int bottom = (int)ceil((descent * size + 1) * s) + 2;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, right - left, bottom - top);
    cairo_t *m = cairo_create(mask);
    cairo_set_font_options(m, options);
    cairo_scale(m, s, s);
    cairo_select_font_face(m, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, e->bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(m, size);
    cairo_set_source_rgba(m, 0, 0, 0, 1);
    cairo_move_to(m, ((double)(-left) + phase_x / 8.0) / s, ((double)(-top) + phase_y / 8.0) / s);
    cairo_text_path(m, e->text);
    cairo_fill(m);
    cairo_destroy(m);
    cairo_surface_flush(mask);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_mask_surface(cr, mask, (double)(whole_x + left), (double)(whole_y + top));
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

void drawlist_draw(const drawlist *list, size_t index, cairo_surface_t *surface) {
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);

    cairo_scale(cr, list->scale, list->scale);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cr, list->background[0], list->background[1], list->background[2], list->background[3]);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);

    const drawlist_frame *frame = &list->frames[index];
    for (size_t k = 0; k < frame->count; k++) {
        const drawlist_element *e = &frame->elements[k];
        cairo_save(cr);
        cairo_matrix_t matrix = {e->matrix[0], e->matrix[1], e->matrix[2], e->matrix[3], e->matrix[4], e->matrix[5]};
        cairo_transform(cr, &matrix);
        double w = e->width, h = e->height;
        rounded_rectangle(cr, -w / 2, -h / 2, w, h, e->radius);
        cairo_set_source_rgba(cr, e->fill[0], e->fill[1], e->fill[2], e->fill[3]);
        cairo_fill(cr);
        if (e->border_width > 0) {
            double inset = e->border_width / 2;
            rounded_rectangle(cr, -w / 2 + inset, -h / 2 + inset, w - e->border_width, h - e->border_width, fmax(0, e->radius - inset));
            cairo_set_line_width(cr, e->border_width);
            cairo_set_source_rgba(cr, e->border[0], e->border[1], e->border[2], e->border[3]);
            cairo_stroke(cr);
        }
        if (e->font_size > 0) {
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, e->bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
            cairo_set_font_size(cr, e->font_size);
            cairo_text_extents_t extents;
            cairo_text_extents(cr, e->text, &extents);
            cairo_set_source_rgba(cr, e->label_color[0], e->label_color[1], e->label_color[2], e->label_color[3]);
            if (e->matrix[0] == 1 && e->matrix[1] == 0 && e->matrix[2] == 0 && e->matrix[3] == 1) {
                label_through_mask(cr, list, e, -extents.x_advance / 2, e->baseline, extents.x_advance, options);
            } else {
                cairo_move_to(cr, -extents.x_advance / 2, e->baseline);
                cairo_text_path(cr, e->text);
                cairo_fill(cr);
            }
        }
        cairo_restore(cr);
    }
    cairo_font_options_destroy(options);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
}
