/*
 * search_limits.c - reading search limits from words (see search_limits.h).
 */
#include "search_limits.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "numparse.h"
#include "text.h"

enum { QUOTED_VALUE_MAX = 20 }; /* bytes of a bad value quoted back */

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

bool limits_set(LimitsRequest *r, const char *name, const char *value, char *err, size_t size)
{
    const LimitSpec *spec = find_spec(name);
    int v;
    if (spec == NULL) {
        snprintf(err, size, "is not a search limit");
        return false;
    }
    if (!parse_int(value, spec->min, spec->max, &v)) {
        if (value == NULL)
            snprintf(err, size, "needs a whole number from %d to %d", spec->min, spec->max);
        else {
            char shown[QUOTED_VALUE_MAX + 1]; /* cut on a character boundary */
            text_sanitize(shown, sizeof shown, value);
            snprintf(err, size, "needs a whole number from %d to %d, not '%s'", spec->min, spec->max, shown);
        }
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

bool limits_resolve(const LimitsRequest *r, int side, SearchLimits *out, char *err, size_t size)
{
    static const char *const TIME_NAME[2] = {"wtime", "btime"}, *const INC_NAME[2] = {"winc", "binc"};
    for (int s = WHITE; s <= BLACK; s++)
        if (r->inc_ms[s] >= 0 && r->time_ms[s] < 0) {
            snprintf(err, size, "%s without %s: an increment needs the time left", INC_NAME[s], TIME_NAME[s]);
            return false;
        }
    *out = r->lim;
    int left = r->time_ms[side];
    if (left >= 0) {
        out->time_left_ms = left > 0 ? left : 1; /* out of time: move at once */
        out->increment_ms = r->inc_ms[side] > 0 ? r->inc_ms[side] : 0;
    } else if (r->time_ms[!side] >= 0) {
        snprintf(err, size, "no clock time given for the side to move (%s)", TIME_NAME[side]);
        return false;
    }
    return true;
}
