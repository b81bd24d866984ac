/*
 * rating.h - the player's rating, worked out from the archive against the
 * levels' Elo figures (docs/stats.md has the rule, docs/levels.md the
 * figures).
 *
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a
 * player has a rating, a rating deviation (how sure the rating is) and a
 * volatility (how erratic their results are).  Everyone starts at
 * RATING_START with deviation RATING_START_RD and volatility
 * RATING_START_VOLATILITY.  Each rated game is a rating period of its own,
 * against an engine level whose rating is level_elo(L) with the fixed small
 * deviation RATING_LEVEL_RD (the ladder measured it).  A rating is
 * provisional while its deviation is RATING_PROVISIONAL_RD or more.  Only
 * rated games count (archive.h, ArchivedGame.rated), and only finished
 * ones; the order of the games is the archive's.
 */
#ifndef DAMA_RATING_H
#define DAMA_RATING_H

#include "archive.h"

enum {
    RATING_START = 1000,          /* between levels 2 and 3 */
    RATING_START_RD = 350,
    RATING_LEVEL_RD = 50,
    RATING_PROVISIONAL_RD = 110
};

/* Glicko-2's constants: the starting volatility and the system constant
 * tau, which limits how fast the volatility changes (Glickman suggests
 * 0.3 to 1.2; 0.5 is his example's). */
#define RATING_START_VOLATILITY 0.06
#define RATING_TAU 0.5

/* A rating on the Glicko scale (the Elo-like one, not Glicko-2's internal). */
typedef struct Glicko {
    double rating;
    double deviation;
    double volatility;
} Glicko;

/* One game of a rating period: the opponent and the score (1, 0.5, 0). */
typedef struct GlickoGame {
    double rating, deviation;
    double score;
} GlickoGame;

/* The starting rating. */
Glicko glicko_initial(void);
/* The rating after a period of n games (n 0: only the deviation grows),
 * by Glickman's steps 1-8 with the Illinois iteration for the volatility. */
Glicko glicko_update(const Glicko *player, const GlickoGame *games, int n, double tau);
/* The deviation is still too large for the rating to mean much. */
bool glicko_provisional(const Glicko *g);
/* The rating as a whole number, as shown and written in Elo tags. */
int glicko_rounded(const Glicko *g);

/* One rated game: the archive game's index and the rating around it. */
typedef struct RatingPoint {
    int game;
    int before, after;     /* rounded ratings */
    Glicko after_glicko;
} RatingPoint;

typedef struct RatingHistory {
    RatingPoint *points;   /* in archive order */
    int count;
    int rating;            /* the current rating, rounded (RATING_START with no game) */
    Glicko current;
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
