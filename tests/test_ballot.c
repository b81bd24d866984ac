/*
 * test_ballot.c - ballot openings (ballot.h): finding the file, reading
 * it, choosing one.  The runner starts in the source tree (make check),
 * where data/openings is.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ballot.h"
#include "fen.h"
#include "test_helpers.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/dama-test-ballot.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

START_TEST(the_shipped_file_is_found_beside_the_program)
{
    unsetenv("DAMA_OPENINGS");
    char path[1024];
    BallotError why;
    ck_assert_msg(ballot_locate("./dama", path, sizeof path, &why), "reason %d", (int)why.code);
    ck_assert_str_eq(path, "./data/openings/" BALLOT_FILE_NAME);
    Ballots b;
    ck_assert_msg(ballot_read(path, &b, &why), "reason %d", (int)why.code);
    ck_assert_int_eq(b.count, 2400);
    Position p;
    char fen[FEN_BUFSIZE];
    ck_assert(ballot_position(&b, 1, &p, &why));
    fen_format(&p, fen, sizeof fen);
    ck_assert_str_eq(fen, "W:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,15");
    ck_assert(ballot_position(&b, 2400, &p, &why));
    ck_assert_int_eq(p.side, WHITE);
    ck_assert(!ballot_position(&b, 2401, &p, &why));
    ck_assert_int_eq(why.code, BALLOT_OUT_OF_RANGE);
    ck_assert_int_eq(why.count, 2400);
    ck_assert_int_eq(why.number, 2401);
    ck_assert(!ballot_position(&b, 0, &p, &why));
    ballot_free(&b);
}
END_TEST

/* rating part: every shipped ballot has the shape the rating knows a
 * ballot by (archive games without a Rated tag); the start position, a
 * king, a man across the middle or Black to move do not. */
START_TEST(every_ballot_is_ballot_shaped)
{
    unsetenv("DAMA_OPENINGS");
    char path[1024];
    BallotError why;
    ck_assert_msg(ballot_locate("./dama", path, sizeof path, &why), "reason %d", (int)why.code);
    Ballots b;
    ck_assert_msg(ballot_read(path, &b, &why), "reason %d", (int)why.code);
    for (int n = 1; n <= b.count; n++) {
        Position p;
        ck_assert(ballot_position(&b, n, &p, &why));
        ck_assert_msg(ballot_shaped(&p), "ballot %d", n);
    }
    ballot_free(&b);
    Position start;
    pos_startpos(&start);
    ck_assert(!ballot_shaped(&start));
    const char *not_ballots[] = {
        "W:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,K15",  /* a king */
        "W:W13,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,15",   /* White man on Black's half */
        "B:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,15",   /* Black to move */
        "W:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11",      /* ten black men */
    };
    for (size_t i = 0; i < sizeof not_ballots / sizeof not_ballots[0]; i++) {
        Position p = test_position(not_ballots[i]);
        ck_assert_msg(!ballot_shaped(&p), "%s", not_ballots[i]);
    }
}
END_TEST

/* Debian's places for a game: the program in PREFIX/games, its data in
 * PREFIX/share/games/dama (make install, the package). */
