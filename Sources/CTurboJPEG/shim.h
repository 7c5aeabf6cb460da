// libjpeg-turbo's TurboJPEG interface: an app's JPEG photos (an asset catalogue's, a file the
// app reads), decoded once to pixels. TurboJPEG reports errors by return value, where libjpeg's
// own interface would leave the process through its error handler.
#include <turbojpeg.h>
