/*
 * puzzles.c - build the tactics file data/puzzles.pdn (docs/puzzles.md).
 *
 *   tools/puzzles [--ballots FILE] [--games N] [--nodes N] [--seed S]
 *                 [--filter-depth D] [--depth D] [--confirm-depth D]
 *                 [--max-puzzles N] OUT
 *
 * The engine plays fast games against itself (N nodes a move, one thread)
 * from the ballot openings, game i from ballot 1 + (S + 7919 i) mod count,
 * the first move of each game drawn by a seeded generator.  Every position
 * of every game, taken once, goes through puzzle_candidate (one search at
 * the filter depth) and the candidates through puzzle_check (each first
 * move searched separately at the verification depth) and
 * puzzle_build_line; with a confirmation depth deeper than the check's,
 * a puzzle is kept only when a check at that depth finds the same single
 * winning first move.  The same program and options write the same file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ballot.h"
#include "filewrite.h"
#include "game.h"
#include "movegen.h"
#include "numparse.h"
#include "pdn.h"
#include "puzzle.h"
#include "search.h"

enum { SELFPLAY_TT_MB = 4, GAME_PLIES_MAX = 200, SEEN_BITS = 22 };

typedef struct Options {
    const char *ballots, *out;
    int games, nodes, seed, filter_depth, depth, confirm_depth, max_puzzles;
} Options;

typedef struct Found {
    Position start;
    PuzzleLine line;
} Found;

typedef struct Builder {
    Options opt;
    Ballots ballots;
    Engine *player;
    PuzzleSolver *solver;
    uint64_t *seen; /* open-addressing set of position keys studied */
    Found *found;
    int nfound, capfound;
    long searched, candidates, checked_unsound[8], unconfirmed;
    uint64_t rng;
} Builder;

static void die(const char *msg)
{
    fprintf(stderr, "puzzles: %s\n", msg);
    exit(1);
}

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* True the first time key is seen. */
static bool seen_first(Builder *b, uint64_t key)
{
    size_t mask = ((size_t)1 << SEEN_BITS) - 1;
    key |= 1;
    for (size_t i = (size_t)(key >> 11) & mask;; i = (i + 1) & mask) {
        if (b->seen[i] == key)
            return false;
        if (b->seen[i] == 0) {
            b->seen[i] = key;
            return true;
        }
    }
}

static void keep(Builder *b, const Position *p, const PuzzleLine *line)
{
    if (b->nfound == b->capfound) {
        b->capfound = b->capfound ? 2 * b->capfound : 1024;
        b->found = realloc(b->found, (size_t)b->capfound * sizeof *b->found);
        if (b->found == NULL)
            die("out of memory");
    }
    b->found[b->nfound].start = *p;
    b->found[b->nfound].line = *line;
    b->nfound++;
}

static void study(Builder *b, const Position *p)
{
    if (!seen_first(b, p->hash ^ (uint64_t)p->side))
        return;
    b->searched++;
    if (!puzzle_candidate(b->solver, p, b->opt.filter_depth))
        return;
    b->candidates++;
    PuzzleCheck c;
    PuzzleVerdict v = puzzle_check(b->solver, p, b->opt.depth, &c);
    PuzzleLine line;
    if (v == PUZZLE_SOUND && !puzzle_build_line(b->solver, p, &c, b->opt.depth, &line))
        v = PUZZLE_UNSECURED;
    b->checked_unsound[v]++;
    if (v != PUZZLE_SOUND)
        return;
    /* The deeper confirmation: the same solution, still alone. */
    if (b->opt.confirm_depth > b->opt.depth) {
        PuzzleCheck deeper;
        if (puzzle_check(b->solver, p, b->opt.confirm_depth, &deeper) != PUZZLE_SOUND ||
            !move_same_effect(&deeper.first, &c.first)) {
            b->unconfirmed++;
            return;
        }
    }
    keep(b, p, &line);
}

/* One fast game from ballot number, every position before a move studied. */
static void play_game(Builder *b, int number)
{
    char err[BALLOT_ERRSIZE];
    Position start;
    if (!ballot_position(&b->ballots, number, &start, err, sizeof err))
        die(err);
    Game g;
    game_init(&g, &start);
    engine_new_game(b->player);
    SearchLimits lim = {.nodes = (uint64_t)b->opt.nodes};
    while (!game_over(&g) && g.nplies < GAME_PLIES_MAX && b->nfound < b->opt.max_puzzles) {
        MoveList moves;
        movegen_legal(&g.pos, &moves);
        study(b, &g.pos);
        Move m;
        if (g.nplies == 0) {
            m = moves.moves[next_random(&b->rng) % (uint64_t)moves.count];
        } else if (!engine_search(b->player, &g, &lim, NULL, NULL, &m, NULL)) {
            break;
        }
        game_play(&g, &m);
    }
    game_free(&g);
}

