/*
 * stats.c - counting the archive's games for dama stats (stats.h).
 */
#include "stats.h"

#include <string.h>

#include "rating.h"

static void note_streak(Stats *s, PlayerOutcome o)
{
    if (o == OUTCOME_UNFINISHED)
        return;
    if (s->streak > 0 && s->streak_outcome == o) {
        s->streak++;
    } else {
        s->streak_outcome = o;
        s->streak = 1;
    }
}

void stats_count(const Archive *a, const char *player, Stats *s)
{
    memset(s, 0, sizeof *s);
    s->best_win = -1;
    for (int i = 0; i < a->count; i++) {
        const ArchivedGame *g = &a->games[i];
        if (!archive_game_is_of(g, player))
            continue;
        s->games++;
        if (g->rated)
            s->rated++;
        else
            s->casual++;
        /* A game played on after its rated result was taken back counts
         * with that result, as the rating does (docs/archive.md). */
        PlayerOutcome outcome = g->rated_outcome;
        int level = g->rated_level;
        s->outcomes[outcome]++;
        s->by_level[level][outcome]++; /* the archive keeps 1..MAX_LEVEL only */
        s->by_colour[g->player_side][outcome]++;
        note_streak(s, outcome);
        /* A casual game's win (a set-up ending, say) proves nothing. */
        if (g->rated && outcome == OUTCOME_WIN && (s->best_win < 0 || level > a->games[s->best_win].rated_level))
            s->best_win = i;
    }
}
