// zlib: its sync flush ends a deflate stream's piece on a byte, independent of what follows,
// which lets the PNG encoder reuse the compressed bands of rows a frame did not change.
#include <zlib.h>
