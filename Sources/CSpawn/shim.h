#ifndef MOODCARD_CSPAWN_SHIM_H
#define MOODCARD_CSPAWN_SHIM_H
// glibc's posix_spawn_file_actions_addclosefrom_np (glibc 2.34), which spawn.h declares only
// under _GNU_SOURCE and so Swift's Glibc module leaves out. Part of the C library itself:
// nothing to link and no Debian package to name.
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// prctl is C-variadic, which Swift cannot call.
/// Asks the kernel to send this process SIGTERM when its parent ends, as a forked server must
/// not outlive the `mood serve` that keeps it.
static inline int moodcard_end_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGTERM); }
#endif
