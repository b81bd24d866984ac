/*
 * ui.h - the ncurses game (dama play): state shared by the ui*.c files.
 *
 *   ui.c         ui_run: the terminal's life cycle, signals, the main loop
 *   ui_draw.c    everything that is painted: board, side panel, dialogs
 *   ui_input.c   keys, the move prompt, the cursor and the mouse
 *
 * The rules of play (whose turn, undo, hints, draws, files) are the
 * session's (session.h); the UI only maps keys to session commands and
 * paints the session's state and notices.  cli_play.c parses the options
 * and calls ui_run.
 */
#ifndef DAMA_UI_H
#define DAMA_UI_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "game.h"
#include "levels.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"
#include "session.h"

enum {
    UI_PROMPT_SIZE = 48,
    UI_MESSAGE_SIZE = 600,
    UI_PATH_SIZE = FILES_PATH_SIZE,
    UI_MAX_CHOICES = 16
};

/* ------------------------------------------------------------------ */
/* The whole UI state.                                                */

typedef enum {
    MODE_PLAY = 0,     /* the board, the prompt, single-key commands */
    MODE_HELP,         /* the help page; arrows scroll it, any other key closes it */
    MODE_CONFIRM,      /* a yes/no question (quit, resign, resume) */
    MODE_NEW_GAME,     /* choose colour and level */
    MODE_FILE,         /* type a file name to save or load */
    MODE_CHOOSE,       /* several capture paths end on the clicked square */
    MODE_GAME_OVER,    /* the result box: n new game, q quit */
    MODE_CHOOSE_SIDE   /* after a load: which side the player takes */
} UiMode;

typedef enum { CONFIRM_QUIT, CONFIRM_RESIGN, CONFIRM_RESUME, CONFIRM_NEW_GAME, CONFIRM_OVERWRITE } ConfirmKind;
typedef enum { FILE_SAVE, FILE_LOAD } FileAction;
typedef enum { MSG_INFO, MSG_GOOD, MSG_ERROR } MessageKind;

/* Where the pieces of the screen went at the last paint (for the mouse). */
typedef struct Layout {
    bool too_small;
    int cell_w, cell_h;   /* one square, in character cells */
    int board_y, board_x; /* top-left of square (row 0, col 0) on screen */
    int panel_y, panel_x, panel_w, panel_h;
    int prompt_y;
} Layout;

typedef struct Ui {
    Session session;       /* the game and its rules of play */

    /* Looks. */
    bool color;            /* colour pairs are in use */
    bool unicode;          /* the locale is UTF-8 */
    bool flipped;          /* Black at the bottom */
    bool numbers;          /* square numbers on the empty dark squares */
    Layout layout;

    /* The move prompt and the message line. */
    char prompt[UI_PROMPT_SIZE];
    char message[UI_MESSAGE_SIZE];
    MessageKind message_kind;

    /* Cursor play: arrows / mouse select a piece, then a destination. */
    bool cursor_on;
    int cursor_row, cursor_col;   /* board coordinates (0 = top row, file a) */
    int selected;                 /* 0-based square of the chosen piece, or -1 */
    int nchoices;                 /* MODE_CHOOSE: capture paths to pick from */
    int choice_index;
    Move choices[UI_MAX_CHOICES];

    /* Dialogs. */
    UiMode mode;
    int help_top;                 /* MODE_HELP: first help line shown (it scrolls when the terminal is short) */
    ConfirmKind confirm;
    FileAction file_action;
    char file_input[UI_PATH_SIZE];
    int new_colour;               /* MODE_NEW_GAME: WHITE or BLACK */
    int new_level;
    Game resume;                  /* CONFIRM_RESUME: the autosaved game */
    bool have_resume;
    ResumeChoice resume_choice;
    char save_path[UI_PATH_SIZE]; /* CONFIRM_OVERWRITE: where the save was going */

    bool game_over_seen;          /* the loop has seen the game over (the box opened) */
    bool quit;
} Ui;

/* Two moves of the side to move, as examples of the notation. */
static inline const char *ui_example_moves(int side)
{
    return side == WHITE ? "22-19 or 29x22x15" : "11-14 or 4x11x18";
}

/* What cli_play.c asks for. */
typedef struct UiOptions {
    int human;
    int level;
    bool human_given, level_given;   /* on the command line, not defaults */
    bool no_color;
    const char *fen;
    const char *load;
} UiOptions;

/* ui.c: run the game in the terminal; returns the exit status.  What the
 * caller should tell the user on stderr is left in report (or ""). */
int ui_run(const UiOptions *o, char *report, size_t size);
void ui_message(Ui *ui, MessageKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Show the session's notice of the last command, if any. */
void ui_show_notice(Ui *ui);

/* ui_input.c */
void ui_handle_key(Ui *ui, int key);

/* ui_draw.c */
void ui_draw_init(Ui *ui, bool want_color);
/* The last first line the help page can scroll to in a cols x lines terminal. */
int ui_help_max_top(int cols, int lines);
void ui_draw(Ui *ui);
/* Screen position -> board (row, col) of the current layout; false off board. */
bool ui_screen_to_board(const Ui *ui, int y, int x, int *row, int *col);

#endif
