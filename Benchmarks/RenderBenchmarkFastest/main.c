// The fastest straightforward C: every core, one reused surface per thread, and the encoder
// Zoetrope uses (8-bit RGB, rows unfiltered, one zlib stream from libdeflate at level 1).
// Usage: RenderBenchmarkFastest DRAWLIST OUTDIR [THREADS]
#include <fcntl.h>
#include <libdeflate.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "drawlist.h"

static drawlist list;
static const char *directory;
static atomic_size_t next_frame;

static void put32(uint8_t *p, uint32_t v) { p[0] = v >> 24; p[1] = v >> 16; p[2] = v >> 8; p[3] = v; }

static void *work(void *unused) {
    (void)unused;
    int width = list.width * list.scale, height = list.height * list.scale;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(1);
    size_t raw_size = (size_t)(1 + width * 3) * height;
    uint8_t *raw = malloc(raw_size);
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    uint8_t *file = malloc(8 + 25 + 8 + bound + 4 + 12);
    char path[4096];
    for (;;) {
        size_t k = atomic_fetch_add(&next_frame, 1);
        if (k >= list.frame_count) break;
        drawlist_draw(&list, k, surface);
        const uint8_t *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        uint8_t *o = raw;
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            *o++ = 0;
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                o[0] = p >> 16; o[1] = p >> 8; o[2] = p;
                o += 3;
            }
        }
        static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
        uint8_t *f = file;
        memcpy(f, signature, 8); f += 8;
        put32(f, 13); memcpy(f + 4, "IHDR", 4); put32(f + 8, width); put32(f + 12, height);
        f[16] = 8; f[17] = 2; f[18] = 0; f[19] = 0; f[20] = 0;
        put32(f + 21, libdeflate_crc32(0, f + 4, 17)); f += 25;
        size_t compressed = libdeflate_zlib_compress(compressor, raw, raw_size, f + 8, bound);
        put32(f, (uint32_t)compressed); memcpy(f + 4, "IDAT", 4);
        put32(f + 8 + compressed, libdeflate_crc32(0, f + 4, compressed + 4)); f += 12 + compressed;
        put32(f, 0); memcpy(f + 4, "IEND", 4); put32(f + 8, libdeflate_crc32(0, f + 4, 4)); f += 12;
        snprintf(path, sizeof path, "%s/frame_%04zu.png", directory, k);
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || write(fd, file, f - file) != f - file || close(fd) != 0) { fprintf(stderr, "cannot write %s\n", path); exit(3); }
    }
    free(file); free(raw);
    libdeflate_free_compressor(compressor);
    cairo_surface_destroy(surface);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4) { fprintf(stderr, "usage: %s DRAWLIST OUTDIR [THREADS]\n", argv[0]); return 2; }
    list = drawlist_read(argv[1]);
    directory = argv[2];
    long threads = argc == 4 ? atol(argv[3]) : sysconf(_SC_NPROCESSORS_ONLN);
    if (threads < 1) threads = 1;
    pthread_t *ids = calloc(threads, sizeof *ids);
    for (long t = 0; t < threads; t++) pthread_create(&ids[t], NULL, work, NULL);
    for (long t = 0; t < threads; t++) pthread_join(ids[t], NULL);
    return 0;
}
