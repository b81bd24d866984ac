/*
 * runner.h - the one way to run the engine in the background: a search of
 * a private copy of a game in a worker thread (fixed stack size, with the
 * process's asynchronous signals blocked so that they reach the caller's
 * thread), progress through a callback and a "latest info" snapshot, and
 * a result collected by poll or wait.  Used by the play session and by
 * `dama engine` alike.
 *
 * One runner runs one search at a time.  Every function is called from
 * the owning thread; only the callbacks run on the worker.
 */
#ifndef DAMA_RUNNER_H
#define DAMA_RUNNER_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "search.h"

/* What a finished search hands back. */
typedef struct RunnerResult {
    bool found;            /* false: the side to move had no move */
    Move best;
    bool have_info;
    SearchInfo info;       /* the deepest completed iteration */
    int side;              /* side to move in the searched position */
    int tag;               /* the caller's label given to runner_start */
} RunnerResult;

typedef void (*RunnerDoneFn)(const RunnerResult *result, void *ctx);

/* Optional callbacks; both run on the worker thread. */
typedef struct RunnerCallbacks {
    SearchInfoFn on_info;  /* after each completed iteration */
    RunnerDoneFn on_done;  /* once, after the search, before poll/wait see it */
    void *ctx;
} RunnerCallbacks;

typedef struct Runner Runner;

/* NULL when out of memory. */
Runner *runner_new(size_t hash_megabytes);
/* Cancels a running search first. */
void runner_free(Runner *r);
/* The engine, for settings (hash, new game, eval): only while idle. */
Engine *runner_engine(Runner *r);

/* Start searching a copy of g; cb may be NULL.  False when a search is
 * already running or the thread cannot start. */
bool runner_start(Runner *r, const Game *g, const SearchLimits *lim, const RunnerCallbacks *cb, int tag);
/* Start a thread the way every engine worker starts: a fixed stack large
 * enough for the deepest search, and asynchronous signals blocked in it
 * (they belong to the caller's thread).  Used by runner_start and by other
 * background engine jobs (the game analysis). */
bool runner_start_thread(pthread_t *thread, void *(*body)(void *), void *arg);
/* A search was started and its result not yet collected. */
bool runner_running(const Runner *r);
/* The tag of the running search (meaningless when none runs). */
int runner_tag(const Runner *r);
/* Non-blocking: true once the search finished, with its result in *out
 * (may be NULL); the runner is idle again. */
bool runner_poll(Runner *r, RunnerResult *out);
/* Block until the search finishes; false when none was running. */
bool runner_wait(Runner *r, RunnerResult *out);
/* "Move now": ask the search to stop; its result still arrives. */
void runner_move_now(Runner *r);
/* Stop, wait for and discard the running search, if any. */
void runner_cancel(Runner *r);
/* The latest completed iteration of the running or last search. */
bool runner_info(Runner *r, SearchInfo *out);
/* Cancel any running search and forget the last info (it was about
 * another position). */
void runner_forget_info(Runner *r);

#endif
