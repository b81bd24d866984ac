/*
 * test_book.c - the opening book: probing, choosing, the file format, the
 * engine playing from it, the protocol's Book option.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "book.h"
#include "levels.h"
#include "movegen.h"
#include "notation.h"
#include "protocol.h"
#include "search.h"
#include "test_helpers.h"

/* The entry for the move written as text in p, with score. */
static BookEntry entry(const Position *p, const char *text, int score)
{
    Move m;
    ck_assert_int_eq(move_parse(p, text, &m, NULL, 0), PARSE_OK);
    return (BookEntry){p->hash, m.captured, m.from, m.to, (int16_t)score};
}

static const char *move_text(const Move *m, char *buf)
{
    return move_format(m, buf, MOVE_STRSIZE);
}

/* A book of the start position: 22-19 and 21-18 equal, 23-20 worse; and
 * one entry for the position after 22-19 10-14 (a capture). */
static Book *small_book(void)
{
    Position start;
    pos_startpos(&start);
    Position after = test_position("W:W19,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,12,14");
    BookEntry e[] = {
        entry(&start, "23-20", -30), entry(&start, "22-19", 8), entry(&start, "21-18", 6),
        entry(&after, "19x10", 5),
    };
    Book *b = book_from_entries(e, sizeof e / sizeof e[0]);
    ck_assert_ptr_nonnull(b);
    return b;
}

/* A file name in the temporary directory for this test (removed by the caller). */
static void temp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/dama-test-book-%ld-%s", P_tmpdir, (long)getpid(), name);
}

static void write_bytes(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(data, 1, n, f), n);
    fclose(f);
}

START_TEST(probe_lists_legal_moves_best_first)
{
    Book *b = small_book();
    Position start;
    pos_startpos(&start);
    BookMove moves[BOOK_MAX_MOVES];
    char mv[MOVE_STRSIZE];
    ck_assert_int_eq(book_moves(b, &start, moves, BOOK_MAX_MOVES), 3);
    ck_assert_str_eq(move_text(&moves[0].move, mv), "22-19");
    ck_assert_int_eq(moves[0].score, 8);
    ck_assert_str_eq(move_text(&moves[1].move, mv), "21-18");
    ck_assert_str_eq(move_text(&moves[2].move, mv), "23-20");
    ck_assert_int_eq(moves[2].score, -30);
    ck_assert_int_eq(book_positions(b), 2);
    ck_assert_int_eq(book_entries(b), 4);

    Position after = test_position("W:W19,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,12,14");
    ck_assert_int_eq(book_moves(b, &after, moves, BOOK_MAX_MOVES), 1);
    ck_assert_str_eq(move_text(&moves[0].move, mv), "19x10");
    ck_assert_uint_eq(moves[0].move.ncaptured, 1);

    Position absent = test_position("W:W21,22,23:B1,2,3");
    ck_assert_int_eq(book_moves(b, &absent, moves, BOOK_MAX_MOVES), 0);
    BookMove pick;
    ck_assert(!book_pick(b, &absent, 0, &pick));
    book_free(b);
}
END_TEST

START_TEST(stored_move_that_is_not_legal_is_ignored)
{
    Position start;
    pos_startpos(&start);
    BookEntry e[] = {entry(&start, "22-19", 3), {start.hash, 0, 28, 24, 50}}; /* 29-25: 25 is taken */
    Book *b = book_from_entries(e, 2);
    BookMove moves[BOOK_MAX_MOVES], pick;
    ck_assert_int_eq(book_moves(b, &start, moves, BOOK_MAX_MOVES), 1);
    ck_assert(book_pick(b, &start, 12345, &pick));
    char mv[MOVE_STRSIZE];
    ck_assert_str_eq(move_text(&pick.move, mv), "22-19");
    book_free(b);
}
END_TEST

