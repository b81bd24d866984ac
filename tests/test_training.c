/*
 * test_training.c - the player's mistakes as exercises (training.h): the
 * held-out blunders of an archive found as exercises of their player, with
 * a legal better move that keeps the material; the Leitner boxes; answers
 * judged; the state file read back, damaged lines reported and kept; a game
 * analysed once, and again only when it grows.
 *
 * The analysis runs at analysis_default_limits() (a depth), so the results
 * do not depend on the machine's speed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "archive.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "test_helpers.h"
#include "test_training_games.h"
#include "training.h"

enum { TODAY = 20000 }; /* 2024-10-04: any day does */

static void archive_game(const Place *p, const char *moves, int max_plies, const char *player, int side,
                         const char *id)
{
    test_archive_moves(p->archive, moves, max_plies, player, side, id);
}

/* Anna's and Dario's games, and Anna's game again with Bea on the side
 * that did not blunder: the blunder is then the engine's, no exercise. */
static void archive_both(const Place *p)
{
    archive_game(p, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    archive_game(p, DARIO_GAME, 1000, "Dario", BLACK, "dario-1");
    archive_game(p, ANNA_GAME, 1000, "Bea", BLACK, "bea-1");
}

static TrainingUpdate update_some(Training *t, const Place *p, const char *player, int max_games, Analysis *a)
{
    TrainingUpdate u;
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    file_problem_clear(&why); /* said only when the archive or the file fails */
    ck_assert_msg(training_update(t, p->archive, player, max_games, a, TODAY, NULL, NULL, &u, &why) ==
                      TRAINING_UPDATE_DONE,
                  "%s", file_problem_text(&why, said, sizeof said));
    return u;
}

static TrainingUpdate update(Training *t, const Place *p, const char *player, Analysis *a)
{
    return update_some(t, p, player, 0, a);
}

static const Exercise *exercise_at(const Training *t, const char *player, int ply)
{
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->exercises[i].player, player) == 0 && t->exercises[i].ply == ply)
            return &t->exercises[i];
    return NULL;
}

static int piece_balance(const Position *p, int side)
{
    return popcount32(pos_pieces(p, side)) - popcount32(pos_pieces(p, side == WHITE ? BLACK : WHITE));
}

static bool is_legal(const Position *p, const Move *m)
{
    MoveList list;
    movegen_legal(p, &list);
    for (int j = 0; j < list.count; j++)
        if (move_equal(&list.moves[j], m))
            return true;
    return false;
}

/* The exercise of a known blunder: the move played is the game's, the
 * better line is legal move by move (movegen) and does not give away the
 * two men the blunder did (at its end, or one ply before when a recapture
 * is pending), and the refutation is the capture that punished it. */
static void assert_blunder_exercise(const Exercise *e, const char *moves, int ply)
{
    Game g;
    test_game_of(&g, moves, 1000);
    ck_assert_ptr_nonnull(e);
    ck_assert(pos_equal(&e->pos, &g.plies[ply].before));
    ck_assert(move_equal(&e->played, &g.plies[ply].move));
    ck_assert_int_ge(e->verdict, VERDICT_MISTAKE);
    ck_assert_int_ge(e->loss, ANALYSIS_MISTAKE);
    ck_assert_int_gt(e->refutation_len, 0);
    ck_assert(move_equal(&e->refutation[0], &g.plies[ply + 1].move));
    ck_assert_int_gt(e->better_len, 0);
    ck_assert(!move_equal(&e->better[0], &e->played));
    int mover = e->pos.side, start = piece_balance(&e->pos, mover);
    ck_assert_int_eq(piece_balance(&g.pos, mover), start - 2); /* what the blunder lost */
    Position p = e->pos;
    int end = 0, prev = 0;
    for (int k = 0; k < e->better_len; k++) {
        ck_assert_msg(is_legal(&p, &e->better[k]), "better line move %d is not legal", k);
        pos_make(&p, &e->better[k]);
        prev = end;
        end = piece_balance(&p, mover) - start;
    }
    ck_assert_msg(end > -2 || (e->better_len > 1 && prev > -2), "the better line loses material: %d then %d", prev,
                  end);
    game_free(&g);
}

