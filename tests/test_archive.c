/*
 * test_archive.c - appending games to the archive, reading it back, a
 * damaged archive, and kill -9 in the middle of appends.
 */
#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "archive.h"
#include "levels.h"
#include "progress.h"
#include "rating.h"
#include "test_helpers.h"

static char dir[64], path[128];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/dama-archive-test.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
    archive_path(dir, path, sizeof path);
}

static char *slurp(const char *file)
{
    static char text[1 << 16];
    FILE *f = fopen(file, "r");
    ck_assert_ptr_nonnull(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

static int occurrences(const char *text, const char *needle)
{
    int n = 0;
    for (const char *at = strstr(text, needle); at != NULL; at = strstr(at + 1, needle))
        n++;
    return n;
}

static ArchiveEntry entry(int side, int level, int rating)
{
    ArchiveEntry e = {.player = "ann", .player_side = side, .level = level, .time_control = NULL,
                      .rating_before = rating, .engine_elo = 1234, .started = 0};
    return e;
}

/* 1. 22-18 10-14 and the player (White) resigns, or the game stays open. */
static void short_game(Game *g, bool resign)
{
    game_init(g, NULL);
    test_play(g, "22-18");
    test_play(g, "10-14");
    if (resign)
        game_resign(g, WHITE);
}

static void append_ok(const Game *g, const ArchiveEntry *e)
{
    FileProblem why;
    ck_assert_msg(archive_append(path, g, e, &why) == 0, "%s", TEST_FILE_TEXT(why));
}

START_TEST(append_and_read_back)
{
    make_dir();
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 3, 1000);
    struct tm tm = {.tm_year = 126, .tm_mon = 10, .tm_mday = 29, .tm_hour = 21, .tm_min = 5, .tm_sec = 9, .tm_isdst = -1};
    e.started = mktime(&tm);
    append_ok(&g, &e);
    game_free(&g);

    short_game(&g, false);
    ArchiveEntry e2 = entry(BLACK, 7, 990);
    e2.time_control = "300+3";
    append_ok(&g, &e2);
    game_free(&g);

    char *text = slurp(path);
    const char *want[] = {"[White \"ann\"]", "[Black \"dama level 3\"]", "[Date \"2026.11.29\"]", "[Result \"0-1\"]",
                          "[Time \"21:05:09\"]", "[TimeControl \"-\"]", "[Level \"3\"]", "[WhiteElo \"1000\"]",
                          "[BlackElo \"1234\"]", "[White \"dama level 7\"]", "[Black \"ann\"]", "[Result \"*\"]",
                          "[TimeControl \"300+3\"]", "[BlackElo \"990\"]", "[Termination \"abandoned\"]",
                          "[GameType \"22\"]"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        ck_assert_msg(strstr(text, want[i]) != NULL, "archive lacks %s:\n%s", want[i], text);
    ck_assert_int_eq(occurrences(text, "Termination"), 2);
    ck_assert_int_eq(occurrences(text, "[Termination \"normal\"]"), 1); /* the resignation */

    Archive a;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.count, 2);
    ck_assert_int_eq(a.damaged, 0);
    ck_assert_str_eq(a.games[0].player, "ann");
    ck_assert_int_eq(a.games[0].player_side, WHITE);
    ck_assert_int_eq(a.games[0].level, 3);
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[0].plies, 2);
    ck_assert_int_eq(a.games[0].line, 1);
    ck_assert_str_eq(a.games[0].date, "2026.11.29");
    ck_assert_int_eq(a.games[1].player_side, BLACK);
    ck_assert_int_eq(a.games[1].level, 7);
    ck_assert_int_eq(a.games[1].outcome, OUTCOME_UNFINISHED);
    archive_free(&a);
    test_remove_tree(dir);
}
END_TEST

/* rating part: the Rated tag is written yes or no and read back; a game
 * without it (archived before it existed) counts when it began at the
 * start position or a ballot-shaped one, not at a set-up position. */
