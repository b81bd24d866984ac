/*
 * quarta.c - the Quarta Posizione's figures from the 6-piece databases
 * (issue 17 part "quarta", docs/drills.md).
 *
 *   tools/quarta --dir D [--sample K]
 *
 * Three White kings, White to move, against a Black king and two Black
 * men, every placement of the kings with the men on given squares:
 *   - "opposite edges": one man on the left side file (1, 9, 17), one on
 *     the right (8, 16), the squares of drill 10;
 *   - "one edge": both men on the same side file (1+9, 1+17, 9+17, 8+16),
 *     close enough for one king to watch both.
 * For each class: the placements, how many are won, drawn and lost for
 * White, how many are won at least the drill's distance from their first
 * conversion, the shortest and longest distance to it; and, on every K-th
 * of those wins (default 200), the databases' own line (drill_shortest_win):
 * its length in White's moves and what it takes first - the Black king
 * (after which the men fall) or a man.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drill.h"
#include "egdb.h"
#include "movegen.h"
#include "numparse.h"

enum { QUARTA = 10, QUARTA_PIECES = 6, DEFAULT_SAMPLE = 200, MAX_SAMPLE = 1000000 };

#define SQ(n) ((n) - 1)

typedef struct MenPair {
    int a, b; /* 0-based squares */
} MenPair;

static const MenPair OPPOSITE[] = {{SQ(1), SQ(8)},  {SQ(1), SQ(16)}, {SQ(9), SQ(8)},
                                   {SQ(9), SQ(16)}, {SQ(17), SQ(8)}, {SQ(17), SQ(16)}};
static const MenPair ONE_EDGE[] = {{SQ(1), SQ(9)}, {SQ(1), SQ(17)}, {SQ(9), SQ(17)}, {SQ(8), SQ(16)}};

typedef struct Figures {
    long placements, wins, draws, losses, drill_wins;
    int min_plies, max_plies;         /* of the wins */
    long sum_plies;
    long sampled, line_failed;
    long king_first, man_first;       /* what White's line takes first */
    long exchanges;                   /* lines where Black takes a king first */
    int min_moves, max_moves;         /* the databases' win, White's moves */
    long sum_moves;
} Figures;

typedef struct Options {
    const char *dir;
    int sample;
} Options;

/* What the databases' line from a won position does. */
typedef struct Line {
    int moves;           /* White's moves to the end */
    bool king_first;     /* the first Black piece White takes is the king */
    bool exchange;       /* Black takes a White king before that: an exchange */
} Line;

/* Follows the databases' line from start (a win for White to move) to the
 * end of the game. */
static bool follow_line(Egdb *db, const Position *start, Line *line)
{
    Position p = *start;
    bool first_seen = false;
    memset(line, 0, sizeof *line);
    for (int ply = 0; ply < 4 * FIFTY_MOVE_PLIES * EGDB_MAX_PIECES; ply++) {
        if (movegen_count(&p) == 0 || pos_pieces(&p, p.side) == 0)
            return p.side == BLACK;
        Move m;
        EgdbValue v;
        if (!egdb_best(db, &p, &m, &v))
            return false;
        Bitboard black_kings = p.kings[BLACK];
        bool white = p.side == WHITE;
        line->moves += white;
        pos_make(&p, &m);
        if (m.ncaptured == 0 || first_seen)
            continue;
        if (white) {
            first_seen = true;
            line->king_first = p.kings[BLACK] != black_kings;
        } else {
            line->exchange = true;
        }
    }
    return false;
}

static void count_position(Egdb *db, const Position *p, const Options *o, Figures *f)
{
    EgdbValue v;
    f->placements++;
    if (!egdb_probe(db, p, &v)) {
        f->line_failed++;
        return;
    }
    if (egdb_wdl(v) == EGDB_DRAW) {
        f->draws++;
        return;
    }
    if (!egdb_value_is_win(v)) {
        f->losses++;
        return;
    }
    int plies = egdb_value_distance(v);
    f->wins++;
    f->sum_plies += plies;
    if (f->wins == 1 || plies < f->min_plies)
        f->min_plies = plies;
    if (plies > f->max_plies)
        f->max_plies = plies;
    if (plies < drill_spec(QUARTA)->min_plies)
        return;
    if (f->drill_wins++ % o->sample != 0)
        return;
    Line line;
    if (!follow_line(db, p, &line)) {
        f->line_failed++;
        return;
    }
    if (f->sampled == 0 || line.moves < f->min_moves)
        f->min_moves = line.moves;
    if (line.moves > f->max_moves)
        f->max_moves = line.moves;
    f->sampled++;
    f->sum_moves += line.moves;
    f->king_first += line.king_first;
    f->man_first += !line.king_first;
    f->exchanges += line.exchange;
}

