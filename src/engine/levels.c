/*
 * levels.c - the playing levels' Elo figures (docs/levels.md).
 */
#include "levels.h"

/* From the ladder of matches in docs/levels.md (tools/ladder.sh): level 1
 * is the anchor, each level above adds its match's Elo difference. */
static const int LEVEL_ELO[MAX_LEVEL + 1] = {
    [1] = 600, [2] = 873, [3] = 1090, [4] = 1327, [5] = 1591,
    [6] = 1908, [7] = 2113, [8] = 2300, [9] = 2500, [10] = 2700,
};

int level_elo(int level)
{
    if (level < MIN_LEVEL)
        level = MIN_LEVEL;
    if (level > MAX_LEVEL)
        level = MAX_LEVEL;
    return LEVEL_ELO[level];
}
