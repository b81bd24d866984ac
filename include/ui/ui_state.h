/*
 * ui_state.h - the state of the terminal game shared by its parts: what
 * every screen shares (the session, the looks, the prompt and message
 * lines, the board's cursor), the mode shown, and each screen's own
 * state (a struct per screen, below).
 *
 *   ui.c          ui_run: the terminal's life cycle, signals, the main loop;
 *                 it computes the layout before each paint
 *   ui_screens.c  the one table of the screens (ui_screens.h): per mode its
 *                 keys, its commands, its painters
 *   ui_commands.c the one table of the keys (ui_commands.h)
 *   ui_input.c    hands each key to the screen shown
 *   ui_draw.c     paints a frame from the state (it writes nothing in Ui)
 *   ui_board.c, ui_review.c, ui_confirm.c, ui_sides.c, ui_file.c,
 *   ui_choose.c, ui_pick.c, ui_game_over.c, ui_pages.c, ui_editor.c,
 *   ui_train.c    the screens, each its keys and its painting
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
#include "review_state.h"
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
    MODE_PUZZLE,       /* part "puzzleui" (issue 17): a puzzle to solve (ui_puzzle.c) */
    MODE_DRILL_LIST,   /* part "drillui" (issue 17): the endgame drills' ladder (ui_drill.c) */
    MODE_DRILL         /* part "drillui": a drill played on the board (ui_drill.c) */
} UiMode;

typedef struct UiTrain UiTrain;   /* ui_train.c's own state */
typedef struct UiPuzzle UiPuzzle; /* part "puzzleui": ui_puzzle.c's own state */
typedef struct UiDrill UiDrill;   /* part "drillui": ui_drill.c's own state (both drill screens) */
typedef struct UiIdle UiIdle;     /* part "idle": ui_idle.c's own state */

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

/* ------------------------------------------------------------------ */
/* Each screen's own state: what its keys change and its painter reads
 * (the screens and their files: ui_screens.h). */

typedef struct HelpScreen {
    int top;                      /* the first help line shown (it scrolls when the terminal is short) */
} HelpScreen;

typedef struct TextScreen {
    int top;                      /* the first line of the FEN / PDN page shown */
} TextScreen;

typedef struct ConfirmScreen {
    ConfirmKind kind;             /* the question asked */
    HelpKind help;                /* CONFIRM_CASUAL: the help asked for */
    char save_path[UI_PATH_SIZE]; /* CONFIRM_OVERWRITE: where the save was going */
    Game resume;                  /* CONFIRM_RESUME: the autosaved game */
    bool have_resume;
    ResumeChoice resume_choice;
} ConfirmScreen;

/* The colour and level chosen, for a new game and after a load. */
typedef struct ChooseSideScreen {
    int colour;                   /* WHITE or BLACK */
    int level;
} ChooseSideScreen;

typedef struct NewGameScreen {
    bool ballot;                  /* from a random ballot opening */
    Ballots ballots;              /* read at the first ballot game (count 0 before) */
} NewGameScreen;

typedef struct FileScreen {
    FileAction action;
    char input[UI_PATH_SIZE];     /* the name typed */
} FileScreen;

typedef struct ChooseScreen {     /* several capture paths end on the square chosen */
    int n, index;
    Move moves[UI_MAX_CHOICES];
} ChooseScreen;

typedef struct PickScreen {       /* a file's games, to pick one */
    GameListing *games;           /* malloc'd */
    int n, index;
    char path[UI_PATH_SIZE];
    bool keeps_loaded;            /* --load: the first game is on the board; Esc keeps it */
} PickScreen;

typedef struct EditorScreen {
    Editor editor;                /* the position being set up; the prompt holds typed squares */
} EditorScreen;

typedef struct GameOverScreen {
    bool seen;                    /* the loop has seen the game over (the box opened) */
} GameOverScreen;

/* ------------------------------------------------------------------ */
/* The whole UI: what every screen shares (the session, the looks, the
 * prompt and message lines, the board's cursor), the mode shown, and each
 * screen's own state. */

typedef struct Ui {
    Session session;       /* the game and its rules of play */

    /* Looks. */
    bool color;            /* colour pairs are in use */
    bool unicode;          /* the locale is UTF-8 */
    bool flipped;          /* Black at the bottom */
    bool numbers;          /* square numbers on the empty dark squares */
    Layout layout;

    /* The move prompt and the message line (the board, the editor and the
     * exercises type into the prompt). */
    char prompt[UI_PROMPT_SIZE];
    char message[UI_MESSAGE_SIZE];
    NoteKind message_kind;

    /* Cursor play: arrows / mouse select a piece, then a destination. */
    bool cursor_on;
    int cursor_row, cursor_col;   /* board coordinates (0 = top row, file a) */
    int selected;                 /* 0-based square of the chosen piece, or -1 */
    MoveListHits move_hits;       /* written by the loop's paint, read by the mouse */

    UiMode mode;                  /* the screen shown (ui_screens.h's table) */
    HelpScreen help;
    TextScreen text;
    ConfirmScreen confirm;
    ChooseSideScreen sides;       /* MODE_NEW_GAME and MODE_CHOOSE_SIDE */
    NewGameScreen new_game;
    FileScreen file;
    ChooseScreen choose;
    PickScreen pick;
    EditorScreen edit;
    GameOverScreen game_over;
    UiTrain *train;               /* part "train": the exercises (NULL until w is pressed) */
    UiPuzzle *puzzle;             /* part "puzzleui": the puzzles (NULL until z is pressed) */
    UiDrill *drill;               /* part "drillui": the drills and the databases' build */
    const char *exe_path;         /* the program, where the ballots and the puzzles are looked for */
    UiIdle *idle;                 /* part "idle": the games analysed while nothing else runs (NULL: none) */

    /* Looking back, the engine's analysis, the player's settings: the
     * session layer's (review_state.h); ui_review.c says what they do. */
    ReviewState review;

    bool quit;
} Ui;

/* Two moves of the side to move, as examples of the notation. */
static inline const char *ui_example_moves(int side)
{
    return side == WHITE ? _("22-19 or 29x22x15") : _("11-14 or 4x11x18");
}

#endif
