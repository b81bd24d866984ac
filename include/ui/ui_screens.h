/*
 * ui_screens.h - the one table of the terminal game's screens (issue 16,
 * part "screens"): for each screen mode (ui_state.h's UiMode) its name,
 * its rows in the key table (ui_commands.h), what it types rather than
 * looks up, who runs its commands, and its painters.  The key handler
 * (ui_input.c), the painter (ui_draw.c) and the loop (ui.c) look the
 * screen shown up here instead of deciding by mode.
 *
 * A screen is a module of its own (its state in ui_state.h, its keys and
 * its painting in src/ui/ui_NAME.c) plus one row here; docs/architecture.md
 * ("Adding a screen") gives the recipe.  The screens' modules never
 * include this header: they open each other through ui_open.h, so no two
 * modules depend on each other in a circle (tests/layers.sh).
 */
#ifndef DAMA_UI_SCREENS_H
#define DAMA_UI_SCREENS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui_commands.h"
#include "ui_paint.h"
#include "ui_state.h"

/* What a screen allows around it (UiScreen.flags). */
enum {
    UI_SCREEN_CALM = 1 << 0,        /* the engine may start its move while it is shown */
    UI_SCREEN_CURSOR = 1 << 1,      /* the board's cursor is drawn */
    UI_SCREEN_GAME_MARKS = 1 << 2,  /* the board shows the game's highlights (last move, hint, selection) */
    UI_SCREEN_RESULT_OVER = 1 << 3  /* the result box may open over it when the game ends */
};

typedef struct UiScreen {
    UiMode mode;
    const char *name;          /* a word for tests and messages: "board", "help", ... */
    unsigned keys;             /* its rows of the key table: one UiKeyModes bit */
    unsigned flags;            /* UI_SCREEN_* */

    /* Keys it types instead of looking them up (a move, squares, a file
     * name); b is the key's row, or NULL.  True when key was typed.
     * NULL: it types nothing. */
    bool (*types)(Ui *ui, int key, const UiKeyBinding *b);
    /* Runs a command of its rows (key: the key pressed, for the commands
     * a digit says).  False when the screen closed and the key is for the
     * screen now shown (the result box's "any other key"). */
    bool (*command)(Ui *ui, UiCommand command, int key);
    /* A key of no row (NULL: nothing happens), and a resize or a mouse
     * event (NULL: nothing happens). */
    void (*no_command)(Ui *ui, int key);
    void (*event)(Ui *ui, int key);

    /* Painting.  page: a page of its own instead of the board; else the
     * board with the panel and prompt painted by panel and prompt (NULL:
     * the game's, ui_draw.c), and dialog (if any) as a box over it. */
    void (*page)(const Ui *ui);
    void (*dialog)(const Ui *ui);
    void (*panel)(const Ui *ui);
    void (*prompt)(const Ui *ui, int y, int x, int w);
    /* The position on the board; NULL: the game's, where the player is
     * looking (review.h). */
    const Position *(*position)(const Ui *ui);
    /* The board's highlights; NULL: the game's when the screen's flags
     * have UI_SCREEN_GAME_MARKS, else none.  mk comes zeroed. */
    void (*marks)(const Ui *ui, BoardMarks *mk);
    /* The line of the "terminal too small" page when the screen's keys
     * still work there (a question); NULL: only q works there. */
    const char *(*small_line)(const Ui *ui);
} UiScreen;

/* The screen of mode (every UiMode has one). */
const UiScreen *ui_screen(UiMode mode);
/* The table, and its number of rows (one per UiMode, in UiMode's order). */
const UiScreen *ui_screen_table(size_t *count);
/* The key-table bit the screen shown reads its keys from: the board's
 * UI_IN_WATCH while two engines play, else the screen's own. */
unsigned ui_screen_keys(const Ui *ui);
/* The position on the board of the screen shown. */
const Position *ui_shown_position(const Ui *ui);

#endif
