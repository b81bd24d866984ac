/*
 * cli.h - the commands of the one binary.  main.c parses the command name
 * and hands the remaining arguments (argv[0] is the command name) to one of
 * these.  Each returns the process exit status: 0 success, 1 failure (an
 * invalid game, an I/O error), EXIT_USAGE for a usage error.
 */
#ifndef DAMA_CLI_H
#define DAMA_CLI_H

enum { EXIT_USAGE = 2 };

int cmd_play(int argc, char **argv);    /* cli_play.c: the ncurses game */
int cmd_moves(int argc, char **argv);   /* cli_rules.c */
int cmd_perft(int argc, char **argv);   /* cli_rules.c */
int cmd_replay(int argc, char **argv);  /* cli_replay.c */
int cmd_best(int argc, char **argv);    /* cli_engine.c */
int cmd_engine(int argc, char **argv);  /* cli_engine.c */
int cmd_bench(int argc, char **argv);   /* cli_engine.c */
int cmd_stats(int argc, char **argv);   /* cli_stats.c */

/* "dama: <message>" on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* parse_int() of numparse.h, for the callers that still use this name. */
int cli_parse_int(const char *s, int min, int max, int *out);

#endif
