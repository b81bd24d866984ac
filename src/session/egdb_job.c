/*
 * egdb_job.c - the endgame databases built in a worker thread
 * (egdb_job.h).
 */
#include "egdb_job.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "runner.h"

/* Below this share done the time left is a guess not worth showing. */
enum { ESTIMATE_MIN_PERMILLE = 5 };

struct EgdbJob {
    pthread_t thread;
    bool thread_live;           /* started and not joined yet */
    char dir[FILES_PATH_SIZE];  /* written before the thread starts */
    int pieces;
    int64_t start_ms;
    atomic_bool cancel;

    pthread_mutex_t lock;       /* guards what follows, shared with the worker */
    EgdbJobState state;
    uint64_t done, total;
    char table[EGDB_NAME_SIZE];
    FileProblem why;                 /* EGDB_JOB_FAILED, EGDB_JOB_CANCELLED */
};

EgdbJob *egdb_job_new(void)
{
    EgdbJob *j = calloc(1, sizeof *j);
    if (j == NULL)
        return NULL;
    atomic_init(&j->cancel, false);
    if (pthread_mutex_init(&j->lock, NULL) != 0) {
        free(j);
        return NULL;
    }
    return j;
}

static void join_worker(EgdbJob *j)
{
    if (!j->thread_live)
        return;
    pthread_join(j->thread, NULL);
    j->thread_live = false;
}

void egdb_job_free(EgdbJob *j)
{
    if (j == NULL)
        return;
    egdb_job_cancel(j);
    join_worker(j);
    pthread_mutex_destroy(&j->lock);
    free(j);
}

static void on_progress(void *ctx, uint64_t done, uint64_t total, const char *table)
{
    EgdbJob *j = ctx;
    pthread_mutex_lock(&j->lock);
    j->done = done;
    j->total = total;
    snprintf(j->table, sizeof j->table, "%s", table);
    pthread_mutex_unlock(&j->lock);
}

static bool on_cancel(void *ctx)
{
    EgdbJob *j = ctx;
    return atomic_load(&j->cancel);
}

static void *build_thread(void *arg)
{
    EgdbJob *j = arg;
    EgdbBuildOptions o = {j->dir, j->pieces, 1, on_progress, j, on_cancel};
    EgdbBuildStats stats;
    FileProblem why;
    bool ok = egdb_build(&o, &stats, &why);
    pthread_mutex_lock(&j->lock);
    if (ok)
        j->state = EGDB_JOB_DONE;
    else if (atomic_load(&j->cancel))
        j->state = EGDB_JOB_CANCELLED;
    else
        j->state = EGDB_JOB_FAILED;
    j->why = why;
    if (ok)
        j->done = j->total;
    pthread_mutex_unlock(&j->lock);
    return NULL;
}

bool egdb_job_start(EgdbJob *j, const char *dir, int pieces, FileProblem *why)
{
    pthread_mutex_lock(&j->lock);
    bool running = j->state == EGDB_JOB_RUNNING;
    pthread_mutex_unlock(&j->lock);
    if (running) {
        file_problem_set(why, FILE_PROBLEM_EGDB_BUSY, NULL);
        return false;
    }
    join_worker(j);
    if (pieces < 2 || pieces > EGDB_MAX_PIECES || strlen(dir) >= sizeof j->dir) {
        file_problem_set(why, FILE_PROBLEM_EGDB_PIECES, dir)->number = pieces;
        return false;
    }
    if (!files_make_dirs(dir, why))
        return false;
    snprintf(j->dir, sizeof j->dir, "%s", dir);
    j->pieces = pieces;
    j->start_ms = clock_now_ms();
    atomic_store(&j->cancel, false);
    pthread_mutex_lock(&j->lock);
    j->state = EGDB_JOB_RUNNING;
    j->done = j->total = 0;
    j->table[0] = '\0';
    file_problem_clear(&j->why);
    pthread_mutex_unlock(&j->lock);
    if (!runner_start_thread(&j->thread, build_thread, j)) {
        pthread_mutex_lock(&j->lock);
        j->state = EGDB_JOB_FAILED;
        pthread_mutex_unlock(&j->lock);
        file_problem_set(why, FILE_PROBLEM_EGDB_NO_THREAD, dir);
        return false;
    }
    j->thread_live = true;
    return true;
}

void egdb_job_cancel(EgdbJob *j)
{
    atomic_store(&j->cancel, true);
}

void egdb_job_progress(EgdbJob *j, EgdbJobProgress *out)
{
    memset(out, 0, sizeof *out);
    pthread_mutex_lock(&j->lock);
    out->state = j->state;
    out->done = j->done;
    out->total = j->total;
    snprintf(out->table, sizeof out->table, "%s", j->table);
    out->why = j->why;
    pthread_mutex_unlock(&j->lock);
    out->pieces = j->pieces;
    out->permille = out->total > 0 ? (int)(out->done * 1000 / out->total) : 0;
    out->elapsed_ms = out->state == EGDB_JOB_IDLE ? 0 : clock_now_ms() - j->start_ms;
    /* The work units are proportional to the time (egdb.h). */
    out->left_ms = -1;
    if (out->state == EGDB_JOB_RUNNING && out->permille >= ESTIMATE_MIN_PERMILLE)
        out->left_ms = (int64_t)((double)out->elapsed_ms * (double)(out->total - out->done) / (double)out->done);
    else if (out->state == EGDB_JOB_DONE)
        out->left_ms = 0;
}

void egdb_job_wait(EgdbJob *j)
{
    join_worker(j);
}

Egdb *egdb_job_open(EgdbJob *j, FileProblem *why)
{
    pthread_mutex_lock(&j->lock);
    bool done = j->state == EGDB_JOB_DONE;
    pthread_mutex_unlock(&j->lock);
    if (!done) {
        file_problem_set(why, FILE_PROBLEM_EGDB_UNFINISHED, j->dir);
        return NULL;
    }
    join_worker(j);
    Egdb *db = egdb_open(j->dir, why);
    if (db != NULL && egdb_pieces(db) < j->pieces) {
        egdb_close(db);
        db = NULL;
    }
    if (db == NULL && why->code == FILE_PROBLEM_NONE)
        file_problem_set(why, FILE_PROBLEM_EGDB_UNOPENABLE, j->dir);
    return db;
}
