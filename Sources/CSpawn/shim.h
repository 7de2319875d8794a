#ifndef MOODCARD_CSPAWN_SHIM_H
#define MOODCARD_CSPAWN_SHIM_H
// glibc's posix_spawn_file_actions_addclosefrom_np (glibc 2.34), which spawn.h declares only
// under _GNU_SOURCE and so Swift's Glibc module leaves out. Part of the C library itself:
// nothing to link and no Debian package to name.
#include <spawn.h>
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
#endif
