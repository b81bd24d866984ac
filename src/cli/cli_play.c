/*
 * cli_play.c - `dama play` (the default command): its options, then the
 * terminal game (ui.h).
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "archive.h"
#include "cli.h"
#include "fen.h"
#include "levels.h"
#include "numparse.h"
#include "search_limits.h"
#include "ui.h"

static void print_play_usage(void)
{
    printf("Usage: dama [play] [--white|--black] [--level N] [--threads N] [--fen FEN] [--load FILE.pdn]\n"
           "                   [--name NAME] [--no-color] [--print-fen]\n\n"
           "Play Italian draughts against the engine in the terminal.\n"
           "  --white, --black  the side you play (default White, who moves first)\n"
           "  --level N         engine strength 1 (beginner) .. %d (full strength); default %d\n"
           "  --threads N       search threads at full strength (level 10, hints): 1..%d, default 1\n"
           "  --fen FEN         start from a position, e.g. W:W21-32:B1-12\n"
           "  --load FILE.pdn   continue the first game of a PDN file\n"
           "  --name NAME       your name in the game archive (default: your login name)\n"
           "  --no-color        no colours (also when NO_COLOR is set)\n"
           "  --print-fen       when the game window closes, print the final position's FEN\n"
           "Inside the game, press ? for the keys.\n",
           MAX_LEVEL, DEFAULT_LEVEL, MAX_THREADS);
}

/* A name the archive keeps whole: a PDN tag value, and not an engine's. */
static bool valid_name(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= ARCHIVE_NAME_SIZE || strncmp(name, LEVEL_ENGINE_NAME_PREFIX, strlen(LEVEL_ENGINE_NAME_PREFIX)) == 0)
        return false;
    for (const char *c = name; *c; c++)
        if (iscntrl((unsigned char)*c))
            return false;
    return true;
}

/* Returns -1 to go on, or an exit status.  *print_fen: --print-fen. */
static int parse_options(int argc, char **argv, UiOptions *o, bool *print_fen)
{
    memset(o, 0, sizeof *o);
    o->human = WHITE;
    o->level = DEFAULT_LEVEL;
    o->threads = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--white") == 0 || strcmp(a, "--black") == 0) {
            o->human = strcmp(a, "--white") == 0 ? WHITE : BLACK;
            o->human_given = true;
        } else if (strcmp(a, "--print-fen") == 0) {
            *print_fen = true;
        } else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-colour") == 0) {
            o->no_color = true;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_play_usage();
            return 0;
        } else if (strcmp(a, "--level") == 0 || strcmp(a, "--threads") == 0 || strcmp(a, "--fen") == 0 ||
                   strcmp(a, "--load") == 0 || strcmp(a, "--name") == 0) {
            if (i + 1 >= argc) {
                cli_error("play: %s needs a value (try 'dama play --help')", a);
                return EXIT_USAGE;
            }
            const char *v = argv[++i];
            if (strcmp(a, "--level") == 0) {
                if (!parse_int(v, MIN_LEVEL, MAX_LEVEL, &o->level)) {
                    cli_error("play: --level must be a number from %d to %d, not '%s'", MIN_LEVEL, MAX_LEVEL, v);
                    return EXIT_USAGE;
                }
                o->level_given = true;
            } else if (strcmp(a, "--threads") == 0) {
                if (!parse_int(v, 1, MAX_THREADS, &o->threads)) {
                    cli_error("play: --threads must be a number from 1 to %d, not '%s'", MAX_THREADS, v);
                    return EXIT_USAGE;
                }
            } else if (strcmp(a, "--fen") == 0) {
                Position check;
                char err[FEN_ERRSIZE];
                /* A malformed FEN on the command line is a usage error, caught before the screen opens. */
                if (fen_parse(v, &check, err, sizeof err) != 0) {
                    cli_error("play: bad --fen: %s", err);
                    return EXIT_USAGE;
                }
                o->fen = v;
            } else if (strcmp(a, "--name") == 0) {
                if (!valid_name(v)) {
                    cli_error("play: --name must be 1 to %d characters, without control characters and "
                              "not an engine's name ('" LEVEL_ENGINE_NAME_PREFIX "N'), not '%s'",
                              ARCHIVE_NAME_SIZE - 1, v);
                    return EXIT_USAGE;
                }
                o->player = v;
            } else {
                o->load = v;
            }
        } else {
            cli_error("play: unknown option '%s' (try 'dama play --help')", a);
            return EXIT_USAGE;
        }
    }
    if (o->fen != NULL && o->load != NULL) {
        cli_error("play: give --fen or --load, not both");
        return EXIT_USAGE;
    }
    return -1;
}

int cmd_play(int argc, char **argv)
{
    UiOptions o;
    bool print_fen = false;
    int status = parse_options(argc, argv, &o, &print_fen);
    if (status >= 0)
        return status;
    char report[UI_REPORT_SIZE], fen[FEN_BUFSIZE] = "";
    if (print_fen) {
        o.fen_out = fen;
        o.fen_out_size = sizeof fen;
    }
    status = ui_run(&o, report, sizeof report);
    if (report[0] != '\0')
        cli_error("%s", report);
    /* For scripts: once the window is closed, on standard output. */
    if (print_fen && fen[0] != '\0')
        printf("%s\n", fen);
    return status;
}
