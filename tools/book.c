/*
 * book.c - build the opening book (docs/book.md).
 *
 *   tools/book [--nodes N] [--plies P] [--ballots FILE] [--ballot-count K]
 *              [--ballot-plies Q] [--margin M] [--max-positions X] OUT
 *
 * Best-line expansion: from the start position (P plies deep) and from the
 * first K ballots of FILE (Q plies deep), every position is studied by
 * searching each of its legal moves with the engine at a fixed node count
 * (a fresh table per position, one thread), so the build is reproducible:
 * the same program and options give the same book, byte for byte.  The moves
 * within M hundredths of a man of the best are stored with their scores;
 * the positions they lead to are studied next, breadth first, until the
 * depth or the position budget runs out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "book.h"
#include "clock.h"
#include "game.h"
#include "movegen.h"
#include "numparse.h"
#include "pdn.h"
#include "search.h"

enum { BOOK_TT_MB = 16, KEY_SET_MIN = 1 << 16 };

typedef struct Options {
    int nodes, plies, ballot_count, ballot_plies, margin, max_positions;
    const char *ballots, *out;
} Options;

/* A position waiting to be studied. */
typedef struct Node {
    Position pos;
    int ply, max_plies;
} Node;

typedef struct Builder {
    Options opt;
    Engine *engine;
    Node *queue;
    size_t head, tail, queue_cap;
    uint64_t *seen;      /* open-addressing set of queued keys (0 = empty) */
    size_t seen_cap, seen_count;
    BookEntry *entries;
    size_t count, cap;
    int studied;
    int64_t start_ms;
} Builder;

static void die(const char *msg)
{
    fprintf(stderr, "book: %s\n", msg);
    exit(1);
}

static void *grow(void *p, size_t *cap, size_t elem)
{
    *cap = *cap ? *cap * 2 : 1024;
    p = realloc(p, *cap * elem);
    if (p == NULL)
        die("out of memory");
    return p;
}

/* ------------------------------------------------------------------ */
/* The set of positions already queued (transpositions are studied once) */

static bool seen_insert_raw(uint64_t *set, size_t cap, uint64_t key)
{
    key |= 1; /* 0 marks an empty slot; the low bit is spare for this set */
    for (size_t i = (size_t)(key >> 7) & (cap - 1);; i = (i + 1) & (cap - 1)) {
        if (set[i] == key)
            return false;
        if (set[i] == 0) {
            set[i] = key;
            return true;
        }
    }
}

/* True when key was not in the set (and is now). */
static bool seen_insert(Builder *b, uint64_t key)
{
    if (2 * (b->seen_count + 1) > b->seen_cap) {
        size_t cap = b->seen_cap ? b->seen_cap * 2 : KEY_SET_MIN;
        uint64_t *set = calloc(cap, sizeof *set);
        if (set == NULL)
            die("out of memory");
        for (size_t i = 0; i < b->seen_cap; i++)
            if (b->seen[i])
                seen_insert_raw(set, cap, b->seen[i]);
        free(b->seen);
        b->seen = set;
        b->seen_cap = cap;
    }
    bool added = seen_insert_raw(b->seen, b->seen_cap, key);
    b->seen_count += added;
    return added;
}

static void enqueue(Builder *b, const Position *p, int ply, int max_plies)
{
    if (ply >= max_plies || !seen_insert(b, p->hash))
        return;
    if (b->tail == b->queue_cap)
        b->queue = grow(b->queue, &b->queue_cap, sizeof *b->queue);
    b->queue[b->tail++] = (Node){*p, ply, max_plies};
}

/* ------------------------------------------------------------------ */
/* Studying one position                                               */

/* The score of move m in p for the side that plays it: a search of the
 * position after it at the fixed node count. */
static int move_score(Builder *b, const Position *p, const Move *m)
{
    Position child = *p;
    pos_make(&child, m);
    Game g;
    game_init(&g, &child);
    SearchLimits lim = {0};
    lim.nodes = (uint64_t)b->opt.nodes;
    Move best;
    SearchInfo info;
    bool has_move = engine_search(b->engine, &g, &lim, NULL, NULL, &best, &info);
    game_free(&g);
    return has_move ? -info.score : score_win_in(1);
}

static void add_entry(Builder *b, const Position *p, const Move *m, int score)
{
    if (b->count == b->cap)
        b->entries = grow(b->entries, &b->cap, sizeof *b->entries);
    b->entries[b->count++] = (BookEntry){p->hash, m->captured, m->from, m->to, (int16_t)score};
}

