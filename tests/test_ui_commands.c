/*
 * test_ui_commands.c - part "keys" (issue 16): the one table of the
 * terminal game's keys (ui_commands.h): no key bound twice in a mode,
 * every command with a key and a help line, one Caps Lock rule, the help
 * page and the panel drawn from the table, and docs/ui.md's "Commands"
 * table agreeing with it.
 */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileread.h"
#include "ui_commands.h"
#include "ui_help.h"
#include "ui_keys.h"
#include "ui_screens.h"
#include "ui_state.h"

static const unsigned MODES[] = {UI_IN_BOARD,   UI_IN_WATCH,    UI_IN_HELP,  UI_IN_TEXT, UI_IN_EDITOR,
                                 UI_IN_CONFIRM, UI_IN_NEW_GAME, UI_IN_SIDES, UI_IN_FILE, UI_IN_CHOOSE,
                                 UI_IN_PICK,    UI_IN_GAME_OVER, UI_IN_TRAIN, UI_IN_PUZZLE,
                                 UI_IN_DRILL_LIST, UI_IN_DRILL};
enum { NUM_MODES = sizeof MODES / sizeof MODES[0] };

static bool row_binds(const UiKeyBinding *b, int key)
{
    for (int k = 0; k < UI_KEYS_PER_ROW && b->keys[k] != 0; k++)
        if (b->keys[k] == key)
            return true;
    return false;
}

START_TEST(no_key_is_bound_twice_in_a_mode)
{
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    ck_assert_uint_gt(n, 20);
    /* Every mode has keys, and every screen (ui_state.h's UiMode) a mode. */
    for (int m = 0; m < NUM_MODES; m++) {
        bool used = false;
        for (size_t i = 0; i < n; i++)
            used |= (t[i].modes & MODES[m]) != 0;
        ck_assert_msg(used, "mode %u has no key", MODES[m]);
    }
    for (size_t i = 0; i < n; i++) {
        ck_assert_msg(t[i].modes != 0 && (t[i].modes & ~(unsigned)UI_ALL_KEY_MODES) == 0, "row %zu: modes", i);
        ck_assert_msg(t[i].keys[0] != 0, "row %zu binds no key", i);
        for (size_t j = i + 1; j < n; j++) {
            if ((t[i].modes & t[j].modes) == 0)
                continue;
            for (int k = 0; k < UI_KEYS_PER_ROW && t[i].keys[k] != 0; k++)
                ck_assert_msg(!row_binds(&t[j], t[i].keys[k]), "key %d bound by rows %zu and %zu in one mode",
                              t[i].keys[k], i, j);
        }
    }
}
END_TEST

/* part "screens": the table of the screens (ui_screens.h) has one row
 * per screen mode, in place, each reading its keys from rows of its own
 * in the key table: no screen bypasses the key table (the exercises did). */
START_TEST(every_screen_has_its_row_and_its_keys)
{
    size_t n, rows;
    const UiScreen *screens = ui_screen_table(&n);
    const UiKeyBinding *t = ui_key_table(&rows);
    ck_assert_uint_eq(n, MODE_DRILL + 1);
    unsigned seen = 0;
    for (size_t m = 0; m < n; m++) {
        const UiScreen *s = ui_screen((UiMode)m);
        ck_assert_ptr_eq(s, &screens[m]);
        ck_assert_int_eq(s->mode, (int)m);
        ck_assert_msg(s->name != NULL && s->name[0] != '\0', "screen %zu has no name", m);
        ck_assert_msg(s->command != NULL, "screen %s runs no command", s->name);
        ck_assert_msg(s->keys != 0 && (s->keys & (s->keys - 1)) == 0, "screen %s: not one key mode", s->name);
        ck_assert_msg((seen & s->keys) == 0, "screen %s shares its key mode", s->name);
        seen |= s->keys;
        bool bound = false;
        for (size_t i = 0; i < rows; i++)
            bound |= (t[i].modes & s->keys) != 0;
        ck_assert_msg(bound, "screen %s has no row in the key table", s->name);
        /* A page replaces the board; a screen on the board may bring its
         * own panel and prompt, never both a page and those. */
        ck_assert_msg(s->page == NULL || (s->dialog == NULL && s->panel == NULL && s->prompt == NULL),
                      "screen %s is a page and paints on the board", s->name);
    }
    /* Every key mode but watching (the board's, while two engines play)
     * belongs to a screen. */
    ck_assert_uint_eq(seen | UI_IN_WATCH, (unsigned)UI_ALL_KEY_MODES);
    ck_assert_ptr_eq(ui_screen((UiMode)n), &screens[MODE_PLAY]);   /* out of range: the board */
}
END_TEST

