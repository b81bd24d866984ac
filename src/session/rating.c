/*
 * rating.c - the player's Elo rating from the archive (rating.h).
 */
#include "rating.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

double rating_expected(int r, int opp)
{
    return 1.0 / (1.0 + pow(10.0, (opp - r) / 400.0));
}

int rating_after(int r, int games_rated, int opp, double score)
{
    int k = games_rated < RATING_NEW_GAMES ? RATING_K_NEW : RATING_K;
    return r + (int)lround(k * (score - rating_expected(r, opp)));
}

bool archive_game_is_of(const ArchivedGame *g, const char *player)
{
    return player == NULL || strcmp(g->player, player) == 0;
}

static double score_of(PlayerOutcome o)
{
    return o == OUTCOME_WIN ? 1.0 : o == OUTCOME_DRAW ? 0.5 : 0.0;
}

bool rating_history(const Archive *a, const char *player, LevelEloFn level_elo, RatingHistory *h)
{
    memset(h, 0, sizeof *h);
    h->rating = RATING_START;
    if (a->count > 0 && (h->points = malloc((size_t)a->count * sizeof *h->points)) == NULL)
        return false;
    for (int i = 0; i < a->count; i++) {
        const ArchivedGame *g = &a->games[i];
        if (!archive_game_is_of(g, player) || g->outcome == OUTCOME_UNFINISHED)
            continue;
        RatingPoint *p = &h->points[h->count];
        p->game = i;
        p->before = h->rating;
        p->after = rating_after(h->rating, h->count, level_elo(g->level), score_of(g->outcome));
        h->rating = p->after;
        h->count++;
    }
    return true;
}

void rating_history_free(RatingHistory *h)
{
    free(h->points);
    memset(h, 0, sizeof *h);
}
