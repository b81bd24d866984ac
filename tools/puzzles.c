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
#include <pthread.h>
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
#include "puzzle_set.h"
#include "search.h"

enum { SELFPLAY_TT_MB = 4, GAME_PLIES_MAX = 200, CHECKPOINT_GAMES = 25, THREADS_MAX = 64, KEYS_BITS = 16 };

typedef struct Options {
    const char *ballots, *out;
    int games, nodes, seed, filter_depth, depth, confirm_depth, max_puzzles, threads;
    const char *resume;  /* a file this build saved after resume_games games, or NULL */
    int resume_games;
} Options;

typedef struct Found {
    Position start;
    PuzzleLine line;
} Found;

/* What one game gave: its puzzles in the order met, and its counts. */
typedef struct GameHarvest {
    bool done;
    Found *found;
    int nfound, capfound;
    long searched, candidates, verdicts[8], unconfirmed;
} GameHarvest;

/* The games are played by worker threads, each game on its own (a fresh
 * engine table per game, each position checked from fresh tables), so a
 * game's result does not depend on which thread played it or when.  The
 * results are merged in game order: a position met in an earlier game is
 * not taken again, and the file stops at max_puzzles; the same options give
 * the same file whatever the number of threads. */
typedef struct Builder {
    Options opt;
    Ballots ballots;
    GameHarvest *results;
    pthread_mutex_t lock;
    int next_game;       /* the next game a worker takes */
    int merged_games;    /* games 0..merged_games-1 are merged */
    bool stop;           /* enough puzzles: no new game is started */
    uint64_t *keys;      /* open-addressing set of merged positions */
    Found *found;        /* the merged puzzles, in order */
    int nfound;
    long searched, candidates, verdicts[8], unconfirmed;
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

static uint64_t position_key(const Position *p) { return (p->hash ^ (uint64_t)p->side) | 1; }

/* True the first time key enters the set (1 << bits slots, never full:
 * the merge stops at max_puzzles, far below). */
static bool key_insert(uint64_t *set, int bits, uint64_t key)
{
    size_t mask = ((size_t)1 << bits) - 1;
    for (size_t i = (size_t)(key >> 11) & mask;; i = (i + 1) & mask) {
        if (set[i] == key)
            return false;
        if (set[i] == 0) {
            set[i] = key;
            return true;
        }
    }
}

static void keep(GameHarvest *r, const Position *p, const PuzzleLine *line)
{
    if (r->nfound == r->capfound) {
        r->capfound = r->capfound ? 2 * r->capfound : 16;
        r->found = realloc(r->found, (size_t)r->capfound * sizeof *r->found);
        if (r->found == NULL)
            die("out of memory");
    }
    r->found[r->nfound].start = *p;
    r->found[r->nfound].line = *line;
    r->nfound++;
}

static void study(const Options *o, PuzzleSolver *solver, GameHarvest *r, const Position *p)
{
    r->searched++;
    if (!puzzle_candidate(solver, p, o->filter_depth))
        return;
    r->candidates++;
    PuzzleCheck c;
    PuzzleVerdict v = puzzle_check(solver, p, o->depth, &c);
    PuzzleLine line;
    if (v == PUZZLE_SOUND && !puzzle_build_line(solver, p, &c, o->depth, &line))
        v = PUZZLE_UNSECURED;
    r->verdicts[v]++;
    if (v != PUZZLE_SOUND)
        return;
    /* The deeper confirmation: the same solution, still alone. */
    if (o->confirm_depth > o->depth) {
        PuzzleCheck deeper;
        if (puzzle_check(solver, p, o->confirm_depth, &deeper) != PUZZLE_SOUND ||
            !move_same_effect(&deeper.first, &c.first)) {
            r->unconfirmed++;
            return;
        }
    }
    keep(r, p, &line);
}

/* Game number game: from its ballot, its first move drawn by a generator
 * seeded from the seed and the game's number, every position before a move
 * studied once. */
static void play_game(const Builder *b, Engine *player, PuzzleSolver *solver, int game, GameHarvest *r)
{
    BallotError why;
    char err[BALLOT_TEXT_SIZE];
    Position start;
    int number = 1 + (int)(((long)b->opt.seed + 7919L * game) % b->ballots.count);
    if (!ballot_position(&b->ballots, number, &start, &why)) {
        ballot_error_text(&why, err, sizeof err);
        die(err);
    }
    uint64_t rng = 0x9E3779B97F4A7C15ull ^ ((uint64_t)b->opt.seed << 20) ^ (uint64_t)(game + 1) * 0xBF58476D1CE4E5B9ull;
    uint64_t seen[1 << 10] = {0};
    Game g;
    game_init(&g, &start);
    engine_new_game(player);
    SearchLimits lim = {.nodes = (uint64_t)b->opt.nodes};
    while (!game_over(&g) && g.nplies < GAME_PLIES_MAX) {
        MoveList moves;
        movegen_legal(&g.pos, &moves);
        if (key_insert(seen, 10, position_key(&g.pos)))
            study(&b->opt, solver, r, &g.pos);
        Move m;
        if (g.nplies == 0)
            m = moves.moves[next_random(&rng) % (uint64_t)moves.count];
        else if (!engine_search(player, &g, &lim, NULL, NULL, &m, NULL))
            break;
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

static void report(const Builder *b)
{
    static const char *const names[] = {"sound", "no-choice", "no-gain", "not-unique", "unsecured"};
    fprintf(stderr, "puzzles: games %d positions %ld candidates %ld kept %d cpu %.0fs (", b->merged_games, b->searched,
            b->candidates, b->nfound, (double)clock() / CLOCKS_PER_SEC);
    for (int i = 1; i < 5; i++)
        fprintf(stderr, "%s%s %ld", i > 1 ? ", " : "", names[i], b->verdicts[i]);
    fprintf(stderr, ", unconfirmed %ld)\n", b->unconfirmed);
}

/* Merge the games finished in order from merged_games on (lock held). */
static void merge_done_games(Builder *b)
{
    while (b->merged_games < b->opt.games && b->results[b->merged_games].done && !b->stop) {
        GameHarvest *r = &b->results[b->merged_games++];
        b->searched += r->searched;
        b->candidates += r->candidates;
        b->unconfirmed += r->unconfirmed;
        for (int v = 0; v < 8; v++)
            b->verdicts[v] += r->verdicts[v];
        for (int i = 0; i < r->nfound && b->nfound < b->opt.max_puzzles; i++)
            if (key_insert(b->keys, KEYS_BITS, position_key(&r->found[i].start)))
                b->found[b->nfound++] = r->found[i];
        free(r->found);
        r->found = NULL;
        b->stop = b->nfound >= b->opt.max_puzzles;
        /* What is merged so far is saved now and then (atomically), so a
         * long build stopped early leaves a usable file. */
        if (b->merged_games % CHECKPOINT_GAMES == 0) {
            char err[FILE_PROBLEM_TEXT_SIZE];
            FileProblem why;
            report(b);
            if (file_save_with(b->opt.out, write_found, b, &why) != 0)
                die(file_problem_text(&why, err, sizeof err));
        }
    }
}

/* Go on from a file this build saved after its first resume_games games
 * (the checkpoint of that many games, with the same options): its puzzles
 * are the merged ones, and the games after it are played as they would have
 * been, so the result is the uninterrupted build's. */
static void resume(Builder *b)
{
    PuzzleSet set;
    PuzzleSetError e;
    if (b->opt.resume_games == 0 || b->opt.resume_games > b->opt.games)
        die("--resume needs --resume-games G, the games the file was saved after");
    if (puzzle_set_read(b->opt.resume, &set, &e) != PUZZLE_SET_OK)
        die("the file to resume from cannot be read as puzzles");
    for (int i = 0; i < set.count && b->nfound < b->opt.max_puzzles; i++) {
        const Puzzle *p = &set.items[i];
        Found f = {.start = p->start, .line = {.len = p->len, .theme = p->theme, .difficulty = p->difficulty}};
        memcpy(f.line.moves, p->moves, sizeof p->moves);
        key_insert(b->keys, KEYS_BITS, position_key(&p->start));
        b->found[b->nfound++] = f;
    }
    puzzle_set_free(&set);
    b->merged_games = b->next_game = b->opt.resume_games;
    for (int g = 0; g < b->merged_games; g++)
        b->results[g].done = true;
}

static void *worker(void *arg)
{
    Builder *b = arg;
    Engine *player = engine_new(SELFPLAY_TT_MB);
    PuzzleSolver *solver = puzzle_solver_new();
    if (player == NULL || solver == NULL)
        die("out of memory");
    for (;;) {
        pthread_mutex_lock(&b->lock);
        int game = b->stop || b->next_game >= b->opt.games ? -1 : b->next_game++;
        pthread_mutex_unlock(&b->lock);
        if (game < 0)
            break;
        GameHarvest r = {0};
        play_game(b, player, solver, game, &r);
        r.done = true;
        pthread_mutex_lock(&b->lock);
        b->results[game] = r;
        merge_done_games(b);
        pthread_mutex_unlock(&b->lock);
    }
    puzzle_solver_free(solver);
    engine_free(player);
    return NULL;
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
                 .filter_depth = 6, .depth = PUZZLE_VERIFY_DEPTH, .confirm_depth = 0, .max_puzzles = 1200,
                 .threads = 1};
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
            o.max_puzzles = number_option(a, v, 1, 20000);
        else if (strcmp(a, "--threads") == 0)
            o.threads = number_option(a, v, 1, THREADS_MAX);
        else if (strcmp(a, "--resume") == 0 && v != NULL)
            o.resume = v;
        else if (strcmp(a, "--resume-games") == 0)
            o.resume_games = number_option(a, v, 1, 1000000);
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
                        "[--filter-depth D] [--depth D] [--confirm-depth D] [--max-puzzles N] [--threads T]\n"
                        "       [--resume FILE --resume-games G] OUT\n");
        exit(2);
    }
    return o;
}

