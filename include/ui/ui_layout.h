/*
 * ui_layout.h - where the board, the side panel and the prompt go in a
 * terminal of a given size; no curses here.
 */
#ifndef DAMA_UI_LAYOUT_H
#define DAMA_UI_LAYOUT_H

#include <stdbool.h>

/* Where the parts of the screen go, computed before each paint from the
 * terminal's size (and read by the mouse handler). */
typedef struct Layout {
    bool too_small;
    int cell_w, cell_h;   /* one square, in character cells */
    int board_y, board_x; /* top-left of square (row 0, col 0) on screen */
    int panel_y, panel_x, panel_w, panel_h;
    int prompt_y;
    int text_x;           /* left edge of the prompt and the message lines */
} Layout;

void ui_layout_compute(Layout *L, int cols, int lines);
/* The smallest terminal the board fits in. */
void ui_layout_min_size(int *cols, int *lines);
/* Board (row, col) of the square drawn at view position (vrow, vcol). */
void ui_view_to_board(bool flipped, int vrow, int vcol, int *row, int *col);
/* Screen position -> board (row, col); false off the board. */
bool ui_screen_to_board(const Layout *L, bool flipped, int y, int x, int *row, int *col);

#endif
