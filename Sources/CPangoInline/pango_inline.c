// Pango 1.50 starts two threads for every font description it has not seen before (family,
// size, weight and language together): one runs FcFontSetMatch and one FcFontSetSort, and the
// caller soon waits for both (pangofc-fontmap.c, pango_fc_patterns_new). Over MoodCard's
// eleven bundled fonts each job takes microseconds, far less than starting a thread: a card
// started 57 threads, a chart 21. This g_thread_new, defined in the program itself, comes
// before GLib's in the dynamic linker's search order, so Pango's calls reach it: those two jobs
// run at once on the calling thread, and every other thread (Pango's FcInit thread among them,
// whose caller holds a lock that the job takes) is started by GLib's g_thread_new as before.
//
// Checked against Pango 1.50.12 (Debian 12, `pkg-config --modversion pango`) on 2026-12-02
// (issue 26), `mood card` of a release build against the same binary with this symbol renamed
// in its dynamic symbol table, so that Pango reached GLib's g_thread_new: threads started 18 ->
// 2; 200 interleaved pairs (load 2.7-4.7) saved 0.74 ms of wall time (median; mean 0.97) and
// 1.57 ms of CPU time (median; mean 1.74) a card; a 30-day line SVG, 60 pairs, 0.44 ms of wall
// and 0.67 ms of CPU time. Worth keeping over the bar of 0.5 ms a card.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <glib.h>
#include <string.h>

#include "pango_inline.h"

static unsigned long inline_jobs;

unsigned long moodcard_pango_inline_jobs(void) {
  return __atomic_load_n(&inline_jobs, __ATOMIC_RELAXED);
}

GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data) {
  if (name != NULL && (strcmp(name, "[pango] FcFontSetMatch") == 0 ||
                       strcmp(name, "[pango] FcFontSetSort") == 0)) {
    func(data);
    __atomic_add_fetch(&inline_jobs, 1, __ATOMIC_RELAXED);
    // Pango only drops its reference to the thread it asked for.
    return g_thread_ref(g_thread_self());
  }
  GThread *(*glib_thread_new)(const gchar *, GThreadFunc, gpointer) =
      (GThread * (*)(const gchar *, GThreadFunc, gpointer)) dlsym(RTLD_NEXT, "g_thread_new");
  return glib_thread_new(name, func, data);
}