/* part "screens": the exercises' keys are the key table's. */
START_TEST(exercise_keys_come_from_the_table)
{
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, '\n')->command, CMD_TRAIN_ENTER);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, '\r')->command, CMD_TRAIN_ENTER);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, ' ')->command, CMD_TRAIN_NEXT);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, KEY_ESC)->command, CMD_TRAIN_LEAVE);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, 'q')->command, CMD_TRAIN_LEAVE);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, 'Q')->command, CMD_TRAIN_LEAVE);   /* Caps Lock */
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, 'F')->command, CMD_FLIP);
    ck_assert_int_eq(ui_command_for(UI_IN_TRAIN, 127)->command, CMD_BACKSPACE);
    /* The answer is typed, not looked up; the board's commands do not
     * reach an exercise. */
    ck_assert_ptr_null(ui_command_for(UI_IN_TRAIN, '5'));
    ck_assert_ptr_null(ui_command_for(UI_IN_TRAIN, 'x'));
    ck_assert_ptr_null(ui_command_for(UI_IN_TRAIN, 'u'));
    ck_assert_ptr_null(ui_command_for(UI_IN_TRAIN, 'n'));
}
END_TEST

/* part "fold": the puzzles' keys are the key table's, as the exercises'
 * are (the branch "puzzleui" read them itself, bypassing the table). */
START_TEST(puzzle_keys_come_from_the_table)
{
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'z')->command, CMD_PUZZLES);
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'Z')->command, CMD_PUZZLES);   /* Caps Lock */
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, '\n')->command, CMD_PUZZLE_ENTER);
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, KEY_ENTER)->command, CMD_PUZZLE_ENTER);
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, ' ')->command, CMD_PUZZLE_NEXT);
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, KEY_ESC)->command, CMD_PUZZLE_LEAVE);
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, 'Q')->command, CMD_PUZZLE_LEAVE);   /* Caps Lock */
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, 'f')->command, CMD_FLIP);
    ck_assert_int_eq(ui_command_for(UI_IN_PUZZLE, KEY_BACKSPACE)->command, CMD_BACKSPACE);
    /* The moves are typed; no hint, no take-back, no board command. */
    ck_assert_ptr_null(ui_command_for(UI_IN_PUZZLE, '5'));
    ck_assert_ptr_null(ui_command_for(UI_IN_PUZZLE, 'x'));
    ck_assert_ptr_null(ui_command_for(UI_IN_PUZZLE, 'h'));
    ck_assert_ptr_null(ui_command_for(UI_IN_PUZZLE, 'u'));
    ck_assert_ptr_null(ui_command_for(UI_IN_PUZZLE, 'z'));
    /* Its row paints its own highlights and shows no cursor. */
    const UiScreen *s = ui_screen(MODE_PUZZLE);
    ck_assert_uint_eq(s->keys, UI_IN_PUZZLE);
    ck_assert(s->marks != NULL);
    ck_assert(s->position != NULL);
    ck_assert_uint_eq(s->flags & (UI_SCREEN_CURSOR | UI_SCREEN_GAME_MARKS), 0);
}
END_TEST

/* part "fold": the drills' two screens read their keys from the table:
 * the ladder (a page) and a drill on the board, each its own mode; k and z
 * open them from the board without sharing a key. */
