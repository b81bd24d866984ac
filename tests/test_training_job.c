/*
 * test_training_job.c - part "idle" (issue 17 item 2): the archived games
 * analysed in the background (training_job.h), and the file's writers
 * (training.h: training_store_game, training_store_answer, the analysing
 * lock).
 *
 * The job finds the held-out blunder of its player without anything else
 * asking; a pause returns within a bound while a search runs, the count
 * of positions searched stays still while paused, and a resume goes on to
 * the end; a stop leaves a whole file that a new job goes on from; while
 * another holds the analysing lock the job waits without searching; two
 * writers never lose each other's changes.
 */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis.h"
#include "archive.h"
#include "clock.h"
#include "filewrite.h"
#include "test_helpers.h"
#include "test_training_games.h"
#include "training.h"
#include "training_job.h"

enum {
    WAIT_MS = 120000,          /* a bound on the analysis of the test games on a loaded machine */
    PAUSE_BOUND_MS = 250,      /* a pause, while a search runs */
    STILL_MS = 600             /* how long a paused job is watched */
};

/* Anna's game, then Dario's game played by Anna as Black (the newest):
 * two games of Anna with a blunder each. */
static void archive_two_of_anna(const Place *p)
{
    test_archive_moves(p->archive, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    test_archive_moves(p->archive, DARIO_GAME, 1000, "Anna", BLACK, "anna-2");
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

typedef bool (*JobTest)(const TrainingJobStatus *s, int arg);

/* Poll the job until test holds; fails the test after WAIT_MS. */
static TrainingJobStatus wait_until(TrainingJob *j, JobTest test, int arg)
{
    int64_t until = clock_now_ms() + WAIT_MS;
    for (;;) {
        TrainingJobStatus s = training_job_status(j);
        if (test(&s, arg))
            return s;
        char said[FILE_PROBLEM_TEXT_SIZE];
        ck_assert_msg(s.state != TRAINING_JOB_FAILED, "the job failed: %s", file_problem_text(&s.why, said, sizeof said));
        ck_assert_msg(clock_now_ms() < until, "the job did not get there (state %d, %d positions)", s.state,
                      s.positions);
        sleep_ms(5);
    }
}

static bool is_done(const TrainingJobStatus *s, int arg) { return (void)arg, s->state == TRAINING_JOB_DONE; }
static bool searched_more_than(const TrainingJobStatus *s, int n)
{
    return s->positions > n || s->state == TRAINING_JOB_DONE;
}
static bool stored_at_least(const TrainingJobStatus *s, int n) { return s->stored >= n; }
static bool is_waiting(const TrainingJobStatus *s, int arg) { return (void)arg, s->state == TRAINING_JOB_WAITING; }

static void load(const Place *p, Training *t)
{
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    ck_assert_msg(training_load(p->training, t, &why) == 0, "%s", file_problem_text(&why, said, sizeof said));
    ck_assert_int_eq(t->damaged, 0);
}

static const Exercise *exercise_at(const Training *t, const char *key, int ply)
{
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->exercises[i].game_id, key) == 0 && t->exercises[i].ply == ply)
            return &t->exercises[i];
    return NULL;
}

