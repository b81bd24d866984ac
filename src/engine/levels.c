/*
 * levels.c - what each playing level does (docs/levels.md).
 */
#include <string.h>

#include "levels.h"

/* Thinking time per move.  The levels below full strength stop at their
 * own depth well before it; at full strength this is what a move takes. */
enum { LEVEL_MOVETIME_MS = 1000 };

static const LevelSpec LEVELS[MAX_LEVEL + 1] = {
    [1] = {2, 150, 20, 300}, [2] = {2, 110, 15, 250}, [3] = {3, 80, 10, 200},
    [4] = {4, 60, 8, 150},   [5] = {5, 45, 5, 120},   [6] = {6, 30, 3, 80},
    [7] = {8, 20, 0, 0},     [8] = {10, 10, 0, 0},    [9] = {14, 5, 0, 0},
    [10] = {0, 0, 0, 0},
};

int level_normalise(int level)
{
    return level >= MIN_LEVEL && level <= MAX_LEVEL ? level : MAX_LEVEL;
}

bool level_is_full_strength(int level)
{
    return level_normalise(level) == MAX_LEVEL;
}

const LevelSpec *level_spec(int level)
{
    return &LEVELS[level_normalise(level)];
}

SearchLimits level_limits(int level)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    if (level < MIN_LEVEL)
        level = MIN_LEVEL;
    if (level > MAX_LEVEL)
        level = MAX_LEVEL;
    lim.level = level;
    lim.movetime_ms = LEVEL_MOVETIME_MS;
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
