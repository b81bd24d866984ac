/*
 * analysis_job.h - the analysis of the game being played (analysis.h), run
 * in the background for a front end that goes on meanwhile.
 *
 * One AnalysisJob lives as long as the program, so its Analysis's cache
 * makes analysing the same game again (or a longer one) cheap.  A run
 * works on a copy of the game: play and review go on during it.  The
 * latest finished review stays with the job, with the copy of the game it
 * judged: analysis_job_valid_plies says how many plies of the current game
 * it still describes (the game may have grown, or been taken back and
 * played differently, since).
 *
 * Threads: every function is called from the owner's thread; the worker
 * only runs analysis_run and reports progress under the job's lock.
 */
#ifndef DAMA_ANALYSIS_JOB_H
#define DAMA_ANALYSIS_JOB_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis.h"
#include "game.h"
#include "search_limits.h"

typedef struct AnalysisJob AnalysisJob;

/* An Analysis (analysis_new) in a job; NULL when memory is short. */
AnalysisJob *analysis_job_new(void);
/* Stops a running analysis first. */
void analysis_job_free(AnalysisJob *j);
/* Judge with the endgame databases db (NULL: none), kept open by the
 * caller; set while no analysis runs. */
void analysis_job_set_egdb(AnalysisJob *j, Egdb *db);

/* Analyse a copy of g with lim per position; false when a run is going
 * on already or the thread cannot start. */
bool analysis_job_start(AnalysisJob *j, const Game *g, const SearchLimits *lim);
bool analysis_job_running(const AnalysisJob *j);
/* How far the running analysis is (zeros when none runs). */
AnalysisProgress analysis_job_progress(AnalysisJob *j);
/* Stop the running analysis and wait for it; the review kept stays. */
void analysis_job_cancel(AnalysisJob *j);

/* Forget the review kept (and stop a running analysis): the game it judged
 * was replaced by another one.  The cache of positions stays. */
void analysis_job_forget(AnalysisJob *j);

/* Collect a finished run: true when a new review arrived (it replaces the
 * one kept), false when nothing finished or the run failed (*failed set). */
bool analysis_job_poll(AnalysisJob *j, bool *failed);

/* The review kept and how many of g's plies it still describes: the moves
 * both games share (0: only the start position).  NULL before the first
 * review, or when g starts from another position. */
const GameReview *analysis_job_review(const AnalysisJob *j, const Game *g, int *valid);

#endif