START_TEST(the_job_finds_the_blunders_of_its_player)
{
    Place p;
    place_make(&p);
    test_archive_moves(p.archive, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    test_archive_moves(p.archive, DARIO_GAME, 1000, "Dario", BLACK, "dario-1");
    TrainingJob *j = training_job_new(p.dir, NULL);
    ck_assert_ptr_nonnull(j);
    ck_assert(training_job_resume(j, "Anna"));
    TrainingJobStatus s = wait_until(j, is_done, 0);
    ck_assert_int_eq(s.games, 1);            /* Dario's game is not Anna's */
    ck_assert_int_eq(s.stored, 1);
    ck_assert_int_ge(s.found, 1);
    ck_assert_int_eq(training_job_take_found(j), s.found);
    ck_assert_int_eq(training_job_take_found(j), 0);
    Training t;
    load(&p, &t);
    ck_assert_ptr_nonnull(exercise_at(&t, "anna-1", ANNA_BLUNDER_PLY));
    ck_assert_int_eq(t.nanalysed, 1);
    training_free(&t);
    training_job_free(j);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(a_pause_stops_the_search_at_once_and_a_resume_goes_on)
{
    Place p;
    place_make(&p);
    archive_two_of_anna(&p);
    TrainingJob *j = training_job_new(p.dir, NULL);
    ck_assert_ptr_nonnull(j);
    int64_t worst = 0, pauses = 0, started = clock_now_ms();
    int positions = 0;
    /* Pause while it searches, as often as the games last. */
    for (;;) {
        ck_assert(training_job_resume(j, "Anna"));
        TrainingJobStatus s = wait_until(j, searched_more_than, positions);
        if (s.state == TRAINING_JOB_DONE)
            break;
        int64_t before = clock_now_ms();
        training_job_pause(j);
        int64_t took = clock_now_ms() - before;
        worst = took > worst ? took : worst;
        pauses++;
        s = training_job_status(j);
        ck_assert_int_eq(s.state, TRAINING_JOB_PAUSED);
        positions = s.positions;
        sleep_ms(STILL_MS / (pauses < 3 ? 1 : 6));   /* watched long the first times */
        ck_assert_int_eq(training_job_status(j).positions, positions);   /* still while paused */
        if (s.stored == 2)
            break;
    }
    TrainingJobStatus s = training_job_status(j);
    if (s.stored < 2) {
        ck_assert(training_job_resume(j, "Anna"));
        s = wait_until(j, is_done, 0);
    }
    int64_t elapsed = clock_now_ms() - started;
    ck_assert_int_ge(pauses, 2);
    ck_assert_int_eq(s.stored, 2);
    ck_assert_msg(worst < PAUSE_BOUND_MS, "a pause took %lld ms", (long long)worst);
    fprintf(stderr, "training_job: %lld pauses while searching, the longest %lld ms; %d positions in %lld ms\n",
            (long long)pauses, (long long)worst, s.positions, (long long)elapsed);
    Training t;
    load(&p, &t);
    ck_assert_ptr_nonnull(exercise_at(&t, "anna-1", ANNA_BLUNDER_PLY));
    ck_assert_ptr_nonnull(exercise_at(&t, "anna-2", DARIO_BLUNDER_PLY));
    training_free(&t);
    training_job_free(j);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(a_stop_leaves_a_whole_file_that_a_new_job_goes_on_from)
{
    Place p;
    place_make(&p);
    archive_two_of_anna(&p);
    TrainingJob *j = training_job_new(p.dir, NULL);
    ck_assert(training_job_resume(j, "Anna"));
    wait_until(j, stored_at_least, 1);
    training_job_stop(j);
    TrainingJobStatus s = training_job_status(j);
    ck_assert_int_eq(s.state, TRAINING_JOB_PAUSED);
    Training t;
    load(&p, &t);
    ck_assert_int_eq(t.nanalysed, s.stored);   /* each stored game whole, nothing of the one under way */
    ck_assert_ptr_nonnull(exercise_at(&t, "anna-2", DARIO_BLUNDER_PLY));   /* the newest first */
    int stored = t.nanalysed;
    training_free(&t);
    training_job_free(j);

    j = training_job_new(p.dir, NULL);
    ck_assert(training_job_resume(j, "Anna"));
    s = wait_until(j, is_done, 0);
    ck_assert_int_eq(s.games, 2 - stored);   /* what was stored is not analysed again */
    load(&p, &t);
    ck_assert_int_eq(t.nanalysed, 2);
    ck_assert_ptr_nonnull(exercise_at(&t, "anna-1", ANNA_BLUNDER_PLY));
    training_free(&t);
    training_job_free(j);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(the_job_waits_while_another_analyses)
{
    Place p;
    place_make(&p);
    archive_two_of_anna(&p);
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    int other = training_lock_analysis(p.training, false, &why);   /* as `dama train --update` */
    ck_assert_msg(other >= 0, "%s", file_problem_text(&why, said, sizeof said));
    TrainingJob *j = training_job_new(p.dir, NULL);
    ck_assert(training_job_resume(j, "Anna"));
    wait_until(j, is_waiting, 0);
    sleep_ms(2 * TRAINING_JOB_RETRY_MS);
    TrainingJobStatus s = training_job_status(j);
    ck_assert_int_eq(s.state, TRAINING_JOB_WAITING);
    ck_assert_int_eq(s.positions, 0);
    int64_t before = clock_now_ms();
    training_job_pause(j);   /* a pause does not wait for the retry */
    ck_assert_int_lt(clock_now_ms() - before, PAUSE_BOUND_MS);
    ck_assert(training_job_resume(j, "Anna"));
    training_unlock(other);
    s = wait_until(j, is_done, 0);
    ck_assert_int_eq(s.stored, 2);
    /* While the job analyses it holds the lock: `--update` would wait. */
    training_job_free(j);
    test_remove_tree(p.dir);
}
END_TEST

/* ---- The writers ---- */

/* One analysed game of Anna's as a review, to store under other keys. */
typedef struct Analysed {
    Game game;
    GameReview review;
} Analysed;

static void analyse_anna(Analysed *an)
{
    Analysis *a = analysis_new();
    ck_assert_ptr_nonnull(a);
    test_game_of(&an->game, ANNA_GAME, 1000);
    SearchLimits lim = analysis_default_limits();
    ck_assert_int_eq(analysis_run(a, &an->game, &lim, NULL, NULL, &an->review), ANALYSIS_DONE);
    analysis_free(a);
}

static void analysed_free(Analysed *an)
{
    review_free(&an->review);
    game_free(&an->game);
}

static ArchivedGame info_of(const char *id)
{
    ArchivedGame info;
    memset(&info, 0, sizeof info);
    snprintf(info.player, sizeof info.player, "Anna");
    snprintf(info.date, sizeof info.date, "2026.12.01");
    snprintf(info.game_id, sizeof info.game_id, "%s", id);
    info.player_side = WHITE;
    info.level = 3;
    return info;
}

START_TEST(an_answer_and_a_game_stored_from_stale_copies_both_stay)
{
    Place p;
    place_make(&p);
    Analysed an;
    analyse_anna(&an);
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    int added;
    ArchivedGame first = info_of("g-1"), second = info_of("g-2");
    ck_assert_msg(training_store_game(p.training, &first, &an.game, &an.review, 100, &added, &why) == 0,
                  "%s", file_problem_text(&why, said, sizeof said));
    ck_assert_int_ge(added, 1);
    Training screen;   /* the exercises' screen's copy, read before the job's next game */
    load(&p, &screen);
    ck_assert_int_eq(training_store_game(p.training, &second, &an.game, &an.review, 100, &added, &why),
                     0);
    Exercise *e = &screen.exercises[0];
    training_record(e, true, 100);
    ck_assert_int_eq(training_store_answer(p.training, e, &why), 0);
    Training t;
    load(&p, &t);
    ck_assert_int_eq(t.nanalysed, 2);                      /* the game stored meanwhile stays */
    ck_assert_int_eq(training_find(&t, e->id)->box, 2);    /* and so does the answer */
    ck_assert_int_eq(training_find(&t, e->id)->right, 1);
    ck_assert_int_eq(t.count, 2 * screen.count);
    /* A game stored twice adds nothing the second time. */
    ck_assert_int_eq(training_store_game(p.training, &second, &an.game, &an.review, 100, &added, &why),
                     0);
    ck_assert_int_eq(added, 0);
    training_free(&t);
    training_free(&screen);
    analysed_free(&an);
    test_remove_tree(p.dir);
}
END_TEST

enum { WRITERS = 4, STORES_EACH = 8 };

typedef struct Writer {
    const Place *p;
    const Analysed *an;
    int number;
    int failures;
} Writer;

static void *write_games(void *arg)
{
    Writer *w = arg;
    for (int i = 0; i < STORES_EACH; i++) {
        char id[32];
        FileProblem why;
        int added;
        snprintf(id, sizeof id, "w%d-%d", w->number, i);
        ArchivedGame info = info_of(id);
        if (training_store_game(w->p->training, &info, &w->an->game, &w->an->review, 100, &added, &why) != 0)
            w->failures++;
    }
    return NULL;
}

START_TEST(writers_at_once_lose_nothing)
{
    Place p;
    place_make(&p);
    Analysed an;
    analyse_anna(&an);
    pthread_t threads[WRITERS];
    Writer writers[WRITERS];
    for (int i = 0; i < WRITERS; i++) {
        writers[i] = (Writer){&p, &an, i, 0};
        ck_assert_int_eq(pthread_create(&threads[i], NULL, write_games, &writers[i]), 0);
    }
    for (int i = 0; i < WRITERS; i++) {
        pthread_join(threads[i], NULL);
        ck_assert_int_eq(writers[i].failures, 0);
    }
    Training t;
    load(&p, &t);
    ck_assert_int_eq(t.nanalysed, WRITERS * STORES_EACH);
    training_free(&t);
    analysed_free(&an);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(the_analysing_lock_is_held_by_one)
{
    Place p;
    place_make(&p);
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    int first = training_lock_analysis(p.training, false, &why);
    ck_assert_msg(first >= 0, "%s", file_problem_text(&why, said, sizeof said));
    ck_assert_int_eq(training_lock_analysis(p.training, false, &why), FILE_LOCK_BUSY);
    training_unlock(first);
    int again = training_lock_analysis(p.training, false, &why);
    ck_assert_int_ge(again, 0);
    training_unlock(again);
    /* A new player's data directory does not exist yet: the lock makes it. */
    char fresh[600];
    snprintf(fresh, sizeof fresh, "%s/new/dama/training", p.dir);
    int made = training_lock_analysis(fresh, false, &why);
    ck_assert_msg(made >= 0, "%s", file_problem_text(&why, said, sizeof said));
    training_unlock(made);
    test_remove_tree(p.dir);
}
END_TEST

Suite *training_job_suite(void)
{
    Suite *s = suite_create("training_job");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_job_finds_the_blunders_of_its_player);
    tcase_add_test(tc, a_pause_stops_the_search_at_once_and_a_resume_goes_on);
    tcase_add_test(tc, a_stop_leaves_a_whole_file_that_a_new_job_goes_on_from);
    tcase_add_test(tc, the_job_waits_while_another_analyses);
    tcase_add_test(tc, an_answer_and_a_game_stored_from_stale_copies_both_stay);
    tcase_add_test(tc, writers_at_once_lose_nothing);
    tcase_add_test(tc, the_analysing_lock_is_held_by_one);
    suite_add_tcase(s, tc);
    return s;
}
