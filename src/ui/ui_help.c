/*
 * ui_help.c - the help page's text and how it wraps (ui_help.h).
 */
#include "ui_help.h"

#include <string.h>

#include "intl.h"
#include "ui_text.h"

/* Lines starting with '#' are headings.  A line wider than the terminal
 * wraps at a space, its continuation indented like the line.  Each is
 * translated where it is wrapped (the catalog keeps the '#' and the
 * leading spaces). */
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
    N_("  n  new game: colour and level"),
    N_("  u  undo your last move (or a resignation, a draw)"),
    N_("  r  redo"),
    N_("  h  hint: the engine's suggestion"),
    N_("  f  flip the board"),
    N_("  t  square numbers on / off"),
    N_("  s  save the game as PDN"),
    N_("  l  load a PDN game"),
    N_("  d  offer a draw"),
    N_("  x  resign (also R)"),
    N_("  b  set the board up: square numbers or the cursor, then w b (men) W B (kings) x (empty); Tab side to move; Enter plays"),
    N_("  ?  this help"),
    N_("  q  quit (Ctrl-C saves the game for the next start)"),
    N_("  While the engine thinks, Space makes it move at once; a move typed then is a premove, played when your turn comes if it is legal then (Esc drops it)."),
    "",
    N_("#LOOKING BACK AND ANALYSIS"),
    N_("  PgUp PgDn or < >  one ply back / forward; Home End  the start / the game's position"),
    N_("  c  play on from the position shown (the later moves are dropped, after a yes)"),
    N_("  a  analyse the game in the background; play or look on meanwhile"),
    N_("  m  the next marked move ?! ? ??: its loss, the reply that punishes it"),
    N_("  o  marks of your own moves only (against the engine) / of both sides"),
    N_("  e  the engine's evaluation and line during play: shown / hidden (remembered)"),
    N_("  p  the position as FEN and the game as PDN; y copies the FEN (f, g on that page)"),
    N_("  Looking back changes nothing: moves and hints wait until End. The panel draws the analysed game's evaluation graph (up: White ahead), ^ under the position shown."),
    "",
    N_("#END OF THE GAME"),
    N_("  A side with no piece or no move loses. Draws: threefold repetition, the 50-move rule (100 plies with no capture and no man move), agreement. Or a player resigns."),
    N_("  With clocks (--clock 5+3), a side whose time runs out loses; there are no take-backs. Watching (--watch): any key pauses."),
    N_("  Rated: a game against the engine from the start or a ballot; a hint, a take-back or the analysis makes it casual."),
};
enum { NUM_HELP_LINES = sizeof HELP_LINES / sizeof HELP_LINES[0], HELP_MAX_W = 76 };

int ui_help_width(int cols) { return cols - 2 < HELP_MAX_W ? cols - 2 : HELP_MAX_W; }

int ui_help_wrap(int width, HelpRow *rows, int max)
{
    int n = 0;
    for (int i = 0; i < NUM_HELP_LINES && n < max; i++) {
        const char *s = HELP_LINES[i][0] != '\0' ? _(HELP_LINES[i]) : "";   /* _("") is the catalog's header */
        bool heading = s[0] == '#';
        s += heading;
        int indent = (int)strspn(s, " ");
        int first = 1;
        do {
            int room = width - (first ? 0 : indent);
            if (room < 8)
                room = 8;
            int take = ui_wrap_bytes(s, room);
            rows[n++] = (HelpRow){s, take, first ? 0 : indent, heading};
            s += take;
            while (*s == ' ')
                s++;
            first = 0;
        } while (*s != '\0' && n < max);
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

