#ifndef MOODCARD_CHARFBUZZSUBSET_SHIM_H
#define MOODCARD_CHARFBUZZSUBSET_SHIM_H
// HarfBuzz's subsetter, which cuts the UI's fonts down for the web app. HarfBuzz itself is
// linked already (Pango draws with it); its subsetter is a library of its own that only
// `mood serve` needs, so it is opened on first use (CLibraryLoader), not loaded before every
// command's `main`.
#include "../CLibraryLoader/loader.h"
#include <harfbuzz/hb-subset.h>

// The shared object of the ABI this header describes (Debian package libharfbuzz-subset0).
#define MOODCARD_SUBSET_LIBRARY "libharfbuzz-subset.so.0"
MOODCARD_LIBRARY(moodcard_subset, MOODCARD_SUBSET_LIBRARY)

#define MOODCARD_SUBSET(declared) \
  MOODCARD_LIBRARY_FUNCTION(moodcard_subset_library, declared, #declared)

/// A subset plan's input; NULL when there is no memory or the library cannot be opened.
static inline hb_subset_input_t *moodcard_subset_input_create(void) {
  __typeof__(&hb_subset_input_create_or_fail) create =
      MOODCARD_SUBSET(hb_subset_input_create_or_fail);
  return create == NULL ? NULL : create();
}

static inline void moodcard_subset_input_destroy(hb_subset_input_t *input) {
  MOODCARD_SUBSET(hb_subset_input_destroy)(input);
}

static inline hb_set_t *moodcard_subset_input_unicode_set(hb_subset_input_t *input) {
  return MOODCARD_SUBSET(hb_subset_input_unicode_set)(input);
}

static inline void moodcard_subset_input_set_flags(hb_subset_input_t *input, unsigned flags) {
  MOODCARD_SUBSET(hb_subset_input_set_flags)(input, flags);
}

static inline hb_face_t *moodcard_subset(hb_face_t *face, const hb_subset_input_t *input) {
  return MOODCARD_SUBSET(hb_subset_or_fail)(face, input);
}
#endif
