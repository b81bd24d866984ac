/*
 * test_pdn.c - PDN reading, writing, atomic saving and every malformed case.
 */
#include <check.h>
#include <errno.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "test_helpers.h"

/* ---- helpers ---- */

static PdnStatus read_first(const char *text, PdnGame *pg, PdnError *err)
{
    PdnReader r;
    pdn_reader_init(&r, text, strlen(text));
    return pdn_read_game(&r, pg, err);
}

static void read_ok(const char *text, PdnGame *pg)
{
    PdnError err;
    PdnStatus st = read_first(text, pg, &err);
    ck_assert_msg(st == PDN_OK, "expected a game, got status %d: %d:%d: %s", st, err.line, err.col, err.message);
}

/* The first game must fail at line:col with a message containing what. */
static void expect_error(const char *text, int line, int col, const char *what)
{
    PdnGame pg;
    PdnError err;
    PdnStatus st = read_first(text, &pg, &err);
    if (st == PDN_OK)
        pdn_game_free(&pg);
    ck_assert_msg(st == PDN_ERROR, "no error for: %s", text);
    ck_assert_msg(strstr(err.message, what) != NULL, "message '%s' lacks '%s'", err.message, what);
    ck_assert_msg(err.line == line && err.col == col, "error '%s' at %d:%d, expected %d:%d", err.message,
                  err.line, err.col, line, col);
}

static char *write_to_string(const Game *g, const PdnHeader *h)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(pdn_write_game(f, g, h), 0);
    fclose(f);
    return buf;
}

static void play_texts(Game *g, const char *moves)
{
    char copy[1024], *save = NULL;
    snprintf(copy, sizeof copy, "%s", moves);
    for (char *m = strtok_r(copy, " ", &save); m != NULL; m = strtok_r(NULL, " ", &save))
        test_play(g, m);
}

static void assert_same_game(const Game *a, const Game *b)
{
    ck_assert(pos_equal(&a->start, &b->start));
    ck_assert_int_eq(a->nplies, b->nplies);
    for (int i = 0; i < a->nplies; i++)
        ck_assert_msg(move_equal(&a->plies[i].move, &b->plies[i].move), "ply %d differs", i);
    ck_assert(pos_equal(&a->pos, &b->pos));
    ck_assert_int_eq(a->quiet_plies, b->quiet_plies);
    ck_assert_int_eq(a->result, b->result);
    ck_assert_int_eq(a->reason, b->reason);
}

static void describe(const Game *g, char *buf, size_t size)
{
    game_describe_result(g, buf, size);
}

/* ---- writing ---- */

START_TEST(write_standard_game)
{
    Game g;
    PdnHeader h;
    game_init(&g, NULL);
    play_texts(&g, "22-19 10-14 19x10 5x14");
    pdn_header_init(&h);
    pdn_header_set(h.white, "Ann \"the rock\"");
    pdn_header_set(h.black, "C:\\Bob");
    pdn_header_set(h.event, "Club");
    char *text = write_to_string(&g, &h);
    ck_assert_str_eq(text, "[Event \"Club\"]\n"
                           "[Site \"?\"]\n"
                           "[Date \"????.??.??\"]\n"
                           "[Round \"?\"]\n"
                           "[White \"Ann \\\"the rock\\\"\"]\n"
                           "[Black \"C:\\\\Bob\"]\n"
                           "[Result \"*\"]\n"
                           "[GameType \"22\"]\n"
                           "\n"
                           "1. 22-19 10-14 2. 19x10 5x14 *\n\n");
    free(text);

    /* The tags come back unescaped. */
    PdnGame pg;
    text = write_to_string(&g, &h);
    read_ok(text, &pg);
    ck_assert_str_eq(pg.header.white, "Ann \"the rock\"");
    ck_assert_str_eq(pg.header.black, "C:\\Bob");
    ck_assert_str_eq(pg.header.result, "*");
    assert_same_game(&g, &pg.game);
    pdn_game_free(&pg);
    free(text);
    game_free(&g);
}
END_TEST