START_TEST(drill_keys_come_from_the_table)
{
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'k')->command, CMD_DRILLS);
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'K')->command, CMD_DRILLS);   /* Caps Lock */
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, KEY_UP)->command, CMD_DRILL_UP);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, KEY_DOWN)->command, CMD_DRILL_DOWN);
    for (int k = '1'; k <= '9'; k++)
        ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, k)->command, CMD_DRILL_NUMBER);
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL_LIST, '0'));
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, '\r')->command, CMD_DRILL_PLAY);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, 'B')->command, CMD_DRILL_BUILD);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, 'c')->command, CMD_DRILL_CANCEL);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, 'Q')->command, CMD_DRILL_LEAVE);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL_LIST, KEY_ESC)->command, CMD_DRILL_LEAVE);
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL_LIST, 'f'));
    /* On the board: the moves typed (no row), Enter, Space, back to the list. */
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, '\n')->command, CMD_DRILL_ENTER);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, ' ')->command, CMD_DRILL_AGAIN);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, KEY_ESC)->command, CMD_DRILL_BACK);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, 'q')->command, CMD_DRILL_BACK);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, 'F')->command, CMD_FLIP);
    ck_assert_int_eq(ui_command_for(UI_IN_DRILL, 127)->command, CMD_BACKSPACE);
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL, '5'));
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL, 'x'));
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL, 'h'));
    ck_assert_ptr_null(ui_command_for(UI_IN_DRILL, 'b'));
    /* The ladder is a page; the drill paints on the board with its own
     * position and highlights, no cursor, not the game's marks. */
    const UiScreen *list = ui_screen(MODE_DRILL_LIST), *play = ui_screen(MODE_DRILL);
    ck_assert(list->page != NULL && list->types == NULL && list->marks == NULL);
    ck_assert(play->page == NULL && play->panel != NULL && play->prompt != NULL);
    ck_assert(play->position != NULL && play->marks != NULL);
    ck_assert_uint_eq(play->flags & (UI_SCREEN_CURSOR | UI_SCREEN_GAME_MARKS), 0);
    ck_assert_uint_ne(list->keys, play->keys);
    /* The example of an unbound key (tests/ui/run.sh presses J) stays unbound. */
    ck_assert_ptr_null(ui_command_for(UI_IN_BOARD, 'j'));
}
END_TEST

START_TEST(every_command_has_a_key_and_help)
{
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    for (int c = 0; c < CMD_COUNT; c++) {
        bool bound = false;
        for (size_t i = 0; i < n; i++)
            bound |= t[i].command == (UiCommand)c;
        ck_assert_msg(bound, "command %d has no key", c);
    }
    for (size_t i = 0; i < n; i++) {
        ck_assert_msg(t[i].help != NULL && t[i].help[0] != '\0', "row %zu has no help", i);
        ck_assert_msg(t[i].section != UI_HELP_JOIN || (i > 0 && t[i - 1].section != UI_HELP_NONE),
                      "row %zu joins no line of the help page", i);
        /* A row in the panel or the compact line has words there (or
         * shares the slot of a row that has). */
        if (t[i].compact_slot > 0)
            ck_assert_msg(t[i].compact_words != NULL, "row %zu: compact line without words", i);
        if (t[i].panel_slot > 0 && t[i].panel_words == NULL) {
            bool shared = false;
            for (size_t j = 0; j < i; j++)
                shared |= t[j].panel_slot == t[i].panel_slot && t[j].panel_words != NULL;
            ck_assert_msg(shared, "row %zu: panel slot without words", i);
        }
    }
}
END_TEST

/* The Caps Lock rule: in every mode, each upper-case letter runs what
 * its lower-case letter runs, unless a row binds the upper-case letter
 * itself and its help and panel words name it (the editor's W and B,
 * kings).  No row does on the board, watching or on the two pages, so R
 * is redo there, not resign (it was resign while the help said "Caps Lock
 * does not matter"), and the help page's claim is true. */
