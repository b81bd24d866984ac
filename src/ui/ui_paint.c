/*
 * ui_paint.c - what the screens' painters share (ui_paint.h).
 */
#include "ui_paint.h"

#include <langinfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "review.h"
#include "ui_text.h"
#include "words_game.h"

/* ------------------------------------------------------------------ */
/* Colours and glyphs.                                                */

/* Square backgrounds: a wooden board on 256-colour terminals, the eight
 * basic colours elsewhere. */
static const short BG_256[NUM_BGS] = {223, 137, 143, 72, 67, 133};
static const short BG_8[NUM_BGS] = {COLOR_WHITE, COLOR_GREEN, COLOR_YELLOW, COLOR_CYAN, COLOR_BLUE, COLOR_MAGENTA};

static short square_pair(SquareBg bg, SquareFg fg) { return (short)(1 + bg * NUM_FGS + fg); }

void ui_paint_init(Ui *ui, bool want_color)
{
    ui->unicode = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    ui->color = want_color && has_colors() && start_color() == OK;
    if (!ui->color)
        return;
    /* Text pairs keep the terminal's own background where it allows. */
    short plain_bg = use_default_colors() == OK ? -1 : COLOR_BLACK;
    bool rich = COLORS >= 256;
    short fg[NUM_FGS];
    fg[FG_WHITE_PIECE] = rich ? 231 : COLOR_WHITE;
    fg[FG_BLACK_PIECE] = rich ? 16 : COLOR_BLACK;
    for (int b = 0; b < NUM_BGS; b++) {
        short bg = rich ? BG_256[b] : BG_8[b];
        fg[FG_LABEL] = rich ? (b == BG_LIGHT ? 137 : 230) : COLOR_BLACK;
        for (int f = 0; f < NUM_FGS; f++)
            init_pair(square_pair((SquareBg)b, (SquareFg)f), fg[f], bg);
    }
    init_pair(PAIR_TITLE, rich ? 230 : COLOR_WHITE, rich ? 94 : COLOR_BLUE);
    init_pair(PAIR_ERROR, rich ? 203 : COLOR_RED, plain_bg);
    init_pair(PAIR_GOOD, rich ? 114 : COLOR_GREEN, plain_bg);
    init_pair(PAIR_ACCENT, rich ? 179 : COLOR_YELLOW, plain_bg);
    init_pair(PAIR_FRAME, rich ? 137 : COLOR_YELLOW, plain_bg);
    init_pair(PAIR_DIM, rich ? 245 : COLOR_WHITE, plain_bg);
}

attr_t ui_pair(const Ui *ui, int pair) { return ui->color ? COLOR_PAIR(pair) : A_NORMAL; }

/* The attribute of one thing drawn on a square.  Without colour the dark
 * squares are reverse video and highlights underline the square. */
attr_t square_attr(const Ui *ui, SquareBg bg, SquareFg fg)
{
    if (ui->color) {
        attr_t a = COLOR_PAIR(square_pair(bg, fg));
        return fg == FG_WHITE_PIECE ? a | A_BOLD : a;
    }
    attr_t a = bg == BG_LIGHT ? A_NORMAL : A_REVERSE;
    if (bg != BG_LIGHT && bg != BG_DARK)
        a |= A_BOLD;
    return fg == FG_LABEL ? a : a | A_BOLD;
}

const char *piece_glyph(const Ui *ui, int side, bool king)
{
    if (!ui->unicode)
        return side == WHITE ? (king ? "W" : "w") : (king ? "B" : "b");
    if (ui->color)
        return king ? "\u265B" : "\u25CF";                       /* ♛ ● in the side's colour */
    if (side == WHITE)
        return king ? "\u2655" : "\u25CB";                       /* ♕ ○ */
    return king ? "\u265B" : "\u25CF";                           /* ♛ ● */
}

const char *side_glyph(const Ui *ui, int side)
{
    if (!ui->unicode)
        return side == WHITE ? "w" : "b";
    return side == WHITE ? "\u25CB" : "\u25CF";
}

/* ------------------------------------------------------------------ */
/* Text helpers: every glyph used here is one column wide.            */

void put_text(int y, int x, int width, attr_t attr, const char *s)
{
    if (width <= 0 || y < 0 || y >= LINES)
        return;
    attrset(attr);
    mvaddnstr(y, x, s, ui_fit_bytes(s, width));
    attrset(A_NORMAL);
}



/* Word-wrap s into at most max_lines lines of width columns from (y, x).
 * When it does not all fit, the last line ends with whole words and "..."
 * so that nothing is shown cut in the middle (a move, a number). */
int put_wrapped(int y, int x, int width, int max_lines, attr_t attr, const char *s)
{
    int lines = 0;
    while (*s && lines < max_lines && width > 0) {
        bool last = lines + 1 == max_lines;
        int take = ui_wrap_bytes(s, width);
        bool cut_short = last && s[take] != '\0' && width > 4;
        if (cut_short)
            take = ui_wrap_bytes(s, width - 4);
        char line[UI_MESSAGE_SIZE];
        snprintf(line, sizeof line, "%.*s%s", take, s, cut_short ? " ..." : "");
        put_text(y + lines, x, width, attr, line);
        s += take;
        while (*s == ' ')
            s++;
        lines++;
    }
    return lines;
}