START_TEST(write_setup_and_black_first)
{
    Game g;
    Position p = test_position("B:W21,22,K30:B9,10");
    game_init(&g, &p);
    play_texts(&g, "9-13 22-19 10-14");
    game_resign(&g, WHITE);
    char *text = write_to_string(&g, NULL);
    ck_assert_str_eq(text, "[Event \"?\"]\n"
                           "[Site \"?\"]\n"
                           "[Date \"????.??.??\"]\n"
                           "[Round \"?\"]\n"
                           "[White \"?\"]\n"
                           "[Black \"?\"]\n"
                           "[Result \"0-1\"]\n"
                           "[GameType \"22\"]\n"
                           "[SetUp \"1\"]\n"
                           "[FEN \"B:W21,22,K30:B9,10\"]\n"
                           "\n"
                           "1... 9-13 2. 22-19 10-14 0-1\n\n");
    PdnGame pg;
    read_ok(text, &pg);
    assert_same_game(&g, &pg.game);
    ck_assert_int_eq(pg.game.reason, END_RESIGNATION);
    pdn_game_free(&pg);
    free(text);
    game_free(&g);
}
END_TEST

/* A win whose Termination tag says the clock ran out is read back as a
 * loss on time, not a resignation; an other Termination changes nothing. */
START_TEST(termination_time_forfeit_reads_as_a_loss_on_time)
{
    PdnGame pg;
    read_ok("[Termination \"time forfeit\"]\n1. 22-19 10-14 1-0\n", &pg);
    ck_assert_int_eq(pg.game.result, RESULT_WHITE_WINS);
    ck_assert_int_eq(pg.game.reason, END_TIME);
    pdn_game_free(&pg);
    read_ok("[Termination \"normal\"]\n1. 22-19 10-14 1-0\n", &pg);
    ck_assert_int_eq(pg.game.reason, END_RESIGNATION);
    pdn_game_free(&pg);
}
END_TEST

START_TEST(write_skips_redo_list_and_control_characters)
{
    Game g;
    PdnHeader h;
    PdnGame pg;
    game_init(&g, NULL);
    play_texts(&g, "22-19 10-14 19x10");
    game_undo(&g);
    pdn_header_init(&h);
    pdn_header_set(h.event, "two\nlines\ttab");
    char *text = write_to_string(&g, &h);
    ck_assert_ptr_nonnull(strstr(text, "[Event \"two lines tab\"]\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n1. 22-19 10-14 *\n"));
    read_ok(text, &pg);
    ck_assert_int_eq(pg.game.nplies, 2);
    ck_assert_int_eq(pg.game.nredo, 0);
    pdn_game_free(&pg);
    free(text);
    game_free(&g);
}
END_TEST

START_TEST(write_wraps_long_movetext)
{
    Game g;
    uint64_t seed = 7;
    game_init(&g, NULL);
    for (int i = 0; i < 80 && !game_over(&g); i++) {
        MoveList list;
        movegen_legal(&g.pos, &list);
        ck_assert(game_play(&g, &list.moves[test_random(&seed) % (uint64_t)list.count]));
    }
    char *text = write_to_string(&g, NULL);
    for (char *line = text; *line; ) {
        char *end = strchr(line, '\n');
        ck_assert_ptr_nonnull(end);
        ck_assert_msg(end - line <= 79, "line too long: %.*s", (int)(end - line), line);
        line = end + 1;
    }
    free(text);
    game_free(&g);
}
END_TEST

/* Play a random game (seeded); end it by resignation or agreement now and
 * then when no rule ended it within max_plies. */
static void random_game(Game *g, const Position *start, uint64_t *seed, int max_plies)
{
    game_init(g, start);
    while (g->nplies < max_plies && !game_over(g)) {
        MoveList list;
        movegen_legal(&g->pos, &list);
        ck_assert(game_play(g, &list.moves[test_random(seed) % (uint64_t)list.count]));
    }
    if (!game_over(g)) {
        uint64_t r = test_random(seed) % 3;
        if (r == 0)
            game_agree_draw(g);
        else if (r == 1)
            game_resign(g, g->pos.side);
    }
}

