// libdeflate: the fastest deterministic zlib encoder Debian ships, for PNG frames.
#include <libdeflate.h>