START_TEST(caps_lock_rule_holds_for_every_letter_in_every_mode)
{
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < UI_KEYS_PER_ROW && t[i].keys[k] != 0; k++) {
            int key = t[i].keys[k];
            if (!(key >= 'A' && key <= 'Z'))
                continue;
            ck_assert_msg(t[i].modes == UI_IN_EDITOR, "row %zu binds upper-case %c outside the editor", i, key);
            ck_assert_msg(strstr(t[i].help, "upper-case") != NULL && strchr(t[i].help, key) != NULL,
                          "row %zu: its help does not say upper-case %c", i, key);
            ck_assert_msg(t[i].panel_slot > 0, "row %zu: upper-case %c not in the panel's keys", i, key);
        }
    for (int m = 0; m < NUM_MODES; m++)
        for (int c = 'a'; c <= 'z'; c++) {
            const UiKeyBinding *lower = ui_command_for(MODES[m], c), *upper = ui_command_for(MODES[m], toupper(c));
            bool own = upper != NULL && row_binds(upper, toupper(c));
            ck_assert_msg(lower == upper || own, "mode %u: %c and %c differ", MODES[m], c, toupper(c));
            ck_assert_msg(!own || MODES[m] == UI_IN_EDITOR, "mode %u binds %c itself", MODES[m], toupper(c));
        }
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'R')->command, CMD_REDO);
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'X')->command, CMD_RESIGN);
    ck_assert_int_eq(ui_command_for(UI_IN_BOARD, 'Q')->command, CMD_QUIT);
    ck_assert_int_eq(ui_command_for(UI_IN_WATCH, 'Q')->command, CMD_QUIT_NOW);
    ck_assert_int_eq(ui_command_for(UI_IN_WATCH, 'F')->command, CMD_FLIP);
    ck_assert_int_eq(ui_command_for(UI_IN_TEXT, 'G')->command, CMD_TEXT_COPY_PDN);
    ck_assert_int_eq(ui_command_for(UI_IN_EDITOR, 'W')->command, CMD_EDIT_WHITE_KING);
    ck_assert_int_eq(ui_command_for(UI_IN_EDITOR, 'X')->command, CMD_EDIT_EMPTY);
    ck_assert_int_eq(ui_command_for(UI_IN_EDITOR, 'C')->command, CMD_EDIT_CLEAR);
    /* Unbound: nothing on the board, a pause when watching. */
    ck_assert_ptr_null(ui_command_for(UI_IN_BOARD, 'J'));   /* part "puzzleui": z opens a puzzle */
    ck_assert_int_eq(ui_command_for(UI_IN_WATCH, 'J')->command, CMD_PAUSE);
    ck_assert_int_eq(ui_command_for(UI_IN_HELP, 'r')->command, CMD_BACK_TO_GAME);
    ck_assert_int_eq(ui_command_for(UI_IN_CONFIRM, 'Y')->command, CMD_YES);
    ck_assert_int_eq(ui_command_for(UI_IN_NEW_GAME, 'B')->command, CMD_PLAY_BLACK);
    ck_assert_ptr_null(ui_command_for(UI_IN_SIDES, 'o'));   /* a loaded game has no opening to choose */
    ck_assert_ptr_null(ui_command_for(UI_IN_FILE, 'a'));    /* typed into the name */
}
END_TEST

/* The help page, in one string: its rows, a line per row. */
static void help_text(char *out, size_t size)
{
    HelpRow *rows = malloc(UI_HELP_MAX_ROWS * sizeof *rows);
    ck_assert_ptr_nonnull(rows);
    int count = ui_help_wrap(200, rows, UI_HELP_MAX_ROWS);
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        strncat(out, rows[i].text, size - strlen(out) - 2);
        strcat(out, "\n");
    }
    free(rows);
}