START_TEST(round_trip_random_games)
{
    uint64_t seed = 20261129;
    Position starts[3];
    int reasons[END_RESIGNATION + 1] = {0};
    long total_plies = 0;
    char *buf = NULL;
    size_t size = 0;
    enum { NGAMES = 120 };
    static Game games[NGAMES];

    pos_startpos(&starts[0]);
    starts[1] = test_position("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    starts[2] = test_position("W:W18,22,K30,31:B3,K9,10,14");

    /* All games into one multi-game file. */
    FILE *f = open_memstream(&buf, &size);
    for (int i = 0; i < NGAMES; i++) {
        random_game(&games[i], &starts[i % 3], &seed, 600);
        total_plies += games[i].nplies;
        reasons[games[i].reason]++;
        ck_assert_int_eq(pdn_write_game(f, &games[i], NULL), 0);
    }
    fclose(f);
    ck_assert_msg(total_plies > 20 * NGAMES, "games too short: %ld plies", total_plies);
    ck_assert(reasons[END_NO_PIECES] > 0);

    PdnReader r;
    PdnGame pg;
    PdnError err;
    pdn_reader_init(&r, buf, size);
    for (int i = 0; i < NGAMES; i++) {
        PdnStatus st = pdn_read_game(&r, &pg, &err);
        ck_assert_msg(st == PDN_OK, "game %d: %d:%d: %s", i + 1, err.line, err.col, err.message);
        ck_assert_int_eq(pg.nwarnings, 0);
        assert_same_game(&games[i], &pg.game);
        pdn_game_free(&pg);
        game_free(&games[i]);
    }
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_EOF);
    free(buf);
}
END_TEST

static bool in_own_half(int side, int sq)
{
    return side == WHITE ? sq_row(sq) >= 5 : sq_row(sq) <= 2;
}

/* A random walk of kings, each side in its own half of the board (no
 * capture can arise): it can only end by a draw rule. */
static void random_king_walk(Game *g, const Position *start, uint64_t *seed)
{
    game_init(g, start);
    while (!game_over(g)) {
        MoveList list;
        Move walk[MAX_MOVES];
        int n = 0;
        movegen_legal(&g->pos, &list);
        for (int i = 0; i < list.count; i++)
            if (in_own_half(g->pos.side, list.moves[i].to))
                walk[n++] = list.moves[i];
        ck_assert(n > 0);
        ck_assert(game_play(g, &walk[test_random(seed) % (uint64_t)n]));
    }
}

START_TEST(round_trip_draws_by_rule)
{
    uint64_t seed = 99;
    Position starts[2] = {test_position("W:WK32:BK1"), test_position("W:WK29,K30,K31:BK2,K3,K4")};
    int draws[END_RESIGNATION + 1] = {0};
    for (int i = 0; i < 40; i++) {
        Game g;
        PdnGame pg;
        random_king_walk(&g, &starts[i % 2], &seed);
        draws[g.reason]++;
        char *text = write_to_string(&g, NULL);
        read_ok(text, &pg);
        assert_same_game(&g, &pg.game);
        ck_assert_int_eq(pg.nwarnings, 0);
        pdn_game_free(&pg);
        free(text);
        game_free(&g);
    }
    ck_assert(draws[END_THREEFOLD] > 0);
    ck_assert(draws[END_FIFTY_MOVES] > 0);
}
END_TEST

/* ---- saving and loading files ---- */

static int count_dir_entries(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    ck_assert_ptr_nonnull(d);
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.')
            n++;
    closedir(d);
    return n;
}

