/*
 * cli_engine.c - the engine commands: `dama best`, `dama bench` and
 * `dama engine` (the protocol loop of protocol.c on stdin/stdout).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "intl.h"
#include "clock.h"
#include "fen.h"
#include "game.h"
#include "levels.h"
#include "notation.h"
#include "numparse.h"
#include "protocol.h"
#include "search.h"
#include "search_report.h"
#include "tt.h"
#include "words_move.h"
#include "words_options.h"

enum { BEST_DEFAULT_MOVETIME = 1000 };

static void print_info(const SearchInfo *info, void *ctx)
{
    (void)ctx;
    char line[INFO_LINE_SIZE];
    search_format_info(info, line, sizeof line);
    puts(line);
    fflush(stdout);
}

/* A fresh engine searching with threads threads, or NULL after a message. */
static Engine *new_engine(int threads)
{
    Engine *e = engine_new(TT_DEFAULT_MB);
    if (e == NULL) {
        cli_error(_("cannot allocate the engine's %d MiB hash table"), TT_DEFAULT_MB);
        return NULL;
    }
    if (!engine_set_threads(e, threads)) {
        cli_error(_("cannot allocate %d search threads"), threads);
        engine_free(e);
        return NULL;
    }
    return e;
}

/* What `dama best` was asked for. */
typedef struct BestOptions {
    SearchLimits lim;
    int threads;
    bool use_book;    /* false after --no-book */
    const char *fen;  /* NULL: the start position */
} BestOptions;

/* Search g with o's limits on a fresh engine; prints info lines when verbose. */
static int run_search(const Game *g, const BestOptions *o, bool verbose, Move *best, SearchInfo *last,
                      bool *found)
{
    Engine *e = new_engine(o->threads);
    if (e == NULL)
        return 1;
    Egdb *db = cli_egdb_open(NULL, true);
    engine_set_egdb(e, db);
    Book *book = o->use_book ? cli_book_open() : NULL;
    engine_set_book(e, book);
    *found = engine_search(e, g, &o->lim, verbose ? print_info : NULL, NULL, best, last);
    engine_free(e);
    egdb_close(db);
    book_free(book);
    return 0;
}

static int best_usage(const char *why)
{
    return cli_usage_error("best", "%s", why);
}

/* The limits `best` takes, each as --NAME VALUE. */
enum { BEST_LIMITS = LIMIT_DEPTH | LIMIT_MOVETIME | LIMIT_NODES | LIMIT_LEVEL };

/* Read best's options into *o; EXIT_SUCCESS or EXIT_USAGE. */
static int parse_best_args(int argc, char **argv, BestOptions *o)
{
    LimitsRequest req;
    limits_request_init(&req);
    LimitsError refused;
    char why[LIMITS_ERRSIZE + 64];
    o->fen = NULL;
    o->threads = 1;
    o->use_book = true;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--no-book") == 0) {
            o->use_book = false;
        } else if (strncmp(a, "--", 2) == 0 && limits_is_name(a + 2, BEST_LIMITS)) {
            if (!limits_set(&req, a + 2, val, &refused)) {
                words_limits_error(&refused, a, why, sizeof why);
                return best_usage(why);
            }
            i++;
        } else if (strcmp(a, "--threads") == 0) {
            if (!parse_int(val, 1, MAX_THREADS, &o->threads)) {
                snprintf(why, sizeof why, _("--threads needs a whole number from 1 to %d"), MAX_THREADS);
                return best_usage(why);
            }
            i++;
        } else if (a[0] == '-' && a[1] == '-') {
            return cli_usage_error("best", _("unknown option '%s'"), a);
        } else if (o->fen == NULL) {
            o->fen = a;
        } else {
            return best_usage(_("more than one FEN given"));
        }
    }
    if (limits_unbounded(&req))
        req.lim.movetime_ms = BEST_DEFAULT_MOVETIME;
    o->lim = req.lim; /* no clock: nothing to resolve */
    return EXIT_SUCCESS;
}

int cmd_best(int argc, char **argv)
{
    BestOptions o;
    int status = parse_best_args(argc, argv, &o);
    if (status != EXIT_SUCCESS)
        return status;

    Position start;
    FenError why;
    char err[FEN_ERRSIZE];
    if (o.fen == NULL)
        pos_startpos(&start);
    else if (fen_parse_why(o.fen, &start, &why) != 0) {
        cli_error(_("best: invalid FEN: %s"), words_fen_error(&why, err, sizeof err));
        return EXIT_USAGE;
    }
    Game g;
    game_init(&g, &start);
    Move best;
    SearchInfo last;
    bool found = false;
    status = run_search(&g, &o, true, &best, &last, &found);
    game_free(&g);
    if (status != 0)
        return status;
    char line[BESTMOVE_LINE_SIZE];
    search_format_bestmove(found, &best, line, sizeof line);
    puts(line);
    return 0;
}

