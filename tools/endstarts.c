/*
 * endstarts.c - endgame starts for tools/match --fens: positions of 6 to 9
 * pieces taken from the engine's own games (docs/egdb.md, "Do they pay").
 *
 *   tools/endstarts [--count N] [--nodes K] [--seed S] [--ballots FILE] OUT
 *
 * Plays the engine against itself, K nodes a move, one thread, from ballots
 * chosen by a seeded generator, and takes from each game one position: the
 * first quiet one (neither side has a capture) with at most T pieces, T
 * drawn from 6..9 for that game, and at least 6.  A position is kept when
 * the sides' piece counts differ by at most one; it is "balanced" when they
 * have as many men and as many kings, "unbalanced" otherwise (a man or a
 * king more, or a king against a man: the endings where a database can
 * convert or save).  Half of the N positions are of each kind; a position
 * seen before is skipped.  One line each: the FEN, then "#" and what it is.
 * The same options write the same file (node limits, one thread, a cleared
 * table and the seed).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ballot.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "numparse.h"
#include "search.h"

enum { ENDSTARTS_TT_MB = 16, MAX_GAME_PLIES = 400, MIN_PIECES = 6, MAX_PIECES = 9, MAX_COUNT = 10000,
       MAX_GAMES_PER_POSITION = 20 };

typedef struct Options {
    int count, nodes;
    uint64_t seed;
    const char *ballots, *out;
} Options;

typedef enum { KIND_BALANCED, KIND_UNBALANCED, KIND_REJECTED } Kind;

typedef struct Found {
    Position *list;
    int n[2];       /* balanced, unbalanced kept so far */
    int total;
} Found;

static void die(const char *msg)
{
    fprintf(stderr, "endstarts: %s\n", msg);
    exit(1);
}

/* The ballots' problem as facts (ballot.h): a tool names the file, the
 * problem's code and its detail, in English, without the words layer. */
static void die_ballot(const BallotError *why)
{
    fprintf(stderr, "endstarts: %s: ballot problem %d (ballot %d of %d) %s\n", why->path, (int)why->code, why->number,
            why->count, why->detail);
    exit(1);
}

static void usage(void)
{
    fprintf(stderr, "usage: tools/endstarts [--count N] [--nodes K] [--seed S] [--ballots FILE] OUT\n");
    exit(2);
}

static uint64_t rng_next(uint64_t *s)
{
    /* xorshift64* */
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545F4914F6CDD1DULL;
}

static bool is_quiet(const Position *p)
{
    Position other = *p;
    other.side ^= 1;
    return !movegen_has_capture(p) && !movegen_has_capture(&other);
}

static Kind kind_of(const Position *p)
{
    int men[2], kings[2];
    for (int s = 0; s < 2; s++) {
        men[s] = popcount32(p->men[s]);
        kings[s] = popcount32(p->kings[s]);
    }
    int diff = men[WHITE] + kings[WHITE] - men[BLACK] - kings[BLACK];
    if (diff > 1 || diff < -1)
        return KIND_REJECTED;
    return men[WHITE] == men[BLACK] && kings[WHITE] == kings[BLACK] ? KIND_BALANCED : KIND_UNBALANCED;
}

/* The first quiet position of a game from start with MIN_PIECES..most
 * pieces; false when the game ends before one comes. */
static bool play_to_ending(Engine *e, const Position *start, int nodes, int most, Position *out)
{
    Game g;
    game_init(&g, start);
    engine_new_game(e);
    SearchLimits lim = {0};
    lim.nodes = (uint64_t)nodes;
    bool found = false;
    while (!game_over(&g) && g.nplies < MAX_GAME_PLIES) {
        int pieces = popcount32(pos_occupied(&g.pos));
        if (pieces < MIN_PIECES)
            break;
        if (pieces <= most && is_quiet(&g.pos)) {
            *out = g.pos;
            found = true;
            break;
        }
        Move m;
        SearchInfo info;
        if (!engine_search(e, &g, &lim, NULL, NULL, &m, &info))
            break;
        game_play(&g, &m);
    }
    game_free(&g);
    return found;
}

static bool seen(const Found *f, const Position *p)
{
    for (int i = 0; i < f->total; i++)
        if (f->list[i].hash == p->hash)
            return true;
    return false;
}

static void write_position(FILE *out, const Position *p, int ballot)
{
    char fen[FEN_BUFSIZE];
    fen_format(p, fen, sizeof fen);
    fprintf(out, "%s  # ballot %d, %d pieces, %s\n", fen, ballot, popcount32(pos_occupied(p)),
            kind_of(p) == KIND_BALANCED ? "balanced" : "unbalanced");
}

static Options parse_options(int argc, char **argv)
{
    Options o = {.count = 100, .nodes = 20000, .seed = 1, .ballots = "data/openings/11_man_italian.pdn"};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int seed;
        if (strcmp(a, "--count") == 0 && v && parse_int(v, 2, MAX_COUNT, &o.count))
            i++;
        else if (strcmp(a, "--nodes") == 0 && v && parse_int(v, 100, 100000000, &o.nodes))
            i++;
        else if (strcmp(a, "--seed") == 0 && v && parse_int(v, 1, 2000000000, &seed))
            o.seed = (uint64_t)seed, i++;
        else if (strcmp(a, "--ballots") == 0 && v)
            o.ballots = argv[++i];
        else if (a[0] != '-' && o.out == NULL)
            o.out = a;
        else
            usage();
    }
    if (o.out == NULL)
        usage();
    return o;
}

int main(int argc, char **argv)
{
    Options o = parse_options(argc, argv);
    Ballots b;
    BallotError why;
    if (!ballot_read(o.ballots, &b, &why))
        die_ballot(&why);
    FILE *out = fopen(o.out, "w");
    Engine *e = engine_new(ENDSTARTS_TT_MB);
    Found f = {calloc((size_t)o.count, sizeof(Position)), {0, 0}, 0};
    if (out == NULL || e == NULL || f.list == NULL)
        die(out == NULL ? "cannot create the output file" : "out of memory");
    fprintf(out, "# tools/endstarts --count %d --nodes %d --seed %llu: %d positions of %d-%d pieces from self-play\n",
            o.count, o.nodes, (unsigned long long)o.seed, o.count, MIN_PIECES, MAX_PIECES);
    uint64_t rng = o.seed;
    int want[2] = {o.count / 2, o.count - o.count / 2}, games = 0;
    while (f.total < o.count && games < o.count * MAX_GAMES_PER_POSITION) {
        int ballot = ballot_number_from(&b, (unsigned)rng_next(&rng));
        int most = MIN_PIECES + (int)(rng_next(&rng) % (MAX_PIECES - MIN_PIECES + 1));
        Position start, p;
        games++;
        if (!ballot_position(&b, ballot, &start, &why))
            die_ballot(&why);
        if (!play_to_ending(e, &start, o.nodes, most, &p))
            continue;
        Kind k = kind_of(&p);
        if (k == KIND_REJECTED || f.n[k] >= want[k] || seen(&f, &p))
            continue;
        f.list[f.total++] = p;
        f.n[k]++;
        write_position(out, &p, ballot);
    }
    engine_free(e);
    ballot_free(&b);
    free(f.list);
    if (fclose(out) != 0)
        die("write error");
    printf("%s: %d positions (%d balanced, %d unbalanced) from %d games\n", o.out, f.n[0] + f.n[1], f.n[0], f.n[1],
           games);
    return f.total == o.count ? 0 : 1;
}
