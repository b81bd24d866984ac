/*
 * egdb_job.h - building the endgame databases in the background (part
 * "drillui", issues 17 and 18): one worker thread runs egdb_build while the
 * game goes on; the front end polls its progress (share done, table, time
 * left), may cancel it, and opens the finished set.  The drill screen and
 * the offer at the start of `dama play` share it.
 *
 * Facts only: the front end says them in words.
 */
#ifndef DAMA_EGDB_JOB_H
#define DAMA_EGDB_JOB_H

#include <stdbool.h>
#include <stdint.h>

#include "egdb.h"
#include "egdb_file.h"
#include "files.h"

typedef enum EgdbJobState {
    EGDB_JOB_IDLE = 0,    /* never started */
    EGDB_JOB_RUNNING,
    EGDB_JOB_DONE,        /* every table built: egdb_job_open gives them */
    EGDB_JOB_FAILED,      /* why says why (a full disk, no memory...) */
    EGDB_JOB_CANCELLED    /* the tables finished so far are kept: a new start resumes */
} EgdbJobState;

typedef struct EgdbJobProgress {
    EgdbJobState state;
    int pieces;                  /* the set being built: 2..pieces */
    uint64_t done, total;        /* work units (egdb.h) */
    int permille;                /* done of total, 0..1000 */
    int64_t elapsed_ms;
    int64_t left_ms;             /* estimated time left; -1 while too early to say */
    char table[EGDB_NAME_SIZE];  /* the table at work */
    FileProblem why;             /* EGDB_JOB_FAILED: why (egdb_build's facts) */
} EgdbJobProgress;

typedef struct EgdbJob EgdbJob;

EgdbJob *egdb_job_new(void);
/* Cancels a running build, waits for it, frees. */
void egdb_job_free(EgdbJob *j);
/* Build 2..pieces in dir (made if missing) on one thread, so the game keeps
 * the other core.  False with *why when it cannot start (already
 * running, no directory, no thread). */
bool egdb_job_start(EgdbJob *j, const char *dir, int pieces, FileProblem *why);
/* Ask a running build to stop (it stops within a moment). */
void egdb_job_cancel(EgdbJob *j);
void egdb_job_progress(EgdbJob *j, EgdbJobProgress *out);
/* Wait until the build ends (tests; the front ends poll). */
void egdb_job_wait(EgdbJob *j);
/* After EGDB_JOB_DONE: the finished set opened (the caller owns it), or
 * NULL with *why (a table's problem, egdb_open's, may come with a set
 * opened, a table of it left out). */
Egdb *egdb_job_open(EgdbJob *j, FileProblem *why);

#endif
