/*
 * test_puzzle.c - tiri (issue 17, part "puzzles"): the checker on small
 * positions whose verdict can be seen on the board, the solution line, the
 * themes, the file of puzzles, the attempts file, the puzzle rating and the
 * draw near it, the judging of an answer.
 */
#include <check.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "puzzle.h"
#include "puzzle_set.h"
#include "test_helpers.h"

/* Deep enough for the positions below, quick enough for make check. */
enum { TEST_DEPTH = 9 };

static Move move_of(const Position *p, const char *text)
{
    Move m;
    char err[NOTATION_ERRSIZE];
    ck_assert_msg(move_parse(p, text, &m, err, sizeof err) == PARSE_OK, "%s: %s", text, err);
    return m;
}

static PuzzleVerdict check_fen(const char *fen, PuzzleCheck *c)
{
    PuzzleSolver *s = puzzle_solver_new();
    ck_assert_ptr_nonnull(s);
    Position p = test_position(fen);
    PuzzleVerdict v = puzzle_check(s, &p, TEST_DEPTH, c);
    puzzle_solver_free(s);
    return v;
}

/* Black: a king on 14, men on 2, 3, 4, 16; White: a king on 6, men on 15,
 * 24, 31.  4-8 is the one move that wins White's man (2 men up instead of
 * one); every other move keeps the balance at best. */
START_TEST(test_real_shot_accepted)
{
    PuzzleCheck c;
    const char *fen = "B:WK6,15,24,31:B2,3,4,K14,16";
    ck_assert_int_eq(check_fen(fen, &c), PUZZLE_SOUND);
    Position p = test_position(fen);
    Move want = move_of(&p, "4-8");
    ck_assert(move_same_effect(&c.first, &want));
    ck_assert_int_ge(c.value, c.base + PUZZLE_MAN);
    ck_assert_int_le(c.second_value, c.value - PUZZLE_MAN);
    ck_assert_int_gt(c.nmoves, 1);
}
END_TEST

/* White's king on 13 against Black's king in the corner 1: 13-9 and 13-10
 * both win, so the position has no single solution. */
START_TEST(test_two_winning_first_moves_rejected)
{
    PuzzleCheck c;
    ck_assert_int_eq(check_fen("W:WK13:BK1", &c), PUZZLE_NOT_UNIQUE);
    ck_assert(score_is_win(c.value));
    ck_assert(score_is_win(c.second_value));
}
END_TEST

/* The start position: no first move wins anything. */
START_TEST(test_non_winning_position_rejected)
{
    PuzzleCheck c;
    ck_assert_int_eq(check_fen(FEN_START, &c), PUZZLE_NO_GAIN);
    ck_assert_int_eq(c.base, 0);
    ck_assert_int_lt(c.value, PUZZLE_MAN);
}
END_TEST

/* A capture is due: nothing to choose, no puzzle. */
START_TEST(test_capture_due_is_no_choice)
{
    PuzzleCheck c;
    ck_assert_int_eq(check_fen("W:W22:B18", &c), PUZZLE_NO_CHOICE);
}
END_TEST

/* The line of the real shot: it starts with the solution, every move is
 * legal, and it stops as soon as the gain is secured. */
START_TEST(test_line_ends_when_gain_secured)
{
    PuzzleSolver *s = puzzle_solver_new();
    Position p = test_position("B:WK6,15,24,31:B2,3,4,K14,16");
    PuzzleCheck c;
    ck_assert_int_eq(puzzle_check(s, &p, TEST_DEPTH, &c), PUZZLE_SOUND);
    PuzzleLine line;
    ck_assert(puzzle_build_line(s, &p, &c, TEST_DEPTH, &line));
    ck_assert(move_same_effect(&line.moves[0], &c.first));
    ck_assert_int_eq(line.len % 2, 1); /* ends on the solver's move */
    ck_assert(puzzle_line_secured(&p, line.moves, line.len));
    ck_assert(!puzzle_line_secured(&p, line.moves, line.len - 1));
    Position q = p;
    for (int i = 0; i < line.len; i++) {
        MoveList legal;
        movegen_legal(&q, &legal);
        bool found = false;
        for (int j = 0; j < legal.count && !found; j++)
            found = move_same_effect(&legal.moves[j], &line.moves[i]);
        ck_assert_msg(found, "ply %d of the line is not legal", i);
        pos_make(&q, &line.moves[i]);
    }
    ck_assert_int_ge(line.find_depth, 1);
    ck_assert_int_le(line.find_depth, TEST_DEPTH);
    ck_assert_int_eq(line.difficulty, puzzle_difficulty(line.find_depth, (line.len + 1) / 2));
    puzzle_solver_free(s);
}
END_TEST

