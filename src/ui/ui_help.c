/*
 * ui_help.c - the help page's text and how it wraps (ui_help.h).
 */
#include "ui_help.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "ui_commands.h"
#include "ui_text.h"

/* Lines starting with '#' are headings; "@N" stands for the key table's
 * rows of help section N (ui_commands.h), one line each.  A line wider
 * than the terminal wraps at a space, its continuation indented like the
 * line.  Each other line is translated where it is wrapped (the catalog
 * keeps the '#' and the leading spaces). */
static const char *const HELP_LINES[] = {
    N_("#MOVES"),
    N_("  Type the squares of your move in the official numbering (1-32, shown on the board), then Enter. Backspace deletes, Esc clears."),
    N_("    22-19        a simple move"),
    N_("    29x22x15     a capture: every square the piece lands on"),
    N_("    29x15        short form, when only one capture fits"),
    N_("  Or use the arrow keys (or click): Enter on a piece, then Enter on one of its highlighted squares."),
    N_("  Captures are mandatory. Among captures you must take the most pieces; then a capture by a king; then the most kings; then kings first."),
    N_("  Men move and capture forward only, and never capture a king."),
    "",
    N_("#COMMANDS (letters; Caps Lock does not matter)"),
    "@1",   /* the table's UI_HELP_COMMANDS rows */
    N_("  While the engine thinks, Space makes it move at once; a move typed then is a premove, played when your turn comes if it is legal then (Esc drops it)."),
    "",
    N_("#LOOKING BACK AND ANALYSIS"),
    "@2",   /* its UI_HELP_LOOKING_BACK rows */
    N_("  Looking back changes nothing: moves and hints wait until End. The panel draws the analysed game's evaluation graph (up: White ahead), ^ under the position shown."),
    "",
    N_("#END OF THE GAME"),
    N_("  A side with no piece or no move loses. Draws: threefold repetition, the 50-move rule (100 plies with no capture and no man move), agreement. Or a player resigns."),
    N_("  With clocks (--clock 5+3), a side whose time runs out loses; there are no take-backs. Watching (--watch): any key pauses."),
    N_("  Rated: a game against the engine from the start or a ballot; a hint, a take-back or the analysis makes it casual."),
};
enum { NUM_HELP_LINES = sizeof HELP_LINES / sizeof HELP_LINES[0], HELP_MAX_W = 76 };

int ui_help_width(int cols) { return cols - 2 < HELP_MAX_W ? cols - 2 : HELP_MAX_W; }

/* Line text wrapped to width into rows from rows[n]; returns the new n. */
static int wrap_line(const char *s, int width, HelpRow *rows, int n, int max)
{
    bool heading = s[0] == '#';
    s += heading;
    int indent = (int)strspn(s, " ");
    int first = 1;
    do {
        int room = width - (first ? 0 : indent);
        if (room < 8)
            room = 8;
        int take = ui_wrap_bytes(s, room);
        /* A row wider than its copy (a wide width, a translation in
         * UTF-8): what fits, in whole characters of up to 4 bytes, and
         * room for the NUL. */
        if (take >= UI_HELP_ROW_SIZE)
            take = ui_fit_bytes(s, (UI_HELP_ROW_SIZE - 1) / 4);
        HelpRow *r = &rows[n++];
        memcpy(r->text, s, (size_t)take);
        r->text[take] = '\0';
        r->bytes = take;
        r->indent = first ? 0 : indent;
        r->heading = heading;
        s += take;
        while (*s == ' ')
            s++;
        first = 0;
    } while (*s != '\0' && n < max);
    return n;
}

/* The key table's rows of one section, "  KEYS  what they do", and the
 * rows joined to them on their lines. */
static int wrap_commands(UiHelpSection section, int width, HelpRow *rows, int n, int max)
{
    size_t count;
    const UiKeyBinding *table = ui_key_table(&count);
    for (size_t i = 0; i < count && n < max; i++) {
        if (table[i].section != section)
            continue;
        char line[UI_HELP_ROW_SIZE * 4] = "";
        for (size_t j = i; j < count && (j == i || table[j].section == UI_HELP_JOIN); j++) {
            char label[UI_KEY_LABEL_SIZE];
            size_t len = strlen(line);
            ui_key_label(&table[j], label, sizeof label);
            snprintf(line + len, sizeof line - len, "%s%s  %s", j == i ? "  " : "; ", label, _(table[j].help));
        }
        n = wrap_line(line, width, rows, n, max);
    }
    return n;
}

int ui_help_wrap(int width, HelpRow *rows, int max)
{
    int n = 0;
    for (int i = 0; i < NUM_HELP_LINES && n < max; i++) {
        const char *s = HELP_LINES[i];
        if (s[0] == '@')
            n = wrap_commands((UiHelpSection)(s[1] - '0'), width, rows, n, max);
        else
            n = wrap_line(s[0] != '\0' ? _(s) : "", width, rows, n, max);   /* _("") is the catalog's header */
    }
    return n;
}

int ui_help_page_rows(int lines, int total)
{
    int y = lines >= total + 4 ? 2 : 1;
    int rows = lines - y - 2;
    return rows < 1 ? 1 : rows;
}

int ui_help_max_top(int cols, int lines)
{
    HelpRow rows[UI_HELP_MAX_ROWS];
    int total = ui_help_wrap(ui_help_width(cols), rows, UI_HELP_MAX_ROWS);
    int shown = ui_help_page_rows(lines, total);
    return total > shown ? total - shown : 0;
}