START_TEST(save_and_load_atomically)
{
    char dir[] = "/tmp/dama-pdn-test-XXXXXX";
    char path[256], missing[300];
    FileProblem why;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/game.pdn", dir);

    Game g, loaded;
    PdnHeader h, back;
    game_init(&g, NULL);
    play_texts(&g, "22-19 10-14 19x10 5x14 21-18 14x21 26x17");
    pdn_header_init(&h);
    pdn_header_set(h.white, "Me");
    pdn_header_set_today(&h);
    ck_assert_int_eq(pdn_save(path, &g, &h, &why), 0);
    ck_assert_int_eq(count_dir_entries(dir), 1); /* no temporary file left */

    ck_assert_int_eq(pdn_load(path, &loaded, &back, &why), 0);
    assert_same_game(&g, &loaded);
    ck_assert_str_eq(back.white, "Me");
    ck_assert_str_eq(back.date, h.date);
    ck_assert_int_eq(strlen(back.date), 10);
    game_free(&loaded);

    /* Overwrite with a longer game: the file keeps its permissions. */
    play_texts(&g, "12-16");
    ck_assert_int_eq(chmod(path, 0640), 0);
    ck_assert_int_eq(pdn_save(path, &g, &h, &why), 0);
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0640);
    ck_assert_int_eq(pdn_load(path, &loaded, NULL, &why), 0);
    ck_assert_int_eq(loaded.nplies, 8);
    game_free(&loaded);
    ck_assert_int_eq(count_dir_entries(dir), 1);

    /* A save that cannot happen reports why and leaves no trace. */
    snprintf(missing, sizeof missing, "%s/no/such/dir/game.pdn", dir);
    ck_assert_int_eq(pdn_save(missing, &g, &h, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_TEMP_FAILED);
    ck_assert_int_eq(why.sys_errno, ENOENT);
    ck_assert_ptr_nonnull(strstr(why.path, "no/such/dir/game.pdn"));
    ck_assert_int_eq(pdn_load(missing, &loaded, NULL, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SYSTEM);
    ck_assert_int_eq(why.sys_errno, ENOENT);

    /* Loading reports the location of a bad move. */
    FILE *f = fopen(path, "w");
    fputs("[Event \"x\"]\n1. 22-19 10-14\n2. 22-18 *\n", f);
    fclose(f);
    ck_assert_int_eq(pdn_load(path, &loaded, NULL, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_BAD_GAME);
    ck_assert_str_eq(why.path, path);
    ck_assert_int_eq(why.line, 3);
    ck_assert_int_eq(why.col, 4);
    char expected[512];
    snprintf(expected, sizeof expected, "%s:3:4: illegal move '22-18'", path);
    ck_assert_msg(strncmp(TEST_FILE_TEXT(why), expected, strlen(expected)) == 0, "got %s", TEST_FILE_TEXT(why));
    f = fopen(path, "w");
    fputs("{ nothing }\n", f);
    fclose(f);
    ck_assert_int_eq(pdn_load(path, &loaded, NULL, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_NO_GAME);
    ck_assert_str_eq(why.path, path);

    unlink(path);
    rmdir(dir);
    game_free(&g);
}
END_TEST

/* ---- reading ---- */

START_TEST(read_comments_variations_nags)
{
    const char *text = "\xEF\xBB\xBF"  /* byte order mark */
                       "% an escape line\r\n"
                       "[Event \"Feature test\"]\r\n"
                       "[GameType \"22,W,8,8,A0,0\"]\r\n"
                       "[Unknown \"ignored\"]\r\n"
                       "\r\n"
                       "; a line comment\r\n"
                       "1. 22-19 {a {comment} 10-14 2.19x10!? $3 5x14\r\n"
                       "( 2... 6x13 (2... 9-13? {x)} ) ; ) in a comment\r\n"
                       ") 3. 21-18 14x21 ! 4.26x17 ?? $12 4... 1-5 5. ... 17-13 *\r\n";
    PdnGame pg;
    read_ok(text, &pg);
    ck_assert_str_eq(pg.header.event, "Feature test");
    ck_assert_int_eq(pg.game.nplies, 9);
    char fen[FEN_BUFSIZE];
    fen_format(&pg.game.pos, fen, sizeof fen);
    ck_assert_str_eq(fen, "B:W13,23,24,25,27,28,29,30,31,32:B2,3,4,5,6,7,8,9,11,12");
    ck_assert_int_eq(pg.game.result, RESULT_NONE);
    pdn_game_free(&pg);
}
END_TEST

START_TEST(read_short_and_full_captures)
{
    /* 29x22x15x6 as in docs/rules.md: a man double capture, short and full. */
    const char *fen = "[FEN \"W:W26:B1,K2,15,22\"]\n";
    char text[256];
    PdnGame pg;
    Position start = test_position("W:W26:B1,K2,15,22");
    MoveList list;
    movegen_legal(&start, &list);
    ck_assert_int_eq(list.count, 1);
    char full[MOVE_STRSIZE];
    move_format(&list.moves[0], full, sizeof full);

    snprintf(text, sizeof text, "%s1. %s *", fen, full);
    read_ok(text, &pg);
    ck_assert_int_eq(pg.game.nplies, 1);
    ck_assert(move_equal(&pg.game.plies[0].move, &list.moves[0]));
    pdn_game_free(&pg);

    snprintf(text, sizeof text, "%s1. 26x%d *", fen, list.moves[0].to + 1);
    read_ok(text, &pg);
    ck_assert(move_equal(&pg.game.plies[0].move, &list.moves[0]));
    pdn_game_free(&pg);
}
END_TEST

START_TEST(read_several_games_and_recover_after_error)
{
    const char *text = "[Event \"one\"]\n1. 22-19 10-14 *\n\n"
                       "[Event \"two\"]\n1. 22-19 10-14 2. 22-18 11-15 *\n\n"
                       "[Event \"three\"]\n[Result \"1-0\"]\n1. 21-17\n\n"
                       "[Event \"four\"]\n[Black \"x\" \n1. 21-17 *\n"
                       "[Event \"five\"]\n1. 24-20 1-0\n"
                       "1. 23-19 0-1\n";
    PdnReader r;
    PdnGame pg;
    PdnError err;
    pdn_reader_init(&r, text, strlen(text));

    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_str_eq(pg.header.event, "one");
    ck_assert_int_eq(pg.line, 1);
    pdn_game_free(&pg);

    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_int_eq(err.line, 5);
    ck_assert_int_eq(err.col, 19);

    /* No result token: the next [tag] ends the game; the Result tag counts. */
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_str_eq(pg.header.event, "three");
    ck_assert_int_eq(pg.game.nplies, 1);
    ck_assert_int_eq(pg.game.result, RESULT_WHITE_WINS);
    ck_assert_int_eq(pg.game.reason, END_RESIGNATION);
    pdn_game_free(&pg);

    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_int_eq(err.line, 12);
    ck_assert_int_eq(err.col, 12);
    ck_assert_ptr_nonnull(strstr(err.message, "bad tag Black: expected ']'"));

    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_str_eq(pg.header.event, "five");
    pdn_game_free(&pg);

    /* A game without tags. */
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_str_eq(pg.header.event, "?");
    ck_assert_int_eq(pg.game.result, RESULT_BLACK_WINS);
    pdn_game_free(&pg);

    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_EOF);
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_EOF);
}
END_TEST

START_TEST(read_game_without_tags_or_result)
{
    PdnGame pg;
    read_ok("1. 22-19 10-14", &pg);
    ck_assert_int_eq(pg.game.nplies, 2);
    ck_assert_int_eq(pg.game.result, RESULT_NONE);
    pdn_game_free(&pg);
    read_ok("[Event \"only tags\"]\n", &pg);
    ck_assert_int_eq(pg.game.nplies, 0);
    pdn_game_free(&pg);
}
END_TEST

#define THREEFOLD_PDN "[FEN \"W:WK32:BK1\"]\n1. 32-28 1-5 2. 28-32 5-1 3. 32-28 1-5 4. 28-32 5-1"

START_TEST(read_rule_endings)
{
    PdnGame pg;
    char buf[256];

    read_ok(THREEFOLD_PDN " 1/2-1/2", &pg);
    describe(&pg.game, buf, sizeof buf);
    ck_assert_str_eq(buf, "1/2-1/2 threefold repetition after 4...5-1");
    ck_assert_int_eq(pg.nwarnings, 0);
    pdn_game_free(&pg);

    read_ok("[FEN \"W:W21,23,24,31,32:B28\"]\n1. 21-17 1-0", &pg);
    describe(&pg.game, buf, sizeof buf);
    ck_assert_str_eq(buf, "1-0 Black has no legal move");
    pdn_game_free(&pg);

    read_ok("[FEN \"W:W22:B18\"]\n1. 22x13 2-0", &pg);
    describe(&pg.game, buf, sizeof buf);
    ck_assert_str_eq(buf, "1-0 Black has no pieces left");
    pdn_game_free(&pg);

    /* Not ended by rule: the recorded result is an agreement or resignation. */
    read_ok("1. 22-19 1-1", &pg);
    describe(&pg.game, buf, sizeof buf);
    ck_assert_str_eq(buf, "1/2-1/2 draw by agreement");
    pdn_game_free(&pg);
    read_ok("1. 22-19 0-1", &pg);
    describe(&pg.game, buf, sizeof buf);
    ck_assert_str_eq(buf, "0-1 White resigned");
    pdn_game_free(&pg);
}
END_TEST

START_TEST(read_result_warnings)
{
    PdnGame pg;
    /* Ended by rule but recorded as unfinished: a warning only. */
    read_ok(THREEFOLD_PDN " *", &pg);
    ck_assert_int_eq(pg.game.reason, END_THREEFOLD);
    ck_assert_int_eq(pg.nwarnings, 1);
    ck_assert_int_eq(pg.warnings[0].line, 2);
    ck_assert_ptr_nonnull(strstr(pg.warnings[0].message, "recorded as unfinished"));
    pdn_game_free(&pg);

    /* Result tag and result token disagree: the token wins, with a warning. */
    read_ok("[Result \"1-0\"]\n1. 22-19 0-1", &pg);
    ck_assert_int_eq(pg.game.result, RESULT_BLACK_WINS);
    ck_assert_int_eq(pg.nwarnings, 1);
    ck_assert_int_eq(pg.warnings[0].line, 1);
    ck_assert_int_eq(pg.warnings[0].col, 1);
    ck_assert_ptr_nonnull(strstr(pg.warnings[0].message, "Result tag \"1-0\" differs"));
    pdn_game_free(&pg);
}
END_TEST

/* ---- malformed PDN: each problem with its place and reason ---- */

START_TEST(error_bad_tags)
{
    expect_error("[Event foo]\n*", 1, 8, "bad tag Event: expected a quoted value");
    expect_error("[ \"x\"]\n*", 1, 3, "bad tag: expected a tag name");
    expect_error("[Event \"x\"\n*", 1, 11, "bad tag Event: expected ']'");
    expect_error("[Event \"x\" junk]\n*", 1, 12, "expected ']'");
    expect_error("[Site \"?\"]\n[Event \"abc\n*", 2, 8, "bad tag Event: unterminated value");
    expect_error("[Event \"abc", 1, 8, "unterminated value");
    expect_error("[SetUp \"1\"]\n1. 22-19 *", 1, 1, "SetUp \"1\" without a FEN tag");
    expect_error("[Event \"e\"]\n[FEN \"W:W33:B1\"]\n*", 2, 1, "bad FEN tag");

    /* A bad tag after movetext starts the next game: this one ends fine. */
    PdnReader r;
    PdnGame pg;
    PdnError err;
    const char *text = "1. 22-19 [Event \"late\" *";
    pdn_reader_init(&r, text, strlen(text));
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_int_eq(pg.game.nplies, 1);
    pdn_game_free(&pg);
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_int_eq(err.col, 24);
    ck_assert_ptr_nonnull(strstr(err.message, "bad tag Event: expected ']'"));
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_EOF);
}
END_TEST

