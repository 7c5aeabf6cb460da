#include "pixelmatch.h"

#include <math.h>
#include <string.h>

static double blend(double c, double a) { return 255 + (c - 255) * a; }
static double rgb2y(double r, double g, double b) { return r * 0.29889531 + g * 0.58662247 + b * 0.11448223; }
static double rgb2i(double r, double g, double b) { return r * 0.59597799 - g * 0.27417610 - b * 0.32180189; }
static double rgb2q(double r, double g, double b) { return r * 0.21147017 - g * 0.52261711 + b * 0.31114694; }

static double color_delta(const uint8_t *img1, const uint8_t *img2, long k, long m, int y_only) {
    double r1 = img1[k], g1 = img1[k + 1], b1 = img1[k + 2], a1 = img1[k + 3];
    double r2 = img2[m], g2 = img2[m + 1], b2 = img2[m + 2], a2 = img2[m + 3];
    if (a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2) return 0;
    if (a1 < 255) { a1 /= 255; r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1); }
    if (a2 < 255) { a2 /= 255; r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2); }
    double y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2), y = y1 - y2;
    if (y_only) return y;
    double i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2);
    double q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2);
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y1 > y2 ? -delta : delta;
}

static int has_many_siblings(const uint8_t *img, int x1, int y1, int width, int height) {
    int x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    int x2 = x1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 < height - 1 ? y1 + 1 : height - 1;
    long pos = ((long)y1 * width + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (int x = x0; x <= x2; x++) {
        for (int y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            long pos2 = ((long)y * width + x) * 4;
            if (img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2] && img[pos + 3] == img[pos2 + 3]) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

static int antialiased(const uint8_t *img, int x1, int y1, int width, int height, const uint8_t *img2) {
    int x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    int x2 = x1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 < height - 1 ? y1 + 1 : height - 1;
    long pos = ((long)y1 * width + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double min = 0, max = 0;
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    for (int x = x0; x <= x2; x++) {
        for (int y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = color_delta(img, img, pos, ((long)y * width + x) * 4, 1);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < min) {
                min = delta; minX = x; minY = y;
            } else if (delta > max) {
                max = delta; maxX = x; maxY = y;
            }
        }
    }
    if (min == 0 || max == 0) return 0;
    return (has_many_siblings(img, minX, minY, width, height) && has_many_siblings(img2, minX, minY, width, height))
        || (has_many_siblings(img, maxX, maxY, width, height) && has_many_siblings(img2, maxX, maxY, width, height));
}

static void draw_pixel(uint8_t *output, long pos, uint8_t r, uint8_t g, uint8_t b) {
    output[pos] = r; output[pos + 1] = g; output[pos + 2] = b; output[pos + 3] = 255;
}

static void draw_gray_pixel(const uint8_t *img, long i, double alpha, uint8_t *output) {
    double val = blend(rgb2y(img[i], img[i + 1], img[i + 2]), alpha * img[i + 3] / 255);
    draw_pixel(output, i, (uint8_t)val, (uint8_t)val, (uint8_t)val);
}

long pixelmatch_c(const uint8_t *img1, const uint8_t *img2, uint8_t *output, int width, int height, double threshold, int include_aa) {
    long len = (long)width * height;
    // Fast path: identical images.
    if (memcmp(img1, img2, (size_t)len * 4) == 0) {
        if (output) for (long i = 0; i < len; i++) draw_gray_pixel(img1, 4 * i, 0.1, output);
        return 0;
    }
    double max_delta = 35215 * threshold * threshold;
    long diff = 0;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            long pos = ((long)y * width + x) * 4;
            double delta = color_delta(img1, img2, pos, pos, 0);
            if (fabs(delta) > max_delta) {
                if (!include_aa && (antialiased(img1, x, y, width, height, img2) || antialiased(img2, x, y, width, height, img1))) {
                    if (output) draw_pixel(output, pos, 255, 255, 0);
                } else {
                    if (output) draw_pixel(output, pos, 255, 0, 0);
                    diff++;
                }
            } else if (output) {
                draw_gray_pixel(img1, pos, 0.1, output);
            }
        }
    }
    return diff;
}
