#ifndef RXTREE_CMALLOC_H
#define RXTREE_CMALLOC_H

/// Stops glibc from returning heap memory to the system after every parsed file.
/// No effect on platforms without glibc.
void rxtree_tune_malloc(void);

#endif
