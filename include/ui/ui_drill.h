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
 * Two screens (part "fold"), each its keys (the key table's rows) and its
 * painters (ui_screens.c's table names them): MODE_DRILL_LIST, the ladder,
 * a page of its own (UI_IN_DRILL_LIST), and MODE_DRILL, a drill played on
 * the board (UI_IN_DRILL).  Their state is one UiDrill, made at start.
 */
#ifndef DAMA_UI_DRILL_H
#define DAMA_UI_DRILL_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "ui_commands.h"
#include "ui_paint.h"
#include "ui_state.h"

enum { UI_DRILL_LINES = 40, UI_DRILL_LINE_SIZE = 1024, UI_DRILL_BUILD_PIECES = 5 };

/* At the start, after the settings are read: where a build goes (egdb_dir
 * NULL: the installed databases' directory), and whether to offer it. */
void ui_drill_init(Ui *ui, const char *egdb_dir);
void ui_drill_free(Ui *ui);
/* The key k: the ladder (the game waits, paused). */
void ui_drill_open(Ui *ui);
/* Called by the loop: the build's end (its set adopted), the start offer. */
void ui_drill_poll(Ui *ui);
/* CONFIRM_EGDB_BUILD answered: build, or never ask again. */
void ui_drill_answer_offer(Ui *ui, bool yes);
/* The question of CONFIRM_EGDB_BUILD, whole sentences. */
int ui_drill_offer_lines(const char *lines[], int max);
/* The build's line for the board's panel while it runs: true with it in
 * buf. */
bool ui_drill_build_line(const Ui *ui, char *buf, size_t size);

/* The ladder (MODE_DRILL_LIST): its keys and its page. */
bool ui_drill_list_command(Ui *ui, UiCommand command, int key);
void ui_drill_list_paint(const Ui *ui);

/* A drill on the board (MODE_DRILL): the moves typed, its keys, the
 * position, the defence's last reply marked, the panel and the prompt. */
bool ui_drill_types(Ui *ui, int key, const UiKeyBinding *b);
bool ui_drill_command(Ui *ui, UiCommand command, int key);
const Position *ui_drill_position(const Ui *ui);
void ui_drill_marks(const Ui *ui, BoardMarks *mk);
void ui_drill_panel(const Ui *ui);
void ui_drill_prompt(const Ui *ui, int y, int x, int w);

#endif