START_TEST(help_page_and_panel_come_from_the_table)
{
    static char help[32768];
    help_text(help, sizeof help);
    ck_assert_ptr_nonnull(strstr(help, "COMMANDS (letters; Caps Lock does not matter)"));
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    int listed = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i].section == UI_HELP_NONE)
            continue;
        char label[UI_KEY_LABEL_SIZE], line[512];
        ui_key_label(&t[i], label, sizeof label);
        bool joins = t[i].section == UI_HELP_JOIN;
        snprintf(line, sizeof line, "%s%s  %s", joins ? "; " : "\n  ", label, t[i].help);
        ck_assert_msg(strstr(help, line) != NULL, "not on the help page: %s", line);
        listed++;
    }
    ck_assert_int_ge(listed, 20);
    ck_assert_ptr_nonnull(strstr(help, "  ? or F1  this help\n"));
    ck_assert_ptr_nonnull(strstr(help, "  PgUp or <  one ply back; PgDn or >  one ply forward\n"));
    ck_assert_ptr_null(strstr(help, "also R"));

    /* The panel's key list: two aligned columns, every slot once. */
    char line[UI_PANEL_KEY_LINE_SIZE];
    ck_assert_int_eq(ui_panel_key_lines(UI_IN_BOARD), 7);
    ck_assert(ui_panel_key_line(UI_IN_BOARD, 0, line, sizeof line));
    ck_assert_str_eq(line, "n new game    u undo");
    ck_assert(ui_panel_key_line(UI_IN_BOARD, 4, line, sizeof line));
    ck_assert_str_eq(line, "d offer draw  x resign");
    ck_assert(ui_panel_key_line(UI_IN_BOARD, 5, line, sizeof line));
    ck_assert_str_eq(line, "a analyse     < > look back");
    ck_assert(ui_panel_key_line(UI_IN_BOARD, 6, line, sizeof line));
    ck_assert_str_eq(line, "? help        q quit");
    ck_assert(!ui_panel_key_line(UI_IN_BOARD, 7, line, sizeof line));
    ui_compact_key_line(line, sizeof line, 80);
    ck_assert_str_eq(line, "? help q quit n new u undo");
    /* part words16: only whole entries where the line is short */
    ui_compact_key_line(line, sizeof line, 25);
    ck_assert_str_eq(line, "? help q quit n new");
    ui_compact_key_line(line, sizeof line, 26);
    ck_assert_str_eq(line, "? help q quit n new u undo");
    ui_compact_key_line(line, sizeof line, 3);
    ck_assert_str_eq(line, "");

    /* The editor's: a cell a line, the words in one column. */
    static const char *const EDITOR[] = {"w b   White / Black man",       "W B   White / Black king",
                                         "x .   empty the square",        "Tab   side to move",
                                         "c i   clear / start position", "Enter play   Esc cancel"};
    ck_assert_int_eq(ui_panel_key_lines(UI_IN_EDITOR), 6);
    for (int i = 0; i < 6; i++) {
        ck_assert(ui_panel_key_line(UI_IN_EDITOR, i, line, sizeof line));
        ck_assert_str_eq(line, EDITOR[i]);
    }
    ck_assert(!ui_panel_key_line(UI_IN_EDITOR, 6, line, sizeof line));
}
END_TEST

START_TEST(key_names_go_both_ways)
{
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < UI_KEYS_PER_ROW && t[i].keys[k] != 0; k++) {
            if (t[i].keys[k] == UI_KEY_ANY)
                continue;
            char name[UI_KEY_LABEL_SIZE];
            int back = ui_key_from_name(ui_key_name(t[i].keys[k], name, sizeof name));
            /* Enter and Backspace are several codes: the name gives one of them. */
            const UiKeyBinding *same = ui_command_for(UI_IN_BOARD, back);
            ck_assert_msg(back == t[i].keys[k] || (same != NULL && row_binds(same, t[i].keys[k])), "key %s",
                          name);
        }
    ck_assert_int_eq(ui_key_from_name("PgUp"), ui_command_for(UI_IN_BOARD, '<')->keys[0]);
    ck_assert_int_eq(ui_key_from_name("Ctrl-L"), 12);
    ck_assert_int_eq(ui_key_from_name("Shift"), 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* docs/ui.md's "Commands" table.                                      */

enum { DOC_MAX_KEYS = 16 };

/* The keys a doc row's first cell names ("`x`", "PgUp PgDn, `<` `>`",
 * "`?` or F1"); false when it names something that is not a key. */
static bool doc_row_keys(const char *cell, int *keys, int *count, char *bad, size_t badsize)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", cell);
    *count = 0;
    for (char *save = NULL, *tok = strtok_r(copy, " ,", &save); tok != NULL; tok = strtok_r(NULL, " ,", &save)) {
        if (strcmp(tok, "or") == 0)
            continue;
        size_t len = strlen(tok);
        if (len >= 3 && tok[0] == '`' && tok[len - 1] == '`') {
            tok[len - 1] = '\0';
            tok++;
        }
        int key = ui_key_from_name(tok);
        if (key == 0 || *count == DOC_MAX_KEYS) {
            snprintf(bad, badsize, "%s", tok);
            return false;
        }
        keys[(*count)++] = key;
    }
    return *count > 0;
}

static bool in_keys(const int *keys, int count, int key)
{
    for (int i = 0; i < count; i++)
        if (keys[i] == key)
            return true;
    return false;
}