START_TEST(rated_tag_written_and_read)
{
    make_dir();
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 3, 1000);
    e.rated = true;
    append_ok(&g, &e);
    e.rated = false;
    append_ok(&g, &e);
    game_free(&g);
    char *text = slurp(path);
    ck_assert_int_eq(occurrences(text, "[Rated \"yes\"]"), 1);
    ck_assert_int_eq(occurrences(text, "[Rated \"no\"]"), 1);
    FILE *f = fopen(path, "a");
    ck_assert_ptr_nonnull(f);
    fputs("[White \"ann\"]\n[Black \"dama level 9\"]\n[Result \"1-0\"]\n\n1. 22-18 10-14 1-0\n\n"
          "[White \"ann\"]\n[Black \"dama level 9\"]\n[SetUp \"1\"]\n"
          "[FEN \"W:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,15\"]\n[Result \"1-0\"]\n\n"
          "1. 22-18 11-14 1-0\n\n"
          "[White \"ann\"]\n[Black \"dama level 10\"]\n[SetUp \"1\"]\n[FEN \"W:W29,30,31,32,K28:B4\"]\n"
          "[Result \"1-0\"]\n\n1. 28-24 1-0\n\n",
          f);
    ck_assert_int_eq(fclose(f), 0);
    Archive a;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.damaged, 0);
    ck_assert_int_eq(a.count, 5);
    ck_assert(a.games[0].rated);
    ck_assert(!a.games[1].rated);
    ck_assert(a.games[2].rated);   /* no tag, the start position */
    ck_assert(a.games[3].rated);   /* no tag, ballot 1 */
    ck_assert(!a.games[4].rated);  /* no tag, a set-up ending */
    archive_free(&a);
    test_remove_tree(dir);
}
END_TEST

START_TEST(missing_and_unreadable)
{
    make_dir();
    Archive a;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.count, 0);
    ck_assert_int_eq(a.damaged, 0);
    archive_free(&a);
    /* A directory where the file should be: an error, not an empty archive. */
    ck_assert_int_eq(mkdir(path, 0700), 0);
    ck_assert_int_eq(archive_read(path, &a, &why), -1);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), path));
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 3, 1000);
    ck_assert_int_eq(archive_append(path, &g, &e, &why), -1);
    /* A link that leads nowhere (its disk not mounted): an error on reading
     * and on appending, never an empty archive, and the link stays. */
    ck_assert_int_eq(rmdir(path), 0);
    char target[192];
    snprintf(target, sizeof target, "%s/unmounted/games.pdn", dir);
    ck_assert_int_eq(symlink(target, path), 0);
    ck_assert_int_eq(archive_read(path, &a, &why), -1);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "leads nowhere"));
    ck_assert_int_eq(archive_append(path, &g, &e, &why), -1);
    struct stat st;
    ck_assert_int_eq(lstat(path, &st), 0);
    ck_assert(S_ISLNK(st.st_mode));
    game_free(&g);
    test_remove_tree(dir);
}
END_TEST

START_TEST(damaged_games_are_reported_and_skipped)
{
    make_dir();
    test_write_file(path, "[White \"ann\"]\n[Black \"dama level 2\"]\n[Result \"1-0\"]\n\n1. 22-18 10-14 1-0\n\n"
                     "[White \"dama level 4\"]\n[Black \"ann\"]\n\n1. 22-18 10-15 *\n\n"           /* 10-15 is no move */
                     "[White \"ann\"]\n[Black \"ann too\"]\n\n1. 22-18 *\n\n"                       /* no engine */
                     "[White \"dama level 5\"]\n[Black \"ann\"]\n[Result \"0-1\"]\n\n1. 22-18 0-1\n"); /* no blank end */
    Archive a;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.count, 2);
    ck_assert_int_eq(a.other_games, 1);
    ck_assert_int_eq(a.damaged, 1);
    ck_assert_int_eq(a.errors[0].line, 10); /* the illegal move's line */
    ck_assert_ptr_nonnull(strstr(a.errors[0].problem.message, "illegal move '10-15'"));
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_WIN);
    ck_assert_int_eq(a.games[1].level, 5);
    ck_assert_int_eq(a.games[1].outcome, OUTCOME_WIN);
    archive_free(&a);

    /* Appending after a file without its final blank line still starts a new game. */
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 6, 1000);
    append_ok(&g, &e);
    game_free(&g);
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.count, 3);
    ck_assert_int_eq(a.damaged, 1);
    ck_assert_int_eq(a.games[2].level, 6);
    archive_free(&a);
    test_remove_tree(dir);
}
END_TEST