START_TEST(an_installed_file_is_found_under_share_games)
{
    unsetenv("DAMA_OPENINGS");
    make_tmpdir();
    char dir[512], exe[512], path[1024];
    BallotError why;
    snprintf(dir, sizeof dir, "%s/share/games/dama/openings", tmpdir);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' '%s/games'", dir, tmpdir);
    ck_assert_int_eq(system(cmd), 0);
    snprintf(exe, sizeof exe, "%s/games/dama", tmpdir);
    ck_assert(!ballot_locate(exe, path, sizeof path, &why));
    ck_assert_int_eq(why.code, BALLOT_MISSING);
    ck_assert_ptr_nonnull(strstr(why.path, "/games/data/openings/" BALLOT_FILE_NAME));
    ck_assert_ptr_nonnull(strstr(why.other, "/games/../share/games/dama/openings/" BALLOT_FILE_NAME));
    snprintf(path, sizeof path, "%s/%s", dir, BALLOT_FILE_NAME);
    test_write_file(path, "[FEN \"W:W21-32:B1-11\"] *\n");
    ck_assert_msg(ballot_locate(exe, path, sizeof path, &why), "reason %d", (int)why.code);
    ck_assert_ptr_nonnull(strstr(path, "/games/../share/games/dama/openings/" BALLOT_FILE_NAME));
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(the_environment_names_the_file_first)
{
    make_tmpdir();
    char file[512], path[1024];
    BallotError why;
    snprintf(file, sizeof file, "%s/mine.pdn", tmpdir);
    setenv("DAMA_OPENINGS", file, 1);
    ck_assert(!ballot_locate("./dama", path, sizeof path, &why));
    ck_assert_int_eq(why.code, BALLOT_ENV_UNREADABLE);
    ck_assert_str_eq(why.path, file);
    test_write_file(file, "[Event \"x\"]\n[FEN \"B:W21-32:B1-12\"] *\nnot a ballot\n[FEN \"W:W5:B1\"] *");
    ck_assert(ballot_locate("./dama", path, sizeof path, &why));
    ck_assert_str_eq(path, file);
    Ballots b;
    ck_assert_msg(ballot_read(path, &b, &why), "reason %d", (int)why.code);
    ck_assert_int_eq(b.count, 2);   /* the last line has no newline */
    Position p;
    ck_assert(ballot_position(&b, 1, &p, &why));
    ck_assert_int_eq(p.side, BLACK);
    ballot_free(&b);
    unsetenv("DAMA_OPENINGS");
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(broken_and_empty_files_are_refused)
{
    make_tmpdir();
    char file[512];
    BallotError why;
    Ballots b;
    Position p;
    snprintf(file, sizeof file, "%s/bad.pdn", tmpdir);
    test_write_file(file, "[FEN \"W:W99:B1\"] *\n");
    ck_assert(ballot_read(file, &b, &why));
    ck_assert(!ballot_position(&b, 1, &p, &why));
    ck_assert_int_eq(why.code, BALLOT_BROKEN);
    ck_assert_int_eq(why.number, 1);
    ck_assert_ptr_nonnull(strstr(why.detail, "square 99"));   /* the FEN's own error */
    ballot_free(&b);
    test_write_file(file, "[Event \"no ballots\"]\n");
    ck_assert(!ballot_read(file, &b, &why));
    ck_assert_int_eq(why.code, BALLOT_NONE_IN_FILE);
    ck_assert_str_eq(why.path, file);
    char text[BALLOT_TEXT_SIZE];   /* the tools' English */
    ballot_error_text(&why, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, file));
    ck_assert_ptr_nonnull(strstr(text, "no ballot in the file"));
    snprintf(file, sizeof file, "%s/missing.pdn", tmpdir);
    ck_assert(!ballot_read(file, &b, &why));
    ck_assert_int_eq(why.code, BALLOT_UNREADABLE);
    ck_assert_int_eq(why.file.code, FILE_PROBLEM_SYSTEM);
    ck_assert_str_eq(why.file.path, file);
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(random_numbers_stay_in_range)
{
    Ballots b = {NULL, NULL, 2400};
    ck_assert_int_eq(ballot_number_from(&b, 0), 1);
    ck_assert_int_eq(ballot_number_from(&b, 2399), 2400);
    ck_assert_int_eq(ballot_number_from(&b, 2400), 1);
    ck_assert_int_eq(ballot_number_from(&b, 4294967295u), 1 + (int)(4294967295u % 2400));
}
END_TEST

Suite *ballot_suite(void)
{
    Suite *s = suite_create("ballot");
    TCase *tc = tcase_create("ballot");
    tcase_add_test(tc, the_shipped_file_is_found_beside_the_program);
    tcase_add_test(tc, an_installed_file_is_found_under_share_games);
    tcase_add_test(tc, the_environment_names_the_file_first);
    tcase_add_test(tc, broken_and_empty_files_are_refused);
    tcase_add_test(tc, random_numbers_stay_in_range);
    tcase_add_test(tc, every_ballot_is_ballot_shaped);
    suite_add_tcase(s, tc);
    return s;
}
