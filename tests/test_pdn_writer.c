/*
 * test_pdn_writer.c - the PDN writer's annotations (NAGs, comments,
 * variations) and its line breaking, each read back by the PDN reader.
 */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "test_helpers.h"

static char *write_annotated(const Game *g, const PdnAnnotations *notes)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(pdn_write_annotated(f, g, NULL, notes), 0);
    fclose(f);
    return buf;
}

/* The text read back must be the same game. */
static void assert_reads_back(const char *text, const Game *g)
{
    PdnReader r;
    PdnGame pg;
    PdnError err;
    pdn_reader_init(&r, text, strlen(text));
    PdnStatus st = pdn_read_game(&r, &pg, &err);
    ck_assert_msg(st == PDN_OK, "read back failed: %d:%d: %s\n%s", err.line, err.col, err.message, text);
    ck_assert_int_eq(pg.game.nplies, g->nplies);
    for (int i = 0; i < g->nplies; i++)
        ck_assert_msg(move_equal(&pg.game.plies[i].move, &g->plies[i].move), "ply %d differs", i);
    ck_assert_int_eq(pg.game.result, g->result);
    pdn_game_free(&pg);
}

/* The movetext after the tags (the text after the first blank line). */
static const char *movetext(const char *text)
{
    const char *body = strstr(text, "\n\n");
    ck_assert_ptr_nonnull(body);
    return body + 2;
}

static Move parse_move(const Position *p, const char *text)
{
    Move m;
    char why[NOTATION_ERRSIZE];
    ck_assert_msg(move_parse(p, text, &m, why, sizeof why) == PARSE_OK, "%s: %s", text, why);
    return m;
}

START_TEST(nag_comment_and_variation)
{
    Game g;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    test_play(&g, "10-14");
    test_play(&g, "19x10");
    test_play(&g, "5x14");
    /* A better line for Black's first move: 9-13, then White 23-20. */
    Position p = g.plies[1].before;
    Move better[2];
    better[0] = parse_move(&p, "9-13");
    pos_make(&p, &better[0]);
    better[1] = parse_move(&p, "23-20");
    PdnNote notes[4] = {
        {.comment = "+0.10"},
        {.nag = 4, .comment = "-1.50", .lines = {{.moves = better, .len = 2, .comment = "+0.05"}}},
        {.nag = 0, .comment = NULL},
        {.comment = "White {wins} in 7"},
    };
    PdnAnnotations ann = {.plies = notes, .final_comment = "White: 1 move"};
    char *text = write_annotated(&g, &ann);
    ck_assert_str_eq(movetext(text), "1. 22-19 {+0.10} 1... 10-14 $4 {-1.50} (1... 9-13 {+0.05} 2. 23-20) 2. 19x10\n"
                                     "5x14 {White (wins) in 7} {White: 1 move} *\n\n");
    assert_reads_back(text, &g);
    free(text);
    game_free(&g);
}
END_TEST

START_TEST(variation_of_black_without_comment_and_white_line)
{
    Game g;
    game_init(&g, NULL);
    test_play(&g, "21-17");
    test_play(&g, "12-16");
    test_play(&g, "24-20");
    Move line[3];
    Position p = g.plies[1].before;
    const char *texts[3] = {"9-13", "22-18", "13x22"};
    for (int k = 0; k < 3; k++) {
        line[k] = parse_move(&p, texts[k]);
        pos_make(&p, &line[k]);
    }
    PdnNote notes[3] = {{0}, {.nag = 2, .lines = {{.moves = line, .len = 3}}}, {.nag = 6}};
    PdnAnnotations ann = {.plies = notes};
    char *text = write_annotated(&g, &ann);
    ck_assert_str_eq(movetext(text), "1. 21-17 12-16 $2 (1... 9-13 2. 22-18 13x22) 2. 24-20 $6 *\n\n");
    assert_reads_back(text, &g);
    free(text);
    game_free(&g);
}
END_TEST

/* part analysis: two variations after one move, in order: the better
 * line, then a line that starts with the move played (a refutation). */
