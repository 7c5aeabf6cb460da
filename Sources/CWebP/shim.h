// libwebp: animated WebP written through its animation encoder (mux), and read back through
// its animation decoder (demux), which the tests use as the independent reader.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
