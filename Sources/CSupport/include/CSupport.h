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

/// The first offset at or after `from` where any needle (at most 32, each at least `shortest` >= 2 bytes: needle k
/// is `needle_lengths[k]` bytes of `needle_bytes` from `needle_offsets[k]`) occurs in `haystack` other than right
/// after `except_prefix` (may be empty), or -1, in one pass: `pair_table` has, for each pair of bytes (first << 8 |
/// second), bit k set when needle k starts with it; `shift_table` has, for each pair, how far a window of `shortest`
/// bytes ending in it may move on without passing the start of a needle (Wu and Manber's skip: 0 when the pair ends
/// some needle's first `shortest` bytes, `shortest - 1` when it is in none).
ptrdiff_t rxtree_find_any_not_after(const void *haystack, size_t haystack_length, size_t from, const unsigned int *pair_table,
                                    const unsigned char *shift_table, size_t shortest,
                                    const void *needle_bytes, const size_t *needle_offsets, const size_t *needle_lengths,
                                    const void *except_prefix, size_t prefix_length);

#endif
