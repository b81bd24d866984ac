/*
 * test_editor.c - setting a position up by hand (editor.h).
 */
#include <check.h>
#include <string.h>

#include "editor.h"
#include "fen.h"
#include "words_session.h"

static void assert_fen(const Editor *e, const char *want)
{
    char fen[FEN_BUFSIZE];
    fen_format(&e->pos, fen, sizeof fen);
    ck_assert_str_eq(fen, want);
    ck_assert(e->pos.hash == pos_compute_hash(&e->pos));
}

static void assert_refused(const Editor *e, const char *reason)
{
    EditorError why;
    char err[EDITOR_ERRSIZE] = "";
    ck_assert(!editor_check(e, &why));
    ck_assert_str_eq(words_editor_problem(&why, err, sizeof err), reason);
}

START_TEST(place_replace_and_remove)
{
    Editor e;
    editor_init(&e, NULL);
    editor_put(&e, 21, SQ_WHITE_MAN);
    editor_put(&e, 8, SQ_BLACK_KING);
    ck_assert_int_eq(editor_get(&e, 21), SQ_WHITE_MAN);
    ck_assert_int_eq(editor_get(&e, 8), SQ_BLACK_KING);
    ck_assert_int_eq(editor_get(&e, 0), SQ_EMPTY);
    assert_fen(&e, "W:W22:BK9");
    editor_put(&e, 21, SQ_BLACK_MAN);   /* replaces */
    editor_put(&e, 8, SQ_EMPTY);
    editor_put(&e, 30, SQ_WHITE_KING);
    assert_fen(&e, "W:WK31:B22");
    editor_set_side(&e, BLACK);
    assert_fen(&e, "B:WK31:B22");
    editor_clear(&e);
    assert_fen(&e, "B:W:B");   /* the side to move stays */
}
END_TEST

START_TEST(starts_from_a_position)
{
    Position p;
    pos_startpos(&p);
    Editor e;
    editor_init(&e, &p);
    EditorError why;
    ck_assert(editor_check(&e, &why));
    ck_assert(pos_equal(&e.pos, &p));
}
END_TEST

START_TEST(typed_square_numbers)
{
    Editor e;
    EditorError why;
    char err[EDITOR_ERRSIZE];
    editor_init(&e, NULL);
    ck_assert(editor_put_text(&e, "5 9,13", SQ_BLACK_MAN, &why));
    ck_assert(editor_put_text(&e, " 32 ", SQ_WHITE_MAN, &why));
    assert_fen(&e, "W:W32:B5,9,13");
    ck_assert(editor_put_text(&e, "9", SQ_EMPTY, &why));
    assert_fen(&e, "W:W32:B5,13");
    const char *bad[] = {"", "  ", "0", "33", "5x", "-3", "1234567890"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(!editor_put_text(&e, bad[i], SQ_WHITE_KING, &why), "accepted '%s'", bad[i]);
        ck_assert(why.code != EDITOR_OK);
        ck_assert(words_editor_problem(&why, err, sizeof err)[0] != '\0');
    }
    ck_assert(!editor_put_text(&e, "1 99", SQ_WHITE_KING, &why));   /* nothing changes */
    ck_assert_str_eq(words_editor_problem(&why, err, sizeof err), "'99' is not a square: squares are numbered 1 to 32");
    assert_fen(&e, "W:W32:B5,13");
}
END_TEST

START_TEST(a_man_on_its_crowning_row_is_refused)
{
    Editor e;
    editor_init(&e, NULL);
    editor_put(&e, 20, SQ_BLACK_MAN);
    editor_put(&e, 1, SQ_WHITE_MAN);   /* square 2 */
    assert_refused(&e, "a White man cannot stand on square 2: it is White's crowning row (make it a king)");
    editor_put(&e, 1, SQ_WHITE_KING);
    EditorError why;
    char err[EDITOR_ERRSIZE];
    ck_assert_msg(editor_check(&e, &why), "%s", words_editor_problem(&why, err, sizeof err));
    editor_put(&e, 31, SQ_BLACK_MAN);   /* square 32 */
    assert_refused(&e, "a Black man cannot stand on square 32: it is Black's crowning row (make it a king)");
    editor_put(&e, 31, SQ_EMPTY);
    editor_put(&e, 3, SQ_BLACK_MAN);   /* Black's back row: fine */
    editor_put(&e, 29, SQ_WHITE_MAN);
    ck_assert(editor_check(&e, &why));
}
END_TEST

START_TEST(more_than_twelve_pieces_is_refused)
{
    Editor e;
    EditorError why;
    editor_init(&e, NULL);
    ck_assert(editor_put_text(&e, "1 2 3 4 5 6 7 8 9 10 11 12", SQ_BLACK_MAN, &why));
    ck_assert(editor_put_text(&e, "32", SQ_WHITE_MAN, &why));
    ck_assert(editor_check(&e, &why));
    editor_put(&e, 12, SQ_BLACK_KING);
    assert_refused(&e, "Black has 13 pieces: a side has at most 12");
}
END_TEST

START_TEST(a_side_without_pieces_is_refused)
{
    Editor e;
    editor_init(&e, NULL);
    assert_refused(&e, "White has no piece: put at least one on the board");
    editor_put(&e, 25, SQ_WHITE_MAN);
    assert_refused(&e, "Black has no piece: put at least one on the board");
}
END_TEST

Suite *editor_suite(void)
{
    Suite *s = suite_create("editor");
    TCase *tc = tcase_create("editor");
    tcase_add_test(tc, place_replace_and_remove);
    tcase_add_test(tc, starts_from_a_position);
    tcase_add_test(tc, typed_square_numbers);
    tcase_add_test(tc, a_man_on_its_crowning_row_is_refused);
    tcase_add_test(tc, more_than_twelve_pieces_is_refused);
    tcase_add_test(tc, a_side_without_pieces_is_refused);
    suite_add_tcase(s, tc);
    return s;
}
