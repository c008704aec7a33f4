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

/// Whether any needle (at most 32, each at least 2 bytes: needle k is `needle_lengths[k]` bytes of `needle_bytes`
/// from `needle_offsets[k]`) occurs in `haystack` other than right after `except_prefix` (may be empty), in one
/// pass: `pair_table` has, for each pair of bytes (first << 8 | second), bit k set when needle k starts with it.
int rxtree_contains_any_not_after(const void *haystack, size_t haystack_length, const unsigned int *pair_table,
                                  const void *needle_bytes, const size_t *needle_offsets, const size_t *needle_lengths,
                                  const void *except_prefix, size_t prefix_length);

#endif