int cmd_engine(int argc, char **argv)
{
    (void)argv;
    if (argc > 1)
        return cli_usage_error("engine", "%s", _("takes no arguments (it reads commands on stdin; see docs/protocol.md)"));
    /* Other programs read every line it says: English in every locale. */
    cli_locale_machine();
    Book *book = cli_book_open();
    int status = protocol_run_with_book(stdin, stdout, book);
    book_free(book);
    if (status == PROTOCOL_NO_ENGINE) {
        cli_error(_("engine: cannot allocate the engine's %d MiB hash table"), TT_DEFAULT_MB);
        return 1;
    }
    return 0;
}

/* The bench positions: the start, middlegames and endgames of every kind.
 * Changing this list changes the bench signature. */
static const char *const BENCH_FENS[] = {
    FEN_START,
    "W:W24,23,22,21,27,26,25,32,31,30,29:B4,3,2,1,7,6,5,11,10,9,15",
    "B:W17,21,22,23,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,14,15",
    "W:W18,19,22,23,24,25,27,28,30,31:B2,3,4,5,6,7,9,10,12,13",
    "B:W14,18,21,22,25,26,29,30:B3,6,7,9,11,12,16,20",
    "W:W17,19,21,26,28,31,K4:B8,12,15,16,20,K29",
    "W:W22,25,26,31:B5,6,10,11",
    "W:WK22,K23:BK1",
    "B:W13,21,K6:BK27,K31",
    "W:W9,18,22,27:B1,11,16,19,20",
};
enum { BENCH_COUNT = sizeof BENCH_FENS / sizeof BENCH_FENS[0] };


int cmd_bench(int argc, char **argv)
{
    int depth = BENCH_DEFAULT_DEPTH, threads = 1;
    bool depth_given = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0) {
            if (!parse_int(i + 1 < argc ? argv[i + 1] : NULL, 1, MAX_THREADS, &threads))
                return cli_usage_error("bench", _("--threads needs a whole number from 1 to %d"), MAX_THREADS);
            i++;
        } else if (depth_given) {
            return cli_usage_error("bench", "%s", _("more than one DEPTH given"));
        } else if (!parse_int(argv[i], 1, BENCH_MAX_DEPTH, &depth)) {
            return cli_usage_error("bench", _("DEPTH must be a whole number from 1 to %d, not '%s'"), BENCH_MAX_DEPTH,
                                   argv[i]);
        } else {
            depth_given = true;
        }
    }
    Engine *e = new_engine(threads);
    if (e == NULL)
        return 1;
    SearchLimits lim = {0};
    lim.depth = depth;
    uint64_t total = 0;
    int64_t searching_ms = 0;
    for (int i = 0; i < BENCH_COUNT; i++) {
        Position p;
        char err[FEN_ERRSIZE], mv[MOVE_STRSIZE];
        if (fen_parse(BENCH_FENS[i], &p, err, sizeof err) != 0) {
            cli_error(_("bench: position %d: %s"), i + 1, err); /* a bug in the list above */
            engine_free(e);
            return 1;
        }
        Game g;
        game_init(&g, &p);
        Move best;
        SearchInfo last;
        /* A cleared table and history make the node count repeatable. */
        engine_new_game(e);
        int64_t start = clock_now_ms();
        bool found = engine_search(e, &g, &lim, NULL, NULL, &best, &last);
        searching_ms += clock_now_ms() - start;
        game_free(&g);
        total += last.nodes;
        printf("%2d %-70s depth %2d score %6d nodes %12llu bestmove %s\n", i + 1, BENCH_FENS[i], last.depth,
               last.score, (unsigned long long)last.nodes, found ? move_format(&best, mv, sizeof mv) : "(none)");
        fflush(stdout);
    }
    engine_free(e);
    printf("Total nodes: %llu\n", (unsigned long long)total);
    printf("Search time: %.3f s\n", (double)searching_ms / 1000.0);
    printf("Nodes/second: %.0f\n", searching_ms > 0 ? (double)total * 1000.0 / (double)searching_ms : 0.0);
    return 0;
}
