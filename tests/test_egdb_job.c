/*
 * test_egdb_job.c - part "drillui": the endgame databases built in the
 * background (session/egdb_job.h): a build runs to the end and its set
 * opens; progress is seen while it runs; a cancelled build stops, keeps
 * its finished tables and resumes; a second start while one runs and a
 * directory that cannot be made are refused.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "egdb.h"
#include "egdb_job.h"
#include "runner.h"
#include "session.h"
#include "test_helpers.h"
#include "words_session.h"

enum { DIR_SIZE = 64, ERR_SIZE = 512, POLL_US = 1000 };

static void temp_dir(char *dir)
{
    snprintf(dir, DIR_SIZE, "/tmp/dama-egdbjob-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static EgdbJobProgress progress_of(EgdbJob *j)
{
    EgdbJobProgress p;
    egdb_job_progress(j, &p);
    return p;
}

START_TEST(a_build_runs_to_the_end_and_opens)
{
    char dir[DIR_SIZE];
    FileProblem why;
    temp_dir(dir);
    EgdbJob *j = egdb_job_new();
    ck_assert_ptr_nonnull(j);
    ck_assert_int_eq(progress_of(j).state, EGDB_JOB_IDLE);
    ck_assert_ptr_null(egdb_job_open(j, &why));   /* nothing built yet */
    ck_assert_msg(egdb_job_start(j, dir, 3, &why), "%s", TEST_FILE_TEXT(why));
    egdb_job_wait(j);
    EgdbJobProgress p = progress_of(j);
    ck_assert_int_eq(p.state, EGDB_JOB_DONE);
    ck_assert_int_eq(p.pieces, 3);
    ck_assert_uint_gt(p.total, 0);
    ck_assert_uint_eq(p.done, p.total);
    ck_assert_int_eq(p.permille, 1000);
    ck_assert_int_eq(p.left_ms, 0);
    Egdb *db = egdb_job_open(j, &why);
    ck_assert_msg(db != NULL, "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(egdb_pieces(db), 3);
    egdb_close(db);
    egdb_job_free(j);
    test_remove_tree(dir);
}
END_TEST

START_TEST(progress_is_seen_while_it_runs_and_cancel_stops_it)
{
    char dir[DIR_SIZE];
    FileProblem why;
    temp_dir(dir);
    EgdbJob *j = egdb_job_new();
    ck_assert_msg(egdb_job_start(j, dir, 5, &why), "%s", TEST_FILE_TEXT(why));
    /* A second build while this one runs is refused. */
    ck_assert(!egdb_job_start(j, dir, 5, &why));
    EgdbJobProgress p;
    do {
        usleep(POLL_US);
        p = progress_of(j);
    } while (p.state == EGDB_JOB_RUNNING && (p.done == 0 || p.table[0] == '\0'));
    ck_assert_int_eq(p.state, EGDB_JOB_RUNNING);   /* 5 pieces take a minute and more */
    ck_assert_uint_gt(p.total, p.done);
    ck_assert_int_lt(p.permille, 1000);
    egdb_job_cancel(j);
    egdb_job_wait(j);
    p = progress_of(j);
    ck_assert_int_eq(p.state, EGDB_JOB_CANCELLED);
    ck_assert_int_eq(p.why.code, FILE_PROBLEM_EGDB_CANCELLED);
    ck_assert_ptr_null(egdb_job_open(j, &why));
    /* The smaller tables finished before the cancel are kept: a 3-piece
     * build started again finishes, and reuses what it finds. */
    ck_assert_msg(egdb_job_start(j, dir, 3, &why), "%s", TEST_FILE_TEXT(why));
    egdb_job_wait(j);
    ck_assert_int_eq(progress_of(j).state, EGDB_JOB_DONE);
    Egdb *db = egdb_job_open(j, &why);
    ck_assert_msg(db != NULL, "%s", TEST_FILE_TEXT(why));
    egdb_close(db);
    egdb_job_free(j);
    test_remove_tree(dir);
}
END_TEST

START_TEST(freeing_a_running_build_cancels_it)
{
    char dir[DIR_SIZE];
    FileProblem why;
    temp_dir(dir);
    EgdbJob *j = egdb_job_new();
    ck_assert_msg(egdb_job_start(j, dir, 5, &why), "%s", TEST_FILE_TEXT(why));
    egdb_job_free(j);   /* returns within a moment, not after the whole build */
    test_remove_tree(dir);
}
END_TEST

