/*
 * main.c - entry point: dispatches the command line to the commands.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "intl.h"

/* The commands; what each takes and does is in cli_usage.c. */
typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

static const Command COMMANDS[] = {
    {"play", cmd_play},       /* the default: first */
    {"moves", cmd_moves},
    {"perft", cmd_perft},
    {"replay", cmd_replay},
    {"analyse", cmd_analyse},
    {"best", cmd_best},
    {"engine", cmd_engine},
    {"stats", cmd_stats},
    {"bench", cmd_bench},
    {"egdb", cmd_egdb},
    /* part "train" (issue 17): */
    {"train", cmd_train},
    /* part "drills" (issue 17) */
    {"drill", cmd_drill},
    {"puzzle", cmd_puzzle}, /* issue 17, puzzles */
};
enum { NUM_COMMANDS = sizeof COMMANDS / sizeof COMMANDS[0] };

static void print_usage(FILE *out)
{
    fputs(_("Usage: dama [COMMAND] [ARGS...]\n\n"
            "Italian draughts (dama italiana) against a strong engine.\n"
            "With no command, starts the game in the terminal (the command play).\n\nCommands:\n"),
          out);
    cli_print_commands(out);
    fputs(_("\nOptions of play, the default command:\n"), out);
    cli_print_play_options(out);
    fputs(_("\nOptions:\n  --help, -h  show this help (dama COMMAND --help: that command's usage)\n"
            "  --version   show the version\n\n"
            "Squares use the official 1-32 notation; positions are PDN FEN, e.g.\n"
            "  W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\n"
            "See dama(6) and README.md.\n"),
          out);
}

/* A command's --help (or -h) is answered here, the same way for all. */
static int run(const Command *c, int argc, char **argv)
{
    if (cli_help_asked(argc, argv))
        return cli_help(argc, argv);
    return c->run(argc, argv);
}

int main(int argc, char **argv)
{
    cli_locale_init();
    if (argc < 2 || argv[1][0] == '-') {
        if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
            print_usage(stdout);
            return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
        }
        if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
            printf("dama %s\n", DAMA_VERSION);
            return 0;
        }
        /* "dama" or "dama --black ...": options of the default command. */
        argv[0] = "play";
        return run(&COMMANDS[0], argc, argv);
    }
    for (int i = 0; i < NUM_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0)
            return run(&COMMANDS[i], argc - 1, argv + 1);
    cli_error(_("unknown command '%s' (try 'dama --help')"), argv[1]);
    return EXIT_USAGE;
}
