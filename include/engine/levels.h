/*
 * levels.h - the engine's playing levels, in one place (docs/levels.md):
 * their range, the default, what each level below full strength does
 * (depth or node cap, noise, blunders), each level's Elo figure from the
 * ladder of matches, and the search limits a player at a level gets.  The
 * search reads a level's LevelSpec; front ends ask for limits.
 */
#ifndef DAMA_LEVELS_H
#define DAMA_LEVELS_H

#include <stdbool.h>
#include <stdint.h>

#include "search_limits.h" /* SearchLimits and the level range */

/* The range, MIN_LEVEL..MAX_LEVEL (full strength), is search_limits.h's. */
enum { DEFAULT_LEVEL = 6 };   /* docs/levels.md: club beginners, replies at once */

/* What a playing level below full strength means (docs/levels.md). */
typedef struct LevelSpec {
    int depth;             /* iterative deepening stops here; 0: no cap */
    uint64_t nodes;        /* the search stops after this many nodes; 0: no cap */
    int noise;             /* root scores get a random +-noise (then every
                              root move is scored exactly) */
    int blunder_pct;       /* chance of picking any move within blunder_margin */
    int blunder_margin;
} LevelSpec;

/* A level in MIN_LEVEL..MAX_LEVEL; 0 (and anything out of range) means
 * full strength, as SearchLimits.level does. */
int level_normalise(int level);
bool level_is_full_strength(int level);
const LevelSpec *level_spec(int level);
/* Whether a level plays the opening book's moves (docs/book.md): the
 * strong levels do; the weaker ones think, so their mistakes stay theirs. */
bool level_uses_book(int level);

/* A level's Elo on the ladder's scale (docs/levels.md: level 1 = 600);
 * the level is clamped to MIN_LEVEL..MAX_LEVEL. */
int level_elo(int level);

/* The engine's name in PDN tags is this prefix and its level: "dama level 6". */
#define LEVEL_ENGINE_NAME_PREFIX "dama level "
/* "dama level 4" -> 4; 0 when name is not the engine at a level in range. */
int level_of_engine_name(const char *name);

/* The contempt of a move in play (SearchLimits.contempt): a draw is worth a
 * tenth of a man less than the evaluation's even, so the engine plays on
 * when it is not behind.  Hints, draw questions, analysis and `dama best`
 * use 0. */
enum { LEVEL_CONTEMPT = 10 };

/* The limits of a move played at a level (clamped to MIN..MAX_LEVEL),
 * with LEVEL_CONTEMPT. */
SearchLimits level_limits(int level);
/* A short full-strength search: hints (contempt 0). */
SearchLimits level_quick_limits(int movetime_ms);
/* The search that weighs a draw offer: full strength, as long as a move
 * at full strength (the session's rule reads its score: session.h). */
SearchLimits level_draw_limits(void);

#endif