START_TEST(pick_varies_among_equal_moves_only)
{
    Book *b = small_book();
    Position start;
    pos_startpos(&start);
    int seen_22_19 = 0, seen_21_18 = 0;
    uint64_t rng = 7;
    for (int i = 0; i < 200; i++) {
        BookMove pick;
        ck_assert(book_pick(b, &start, test_random(&rng), &pick));
        char mv[MOVE_STRSIZE];
        move_text(&pick.move, mv);
        if (strcmp(mv, "22-19") == 0)
            seen_22_19++;
        else if (strcmp(mv, "21-18") == 0)
            seen_21_18++;
        else
            ck_abort_msg("picked %s, 38 below the best", mv);
    }
    ck_assert_int_gt(seen_22_19, 50);
    ck_assert_int_gt(seen_21_18, 50);
    book_free(b);
}
END_TEST

START_TEST(duplicates_are_kept_once)
{
    Position start;
    pos_startpos(&start);
    BookEntry e[] = {entry(&start, "22-19", 3), entry(&start, "22-19", 1), entry(&start, "22-19", 3)};
    Book *b = book_from_entries(e, 3);
    ck_assert_int_eq(book_entries(b), 1);
    book_free(b);
}
END_TEST

START_TEST(file_round_trip)
{
    char path[256], err[512];
    FileProblem why;
    temp_path(path, sizeof path, "round");
    Book *b = small_book();
    ck_assert_int_eq(book_save(b, path, &why), 0);
    Book *c = book_load(path, &why);
    ck_assert_msg(c != NULL, "%s", err);
    ck_assert_int_eq(book_entries(c), book_entries(b));
    Position start;
    pos_startpos(&start);
    BookMove x[BOOK_MAX_MOVES], y[BOOK_MAX_MOVES];
    int n = book_moves(b, &start, x, BOOK_MAX_MOVES);
    ck_assert_int_eq(book_moves(c, &start, y, BOOK_MAX_MOVES), n);
    for (int i = 0; i < n; i++) {
        ck_assert(move_equal(&x[i].move, &y[i].move));
        ck_assert_int_eq(x[i].score, y[i].score);
    }
    /* The size is the header and 16 bytes per entry. */
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    ck_assert_int_eq(ftell(f), BOOK_HEADER_BYTES + 4 * BOOK_ENTRY_BYTES);
    fclose(f);
    book_free(b);
    book_free(c);
    unlink(path);
}
END_TEST

/* A saved small book's bytes, altered by alter, must be refused with a
 * message containing why. */
static void expect_refused(void (*alter)(unsigned char *img, size_t *n), const char *expected)
{
    char path[256];
    FileProblem why;
    temp_path(path, sizeof path, "bad");
    Book *b = small_book();
    ck_assert_int_eq(book_save(b, path, &why), 0);
    book_free(b);
    unsigned char img[BOOK_HEADER_BYTES + 4 * BOOK_ENTRY_BYTES];
    FILE *f = fopen(path, "rb");
    ck_assert_uint_eq(fread(img, 1, sizeof img, f), sizeof img);
    fclose(f);
    size_t n = sizeof img;
    alter(img, &n);
    write_bytes(path, img, n);
    ck_assert_ptr_null(book_load(path, &why));
    ck_assert_msg(strstr(TEST_FILE_TEXT(why), expected) != NULL, "'%s' does not say '%s'", TEST_FILE_TEXT(why),
                  expected);
    unlink(path);
}

static void bad_magic(unsigned char *img, size_t *n)
{
    (void)n;
    img[0] = 'X';
}

static void bad_version(unsigned char *img, size_t *n)
{
    (void)n;
    img[8] = 9;
}

static void truncated(unsigned char *img, size_t *n)
{
    (void)img;
    *n -= 3;
}

static void swapped(unsigned char *img, size_t *n)
{
    (void)n;
    unsigned char t[BOOK_ENTRY_BYTES];
    unsigned char *a = img + BOOK_HEADER_BYTES, *b = a + BOOK_ENTRY_BYTES;
    memcpy(t, a, sizeof t);
    memcpy(a, b, sizeof t);
    memcpy(b, t, sizeof t);
}

static void bad_square(unsigned char *img, size_t *n)
{
    (void)n;
    img[BOOK_HEADER_BYTES + 12] = 32;
}

