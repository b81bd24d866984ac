/*
 * stats.h - what the archive says about a player: games and results by
 * level and by colour, the current streak and the best win (dama stats).
 */
#ifndef DAMA_STATS_H
#define DAMA_STATS_H

#include "archive.h"
#include "levels.h"

typedef struct Stats {
    int games;                              /* every game of the player */
    int rated, casual;                      /* of them, rated (unfinished too) and casual */
    int outcomes[NUM_OUTCOMES];
    int by_level[MAX_LEVEL + 1][NUM_OUTCOMES];
    int by_colour[2][NUM_OUTCOMES];         /* WHITE, BLACK */
    /* The last finished games that went the same way (unfinished games
     * neither extend nor break it); streak 0 with no finished game. */
    PlayerOutcome streak_outcome;
    int streak;
    int best_win;  /* archive index of the rated win against the highest
                      level (the first such), -1 without one */
} Stats;

/* Count the archive's games of player (NULL: every game). */
void stats_count(const Archive *a, const char *player, Stats *s);

#endif
