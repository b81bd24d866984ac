/*
 * ui_help.c - the help page's text and how it wraps (ui_help.h).
 */
#include "ui_help.h"

#include <string.h>

#include "ui_text.h"

/* Lines starting with '#' are headings.  A line wider than the terminal
 * wraps at a space, its continuation indented like the line. */
static const char *const HELP_LINES[] = {
    "#MOVES",
    "  Type the squares of your move in the official numbering (1-32, shown on the board), then Enter. Backspace deletes, Esc clears.",
    "    22-19        a simple move",
    "    29x22x15     a capture: every square the piece lands on",
    "    29x15        short form, when only one capture fits",
    "  Or use the arrow keys (or click): Enter on a piece, then Enter on one of its highlighted squares.",
    "  Captures are mandatory. Among captures you must take the most pieces; then a capture by a king; then the most kings; then kings first.",
    "  Men move and capture forward only, and never capture a king.",
    "",
    "#COMMANDS (letters; Caps Lock does not matter)",
    "  n  new game: colour and level",
    "  u  undo your last move (or a resignation, a draw)",
    "  r  redo",
    "  h  hint: the engine's suggestion",
    "  f  flip the board",
    "  t  square numbers on / off",
    "  s  save the game as PDN",
    "  l  load a PDN game",
    "  d  offer a draw",
    "  x  resign (also R)",
    "  b  set the board up: square numbers or the cursor, then w b (men) W B (kings) x (empty); Tab side to move; Enter plays",
    "  ?  this help",
    "  q  quit (Ctrl-C saves the game for the next start)",
    "  While the engine thinks, Space makes it move at once; a move typed then is a premove, played when your turn comes if it is legal then (Esc drops it).",
    "",
    "#LOOKING BACK AND ANALYSIS",
    "  PgUp PgDn or < >  one ply back / forward; Home End  the start / the game's position",
    "  c  play on from the position shown (the later moves are dropped, after a yes)",
    "  a  analyse the game in the background; play or look on meanwhile",
    "  m  the next marked move ?! ? ??: its loss, the reply that punishes it",
    "  o  marks of your own moves only (against the engine) / of both sides",
    "  e  the engine's evaluation and line during play: shown / hidden (remembered)",
    "  p  the position as FEN and the game as PDN; y copies the FEN (f, g on that page)",
    "  Looking back changes nothing: moves and hints wait until End. The panel draws the analysed game's evaluation graph (up: White ahead), ^ under the position shown.",
    "",
    "#END OF THE GAME",
    "  A side with no piece or no move loses. Draws: threefold repetition, the 50-move rule (100 plies with no capture and no man move), agreement. Or a player resigns.",
    "  With clocks (--clock 5+3), a side whose time runs out loses; there are no take-backs. Watching (--watch): any key pauses.",
    "  Rated: a game against the engine from the start or a ballot; a hint, a take-back or the analysis makes it casual.",
};
enum { NUM_HELP_LINES = sizeof HELP_LINES / sizeof HELP_LINES[0], HELP_MAX_W = 76 };

int ui_help_width(int cols) { return cols - 2 < HELP_MAX_W ? cols - 2 : HELP_MAX_W; }

int ui_help_wrap(int width, HelpRow *rows, int max)
{
    int n = 0;
    for (int i = 0; i < NUM_HELP_LINES && n < max; i++) {
        const char *s = HELP_LINES[i];
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

