/*
 * ui_commands.h - the one table of the terminal game's keys (issue 16,
 * part "keys"): each row binds keys, in the screen modes where they work,
 * to a command, with its help line and where that line shows (the help
 * page, the panel's key list, the compact key line).  The key handlers
 * look keys up here (ui_command_for) and the help page and the panel draw
 * their key lines from here, so a key is named in one place.
 *
 * The Caps Lock rule: an upper-case letter runs the command of its
 * lower-case letter, unless a row binds the upper-case key itself (then
 * that row's help and panel words name it).  Only the position editor has
 * such rows (W and B: kings); the board, watching and the two pages have
 * none, so "Caps Lock does not matter" on the help page is true
 * (test_ui_commands.c checks both).
 *
 * Every screen's keys are here, the dialogs', the exercises', the
 * puzzles' and the drills' too; what is typed (a move, squares in the editor, a file
 * name, an answer) is read
 * before the table by the screen shown (its `types`, ui_screens.h).  No
 * curses here: the key codes are plain ints, curses' KEY_* values filled
 * in by ui_commands.c.
 */
#ifndef DAMA_UI_COMMANDS_H
#define DAMA_UI_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>

/* Where a row works: a set of these bits. */
typedef enum {
    UI_IN_BOARD = 1 << 0,   /* the board with its prompt (playing, looking back) */
    UI_IN_WATCH = 1 << 1,   /* the board while two engines play (--watch), game not over */
    UI_IN_HELP = 1 << 2,    /* the help page */
    UI_IN_TEXT = 1 << 3,    /* the FEN / PDN page */
    UI_IN_EDITOR = 1 << 4,  /* the position editor */
    UI_IN_CONFIRM = 1 << 5, /* a yes/no question */
    UI_IN_NEW_GAME = 1 << 6, /* colour, level and opening of a new game */
    UI_IN_SIDES = 1 << 7,   /* after a load: the side to take and the level */
    UI_IN_FILE = 1 << 8,    /* a file name typed */
    UI_IN_CHOOSE = 1 << 9,  /* several capture paths end on the square chosen */
    UI_IN_PICK = 1 << 10,   /* a file's games, to pick one */
    UI_IN_GAME_OVER = 1 << 11, /* the result box */
    UI_IN_TRAIN = 1 << 12,  /* part "screens": an exercise (its answer typed, then judged) */
    UI_IN_PUZZLE = 1 << 13, /* part "puzzleui": a puzzle (its moves typed, then the verdict) */
    UI_IN_DRILL_LIST = 1 << 14, /* part "drillui": the drills' ladder, a page */
    UI_IN_DRILL = 1 << 15   /* part "drillui": a drill on the board (its moves typed) */
} UiKeyModes;
enum { UI_ALL_KEY_MODES = (1 << 16) - 1 };

