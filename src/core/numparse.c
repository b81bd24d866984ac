/*
 * numparse.c - strict whole numbers (see numparse.h).
 */
#include "numparse.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

bool parse_int(const char *s, int min, int max, int *out)
{
    if (s == NULL || *s == '\0' || isspace((unsigned char)*s))
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return false;
    *out = (int)v;
    return true;
}
