/*
 * cli.h - the commands of the one binary.  main.c parses the command name
 * and hands the remaining arguments (argv[0] is the command name) to one of
 * these.  Each returns the process exit status: 0 success, 1 failure (an
 * invalid game, an I/O error), EXIT_USAGE for a usage error.
 */
#ifndef DAMA_CLI_H
#define DAMA_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "book.h"
#include "pdn.h"

struct Egdb;

enum { EXIT_USAGE = 2 };

/* The ranges of the commands' own arguments (the usage says them too). */
enum {
    PERFT_MAX_DEPTH = 30,
    BENCH_DEFAULT_DEPTH = 15,
    BENCH_MAX_DEPTH = 40,
    CLI_EGDB_DEFAULT_PIECES = 5,
    CLI_EGDB_MAX_PIECES = 8, /* EGDB_MAX_PIECES of egdb_index.h */
    CLI_EGDB_MAX_THREADS = 256
};

int cmd_play(int argc, char **argv);    /* cli_play.c: the ncurses game */
int cmd_moves(int argc, char **argv);   /* cli_rules.c */
int cmd_perft(int argc, char **argv);   /* cli_rules.c */
int cmd_replay(int argc, char **argv);  /* cli_replay.c */
int cmd_analyse(int argc, char **argv); /* cli_analyse.c */
int cmd_best(int argc, char **argv);    /* cli_engine.c */
int cmd_engine(int argc, char **argv);  /* cli_engine.c */
int cmd_bench(int argc, char **argv);   /* cli_engine.c */
int cmd_stats(int argc, char **argv);   /* cli_stats.c */
int cmd_egdb(int argc, char **argv);    /* cli_egdb.c */
/* part "train" (issue 17): */
int cmd_train(int argc, char **argv);   /* cli_train.c */
int cmd_drill(int argc, char **argv);   /* cli_drill.c: the endgame ladder (issue 17, part drills) */
/* issue 17, puzzles: */
int cmd_puzzle(int argc, char **argv);  /* cli_puzzle.c */
/* The puzzle rating, its attempts and its history plot for `dama stats`
 * (text, or the value of its "puzzles" key). */
void cli_puzzle_stats(const char *data_dir, bool json, bool unicode);
/* A plot of values[0..count-1], one column each, scaled between the
 * lowest and the highest, its ends labelled (cli_stats.c). */
void cli_print_plot(const int *values, int count, bool unicode);

/* The opening book's file name, and the book found where cli_book.c looks
 * (docs/book.md), or NULL when there is none: the engine then plays
 * without.  Free it with book_free. */
#define BOOK_FILE_NAME "book.bin"
Book *cli_book_open(void);

/* The usages of cli_usage.c.  A command is a name ("moves") or a name and
 * a subcommand ("egdb build"); the usage of "egdb" is all of its
 * subcommands'. */
/* --help or -h among argv[1..argc-1]. */
bool cli_help_asked(int argc, char **argv);
/* Whether the table holds a usage for command. */
bool cli_has_usage(const char *command);
/* The synopsis, summary and options of command. */
void cli_print_usage(FILE *out, const char *command);
/* `dama COMMAND [SUBCOMMAND] ... --help`: the usage of argv[0] (or of its
 * subcommand argv[1]) on stdout; the exit status (0, or 1 when stdout
 * fails). */
int cli_help(int argc, char **argv);
/* Every command's synopsis and summary, for `dama --help`. */
void cli_print_commands(FILE *out);
/* The options of play, the default command, for `dama --help`. */
void cli_print_play_options(FILE *out);
/* A usage error: "dama: COMMAND: WHY" (no such line when fmt is NULL),
 * then the command's synopsis, on stderr.  Returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* text as a JSON string on out: sanitised first (controls become '?', so
 * only '"' and '\\' need escaping, and it is valid UTF-8, as JSON wants). */
void cli_json_string(FILE *out, const char *text);
/* The directory of the running executable, from /proc (Linux); false
 * where that is not available.  Data beside it are found from it. */
bool cli_executable_dir(char *buf, size_t size);

/* The player's language (cli_locale.c, docs/dama.6 "ENVIRONMENT"): the
 * locale from the environment, LC_NUMERIC kept "C" (scores print "0.35"),
 * the settings' Language applied as LANGUAGE, the catalog directory bound.
 * Called once, first thing in main. */
void cli_locale_init(void);
/* Machine-read output from here on: the messages in English whatever the
 * locale or Language (dama engine). */
void cli_locale_machine(void);

/* "dama: <message>" on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The endgame databases' default directory: $XDG_DATA_HOME/dama/egdb, or
 * ~/.local/share/dama/egdb; false when neither can be found. */
bool cli_egdb_default_dir(char *buf, size_t size);
/* Open the databases of dir, or of the default directory when dir is NULL.
 * With quiet, a missing directory is no error (the engine plays without);
 * otherwise the reason is printed.  NULL when there are none. */
struct Egdb *cli_egdb_open(const char *dir, bool quiet);
/* What a command does with one valid game of a file (number counts every
 * game from 1, valid or not); 0 goes on, anything else stops. */
typedef int (*CliGameFn)(const PdnGame *pg, int number, void *ctx);
typedef struct CliGameCount {
    int games;      /* games in the file (up to a stop) */
    int invalid;    /* selected games with an error */
} CliGameCount;
/* Read the games of text one by one and hand each valid one to fn; only
 * game number `only` when it is not 0.  The problems and warnings of the
 * games handled are reported on stderr as "dama: NAME:LINE:COL: ...", in
 * the player's language when in_words (dama analyse), else in the PDN
 * reader's English, the same in every locale (dama replay).  Returns 0, or
 * what fn returned to stop. */
int cli_each_game(const char *name, const char *text, size_t len, int only, bool in_words, CliGameFn fn, void *ctx,
                  CliGameCount *count);

#endif
