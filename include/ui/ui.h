/*
 * ui.h - the terminal game (`dama play`), as the command line starts it.
 * cli_play.c parses the options; the UI does the rest (ui_state.h).
 */
#ifndef DAMA_UI_H
#define DAMA_UI_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "book.h"
#include "fen.h"
#include "game_clock.h"

enum { UI_REPORT_SIZE = 2 * PATH_MAX };

/* Who plays (docs/ui.md, "Ways to play"). */
typedef enum {
    PLAY_VS_ENGINE = 0,   /* a person against the engine */
    PLAY_TWO_PLAYERS,     /* two people on one keyboard */
    PLAY_WATCH            /* the engine against itself */
} PlayMode;

/* What cli_play.c asks for. */
typedef struct UiOptions {
    int human;
    int level;
    int threads;                     /* search threads (full strength and hints use them) */
    bool human_given, level_given;   /* on the command line, not defaults */
    bool no_color;
    const char *fen;
    const char *load;
    PlayMode play_mode;
    TimeControl time_control;         /* no side clocked: no clocks */
    bool human_clock_only;            /* --my-clock: the engine keeps its level's pace */
    bool edit;                        /* --edit: start in the position editor */
    int ballot;                       /* --ballot: the ballot played (fen holds it), or 0 */
    char ballot_fen[FEN_BUFSIZE];
    char exe_path[PATH_MAX];          /* the program, for finding the ballots ("" unknown) */
    char *fen_out;                   /* not NULL: receives the final position's FEN */
    size_t fen_out_size;
    const char *player;              /* --name: the person in the archive; NULL: login name */
    const Book *book;                /* the engine's opening book, NULL: none */
    const char *egdb_dir;            /* --egdb or EgdbPath: the endgame databases; NULL: the installed ones */
} UiOptions;

/* ui.c: run the game in the terminal; returns the exit status.  What the
 * caller should tell the user on stderr is left in report (or ""). */
int ui_run(const UiOptions *o, char *report, size_t size);

#endif
