/*
 * search_limits.c - reading search limits from words (see search_limits.h).
 */
#include "search_limits.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "numparse.h"
#include "text.h"

typedef enum {
    F_DEPTH, F_MOVETIME, F_NODES, F_LEVEL, F_WTIME, F_BTIME, F_WINC, F_BINC
} LimitField;

typedef struct LimitSpec {
    const char *name;
    unsigned group; /* LIMIT_* */
    LimitField field;
    int min, max;
} LimitSpec;

static const LimitSpec SPECS[] = {
    {"depth", LIMIT_DEPTH, F_DEPTH, 1, MAX_PLY},
    {"movetime", LIMIT_MOVETIME, F_MOVETIME, 1, LIMIT_MS_MAX},
    {"nodes", LIMIT_NODES, F_NODES, 1, LIMIT_NODES_MAX},
    {"level", LIMIT_LEVEL, F_LEVEL, MIN_LEVEL, MAX_LEVEL},
    {"wtime", LIMIT_CLOCK, F_WTIME, 0, LIMIT_MS_MAX},
    {"btime", LIMIT_CLOCK, F_BTIME, 0, LIMIT_MS_MAX},
    {"winc", LIMIT_CLOCK, F_WINC, 0, LIMIT_MS_MAX},
    {"binc", LIMIT_CLOCK, F_BINC, 0, LIMIT_MS_MAX},
};
enum { NSPECS = sizeof SPECS / sizeof SPECS[0] };

static const LimitSpec *find_spec(const char *name)
{
    for (int i = 0; i < NSPECS; i++)
        if (strcmp(SPECS[i].name, name) == 0)
            return &SPECS[i];
    return NULL;
}

void limits_request_init(LimitsRequest *r)
{
    memset(r, 0, sizeof *r);
    r->time_ms[WHITE] = r->time_ms[BLACK] = -1;
    r->inc_ms[WHITE] = r->inc_ms[BLACK] = -1;
}

bool limits_is_name(const char *name, unsigned accepted)
{
    const LimitSpec *spec = find_spec(name);
    return spec != NULL && (spec->group & accepted) != 0;
}

static void store(LimitsRequest *r, LimitField field, int v)
{
    switch (field) {
    case F_DEPTH: r->lim.depth = v; break;
    case F_MOVETIME: r->lim.movetime_ms = v; break;
    case F_NODES: r->lim.nodes = (uint64_t)v; break;
    case F_LEVEL: r->lim.level = v; break;
    case F_WTIME: r->time_ms[WHITE] = v; break;
    case F_BTIME: r->time_ms[BLACK] = v; break;
    case F_WINC: r->inc_ms[WHITE] = v; break;
    case F_BINC: r->inc_ms[BLACK] = v; break;
    }
}

static bool refuse(LimitsError *why, LimitsProblem code, const char *name, const char *other)
{
    memset(why, 0, sizeof *why);
    why->code = code;
    why->name = name;
    why->other = other;
    return false;
}

bool limits_set(LimitsRequest *r, const char *name, const char *value, LimitsError *why)
{
    const LimitSpec *spec = find_spec(name);
    int v;
    if (spec == NULL)
        return refuse(why, LIMITS_UNKNOWN_NAME, NULL, NULL);
    if (!parse_int(value, spec->min, spec->max, &v)) {
        refuse(why, value == NULL ? LIMITS_VALUE_MISSING : LIMITS_VALUE_OUT_OF_RANGE, spec->name, NULL);
        why->min = spec->min;
        why->max = spec->max;
        if (value != NULL)
            text_sanitize(why->value, sizeof why->value, value); /* cut on a character boundary */
        return false;
    }
    store(r, spec->field, v);
    return true;
}

bool limits_unbounded(const LimitsRequest *r)
{
    return r->lim.depth == 0 && r->lim.movetime_ms == 0 && r->lim.nodes == 0 && r->time_ms[WHITE] < 0 &&
           r->time_ms[BLACK] < 0;
}

bool limits_resolve(const LimitsRequest *r, int side, SearchLimits *out, LimitsError *why)
{
    static const char *const TIME_NAME[2] = {"wtime", "btime"}, *const INC_NAME[2] = {"winc", "binc"};
    for (int s = WHITE; s <= BLACK; s++)
        if (r->inc_ms[s] >= 0 && r->time_ms[s] < 0)
            return refuse(why, LIMITS_INCREMENT_WITHOUT_TIME, INC_NAME[s], TIME_NAME[s]);
    *out = r->lim;
    int left = r->time_ms[side];
    if (left >= 0) {
        out->time_left_ms = left > 0 ? left : 1; /* out of time: move at once */
        out->increment_ms = r->inc_ms[side] > 0 ? r->inc_ms[side] : 0;
    } else if (r->time_ms[!side] >= 0) {
        return refuse(why, LIMITS_NO_TIME_FOR_MOVER, TIME_NAME[side], NULL);
    }
    return true;
}

void limits_error_format(const LimitsError *why, char *buf, size_t size)
{
    switch (why->code) {
    case LIMITS_OK: snprintf(buf, size, "no error"); break;
    case LIMITS_UNKNOWN_NAME: snprintf(buf, size, "is not a search limit"); break;
    case LIMITS_VALUE_MISSING: snprintf(buf, size, "needs a whole number from %d to %d", why->min, why->max); break;
    case LIMITS_VALUE_OUT_OF_RANGE:
        snprintf(buf, size, "needs a whole number from %d to %d, not '%s'", why->min, why->max, why->value);
        break;
    case LIMITS_INCREMENT_WITHOUT_TIME:
        snprintf(buf, size, "%s without %s: an increment needs the time left", why->name, why->other);
        break;
    case LIMITS_NO_TIME_FOR_MOVER:
        snprintf(buf, size, "no clock time given for the side to move (%s)", why->name);
        break;
    }
}