int main(int argc, char **argv)
{
    Builder b = {.opt = parse_options(argc, argv)};
    BallotError why;
    char err[BALLOT_TEXT_SIZE];
    if (!ballot_read(b.opt.ballots, &b.ballots, &why)) {
        ballot_error_text(&why, err, sizeof err);
        die(err);
    }
    b.results = calloc((size_t)b.opt.games, sizeof *b.results);
    b.keys = calloc((size_t)1 << KEYS_BITS, sizeof *b.keys);
    b.found = calloc((size_t)b.opt.max_puzzles, sizeof *b.found);
    if (b.results == NULL || b.keys == NULL || b.found == NULL)
        die("out of memory");
    if (b.opt.resume != NULL)
        resume(&b);
    pthread_mutex_init(&b.lock, NULL);
    pthread_t threads[THREADS_MAX];
    for (int t = 0; t < b.opt.threads; t++)
        if (pthread_create(&threads[t], NULL, worker, &b) != 0)
            die("cannot start a thread");
    for (int t = 0; t < b.opt.threads; t++)
        pthread_join(threads[t], NULL);
    report(&b);
    FileProblem save_why;
    char save_err[FILE_PROBLEM_TEXT_SIZE];
    if (file_save_with(b.opt.out, write_found, &b, &save_why) != 0)
        die(file_problem_text(&save_why, save_err, sizeof save_err));
    printf("%d puzzles written to %s\n", b.nfound, b.opt.out);
    for (int i = 0; i < b.opt.games; i++)
        free(b.results[i].found);
    free(b.results);
    free(b.found);
    free(b.keys);
    pthread_mutex_destroy(&b.lock);
    ballot_free(&b.ballots);
    return 0;
}
