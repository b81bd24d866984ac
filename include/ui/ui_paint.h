/*
 * ui_paint.h - what every screen's painter shares (issue 16, part
 * "screens"): the colours and glyphs of this terminal, text put whole
 * words at a time, frames and boxes over the board, the side panel's
 * lines, the title bar and a typed prompt.  The painters themselves are
 * the screens' (ui_screens.h); ui_draw.c paints the board screen and asks
 * the screen table what goes over or instead of it.
 */
#ifndef DAMA_UI_PAINT_H
#define DAMA_UI_PAINT_H

#include <curses.h>
#include <stdbool.h>
#include <stddef.h>

#include "ui_state.h"

/* Colours and glyphs. */
typedef enum { BG_LIGHT, BG_DARK, BG_LAST, BG_DEST, BG_SELECT, BG_HINT, NUM_BGS } SquareBg;
typedef enum { FG_WHITE_PIECE, FG_BLACK_PIECE, FG_LABEL, NUM_FGS } SquareFg;
enum {
    PAIR_TITLE = 1 + NUM_BGS * NUM_FGS,
    PAIR_ERROR,
    PAIR_GOOD,
    PAIR_ACCENT,
    PAIR_FRAME,
    PAIR_DIM
};

/* Colours and glyphs for this terminal and locale. */
void ui_paint_init(Ui *ui, bool want_color);
attr_t ui_pair(const Ui *ui, int pair);
/* The attribute of one thing drawn on a square. */
attr_t square_attr(const Ui *ui, SquareBg bg, SquareFg fg);
const char *piece_glyph(const Ui *ui, int side, bool king);
const char *side_glyph(const Ui *ui, int side);

/* Text: every glyph used is one column wide. */
void put_text(int y, int x, int width, attr_t attr, const char *s);
/* Word-wrapped into at most max_lines lines; returns the lines used. */
int put_wrapped(int y, int x, int width, int max_lines, attr_t attr, const char *s);
/* One line, whole words, "..." when some are left out. */
void put_textf(int y, int x, int width, attr_t attr, const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Frames. */
chtype line_char(const Ui *ui, chtype acs, char ascii);
void draw_rect(const Ui *ui, int top, int left, int bottom, int right);

/* The side panel, line by line. */
typedef struct PanelCursor {
    int y, x, w, bottom;   /* next line, left edge, width, first row past the panel */
} PanelCursor;
/* The whole panel of the layout. */
PanelCursor panel_cursor(const Ui *ui);
void panel_line(PanelCursor *pc, attr_t attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void panel_rule(const Ui *ui, PanelCursor *pc);
/* A screen's whole panel of sentences (the exercises', the puzzles'): n
 * lines stride bytes apart, the first a title, each wrapped at whole
 * words. */
void panel_sentences(const Ui *ui, const char *lines, size_t stride, int n);

/* The board's highlights (bit sets of 0-based squares): the game's
 * (ui_draw.c), or a screen's own (UiScreen.marks). */
typedef struct BoardMarks {
    Bitboard last, last_captured, dest, selected, hint;
    Bitboard taken;   /* pieces the capture being chosen would take */
} BoardMarks;
/* The squares a move passes: its start, its path. */
Bitboard move_squares(const Move *m);

/* Where a dialog goes: over the middle of the board, or over the side
 * panel when the board must stay visible (choosing a capture path). */
typedef enum { BOX_ON_BOARD, BOX_ON_PANEL } BoxPlace;
/* A framed box; returns its top-left inner corner. */
void draw_box(const Ui *ui, BoxPlace place, int h, int w, const char *title, int *iy, int *ix);
/* A box of text lines; line `keys` (the actions) stands out. */
void draw_lines_box(const Ui *ui, BoxPlace place, const char *title, const char *const *lines, int n, int keys);

/* The title bar. */
void draw_title(const Ui *ui);
/* "Your move: 22-1▌": the label, what is typed, the cursor; returns the
 * column where the typing starts. */
int draw_typed_prompt(const Ui *ui, int y, int x, int w, const char *label);

#endif
