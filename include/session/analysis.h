/*
 * analysis.h - a game judged move by move by the engine.
 *
 * Every position of the game (before each ply, and the final one) is
 * searched once, single-threaded, at full strength, from the end of the
 * game back to its start.  Each search starts from an empty transposition
 * table and empty move-ordering tables (engine_new_game), so that its
 * result depends only on the position, the game's moves since the last
 * capture or man move (repetitions, the 50-move rule) and the limits:
 * never on what was searched before, in this run or an earlier one.  With
 * the default limit (analysis_default_limits: a fixed depth, no clock) the
 * same game gets the same verdicts run after run and on every machine
 * (given the same endgame databases).  S(i) is the best score of position
 * i for its side to move.  The move played at ply i is worth -S(i+1) to
 * its mover, one ply further from any forced result; its loss is what it
 * gives away against the best move:
 *
 *     loss = max(0, cap(S(i)) - cap(value of the move played))
 *
 * where cap() clamps to +-ANALYSIS_SCORE_CAP and counts a forced win (loss)
 * as +ANALYSIS_SCORE_CAP (-ANALYSIS_SCORE_CAP).  The move the engine itself
 * chose, and a move that was the only legal one, lose nothing.  So does a
 * move whose result stays decided: the best score and the move's value
 * both beyond +ANALYSIS_DECIDED (three men, or a proven win), or both
 * beyond -ANALYSIS_DECIDED: a won game kept won is not marked however many
 * men the move gives back.  Otherwise a move that turns a forced win into
 * anything less, or anything better into a forced loss, is a blunder
 * whatever the numbers; and the loss is compared with the thresholds below
 * (hundredths of a man):
 *
 *     loss >= 30   inaccuracy  ?!  NAG $6
 *     loss >= 70   mistake     ?   NAG $2
 *     loss >= 150  blunder     ??  NAG $4
 *
 * Every marked move carries the engine's better line (from the position
 * before it) and the refutation: the opponent's best line after the move
 * played, which shows what it allows.
 *
 * A position where one move only is legal is not searched: its score is
 * the next one's, one ply further.  The final position of a game ended by
 * a rule is scored by the rule (no piece or no move: lost; threefold, 50
 * moves: drawn).  Results are kept per position (Zobrist hash, then the
 * whole position compared, the same reversible history and the same search
 * limits) for the life of the Analysis, so a game analysed again, or a
 * longer game, costs no new search, and a kept result is the one a fresh
 * search would give.
 *
 * Threads: one analysis_run at a time per Analysis, in any one thread;
 * analysis_cancel may be called from any other.  The Game given to
 * analysis_run is only read (a front end that lets play go on analyses a
 * copy, then again the longer game: the cache makes that cheap).
 */
#ifndef DAMA_ANALYSIS_H
#define DAMA_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "game.h"
#include "pdn.h"
#include "search.h"

/* The thresholds of the verdicts, and the limits every front end analyses
 * with unless told otherwise (docs/analysis.md says the same). */
enum {
    ANALYSIS_INACCURACY = 30,      /* loss thresholds, hundredths of a man */
    ANALYSIS_MISTAKE = 70,
    ANALYSIS_BLUNDER = 150,
    ANALYSIS_DECIDED = 300,        /* beyond three men the result is decided */
    ANALYSIS_SCORE_CAP = 1000,     /* scores beyond +-10 men count as +-10 men */
    ANALYSIS_DEFAULT_DEPTH = 12,   /* plies a position when nothing is asked */
    ANALYSIS_HASH_MB = 16,         /* the table of every analysis (its size shapes results) */
    ANALYSIS_PV_MAX = 8            /* moves kept of a better line or a refutation */
};

/* What every front end analyses with when nothing is asked: a fixed depth,
 * so that results do not depend on the machine's speed or load. */
SearchLimits analysis_default_limits(void);

typedef enum { VERDICT_GOOD = 0, VERDICT_INACCURACY, VERDICT_MISTAKE, VERDICT_BLUNDER } MoveVerdict;

/* Standard NAG of a verdict: 0, 6, 2, 4. */
int verdict_nag(MoveVerdict v);
/* "", "?!", "?", "??" */
const char *verdict_glyph(MoveVerdict v);

/* Judge a move from its mover's best score and the value of the move played
 * (both in the side to move's encoding of score.h); *loss receives the
 * capped loss, hundredths of a man. */
MoveVerdict analysis_classify(int best, int played, int *loss);

/* What the engine found in one position. */
typedef struct PositionEval {
    int score;                     /* for the side to move */
    int depth;                     /* 0: not searched (rule or forced move) */
    int pvlen;                     /* 0 at the end of the game */
    Move pv[ANALYSIS_PV_MAX];      /* the best line, from this position */
    bool egdb_draw;                /* the endgame databases call it a draw */
} PositionEval;