/* One doc row: its keys run commands of the help page, and name every
 * key of those commands (so "`x` or `R`" fails: R runs redo, whose key
 * r the row does not name). */
static void check_doc_row(const char *line, const UiKeyBinding **seen, int *nseen)
{
    char cell[256], bad[64];
    const char *end = strchr(line + 2, '|');
    ck_assert_ptr_nonnull(end);
    snprintf(cell, sizeof cell, "%.*s", (int)(end - line - 2), line + 2);
    int keys[DOC_MAX_KEYS], count;
    ck_assert_msg(doc_row_keys(cell, keys, &count, bad, sizeof bad), "docs/ui.md: '%s' is not a key (%s)", bad,
                  line);
    for (int i = 0; i < count; i++) {
        const UiKeyBinding *b = ui_command_for(UI_IN_BOARD, keys[i]);
        ck_assert_msg(b != NULL && b->section != UI_HELP_NONE, "docs/ui.md: %s runs no command of the help page",
                      cell);
        for (int k = 0; k < UI_KEYS_PER_ROW && b->keys[k] != 0; k++)
            ck_assert_msg(in_keys(keys, count, b->keys[k]), "docs/ui.md: row '%s' does not name key %d of its command",
                          cell, b->keys[k]);
        seen[(*nseen)++] = b;
    }
}

START_TEST(docs_key_table_agrees_with_the_table)
{
    char *doc = NULL, err[256];
    FileProblem why;
    size_t size;
    ck_assert_msg(file_read_all("docs/ui.md", 1 << 20, &doc, &size, &why) == FILE_READ_OK,
                  "docs/ui.md (run from the source tree): %s", err);
    const char *section = strstr(doc, "\n## Commands\n");
    ck_assert_ptr_nonnull(section);
    const char *p = strstr(section, "\n| key | does |\n| --- | --- |\n");
    ck_assert_ptr_nonnull(p);
    p = strchr(p + 1, '\n');
    p = strchr(p + 1, '\n') + 1;
    size_t n;
    const UiKeyBinding *t = ui_key_table(&n);
    const UiKeyBinding **seen = malloc(4 * n * sizeof *seen);
    ck_assert_ptr_nonnull(seen);
    int nseen = 0, rows = 0;
    while (strncmp(p, "| ", 2) == 0 && nseen + DOC_MAX_KEYS < (int)(4 * n)) {
        char line[2048];
        const char *nl = strchr(p, '\n');
        snprintf(line, sizeof line, "%.*s", (int)(nl != NULL ? nl - p : (long)strlen(p)), p);
        check_doc_row(line, seen, &nseen);
        rows++;
        if (nl == NULL)
            break;
        p = nl + 1;
    }
    ck_assert_int_ge(rows, 15);
    /* And every command of the help page has its row. */
    for (size_t i = 0; i < n; i++) {
        if (t[i].section == UI_HELP_NONE)
            continue;
        bool documented = false;
        for (int j = 0; j < nseen; j++)
            documented |= seen[j] == &t[i];
        char label[UI_KEY_LABEL_SIZE];
        ui_key_label(&t[i], label, sizeof label);
        ck_assert_msg(documented, "docs/ui.md's Commands table lacks %s (%s)", label, t[i].help);
    }
    free(seen);
    free(doc);
}
END_TEST

Suite *ui_commands_suite(void)
{
    Suite *s = suite_create("ui_commands");
    TCase *tc = tcase_create("ui_commands");
    tcase_add_test(tc, no_key_is_bound_twice_in_a_mode);
    tcase_add_test(tc, every_command_has_a_key_and_help);
    tcase_add_test(tc, caps_lock_rule_holds_for_every_letter_in_every_mode);
    tcase_add_test(tc, help_page_and_panel_come_from_the_table);
    tcase_add_test(tc, key_names_go_both_ways);
    tcase_add_test(tc, docs_key_table_agrees_with_the_table);
    tcase_add_test(tc, every_screen_has_its_row_and_its_keys);   /* part "screens" */
    tcase_add_test(tc, exercise_keys_come_from_the_table);
    tcase_add_test(tc, puzzle_keys_come_from_the_table);   /* part "fold" */
    tcase_add_test(tc, drill_keys_come_from_the_table);    /* part "fold" */
    suite_add_tcase(s, tc);
    return s;
}