static int line_of(const char *fen, const char *const *moves, int n, Move *out)
{
    Position p = test_position(fen);
    for (int i = 0; i < n; i++) {
        out[i] = move_of(&p, moves[i]);
        pos_make(&p, &out[i]);
    }
    return n;
}

START_TEST(test_themes)
{
    Move line[4];
    /* A man crowns on the way. */
    const char *crown[] = {"5-1"};
    Position p = test_position("W:W5:B3");
    ck_assert_int_eq(puzzle_theme_of(&p, line, line_of("W:W5:B3", crown, 1, line)), THEME_SFONDAMENTO);
    /* White's 19-14 offers the man on 14 to Black's man on 10 and king on
     * 18, one piece each: rule 2 makes the king take (18x11). */
    const char *prec[] = {"19-14", "18x11"};
    p = test_position("W:W19,32:B10,K18");
    ck_assert_int_eq(puzzle_theme_of(&p, line, line_of("W:W19,32:B10,K18", prec, 2, line)), THEME_PRECEDENZA);
    /* 22-18 gives a man (13x22), then 26x19x12 takes two. */
    const char *multi[] = {"22-18", "13x22", "26x19x12"};
    p = test_position("W:W22,26,29:B13,15");
    ck_assert_int_eq(puzzle_theme_of(&p, line, line_of("W:W22,26,29:B13,15", multi, 3, line)),
                     THEME_PRESA_MULTIPLA);
    /* A quiet move and a single capture: a plain tiro. */
    const char *plain[] = {"32-28"};
    p = test_position("W:W32:B1");
    ck_assert_int_eq(puzzle_theme_of(&p, line, line_of("W:W32:B1", plain, 1, line)), THEME_TIRO);
    for (int t = 0; t < THEME_COUNT; t++)
        ck_assert_int_eq(puzzle_theme_from_tag(puzzle_theme_tag((PuzzleTheme)t)), t);
    ck_assert_int_eq(puzzle_theme_from_tag("nonsense"), -1);
}
END_TEST

START_TEST(test_phase_by_pieces)
{
    Position p = test_position(FEN_START);
    ck_assert_int_eq(puzzle_phase_of(&p), PHASE_OPENING);
    p = test_position("W:W21,22,23,24,25:B1,2,3,4,5,6");
    ck_assert_int_eq(puzzle_phase_of(&p), PHASE_MIDDLE);
    p = test_position("W:W21,22:B1,2");
    ck_assert_int_eq(puzzle_phase_of(&p), PHASE_ENDING);
}
END_TEST

START_TEST(test_difficulty_grows_with_depth_and_length)
{
    ck_assert_int_lt(puzzle_difficulty(3, 1), puzzle_difficulty(7, 1));
    ck_assert_int_lt(puzzle_difficulty(5, 1), puzzle_difficulty(5, 3));
    ck_assert_int_ge(puzzle_difficulty(0, 0), PUZZLE_DIFFICULTY_MIN);
    ck_assert_int_le(puzzle_difficulty(100, 50), PUZZLE_DIFFICULTY_MAX);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The file of puzzles                                                 */

static char tmpdir[64];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/dama_puzzle_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static const char *tmp_path(const char *name)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    return path;
}

#define PUZZLE_GAME(id, theme, phase, diff, fen, moves)                                                        \
    "[Event \"dama puzzles\"]\n[GameType \"22\"]\n[SetUp \"1\"]\n[FEN \"" fen "\"]\n[PuzzleId \"" id          \
    "\"]\n[Theme \"" theme "\"]\n[Difficulty \"" diff "\"]\n[Phase \"" phase "\"]\n\n" moves " *\n\n"

#define SHOT_GAME PUZZLE_GAME("7", "tiro", "middlegame", "1300", "B:WK6,15,24,31:B2,3,4,K14,16", "1... 4-8")

