/*
 * ui.h - the terminal game (`dama play`), as the command line starts it.
 * cli_play.c parses the options; the UI does the rest (ui_state.h).
 */
#ifndef DAMA_UI_H
#define DAMA_UI_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

enum { UI_REPORT_SIZE = 2 * PATH_MAX };

/* What cli_play.c asks for. */
typedef struct UiOptions {
    int human;
    int level;
    int threads;                     /* search threads (full strength and hints use them) */
    bool human_given, level_given;   /* on the command line, not defaults */
    bool no_color;
    const char *fen;
    const char *load;
    char *fen_out;                   /* not NULL: receives the final position's FEN */
    size_t fen_out_size;
    const char *player;              /* --name: the person in the archive; NULL: login name */
} UiOptions;

/* ui.c: run the game in the terminal; returns the exit status.  What the
 * caller should tell the user on stderr is left in report (or ""). */
int ui_run(const UiOptions *o, char *report, size_t size);

#endif
