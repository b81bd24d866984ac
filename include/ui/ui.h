/*
 * ui.h - the ncurses game (dama play): state shared by the ui*.c files.
 *
 *   ui.c         cmd_play: options, signals, the main loop, the game flow
 *   ui_draw.c    everything that is painted: board, side panel, dialogs
 *   ui_input.c   keys, the move prompt, the cursor and the mouse
 *   ui_engine.c  runs the engine in a thread and hands results back
 *   ui_files.c   save / load / autosave paths ($XDG_DATA_HOME/dama)
 *
 * Nothing below the UI knows of it.  The UI reads the position only through
 * the game, notation, movegen and fen APIs (and Position's piece sets to
 * paint the board).
 */
#ifndef DAMA_UI_H
#define DAMA_UI_H

#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

enum {
    UI_DEFAULT_LEVEL = 6,          /* docs/levels.md: club beginners, replies at once */
    UI_PROMPT_SIZE = 48,
    UI_MESSAGE_SIZE = 600,
    UI_PATH_SIZE = PATH_MAX,
    UI_DIR_SIZE = PATH_MAX - 64,   /* leaves room for a file name after it */
    UI_MAX_CHOICES = 16
};

/* ------------------------------------------------------------------ */
/* The engine thread bridge (ui_engine.c).                            */

typedef enum { JOB_NONE = 0, JOB_MOVE, JOB_HINT, JOB_DRAW_OFFER } EngineJob;

typedef struct UiEngine {
    Engine *engine;
    Egdb *egdb;             /* the default endgame databases, NULL when none are installed */
    pthread_t thread;
    pthread_mutex_t lock;
    /* Written by the UI thread only while no thread runs. */
    bool running;           /* a thread was started and not yet joined */
    EngineJob job;
    Game game;              /* the snapshot being searched (owned) */
    bool have_game;
    int root_side;          /* side to move in the searched position */
    EngineJob info_job;     /* the job the latest info belongs to (kept after it ends) */
    SearchLimits limits;
    /* Shared with the worker: read and written under lock. */
    bool finished;
    bool found;
    Move best;
    SearchInfo info;        /* the latest completed iteration */
    bool have_info;
} UiEngine;

/* What a finished search hands back. */
typedef struct EngineResult {
    EngineJob job;
    bool found;
    Move best;
    SearchInfo info;
    bool have_info;
} EngineResult;

bool ui_engine_init(UiEngine *ue);
void ui_engine_free(UiEngine *ue);
/* Start searching a copy of g in the background. */
bool ui_engine_start(UiEngine *ue, EngineJob job, const Game *g, const SearchLimits *lim);
bool ui_engine_busy(const UiEngine *ue);
/* True once the running search finished: fills *out and joins the thread. */
bool ui_engine_poll(UiEngine *ue, EngineResult *out);
/* Copy the latest search info; false when there is none yet. */
bool ui_engine_info(UiEngine *ue, SearchInfo *out);
/* "Move now": the search stops and its result arrives through poll. */
void ui_engine_hurry(UiEngine *ue);
/* Stop, wait for and discard the running search, if any. */
void ui_engine_cancel(UiEngine *ue);
/* Cancel, and drop the last search's info: it was about another position. */
void ui_engine_forget(UiEngine *ue);
void ui_engine_new_game(UiEngine *ue);
/* Search limits for a playing level (1..MAX_LEVEL). */
SearchLimits ui_level_limits(int level);
/* Short full-strength searches for hints and draw offers. */
SearchLimits ui_quick_limits(int movetime_ms);

/* ------------------------------------------------------------------ */
/* The whole UI state.                                                */

typedef enum {
    MODE_PLAY = 0,     /* the board, the prompt, single-key commands */
    MODE_HELP,         /* the help page; arrows scroll it, any other key closes it */
    MODE_CONFIRM,      /* a yes/no question (quit, resign, resume) */
    MODE_NEW_GAME,     /* choose colour and level */
    MODE_FILE,         /* type a file name to save or load */
    MODE_CHOOSE,       /* several capture paths end on the clicked square */
    MODE_GAME_OVER     /* the result box: n new game, q quit */
} UiMode;

typedef enum { CONFIRM_QUIT, CONFIRM_RESIGN, CONFIRM_RESUME } ConfirmKind;
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
    Game game;
    int human;             /* WHITE or BLACK: the engine plays the other */
    int level;             /* 1..MAX_LEVEL */
    UiEngine engine;
    long engine_started_ms;  /* when the engine began its move (monotonic) */

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

    /* Highlights. */
    bool have_last;
    Move last;             /* the last move played (from, path, to) */
    bool have_hint;
    Move hint;

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
    int resume_human, resume_level;

    /* Files. */
    char data_dir[UI_DIR_SIZE];   /* $XDG_DATA_HOME/dama or ~/.local/share/dama */
    char last_file[UI_PATH_SIZE]; /* the last file saved or loaded */

    bool quit;
} Ui;

/* ui.c: the game flow, called by the input handlers. */
void ui_message(Ui *ui, MessageKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The answer to anything that needs a game in progress. */
void ui_say_game_over(Ui *ui);
bool ui_engine_turn(const Ui *ui);
/* Not over, and something was played or set up: worth saving, or asking
 * before quitting. */
bool ui_game_in_progress(const Ui *ui);
bool ui_play_move(Ui *ui, const Move *m);
void ui_submit_prompt(Ui *ui);
void ui_undo(Ui *ui);
void ui_redo(Ui *ui);
void ui_hint(Ui *ui);
void ui_offer_draw(Ui *ui);
void ui_resign(Ui *ui);
void ui_new_game(Ui *ui, int human, int level, const Position *start);
void ui_open_new_game_dialog(Ui *ui);
void ui_finish_file_dialog(Ui *ui);
void ui_answer_confirm(Ui *ui, bool yes);

/* ui_input.c */
void ui_handle_key(Ui *ui, int key);

/* ui_draw.c */
void ui_draw_init(Ui *ui, bool want_color);
/* Scroll the help page by delta lines (clamped when it is drawn). */
void ui_help_scroll(Ui *ui, int delta);
void ui_draw(Ui *ui);
/* Screen position -> board (row, col) of the current layout; false off board. */
bool ui_screen_to_board(const Ui *ui, int y, int x, int *row, int *col);

/* ui_files.c */
/* Fill ui->data_dir; false when neither XDG_DATA_HOME nor HOME is usable. */
bool ui_files_init(Ui *ui);
/* Make sure the data directory exists (mkdir -p). */
bool ui_files_ensure_dir(const Ui *ui, char *err, size_t errsize);
void ui_autosave_path(const Ui *ui, char *buf, size_t size);
void ui_default_save_path(const Ui *ui, char *buf, size_t size);
/* "~/x" -> "$HOME/x"; other paths unchanged. */
void ui_expand_path(const char *in, char *out, size_t size);
/* Save the game as PDN (atomically); the tags record who played which side
 * and the engine's level so that a load puts the players back. */
bool ui_save_game(const Ui *ui, const char *path, char *err, size_t errsize);
/* Load the first game of a PDN file into g (initialised on success).
 * *human / *level are set when the file says who the engine was. */
bool ui_load_game(const char *path, Game *g, int *human, int *level, char *err, size_t errsize);
bool ui_autosave_exists(const Ui *ui);
bool ui_autosave(Ui *ui, char *err, size_t errsize);
void ui_autosave_remove(const Ui *ui);

#endif