START_TEST(test_set_read_and_find)
{
    make_tmpdir();
    test_write_file(tmp_path("p.pdn"),
                    PUZZLE_GAME("3", "sfondamento a dama", "ending", "900", "W:W5:B3", "1. 5-1") SHOT_GAME);
    PuzzleSet set;
    PuzzleSetError e;
    ck_assert_int_eq(puzzle_set_read(tmp_path("p.pdn"), &set, &e), PUZZLE_SET_OK);
    ck_assert_int_eq(set.count, 2);
    const Puzzle *p = puzzle_set_find(&set, 7);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(p->difficulty, 1300);
    ck_assert_int_eq(p->theme, THEME_TIRO);
    ck_assert_int_eq(p->phase, PHASE_MIDDLE);
    ck_assert_int_eq(p->len, 1);
    ck_assert_int_eq(p->start.side, BLACK);
    ck_assert_ptr_null(puzzle_set_find(&set, 8));
    puzzle_set_free(&set);
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(test_set_refuses_bad_files)
{
    make_tmpdir();
    PuzzleSet set;
    PuzzleSetError e;
    test_write_file(tmp_path("dup.pdn"), PUZZLE_GAME("7", "tiro", "middlegame", "1300", "W:W5:B3", "1. 5-1") SHOT_GAME);
    ck_assert_int_eq(puzzle_set_read(tmp_path("dup.pdn"), &set, &e), PUZZLE_SET_DUPLICATE_ID);
    test_write_file(tmp_path("theme.pdn"), PUZZLE_GAME("1", "colpo", "middlegame", "1300", "W:W5:B3", "1. 5-1"));
    ck_assert_int_eq(puzzle_set_read(tmp_path("theme.pdn"), &set, &e), PUZZLE_SET_BAD_TAG);
    test_write_file(tmp_path("illegal.pdn"), PUZZLE_GAME("1", "tiro", "ending", "1300", "W:W5:B3", "1. 5-9"));
    ck_assert_int_eq(puzzle_set_read(tmp_path("illegal.pdn"), &set, &e), PUZZLE_SET_BAD_GAME);
    ck_assert_int_eq(e.game.problem, PDN_PROBLEM_ILLEGAL_MOVE); /* the reader's facts, for words_pdn */
    ck_assert_str_eq(e.game.text, "5-9");
    test_write_file(tmp_path("empty.pdn"), "");
    ck_assert_int_eq(puzzle_set_read(tmp_path("empty.pdn"), &set, &e), PUZZLE_SET_EMPTY);
    ck_assert_int_eq(mkfifo(tmp_path("fifo"), 0600), 0);
    ck_assert_int_eq(puzzle_set_read(tmp_path("fifo"), &set, &e), PUZZLE_SET_UNREADABLE);
    ck_assert_int_eq(e.file.code, FILE_PROBLEM_NOT_REGULAR); /* a fact, for the front ends to say */
    ck_assert_str_eq(e.file.path, tmp_path("fifo"));
    ck_assert_int_eq(puzzle_set_read(tmp_path("missing"), &set, &e), PUZZLE_SET_UNREADABLE);
    ck_assert_int_eq(e.file.code, FILE_PROBLEM_SYSTEM);
    ck_assert_int_eq(e.file.sys_errno, ENOENT);
    test_remove_tree(tmpdir);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Attempts, rating, draw                                              */

START_TEST(test_record_round_trip)
{
    make_tmpdir();
    PuzzleRecord r;
    int line;
    FileProblem why;
    ck_assert_int_eq(puzzle_record_read(tmp_path("a.txt"), &r, &line, &why), PUZZLE_RECORD_OK);
    ck_assert_int_eq(r.count, 0);
    PuzzleAttempt a = {.id = 12, .solved = true, .difficulty = 1400, .time = 1700000000};
    PuzzleAttempt b = {.id = 3, .solved = false, .difficulty = 900, .time = 1700000100};
    ck_assert_int_eq(puzzle_record_add(tmp_path("a.txt"), &r, &a, &why), PUZZLE_RECORD_OK);
    ck_assert_int_eq(puzzle_record_add(tmp_path("a.txt"), &r, &b, &why), PUZZLE_RECORD_OK);
    puzzle_record_free(&r);
    ck_assert_int_eq(puzzle_record_read(tmp_path("a.txt"), &r, &line, &why), PUZZLE_RECORD_OK);
    ck_assert_int_eq(r.count, 2);
    ck_assert_int_eq(r.attempts[0].id, 12);
    ck_assert(r.attempts[0].solved);
    ck_assert_int_eq(r.attempts[1].difficulty, 900);
    ck_assert(!r.attempts[1].solved);
    ck_assert(r.attempts[1].time == 1700000100);
    puzzle_record_free(&r);
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(test_record_damage_is_refused)
{
    make_tmpdir();
    PuzzleRecord r;
    int line;
    FileProblem why;
    test_write_file(tmp_path("bad.txt"), "# comment\n1 solved 1000 5\n2 maybe 1000 6\n");
    ck_assert_int_eq(puzzle_record_read(tmp_path("bad.txt"), &r, &line, &why),
                     PUZZLE_RECORD_DAMAGED);
    ck_assert_int_eq(line, 3);
    const char *bad_lines[] = {"1 solved 1000 5 extra\n", "99999999999999999999 solved 1000 5\n",
                               "1 solved 1000 99999999999999999999999\n", "1 solved -3 5\n", "0 solved 1000 5\n",
                               "1 solved 1000\n", "1 solved 1000 5x\n"};
    for (size_t i = 0; i < sizeof bad_lines / sizeof bad_lines[0]; i++) {
        test_write_file(tmp_path("trail.txt"), bad_lines[i]);
        ck_assert_msg(puzzle_record_read(tmp_path("trail.txt"), &r, &line, &why) ==
                          PUZZLE_RECORD_DAMAGED,
                      "accepted: %s", bad_lines[i]);
        ck_assert_int_eq(line, 1);
    }
    FILE *f = fopen(tmp_path("nul.txt"), "wb");
    ck_assert_ptr_nonnull(f);
    fwrite("1 solved 1000 5\n\0002 failed 900 6\n", 1, 32, f);
    fclose(f);
    ck_assert_int_eq(puzzle_record_read(tmp_path("nul.txt"), &r, &line, &why),
                     PUZZLE_RECORD_DAMAGED);
    ck_assert_int_eq(line, 2);
    ck_assert_int_eq(mkfifo(tmp_path("fifo"), 0600), 0);
    ck_assert_int_eq(puzzle_record_read(tmp_path("fifo"), &r, &line, &why),
                     PUZZLE_RECORD_UNREADABLE);
    ck_assert_int_eq(why.code, FILE_PROBLEM_NOT_REGULAR);
    ck_assert_str_eq(why.path, tmp_path("fifo"));
    /* A record that cannot be written: the writer's refusal (a directory is
     * never replaced), the attempt not kept. */
    ck_assert_int_eq(mkdir(tmp_path("dir"), 0700), 0);
    PuzzleAttempt a = {.id = 1, .solved = true, .difficulty = 1000, .time = 5};
    ck_assert_int_eq(puzzle_record_add(tmp_path("dir"), &r, &a, &why), PUZZLE_RECORD_WRITE_FAILED);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SAVE_NOT_REGULAR);
    ck_assert_str_eq(why.path, tmp_path("dir"));
    ck_assert_int_eq(r.count, 0);
    puzzle_record_free(&r);
    test_remove_tree(tmpdir);
}
END_TEST

/* The puzzle rating is rating.h's Glicko-2, one period per attempt against
 * the Difficulty with deviation PUZZLE_OPPONENT_RD. */
START_TEST(test_rating_update)
{
    Glicko start = glicko_initial();
    Glicko won = puzzle_rating_after(&start, 1400, true);
    Glicko lost = puzzle_rating_after(&start, 1400, false);
    GlickoGame g = {.rating = 1400, .deviation = PUZZLE_OPPONENT_RD, .score = 1.0};
    Glicko direct = glicko_update(&start, &g, 1, RATING_TAU);
    ck_assert(fabs(won.rating - direct.rating) < 1e-9);
    ck_assert(won.rating > start.rating);
    ck_assert(lost.rating < start.rating);
    ck_assert(won.deviation < start.deviation);
    /* Solving a harder puzzle is worth more. */
    Glicko easy = puzzle_rating_after(&start, 700, true);
    ck_assert(won.rating > easy.rating);

    PuzzleAttempt attempts[] = {{.id = 1, .solved = true, .difficulty = 1400},
                                {.id = 2, .solved = false, .difficulty = 900}};
    PuzzleRecord r = {.attempts = attempts, .count = 2, .capacity = 2};
    Glicko history[2];
    Glicko now = puzzle_rating(&r, history);
    ck_assert(fabs(history[0].rating - won.rating) < 1e-9);
    Glicko second = puzzle_rating_after(&won, 900, false);
    ck_assert(fabs(now.rating - second.rating) < 1e-9);
    ck_assert(fabs(history[1].rating - now.rating) < 1e-9);
}
END_TEST

/* Puzzles with difficulties 100, 200, ..., 3000. */
static void ladder_set(PuzzleSet *set)
{
    set->count = 30;
    set->items = calloc(30, sizeof *set->items);
    ck_assert_ptr_nonnull(set->items);
    for (int i = 0; i < 30; i++) {
        set->items[i].id = i + 1;
        set->items[i].difficulty = 100 * (i + 1);
    }
}

START_TEST(test_draw_near_rating)
{
    PuzzleSet set;
    ladder_set(&set);
    PuzzleRecord none = {0};
    const Puzzle *p = puzzle_draw(&set, &none, 1510);
    ck_assert_int_eq(p->difficulty, 1500);
    /* Each draw stays among the nearest few. */
    PuzzleAttempt attempts[PUZZLE_RECENT_ANY + 5];
    PuzzleRecord r = {.attempts = attempts, .count = 0, .capacity = PUZZLE_RECENT_ANY + 5};
    for (int i = 0; i < 5; i++) {
        p = puzzle_draw(&set, &r, 1500);
        ck_assert_int_le(abs(p->difficulty - 1500), 100 * (PUZZLE_DRAW_NEAREST / 2 + 1));
        for (int j = 0; j < r.count; j++)
            ck_assert_int_ne(p->id, attempts[j].id); /* never one just tried */
        attempts[r.count++] = (PuzzleAttempt){.id = p->id, .solved = false, .difficulty = p->difficulty};
    }
    /* A puzzle solved long ago (beyond PUZZLE_RECENT_ANY) stays out. */
    PuzzleAttempt old[PUZZLE_RECENT_ANY + 1];
    old[0] = (PuzzleAttempt){.id = 15, .solved = true, .difficulty = 1500};
    for (int i = 1; i <= PUZZLE_RECENT_ANY; i++)
        old[i] = (PuzzleAttempt){.id = 30, .solved = false, .difficulty = 3000};
    PuzzleRecord solved = {.attempts = old, .count = PUZZLE_RECENT_ANY + 1, .capacity = PUZZLE_RECENT_ANY + 1};
    for (int k = 0; k < PUZZLE_DRAW_NEAREST; k++) {
        solved.count = PUZZLE_RECENT_ANY + 1; /* the pick depends on the count */
        p = puzzle_draw(&set, &solved, 1500);
        ck_assert_int_ne(p->id, 15);
    }
    /* Everything excluded: the nearest of all is still offered. */
    PuzzleSet one = {.items = set.items + 14, .count = 1};
    PuzzleAttempt just[] = {{.id = 15, .solved = true, .difficulty = 1500}};
    PuzzleRecord only = {.attempts = just, .count = 1, .capacity = 1};
    ck_assert_int_eq(puzzle_draw(&one, &only, 1500)->id, 15);
    PuzzleSet empty = {0};
    ck_assert_ptr_null(puzzle_draw(&empty, &none, 1500));
    free(set.items);
}
END_TEST

START_TEST(test_judge_answer)
{
    Puzzle p = {.id = 1};
    const char *fen = "W:W22,26,29:B13,15";
    const char *line[] = {"22-18", "13x22", "26x19x12"};
    p.start = test_position(fen);
    p.len = line_of(fen, line, 3, p.moves);
    int at;
    const char *first[] = {"22-18"};
    ck_assert_int_eq(puzzle_judge(&p, first, 1, &at), PUZZLE_ANSWER_RIGHT);
    const char *whole[] = {"22-18", "26x12"};
    ck_assert_int_eq(puzzle_judge(&p, whole, 2, &at), PUZZLE_ANSWER_RIGHT);
    const char *wrong[] = {"22-19"};
    ck_assert_int_eq(puzzle_judge(&p, wrong, 1, &at), PUZZLE_ANSWER_WRONG);
    ck_assert_int_eq(at, 0);
    const char *junk[] = {"22-18", "5-1"};
    ck_assert_int_eq(puzzle_judge(&p, junk, 2, &at), PUZZLE_ANSWER_UNREADABLE);
    ck_assert_int_eq(at, 1);
    const char *many[] = {"22-18", "26x12", "12-8"};
    ck_assert_int_eq(puzzle_judge(&p, many, 3, &at), PUZZLE_ANSWER_TOO_MANY);
}
END_TEST

/* part "puzzleui": an attempt move by move.  The line of test_judge_answer:
 * 22-18 13x22 26x19x12.  A right move plays the reply at once; the last
 * move of the solver solves; a wrong one fails and plays nothing; nothing
 * is played after the end. */
START_TEST(test_try_move_by_move)
{
    Puzzle p = {.id = 4, .difficulty = 1250};
    const char *fen = "W:W22,26,29:B13,15";
    const char *line[] = {"22-18", "13x22", "26x19x12"};
    p.start = test_position(fen);
    p.len = line_of(fen, line, 3, p.moves);
    ck_assert_int_eq(puzzle_solver_moves(&p), 2);

    PuzzleTry t;
    puzzle_try_start(&t, &p);
    ck_assert(move_same_effect(puzzle_try_expected(&t), &p.moves[0]));
    Move m = move_of(&t.pos, "22-18");
    ck_assert_int_eq(puzzle_try_move(&t, &m), PUZZLE_STEP_RIGHT);
    ck_assert(t.has_reply && move_same_effect(&t.reply, &p.moves[1]));
    ck_assert_int_eq(t.ply, 2);
    Position after = p.start;
    pos_make(&after, &p.moves[0]);
    pos_make(&after, &p.moves[1]);
    ck_assert(pos_equal(&t.pos, &after));
    ck_assert(!t.over);
    m = move_of(&t.pos, "26x12");   /* the short form of the line's capture */
    ck_assert_int_eq(puzzle_try_move(&t, &m), PUZZLE_STEP_SOLVED);
    ck_assert(t.over && t.solved && !t.has_reply);
    ck_assert_ptr_null(puzzle_try_expected(&t));
    ck_assert_int_eq(puzzle_try_move(&t, &m), PUZZLE_STEP_OVER);
    PuzzleAttempt a = puzzle_try_attempt(&t, 1700000000);
    ck_assert_int_eq(a.id, 4);
    ck_assert(a.solved);
    ck_assert_int_eq(a.difficulty, 1250);
    ck_assert(a.time == 1700000000);

    puzzle_try_start(&t, &p);
    m = move_of(&t.pos, "22-19");
    ck_assert_int_eq(puzzle_try_move(&t, &m), PUZZLE_STEP_WRONG);
    ck_assert(t.over && !t.solved);
    ck_assert(pos_equal(&t.pos, &p.start));   /* the wrong move is not played */
    ck_assert(move_same_effect(puzzle_try_expected(&t), &p.moves[0]));
    m = move_of(&t.pos, "22-18");
    ck_assert_int_eq(puzzle_try_move(&t, &m), PUZZLE_STEP_OVER);
    ck_assert(!puzzle_try_attempt(&t, 0).solved);
}
END_TEST

Suite *puzzle_suite(void)
{
    Suite *s = suite_create("puzzle");
    TCase *tc = tcase_create("checker");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_real_shot_accepted);
    tcase_add_test(tc, test_two_winning_first_moves_rejected);
    tcase_add_test(tc, test_non_winning_position_rejected);
    tcase_add_test(tc, test_capture_due_is_no_choice);
    tcase_add_test(tc, test_line_ends_when_gain_secured);
    tcase_add_test(tc, test_themes);
    tcase_add_test(tc, test_phase_by_pieces);
    tcase_add_test(tc, test_difficulty_grows_with_depth_and_length);
    suite_add_tcase(s, tc);
    TCase *files = tcase_create("files");
    tcase_add_test(files, test_set_read_and_find);
    tcase_add_test(files, test_set_refuses_bad_files);
    tcase_add_test(files, test_record_round_trip);
    tcase_add_test(files, test_record_damage_is_refused);
    suite_add_tcase(s, files);
    TCase *rating = tcase_create("rating");
    tcase_add_test(rating, test_rating_update);
    tcase_add_test(rating, test_draw_near_rating);
    tcase_add_test(rating, test_judge_answer);
    tcase_add_test(rating, test_try_move_by_move);   /* part "puzzleui" */
    suite_add_tcase(s, rating);
    return s;
}
