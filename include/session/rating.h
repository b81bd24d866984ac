/*
 * rating.h - the player's rating, worked out from the archive against the
 * levels' Elo figures (docs/levels.md has the rule and the figures).
 *
 * Elo with a fixed rule: everyone starts at RATING_START; after each
 * finished game against level L, R' = R + round(K * (S - E)) with S = 1, 1/2
 * or 0 and E = 1 / (1 + 10^((Elo(L) - R) / 400)); K is RATING_K_NEW for the
 * first RATING_NEW_GAMES rated games, then RATING_K.  Unfinished games are
 * not rated.  The levels' figures are fixed, so the order of the games is
 * all that matters: the archive's order.
 */
#ifndef DAMA_RATING_H
#define DAMA_RATING_H

#include "archive.h"

enum {
    RATING_START = 1000,
    RATING_K_NEW = 40,
    RATING_K = 20,
    RATING_NEW_GAMES = 20
};

/* The expected score (0..1) of a player rated r against one rated opp. */
double rating_expected(int r, int opp);
/* The rating after a game worth score (1, 0.5, 0) against opp, for a
 * player with games_rated rated games before this one. */
int rating_after(int r, int games_rated, int opp, double score);

/* One rated game: the archive game's index and the rating around it. */
typedef struct RatingPoint {
    int game;
    int before, after;
} RatingPoint;

typedef struct RatingHistory {
    RatingPoint *points;   /* in archive order */
    int count;
    int rating;            /* the current rating (RATING_START with no game) */
} RatingHistory;

/* The opponent's rating for a level (levels.h's level_elo). */
typedef int (*LevelEloFn)(int level);

/* Rate the archive's games of player (NULL: every game) in order.  False
 * when out of memory. */
bool rating_history(const Archive *a, const char *player, LevelEloFn level_elo, RatingHistory *h);
void rating_history_free(RatingHistory *h);

/* True when archive game g belongs to player (NULL: everyone). */
bool archive_game_is_of(const ArchivedGame *g, const char *player);

#endif
