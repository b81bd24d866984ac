/*
 * runner.c - the engine in a worker thread (runner.h).
 *
 * The owning thread writes the runner's set-up fields only while no worker
 * runs; the worker and the owner share the progress fields under one mutex.
 */
#include "runner.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* The search recurses up to MAX_PLY deep with move lists on the stack:
 * the same generous stack everywhere, whatever the platform's default. */
enum { RUNNER_STACK_BYTES = 32 * 1024 * 1024 };

struct Runner {
    Engine *engine;
    pthread_t thread;
    pthread_mutex_t lock;
    /* Owner only, written while no worker runs. */
    bool running;              /* started and not yet joined */
    Game game;                 /* the snapshot being searched */
    bool have_game;
    SearchLimits limits;
    RunnerCallbacks cb;
    int tag;
    int side;
    /* Shared under lock. */
    bool finished;
    RunnerResult result;
    bool have_info;
    SearchInfo info;
};

Runner *runner_new(size_t hash_megabytes)
{
    Runner *r = calloc(1, sizeof *r);
    if (r == NULL)
        return NULL;
    r->engine = engine_new(hash_megabytes);
    if (r->engine == NULL) {
        free(r);
        return NULL;
    }
    pthread_mutex_init(&r->lock, NULL);
    return r;
}

void runner_free(Runner *r)
{
    if (r == NULL)
        return;
    runner_cancel(r);
    if (r->have_game)
        game_free(&r->game);
    engine_free(r->engine);
    pthread_mutex_destroy(&r->lock);
    free(r);
}

Engine *runner_engine(Runner *r) { return r->engine; }

static void record_info(const SearchInfo *info, void *ctx)
{
    Runner *r = ctx;
    pthread_mutex_lock(&r->lock);
    r->info = *info;
    r->have_info = true;
    pthread_mutex_unlock(&r->lock);
    if (r->cb.on_info != NULL)
        r->cb.on_info(info, r->cb.ctx);
}

static void *worker(void *arg)
{
    Runner *r = arg;
    RunnerResult res;
    memset(&res, 0, sizeof res);
    res.info.depth = -1;
    res.tag = r->tag;
    res.side = r->side;
    res.found = engine_search(r->engine, &r->game, &r->limits, record_info, r, &res.best, &res.info);

    pthread_mutex_lock(&r->lock);
    /* The final info may come from an unfinished iteration that found a
     * better move; keep whichever is deeper. */
    if (res.info.depth >= 0 && (!r->have_info || res.info.depth >= r->info.depth)) {
        r->info = res.info;
        r->have_info = true;
    }
    res.have_info = r->have_info;
    if (r->have_info)
        res.info = r->info;
    pthread_mutex_unlock(&r->lock);

    if (r->cb.on_done != NULL)
        r->cb.on_done(&res, r->cb.ctx);

    pthread_mutex_lock(&r->lock);
    r->result = res;
    r->finished = true;
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* Asynchronous signals go to the owner's thread (whose blocking reads they
 * must interrupt), never to the worker; faults stay deliverable. */
static void block_async_signals(sigset_t *old)
{
    sigset_t block;
    sigfillset(&block);
    sigdelset(&block, SIGSEGV);
    sigdelset(&block, SIGBUS);
    sigdelset(&block, SIGFPE);
    sigdelset(&block, SIGILL);
    sigdelset(&block, SIGABRT);
    pthread_sigmask(SIG_BLOCK, &block, old);
}

bool runner_start_thread(pthread_t *thread, void *(*body)(void *), void *arg)
{
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, RUNNER_STACK_BYTES);
    sigset_t old;
    block_async_signals(&old);
    int rc = pthread_create(thread, &attr, body, arg);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&attr);
    return rc == 0;
}

bool runner_start(Runner *r, const Game *g, const SearchLimits *lim, const RunnerCallbacks *cb, int tag)
{
    if (r->running)
        return false;
    if (r->have_game)
        game_free(&r->game);
    game_copy(&r->game, g);
    r->have_game = true;
    r->limits = *lim;
    memset(&r->cb, 0, sizeof r->cb);
    if (cb != NULL)
        r->cb = *cb;
    r->tag = tag;
    r->side = g->pos.side;
    r->finished = false;   /* no worker runs: no lock needed */
    r->have_info = false;

    engine_reset_stop(r->engine);
    if (!runner_start_thread(&r->thread, worker, r))
        return false;
    r->running = true;
    return true;
}

bool runner_running(const Runner *r) { return r->running; }

int runner_tag(const Runner *r) { return r->tag; }

static void collect(Runner *r, RunnerResult *out)
{
    pthread_join(r->thread, NULL);
    r->running = false;
    if (out != NULL)
        *out = r->result;   /* the worker has ended: no lock needed */
}

bool runner_poll(Runner *r, RunnerResult *out)
{
    if (!r->running)
        return false;
    pthread_mutex_lock(&r->lock);
    bool finished = r->finished;
    pthread_mutex_unlock(&r->lock);
    if (!finished)
        return false;
    collect(r, out);
    return true;
}

bool runner_wait(Runner *r, RunnerResult *out)
{
    if (!r->running)
        return false;
    collect(r, out);
    return true;
}

void runner_move_now(Runner *r)
{
    if (r->running)
        engine_stop(r->engine);
}

void runner_cancel(Runner *r)
{
    if (!r->running)
        return;
    engine_stop(r->engine);
    collect(r, NULL);
}

bool runner_info(Runner *r, SearchInfo *out)
{
    pthread_mutex_lock(&r->lock);
    bool have = r->have_info;
    if (have && out != NULL)
        *out = r->info;
    pthread_mutex_unlock(&r->lock);
    return have;
}

void runner_forget_info(Runner *r)
{
    runner_cancel(r);
    r->have_info = false;   /* no worker runs now */
}