START_TEST(error_wrong_gametype)
{
    expect_error("[Event \"x\"]\n[GameType \"20\"]\n1. 32-28 *", 2, 1,
                 "GameType \"20\" is not Italian draughts");
    expect_error("[GameType \"21,B,8,8,A1,0\"]\n*", 1, 1, "GameType \"21,B,8,8,A1,0\"");
    expect_error("[GameType \"\"]\n*", 1, 1, "is not Italian");
    expect_error("[GameType \"220\"]\n*", 1, 1, "is not Italian");
}
END_TEST

START_TEST(error_unterminated_comment_and_variation)
{
    expect_error("1. 22-19 10-14\n2. 19x10 {never closed\n5x14 *", 2, 10, "unterminated comment");
    expect_error("1. 22-19 (1. 21-17 (1. 22-18) 10-14\n*", 1, 10, "unterminated variation");
    expect_error("1. 22-19 (1. 21-17 {)} *", 1, 10, "unterminated variation");
    expect_error("1. 22-19 (1. 21-17 {never", 1, 20, "unterminated comment");
    expect_error("1. 22-19 ) 10-14 *", 1, 10, "')' without a matching '('");
    expect_error("1. 22-19 } *", 1, 10, "unexpected '}'");
}
END_TEST

START_TEST(error_illegal_move_with_location_and_reason)
{
    /* The reason is exactly the notation parser's. */
    Position p = test_position(FEN_START);
    Move m;
    char why[NOTATION_ERRSIZE], expected[NOTATION_ERRSIZE + 64];
    ck_assert_int_ne(move_parse(&p, "22-17", &m, why, sizeof why), PARSE_OK);
    snprintf(expected, sizeof expected, "illegal move '22-17': %s", why);
    expect_error("[Event \"x\"]\n\n  1. 22-17 *", 3, 6, expected);

    /* Second move of a line, Black's: the column of the move itself. */
    expect_error("1. 22-19 10-14\n2. 23-18 5-10 *", 2, 4, "illegal move '23-18'");
    expect_error("1. 22-19 10-14\n2. 19x10 6x15 *", 2, 10, "illegal move '6x15'");
    expect_error("1. 22-19 10-14 2. 21-17 *", 1, 19, "illegal move '21-17'"); /* capture is mandatory */
    expect_error("1. 22-19 19-15 *", 1, 10, "illegal move '19-15'");         /* White's man on Black's turn */
    expect_error("1. 22-19 10-14 2. 19x5 *", 1, 19, "illegal move '19x5'");
    expect_error("1. 22-40 *", 1, 4, "illegal move '22-40'");
}
END_TEST

