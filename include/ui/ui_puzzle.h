/*
 * ui_puzzle.h - part "puzzleui" (issue 17): the tiri in the game
 * (docs/ui.md, "Puzzles"; the rules are the session layer's
 * puzzle_set.h).  The key z draws the next puzzle near the player's puzzle
 * rating, by the rule of `dama puzzle`; the player types the solver's
 * moves of its line, the defence's replies are played from the line, a
 * wrong move ends the attempt; each attempt is recorded in the attempts
 * file and moves the puzzle rating.  Enter gives the next puzzle, Esc goes
 * back to the game, which a puzzle never changes (nor the archive nor the
 * game rating).  No hint and no take-back: an attempt is judged on the
 * moves played.  Its own state (UiPuzzle), keys and panel lines;
 * ui_draw.c paints them, ui_input.c hands it the keys.
 */
#ifndef DAMA_UI_PUZZLE_H
#define DAMA_UI_PUZZLE_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "ui_state.h"

enum { UI_PUZZLE_LINES = 12, UI_PUZZLE_LINE_SIZE = 200 };

/* Open the next puzzle (the game waits, paused); a message says why not
 * when the puzzles or the attempts file cannot be read. */
void ui_puzzle_open(Ui *ui);
void ui_puzzle_key(Ui *ui, int key);
/* Free what the puzzles hold (at the end of the program). */
void ui_puzzle_free(Ui *ui);
/* The position on the board: the puzzle as far as it has been played. */
const Position *ui_puzzle_position(const Ui *ui);
/* The attempt is over (solved or not): nothing more is typed. */
bool ui_puzzle_over(const Ui *ui);
/* The defence's last reply, marked on the board; NULL when none. */
const Move *ui_puzzle_reply(const Ui *ui);
/* After a wrong move: the line's move instead, marked; NULL otherwise. */
const Move *ui_puzzle_right_move(const Ui *ui);
/* The panel's lines while a puzzle is shown; returns how many. */
int ui_puzzle_lines(const Ui *ui, char lines[][UI_PUZZLE_LINE_SIZE], int max);

#endif
