#ifndef MOODCARD_LIBRARY_LOADER_H
#define MOODCARD_LIBRARY_LOADER_H
// Opening a C library on first use, for the libraries only `mood serve` needs (libmicrohttpd,
// GnuTLS, libqrencode, Brotli's encoder, HarfBuzz's subsetter): linking them would make every
// command load, relocate and initialise them before `main`. Each shim names its library with
// `MOODCARD_LIBRARY`, which keeps its state in a function's static variable (Swift does not
// define a header's global variables) and opens it once, under
// `pthread_once`; each call site keeps the address `dlsym` found in a static variable of its
// own, so a function is looked up once for each place it is called from.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/// What opening a library gave: its handle, or why there is none.
struct moodcard_library_state {
  void *handle;
  char *failure;
};

/// Opens the shared object `soname` into `state`; called once per library.
static inline void moodcard_library_open(struct moodcard_library_state *state,
                                         const char *soname) {
  state->handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (state->handle == NULL) {
    const char *reason = dlerror();
    state->failure = strdup(reason != NULL ? reason : soname);
  }
}

/// The address of the function `name` in the library `handle`, found by `dlsym` on the first
/// call and kept in `*cache` (NULL until then, and while the library lacks it).
static inline void *moodcard_library_function(void *handle, void **cache, const char *name) {
  void *function = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
  if (function == NULL && handle != NULL) {
    // Two threads may both look it up the first time: both find the same address.
    function = dlsym(handle, name);
    __atomic_store_n(cache, function, __ATOMIC_RELEASE);
  }
  return function;
}

/// Defines, for the shared object `soname`: `PREFIX_library()`, the library opened once per
/// process (NULL when it cannot be), and `PREFIX_unavailable()`, why it cannot be (dlerror's
/// words) or NULL, to be asked before the first call.
#define MOODCARD_LIBRARY(prefix, soname) \
  static inline struct moodcard_library_state *prefix##_state(void) { \
    static struct moodcard_library_state state; \
    return &state; \
  } \
  static inline void prefix##_open(void) { moodcard_library_open(prefix##_state(), soname); } \
  static inline void *prefix##_library(void) { \
    static pthread_once_t once = PTHREAD_ONCE_INIT; \
    pthread_once(&once, prefix##_open); \
    return prefix##_state()->handle; \
  } \
  static inline const char *prefix##_unavailable(void) { \
    return prefix##_library() == NULL ? prefix##_state()->failure : NULL; \
  }

/// The function `declared` of the library that `library()` opens, as the type of its
/// declaration in the library's own header: a shim's wrappers call through this.
#define MOODCARD_LIBRARY_FUNCTION(library, declared, name) \
  (__extension__({ \
    static void *moodcard_library_cache; \
    (__typeof__(&declared))moodcard_library_function(library(), &moodcard_library_cache, name); \
  }))
#endif
