#ifndef MOODCARD_PANGO_INLINE_H
#define MOODCARD_PANGO_INLINE_H
// Pango's font matching run on the calling thread instead of a thread each (pango_inline.c).

/// How many of Pango's font-matching jobs this process has run on the calling thread: it grows
/// when text is laid out in a font description not seen before.
unsigned long moodcard_pango_inline_jobs(void);
#endif