START_TEST(error_move_after_end)
{
    expect_error(THREEFOLD_PDN "\n5. 32-28 1/2-1/2", 3, 4,
                 "move '32-28' after the end of the game (1/2-1/2 threefold repetition after 4...5-1)");
    expect_error("[FEN \"W:W22:B18\"]\n1. 22x13 13-9 1-0", 2, 10,
                 "move '13-9' after the end of the game (1-0 Black has no pieces left)");
    /* Lost from the start. */
    expect_error("[FEN \"B:W21,23,24,31,32:B28\"]\n1... 28-32 *", 2, 6, "after the end of the game");
}
END_TEST

START_TEST(error_result_contradicts_rule_ending)
{
    expect_error(THREEFOLD_PDN " 1-0", 2, 53, "recorded result 1-0 contradicts the game: 1/2-1/2 threefold");
    expect_error("[Result \"0-1\"]\n[FEN \"W:W22:B18\"]\n1. 22x13", 1, 1, "recorded result 0-1 contradicts");
}
END_TEST

START_TEST(error_garbage_and_empty)
{
    PdnGame pg;
    PdnError err;
    expect_error("hello world", 1, 1, "unexpected 'hello'");
    expect_error("1. 22-19 e4 *", 1, 10, "unexpected 'e4'");
    expect_error("\xff\xfe *", 1, 1, "unexpected '?" "?'");
    expect_error("1. 22-19\x01 *", 1, 9, "unexpected control character 0x01");
    expect_error("[Event \"x\"]\n\"quoted\"", 2, 1, "unexpected '\"quoted\"'");
    expect_error("1. 22-19 ]", 1, 10, "unexpected ']'");

    ck_assert_int_eq(read_first("", &pg, &err), PDN_EOF);
    ck_assert_int_eq(read_first("  \n\t\r\n", &pg, &err), PDN_EOF);
    ck_assert_int_eq(read_first("{just a comment}\n; and another\n", &pg, &err), PDN_EOF);

    /* Text with an embedded NUL: the reader goes by length, not by NUL. */
    PdnReader r;
    const char nul[] = "1. 22-19\0 10-14 *";
    pdn_reader_init(&r, nul, sizeof nul - 1);
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_int_eq(err.col, 9);
}
END_TEST

