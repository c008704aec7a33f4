#ifndef RXTREE_CSUPPORT_H
#define RXTREE_CSUPPORT_H

#include <stddef.h>

/// Stops glibc from returning heap memory to the system after every parsed file.
/// No effect on platforms without glibc.
void rxtree_tune_malloc(void);

/// Whether `needle` occurs in `haystack` other than right after `except_prefix` (may be empty), with memmem,
/// which Swift's Glibc module does not export.
int rxtree_contains_not_after(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length,
                              const void *except_prefix, size_t prefix_length);

#endif
