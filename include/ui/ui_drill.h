/*
 * ui_drill.h - part "drillui" (issues 17 and 18): the endgame drills in the
 * game (docs/ui.md, "Drills"; the rules are the session layer's drill.h).
 * The key k opens the ladder: the drills in the course's order, passed or
 * not, each with what it teaches and how it is won; Enter draws a won
 * position from the databases and the player plays it on the board against
 * their best defence; the verdict compares the moves with the shortest win
 * and goes into drills.txt.  The game in progress waits, paused, and is
 * never changed.
 *
 * Without the databases a drill needs, the ladder offers to build the
 * 5-piece set in the background (egdb_job.h), with its progress and the
 * time left; the build can be cancelled and a finished set is used at once,
 * by the drills and by the engine.  The same build is offered once when
 * `dama play` starts at full strength without databases (a refusal is
 * remembered in the settings, egdb_offer_declined).
 *
 * Its own state (UiDrill), keys and lines; ui_draw.c paints the lines,
 * ui_input.c hands it the keys.
 */
#ifndef DAMA_UI_DRILL_H
#define DAMA_UI_DRILL_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "ui_state.h"

enum { UI_DRILL_LINES = 40, UI_DRILL_LINE_SIZE = 400, UI_DRILL_BUILD_PIECES = 5 };

typedef enum {
    UI_DRILL_TITLE,     /* the page's or the panel's first line */
    UI_DRILL_TEXT,
    UI_DRILL_CHOSEN,    /* the drill the cursor is on */
    UI_DRILL_GOOD,      /* passed, won */
    UI_DRILL_BAD,       /* failed, a problem */
    UI_DRILL_DIM        /* the keys */
} UiDrillStyle;

typedef struct UiDrillLine {
    UiDrillStyle style;
    char text[UI_DRILL_LINE_SIZE];
} UiDrillLine;

/* At the start, after the settings are read: where a build goes (egdb_dir
 * NULL: the installed databases' directory), and whether to offer it. */
void ui_drill_init(Ui *ui, const char *egdb_dir);
void ui_drill_free(Ui *ui);
/* The key k: the ladder (the game waits, paused). */
void ui_drill_open(Ui *ui);
void ui_drill_key(Ui *ui, int key);
/* Called by the loop: the build's end (its set adopted), the start offer. */
void ui_drill_poll(Ui *ui);
/* CONFIRM_EGDB_BUILD answered: build, or never ask again. */
void ui_drill_answer_offer(Ui *ui, bool yes);

/* A drill is on the board (else the ladder's page is shown). */
bool ui_drill_playing(const Ui *ui);
const Position *ui_drill_position(const Ui *ui);
/* The defender's last reply, or NULL. */
const Move *ui_drill_last_move(const Ui *ui);
/* The ladder's page, or the panel's lines while a drill is played. */
int ui_drill_lines(const Ui *ui, UiDrillLine *lines, int max);
/* The build's line for the board's panel while it runs (or just ended):
 * true with it in buf. */
bool ui_drill_build_line(const Ui *ui, char *buf, size_t size);
/* The question of CONFIRM_EGDB_BUILD, whole sentences. */
int ui_drill_offer_lines(const char *lines[], int max);

#endif