START_TEST(error_long_words_are_cut)
{
    char text[400];
    memset(text, '1', sizeof text);
    text[sizeof text - 1] = '\0';
    PdnGame pg;
    PdnError err;
    ck_assert_int_eq(read_first(text, &pg, &err), PDN_ERROR);
    ck_assert(strlen(err.message) < 200);

    /* An overlong tag value is kept cut to fit, without failing. */
    char tag[2000];
    int n = snprintf(tag, sizeof tag, "[White \"");
    memset(tag + n, 'a', 1500);
    snprintf(tag + n + 1500, sizeof tag - (size_t)n - 1500, "\"]\n*");
    read_ok(tag, &pg);
    ck_assert_int_eq(strlen(pg.header.white), PDN_VALUE_MAX - 1);
    pdn_game_free(&pg);
}
END_TEST

/* Tags beyond the seven are kept in file order, written back after the
 * standard ones, and the derived ones (GameType, SetUp, FEN) are not doubled. */
START_TEST(other_tags_round_trip)
{
    PdnGame pg;
    read_ok("[Event \"e\"]\n[Time \"12:30:00\"]\n[GameType \"22\"]\n[WhiteElo \"1200\"]\n"
            "[Time \"12:31:00\"]\n\n1. 22-18 *\n",
            &pg);
    ck_assert_int_eq(pg.header.nother, 2);
    ck_assert_str_eq(pdn_header_tag(&pg.header, "Time"), "12:31:00");
    ck_assert_str_eq(pdn_header_tag(&pg.header, "WhiteElo"), "1200");
    ck_assert_ptr_null(pdn_header_tag(&pg.header, "GameType"));
    ck_assert_ptr_null(pdn_header_tag(&pg.header, "Level"));
    char *text = write_to_string(&pg.game, &pg.header);
    ck_assert_ptr_nonnull(strstr(text, "[GameType \"22\"]\n[Time \"12:31:00\"]\n[WhiteElo \"1200\"]\n\n"));
    ck_assert_ptr_null(strstr(strstr(text, "GameType") + 1, "GameType"));
    free(text);
    pdn_game_free(&pg);

    PdnHeader h;
    pdn_header_init(&h);
    char name[16];
    for (int i = 0; i < PDN_MAX_OTHER_TAGS; i++) {
        snprintf(name, sizeof name, "T%d", i);
        ck_assert(pdn_header_set_tag(&h, name, "v"));
    }
    ck_assert(!pdn_header_set_tag(&h, "OneTooMany", "v"));
    ck_assert(pdn_header_set_tag(&h, "T3", "replaced"));
    ck_assert_str_eq(pdn_header_tag(&h, "T3"), "replaced");
}
END_TEST