START_TEST(held_out_blunders_become_exercises_of_their_player)
{
    Place p;
    place_make(&p);
    archive_both(&p);
    Analysis *a = analysis_new();
    Training t;
    training_init(&t);
    TrainingUpdate u = update(&t, &p, NULL, a);
    ck_assert_int_eq(u.games, 3);
    ck_assert_int_eq(u.exercises, t.count);
    ck_assert_ptr_null(exercise_at(&t, "Bea", ANNA_BLUNDER_PLY));
    assert_blunder_exercise(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY), ANNA_GAME, ANNA_BLUNDER_PLY);
    assert_blunder_exercise(exercise_at(&t, "Dario", DARIO_BLUNDER_PLY), DARIO_GAME, DARIO_BLUNDER_PLY);
    for (int i = 0; i < t.count; i++) {
        const Exercise *e = &t.exercises[i];
        /* Only the person's own moves, never the engine's. */
        ck_assert_int_eq(e->pos.side, strcmp(e->player, "Anna") == 0 ? WHITE : BLACK);
        ck_assert_int_ne(e->pos.side, strcmp(e->player, "Dario") == 0 ? WHITE : 2);
        ck_assert_int_eq(e->box, 1);
        ck_assert_int_eq(e->due, TODAY);
        ck_assert_int_eq(e->level, 3);
        ck_assert_int_eq(e->id, i + 1);
    }
    ck_assert_str_eq(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY)->game_id, "anna-1");
    /* Analysed once: a second update finds nothing new. */
    u = update(&t, &p, NULL, a);
    ck_assert_int_eq(u.games, 0);
    ck_assert_int_eq(u.exercises, 0);
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(update_for_one_player_leaves_the_others)
{
    Place p;
    place_make(&p);
    archive_both(&p);
    Analysis *a = analysis_new();
    Training t;
    training_init(&t);
    TrainingUpdate u = update(&t, &p, "Dario", a);
    ck_assert_int_eq(u.games, 1);
    ck_assert_ptr_null(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY));
    ck_assert_ptr_nonnull(exercise_at(&t, "Dario", DARIO_BLUNDER_PLY));
    u = update(&t, &p, NULL, a);
    ck_assert_int_eq(u.games, 2); /* Anna's and Bea's, not Dario's again */
    ck_assert_ptr_nonnull(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY));
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

/* With a bound, the newest games first; the others wait for the next. */
START_TEST(update_keeps_to_the_newest_games_when_bounded)
{
    Place p;
    place_make(&p);
    archive_both(&p);
    Analysis *a = analysis_new();
    Training t;
    training_init(&t);
    TrainingUpdate u = update_some(&t, &p, NULL, 1, a);
    ck_assert_int_eq(u.games, 1);
    ck_assert_int_eq(t.nanalysed, 1);
    ck_assert_str_eq(t.analysed[0].key, "bea-1"); /* the last archived */
    u = update_some(&t, &p, NULL, 1, a);
    ck_assert_int_eq(u.games, 1);
    ck_assert_str_eq(t.analysed[1].key, "dario-1");
    u = update(&t, &p, NULL, a);
    ck_assert_int_eq(u.games, 1);
    ck_assert_ptr_nonnull(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY));
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

/* A game archived unfinished before the blunder, then finished under the
 * same GameId: analysed again for its new moves, no exercise twice. */
