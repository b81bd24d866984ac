/*
 * training_job.c - part "idle": the archived games analysed in the
 * background (training_job.h).
 */
#include "training_job.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis.h"
#include "filewrite.h"
#include "runner.h"
#include "training.h"

enum { PATH_SIZE = 4096 };

struct TrainingJob {
    Analysis *analysis;
    char archive[PATH_SIZE];
    char path[PATH_SIZE];      /* the training file */
    pthread_t thread;
    bool thread_live;          /* started and not joined yet (the owner's) */

    /* The worker's own: the games of the round, the newest last. */
    TrainingQueue round;
    int next;                  /* games of the round taken, counted from the newest */
    int last_done;             /* the searches of the run under way reported so far */

    /* Shared, under lock. */
    pthread_mutex_t lock;
    pthread_cond_t wake;       /* the worker waits on it: resumed, paused, stopped */
    pthread_cond_t calm;       /* the owner waits on it for searching to fall */
    bool quit, paused, reread, searching;
    bool any_player;
    char player[ARCHIVE_NAME_SIZE];
    TrainingJobStatus status;
};

TrainingJob *training_job_new(const char *data_dir, Egdb *db)
{
    TrainingJob *j = calloc(1, sizeof *j);
    if (j == NULL)
        return NULL;
    j->analysis = analysis_new();
    if (j->analysis == NULL) {
        free(j);
        return NULL;
    }
    analysis_set_egdb(j->analysis, db);
    archive_path(data_dir, j->archive, sizeof j->archive);
    training_path(data_dir, j->path, sizeof j->path);
    pthread_mutex_init(&j->lock, NULL);
    pthread_cond_init(&j->wake, NULL);
    pthread_cond_init(&j->calm, NULL);
    j->paused = true;
    return j;
}

void training_job_free(TrainingJob *j)
{
    if (j == NULL)
        return;
    training_job_stop(j);
    pthread_cond_destroy(&j->calm);
    pthread_cond_destroy(&j->wake);
    pthread_mutex_destroy(&j->lock);
    analysis_free(j->analysis);
    free(j);
}

/* ------------------------------------------------------------------ */
/* The worker: every function below is called with the lock held.       */

static void fail(TrainingJob *j, const FileProblem *why)
{
    j->status.state = TRAINING_JOB_FAILED;
    j->status.why = *why;
}

/* The games of the player that the file has not analysed: the lock is let
 * go meanwhile (the files are read). */
static void read_round(TrainingJob *j)
{
    char player[ARCHIVE_NAME_SIZE];
    FileProblem why;
    bool any = j->any_player;
    snprintf(player, sizeof player, "%s", j->player);
    j->reread = false;
    pthread_mutex_unlock(&j->lock);
    training_queue_free(&j->round);
    j->next = 0;
    Training t;
    int rc = training_load(j->path, &t, &why);
    if (rc == 0) {
        rc = training_queue_load(&j->round, &t, j->archive, any ? NULL : player, &why);
        training_free(&t);
    }
    pthread_mutex_lock(&j->lock);
    if (rc != 0) {
        fail(j, &why);
        return;
    }
    j->status.games = j->round.count;
    j->status.game = 0;
}

static void on_progress(const AnalysisProgress *p, void *ctx)
{
    TrainingJob *j = ctx;
    pthread_mutex_lock(&j->lock);
    /* done counts the searches of this run; a resume's run takes the
     * positions searched before from the cache, without counting them. */
    if (p->done > j->last_done)
        j->status.positions += p->done - j->last_done;
    j->last_done = p->done;
    pthread_mutex_unlock(&j->lock);
}

/* Whether the file has the game already (another writer analysed it since
 * the round was read). */
static bool analysed_meanwhile(const TrainingJob *j, const TrainingGame *g)
{
    Training t;
    FileProblem why;
    if (training_load(j->path, &t, &why) != 0)
        return false;   /* the store will say why */
    bool done = training_has_analysed(&t, &g->info, &g->game);
    training_free(&t);
    return done;
}

static void wait_retry(TrainingJob *j)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += (long)TRAINING_JOB_RETRY_MS * 1000000L;
    until.tv_sec += until.tv_nsec / 1000000000L;
    until.tv_nsec %= 1000000000L;
    pthread_cond_timedwait(&j->wake, &j->lock, &until);
}

/* Analyse g holding the analysing lock fd; the job's lock is let go
 * meanwhile.  ANALYSIS_CANCELLED when paused or stopped before or during. */
static AnalysisStatus analyse(TrainingJob *j, const TrainingGame *g, int fd, GameReview *review)
{
    if (j->paused || j->quit) {
        training_unlock(fd);
        return ANALYSIS_CANCELLED;
    }
    j->status.state = TRAINING_JOB_WORKING;
    j->status.game = j->next + 1;
    j->searching = true;
    j->last_done = 0;
    pthread_mutex_unlock(&j->lock);
    SearchLimits lim = analysis_default_limits();
    AnalysisStatus st = analysis_run(j->analysis, &g->game, &lim, on_progress, j, review);
    training_unlock(fd);   /* before writing: a waiting `--update` goes first */
    pthread_mutex_lock(&j->lock);
    j->searching = false;
    pthread_cond_broadcast(&j->calm);
    return st;
}

