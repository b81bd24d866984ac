/*
 * levels.c - what each playing level does (docs/levels.md).
 */
#include <stdlib.h>
#include <string.h>

#include "levels.h"

/* Thinking time per move.  The levels below full strength stop at their
 * own depth or node cap well before it; at full strength this is what a
 * move takes. */
enum { LEVEL_MOVETIME_MS = 1000 };

/* The weakest level that plays from the opening book. */
enum { BOOK_MIN_LEVEL = 8 };

/* Spaced by a ladder of matches (docs/levels.md): depth with noise and
 * slips up to level 7, node caps for 8 and 9 (limits that do not depend
 * on the machine's speed or load), the whole time budget for 10. */
static const LevelSpec LEVELS[MAX_LEVEL + 1] = {
    /*        depth  nodes  noise  slip%  slip margin */
    [1] = {1, 0, 200, 30, 400},
    [2] = {2, 0, 150, 20, 300},
    [3] = {3, 0, 150, 15, 250},
    [4] = {3, 0, 90, 8, 180},
    [5] = {4, 0, 60, 5, 120},
    [6] = {5, 0, 25, 1, 50},
    [7] = {6, 0, 12, 0, 0},
    [8] = {0, 10000, 0, 0, 0},
    [9] = {0, 100000, 0, 0, 0},
    [10] = {0, 0, 0, 0, 0},
};

/* From the ladder of docs/levels.md (tools/ladder.sh): level 1 is the
 * anchor, each level above adds its match's Elo difference. */
static const int LEVEL_ELO[MAX_LEVEL + 1] = {
    [1] = 600, [2] = 863, [3] = 1121, [4] = 1419, [5] = 1737,
    [6] = 2063, [7] = 2219, [8] = 2465, [9] = 2791, [10] = 2955,
};

int level_normalise(int level)
{
    return level >= MIN_LEVEL && level <= MAX_LEVEL ? level : MAX_LEVEL;
}

bool level_is_full_strength(int level)
{
    return level_normalise(level) == MAX_LEVEL;
}

bool level_uses_book(int level)
{
    return level_normalise(level) >= BOOK_MIN_LEVEL;
}

const LevelSpec *level_spec(int level)
{
    return &LEVELS[level_normalise(level)];
}

static int clamp_level(int level)
{
    return level < MIN_LEVEL ? MIN_LEVEL : level > MAX_LEVEL ? MAX_LEVEL : level;
}

int level_elo(int level)
{
    return LEVEL_ELO[clamp_level(level)];
}

int level_of_engine_name(const char *name)
{
    size_t n = strlen(LEVEL_ENGINE_NAME_PREFIX);
    char *end;
    if (strncmp(name, LEVEL_ENGINE_NAME_PREFIX, n) != 0)
        return 0;
    long level = strtol(name + n, &end, 10);
    return end != name + n && *end == '\0' && level >= MIN_LEVEL && level <= MAX_LEVEL ? (int)level : 0;
}

SearchLimits level_limits(int level)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.level = clamp_level(level);
    lim.movetime_ms = LEVEL_MOVETIME_MS;
    lim.contempt = LEVEL_CONTEMPT;
    return lim;
}

SearchLimits level_quick_limits(int movetime_ms)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.level = MAX_LEVEL;
    lim.movetime_ms = movetime_ms;
    return lim;
}

SearchLimits level_draw_limits(void) { return level_quick_limits(LEVEL_MOVETIME_MS); }
