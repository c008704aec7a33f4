#define _GNU_SOURCE
#include "CSupport.h"
#include <string.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void rxtree_tune_malloc(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
}


int rxtree_contains_not_after(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length,
                              const void *except_prefix, size_t prefix_length) {
    const unsigned char *start = haystack;
    const unsigned char *cursor = haystack;
    size_t remaining = haystack_length;
    while (remaining >= needle_length) {
        const unsigned char *found = memmem(cursor, remaining, needle, needle_length);
        if (found == NULL) return 0;
        size_t offset = (size_t)(found - start);
        if (prefix_length == 0 || offset < prefix_length ||
            memcmp(found - prefix_length, except_prefix, prefix_length) != 0) {
            return 1;
        }
        cursor = found + 1;
        remaining = haystack_length - (offset + 1);
    }
    return 0;
}

ptrdiff_t rxtree_find_any_not_after(const void *haystack, size_t haystack_length, size_t from, const unsigned int *pair_table,
                                   const unsigned char *shift_table, size_t shortest,
                                   const void *needle_bytes, const size_t *needle_offsets, const size_t *needle_lengths,
                                   const void *except_prefix, size_t prefix_length) {
    const unsigned char *bytes = haystack;
    const unsigned char *needles = needle_bytes;
    if (shortest < 2) return -1;
    size_t offset = from;
    while (offset + shortest <= haystack_length) {
        size_t end = offset + shortest - 1;
        size_t shift = shift_table[((size_t)bytes[end - 1] << 8) | bytes[end]];
        if (shift != 0) {
            offset += shift;
            continue;
        }
        unsigned int candidates = pair_table[((size_t)bytes[offset] << 8) | bytes[offset + 1]];
        while (candidates != 0) {
            unsigned int k = (unsigned int)__builtin_ctz(candidates);
            candidates &= candidates - 1;
            size_t length = needle_lengths[k];
            if (length <= haystack_length - offset && memcmp(bytes + offset, needles + needle_offsets[k], length) == 0 &&
                (prefix_length == 0 || offset < prefix_length ||
                 memcmp(bytes + offset - prefix_length, except_prefix, prefix_length) != 0)) {
                return (ptrdiff_t)offset;
            }
        }
        offset++;
    }
    return -1;
}
