#ifndef MOODCARD_CZLIB_SHIM_H
#define MOODCARD_CZLIB_SHIM_H
// zlib's checksums for the PNG writer: crc32 for the chunks, adler32_combine to join the
// pieces' checksums into the zlib stream's. And inflate, for the zip archives an import reads
// (MoodStore's ZipArchive).
#include <zlib.h>
#endif
