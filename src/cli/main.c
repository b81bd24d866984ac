/*
 * main.c - entry point: dispatches the command line to the commands.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *args;
    const char *summary;
} Command;

static const Command COMMANDS[] = {
    {"play", cmd_play, "[--white|--black] [--level N] [--threads N] [--fen FEN] [--load FILE] [--name NAME] [--no-color] [--no-book]",
     "play a game against the engine (the default command)"},
    {"moves", cmd_moves, "[FEN]", "list every legal move of a position, one per line"},
    {"perft", cmd_perft, "[--paths] DEPTH [FEN]", "count the leaf nodes of the move tree at depths 1..DEPTH"},
    {"replay", cmd_replay, "FILE|-", "replay the games of a PDN file, print final FEN and result"},
    {"analyse", cmd_analyse, "FILE|- [--movetime MS|--depth N] [--game N] [-o OUT.pdn]",
     "judge every move of a PDN file's games with the engine; write them annotated"},
    {"best", cmd_best, "[--depth N|--movetime MS|--nodes N] [--level L] [--threads N] [--no-book] [FEN]",
     "search a position and print the best move"},
    {"engine", cmd_engine, "", "speak the engine text protocol on stdin/stdout (docs/protocol.md)"},
    {"stats", cmd_stats, "[--name NAME] [--json]",
     "the player's games, results by level and colour, rating and its history"},
    {"bench", cmd_bench, "[DEPTH] [--threads N]", "search a fixed set of positions; print nodes and nodes/s"},
    {"egdb", cmd_egdb, "build [--pieces N] [--threads T] [--dir D] | verify | probe FEN",
     "build, check or look up the endgame databases (docs/egdb.md)"},
};
enum { NUM_COMMANDS = sizeof COMMANDS / sizeof COMMANDS[0] };

static void print_usage(FILE *out)
{
    fprintf(out, "Usage: dama [COMMAND] [ARGS...]\n\n"
                 "Italian draughts (dama italiana) against a strong engine.\n"
                 "With no command, starts the game in the terminal.\n\nCommands:\n");
    for (int i = 0; i < NUM_COMMANDS; i++)
        fprintf(out, "  %-7s %s\n          %s\n", COMMANDS[i].name, COMMANDS[i].args, COMMANDS[i].summary);
    fprintf(out, "\nOptions:\n  --help     show this help\n  --version  show the version\n\n"
                 "Squares use the official 1-32 notation; positions are PDN FEN, e.g.\n"
                 "  W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\n"
                 "See dama(6) and README.md.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-') {
        if (argc >= 2 && strcmp(argv[1], "--help") == 0) {
            print_usage(stdout);
            return 0;
        }
        if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
            printf("dama %s\n", DAMA_VERSION);
            return 0;
        }
        /* "dama" or "dama --black ...": options of the default command. */
        argv[0] = "play";
        return cmd_play(argc, argv);
    }
    for (int i = 0; i < NUM_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0)
            return COMMANDS[i].run(argc - 1, argv + 1);
    cli_error("unknown command '%s' (try 'dama --help')", argv[1]);
    return EXIT_USAGE;
}