typedef enum {
    /* The game (ui_board.c). */
    CMD_NEW_GAME, CMD_UNDO, CMD_REDO, CMD_HINT, CMD_FLIP, CMD_NUMBERS, CMD_SAVE, CMD_LOAD, CMD_DRAW,
    CMD_RESIGN, CMD_EDITOR, CMD_EXERCISES, CMD_PUZZLES /* part "puzzleui" */, CMD_DRILLS /* part "drillui" */,
    CMD_HELP, CMD_QUIT, CMD_REPAINT,
    CMD_ENTER, CMD_MOVE_NOW, CMD_CLEAR, CMD_BACKSPACE, CMD_CURSOR_UP, CMD_CURSOR_DOWN, CMD_CURSOR_LEFT,
    CMD_CURSOR_RIGHT,
    CMD_QUIT_NOW, CMD_PAUSE,                           /* watching */
    CMD_HELP_UP, CMD_HELP_DOWN, CMD_HELP_PAGE_UP, CMD_HELP_PAGE_DOWN, CMD_BACK_TO_GAME,
    /* Looking back, the analysis, the text page (ui_review.c). */
    CMD_REVIEW_BACK, CMD_REVIEW_FORWARD, CMD_REVIEW_START, CMD_REVIEW_END, CMD_PLAY_ON, CMD_ANALYSE,
    CMD_NEXT_MARK, CMD_MARKS, CMD_ENGINE_INFO, CMD_TEXT_PAGE, CMD_COPY_FEN,
    CMD_TEXT_UP, CMD_TEXT_DOWN, CMD_TEXT_PAGE_UP, CMD_TEXT_PAGE_DOWN, CMD_TEXT_COPY_FEN, CMD_TEXT_COPY_PDN,
    /* The position editor (ui_editor.c). */
    CMD_EDIT_WHITE_MAN, CMD_EDIT_BLACK_MAN, CMD_EDIT_WHITE_KING, CMD_EDIT_BLACK_KING, CMD_EDIT_EMPTY, CMD_EDIT_SIDE,
    CMD_EDIT_CLEAR, CMD_EDIT_START, CMD_EDIT_PLAY, CMD_EDIT_LEAVE,
    /* The dialogs (ui_confirm.c, ui_sides.c, ui_file.c, ui_choose.c, ui_pick.c, ui_game_over.c). */
    CMD_YES, CMD_NO, CMD_QUIT_AGAIN,
    CMD_PLAY_WHITE, CMD_PLAY_BLACK, CMD_SWAP_COLOUR, CMD_LEVEL_UP, CMD_LEVEL_DOWN, CMD_LEVEL_DIGIT, CMD_LEVEL_MAX,
    CMD_BALLOT, CMD_START_GAME, CMD_NO_NEW_GAME,
    CMD_FILE_DONE, CMD_FILE_CANCEL, CMD_FILE_BACKSPACE, CMD_FILE_CLEAR,
    CMD_CHOICE_DIGIT, CMD_CHOICE_UP, CMD_CHOICE_DOWN, CMD_CHOICE_PLAY, CMD_CHOICE_CANCEL,
    CMD_PICK_UP, CMD_PICK_DOWN, CMD_PICK_PAGE_UP, CMD_PICK_PAGE_DOWN, CMD_PICK_FIRST, CMD_PICK_LAST, CMD_PICK_LOAD,
    CMD_PICK_CANCEL,
    CMD_CLOSE_BOX, CMD_BOX_THEN_BOARD,
    /* The exercises (ui_train.c; part "screens"). */
    CMD_TRAIN_ENTER, CMD_TRAIN_NEXT, CMD_TRAIN_LEAVE,
    /* The puzzles (ui_puzzle.c; part "puzzleui"). */
    CMD_PUZZLE_ENTER, CMD_PUZZLE_NEXT, CMD_PUZZLE_LEAVE,
    /* The drills (ui_drill.c; part "drillui"): the ladder, a drill on the board. */
    CMD_DRILL_UP, CMD_DRILL_DOWN, CMD_DRILL_NUMBER, CMD_DRILL_PLAY, CMD_DRILL_BUILD, CMD_DRILL_CANCEL, CMD_DRILL_LEAVE,
    CMD_DRILL_ENTER, CMD_DRILL_AGAIN, CMD_DRILL_BACK,
    CMD_COUNT                                          /* the number of commands */
} UiCommand;

/* The help page's sections that list keys from the table. */
/* The help page's sections that list keys from the table; UI_HELP_JOIN:
 * on the line of the row before ("PgUp or <  one ply back; PgDn or >
 * ..."), so the page stays short. */
typedef enum { UI_HELP_NONE, UI_HELP_COMMANDS, UI_HELP_LOOKING_BACK, UI_HELP_JOIN } UiHelpSection;

enum {
    UI_KEYS_PER_ROW = 10,
    UI_KEY_ANY = -1,         /* a row for every key no other row of the mode binds */
    UI_KEY_LABEL_SIZE = 48,
    UI_PANEL_KEY_LINE_SIZE = 256
};

typedef struct UiKeyBinding {
    int keys[UI_KEYS_PER_ROW];   /* 0 ends the list early; letters lower-case (the Caps Lock rule) */
    unsigned modes;              /* UiKeyModes bits */
    UiCommand command;
    const char *help;            /* N_(): what it does, for the help page (every row has one) */
    UiHelpSection section;       /* where on the help page, or UI_HELP_NONE */
    int panel_slot;              /* place in the panel's key list of its mode (1, 2, ...), 0: not there */
    const char *panel_words;     /* N_(): its words there; a row sharing a slot without words adds its
                                  * key to the cell ("< > look back"), one with words its own part */
    int compact_slot;            /* place in the compact key line, 0: not there */
    const char *compact_words;   /* N_() */
} UiKeyBinding;

/* The table, and its number of rows. */
const UiKeyBinding *ui_key_table(size_t *count);

/* The row a key runs in a mode (one UiKeyModes bit), after the Caps Lock
 * rule, else the mode's UI_KEY_ANY row; NULL when the key does nothing. */
const UiKeyBinding *ui_command_for(unsigned mode, int key);

/* A key's name as the help writes it ("x", "PgUp", "F1", "Ctrl-L"), and
 * back (0 when not a name); the row's keys as the help page labels them
 * ("PgUp or <"). */
const char *ui_key_name(int key, char *buf, size_t size);
int ui_key_from_name(const char *name);
void ui_key_label(const UiKeyBinding *b, char *buf, size_t size);

/* The panel's key list of a mode (UI_IN_BOARD: two columns of cells;
 * UI_IN_EDITOR: a cell a line, the words aligned) and the compact key
 * line, from the table: line i (0-based) of the list into buf, false past
 * the last.  The compact line holds the entries that fit in width columns,
 * each whole. */
bool ui_panel_key_line(unsigned mode, int i, char *buf, size_t size);
int ui_panel_key_lines(unsigned mode);
void ui_compact_key_line(char *buf, size_t size, int width);

#endif
