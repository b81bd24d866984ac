/*
 * ui_engine.c - the engine runs in its own thread so that the screen stays
 * alive while it thinks.  The worker searches a private copy of the game;
 * its progress reports and its result reach the UI thread under one mutex,
 * and the UI thread polls for them from its key loop.
 */
#include <signal.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "ui.h"

enum { UI_HASH_MB = 64 };

/* Thinking time per move.  The levels below full strength stop at their
 * own depth well before it (docs/ui.md); at full strength this is what a
 * move takes. */
enum { UI_MOVETIME_MS = 1000 };

SearchLimits ui_level_limits(int level)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    if (level < 1)
        level = 1;
    if (level > MAX_LEVEL)
        level = MAX_LEVEL;
    lim.level = level;
    lim.movetime_ms = UI_MOVETIME_MS;
    return lim;
}

SearchLimits ui_quick_limits(int movetime_ms)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.level = MAX_LEVEL;
    lim.movetime_ms = movetime_ms;
    return lim;
}

bool ui_engine_init(UiEngine *ue)
{
    memset(ue, 0, sizeof *ue);
    ue->engine = engine_new(UI_HASH_MB);
    if (ue->engine == NULL)
        return false;
    ue->egdb = cli_egdb_open(NULL, true);
    engine_set_egdb(ue->engine, ue->egdb);
    pthread_mutex_init(&ue->lock, NULL);
    return true;
}

void ui_engine_free(UiEngine *ue)
{
    ui_engine_cancel(ue);
    if (ue->have_game)
        game_free(&ue->game);
    ue->have_game = false;
    if (ue->engine != NULL) {
        engine_free(ue->engine);
        egdb_close(ue->egdb);
        pthread_mutex_destroy(&ue->lock);
    }
    ue->engine = NULL;
    ue->egdb = NULL;
}

static void report_progress(const SearchInfo *info, void *ctx)
{
    UiEngine *ue = ctx;
    pthread_mutex_lock(&ue->lock);
    ue->info = *info;
    ue->have_info = true;
    pthread_mutex_unlock(&ue->lock);
}

static void *search_thread(void *arg)
{
    UiEngine *ue = arg;
    Move best;
    SearchInfo last;
    memset(&best, 0, sizeof best);
    memset(&last, 0, sizeof last);
    last.depth = -1;
    bool found = engine_search(ue->engine, &ue->game, &ue->limits, report_progress, ue, &best, &last);
    pthread_mutex_lock(&ue->lock);
    ue->found = found;
    ue->best = best;
    if (last.depth >= 0 && (!ue->have_info || last.depth >= ue->info.depth)) {
        ue->info = last;
        ue->have_info = true;
    }
    ue->finished = true;
    pthread_mutex_unlock(&ue->lock);
    return NULL;
}

bool ui_engine_start(UiEngine *ue, EngineJob job, const Game *g, const SearchLimits *lim)
{
    if (ue->running || ue->engine == NULL)
        return false;
    if (ue->have_game)
        game_free(&ue->game);
    game_copy(&ue->game, g);
    ue->have_game = true;
    ue->root_side = g->pos.side;
    ue->info_job = job;
    ue->job = job;
    ue->limits = *lim;
    ue->finished = false;
    ue->found = false;
    ue->have_info = false;

    /* The signals the UI handles must reach the UI thread, whose getch()
     * they interrupt; the worker inherits a mask that blocks them. */
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigaddset(&block, SIGQUIT);
    sigaddset(&block, SIGWINCH);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    engine_reset_stop(ue->engine);
    int rc = pthread_create(&ue->thread, NULL, search_thread, ue);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0)
        return false;
    ue->running = true;
    return true;
}

bool ui_engine_busy(const UiEngine *ue) { return ue->running; }

bool ui_engine_poll(UiEngine *ue, EngineResult *out)
{
    if (!ue->running)
        return false;
    pthread_mutex_lock(&ue->lock);
    bool finished = ue->finished;
    if (finished) {
        out->job = ue->job;
        out->found = ue->found;
        out->best = ue->best;
        out->info = ue->info;
        out->have_info = ue->have_info;
    }
    pthread_mutex_unlock(&ue->lock);
    if (!finished)
        return false;
    pthread_join(ue->thread, NULL);
    ue->running = false;
    ue->job = JOB_NONE;
    return true;
}

bool ui_engine_info(UiEngine *ue, SearchInfo *out)
{
    pthread_mutex_lock(&ue->lock);
    bool have = ue->have_info;
    if (have && out != NULL)
        *out = ue->info;
    pthread_mutex_unlock(&ue->lock);
    return have;
}

void ui_engine_hurry(UiEngine *ue)
{
    if (ue->running)
        engine_stop(ue->engine);
}

void ui_engine_cancel(UiEngine *ue)
{
    if (!ue->running)
        return;
    engine_stop(ue->engine);
    pthread_join(ue->thread, NULL);
    ue->running = false;
    ue->job = JOB_NONE;
}

void ui_engine_forget(UiEngine *ue)
{
    ui_engine_cancel(ue);
    ue->have_info = false;   /* no worker runs now: no lock needed */
}

void ui_engine_new_game(UiEngine *ue)
{
    ui_engine_forget(ue);
    engine_new_game(ue->engine);
}
