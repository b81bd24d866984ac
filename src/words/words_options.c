/*
 * words_options.c - refused options and choices in words (words_options.h).
 */
#include "words_options.h"

#include <stdio.h>

#include "intl.h"

char *words_limits_error(const LimitsError *why, const char *option, char *buf, size_t size)
{
    switch (why->code) {
    case LIMITS_OK: snprintf(buf, size, "%s", ""); break;
    case LIMITS_UNKNOWN_NAME: snprintf(buf, size, _("%s is not a search limit"), option); break;
    case LIMITS_VALUE_MISSING:
        snprintf(buf, size, _("%s needs a whole number from %d to %d"), option, why->min, why->max);
        break;
    case LIMITS_VALUE_OUT_OF_RANGE:
        snprintf(buf, size, _("%s needs a whole number from %d to %d, not '%s'"), option, why->min, why->max,
                 why->value);
        break;
    case LIMITS_INCREMENT_WITHOUT_TIME:
        snprintf(buf, size, _("%s without %s: an increment needs the time left"), why->name, why->other);
        break;
    case LIMITS_NO_TIME_FOR_MOVER:
        snprintf(buf, size, _("no clock time given for the side to move (%s)"), why->name);
        break;
    }
    return buf;
}
