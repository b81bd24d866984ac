/*
 * ui_commands.c - the table of the keys and its look-ups (ui_commands.h).
 */
#include "ui_commands.h"

#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "ui_keys.h"
#include "ui_state.h"
#include "ui_text.h"

/* Backspace arrives as any of three codes (ui_keys.c, is_backspace). */
enum { K_BS = 8, K_DEL = 127 };

#define GAME (UI_IN_BOARD | UI_IN_WATCH)

/* The order of the rows is the order of the help page's lines. */
static const UiKeyBinding TABLE[] = {
    /* keys                    modes        command          help                                section */
    {{'n'}, GAME, CMD_NEW_GAME, N_("new game: colour and level"), UI_HELP_COMMANDS, 1, N_("new game"), 3, N_("new")},
    {{'u'}, UI_IN_BOARD, CMD_UNDO, N_("undo your last move (or a resignation, a draw)"), UI_HELP_COMMANDS, 2,
     N_("undo"), 4, N_("undo")},
    {{'r'}, UI_IN_BOARD, CMD_REDO, N_("redo"), UI_HELP_COMMANDS, 3, N_("redo"), 0, NULL},
    {{'h'}, UI_IN_BOARD, CMD_HINT, N_("hint: the engine's suggestion"), UI_HELP_COMMANDS, 4, N_("hint"), 0, NULL},
    {{'f'}, GAME | UI_IN_TRAIN | UI_IN_PUZZLE | UI_IN_DRILL, CMD_FLIP, N_("flip the board"), UI_HELP_COMMANDS, 5, N_("flip"), 0,
     NULL},
    {{'t'}, UI_IN_BOARD, CMD_NUMBERS, N_("square numbers on / off"), UI_HELP_COMMANDS, 6, N_("numbers"), 0, NULL},
    {{'s'}, UI_IN_BOARD, CMD_SAVE, N_("save the game as PDN"), UI_HELP_COMMANDS, 7, N_("save"), 0, NULL},
    {{'l'}, UI_IN_BOARD, CMD_LOAD, N_("load a PDN game"), UI_HELP_COMMANDS, 8, N_("load"), 0, NULL},
    {{'d'}, UI_IN_BOARD, CMD_DRAW, N_("offer a draw"), UI_HELP_COMMANDS, 9, N_("offer draw"), 0, NULL},
    {{'x'}, UI_IN_BOARD, CMD_RESIGN, N_("resign"), UI_HELP_COMMANDS,
     10, N_("resign"), 0, NULL},
    {{'b'}, UI_IN_BOARD, CMD_EDITOR,
     N_("set the board up: square numbers or the cursor, then w b (men) W B (kings) x (empty); Tab side to move; "
        "Enter plays"),
     UI_HELP_COMMANDS, 0, NULL, 0, NULL},
    {{'w'}, UI_IN_BOARD, CMD_EXERCISES, N_("the exercises due today, made of your mistakes"), UI_HELP_COMMANDS, 0,
     NULL, 0, NULL},
    /* part "puzzleui" */
    {{'z'}, UI_IN_BOARD, CMD_PUZZLES, N_("a puzzle (tiro) near your puzzle rating: play the winning line"),
     UI_HELP_COMMANDS, 0, NULL, 0, NULL},
    /* part "drillui" (issue 17) */
    {{'k'}, UI_IN_BOARD, CMD_DRILLS, N_("the endgame drills: the federation's ladder"), UI_HELP_COMMANDS, 0, NULL, 0,
     NULL},
    {{'?', KEY_F(1)}, GAME, CMD_HELP, N_("this help"), UI_HELP_COMMANDS, 13, N_("help"), 1, N_("help")},
    {{'q'}, UI_IN_BOARD, CMD_QUIT, N_("quit (Ctrl-C saves the game for the next start)"), UI_HELP_COMMANDS, 14,
     N_("quit"), 2, N_("quit")},
    {{KEY_CTRL_L}, UI_IN_BOARD, CMD_REPAINT, N_("repaint the screen"), UI_HELP_COMMANDS, 0, NULL, 0, NULL},

    /* Looking back and the analysis. */
    {{KEY_PPAGE, '<'}, UI_IN_BOARD, CMD_REVIEW_BACK, N_("one ply back"), UI_HELP_LOOKING_BACK, 12, N_("look back"), 0,
     NULL},
    {{KEY_NPAGE, '>'}, UI_IN_BOARD, CMD_REVIEW_FORWARD, N_("one ply forward"), UI_HELP_JOIN, 12, NULL, 0,
     NULL},
    {{KEY_HOME}, UI_IN_BOARD, CMD_REVIEW_START, N_("the start position"), UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{KEY_END}, UI_IN_BOARD, CMD_REVIEW_END, N_("back to the game's position"), UI_HELP_JOIN, 0, NULL, 0,
     NULL},
    {{'c'}, UI_IN_BOARD, CMD_PLAY_ON, N_("play on from the position shown (later moves dropped, after a yes)"),
     UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{'a'}, UI_IN_BOARD, CMD_ANALYSE, N_("analyse the game in the background; play or look on meanwhile"),
     UI_HELP_LOOKING_BACK, 11, N_("analyse"), 0, NULL},
    {{'m'}, UI_IN_BOARD, CMD_NEXT_MARK, N_("the next marked move ?! ? ??: its loss, the reply that punishes it"),
     UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{'o'}, UI_IN_BOARD, CMD_MARKS, N_("marks of your own moves only (against the engine) / of both sides"),
     UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{'e'}, UI_IN_BOARD, CMD_ENGINE_INFO, N_("the engine's evaluation and line during play: shown / hidden (remembered)"),
     UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{'p'}, UI_IN_BOARD, CMD_TEXT_PAGE, N_("the position as FEN and the game as PDN (f, g copy them on that page)"),
     UI_HELP_LOOKING_BACK, 0, NULL, 0, NULL},
    {{'y'}, UI_IN_BOARD, CMD_COPY_FEN, N_("copy the FEN of the position shown"), UI_HELP_LOOKING_BACK, 0, NULL, 0,
     NULL},

    /* The move prompt and the cursor: the help page's MOVES text tells them. */
    {{'\n', '\r', KEY_ENTER}, UI_IN_BOARD, CMD_ENTER, N_("play the move typed, or act on the cursor's square"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{' '}, UI_IN_BOARD, CMD_MOVE_NOW, N_("the engine's move now (with nothing typed)"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_ESC}, UI_IN_BOARD, CMD_CLEAR, N_("clear the move typed, the selection, the premove"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_BACKSPACE, K_DEL, K_BS}, UI_IN_BOARD | UI_IN_EDITOR | UI_IN_TRAIN | UI_IN_PUZZLE | UI_IN_DRILL,
     CMD_BACKSPACE, N_("delete the last character typed"), UI_HELP_NONE, 0,
     NULL, 0, NULL},
    {{KEY_UP}, UI_IN_BOARD | UI_IN_EDITOR, CMD_CURSOR_UP, N_("move the cursor up"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_BOARD | UI_IN_EDITOR, CMD_CURSOR_DOWN, N_("move the cursor down"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_LEFT}, UI_IN_BOARD | UI_IN_EDITOR, CMD_CURSOR_LEFT, N_("move the cursor left"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_RIGHT}, UI_IN_BOARD | UI_IN_EDITOR, CMD_CURSOR_RIGHT, N_("move the cursor right"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* Watching two engines: q quits at once, any key not above pauses. */
    {{'q'}, UI_IN_WATCH, CMD_QUIT_NOW, N_("quit at once"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{UI_KEY_ANY}, UI_IN_WATCH, CMD_PAUSE, N_("pause, or go on"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* The help page scrolls (a short terminal cannot show it all). */
    {{KEY_UP}, UI_IN_HELP, CMD_HELP_UP, N_("scroll up a line"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_HELP, CMD_HELP_DOWN, N_("scroll down a line"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_PPAGE}, UI_IN_HELP, CMD_HELP_PAGE_UP, N_("scroll up a page"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_NPAGE}, UI_IN_HELP, CMD_HELP_PAGE_DOWN, N_("scroll down a page"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{UI_KEY_ANY}, UI_IN_HELP, CMD_BACK_TO_GAME, N_("back to the game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* The FEN / PDN page. */
    {{KEY_UP}, UI_IN_TEXT, CMD_TEXT_UP, N_("scroll up a line"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_TEXT, CMD_TEXT_DOWN, N_("scroll down a line"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_PPAGE}, UI_IN_TEXT, CMD_TEXT_PAGE_UP, N_("scroll up a page"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_NPAGE}, UI_IN_TEXT, CMD_TEXT_PAGE_DOWN, N_("scroll down a page"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'f'}, UI_IN_TEXT, CMD_TEXT_COPY_FEN, N_("copy the FEN"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'g'}, UI_IN_TEXT, CMD_TEXT_COPY_PDN, N_("copy the game"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{UI_KEY_ANY}, UI_IN_TEXT, CMD_BACK_TO_GAME, N_("back to the game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* The position editor: digits, space and comma type squares first;
     * W and B bind their upper-case letters themselves (kings). */
    {{'w'}, UI_IN_EDITOR, CMD_EDIT_WHITE_MAN, N_("a White man on the squares typed, or on the cursor's"), UI_HELP_NONE,
     1, N_("White / Black man"), 0, NULL},
    {{'b'}, UI_IN_EDITOR, CMD_EDIT_BLACK_MAN, N_("a Black man on the squares typed, or on the cursor's"), UI_HELP_NONE,
     1, NULL, 0, NULL},
    {{'W'}, UI_IN_EDITOR, CMD_EDIT_WHITE_KING, N_("a White king (upper-case W) on the squares typed, or on the cursor's"),
     UI_HELP_NONE, 2, N_("White / Black king"), 0, NULL},
    {{'B'}, UI_IN_EDITOR, CMD_EDIT_BLACK_KING, N_("a Black king (upper-case B) on the squares typed, or on the cursor's"),
     UI_HELP_NONE, 2, NULL, 0, NULL},
    {{'x', '.', KEY_DC}, UI_IN_EDITOR, CMD_EDIT_EMPTY, N_("empty the squares typed, or the cursor's"), UI_HELP_NONE, 3,
     N_("empty the square"), 0, NULL},
    {{'\t'}, UI_IN_EDITOR, CMD_EDIT_SIDE, N_("change the side to move"), UI_HELP_NONE, 4, N_("side to move"), 0, NULL},
    {{'c'}, UI_IN_EDITOR, CMD_EDIT_CLEAR, N_("clear the board"), UI_HELP_NONE, 5, N_("clear / start position"), 0,
     NULL},
    {{'i'}, UI_IN_EDITOR, CMD_EDIT_START, N_("the start position"), UI_HELP_NONE, 5, NULL, 0, NULL},
    {{'\n', '\r', KEY_ENTER}, UI_IN_EDITOR, CMD_EDIT_PLAY, N_("play from the set-up: a new game with the same players"),
     UI_HELP_NONE, 6, N_("play"), 0, NULL},
    {{KEY_ESC}, UI_IN_EDITOR, CMD_EDIT_LEAVE, N_("leave the editor; the game is as it was"), UI_HELP_NONE, 6,
     N_("cancel"), 0, NULL},

    /* A yes/no question; q answers yes to "Quit?" (q twice quits). */
    {{'y'}, UI_IN_CONFIRM, CMD_YES, N_("yes"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'n', KEY_ESC}, UI_IN_CONFIRM, CMD_NO, N_("no"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'q'}, UI_IN_CONFIRM, CMD_QUIT_AGAIN, N_("yes, when the question is whether to quit"), UI_HELP_NONE, 0, NULL, 0,
     NULL},

    /* The new-game dialog, and the side to take after a load. */
    {{'w'}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_PLAY_WHITE, N_("play White"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'b'}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_PLAY_BLACK, N_("play Black"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_LEFT, KEY_RIGHT, '\t', ' '}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_SWAP_COLOUR, N_("the other colour"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_UP, '+', '='}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_LEVEL_UP, N_("a level up"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN, '-'}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_LEVEL_DOWN, N_("a level down"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{'1', '2', '3', '4', '5', '6', '7', '8', '9'}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_LEVEL_DIGIT, N_("that level"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'0'}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_LEVEL_MAX, N_("level 10"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'o'}, UI_IN_NEW_GAME, CMD_BALLOT, N_("the start position or a random ballot"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'\n', '\r', KEY_ENTER}, UI_IN_NEW_GAME | UI_IN_SIDES, CMD_START_GAME, N_("start"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_ESC, 'q'}, UI_IN_NEW_GAME, CMD_NO_NEW_GAME, N_("no new game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* A file name: any other character is typed. */
    {{'\n', '\r', KEY_ENTER}, UI_IN_FILE, CMD_FILE_DONE, N_("save or load"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_ESC}, UI_IN_FILE, CMD_FILE_CANCEL, N_("cancel"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_BACKSPACE, K_DEL, K_BS}, UI_IN_FILE, CMD_FILE_BACKSPACE, N_("delete the last character"), UI_HELP_NONE, 0,
     NULL, 0, NULL},
    {{KEY_CTRL_U}, UI_IN_FILE, CMD_FILE_CLEAR, N_("clear the name"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* Several captures end on the square chosen. */
    {{'1', '2', '3', '4', '5', '6', '7', '8', '9'}, UI_IN_CHOOSE, CMD_CHOICE_DIGIT, N_("the capture of that number"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_UP}, UI_IN_CHOOSE, CMD_CHOICE_UP, N_("the capture above"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_CHOOSE, CMD_CHOICE_DOWN, N_("the capture below"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'\n', '\r', KEY_ENTER}, UI_IN_CHOOSE, CMD_CHOICE_PLAY, N_("play the capture marked"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_ESC}, UI_IN_CHOOSE, CMD_CHOICE_CANCEL, N_("play none"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* A file's games. */
    {{KEY_UP}, UI_IN_PICK, CMD_PICK_UP, N_("the game above"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_PICK, CMD_PICK_DOWN, N_("the game below"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_PPAGE}, UI_IN_PICK, CMD_PICK_PAGE_UP, N_("a page up"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_NPAGE}, UI_IN_PICK, CMD_PICK_PAGE_DOWN, N_("a page down"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_HOME}, UI_IN_PICK, CMD_PICK_FIRST, N_("the first game"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_END}, UI_IN_PICK, CMD_PICK_LAST, N_("the last game"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'\n', '\r', KEY_ENTER}, UI_IN_PICK, CMD_PICK_LOAD, N_("load the game marked"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_ESC, 'q'}, UI_IN_PICK, CMD_PICK_CANCEL, N_("load none"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* The result box: any other key closes it and does its board command. */
    {{KEY_ESC, ' ', '\n', '\r', KEY_ENTER}, UI_IN_GAME_OVER, CMD_CLOSE_BOX, N_("look at the board"), UI_HELP_NONE, 0,
     NULL, 0, NULL},
    {{UI_KEY_ANY}, UI_IN_GAME_OVER, CMD_BOX_THEN_BOARD, N_("the key's command on the board"), UI_HELP_NONE, 0, NULL, 0,
     NULL},

    /* part "screens": an exercise; digits, '-' and 'x' type the answer
     * first, f (flip) and Backspace are the rows above. */
    {{'\n', '\r', KEY_ENTER}, UI_IN_TRAIN, CMD_TRAIN_ENTER, N_("judge the move typed; once judged, the next exercise"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{' '}, UI_IN_TRAIN, CMD_TRAIN_NEXT, N_("the next exercise, once the move is judged"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_ESC, 'q'}, UI_IN_TRAIN, CMD_TRAIN_LEAVE, N_("back to the game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* part "puzzleui": a puzzle; digits, '-' and 'x' type the solver's
     * move first, f (flip) and Backspace are the rows above. */
    {{'\n', '\r', KEY_ENTER}, UI_IN_PUZZLE, CMD_PUZZLE_ENTER,
     N_("play the move typed; once the attempt is over, the next puzzle"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{' '}, UI_IN_PUZZLE, CMD_PUZZLE_NEXT, N_("the next puzzle, once the attempt is over"), UI_HELP_NONE, 0, NULL, 0,
     NULL},
    {{KEY_ESC, 'q'}, UI_IN_PUZZLE, CMD_PUZZLE_LEAVE, N_("back to the game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* part "fold" (drillui): the drills' ladder, a page of its own. */
    {{KEY_UP}, UI_IN_DRILL_LIST, CMD_DRILL_UP, N_("the drill above"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{KEY_DOWN}, UI_IN_DRILL_LIST, CMD_DRILL_DOWN, N_("the drill below"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'1', '2', '3', '4', '5', '6', '7', '8', '9'}, UI_IN_DRILL_LIST, CMD_DRILL_NUMBER, N_("the drill of that number"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'\n', '\r', KEY_ENTER}, UI_IN_DRILL_LIST, CMD_DRILL_PLAY,
     N_("play the drill chosen: a position from the databases"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'b'}, UI_IN_DRILL_LIST, CMD_DRILL_BUILD, N_("build the endgame databases the drills need, in the background"),
     UI_HELP_NONE, 0, NULL, 0, NULL},
    {{'c'}, UI_IN_DRILL_LIST, CMD_DRILL_CANCEL, N_("cancel the build of the endgame databases"), UI_HELP_NONE, 0, NULL,
     0, NULL},
    {{KEY_ESC, 'q'}, UI_IN_DRILL_LIST, CMD_DRILL_LEAVE, N_("back to the game"), UI_HELP_NONE, 0, NULL, 0, NULL},

    /* part "fold" (drillui): a drill on the board; digits, '-' and 'x'
     * type the move first, f (flip) and Backspace are the rows above. */
    {{'\n', '\r', KEY_ENTER}, UI_IN_DRILL, CMD_DRILL_ENTER,
     N_("play the move typed; once the drill is over, another position"), UI_HELP_NONE, 0, NULL, 0, NULL},
    {{' '}, UI_IN_DRILL, CMD_DRILL_AGAIN, N_("another position of the drill, once it is over"), UI_HELP_NONE, 0, NULL,
     0, NULL},
    {{KEY_ESC, 'q'}, UI_IN_DRILL, CMD_DRILL_BACK, N_("back to the list of drills"), UI_HELP_NONE, 0, NULL, 0, NULL},
};
enum { TABLE_ROWS = sizeof TABLE / sizeof TABLE[0] };

const UiKeyBinding *ui_key_table(size_t *count)
{
    *count = TABLE_ROWS;
    return TABLE;
}

static bool binds(const UiKeyBinding *b, int key)
{
    for (int i = 0; i < UI_KEYS_PER_ROW && b->keys[i] != 0; i++)
        if (b->keys[i] == key)
            return true;
    return false;
}

static const UiKeyBinding *exact(unsigned mode, int key)
{
    for (size_t i = 0; i < TABLE_ROWS; i++)
        if ((TABLE[i].modes & mode) && binds(&TABLE[i], key))
            return &TABLE[i];
    return NULL;
}

const UiKeyBinding *ui_command_for(unsigned mode, int key)
{
    const UiKeyBinding *b = exact(mode, key);
    /* The Caps Lock rule (ui_commands.h). */
    if (b == NULL && key >= 'A' && key <= 'Z')
        b = exact(mode, tolower(key));
    return b != NULL ? b : exact(mode, UI_KEY_ANY);
}

/* ------------------------------------------------------------------ */
/* Key names.                                                          */

typedef struct KeyName {
    int key;
    const char *name;
} KeyName;

/* Names are the keys' labels, the same in every language. */
static const KeyName NAMES[] = {
    {'\n', "Enter"},     {'\r', "Enter"},     {KEY_ENTER, "Enter"}, {' ', "Space"},     {KEY_ESC, "Esc"},
    {KEY_BACKSPACE, "Backspace"}, {K_DEL, "Backspace"}, {K_BS, "Backspace"}, {KEY_CTRL_L, "Ctrl-L"},
    {KEY_UP, "Up"},      {KEY_DOWN, "Down"},  {KEY_LEFT, "Left"},   {KEY_RIGHT, "Right"}, {KEY_PPAGE, "PgUp"},
    {KEY_NPAGE, "PgDn"}, {KEY_HOME, "Home"},  {KEY_END, "End"},     {KEY_F(1), "F1"},       {'\t', "Tab"},
    {KEY_DC, "Delete"},  {KEY_CTRL_U, "Ctrl-U"},
};
enum { NUM_NAMES = sizeof NAMES / sizeof NAMES[0] };

const char *ui_key_name(int key, char *buf, size_t size)
{
    for (int i = 0; i < NUM_NAMES; i++)
        if (NAMES[i].key == key) {
            snprintf(buf, size, "%s", NAMES[i].name);
            return buf;
        }
    if (key > ' ' && key < 127)
        snprintf(buf, size, "%c", key);
    else if (key == UI_KEY_ANY)
        snprintf(buf, size, "%s", _("any other key"));
    else
        snprintf(buf, size, "#%d", key);
    return buf;
}

int ui_key_from_name(const char *name)
{
    for (int i = 0; i < NUM_NAMES; i++)
        if (strcmp(NAMES[i].name, name) == 0)
            return NAMES[i].key;
    if (name[0] > ' ' && name[0] < 127 && name[1] == '\0')
        return (unsigned char)name[0];
    return 0;
}

void ui_key_label(const UiKeyBinding *b, char *buf, size_t size)
{
    char last[UI_KEY_LABEL_SIZE] = "";
    buf[0] = '\0';
    for (int i = 0; i < UI_KEYS_PER_ROW && b->keys[i] != 0; i++) {
        char name[UI_KEY_LABEL_SIZE];
        ui_key_name(b->keys[i], name, sizeof name);
        if (strcmp(name, last) == 0)
            continue;   /* Enter is three codes, one key */
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, "%s%s", len > 0 ? " or " : "", name);
        snprintf(last, sizeof last, "%s", name);
    }
}

/* ------------------------------------------------------------------ */
/* The panel's key list and the compact key line.                     */

/* The keys the panel shows for a row: its printable ones ("x ."), else
 * the name of its first ("Tab"). */
static void panel_keys(const UiKeyBinding *b, char *buf, size_t size)
{
    char name[UI_KEY_LABEL_SIZE];
    buf[0] = '\0';
    for (int i = 0; i < UI_KEYS_PER_ROW && b->keys[i] != 0; i++)
        if (b->keys[i] > ' ' && b->keys[i] < 127) {
            size_t len = strlen(buf);
            snprintf(buf + len, size - len, "%s%c", len > 0 ? " " : "", b->keys[i]);
        }
    if (buf[0] == '\0')
        snprintf(buf, size, "%s", ui_key_name(b->keys[0], name, sizeof name));
}

static void append(char *buf, size_t size, const char *s)
{
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s", s);
}

static void pad_to(char *buf, size_t size, int columns)
{
    for (int pad = columns - ui_text_width(buf); pad > 0; pad--)
        append(buf, size, " ");
}

/* Cell slot of a mode's panel list: the keys of its rows and the first
 * row's words ("< > look back"); a later row with words of its own
 * starts a part of its own ("Enter play   Esc cancel").  The first part's
 * words start at column key_width + 1 (0: just after the keys).  False
 * when no row has that slot. */
static bool panel_cell(unsigned mode, int slot, int key_width, char *buf, size_t size)
{
    char keys[UI_KEY_LABEL_SIZE * 2] = "";
    const char *words = NULL;
    bool first_part = true;
    buf[0] = '\0';
    for (size_t i = 0; i < TABLE_ROWS; i++) {
        if (TABLE[i].panel_slot != slot || !(TABLE[i].modes & mode))
            continue;
        char these[UI_KEY_LABEL_SIZE];
        panel_keys(&TABLE[i], these, sizeof these);
        if (keys[0] != '\0' && TABLE[i].panel_words != NULL) {   /* a part of its own: close the last */
            pad_to(keys, sizeof keys, first_part ? key_width : 0);
            append(buf, size, keys);
            append(buf, size, " ");
            append(buf, size, _(words));
            append(buf, size, "   ");
            keys[0] = '\0';
            first_part = false;
        }
        if (keys[0] != '\0')
            append(keys, sizeof keys, " ");
        append(keys, sizeof keys, these);
        if (TABLE[i].panel_words != NULL)
            words = TABLE[i].panel_words;
    }
    if (keys[0] == '\0')
        return false;
    pad_to(keys, sizeof keys, first_part ? key_width : 0);
    append(buf, size, keys);
    append(buf, size, " ");
    append(buf, size, words != NULL ? _(words) : "");
    return true;
}

static int panel_cells(unsigned mode)
{
    int n = 0;
    for (size_t i = 0; i < TABLE_ROWS; i++)
        if ((TABLE[i].modes & mode) && TABLE[i].panel_slot > n)
            n = TABLE[i].panel_slot;
    return n;
}

/* The widest keys of a mode's first cell parts, for the editor's column
 * of words. */
static int panel_key_width(unsigned mode)
{
    int width = 0;
    for (size_t i = 0; i < TABLE_ROWS; i++)
        if ((TABLE[i].modes & mode) && TABLE[i].panel_slot > 0) {
            char keys[UI_KEY_LABEL_SIZE];
            panel_keys(&TABLE[i], keys, sizeof keys);
            if (ui_text_width(keys) > width)
                width = ui_text_width(keys);
        }
    return width;
}

int ui_panel_key_lines(unsigned mode)
{
    int cells = panel_cells(mode);
    return mode == UI_IN_EDITOR ? cells : (cells + 1) / 2;
}

bool ui_panel_key_line(unsigned mode, int i, char *buf, size_t size)
{
    enum { GAP = 2 };
    char left[UI_PANEL_KEY_LINE_SIZE], right[UI_PANEL_KEY_LINE_SIZE];
    if (i >= ui_panel_key_lines(mode))
        return false;
    if (mode == UI_IN_EDITOR)
        return panel_cell(mode, i + 1, panel_key_width(mode), buf, size);
    /* Two columns, the left as wide as its widest cell (in columns: the
     * words may be translated). */
    int width = 0, cells = panel_cells(mode);
    for (int slot = 1; slot <= cells; slot += 2)
        if (panel_cell(mode, slot, 0, left, sizeof left) && ui_text_width(left) > width)
            width = ui_text_width(left);
    if (!panel_cell(mode, 2 * i + 1, 0, left, sizeof left))
        left[0] = '\0';
    snprintf(buf, size, "%s", left);
    if (panel_cell(mode, 2 * i + 2, 0, right, sizeof right)) {
        pad_to(buf, size, width + GAP);
        append(buf, size, right);
    }
    return true;
}

void ui_compact_key_line(char *buf, size_t size, int width)
{
    buf[0] = '\0';
    for (int slot = 1;; slot++) {
        bool found = false;
        for (size_t i = 0; i < TABLE_ROWS; i++) {
            if (TABLE[i].compact_slot != slot)
                continue;
            char keys[UI_KEY_LABEL_SIZE], entry[UI_PANEL_KEY_LINE_SIZE];
            panel_keys(&TABLE[i], keys, sizeof keys);
            snprintf(entry, sizeof entry, "%s%s %s", buf[0] != '\0' ? " " : "", keys, _(TABLE[i].compact_words));
            /* Whole entries only: a key without its word, or a word cut, would mislead. */
            if (ui_text_width(buf) + ui_text_width(entry) > width)
                return;
            append(buf, size, entry);
            found = true;
        }
        if (!found)
            return;
    }
}