/* One ply of the game, judged. */
typedef struct PlyReview {
    int side;                      /* who moved */
    int best;                      /* S(i), the mover's view */
    int played;                    /* the move played's value, the mover's view */
    int after_white;               /* the position after the move, White's view */
    bool after_egdb_draw;          /* ... which the databases call a draw */
    bool ends_game;                /* a rule ended the game with this move */
    bool forced;                   /* the only legal move */
    int loss;                      /* hundredths of a man, capped */
    MoveVerdict verdict;
    /* For a marked move (verdict above VERDICT_GOOD): */
    int better_len;                /* the engine's line instead of the move */
    Move better[ANALYSIS_PV_MAX];
    int better_after_white;        /* after the better move, White's view */
    int refutation_len;            /* the opponent's best line after the move */
    Move refutation[ANALYSIS_PV_MAX]; /* (0 when the move ended the game) */
} PlyReview;

typedef struct PlayerSummary {
    int moves;
    int total_loss;                /* hundredths of a man */
    int inaccuracies, mistakes, blunders;
} PlayerSummary;

/* Average loss per move, hundredths of a man (0 with no move). */
int summary_average_loss(const PlayerSummary *s);

typedef struct GameReview {
    int nplies;
    PlyReview *plies;              /* nplies entries */
    int start_white;               /* the start position, White's view */
    PlayerSummary players[2];      /* [WHITE], [BLACK] */
    int searched;                  /* positions this run gave to the engine */
} GameReview;

void review_free(GameReview *r);

typedef struct AnalysisProgress {
    int done, total;               /* positions searched / to search */
    int elapsed_ms;
    int left_ms;                   /* estimate; -1 when unknown */
} AnalysisProgress;

typedef void (*AnalysisProgressFn)(const AnalysisProgress *p, void *ctx);

typedef enum { ANALYSIS_DONE = 0, ANALYSIS_CANCELLED, ANALYSIS_NO_MEMORY } AnalysisStatus;

typedef struct Analysis Analysis;

/* An engine with an ANALYSIS_HASH_MB table (one thread) and an empty
 * cache; NULL when memory is short. */
Analysis *analysis_new(void);
void analysis_free(Analysis *a);
/* Judge with the endgame databases db (NULL: none); db stays open while
 * a is used. */
void analysis_set_egdb(Analysis *a, Egdb *db);

/* Analyse g with lim per position (depth, movetime or nodes; the level is
 * ignored: always full strength; a movetime makes results depend on the
 * machine, so only a user's request should give one).  progress (may be NULL) is called before
 * the first search and after each.  On ANALYSIS_DONE *out holds the review
 * (free it with review_free); otherwise *out is empty, but every position
 * searched so far stays in the cache. */
AnalysisStatus analysis_run(Analysis *a, const Game *g, const SearchLimits *lim, AnalysisProgressFn progress,
                            void *ctx, GameReview *out);

/* Stop a running analysis_run soon (thread-safe).  The request stands until
 * analysis_reset_cancel, so it also stops a run not started yet. */
void analysis_cancel(Analysis *a);
void analysis_reset_cancel(Analysis *a);

/* Positions kept in the cache. */
size_t analysis_cached(const Analysis *a);

/* ---- Writing a review ---- */

enum { REVIEW_TEXT_SIZE = 160 };

/* An evaluation from White's side for people and files: "+0.35", "-1.20",
 * "White wins in 7", "database draw"; at the end of the game "White wins"
 * or "draw". */
void review_eval_text(int score_white, bool game_over, bool egdb_draw, char *buf, size_t size);
/* "White: average loss 0.23 per move (31 moves), 2 inaccuracies,
 * 1 mistake, 0 blunders" */
void review_summary_text(const GameReview *r, int side, char *buf, size_t size);

/* The review as PDN annotations: each move's evaluation in a comment, its
 * NAG and, for a marked move, two variations: the better line
 * "(13. 22-19 {better: +0.05} ...)" and the refutation, the move played
 * then the opponent's best answer "(13. 18-13 {refutation: -1.85} 13...
 * 10x17x26 ...)"; both players' summaries in the final comment. */
typedef struct ReviewNotes {
    PdnAnnotations annotations;    /* what pdn_write_annotated takes */
    PdnNote *notes;
    char (*comments)[REVIEW_TEXT_SIZE];
    char (*better_comments)[REVIEW_TEXT_SIZE];
    char (*refutation_comments)[REVIEW_TEXT_SIZE];
    Move (*refuted)[ANALYSIS_PV_MAX + 1]; /* the move played, then its refutation */
    char final_comment[2 * REVIEW_TEXT_SIZE + 8];
} ReviewNotes;

/* Fill *rn for r (a review of g); the variations point into r, so keep r
 * until rn is freed.  Returns false when memory is short. */
bool review_notes_build(ReviewNotes *rn, const GameReview *r, const Game *g);
void review_notes_free(ReviewNotes *rn);

#endif
