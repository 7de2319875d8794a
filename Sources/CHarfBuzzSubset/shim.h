#ifndef MOODCARD_CHARFBUZZSUBSET_SHIM_H
#define MOODCARD_CHARFBUZZSUBSET_SHIM_H
// HarfBuzz's subsetter: the web app's fonts cut down to the characters its pages use.
#include <hb-subset.h>
#endif