static int write_found(FILE *f, void *ctx)
{
    const Builder *b = ctx;
    for (int i = 0; i < b->nfound; i++) {
        const Found *p = &b->found[i];
        Game g;
        game_init(&g, &p->start);
        for (int j = 0; j < p->line.len; j++)
            game_play(&g, &p->line.moves[j]);
        PdnHeader h;
        pdn_header_init(&h);
        char id[16], difficulty[16];
        snprintf(id, sizeof id, "%d", i + 1);
        snprintf(difficulty, sizeof difficulty, "%d", p->line.difficulty);
        pdn_header_set(h.event, "dama puzzles");
        pdn_header_set(h.round, id);
        pdn_header_set_tag(&h, "PuzzleId", id);
        pdn_header_set_tag(&h, "Theme", puzzle_theme_tag(p->line.theme));
        pdn_header_set_tag(&h, "Difficulty", difficulty);
        pdn_header_set_tag(&h, "Phase", puzzle_phase_tag(puzzle_phase_of(&p->start)));
        int rc = pdn_write_game(f, &g, &h);
        game_free(&g);
        if (rc != 0)
            return -1;
    }
    return 0;
}

static int number_option(const char *name, const char *value, int lo, int hi)
{
    int n;
    if (value == NULL || !parse_int(value, lo, hi, &n)) {
        fprintf(stderr, "puzzles: %s needs a whole number from %d to %d\n", name, lo, hi);
        exit(2);
    }
    return n;
}

static Options parse_options(int argc, char **argv)
{
    Options o = {.ballots = "data/openings/11_man_italian.pdn", .games = 2400, .nodes = 1500, .seed = 17,
                 .filter_depth = 6, .depth = PUZZLE_VERIFY_DEPTH, .confirm_depth = 0, .max_puzzles = 1000000};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--ballots") == 0 && v != NULL)
            o.ballots = v;
        else if (strcmp(a, "--games") == 0)
            o.games = number_option(a, v, 1, 1000000);
        else if (strcmp(a, "--nodes") == 0)
            o.nodes = number_option(a, v, 1, 100000000);
        else if (strcmp(a, "--seed") == 0)
            o.seed = number_option(a, v, 0, 1000000000);
        else if (strcmp(a, "--filter-depth") == 0)
            o.filter_depth = number_option(a, v, 1, 30);
        else if (strcmp(a, "--depth") == 0)
            o.depth = number_option(a, v, 2, 30);
        else if (strcmp(a, "--confirm-depth") == 0)
            o.confirm_depth = number_option(a, v, 2, 30);
        else if (strcmp(a, "--max-puzzles") == 0)
            o.max_puzzles = number_option(a, v, 1, 1000000);
        else if (a[0] != '-' && o.out == NULL) {
            o.out = a;
            continue;
        } else {
            fprintf(stderr, "puzzles: unknown or incomplete option %s\n", a);
            exit(2);
        }
        i++;
    }
    if (o.out == NULL) {
        fprintf(stderr, "usage: tools/puzzles [--ballots FILE] [--games N] [--nodes N] [--seed S] "
                        "[--filter-depth D] [--depth D] [--confirm-depth D] [--max-puzzles N] OUT\n");
        exit(2);
    }
    return o;
}

static void report(const Builder *b, int games)
{
    static const char *const names[] = {"sound", "no-choice", "no-gain", "not-unique", "unsecured"};
    fprintf(stderr, "puzzles: games %d positions %ld candidates %ld kept %d cpu %.0fs (", games, b->searched,
            b->candidates, b->nfound, (double)clock() / CLOCKS_PER_SEC);
    for (int i = 1; i < 5; i++)
        fprintf(stderr, "%s%s %ld", i > 1 ? ", " : "", names[i], b->checked_unsound[i]);
    fprintf(stderr, ", unconfirmed %ld)\n", b->unconfirmed);
}

int main(int argc, char **argv)
{
    Builder b = {.opt = parse_options(argc, argv)};
    char err[BALLOT_ERRSIZE];
    if (!ballot_read(b.opt.ballots, &b.ballots, err, sizeof err))
        die(err);
    b.player = engine_new(SELFPLAY_TT_MB);
    b.solver = puzzle_solver_new();
    b.seen = calloc((size_t)1 << SEEN_BITS, sizeof *b.seen);
    if (b.player == NULL || b.solver == NULL || b.seen == NULL)
        die("out of memory");
    b.rng = 0x9E3779B97F4A7C15ull ^ (uint64_t)b.opt.seed;
    int games = 0;
    for (; games < b.opt.games && b.nfound < b.opt.max_puzzles; games++) {
        play_game(&b, 1 + (int)(((long)b.opt.seed + 7919L * games) % b.ballots.count));
        if ((games + 1) % 20 == 0)
            report(&b, games + 1);
    }
    report(&b, games);
    if (file_save_with(b.opt.out, write_found, &b, err, sizeof err) != 0)
        die(err);
    printf("%d puzzles written to %s\n", b.nfound, b.opt.out);
    free(b.found);
    free(b.seen);
    puzzle_solver_free(b.solver);
    engine_free(b.player);
    ballot_free(&b.ballots);
    return 0;
}
