// zlib: adler32_combine joins the checksums of the PNG encoder's compressed bands of rows
// (kept from frame to frame); its CRC-32 tells the rendering fingerprint's font files apart.
#include <zlib.h>