static void store(TrainingJob *j, const TrainingGame *g, GameReview *review)
{
    FileProblem why;
    int added = 0;
    pthread_mutex_unlock(&j->lock);
    int rc = training_store_game(j->path, &g->info, &g->game, review, training_today(), &added, &why);
    review_free(review);
    pthread_mutex_lock(&j->lock);
    if (rc != 0) {
        fail(j, &why);
        return;
    }
    j->status.stored++;
    j->status.found += added;
    j->next++;
}

/* The next game of the round, the newest first. */
static void step(TrainingJob *j)
{
    const TrainingGame *g = &j->round.games[j->round.count - 1 - j->next];
    FileProblem why;
    pthread_mutex_unlock(&j->lock);
    if (analysed_meanwhile(j, g)) {
        pthread_mutex_lock(&j->lock);
        j->next++;
        return;
    }
    int fd = training_lock_analysis(j->path, false, &why);
    pthread_mutex_lock(&j->lock);
    if (fd == FILE_LOCK_BUSY) {
        if (!j->paused && !j->quit) {
            j->status.state = TRAINING_JOB_WAITING;
            wait_retry(j);
        }
        return;
    }
    if (fd < 0) {
        fail(j, &why);
        return;
    }
    GameReview review;
    AnalysisStatus st = analyse(j, g, fd, &review);
    if (st == ANALYSIS_DONE)
        store(j, g, &review);
    else if (st == ANALYSIS_NO_MEMORY)
        fail(j, file_problem_set(&why, FILE_PROBLEM_NO_MEMORY, NULL)); /* the analysis's, no file's */
    /* cancelled: the game is taken up again at the resume */
}

static bool resting(const TrainingJob *j)
{
    return j->paused || j->status.state == TRAINING_JOB_DONE || j->status.state == TRAINING_JOB_FAILED;
}

static void *worker(void *arg)
{
    TrainingJob *j = arg;
    pthread_mutex_lock(&j->lock);
    while (!j->quit) {
        if (resting(j))
            pthread_cond_wait(&j->wake, &j->lock);
        else if (j->reread)
            read_round(j);
        else if (j->next >= j->round.count) {
            j->status.state = TRAINING_JOB_DONE;
            j->status.game = j->status.games;
        } else
            step(j);
    }
    pthread_mutex_unlock(&j->lock);
    training_queue_free(&j->round);
    return NULL;
}

/* ------------------------------------------------------------------ */
/* The owner's side.                                                   */

bool training_job_resume(TrainingJob *j, const char *player)
{
    pthread_mutex_lock(&j->lock);
    if (!j->paused) {
        pthread_mutex_unlock(&j->lock);
        return true;
    }
    j->paused = false;
    j->reread = true;
    j->any_player = player == NULL;
    snprintf(j->player, sizeof j->player, "%s", player != NULL ? player : "");
    j->status.state = TRAINING_JOB_WORKING;
    file_problem_clear(&j->status.why);
    analysis_reset_cancel(j->analysis);   /* no search runs while paused */
    pthread_cond_signal(&j->wake);
    pthread_mutex_unlock(&j->lock);
    if (!j->thread_live) {
        j->thread_live = runner_start_thread(&j->thread, worker, j);
        if (!j->thread_live) {
            pthread_mutex_lock(&j->lock);
            j->paused = true;
            j->status.state = TRAINING_JOB_PAUSED;
            pthread_mutex_unlock(&j->lock);
        }
    }
    return j->thread_live;
}

void training_job_pause(TrainingJob *j)
{
    pthread_mutex_lock(&j->lock);
    j->paused = true;
    j->status.state = TRAINING_JOB_PAUSED;
    analysis_cancel(j->analysis);   /* the engine's stop flag */
    pthread_cond_signal(&j->wake);
    while (j->searching)
        pthread_cond_wait(&j->calm, &j->lock);
    pthread_mutex_unlock(&j->lock);
}

void training_job_stop(TrainingJob *j)
{
    training_job_pause(j);
    if (!j->thread_live)
        return;
    pthread_mutex_lock(&j->lock);
    j->quit = true;
    pthread_cond_signal(&j->wake);
    pthread_mutex_unlock(&j->lock);
    pthread_join(j->thread, NULL);
    j->thread_live = false;
    j->quit = false;
}

TrainingJobStatus training_job_status(TrainingJob *j)
{
    pthread_mutex_lock(&j->lock);
    TrainingJobStatus s = j->status;
    pthread_mutex_unlock(&j->lock);
    return s;
}

int training_job_take_found(TrainingJob *j)
{
    pthread_mutex_lock(&j->lock);
    int found = j->status.found;
    j->status.found = 0;
    pthread_mutex_unlock(&j->lock);
    return found;
}
