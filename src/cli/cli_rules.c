/*
 * cli_rules.c - the rules commands: `dama moves [FEN]`, `dama perft [--paths] DEPTH [FEN]`.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "intl.h"
#include "clock.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "numparse.h"
#include "words_move.h"

/* The position named by an optional FEN argument (the start without one). */
static int position_argument(int argc, char **argv, int index, Position *p)
{
    char err[FEN_ERRSIZE];
    FenError why;
    if (argc <= index) {
        pos_startpos(p);
        return 0;
    }
    if (fen_parse_why(argv[index], p, &why) < 0) {
        cli_error(_("invalid FEN: %s"), words_fen_error(&why, err, sizeof err));
        return -1;
    }
    return 0;
}

int cmd_moves(int argc, char **argv)
{
    Position p;
    MoveList list;
    char text[MOVE_STRSIZE];

    if (argc > 2)
        return cli_usage_error("moves", "%s", _("more than one FEN given"));
    if (position_argument(argc, argv, 1, &p) < 0)
        return EXIT_USAGE;
    movegen_legal(&p, &list);
    movegen_sort(&list);
    for (int i = 0; i < list.count; i++)
        puts(move_format(&list.moves[i], text, sizeof text));
    return 0;
}

int cmd_perft(int argc, char **argv)
{
    Position p;
    int depth;
    PerftCount convention = PERFT_MOVES;

    /* --paths: a capture counted once per path, as published tables count. */
    if (argc >= 2 && strcmp(argv[1], "--paths") == 0) {
        convention = PERFT_PATHS;
        argc--;
        argv++;
    }
    if (argc < 2 || argc > 3)
        return cli_usage_error("perft", "%s", argc < 2 ? _("no DEPTH given") : _("more than one FEN given"));
    if (!parse_int(argv[1], 1, PERFT_MAX_DEPTH, &depth))
        return cli_usage_error("perft", _("DEPTH must be a whole number from 1 to %d, not '%s'"), PERFT_MAX_DEPTH,
                               argv[1]);
    if (position_argument(argc, argv, 2, &p) < 0)
        return EXIT_USAGE;
    for (int d = 1; d <= depth; d++) {
        int64_t start = clock_now_ms();
        uint64_t nodes = perft_count(&p, d, convention);
        double elapsed = (double)(clock_now_ms() - start) / 1000.0;
        printf("%d %llu time %.3f s nps %.0f\n", d, (unsigned long long)nodes, elapsed,
               elapsed > 0 ? (double)nodes / elapsed : 0.0);
        fflush(stdout);
    }
    return 0;
}