/* Part "save", issue 15 item 2: a damaged end of the archive (cut at any
 * byte, or ending in an unclosed comment or variation, a cut tag line, a
 * control character) costs only the damaged game: a game appended after
 * it is always read, and so is every game whole before the damage. */
static void write_bytes(const char *file, const char *text, size_t n)
{
    FILE *f = fopen(file, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, n, f), n);
    ck_assert_int_eq(fclose(f), 0);
}

START_TEST(damaged_end_costs_only_itself)
{
    make_dir();
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 3, 1000);
    append_ok(&g, &e);
    e.level = 4;
    append_ok(&g, &e);
    char whole[4096];
    const char *written = slurp(path);
    size_t len = strlen(written);
    ck_assert_uint_lt(len, sizeof whole);
    memcpy(whole, written, len + 1);
    const char *second = strstr(whole + 1, "[Event");
    ck_assert_ptr_nonnull(second);
    size_t first_end = (size_t)(second - whole);
    static const char *const tails[] = {"", "{ a comment never closed", "( 23-19", "\x01", "[Event \"cut"};
    char text[8192];
    int runs = 0;
    for (size_t t = 0; t < sizeof tails / sizeof tails[0]; t++)
        for (size_t cut = 0; cut <= len; cut += t == 0 ? 1 : 5) {
            memcpy(text, whole, cut);
            size_t n = cut + (size_t)snprintf(text + cut, sizeof text - cut, "%s", tails[t]);
            write_bytes(path, text, n);
            ArchiveEntry late = entry(WHITE, 9, 1000);
            append_ok(&g, &late);
            Archive a;
            FileProblem why;
            ck_assert_int_eq(archive_read(path, &a, &why), 0);
            ck_assert_msg(a.count >= 1 && a.games[a.count - 1].level == 9,
                          "tail %zu, cut at %zu: the appended game is lost (%d games, %d damaged)", t, cut, a.count,
                          a.damaged);
            if (cut > first_end)
                ck_assert_msg(a.count >= 2 && a.games[0].level == 3, "tail %zu, cut at %zu: the first game is lost",
                              t, cut);
            archive_free(&a);
            runs++;
        }
    ck_assert_int_gt(runs, 500);
    game_free(&g);
    test_remove_tree(dir);
}
END_TEST

/* A damage after the first game is reported at its own line, although
 * each game's tags start a reader afresh. */
START_TEST(damage_after_a_game_keeps_its_line)
{
    make_dir();
    test_write_file(path, "[Event \"dama game\"]\n[White \"ann\"]\n[Black \"dama level 2\"]\n\n1. 22-18 { open\n\n"
                          "[Event \"dama game\"]\n[White \"ann\"]\n[Black \"dama level 3\"]\n\n1. 22-18 10-15 *\n\n"
                          "[Event \"dama game\"]\n[White \"ann\"]\n[Black \"dama level 4\"]\n\n1. 22-18 *\n");
    Archive a;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.damaged, 2);
    ck_assert_int_eq(a.errors[0].line, 5);    /* the '{' */
    ck_assert_int_eq(a.errors[1].line, 11);   /* 10-15 */
    ck_assert_int_eq(a.count, 1);
    ck_assert_int_eq(a.games[0].level, 4);
    ck_assert_int_eq(a.games[0].line, 13);
    archive_free(&a);
    test_remove_tree(dir);
}
END_TEST

