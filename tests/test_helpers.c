/*
 * test_helpers.c - see test_helpers.h.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "archive.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "test_helpers.h"
#include "training.h"
#include "words_session.h"

Position test_position(const char *fen)
{
    Position p;
    char err[FEN_ERRSIZE] = "";
    ck_assert_msg(fen_parse(fen, &p, err, sizeof err) == 0, "bad test FEN %s: %s", fen, err);
    return p;
}

const char *test_moves(const char *fen, char *buf, size_t size)
{
    Position p = test_position(fen);
    MoveList list;
    char text[MOVE_STRSIZE];
    size_t len = 0;

    buf[0] = '\0';
    movegen_legal(&p, &list);
    movegen_sort(&list);
    for (int i = 0; i < list.count && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? " " : "",
                                move_format(&list.moves[i], text, sizeof text));
    return buf;
}

void test_play(Game *g, const char *text)
{
    Move m;
    char err[NOTATION_ERRSIZE];
    ck_assert_msg(move_parse(&g->pos, text, &m, err, sizeof err) == PARSE_OK, "%s: %s", text, err);
    ck_assert(game_play(g, &m));
}

void test_game_of(Game *g, const char *moves, int max_plies)
{
    char copy[2048], *save = NULL;
    ck_assert_uint_lt(strlen(moves), sizeof copy);
    snprintf(copy, sizeof copy, "%s", moves);
    game_init(g, NULL);
    int n = 0;
    for (char *m = strtok_r(copy, " ", &save); m != NULL && n < max_plies; m = strtok_r(NULL, " ", &save), n++)
        test_play(g, m);
}

void test_archive_moves(const char *archive, const char *moves, int max_plies, const char *player, int side,
                        const char *id)
{
    Game g;
    FileProblem why;
    test_game_of(&g, moves, max_plies);
    ArchiveEntry e = {.player = player, .player_side = side, .level = 3, .time_control = "-",
                      .rating_before = 1000, .engine_elo = 1200, .started = 1700000000, .game_id = id,
                      .rated = true};
    ck_assert_msg(archive_append(archive, &g, &e, &why) == 0, "%s", TEST_FILE_TEXT(why));
    game_free(&g);
}

uint64_t test_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

Position test_mirrored(const Position *p)
{
    Position m;
    pos_clear(&m);
    for (int side = WHITE; side <= BLACK; side++)
        for (int king = 0; king <= 1; king++)
            for (Bitboard b = king ? p->kings[side] : p->men[side]; b; b &= b - 1)
                pos_put(&m, side ^ 1, king, 31 - lsb_index(b));
    if (p->side == WHITE) {
        m.side = BLACK;
        m.hash = pos_compute_hash(&m);
    }
    return m;
}

void test_write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

void test_remove_tree(const char *path)
{
    char cmd[1024];
    ck_assert_int_lt(snprintf(cmd, sizeof cmd, "rm -rf '%s'", path), (int)sizeof cmd);
    ck_assert_int_eq(system(cmd), 0);
}

NoticeWords test_notice_words(const Notice *n)
{
    NoticeWords w;
    words_notice(n, w.text, sizeof w.text);
    return w;
}

void test_egdb_open(TestEgdb *t, int pieces)
{
    snprintf(t->dir, sizeof t->dir, "/tmp/dama-test-egdb-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t->dir));
    EgdbBuildOptions o = {t->dir, pieces, 2, NULL, NULL, NULL};
    EgdbBuildStats stats;
    FileProblem why;
    ck_assert_msg(egdb_build(&o, &stats, &why), "build failed: %s", TEST_FILE_TEXT(why));
    t->db = egdb_open(t->dir, &why);
    ck_assert_ptr_nonnull(t->db);
    ck_assert_int_eq(egdb_pieces(t->db), pieces);
}

void test_egdb_close(TestEgdb *t)
{
    egdb_close(t->db);
    test_remove_tree(t->dir);
}

void place_make(Place *p)
{
    snprintf(p->dir, sizeof p->dir, "/tmp/dama-training-test.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(p->dir));
    archive_path(p->dir, p->archive, sizeof p->archive);
    training_path(p->dir, p->training, sizeof p->training);
}