START_TEST(two_variations_after_one_move)
{
    Game g;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    test_play(&g, "10-14");
    Position p = g.plies[1].before;
    Move better = parse_move(&p, "9-13"), refuted[2];
    refuted[0] = g.plies[1].move;
    pos_make(&p, &refuted[0]);
    refuted[1] = parse_move(&p, "19x10");
    PdnNote notes[2] = {{0},
                        {.nag = 2,
                         .lines = {{.moves = &better, .len = 1, .comment = "better: +0.05"},
                                   {.moves = refuted, .len = 2, .comment = "refutation: -0.80"}}}};
    PdnAnnotations ann = {.plies = notes};
    char *text = write_annotated(&g, &ann);
    ck_assert_str_eq(movetext(text), "1. 22-19 10-14 $2 (1... 9-13 {better: +0.05}) (1... 10-14 {refutation: -0.80}\n"
                                     "2. 19x10) *\n\n");
    assert_reads_back(text, &g);
    free(text);
    game_free(&g);
}
END_TEST

START_TEST(comment_characters_are_made_safe)
{
    Game g;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    PdnNote notes[1] = {{.comment = "  a}b\n\tc{d  "}};
    PdnAnnotations ann = {.plies = notes, .final_comment = "   "};
    char *text = write_annotated(&g, &ann);
    ck_assert_str_eq(movetext(text), "1. 22-19 {a)b c(d} {} *\n\n");
    assert_reads_back(text, &g);
    free(text);
    game_free(&g);
}
END_TEST

/* A line's last word must not be a bare move number such as "6." or "6...". */
static bool ends_with_move_number(const char *line, size_t len)
{
    size_t start = len;
    while (start > 0 && line[start - 1] != ' ')
        start--;
    size_t digits = start;
    while (digits < len && isdigit((unsigned char)line[digits]))
        digits++;
    return digits > start && digits < len && line[digits] == '.';
}

/* Long games, plain and with long comments and variations: every line
 * fits in 79 characters and no move number is parted from its move. */
START_TEST(lines_fit_and_numbers_stay_with_moves)
{
    static const char *const LONG_COMMENT =
        "a comment long enough to need wrapping over several lines of the movetext, with a word "
        "of eighty-five characters "
        "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234";
    for (uint64_t seed = 1; seed <= 40; seed++) {
        Game g;
        uint64_t state = seed;
        game_init(&g, NULL);
        for (int i = 0; i < 120 && !game_over(&g); i++) {
            MoveList list;
            movegen_legal(&g.pos, &list);
            ck_assert(game_play(&g, &list.moves[test_random(&state) % (uint64_t)list.count]));
        }
        PdnNote *notes = calloc((size_t)g.nplies + 1, sizeof *notes);
        ck_assert_ptr_nonnull(notes);
        for (int i = 0; i < g.nplies && seed % 2 == 0; i++) {
            uint64_t r = test_random(&state) % 5;
            notes[i].nag = r == 0 ? 4 : 0;
            notes[i].comment = r == 1 ? LONG_COMMENT : r == 2 ? "+0.35" : NULL;
            notes[i].lines[0] = (PdnLine){.moves = r == 3 ? &g.plies[i].move : NULL, .len = r == 3 ? 1 : 0};
            notes[i].lines[1] = notes[i].lines[0];
        }
        PdnAnnotations ann = {.plies = notes, .final_comment = seed % 4 == 0 ? LONG_COMMENT : NULL};
        char *text = write_annotated(&g, &ann);
        for (const char *line = movetext(text); *line;) {
            const char *end = strchr(line, '\n');
            ck_assert_ptr_nonnull(end);
            size_t len = (size_t)(end - line);
            ck_assert_msg(len <= 79, "line too long: %.*s", (int)len, line);
            ck_assert_msg(!ends_with_move_number(line, len), "move number parted from its move: %.*s", (int)len,
                          line);
            line = end + 1;
        }
        assert_reads_back(text, &g);
        free(text);
        free(notes);
        game_free(&g);
    }
}
END_TEST

Suite *pdn_writer_suite(void)
{
    Suite *s = suite_create("pdn_writer");
    TCase *tc = tcase_create("annotations");
    tcase_add_test(tc, nag_comment_and_variation);
    tcase_add_test(tc, two_variations_after_one_move);
    tcase_add_test(tc, variation_of_black_without_comment_and_white_line);
    tcase_add_test(tc, comment_characters_are_made_safe);
    tcase_add_test(tc, lines_fit_and_numbers_stay_with_moves);
    suite_add_tcase(s, tc);
    return s;
}
