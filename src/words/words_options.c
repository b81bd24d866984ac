/*
 * words_options.c - refused options and choices in words (words_options.h).
 */
#include "words_options.h"

#include <stdio.h>

#include "intl.h"
#include "words_files.h"

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

char *words_ballot_error(const BallotError *why, char *buf, size_t size)
{
    switch (why->code) {
    case BALLOT_OK: snprintf(buf, size, "%s", ""); break;
    case BALLOT_ENV_UNREADABLE: snprintf(buf, size, _("DAMA_OPENINGS names %s, which cannot be read"), why->path); break;
    case BALLOT_MISSING:
        snprintf(buf, size,
                 _("the ballot openings are missing: looked for %s and %s (reinstall dama, or set DAMA_OPENINGS)"),
                 why->path, why->other);
        break;
    case BALLOT_UNREADABLE: words_file_problem(&why->file, buf, size); break; /* path first */
    case BALLOT_OUT_OF_MEMORY: snprintf(buf, size, _("%s: out of memory"), why->path); break;
    case BALLOT_NONE_IN_FILE: snprintf(buf, size, _("%s holds no ballot ([FEN \"...\"] lines)"), why->path); break;
    case BALLOT_OUT_OF_RANGE:
        snprintf(buf, size,
                 P_("there is %d ballot: give a number from 1 to %d, not %d",
                    "there are %d ballots: give a number from 1 to %d, not %d", why->count),
                 why->count, why->count, why->number);
        break;
    case BALLOT_BROKEN: snprintf(buf, size, _("ballot %d is broken: %s"), why->number, why->detail); break;
    }
    return buf;
}