START_TEST(a_directory_that_cannot_be_made_is_refused)
{
    char dir[DIR_SIZE], file[DIR_SIZE + 16];
    FileProblem why;
    temp_dir(dir);
    snprintf(file, sizeof file, "%s/file", dir);
    test_write_file(file, "not a directory\n");
    char below[DIR_SIZE + 32];
    snprintf(below, sizeof below, "%s/egdb", file);
    EgdbJob *j = egdb_job_new();
    ck_assert(!egdb_job_start(j, below, 3, &why));
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
    ck_assert(!egdb_job_start(j, dir, 1, &why));   /* no such set */
    ck_assert_int_ne(progress_of(j).state, EGDB_JOB_RUNNING);
    egdb_job_free(j);
    test_remove_tree(dir);
}
END_TEST

/* A finished set becomes the engine's, but not under a search. */
START_TEST(the_session_adopts_a_finished_set)
{
    char dir[DIR_SIZE];
    FileProblem why;
    temp_dir(dir);
    EgdbJob *j = egdb_job_new();
    ck_assert_msg(egdb_job_start(j, dir, 2, &why), "%s", TEST_FILE_TEXT(why));
    egdb_job_wait(j);
    Egdb *first = egdb_job_open(j, &why), *second = egdb_job_open(j, &why);
    ck_assert(first != NULL && second != NULL);
    Session s;
    Player players[2];
    session_players_vs_engine(players, WHITE, 10);
    ck_assert(session_init_egdb(&s, players, NULL, dir));
    Egdb *opened = s.egdb;
    ck_assert_ptr_nonnull(opened);
    SearchLimits lim = {0};
    lim.depth = 60;
    ck_assert(runner_start(s.runner, &s.game, &lim, NULL, 0));
    ck_assert(!session_adopt_egdb(&s, first));   /* the engine searches */
    ck_assert_ptr_eq(s.egdb, opened);
    runner_cancel(s.runner);
    ck_assert(session_adopt_egdb(&s, first));
    ck_assert_ptr_eq(s.egdb, first);
    ck_assert_ptr_eq(s.egdb_replaced, opened);   /* still open for whoever probes it */
    ck_assert(session_adopt_egdb(&s, second));
    ck_assert_ptr_eq(s.egdb, second);
    session_free(&s);   /* closes them all (the sanitizer build sees a leak) */
    egdb_job_free(j);
    test_remove_tree(dir);
}
END_TEST

/* part "egdbwords" (issue 16): a game's databases that cannot be used are
 * a notice whose detail is the table's problem as a fact (its words, in the
 * C locale, the English the tools print), not English text. */
START_TEST(a_damaged_table_is_a_notice_with_its_fact)
{
    char dir[DIR_SIZE], path[DIR_SIZE + 32], said[FILE_PROBLEM_TEXT_SIZE + 64];
    FileProblem why;
    temp_dir(dir);
    EgdbJob *j = egdb_job_new();
    ck_assert_msg(egdb_job_start(j, dir, 2, &why), "%s", TEST_FILE_TEXT(why));
    egdb_job_wait(j);
    egdb_job_free(j);
    snprintf(path, sizeof path, "%s/m0k1-m0k1.egdb", dir);
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, -8, SEEK_END), 0);   /* the checksum */
    for (int i = 0; i < 8; i++)
        fputc(0, f);
    ck_assert_int_eq(fclose(f), 0);
    Session s;
    Player players[2];
    session_players_vs_engine(players, WHITE, 10);
    ck_assert(session_init_egdb(&s, players, NULL, dir));
    ck_assert_ptr_null(s.egdb);
    Notice n;
    bool found = false;
    while (!found && session_take_notice(&s, &n))
        found = n.code == NOTICE_EGDB_UNUSED;
    ck_assert(found);
    ck_assert_int_eq(n.detail.code, FILE_PROBLEM_EGDB_CHECKSUM);
    ck_assert_str_eq(n.detail.path, "m0k1-m0k1.egdb");
    setenv("LC_ALL", "C", 1);
    ck_assert_str_eq(words_notice(&n, said, sizeof said),
                     "Endgame databases not used: m0k1-m0k1.egdb: checksum mismatch (damaged file)");
    unsetenv("LC_ALL");
    session_free(&s);
    test_remove_tree(dir);
}
END_TEST

Suite *egdb_job_suite(void)
{
    Suite *s = suite_create("egdb_job");
    TCase *tc = tcase_create("egdb_job");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_build_runs_to_the_end_and_opens);
    tcase_add_test(tc, a_damaged_table_is_a_notice_with_its_fact);
    tcase_add_test(tc, progress_is_seen_while_it_runs_and_cancel_stops_it);
    tcase_add_test(tc, freeing_a_running_build_cancels_it);
    tcase_add_test(tc, a_directory_that_cannot_be_made_is_refused);
    tcase_add_test(tc, the_session_adopts_a_finished_set);
    suite_add_tcase(s, tc);
    return s;
}
