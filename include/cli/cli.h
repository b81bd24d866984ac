/*
 * cli.h - the commands of the one binary.  main.c parses the command name
 * and hands the remaining arguments (argv[0] is the command name) to one of
 * these.  Each returns the process exit status: 0 success, 1 failure (an
 * invalid game, an I/O error), EXIT_USAGE for a usage error.
 */
#ifndef DAMA_CLI_H
#define DAMA_CLI_H

#include "book.h"

enum { EXIT_USAGE = 2 };

int cmd_play(int argc, char **argv);    /* cli_play.c: the ncurses game */
int cmd_moves(int argc, char **argv);   /* cli_rules.c */
int cmd_perft(int argc, char **argv);   /* cli_rules.c */
int cmd_replay(int argc, char **argv);  /* cli_replay.c */
int cmd_best(int argc, char **argv);    /* cli_engine.c */
int cmd_engine(int argc, char **argv);  /* cli_engine.c */
int cmd_bench(int argc, char **argv);   /* cli_engine.c */

/* The opening book's file name, and the book found where cli_book.c looks
 * (docs/book.md), or NULL when there is none: the engine then plays
 * without.  Free it with book_free. */
#define BOOK_FILE_NAME "book.bin"
Book *cli_book_open(void);

/* "dama: <message>" on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* parse_int() of numparse.h, for the callers that still use this name. */
int cli_parse_int(const char *s, int min, int max, int *out);

#endif
