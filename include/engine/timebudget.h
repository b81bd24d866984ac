/*
 * timebudget.h - how long one search may think, from its limits.
 *
 * Two figures: the soft budget (do not start another iteration after it)
 * and the hard one (abort the iteration in progress).  A fixed move time
 * uses the whole time for both, less a margin to print and return: an
 * unfinished iteration still counts, since a better move found in it is
 * played.  With a clock the engine plans for TB_MOVES_TO_GO more moves, adds
 * most of the increment and may overrun that plan TB_HARD_OVER_SOFT times on
 * a hard position, but never uses more than a third of what is left (plus
 * half the increment) on one move.  docs/protocol.md tells users the same.
 *
 * Whether the next iteration is started is decided from the iterations so
 * far (time_budget_next_iteration): never once the soft budget is spent;
 * with a fixed move time always before that (time left over cannot be kept,
 * so any of it spent searching can only help); on a clock only when the
 * last iteration's growth says the next can finish, or at least search its
 * first root move (where a new best is usually found), before the hard
 * budget: otherwise the time is kept for later moves.
 */
#ifndef DAMA_TIMEBUDGET_H
#define DAMA_TIMEBUDGET_H

#include <stdbool.h>
#include <stdint.h>

#include "search_limits.h"

enum {
    TB_MOVETIME_MARGIN_MS = 5,   /* a fixed move time ends this much early... */
    TB_MOVETIME_SHORT_MS = 50,   /* ...unless it is this short or less: then by */
    TB_SHORT_MARGIN_DIV = 10,    /* a tenth of it */
    TB_CLOCK_RESERVE_MS = 50,    /* never touched on the clock... */
    TB_CLOCK_LOW_MS = 200,       /* ...once the time left is this low or less: then */
    TB_LOW_RESERVE_DIV = 4,      /* a quarter of it is */
    TB_MOVES_TO_GO = 30,         /* the soft budget plans for this many more moves */
    TB_INC_SOFT_NUM = 3,         /* and adds 3/4 of the increment */
    TB_INC_SOFT_DEN = 4,
    TB_HARD_OVER_SOFT = 4,       /* the hard budget is at most 4 soft ones */
    TB_HARD_LEFT_DIV = 3,        /* and at most a third of the usable time */
    TB_HARD_INC_DIV = 2,         /* plus half the increment */
    TB_GROWTH_MIN = 2,           /* an iteration is predicted to take 2x..8x the last one: */
    TB_GROWTH_MAX = 8,           /*   its ratio to the one before, clamped to this range, */
    TB_GROWTH_UNKNOWN = 4,       /*   or 4x when the last two were too short to tell (under */
    TB_GROWTH_MIN_MS = 2,        /*   2 ms each) */
    TB_FIRST_MOVE_DIV = 2        /* the first root move takes about half of an iteration */
};

typedef struct TimeBudget {
    int64_t soft_ms; /* 0: none (a tiny clock may still have a hard one) */
    int64_t hard_ms; /* 0: no time limit; else at least 1 */
} TimeBudget;

/* The budget of a search with these limits (a move time wins over a clock;
 * neither: no time limit). */
TimeBudget time_budget(const SearchLimits *lim);

/* Whether to start another iteration, elapsed_ms into the search, when the
 * last one took last_ms and the one before prev_ms (0 for none). */
bool time_budget_next_iteration(const TimeBudget *b, int64_t elapsed_ms, int64_t last_ms, int64_t prev_ms);

#endif