/* Every placement of the Black king and three White kings around the men. */
static void count_pair(Egdb *db, const MenPair *pair, const Options *o, Figures *f)
{
    for (int k = 0; k < 32; k++) {
        if (k == pair->a || k == pair->b)
            continue;
        for (int i = 0; i < 32; i++)
            for (int j = i + 1; j < 32; j++)
                for (int l = j + 1; l < 32; l++) {
                    int used[] = {pair->a, pair->b, k};
                    bool clash = false;
                    for (int u = 0; u < 3; u++)
                        clash = clash || used[u] == i || used[u] == j || used[u] == l;
                    if (clash)
                        continue;
                    Position p;
                    pos_clear(&p);
                    pos_put(&p, BLACK, false, pair->a);
                    pos_put(&p, BLACK, false, pair->b);
                    pos_put(&p, BLACK, true, k);
                    pos_put(&p, WHITE, true, i);
                    pos_put(&p, WHITE, true, j);
                    pos_put(&p, WHITE, true, l);
                    p.side = WHITE;
                    p.hash = pos_compute_hash(&p);
                    count_position(db, &p, o, f);
                }
    }
}

static void report(const char *name, const MenPair *pairs, int npairs, Egdb *db, const Options *o)
{
    Figures all;
    memset(&all, 0, sizeof all);
    printf("%s:\n", name);
    for (int i = 0; i < npairs; i++) {
        Figures f;
        memset(&f, 0, sizeof f);
        count_pair(db, &pairs[i], o, &f);
        printf("  men on %2d and %2d: %ld placements, %ld won (%.1f%%), %ld drawn, %ld lost; "
               "plies to conversion %d..%d (%.1f on average); the databases' win %.1f moves on average\n",
               pairs[i].a + 1, pairs[i].b + 1, f.placements, f.wins, 100.0 * (double)f.wins / (double)f.placements,
               f.draws, f.losses, f.min_plies, f.max_plies, (double)f.sum_plies / (double)(f.wins > 0 ? f.wins : 1),
               (double)f.sum_moves / (double)(f.sampled > 0 ? f.sampled : 1));
        all.placements += f.placements;
        all.wins += f.wins;
        all.draws += f.draws;
        all.losses += f.losses;
        all.drill_wins += f.drill_wins;
        all.sum_plies += f.sum_plies;
        if (i == 0 || f.min_plies < all.min_plies)
            all.min_plies = f.min_plies;
        if (f.max_plies > all.max_plies)
            all.max_plies = f.max_plies;
        if (f.sampled > 0 && (all.sampled == 0 || f.min_moves < all.min_moves))
            all.min_moves = f.min_moves;
        if (f.max_moves > all.max_moves)
            all.max_moves = f.max_moves;
        all.sampled += f.sampled;
        all.sum_moves += f.sum_moves;
        all.king_first += f.king_first;
        all.man_first += f.man_first;
        all.exchanges += f.exchanges;
        all.line_failed += f.line_failed;
    }
    printf("  all: %ld placements, %ld won (%.1f%%), %ld drawn, %ld lost; plies to conversion %d..%d "
           "(%.1f on average); %ld won at least %d plies from conversion\n",
           all.placements, all.wins, 100.0 * (double)all.wins / (double)all.placements, all.draws, all.losses,
           all.min_plies, all.max_plies, (double)all.sum_plies / (double)(all.wins > 0 ? all.wins : 1),
           all.drill_wins, drill_spec(QUARTA)->min_plies);
    if (all.sampled > 0)
        printf("  the databases' win, on %ld of those (every %d-th): %d..%d moves, %.1f on average; "
               "it takes the black king first in %ld, a man first in %ld; Black takes a king before that in %ld\n",
               all.sampled, o->sample, all.min_moves, all.max_moves, (double)all.sum_moves / (double)all.sampled,
               all.king_first, all.man_first, all.exchanges);
    if (all.line_failed > 0)
        printf("  %ld positions could not be probed or followed\n", all.line_failed);
}

static bool parse_options(int argc, char **argv, Options *o)
{
    o->dir = NULL;
    o->sample = DEFAULT_SAMPLE;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc)
            o->dir = argv[++i];
        else if (strcmp(argv[i], "--sample") == 0 && i + 1 < argc && parse_int(argv[i + 1], 1, MAX_SAMPLE, &o->sample))
            i++;
        else
            return false;
    }
    return o->dir != NULL;
}

int main(int argc, char **argv)
{
    Options o;
    if (!parse_options(argc, argv, &o)) {
        fprintf(stderr, "usage: tools/quarta --dir D [--sample K]\n");
        return 2;
    }
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    Egdb *db = egdb_open(o.dir, &why);
    file_problem_text(&why, err, sizeof err);
    if (db == NULL || egdb_pieces(db) < QUARTA_PIECES) {
        fprintf(stderr, "quarta: %s holds no 6-piece databases%s%s\n", o.dir, err[0] ? ": " : "", err);
        if (db != NULL)
            egdb_close(db);
        return 1;
    }
    report("Men on opposite edges (drill 10's squares)", OPPOSITE, (int)(sizeof OPPOSITE / sizeof OPPOSITE[0]), db,
           &o);
    report("Men on one edge", ONE_EDGE, (int)(sizeof ONE_EDGE / sizeof ONE_EDGE[0]), db, &o);
    egdb_close(db);
    return 0;
}
