// A C build of pixelmatch's algorithm (github.com/mapbox/pixelmatch, ISC licence), written
// from its published description for RenderBenchmark to measure Zoetrope's comparison
// against: YIQ colour distance with the same threshold, anti-aliasing detection by the
// same neighbourhood rule, the same diff image (red, yellow, faded grey), and the same fast
// path for identical images.
#ifndef PIXELMATCH_H
#define PIXELMATCH_H
#include <stdint.h>

/// Compares two RGBA images of width × height; writes the diff image to `output` when it is
/// not NULL. Returns the number of differing pixels.
long pixelmatch_c(const uint8_t *img1, const uint8_t *img2, uint8_t *output, int width, int height, double threshold, int include_aa);

#endif
