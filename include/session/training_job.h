/*
 * training_job.h - part "idle" (issue 17 item 2): the player's archived
 * games analysed in the background while the program is idle, their
 * mistakes made exercises (training.h, docs/training.md).
 *
 * One TrainingJob lives as long as the program.  When resumed, its worker
 * thread reads the archive and the training file and analyses the games of
 * the player that the file has not analysed yet, the newest first, one
 * position after another (analysis.h at analysis_default_limits, as
 * `dama train --update`).  After each game it stores that game's
 * exercises in the file (training_store_game: read afresh, changed and
 * written atomically under the file's lock), so a stop or a quit loses at
 * most the game under way, never the file.
 *
 * A front end pauses it before anything of its own needs the processor (a
 * game being played, the engine thinking): training_job_pause stops the
 * search under way by the engine's stop flag and returns once no search
 * runs, within one node-count check of the search (milliseconds; measured
 * by tests/test_training_job.c).  The positions searched stay in the
 * analysis's cache, so a resume goes on where the pause stopped.
 *
 * Another program analysing the same file (`dama train --update`, another
 * dama's job) holds the analysing lock (training_lock_analysis): the job
 * only tries it, before each game, and while it is held waits
 * (TRAINING_JOB_WAITING) and tries again every TRAINING_JOB_RETRY_MS.
 * It lets go of it after each game, before writing.
 *
 * Threads: every function is called from the owner's thread; the worker
 * reads the files, runs the analysis and reports under the job's lock.
 */
#ifndef DAMA_TRAINING_JOB_H
#define DAMA_TRAINING_JOB_H

#include <stdbool.h>
#include <stddef.h>

#include "archive.h"
#include "egdb.h"
#include "file_problem.h"

enum {
    TRAINING_JOB_RETRY_MS = 500   /* another program analyses: try the lock again after this */
};

typedef enum {
    TRAINING_JOB_PAUSED = 0,   /* not started, or paused: no search runs */
    TRAINING_JOB_WORKING,      /* analysing a game */
    TRAINING_JOB_WAITING,      /* another program analyses the archive: tried again later */
    TRAINING_JOB_DONE,         /* every game of the player is analysed (until the next resume) */
    TRAINING_JOB_FAILED        /* a file could not be read or written, or memory is short: why */
} TrainingJobState;

typedef struct TrainingJobStatus {
    TrainingJobState state;
    int game, games;           /* the game under way (from 1) of the games found at the last resume */
    int positions;             /* positions searched since the job was made (a resume takes
                                * those searched before the pause from the cache: not again) */
    int stored;                /* games whose exercises were stored since the job was made */
    int found;                 /* exercises added since the last training_job_take_found */
    FileProblem why;           /* with TRAINING_JOB_FAILED: the file's problem (words_file_problem says it) */
} TrainingJobStatus;

typedef struct TrainingJob TrainingJob;

/* A job for the files of data_dir (files.h: the archive, the training
 * file), judging with the endgame databases db (NULL: none), which the
 * caller keeps open.  NULL when memory is short (its Analysis keeps an
 * ANALYSIS_HASH_MB table). */
TrainingJob *training_job_new(const char *data_dir, Egdb *db);
/* Stops the worker first. */
void training_job_free(TrainingJob *j);

/* Go on analysing player's games (NULL: anyone's), the worker started if
 * it was not.  From a pause, the archive and the file are read again (a
 * game archived meanwhile is found).  False when the thread cannot start. */
bool training_job_resume(TrainingJob *j, const char *player);
/* Stop the search under way and return once none runs; the worker waits
 * for the next resume.  The game under way is taken up again from the
 * cache then. */
void training_job_pause(TrainingJob *j);
/* End the worker and wait for it (a resume starts it again). */
void training_job_stop(TrainingJob *j);

TrainingJobStatus training_job_status(TrainingJob *j);
/* The exercises added since the last call (then 0 again). */
int training_job_take_found(TrainingJob *j);

#endif
