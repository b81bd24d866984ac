/*
 * test_runner.c - the engine runner (runner.h): a search in a worker
 * thread, its callbacks, move now, cancel, and the worker's signal mask.
 */
#include <check.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "movegen.h"
#include "runner.h"
#include "test_helpers.h"

typedef struct Seen {
    pthread_mutex_t lock;
    int infos, dones, last_depth;
    bool depth_went_down;
    bool signals_blocked;   /* in every callback */
} Seen;

static void seen_init(Seen *s)
{
    memset(s, 0, sizeof *s);
    pthread_mutex_init(&s->lock, NULL);
    s->signals_blocked = true;
}

static bool async_signals_blocked(void)
{
    sigset_t now;
    pthread_sigmask(SIG_BLOCK, NULL, &now);
    return sigismember(&now, SIGINT) && sigismember(&now, SIGTERM) && sigismember(&now, SIGWINCH) &&
           sigismember(&now, SIGHUP) && !sigismember(&now, SIGSEGV);
}

static void on_info(const SearchInfo *info, void *ctx)
{
    Seen *s = ctx;
    pthread_mutex_lock(&s->lock);
    s->infos++;
    s->depth_went_down |= info->depth <= s->last_depth;
    s->last_depth = info->depth;
    s->signals_blocked &= async_signals_blocked();
    pthread_mutex_unlock(&s->lock);
}

static void on_done(const RunnerResult *r, void *ctx)
{
    Seen *s = ctx;
    (void)r;
    pthread_mutex_lock(&s->lock);
    s->dones++;
    s->signals_blocked &= async_signals_blocked();
    pthread_mutex_unlock(&s->lock);
}

static bool is_legal(const Game *g, const Move *m)
{
    MoveList list;
    movegen_legal(&g->pos, &list);
    for (int i = 0; i < list.count; i++)
        if (move_equal(&list.moves[i], m))
            return true;
    return false;
}

START_TEST(bounded_search_reports_and_answers)
{
    Runner *r = runner_new(8);
    ck_assert_ptr_nonnull(r);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.depth = 5;
    Seen seen;
    seen_init(&seen);
    RunnerCallbacks cb = {on_info, on_done, &seen};
    ck_assert(runner_start(r, &g, &lim, &cb, 42));
    ck_assert(runner_running(r));
    ck_assert_int_eq(runner_tag(r), 42);
    ck_assert(!runner_start(r, &g, &lim, NULL, 1));   /* one search at a time */
    RunnerResult res;
    ck_assert(runner_wait(r, &res));
    ck_assert(!runner_running(r));
    ck_assert(!runner_wait(r, &res));
    ck_assert(res.found);
    ck_assert(is_legal(&g, &res.best));
    ck_assert_int_eq(res.tag, 42);
    ck_assert_int_eq(res.side, WHITE);
    ck_assert(res.have_info);
    ck_assert_int_eq(res.info.depth, 5);
    ck_assert_int_eq(seen.infos, 5);
    ck_assert_int_eq(seen.dones, 1);
    ck_assert(!seen.depth_went_down);
    ck_assert(seen.signals_blocked);
    SearchInfo info;
    ck_assert(runner_info(r, &info));
    ck_assert_int_eq(info.depth, 5);
    runner_forget_info(r);
    ck_assert(!runner_info(r, &info));
    game_free(&g);
    runner_free(r);
}
END_TEST

/* "Move now" ends an endless search with a legal move, delivered by poll. */
START_TEST(move_now_ends_a_long_search)
{
    Runner *r = runner_new(8);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.depth = MAX_PLY;
    ck_assert(runner_start(r, &g, &lim, NULL, 7));
    RunnerResult res;
    ck_assert(!runner_poll(r, &res) || res.found);
    runner_move_now(r);
    while (!runner_poll(r, &res))
        usleep(1000);
    ck_assert(res.found);
    ck_assert(is_legal(&g, &res.best));
    ck_assert_int_eq(res.tag, 7);
    game_free(&g);
    runner_free(r);
}
END_TEST

/* The runner searched a copy: the caller's game may change meanwhile. */
START_TEST(search_is_on_a_copy_and_cancel_discards_it)
{
    Runner *r = runner_new(8);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.depth = MAX_PLY;
    ck_assert(runner_start(r, &g, &lim, NULL, 0));
    test_play(&g, "22-19");
    game_free(&g);
    runner_cancel(r);
    ck_assert(!runner_running(r));
    ck_assert(!runner_poll(r, NULL));
    runner_cancel(r);   /* nothing running: no effect */
    runner_free(r);
}
END_TEST

START_TEST(no_move_is_reported)
{
    Runner *r = runner_new(8);
    Position p = test_position("W:W29:B22,25,26");
    Game g;
    game_init(&g, &p);
    SearchLimits lim = {0};
    lim.depth = 3;
    RunnerResult res;
    ck_assert(runner_start(r, &g, &lim, NULL, 0));
    ck_assert(runner_wait(r, &res));
    ck_assert(!res.found);
    game_free(&g);
    runner_free(r);
}
END_TEST

/* Any background engine job started with runner_start_thread (the game
 * analysis is one) gets the worker's mask and stack, not the caller's. */
static void *report_mask(void *arg)
{
    *(bool *)arg = async_signals_blocked();
    return NULL;
}

START_TEST(any_worker_thread_blocks_async_signals)
{
    bool blocked = false;
    pthread_t t;
    ck_assert(!async_signals_blocked());   /* the caller's own mask is left alone */
    ck_assert(runner_start_thread(&t, report_mask, &blocked));
    pthread_join(t, NULL);
    ck_assert(blocked);
    ck_assert(!async_signals_blocked());
}
END_TEST

Suite *runner_suite(void)
{
    Suite *s = suite_create("runner");
    TCase *tc = tcase_create("runner");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, bounded_search_reports_and_answers);
    tcase_add_test(tc, move_now_ends_a_long_search);
    tcase_add_test(tc, search_is_on_a_copy_and_cancel_discards_it);
    tcase_add_test(tc, no_move_is_reported);
    tcase_add_test(tc, any_worker_thread_blocks_async_signals);
    suite_add_tcase(s, tc);
    return s;
}