/* A child appends games as fast as it can and is killed with SIGKILL at
 * some moment: every game it finished appending is there and readable.
 * The child reports each append on a pipe and the kill waits for the
 * first, so that a loaded machine (the child not yet run) cannot make the
 * rounds kill it before it wrote anything. */
START_TEST(kill_during_appends_loses_nothing)
{
    make_dir();
    Game g;
    short_game(&g, true);
    ArchiveEntry e = entry(WHITE, 3, 1000);
    for (int i = 0; i < 3; i++)
        append_ok(&g, &e);
    for (int round = 0; round < 8; round++) {
        Archive before;
        FileProblem why;
        ck_assert_int_eq(archive_read(path, &before, &why), 0);
        int done[2];
        ck_assert_int_eq(pipe(done), 0);
        pid_t pid = fork();
        ck_assert_int_ge(pid, 0);
        if (pid == 0) {
            close(done[0]);
            for (;;)
                if (archive_append(path, &g, &e, &why) != 0 || write(done[1], "+", 1) != 1)
                    _exit(1);
        }
        close(done[1]);
        char first;
        ck_assert_int_eq(read(done[0], &first, 1), 1);
        struct timespec pause = {0, (2 + round * 3) * 1000 * 1000};
        nanosleep(&pause, NULL);
        ck_assert_int_eq(kill(pid, SIGKILL), 0);
        int status;
        ck_assert_int_eq(waitpid(pid, &status, 0), pid);
        ck_assert(WIFSIGNALED(status));
        close(done[0]);
        Archive after;
        ck_assert_int_eq(archive_read(path, &after, &why), 0);
        ck_assert_int_eq(after.damaged, 0);
        ck_assert_int_ge(after.count, before.count);
        archive_free(&before);
        archive_free(&after);
    }
    /* The child did append between the kills (so some kill may have hit a write). */
    Archive last;
    FileProblem why;
    ck_assert_int_eq(archive_read(path, &last, &why), 0);
    ck_assert_int_gt(last.count, 3);
    archive_free(&last);
    game_free(&g);
    test_remove_tree(dir);
}
END_TEST

/* During play: a game is recorded once, an unfinished one is recorded but
 * not rated, an empty one not at all, and the rating follows the archive. */
