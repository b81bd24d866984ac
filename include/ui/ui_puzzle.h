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
 * moves played.  The screen MODE_PUZZLE: its own state (UiPuzzle), its
 * keys (the key table's UI_IN_PUZZLE rows) and its painters (ui_screens.c's
 * table names them).
 */
#ifndef DAMA_UI_PUZZLE_H
#define DAMA_UI_PUZZLE_H

#include <stdbool.h>

#include "board.h"
#include "ui_commands.h"
#include "ui_paint.h"
#include "ui_state.h"

enum { UI_PUZZLE_LINES = 12, UI_PUZZLE_LINE_SIZE = 200 };

/* Open the next puzzle (the game waits, paused); a message says why not
 * when the puzzles or the attempts file cannot be read. */
void ui_puzzle_open(Ui *ui);
/* Its keys (the key table's UI_IN_PUZZLE rows): the solver's move typed,
 * then played; once the attempt is over, the next puzzle; back to the
 * game. */
bool ui_puzzle_types(Ui *ui, int key, const UiKeyBinding *b);
bool ui_puzzle_command(Ui *ui, UiCommand command, int key);
/* Free what the puzzles hold (at the end of the program). */
void ui_puzzle_free(Ui *ui);
/* The position on the board: the puzzle as far as it has been played. */
const Position *ui_puzzle_position(const Ui *ui);
/* Its painters: the puzzle, its moves so far and its verdict in the side
 * panel; the move typed on the prompt line (none once the attempt is
 * over); on the board the defence's last reply and, after a wrong move,
 * the line's move instead. */
void ui_puzzle_panel(const Ui *ui);
void ui_puzzle_prompt(const Ui *ui, int y, int x, int w);
void ui_puzzle_marks(const Ui *ui, BoardMarks *mk);

#endif
