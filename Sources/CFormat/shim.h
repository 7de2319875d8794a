#ifndef MOODCARD_CFORMAT_SHIM_H
#define MOODCARD_CFORMAT_SHIM_H
// printf's fixed-point conversion with typed arguments: Swift reaches the variadic snprintf only
// through CVarArg values, whose first use makes the runtime search every protocol conformance
// in the program (about a million instructions, measured with callgrind).
#include <stdio.h>
static inline int moodcard_format_fixed(char *buffer, size_t size, int decimals, double value) {
  return snprintf(buffer, size, "%.*f", decimals, value);
}
#endif
