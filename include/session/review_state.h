/*
 * review_state.h - what a front end coordinates while the player looks
 * back through the game being played (issue 16, part "screens"): the
 * position shown (review.h), whose marks are shown, the background
 * analysis (analysis_job.h) with its rated-game consequence, playing on
 * from the position shown, and the settings that go with them
 * (settings.h).  Every call returns a fact (a code, counts); the front end
 * says it in its own words and with its own keys.
 *
 * One ReviewState lives as long as the front end (its analysis's cache
 * lasts); the game it looks at is the session's, passed to each call.
 */
#ifndef DAMA_REVIEW_STATE_H
#define DAMA_REVIEW_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis_job.h"
#include "review.h"
#include "search_limits.h"
#include "session.h"
#include "settings.h"

typedef struct ReviewState {
    Review shown;            /* the position shown */
    AnalysisJob *analysis;   /* NULL when it could not be made (out of memory) */
    bool all_marks;          /* both sides' marks, not only the player's own */
    Settings settings;       /* remembered in the data directory */
} ReviewState;

/* The live position shown, the settings read from s's data directory (a
 * file that cannot be used gives the defaults: false with *why),
 * the analysis made to judge with s's endgame databases. */
bool review_state_init(ReviewState *rs, const Session *s, FileProblem *why);
void review_state_free(ReviewState *rs);
/* Another game replaced the one shown (new, loaded, resumed, set up):
 * back to the live position, the old game's analysis forgotten. */
void review_state_reset(ReviewState *rs);

/* ---- Which position is shown. ---- */

typedef enum {
    REVIEW_SHOWS_EARLIER,   /* an earlier position is shown now */
    REVIEW_SHOWS_GAME,      /* back to the game's own position */
    REVIEW_NOTHING_BEFORE,  /* nothing changed: the start is shown already */
    REVIEW_AT_GAME          /* nothing changed: the game's position is shown already */
} ReviewStep;

/* Show the position after ply plies (clamped), or delta plies from the
 * one shown. */
ReviewStep review_state_goto(ReviewState *rs, const Game *g, int ply);
ReviewStep review_state_step(ReviewState *rs, const Game *g, int delta);

/* ---- The marks of the analysis. ---- */

/* Whose marks are shown: the player's own against the engine (unless
 * both sides' were asked for), both sides' otherwise (REVIEW_ANY_SIDE). */
int review_state_marks_side(const ReviewState *rs, const Session *s);
/* Whether ply (of the first valid plies of gr) carries a mark shown. */
bool review_state_mark_shown(const ReviewState *rs, const Session *s, const GameReview *gr, int valid, int ply);

typedef enum {
    REVIEW_MARKS_BOTH_ALWAYS,   /* nothing changed: nobody plays the engine, both sides' are shown */
    REVIEW_MARKS_BOTH,          /* both sides' marks are shown now */
    REVIEW_MARKS_OWN            /* only the player's own are shown now */
} ReviewMarks;
ReviewMarks review_state_toggle_marks(ReviewState *rs, const Session *s);

/* The analysis that describes the game, and of how many of its plies
 * (NULL, 0: none). */
const GameReview *review_state_game_review(const ReviewState *rs, const Game *g, int *valid);

typedef enum {
    REVIEW_MARK_NO_ANALYSIS,   /* nothing analysed yet */
    REVIEW_MARK_NONE,          /* no move of the side whose marks are shown is marked */
    REVIEW_MARK_FOUND          /* *ply is the marked move, and the position after it is shown */
} ReviewMarkFound;
/* The next move after the one shown marked an inaccuracy or worse (after
 * the last one the search starts again from the first). */
ReviewMarkFound review_state_next_mark(ReviewState *rs, const Session *s, int *ply);

/* ---- The background analysis. ---- */

typedef enum {
    REVIEW_ANALYSIS_STARTED,
    REVIEW_ANALYSIS_ASK_FIRST,     /* nothing done: it would make a rated game casual */
    REVIEW_ANALYSIS_NO_ENGINE,     /* the analysis could not be made (out of memory) */
    REVIEW_ANALYSIS_RUNNING,       /* one runs already */
    REVIEW_ANALYSIS_NOT_STARTED    /* its thread could not start */
} ReviewAnalysisStart;
/* Analyse the game as it stands with lim per position (NULL: the
 * default, analysis_default_limits).  The analysis of a rated game in
 * progress is help: without casual_ok it is refused (ASK_FIRST), with it
 * the game becomes casual first. */
ReviewAnalysisStart review_state_analyse(ReviewState *rs, Session *s, bool casual_ok, const SearchLimits *lim);

typedef enum {
    REVIEW_ANALYSIS_NOTHING,   /* none finished */
    REVIEW_ANALYSIS_FAILED,    /* the run ran out of memory */
    REVIEW_ANALYSIS_DONE       /* a new review: marks[side] moves of each side marked */
} ReviewAnalysisPoll;
/* The loop's turn: collect a finished analysis. */
ReviewAnalysisPoll review_state_poll(ReviewState *rs, const Game *g, int marks[2]);

/* ---- Playing on, the engine's information. ---- */

/* Play on from the position shown, dropping the later moves (a take-back:
 * a rated game becomes casual); false, with the session's notice, at the
 * game's own position. */
bool review_state_play_on(ReviewState *rs, Session *s);

/* Whether the engine's evaluation and line may be shown: asked for (the
 * setting), looking back, or nobody plays (the engine against itself). */
bool review_state_engine_info_wanted(const ReviewState *rs, const Session *s);
/* The setting turned over and saved in s's data directory; false (the
 * setting turned all the same) with *why when it was not saved. */
bool review_state_toggle_engine_info(ReviewState *rs, const Session *s, FileProblem *why);

#endif