START_TEST(progress_records_each_game_once)
{
    make_dir();
    Progress p;
    FileProblem why;
    Files files;
    snprintf(files.data_dir, sizeof files.data_dir, "%s/dama", dir); /* made by the first record */
    snprintf(path, sizeof path, "%s/dama/" ARCHIVE_FILE_NAME, dir);
    progress_init(&p, &files, "ann");
    ck_assert_str_eq(p.player, "ann");
    ck_assert_int_eq(p.rating, RATING_START);
    ck_assert(!p.have_change);

    Game g;
    game_init(&g, NULL);
    ck_assert(progress_record(&p, &g, WHITE, 3, NULL, true)); /* no move: nothing */
    ck_assert(access(path, F_OK) != 0);
    game_free(&g);

    short_game(&g, true); /* ann (White) resigns */
    ck_assert_msg(progress_record(&p, &g, WHITE, 3, NULL, true), "%s", TEST_FILE_TEXT(p.error));
    ck_assert(progress_record(&p, &g, WHITE, 3, NULL, true)); /* again: no second copy */
    Glicko start = glicko_initial();
    GlickoGame loss = {level_elo(3), RATING_LEVEL_RD, 0.0};
    Glicko lost = glicko_update(&start, &loss, 1, RATING_TAU);
    int after_loss = glicko_rounded(&lost);
    ck_assert_int_lt(after_loss, RATING_START);
    ck_assert_int_eq(p.rating, after_loss);
    ck_assert(p.have_change);
    ck_assert_int_eq(p.last_change, after_loss - RATING_START);
    game_free(&g);

    /* Left before the person's first move (Black, after White's 22-18):
     * aborted, not rated. */
    progress_new_game(&p, false);
    game_init(&g, NULL);
    test_play(&g, "22-18");
    ck_assert(!progress_leaving_forfeits(&g, BLACK, true));
    ck_assert(progress_record(&p, &g, BLACK, 5, "-", true));
    ck_assert_int_eq(p.rating, after_loss);
    ck_assert_int_eq(p.rated_games, 1);
    game_free(&g);

    /* Left unfinished after the person's move: their loss, so that
     * quitting a lost game does not keep the rating. */
    progress_new_game(&p, false);
    short_game(&g, false);
    ck_assert(progress_leaving_forfeits(&g, BLACK, true));
    ck_assert(!progress_leaving_forfeits(&g, BLACK, false)); /* a casual game costs nothing */
    ck_assert(progress_record(&p, &g, BLACK, 5, "-", true));
    ck_assert_int_eq(p.rated_games, 2);
    GlickoGame losses[] = {loss, {level_elo(5), RATING_LEVEL_RD, 0.0}};
    Glicko lost_twice = glicko_update(&start, &losses[0], 1, RATING_TAU);
    lost_twice = glicko_update(&lost_twice, &losses[1], 1, RATING_TAU);
    ck_assert_int_eq(p.rating, glicko_rounded(&lost_twice));
    ck_assert_int_lt(p.rating, after_loss);
    int after_forfeit = p.rating;
    game_free(&g);

    /* rating part: a casual game is archived but leaves the rating. */
    progress_new_game(&p, false);
    short_game(&g, true);
    ck_assert(progress_record(&p, &g, WHITE, 1, NULL, false));
    ck_assert_int_eq(p.rating, after_forfeit);
    ck_assert_int_eq(p.rated_games, 2);
    game_free(&g);

    progress_new_game(&p, true); /* a finished game loaded: not ours to record */
    short_game(&g, true);
    ck_assert(progress_record(&p, &g, WHITE, 5, NULL, true));
    game_free(&g);

    Archive a;
    ck_assert_int_eq(archive_read(path, &a, &why), 0);
    ck_assert_int_eq(a.count, 4);
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_LOSS);
    ck_assert(a.games[0].rated);
    ck_assert_int_eq(a.games[1].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[1].rated_outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[2].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[2].rated_outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[2].level, 5);
    ck_assert(!a.games[3].rated);
    archive_free(&a);

    /* A new program run reads the same rating back. */
    Progress again;
    progress_init(&again, &files, "ann");
    ck_assert_int_eq(again.rating, after_forfeit);
    ck_assert_int_eq(again.rated_games, 2);
    /* An archive that cannot be written (a directory in its place): the
     * reason is kept and the game is not marked recorded. */
    ck_assert_int_eq(unlink(path), 0);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    progress_new_game(&again, false);
    short_game(&g, true);
    ck_assert(!progress_record(&again, &g, WHITE, 3, NULL, true));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(again.error), path));
    ck_assert(!again.recorded);
    game_free(&g);
    test_remove_tree(dir);
}
END_TEST

Suite *archive_suite(void)
{
    Suite *s = suite_create("archive");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, append_and_read_back);
    tcase_add_test(tc, missing_and_unreadable);
    tcase_add_test(tc, damaged_games_are_reported_and_skipped);
    tcase_add_test(tc, kill_during_appends_loses_nothing);
    tcase_add_test(tc, progress_records_each_game_once);
    /* part "save" (issue 15) */
    tcase_add_test(tc, damaged_end_costs_only_itself);
    tcase_add_test(tc, damage_after_a_game_keeps_its_line);
    tcase_add_test(tc, rated_tag_written_and_read);
    suite_add_tcase(s, tc);
    return s;
}
