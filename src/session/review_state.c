/*
 * review_state.c - looking back, the analysis and their settings, for a
 * front end (review_state.h).
 */
#include "review_state.h"

#include <stdio.h>

bool review_state_init(ReviewState *rs, const Session *s, FileProblem *why)
{
    review_init(&rs->shown);
    rs->all_marks = false;
    bool read = settings_load(&s->files, &rs->settings, why);
    rs->analysis = analysis_job_new();
    if (rs->analysis != NULL)
        analysis_job_set_egdb(rs->analysis, s->egdb);
    return read;
}

void review_state_free(ReviewState *rs)
{
    analysis_job_free(rs->analysis);
    rs->analysis = NULL;
}

void review_state_reset(ReviewState *rs)
{
    review_leave(&rs->shown);
    if (rs->analysis != NULL)
        analysis_job_forget(rs->analysis);
}

/* ------------------------------------------------------------------ */
/* Which position is shown.                                           */

ReviewStep review_state_goto(ReviewState *rs, const Game *g, int ply)
{
    if (!review_goto(&rs->shown, g, ply))
        return review_active(&rs->shown, g) || ply <= 0 ? REVIEW_NOTHING_BEFORE : REVIEW_AT_GAME;
    return review_active(&rs->shown, g) ? REVIEW_SHOWS_EARLIER : REVIEW_SHOWS_GAME;
}

ReviewStep review_state_step(ReviewState *rs, const Game *g, int delta)
{
    return review_state_goto(rs, g, review_shown_ply(&rs->shown, g) + delta);
}

/* ------------------------------------------------------------------ */
/* The marks.                                                         */

/* Both sides human or both engines: there is no "own" side. */
static bool nobody_plays_the_engine(const Session *s)
{
    return session_is_human(s, WHITE) == session_is_human(s, BLACK);
}

int review_state_marks_side(const ReviewState *rs, const Session *s)
{
    if (rs->all_marks || nobody_plays_the_engine(s))
        return REVIEW_ANY_SIDE;
    return session_is_human(s, WHITE) ? WHITE : BLACK;
}

bool review_state_mark_shown(const ReviewState *rs, const Session *s, const GameReview *gr, int valid, int ply)
{
    if (gr == NULL || ply < 0 || ply >= valid || ply >= gr->nplies || gr->plies[ply].verdict == VERDICT_GOOD)
        return false;
    int side = review_state_marks_side(rs, s);
    return side == REVIEW_ANY_SIDE || gr->plies[ply].side == side;
}

ReviewMarks review_state_toggle_marks(ReviewState *rs, const Session *s)
{
    if (nobody_plays_the_engine(s))
        return REVIEW_MARKS_BOTH_ALWAYS;
    rs->all_marks = !rs->all_marks;
    return rs->all_marks ? REVIEW_MARKS_BOTH : REVIEW_MARKS_OWN;
}

const GameReview *review_state_game_review(const ReviewState *rs, const Game *g, int *valid)
{
    *valid = 0;
    return rs->analysis != NULL ? analysis_job_review(rs->analysis, g, valid) : NULL;
}

ReviewMarkFound review_state_next_mark(ReviewState *rs, const Session *s, int *ply)
{
    int valid;
    const GameReview *gr = review_state_game_review(rs, &s->game, &valid);
    if (gr == NULL)
        return REVIEW_MARK_NO_ANALYSIS;
    int side = review_state_marks_side(rs, s);
    int i = review_next_marked(&rs->shown, &s->game, gr, valid, VERDICT_INACCURACY, side);
    if (i < 0)
        return REVIEW_MARK_NONE;
    review_goto(&rs->shown, &s->game, i + 1);
    *ply = i;
    return REVIEW_MARK_FOUND;
}

/* ------------------------------------------------------------------ */
/* The analysis.                                                      */

static bool analysis_running(const ReviewState *rs)
{
    return rs->analysis != NULL && analysis_job_running(rs->analysis);
}

ReviewAnalysisStart review_state_analyse(ReviewState *rs, Session *s, bool casual_ok, const SearchLimits *lim)
{
    if (session_help_costs_rating(s) && !analysis_running(rs)) {
        if (!casual_ok)
            return REVIEW_ANALYSIS_ASK_FIRST;
        session_make_casual(s);
    }
    if (rs->analysis == NULL)
        return REVIEW_ANALYSIS_NO_ENGINE;
    if (analysis_job_running(rs->analysis))
        return REVIEW_ANALYSIS_RUNNING;
    const SearchLimits deflt = analysis_default_limits();
    if (!analysis_job_start(rs->analysis, &s->game, lim != NULL ? lim : &deflt))
        return REVIEW_ANALYSIS_NOT_STARTED;
    return REVIEW_ANALYSIS_STARTED;
}

ReviewAnalysisPoll review_state_poll(ReviewState *rs, const Game *g, int marks[2])
{
    bool failed = false;
    marks[WHITE] = marks[BLACK] = 0;
    if (rs->analysis == NULL)
        return REVIEW_ANALYSIS_NOTHING;
    if (!analysis_job_poll(rs->analysis, &failed))
        return failed ? REVIEW_ANALYSIS_FAILED : REVIEW_ANALYSIS_NOTHING;
    int valid;
    const GameReview *gr = review_state_game_review(rs, g, &valid);
    if (gr == NULL)
        return REVIEW_ANALYSIS_NOTHING;
    for (int i = 0; i < valid; i++)
        marks[gr->plies[i].side] += gr->plies[i].verdict != VERDICT_GOOD;
    return REVIEW_ANALYSIS_DONE;
}

/* ------------------------------------------------------------------ */
/* Playing on, the engine's information.                              */

bool review_state_play_on(ReviewState *rs, Session *s)
{
    if (!session_play_on_from(s, review_shown_ply(&rs->shown, &s->game)))
        return false;
    review_leave(&rs->shown);
    return true;
}

bool review_state_engine_info_wanted(const ReviewState *rs, const Session *s)
{
    /* Hidden only from someone playing: watching the engine play itself
     * gives nothing away. */
    bool someone_plays = session_is_human(s, WHITE) || session_is_human(s, BLACK);
    return rs->settings.show_engine_info || !someone_plays || review_active(&rs->shown, &s->game);
}

bool review_state_toggle_engine_info(ReviewState *rs, const Session *s, FileProblem *why)
{
    rs->settings.show_engine_info = !rs->settings.show_engine_info;
    return settings_save(&s->files, &rs->settings, why);
}
