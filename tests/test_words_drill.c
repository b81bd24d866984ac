/*
 * test_words_drill.c - part "drillui": the drills' sentences
 * (words/words_drill.h): every step has a name, a lesson and a way to win;
 * every verdict a whole sentence with its counts filled in, one move and
 * several; a number without a step says nothing.
 */
#include <check.h>
#include <string.h>

#include "words_drill.h"

START_TEST(every_step_has_its_words)
{
    for (int n = 1; n <= DRILL_COUNT; n++) {
        ck_assert_msg(strlen(words_drill_name(n)) > 0, "drill %d: no name", n);
        ck_assert_msg(strlen(words_drill_teaches(n)) > 0, "drill %d: no lesson", n);
        ck_assert_msg(strlen(words_drill_how(n)) > 0, "drill %d: no way to win", n);
        ck_assert_str_eq(words_drill_name_english(n), words_drill_name(n));   /* no catalog in the tests */
    }
    ck_assert_str_eq(words_drill_name(0), "");
    ck_assert_str_eq(words_drill_how(DRILL_COUNT + 1), "");
}
END_TEST

START_TEST(every_verdict_is_a_sentence)
{
    DrillAttempt a;
    memset(&a, 0, sizeof a);
    char buf[512];
    for (int v = DRILL_PLAYING; v <= DRILL_HELD; v++) {   /* part "fold": the named drills' held draw too */
        a.verdict = (DrillVerdict)v;
        words_drill_verdict(&a, buf, sizeof buf);
        ck_assert_msg(strlen(buf) > 0 && strchr(buf, '%') == NULL, "verdict %d: '%s'", v, buf);
    }
    a.verdict = DRILL_WON;
    a.player_moves = 9;
    a.shortest = 7;
    ck_assert_str_eq(words_drill_verdict(&a, buf, sizeof buf), "You won in 9 moves. The shortest win was 7 moves.");
    a.player_moves = 1;
    a.shortest = 1;
    ck_assert_str_eq(words_drill_verdict(&a, buf, sizeof buf), "You won in 1 move. The shortest win was 1 move.");
    /* part "fold": the named drills (part "named") merged in: a draw held,
     * a hold drill lost, and who plays what. */
    a.verdict = DRILL_HELD;
    a.goal = DRILL_GOAL_HOLD;
    a.player_moves = 3;
    ck_assert_str_eq(words_drill_verdict(&a, buf, sizeof buf), "You held the draw for 3 moves.");
    a.verdict = DRILL_THROWN_LOSS;
    ck_assert_str_eq(words_drill_verdict(&a, buf, sizeof buf), "Drill failed: after your last move the position is lost.");
    a.goal = DRILL_GOAL_WIN;
    ck_assert_str_eq(words_drill_verdict(&a, buf, sizeof buf), "Drill failed: after your last move the defender wins.");
    ck_assert_str_eq(words_drill_player(BLACK, DRILL_GOAL_HOLD),
                     "You play Black, to move, and the position is a draw: hold it.");
    ck_assert_str_eq(words_drill_player(WHITE, DRILL_GOAL_WIN), "You play White, to move, and the position is won.");
}
END_TEST

Suite *words_drill_suite(void)
{
    Suite *s = suite_create("words_drill");
    TCase *tc = tcase_create("words_drill");
    tcase_add_test(tc, every_step_has_its_words);
    tcase_add_test(tc, every_verdict_is_a_sentence);
    suite_add_tcase(s, tc);
    return s;
}
