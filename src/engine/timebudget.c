/*
 * timebudget.c - the time a search may use (see timebudget.h).
 */
#include "timebudget.h"

static TimeBudget movetime_budget(int64_t movetime)
{
    int64_t margin = movetime > TB_MOVETIME_SHORT_MS ? TB_MOVETIME_MARGIN_MS : movetime / TB_SHORT_MARGIN_DIV;
    TimeBudget b = {movetime - margin, movetime - margin};
    return b;
}

static TimeBudget clock_budget(int64_t left, int64_t inc)
{
    int64_t reserve = left > TB_CLOCK_LOW_MS ? TB_CLOCK_RESERVE_MS : left / TB_LOW_RESERVE_DIV;
    int64_t usable = left - reserve;
    int64_t soft = usable / TB_MOVES_TO_GO + inc * TB_INC_SOFT_NUM / TB_INC_SOFT_DEN;
    int64_t hard = soft * TB_HARD_OVER_SOFT;
    int64_t ceiling = usable / TB_HARD_LEFT_DIV + inc / TB_HARD_INC_DIV;
    if (hard > ceiling)
        hard = ceiling;
    if (soft > hard)
        soft = hard;
    if (hard < 1)
        hard = 1;
    TimeBudget b = {soft, hard};
    return b;
}

TimeBudget time_budget(const SearchLimits *lim)
{
    if (lim->movetime_ms > 0)
        return movetime_budget(lim->movetime_ms);
    if (lim->time_left_ms > 0)
        return clock_budget(lim->time_left_ms, lim->increment_ms > 0 ? lim->increment_ms : 0);
    TimeBudget none = {0, 0};
    return none;
}

/* How many times longer the next iteration should take than the last. */
static int64_t predicted_growth(int64_t last_ms, int64_t prev_ms)
{
    int64_t growth;
    if (last_ms < TB_GROWTH_MIN_MS || prev_ms < TB_GROWTH_MIN_MS)
        return TB_GROWTH_UNKNOWN;
    growth = (last_ms + prev_ms - 1) / prev_ms;
    if (growth < TB_GROWTH_MIN)
        return TB_GROWTH_MIN;
    return growth > TB_GROWTH_MAX ? TB_GROWTH_MAX : growth;
}

bool time_budget_next_iteration(const TimeBudget *b, int64_t elapsed_ms, int64_t last_ms, int64_t prev_ms)
{
    int64_t first_move_ms;
    /* No soft budget (none, or a clock too low for one): only the hard one
     * stops the search. */
    if (b->soft_ms == 0 || b->hard_ms == 0)
        return true;
    if (elapsed_ms >= b->soft_ms)
        return false;
    if (b->soft_ms >= b->hard_ms)
        return true;
    first_move_ms = last_ms * predicted_growth(last_ms, prev_ms) / TB_FIRST_MOVE_DIV;
    return elapsed_ms + first_move_ms <= b->hard_ms;
}