/* A line of text that may be longer than its room (a translation often
 * is): whole words, and "..." when some are left out, never a word cut. */
void put_textf(int y, int x, int width, attr_t attr, const char *fmt, ...)
{
    char buf[UI_MESSAGE_SIZE + 64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put_wrapped(y, x, width, 1, attr, buf);
}

/* Line drawing: the terminal's own in a UTF-8 locale; plain ASCII
 * otherwise, which also reads right in a text capture of the screen. */
chtype line_char(const Ui *ui, chtype acs, char ascii)
{
    return ui->unicode ? acs : (chtype)ascii;
}

/* A frame in the current attributes, corners included. */
void draw_rect(const Ui *ui, int top, int left, int bottom, int right)
{
    chtype h = line_char(ui, ACS_HLINE, '-'), v = line_char(ui, ACS_VLINE, '|');
    mvaddch(top, left, line_char(ui, ACS_ULCORNER, '+'));
    mvhline(top, left + 1, h, right - left - 1);
    mvaddch(top, right, line_char(ui, ACS_URCORNER, '+'));
    mvvline(top + 1, left, v, bottom - top - 1);
    mvvline(top + 1, right, v, bottom - top - 1);
    mvaddch(bottom, left, line_char(ui, ACS_LLCORNER, '+'));
    mvhline(bottom, left + 1, h, right - left - 1);
    mvaddch(bottom, right, line_char(ui, ACS_LRCORNER, '+'));
}


/* ------------------------------------------------------------------ */
/* The side panel.                                                    */

PanelCursor panel_cursor(const Ui *ui)
{
    const Layout *L = &ui->layout;
    return (PanelCursor){L->panel_y, L->panel_x, L->panel_w, L->panel_y + L->panel_h};
}

void panel_line(PanelCursor *pc, attr_t attr, const char *fmt, ...)
{
    char buf[UI_MESSAGE_SIZE];
    va_list ap;
    if (pc->y >= pc->bottom)
        return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    /* Whole words only; a line longer than the panel (a translation often
     * is) wraps onto a second row when the panel has one left (part words16). */
    pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y >= 2 ? 2 : 1, attr, buf);
}

void panel_rule(const Ui *ui, PanelCursor *pc)
{
    if (pc->y >= pc->bottom)
        return;
    attrset(ui_pair(ui, PAIR_FRAME));
    mvhline(pc->y++, pc->x, line_char(ui, ACS_HLINE, '-'), pc->w);
    attrset(A_NORMAL);
}

/* The last sentence says what to do next (the keys, or when the exercise
 * is due again): on a panel too short for them all (60x15) it keeps its
 * rows at the foot and those before it make do with the rest. */
void panel_sentences(const Ui *ui, const char *lines, size_t stride, int n)
{
    PanelCursor pc = panel_cursor(ui);
    int need = 0;
    for (int i = 0; i < n; i++)
        need += ui_wrapped_lines(lines + (size_t)i * stride, pc.w);
    if (n > 1 && need > pc.bottom - pc.y) {
        const char *last = lines + (size_t)(n - 1) * stride;
        int rows = ui_wrapped_lines(last, pc.w);
        if (rows < pc.bottom - pc.y) {
            pc.bottom -= put_wrapped(pc.bottom - rows, pc.x, pc.w, rows, A_NORMAL, last);
            n--;
        }
    }
    for (int i = 0; i < n && pc.y < pc.bottom; i++, lines += stride)
        pc.y += put_wrapped(pc.y, pc.x, pc.w, pc.bottom - pc.y,
                            i == 0 ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, lines);
}

/* ------------------------------------------------------------------ */
/* The board's highlights.                                            */

Bitboard move_squares(const Move *m)
{
    Bitboard b = sq_bit(m->from);
    for (int i = 0; i < move_path_len(m); i++)
        b |= sq_bit(m->path[i]);
    return b;
}

/* ------------------------------------------------------------------ */
/* Boxes over the board.                                              */

/* Blank the rows behind a box out to whole board squares, and across the
 * side panel when the box reaches into it, so that no cut square number or
 * panel line is left beside its frame. */
static void clear_behind_box(const Ui *ui, int y, int x, int h, int w)
{
    const Layout *L = &ui->layout;
    int left = x, right = x + w;   /* right is exclusive */
    int board_left = L->board_x, board_right = L->board_x + 8 * L->cell_w;
    if (left >= L->panel_x)
        left = L->panel_x;
    else if (left > board_left && left < board_right)
        left = board_left + (left - board_left) / L->cell_w * L->cell_w;
    if (right > board_right)
        right = COLS;
    else if (right > board_left)
        right = board_left + (right - board_left + L->cell_w - 1) / L->cell_w * L->cell_w;
    attrset(A_NORMAL);
    for (int r = 0; r < h; r++)
        mvhline(y + r, left, ' ', right - left);
}