START_TEST(a_game_that_grows_is_analysed_again)
{
    Place p;
    place_make(&p);
    archive_game(&p, ANNA_GAME, 20, "Anna", WHITE, "anna-1");
    Analysis *a = analysis_new();
    Training t;
    training_init(&t);
    update(&t, &p, NULL, a);
    int before = t.count;
    ck_assert_ptr_null(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY));
    archive_game(&p, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    TrainingUpdate u = update(&t, &p, NULL, a);
    ck_assert_int_eq(u.games, 1);
    ck_assert_ptr_nonnull(exercise_at(&t, "Anna", ANNA_BLUNDER_PLY));
    for (int i = 0; i < t.count; i++)
        for (int j = i + 1; j < t.count; j++)
            ck_assert_int_ne(t.exercises[i].ply, t.exercises[j].ply);
    ck_assert_int_ge(t.count, before + 1);
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(leitner_boxes_move_as_documented)
{
    Exercise e = {.box = 1, .due = TODAY};
    training_record(&e, true, TODAY);
    ck_assert_int_eq(e.box, 2);
    ck_assert_int_eq(e.due, TODAY + 3);
    training_record(&e, true, TODAY + 3);
    ck_assert_int_eq(e.box, 3);
    ck_assert_int_eq(e.due, TODAY + 3 + 7);
    training_record(&e, false, TODAY + 10);
    ck_assert_int_eq(e.box, 1);
    ck_assert_int_eq(e.due, TODAY + 11); /* back to tomorrow */
    e.box = 4;
    training_record(&e, true, TODAY);
    ck_assert_int_eq(e.box, 5);
    ck_assert_int_eq(e.due, TODAY + 35);
    training_record(&e, true, TODAY);
    ck_assert_int_eq(e.box, 5); /* the last box keeps it */
    ck_assert_int_eq(e.due, TODAY + 35);
    ck_assert_int_eq(e.right, 4);
    ck_assert_int_eq(e.wrong, 1);
    ck_assert_int_eq(training_interval(1), 1);
    ck_assert_int_eq(training_interval(4), 16);
    ck_assert(training_is_due(&e, TODAY + 35));
    ck_assert(!training_is_due(&e, TODAY + 34));
}
END_TEST

START_TEST(days_are_calendar_dates)
{
    char text[TRAINING_DATE_SIZE];
    int day;
    training_day_text(0, text, sizeof text);
    ck_assert_str_eq(text, "1970-01-01");
    ck_assert(training_day_parse("2024-02-29", &day));
    training_day_text(day + 1, text, sizeof text);
    ck_assert_str_eq(text, "2024-03-01");
    ck_assert(!training_day_parse("2023-02-29", &day));
    ck_assert(!training_day_parse("2024-13-01", &day));
    ck_assert(!training_day_parse("2024-1-01", &day));
    ck_assert(!training_day_parse("2024-01-01x", &day));
    ck_assert(!training_day_parse(NULL, &day));
}
END_TEST

/* The move played is refused, the better move accepted, a move that drops
 * a man more refused; each moves the exercise between boxes. */
START_TEST(answers_are_judged_by_the_analysis)
{
    Place p;
    place_make(&p);
    archive_game(&p, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    Analysis *a = analysis_new();
    Training t;
    training_init(&t);
    update(&t, &p, NULL, a);
    Exercise *e = (Exercise *)exercise_at(&t, "Anna", ANNA_BLUNDER_PLY);
    ck_assert_ptr_nonnull(e);
    TrainingAnswer ans;
    Move played = e->played, better = e->better[0];
    ck_assert_int_eq(training_answer(e, a, &played, TODAY, &ans), ANALYSIS_DONE);
    ck_assert(!ans.accepted);
    ck_assert_int_eq(ans.new_box, 1);
    ck_assert_int_eq(ans.due, TODAY + 1);
    ck_assert_int_eq(training_answer(e, a, &better, TODAY + 1, &ans), ANALYSIS_DONE);
    ck_assert(ans.accepted);
    ck_assert_int_eq(ans.verdict, VERDICT_GOOD);
    ck_assert_int_eq(ans.old_box, 1);
    ck_assert_int_eq(ans.new_box, 2);
    ck_assert_int_eq(ans.due, TODAY + 1 + 3);
    /* Every legal move: accepted exactly when it loses less than an
     * inaccuracy's margin (and is not the move played); some are refused. */
    MoveList list;
    movegen_legal(&e->pos, &list);
    int refused = 0, accepted = 0;
    for (int i = 0; i < list.count; i++) {
        Exercise copy = *e;
        ck_assert_int_eq(training_answer(&copy, a, &list.moves[i], TODAY, &ans), ANALYSIS_DONE);
        ck_assert_int_eq(ans.accepted, ans.loss < ANALYSIS_INACCURACY && !move_equal(&list.moves[i], &played));
        refused += !ans.accepted;
        accepted += ans.accepted;
    }
    ck_assert_int_ge(refused, 1);
    ck_assert_int_ge(accepted, 1);
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

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

/* Saved and read back the same; damaged lines reported with their line
 * and reason, the others read, and the damaged ones written back. */
START_TEST(state_file_round_trip_and_damage)
{
    Place p;
    place_make(&p);
    archive_game(&p, ANNA_GAME, 1000, "Anna", WHITE, "anna-1");
    Analysis *a = analysis_new();
    Training t, back;
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    training_init(&t);
    update(&t, &p, NULL, a);
    t.exercises[0].box = 3;
    t.exercises[0].right = 2;
    ck_assert_msg(training_save(p.training, &t, &why) == 0, "%s", file_problem_text(&why, said, sizeof said));
    ck_assert_int_eq(training_load(p.training, &back, &why), 0);
    ck_assert_int_eq(back.damaged, 0);
    ck_assert_int_eq(back.count, t.count);
    ck_assert_int_eq(back.nanalysed, 1);
    for (int i = 0; i < t.count; i++) {
        const Exercise *x = &t.exercises[i], *y = &back.exercises[i];
        ck_assert_int_eq(x->id, y->id);
        ck_assert(pos_equal(&x->pos, &y->pos));
        ck_assert(move_equal(&x->played, &y->played));
        ck_assert_int_eq(x->better_len, y->better_len);
        ck_assert_int_eq(x->refutation_len, y->refutation_len);
        ck_assert_int_eq(x->box, y->box);
        ck_assert_int_eq(x->due, y->due);
        ck_assert_int_eq(x->right, y->right);
        ck_assert_int_eq(x->loss, y->loss);
        ck_assert_str_eq(x->game_id, y->game_id);
        ck_assert_str_eq(x->date, y->date);
    }
    training_free(&back);

    /* Damage: bad lines among the good ones.  Line 1 is the header, 2 the
     * analysed game; 3 an unknown kind, 4 too few fields, 5 a good
     * exercise, 6 a date that does not exist; then the saved exercises. */
    char *text = strdup(slurp(p.training));
    char *exercises = strchr(strchr(text, '\n') + 1, '\n') + 1;
    char damaged[1 << 16];
    snprintf(damaged, sizeof damaged,
             "%.*sfrobnicate\t1\n"
             "exercise\t99\tAnna\n"
             "exercise\t98\tAnna\tx\t2024.01.01\t3\t5\tW:W21:B1\t21-18\t100\tblunder\t21-17\t\t1\t2024-01-01\t0\t0\n"
             "exercise\t97\tAnna\tx\t2024.01.01\t3\t5\tW:W21:B1\t21-17\t100\tblunder\t21-17\t\t1\t2024-02-30\t0\t0\n"
             "%s",
             (int)(exercises - text), text, exercises);
    test_write_file(p.training, damaged);
    ck_assert_int_eq(training_load(p.training, &back, &why), 0);
    ck_assert_int_eq(back.damaged, 3);
    ck_assert_int_eq(back.errors[0].line, 3);
    ck_assert_int_eq(back.errors[0].what, TRAINING_BAD_KIND);
    ck_assert_int_eq(back.errors[1].line, 4);
    ck_assert_int_eq(back.errors[1].what, TRAINING_BAD_FIELDS);
    ck_assert_int_eq(back.errors[2].line, 6);
    ck_assert_int_eq(back.errors[2].what, TRAINING_BAD_DATE);
    ck_assert_int_eq(back.count, t.count + 1); /* every good exercise, and 98 */
    ck_assert_ptr_nonnull(training_find(&back, 98));
    ck_assert_int_eq(back.next_id, 99);
    /* Written back, the damaged lines are still there, as they were. */
    ck_assert_msg(training_save(p.training, &back, &why) == 0, "%s", file_problem_text(&why, said, sizeof said));
    const char *saved = slurp(p.training);
    ck_assert_ptr_nonnull(strstr(saved, "frobnicate\t1\n"));
    ck_assert_ptr_nonnull(strstr(saved, "exercise\t99\tAnna\n"));
    ck_assert_ptr_nonnull(strstr(saved, "\t2024-02-30\t0\t0\n"));
    training_free(&back);
    free(text);
    training_free(&t);
    analysis_free(a);
    test_remove_tree(p.dir);
}
END_TEST

/* Moves that are not legal where they stand (the move played 21-16, the
 * better line's second move 17-13 on Black's turn, the refutation 17-13
 * on Black's turn after 21-17), a bad FEN, a box out of range, an id
 * twice, a count that is no number: each line skipped alone. */
START_TEST(damaged_moves_and_numbers_are_skipped)
{
    Place p;
    place_make(&p);
    Training t;
    FileProblem why;
    test_write_file(p.training,
                    "# comment\n"
                    "exercise\t1\tA\tg\t2024.01.01\t3\t5\tW:W21:B1\t21-17\t100\tblunder\t21-18\t\t1\t2024-01-01\t0\t0\n"
                    "exercise\t2\tA\tg\t2024.01.01\t3\t5\tW:W21:B1\t21-16\t100\tblunder\t21-18\t\t1\t2024-01-01\t0\t0\n"
                    "exercise\t3\tA\tg\t2024.01.01\t3\t5\tW:W21:B1\t21-17\t100\tblunder\t21-18 17-13\t\t1\t2024-01-01\t0\t0\n"
                    "exercise\t4\tA\tg\t2024.01.01\t3\t5\tW:W33:B1\t21-17\t100\tblunder\t21-18\t\t1\t2024-01-01\t0\t0\n"
                    "exercise\t5\tA\tg\t2024.01.01\t3\t5\tW:W21:B1\t21-17\t100\tblunder\t21-18\t\t6\t2024-01-01\t0\t0\n"
                    "exercise\t1\tA\tg\t2024.01.01\t3\t6\tW:W21:B1\t21-17\t100\tblunder\t21-18\t\t1\t2024-01-01\t0\t0\n"
                    "exercise\t6\tA\tg\t2024.01.01\t3\t5\tW:W21:B1\t21-17\t100\tblunder\t21-18\t17-13\t1\t2024-01-01\t0\t0\n"
                    "analysed\tg\tmany\n"
                    "analysed\tg\t40\n");
    ck_assert_int_eq(training_load(p.training, &t, &why), 0);
    ck_assert_int_eq(t.count, 1);
    ck_assert_int_eq(t.nanalysed, 1);
    ck_assert_int_eq(t.damaged, 7);
    const TrainingDamage want[] = {TRAINING_BAD_MOVE,   TRAINING_BAD_MOVE,      TRAINING_BAD_POSITION,
                                   TRAINING_BAD_NUMBER, TRAINING_BAD_DUPLICATE, TRAINING_BAD_MOVE,
                                   TRAINING_BAD_NUMBER};
    for (int i = 0; i < 7; i++) {
        ck_assert_int_eq(t.errors[i].line, i + 3);
        ck_assert_int_eq(t.errors[i].what, want[i]);
    }
    training_free(&t);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(missing_file_is_empty_and_a_fifo_is_refused)
{
    Place p;
    place_make(&p);
    Training t;
    FileProblem why;
    ck_assert_int_eq(training_load(p.training, &t, &why), 0);
    ck_assert_int_eq(t.count, 0);
    ck_assert_int_eq(t.next_id, 1);
    training_free(&t);
    ck_assert_int_eq(mkfifo(p.training, 0600), 0);
    ck_assert_int_eq(training_load(p.training, &t, &why), -1); /* at once, not waiting */
    ck_assert_int_eq(why.code, FILE_PROBLEM_NOT_REGULAR);
    ck_assert_str_eq(why.path, p.training);
    training_free(&t);
    test_remove_tree(p.dir);
}
END_TEST

/* part "trainfiles" (issue 16, item 1): the file's problem comes back as
 * a fact, for the front ends to say in the player's language; a link that
 * leads nowhere is not taken for a missing file (no exercises). */
START_TEST(dangling_link_is_a_fact)
{
    Place p;
    place_make(&p);
    Training t;
    FileProblem why;
    char target[PATH_MAX];
    snprintf(target, sizeof target, "%s/nowhere", p.dir);
    ck_assert_int_eq(symlink(target, p.training), 0);
    ck_assert_int_eq(training_load(p.training, &t, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_DANGLING_LINK);
    ck_assert_str_eq(why.path, p.training);
    training_free(&t);
    test_remove_tree(p.dir);
}
END_TEST

START_TEST(counts_of_a_player)
{
    Training t;
    training_init(&t);
    Exercise e = {.box = 1, .due = TODAY, .better_len = 1};
    snprintf(e.player, sizeof e.player, "Anna");
    t.exercises = calloc(3, sizeof e);
    t.capacity = 3;
    t.exercises[t.count++] = e;
    e.box = 2, e.due = TODAY + 3, e.right = 1;
    t.exercises[t.count++] = e;
    snprintf(e.player, sizeof e.player, "Bea");
    t.exercises[t.count++] = e;
    TrainingCounts c;
    training_count(&t, "Anna", TODAY, &c);
    ck_assert_int_eq(c.exercises, 2);
    ck_assert_int_eq(c.due, 1);
    ck_assert_int_eq(c.solved, 1);
    ck_assert_int_eq(c.answers, 1);
    training_count(&t, NULL, TODAY + 3, &c);
    ck_assert_int_eq(c.exercises, 3);
    ck_assert_int_eq(c.due, 3);
    ck_assert_int_eq(c.solved, 2);
    training_free(&t);
}
END_TEST

Suite *training_suite(void)
{
    Suite *s = suite_create("training");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, held_out_blunders_become_exercises_of_their_player);
    tcase_add_test(tc, update_for_one_player_leaves_the_others);
    tcase_add_test(tc, a_game_that_grows_is_analysed_again);
    tcase_add_test(tc, update_keeps_to_the_newest_games_when_bounded);
    tcase_add_test(tc, leitner_boxes_move_as_documented);
    tcase_add_test(tc, days_are_calendar_dates);
    tcase_add_test(tc, answers_are_judged_by_the_analysis);
    tcase_add_test(tc, state_file_round_trip_and_damage);
    tcase_add_test(tc, damaged_moves_and_numbers_are_skipped);
    tcase_add_test(tc, missing_file_is_empty_and_a_fifo_is_refused);
    tcase_add_test(tc, dangling_link_is_a_fact);
    tcase_add_test(tc, counts_of_a_player);
    suite_add_tcase(s, tc);
    return s;
}