START_TEST(read_file_errors)
{
    char *text;
    size_t len;
    FileProblem why;
    ck_assert_int_eq(pdn_read_file("/nonexistent/dir/x.pdn", &text, &len, &why), -1);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "/nonexistent/dir/x.pdn: No such file"));
    ck_assert_int_eq(pdn_read_file("/tmp", &text, &len, &why), -1);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "/tmp: "));
}
END_TEST

Suite *pdn_suite(void)
{
    Suite *s = suite_create("pdn");
    TCase *tc = tcase_create("pdn");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, write_standard_game);
    tcase_add_test(tc, write_setup_and_black_first);
    tcase_add_test(tc, write_skips_redo_list_and_control_characters);
    tcase_add_test(tc, termination_time_forfeit_reads_as_a_loss_on_time);
    tcase_add_test(tc, write_wraps_long_movetext);
    tcase_add_test(tc, round_trip_random_games);
    tcase_add_test(tc, round_trip_draws_by_rule);
    tcase_add_test(tc, save_and_load_atomically);
    tcase_add_test(tc, read_comments_variations_nags);
    tcase_add_test(tc, read_short_and_full_captures);
    tcase_add_test(tc, read_several_games_and_recover_after_error);
    tcase_add_test(tc, read_game_without_tags_or_result);
    tcase_add_test(tc, read_rule_endings);
    tcase_add_test(tc, read_result_warnings);
    tcase_add_test(tc, error_bad_tags);
    tcase_add_test(tc, error_wrong_gametype);
    tcase_add_test(tc, error_unterminated_comment_and_variation);
    tcase_add_test(tc, error_illegal_move_with_location_and_reason);
    tcase_add_test(tc, error_move_after_end);
    tcase_add_test(tc, error_result_contradicts_rule_ending);
    tcase_add_test(tc, error_garbage_and_empty);
    tcase_add_test(tc, error_long_words_are_cut);
    tcase_add_test(tc, read_file_errors);
    tcase_add_test(tc, other_tags_round_trip);
    suite_add_tcase(s, tc);
    return s;
}
