/*
 * numparse.h - whole numbers typed by people and programs, read strictly:
 * the whole text must be the number ("12x", "", " 3" are refused).
 */
#ifndef DAMA_NUMPARSE_H
#define DAMA_NUMPARSE_H

#include <stdbool.h>

/* Parse s (may be NULL) as a decimal int in [min, max] into *out; false
 * on anything else, leaving *out untouched. */
bool parse_int(const char *s, int min, int max, int *out);

#endif