static void study(Builder *b, const Node *n)
{
    MoveList list;
    movegen_legal(&n->pos, &list);
    int scores[MAX_MOVES], best = -SCORE_INF;
    engine_new_game(b->engine); /* the same start for every position: reproducible */
    for (int i = 0; i < list.count; i++) {
        scores[i] = move_score(b, &n->pos, &list.moves[i]);
        if (scores[i] > best)
            best = scores[i];
    }
    for (int i = 0; i < list.count; i++) {
        if (scores[i] < best - b->opt.margin)
            continue;
        add_entry(b, &n->pos, &list.moves[i], scores[i]);
        Position child = n->pos;
        pos_make(&child, &list.moves[i]);
        enqueue(b, &child, n->ply + 1, n->max_plies);
    }
    b->studied++;
}

/* ------------------------------------------------------------------ */
/* Roots                                                               */

static void enqueue_ballots(Builder *b)
{
    char *text, err[FILE_PROBLEM_TEXT_SIZE];
    size_t len;
    FileProblem why;
    if (pdn_read_file(b->opt.ballots, &text, &len, &why) != 0)
        die(file_problem_text(&why, err, sizeof err));
    PdnReader r;
    pdn_reader_init(&r, text, len);
    PdnGame pg;
    PdnError perr;
    for (int k = 0; k < b->opt.ballot_count;) {
        PdnStatus st = pdn_read_game(&r, &pg, &perr);
        if (st == PDN_EOF)
            break;
        if (st == PDN_ERROR)
            continue;
        enqueue(b, &pg.game.pos, 0, b->opt.ballot_plies);
        pdn_game_free(&pg);
        k++;
    }
    free(text);
}

static void progress(const Builder *b)
{
    double s = (double)(clock_now_ms() - b->start_ms) / 1000.0;
    fprintf(stderr, "book: %d positions studied, %zu queued, %zu moves kept, %.0f s\n", b->studied,
            b->tail - b->head, b->count, s);
}

static void build(Builder *b)
{
    Position start;
    pos_startpos(&start);
    enqueue(b, &start, 0, b->opt.plies);
    if (b->opt.ballots != NULL)
        enqueue_ballots(b);
    while (b->head < b->tail && b->studied < b->opt.max_positions) {
        Node n = b->queue[b->head++];
        study(b, &n);
        if (b->studied % 100 == 0)
            progress(b);
    }
    progress(b);
}

/* ------------------------------------------------------------------ */
/* Options                                                             */

static void usage(void)
{
    fprintf(stderr, "usage: tools/book [--nodes N] [--plies P] [--ballots FILE] [--ballot-count K]\n"
                    "                  [--ballot-plies Q] [--margin M] [--max-positions X] OUT\n");
    exit(2);
}

static void parse_options(int argc, char **argv, Options *o)
{
    *o = (Options){.nodes = 100000, .plies = 10, .ballot_count = 0, .ballot_plies = 1, .margin = 10,
                   .max_positions = 100000};
    struct {
        const char *name;
        int *value, min, max;
    } ints[] = {
        {"--nodes", &o->nodes, 100, 1000000000},      {"--plies", &o->plies, 0, 60},
        {"--ballot-count", &o->ballot_count, 0, 100000}, {"--ballot-plies", &o->ballot_plies, 0, 60},
        {"--margin", &o->margin, 0, 1000},             {"--max-positions", &o->max_positions, 1, 10000000},
    };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool matched = false;
        for (size_t k = 0; k < sizeof ints / sizeof ints[0] && !matched; k++)
            if (strcmp(a, ints[k].name) == 0) {
                if (v == NULL || !parse_int(v, ints[k].min, ints[k].max, ints[k].value))
                    usage();
                matched = true;
                i++;
            }
        if (matched)
            continue;
        if (strcmp(a, "--ballots") == 0 && v != NULL) {
            o->ballots = v;
            i++;
        } else if (a[0] == '-' || o->out != NULL) {
            usage();
        } else {
            o->out = a;
        }
    }
    if (o->out == NULL)
        usage();
}

int main(int argc, char **argv)
{
    Builder b;
    memset(&b, 0, sizeof b);
    parse_options(argc, argv, &b.opt);
    b.engine = engine_new(BOOK_TT_MB);
    if (b.engine == NULL)
        die("cannot allocate the engine");
    b.start_ms = clock_now_ms();
    build(&b);

    Book *book = book_from_entries(b.entries, b.count);
    if (book == NULL)
        die("out of memory");
    char err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    if (book_save(book, b.opt.out, &why) != 0)
        die(file_problem_text(&why, err, sizeof err));
    printf("%s: %zu positions, %zu moves\n", b.opt.out, book_positions(book), book_entries(book));
    book_free(book);
    engine_free(b.engine);
    free(b.queue);
    free(b.seen);
    free(b.entries);
    return 0;
}