void draw_box(const Ui *ui, BoxPlace place, int h, int w, const char *title, int *iy, int *ix)
{
    const Layout *L = &ui->layout;
    int cy = L->board_y + 4 * L->cell_h, cx = L->board_x + 4 * L->cell_w;
    if (place == BOX_ON_PANEL)
        cx = L->panel_x + L->panel_w / 2;
    if (w > COLS - 2)
        w = COLS - 2;
    int y = cy - h / 2, x = cx - w / 2;
    if (x < 1)
        x = 1;
    if (x + w > COLS - 1)
        x = COLS - 1 - w;
    if (y < 1)
        y = 1;
    clear_behind_box(ui, y, x, h, w);
    attrset(ui_pair(ui, PAIR_ACCENT) | A_BOLD);
    draw_rect(ui, y, x, y + h - 1, x + w - 1);
    if (title != NULL)
        put_textf(y, x + 2, w - 4, ui_pair(ui, PAIR_ACCENT) | A_BOLD, " %s ", title);
    attrset(A_NORMAL);
    *iy = y + 1;
    *ix = x + 2;
}

/* A box of text lines; line `keys` (the actions) stands out.  A line
 * wider than the screen allows wraps at whole words inside the frame
 * (a translation is often longer: part "layouts"), the box growing down. */
void draw_lines_box(const Ui *ui, BoxPlace place, const char *title, const char *const *lines, int n,
                           int keys)
{
    int w = title != NULL ? ui_text_width(title) + 6 : 0;
    for (int i = 0; i < n; i++)
        if (ui_text_width(lines[i]) + 4 > w)
            w = ui_text_width(lines[i]) + 4;
    if (w > COLS - 2)   /* as draw_box will */
        w = COLS - 2;
    int rows = 0;
    for (int i = 0; i < n; i++)
        rows += ui_wrapped_lines(lines[i], w - 4);
    int iy, ix;
    draw_box(ui, place, rows + 2, w, title, &iy, &ix);
    for (int i = 0; i < n; i++) {
        int used = ui_wrapped_lines(lines[i], w - 4);
        put_wrapped(iy, ix, w - 4, used, i == keys ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, lines[i]);
        iy += used;
    }
}

/* ------------------------------------------------------------------ */
/* The title and a typed prompt.                                      */

void draw_title(const Ui *ui)
{
    attr_t title = ui_pair(ui, PAIR_TITLE) | (ui->color ? 0 : A_REVERSE);
    attrset(title | A_BOLD);
    mvhline(0, 0, ' ', COLS);
    const char *name = ui->unicode ? _("dama \u00B7 Italian draughts") : _("dama - Italian draughts");
    put_text(0, 1, COLS - 2, title | A_BOLD, name);
    char right[64];
    /* The move being played; once the game is over there is none. */
    bool turned = ui->flipped;
    const Game *g = &ui->session.game;
    if (review_active(&ui->review.shown, g))
        snprintf(right, sizeof right,
                 turned ? _("looking back: ply %1$d of %2$d  (board turned)") : _("looking back: ply %1$d of %2$d"),
                 review_shown_ply(&ui->review.shown, g), g->nplies);
    else if (game_over(&ui->session.game))
        snprintf(right, sizeof right, "%s", turned ? _("game over  (board turned)") : _("game over"));
    else
        snprintf(right, sizeof right, turned ? _("move %d  (board turned)") : _("move %d"),
                 game_move_number(&ui->session.game, ui->session.game.nplies));
    int rw = ui_text_width(right);
    if (COLS > rw + 30)
        put_text(0, COLS - rw - 1, rw, title, right);
    /* The player's rating between the two, where it fits (it costs the
     * panel no row): "Rating 985 (last game -15)"; a failure to archive
     * shows as much as fits. */
    char rating[UI_MESSAGE_SIZE];
    bool ok = words_rating(&ui->session.progress, rating, sizeof rating);
    int x = 1 + ui_text_width(name) + 3, room = COLS - 1 - rw - 2 - x;
    if (room >= ui_text_width(rating) || !ok)
        put_text(0, x, room, ok ? title : title | A_BOLD, rating);
    attrset(A_NORMAL);
}

/* "Your move: 22-1▌": the label, what is typed, the cursor; returns the
 * column where the typing starts. */
int draw_typed_prompt(const Ui *ui, int y, int x, int w, const char *label)
{
    put_text(y, x, w, A_BOLD, label);
    int px = x + ui_text_width(label);
    put_text(y, px, w - (px - x), ui_pair(ui, PAIR_ACCENT) | A_BOLD, ui->prompt);
    put_text(y, px + ui_text_width(ui->prompt), 1, A_REVERSE, " ");
    return px;
}