START_TEST(malformed_files_are_refused)
{
    expect_refused(bad_magic, "not a dama opening book");
    expect_refused(bad_version, "version 9");
    expect_refused(truncated, "truncated");
    expect_refused(swapped, "out of order");
    expect_refused(bad_square, "malformed");
    FileProblem why;
    ck_assert_ptr_null(book_load("/nonexistent/book.bin", &why));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "/nonexistent/book.bin"));
}
END_TEST

/* Search the start position at level with the book set (or not). */
static SearchInfo search_start(const Book *b, int level, Move *best)
{
    Engine *e = engine_new(1);
    ck_assert_ptr_nonnull(e);
    engine_set_seed(e, 99);
    engine_set_book(e, b);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.depth = 3;
    lim.level = level;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, best, &info));
    game_free(&g);
    engine_free(e);
    return info;
}

START_TEST(engine_plays_from_book_at_strong_levels)
{
    Book *b = small_book();
    char mv[MOVE_STRSIZE];
    Move best;
    SearchInfo info = search_start(b, 10, &best);
    ck_assert_int_eq(info.depth, 0);
    ck_assert_uint_eq(info.nodes, 0);
    move_text(&best, mv);
    ck_assert_msg(strcmp(mv, "22-19") == 0 || strcmp(mv, "21-18") == 0, "played %s", mv);
    ck_assert_int_eq(info.pvlen, 1);
    ck_assert(move_equal(&info.pv[0], &best));

    ck_assert(level_uses_book(8) && level_uses_book(MAX_LEVEL) && !level_uses_book(7));
    info = search_start(b, 3, &best); /* a weak level searches */
    ck_assert_int_eq(info.depth, 3);
    info = search_start(NULL, 10, &best); /* no book: searches */
    ck_assert_int_eq(info.depth, 3);
    book_free(b);
}
END_TEST

/* The protocol's output for input, with book b (a trailing "position"
 * makes it wait for the last search, which the end of input would stop). */
static char *converse_with_book(const char *input, const Book *b)
{
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    FILE *out = tmpfile();
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(out);
    ck_assert_int_eq(protocol_run_with_book(in, out, b), 0);
    fclose(in);
    long size = ftell(out);
    rewind(out);
    char *text = calloc((size_t)size + 1, 1);
    ck_assert_uint_eq(fread(text, 1, (size_t)size, out), (size_t)size);
    fclose(out);
    return text;
}

START_TEST(protocol_book_option)
{
    Book *b = small_book();
    char *out = converse_with_book("position startpos\ngo depth 2\nposition startpos\n", b);
    ck_assert_ptr_nonnull(strstr(out, "info depth 0 "));
    free(out);
    out = converse_with_book("setoption name Book value false\nposition startpos\ngo depth 2\nposition startpos\n", b);
    ck_assert_ptr_null(strstr(out, "info depth 0 "));
    ck_assert_ptr_nonnull(strstr(out, "info depth 2 "));
    free(out);
    out = converse_with_book("setoption name Book value false\nsetoption name Book value true\n"
                             "position startpos\ngo depth 2\nposition startpos\n", b);
    ck_assert_ptr_nonnull(strstr(out, "info depth 0 "));
    free(out);
    out = converse_with_book("setoption name Book value maybe\n", b);
    ck_assert_ptr_nonnull(strstr(out, "error setoption: Book must be true or false"));
    free(out);
    out = converse_with_book("setoption name Book value true\n", NULL);
    ck_assert_ptr_nonnull(strstr(out, "error setoption: Book: no opening book"));
    free(out);
    book_free(b);
}
END_TEST

Suite *book_suite(void)
{
    Suite *s = suite_create("book");
    TCase *tc = tcase_create("book");
    tcase_add_test(tc, probe_lists_legal_moves_best_first);
    tcase_add_test(tc, stored_move_that_is_not_legal_is_ignored);
    tcase_add_test(tc, pick_varies_among_equal_moves_only);
    tcase_add_test(tc, duplicates_are_kept_once);
    tcase_add_test(tc, file_round_trip);
    tcase_add_test(tc, malformed_files_are_refused);
    tcase_add_test(tc, engine_plays_from_book_at_strong_levels);
    tcase_add_test(tc, protocol_book_option);
    suite_add_tcase(s, tc);
    return s;
}
