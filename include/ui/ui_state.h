/*
 * ui_state.h - the state of the terminal game shared by its parts:
 *
 *   ui.c         ui_run: the terminal's life cycle, signals, the main loop;
 *                it computes the layout before each paint
 *   ui_commands.c  the one table of the keys (ui_commands.h)
 *   ui_input.c   keys, the move prompt, the cursor and the mouse: looks
 *                keys up in that table, turns them into session commands
 *                and dialog changes
 *   ui_draw.c    paints the state (it writes nothing in Ui)
 *   ui_layout.c, ui_help.c, ui_text.c   geometry, help text, text measures
 *
 * The rules of play (whose turn, undo, hints, draws, files) are the
 * session's (session.h); the UI only maps keys to session commands and
 * paints the session's state and notices.
 */
#ifndef DAMA_UI_STATE_H
#define DAMA_UI_STATE_H

#include <stdbool.h>

#include "analysis_job.h"
#include "ballot.h"
#include "board.h"
#include "editor.h"
#include "intl.h"
#include "review.h"
#include "session.h"
#include "settings.h"
#include "ui_layout.h"

enum {
    UI_PROMPT_SIZE = 48,
    UI_MESSAGE_SIZE = 600,
    UI_PATH_SIZE = FILES_PATH_SIZE,
    UI_MAX_CHOICES = 16,
    UI_MAX_PICKS = 500    /* games of a file listed to pick from */
};

/* Where the painter put the move list, for clicks on a move: row y0
 * shows move-list line first_line (line L holds plies 2L - first_ply and
 * the next), the white move from column white_x, the black one from
 * black_x, each col_w wide. */
typedef struct MoveListHits {
    bool shown;
    int y0, rows, first_line, first_ply;
    int white_x, black_x, col_w;
} MoveListHits;

/* ------------------------------------------------------------------ */
/* The whole UI state.                                                */

typedef enum {
    MODE_PLAY = 0,     /* the board, the prompt, single-key commands */
    MODE_HELP,         /* the help page; arrows scroll it, any other key closes it (the key table) */
    MODE_CONFIRM,      /* a yes/no question (quit, resign, resume) */
    MODE_NEW_GAME,     /* choose colour and level */
    MODE_FILE,         /* type a file name to save or load */
    MODE_CHOOSE,       /* several capture paths end on the clicked square */
    MODE_GAME_OVER,    /* the result box: n new game, q quit */
    MODE_CHOOSE_SIDE,  /* after a load: which side the player takes */
    MODE_TEXT,         /* the position as text (FEN) and the game (PDN); keys copy them */
    MODE_PICK_GAME,    /* a file with several games: which one to load */
    MODE_EDIT,         /* the position editor (ui_editor.c) */
    MODE_TRAIN,        /* part "train" (issue 17): the exercises due today (ui_train.c) */
    MODE_DRILL         /* part "drillui" (issue 17): the endgame drills (ui_drill.c) */
} UiMode;

typedef struct UiTrain UiTrain;   /* ui_train.c's own state */
typedef struct UiDrill UiDrill;   /* part "drillui": ui_drill.c's own state */

typedef enum {
    CONFIRM_QUIT,
    CONFIRM_RESIGN,
    CONFIRM_RESUME,
    CONFIRM_NEW_GAME,
    CONFIRM_LOAD,      /* load a game over the one in progress */
    CONFIRM_OVERWRITE,
    CONFIRM_PLAY_ON,   /* play on from the position reviewed, dropping the later moves */
    CONFIRM_CASUAL,    /* help in a rated game (casual_help says which) makes it casual */
    CONFIRM_EGDB_BUILD /* part "drillui" (issue 18): build the databases the engine lacks? */
} ConfirmKind;
/* rating part: the help CONFIRM_CASUAL asks about. */
typedef enum { HELP_HINT, HELP_UNDO, HELP_ANALYSIS } HelpKind;
typedef enum { FILE_SAVE, FILE_LOAD } FileAction;

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
    NoteKind message_kind;

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
    HelpKind casual_help;         /* CONFIRM_CASUAL: the help asked for */
    FileAction file_action;
    char file_input[UI_PATH_SIZE];
    int new_colour;               /* MODE_NEW_GAME: WHITE or BLACK */
    int new_level;
    bool new_ballot;              /* MODE_NEW_GAME: from a random ballot opening */
    Ballots ballots;              /* read at the first ballot game (count 0 before) */
    const char *exe_path;         /* the program, where the ballots are looked for */
    Editor editor;                /* MODE_EDIT: the position being set up; prompt holds typed squares */
    Game resume;                  /* CONFIRM_RESUME: the autosaved game */
    bool have_resume;
    ResumeChoice resume_choice;
    char save_path[UI_PATH_SIZE]; /* CONFIRM_OVERWRITE: where the save was going */
    GameListing *picks;           /* MODE_PICK_GAME: the file's games (malloc'd) */
    int npicks, pick_index;
    char pick_path[UI_PATH_SIZE];
    bool pick_keeps_loaded;       /* --load: the first game is on the board; Esc keeps it */

    /* Looking back, the engine's analysis, the player's settings. */
    Review review;                /* the position shown (review.h) */
    AnalysisJob *analysis;        /* one for the whole program: its cache lasts */
    bool all_marks;               /* the marks of both sides, not only the player's (key o) */
    Settings settings;            /* remembered in the data directory (settings.h) */
    int text_top;                 /* MODE_TEXT: first line shown */
    MoveListHits move_hits;       /* written by the loop's paint, read by the mouse */

    UiTrain *train;               /* part "train": the exercises (NULL until w is pressed) */
    UiDrill *drill;               /* part "drillui": the drills and the databases' build */

    bool game_over_seen;          /* the loop has seen the game over (the box opened) */
    bool quit;
} Ui;

/* Two moves of the side to move, as examples of the notation. */
static inline const char *ui_example_moves(int side)
{
    return side == WHITE ? _("22-19 or 29x22x15") : _("11-14 or 4x11x18");
}

#endif
