/*
 * analysis_job.c - the analysis in a worker thread (analysis_job.h).
 */
#include "analysis_job.h"
#include "runner.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct AnalysisJob {
    Analysis *analysis;
    pthread_t thread;
    bool thread_live;          /* started and not joined yet */

    /* The run: written before the thread starts, read by the worker. */
    Game work;
    SearchLimits lim;

    /* Shared with the worker, under lock. */
    pthread_mutex_t lock;
    AnalysisProgress progress;
    bool finished;
    AnalysisStatus status;
    GameReview fresh;

    /* The owner's: the latest finished review and the game it judged. */
    bool have_review;
    GameReview review;
    Game reviewed;
};

AnalysisJob *analysis_job_new(void)
{
    AnalysisJob *j = calloc(1, sizeof *j);
    if (j == NULL)
        return NULL;
    j->analysis = analysis_new();
    if (j->analysis == NULL || pthread_mutex_init(&j->lock, NULL) != 0) {
        analysis_free(j->analysis);
        free(j);
        return NULL;
    }
    return j;
}

static void join_worker(AnalysisJob *j)
{
    if (!j->thread_live)
        return;
    pthread_join(j->thread, NULL);
    j->thread_live = false;
}

static void drop_review(AnalysisJob *j)
{
    if (!j->have_review)
        return;
    review_free(&j->review);
    game_free(&j->reviewed);
    j->have_review = false;
}

void analysis_job_free(AnalysisJob *j)
{
    if (j == NULL)
        return;
    analysis_job_cancel(j);
    drop_review(j);
    pthread_mutex_destroy(&j->lock);
    analysis_free(j->analysis);
    free(j);
}

void analysis_job_set_egdb(AnalysisJob *j, Egdb *db)
{
    if (!j->thread_live)
        analysis_set_egdb(j->analysis, db);
}

static void on_progress(const AnalysisProgress *p, void *ctx)
{
    AnalysisJob *j = ctx;
    pthread_mutex_lock(&j->lock);
    j->progress = *p;
    pthread_mutex_unlock(&j->lock);
}

static void *worker(void *arg)
{
    AnalysisJob *j = arg;
    GameReview out;
    AnalysisStatus status = analysis_run(j->analysis, &j->work, &j->lim, on_progress, j, &out);
    pthread_mutex_lock(&j->lock);
    j->status = status;
    j->fresh = out;
    j->finished = true;
    pthread_mutex_unlock(&j->lock);
    return NULL;
}

bool analysis_job_start(AnalysisJob *j, const Game *g, const SearchLimits *lim)
{
    if (j->thread_live)
        return false;
    game_copy(&j->work, g);
    j->lim = *lim;
    memset(&j->progress, 0, sizeof j->progress);
    j->progress.total = g->nplies + 1;
    j->finished = false;
    analysis_reset_cancel(j->analysis);
    if (!runner_start_thread(&j->thread, worker, j)) {
        game_free(&j->work);
        return false;
    }
    j->thread_live = true;
    return true;
}

bool analysis_job_running(const AnalysisJob *j) { return j->thread_live; }

AnalysisProgress analysis_job_progress(AnalysisJob *j)
{
    AnalysisProgress p = {0, 0, 0, -1};
    if (!j->thread_live)
        return p;
    pthread_mutex_lock(&j->lock);
    p = j->progress;
    pthread_mutex_unlock(&j->lock);
    return p;
}

void analysis_job_cancel(AnalysisJob *j)
{
    if (!j->thread_live)
        return;
    analysis_cancel(j->analysis);
    join_worker(j);
    game_free(&j->work);
    if (j->status == ANALYSIS_DONE)   /* it finished just before the cancel */
        review_free(&j->fresh);
    j->finished = false;
}

void analysis_job_forget(AnalysisJob *j)
{
    analysis_job_cancel(j);
    drop_review(j);
}

bool analysis_job_poll(AnalysisJob *j, bool *failed)
{
    *failed = false;
    if (!j->thread_live)
        return false;
    pthread_mutex_lock(&j->lock);
    bool finished = j->finished;
    pthread_mutex_unlock(&j->lock);
    if (!finished)
        return false;
    join_worker(j);
    j->finished = false;
    if (j->status != ANALYSIS_DONE) {
        *failed = j->status == ANALYSIS_NO_MEMORY;
        game_free(&j->work);
        return false;
    }
    drop_review(j);
    j->review = j->fresh;
    j->reviewed = j->work;   /* the copy it judged, kept with it */
    j->have_review = true;
    return true;
}

const GameReview *analysis_job_review(const AnalysisJob *j, const Game *g, int *valid)
{
    *valid = 0;
    if (!j->have_review)
        return NULL;
    const Game *a = &j->reviewed;
    if (!pos_equal(&a->start, &g->start))
        return NULL;
    int n = a->nplies < g->nplies ? a->nplies : g->nplies;
    while (*valid < n && move_equal(&a->plies[*valid].move, &g->plies[*valid].move))
        (*valid)++;
    return &j->review;
}
