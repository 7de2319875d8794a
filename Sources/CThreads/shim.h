#ifndef MOODCARD_CTHREADS_SHIM_H
#define MOODCARD_CTHREADS_SHIM_H
// glibc's CPU affinity calls, which sched.h and pthread.h declare only under _GNU_SOURCE and
// so Swift's Glibc module leaves out. Part of the C library itself: nothing to link and no
// Debian package to name. eventfd (a counter threads wake each other through) is declared
// in a header Swift's Glibc module does not include.
#include <pthread.h>
#include <sched.h>
#include <sys/eventfd.h>
extern int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
extern int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set);
extern int sched_getcpu(void);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attributes, size_t size,
                                       const cpu_set_t *set);
#endif
