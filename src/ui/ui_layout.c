/*
 * ui_layout.c - where the parts of the screen go (ui_layout.h): the largest
 * squares that fit, the side panel beside the board, the prompt below.
 */
#include "ui_layout.h"

#include <string.h>

enum {
    PANEL_MIN_W = 28,
    PANEL_MAX_W = 40,
    RANK_LABEL_W = 3,   /* " 8 " left of the frame */
    TITLE_ROWS = 1,
    BELOW_BOARD_ROWS = 5 /* frame, file letters, prompt, two message lines */
};

static const struct {
    int w, h;
} CELL_SIZES[] = {{7, 3}, {5, 2}, {3, 1}};
enum { NUM_CELL_SIZES = sizeof CELL_SIZES / sizeof CELL_SIZES[0] };

static int needed_width(int cw) { return 1 + RANK_LABEL_W + 8 * cw + 1 + 2 + PANEL_MIN_W + 1; }
static int needed_height(int ch) { return TITLE_ROWS + 1 + 8 * ch + BELOW_BOARD_ROWS; }

void ui_layout_compute(Layout *L, int cols, int lines)
{
    memset(L, 0, sizeof *L);
    L->too_small = true;
    for (int i = 0; i < NUM_CELL_SIZES; i++) {
        int cw = CELL_SIZES[i].w, ch = CELL_SIZES[i].h;
        if (cols < needed_width(cw) || lines < needed_height(ch))
            continue;
        L->too_small = false;
        L->cell_w = cw;
        L->cell_h = ch;
        int panel_w = cols - needed_width(cw) + PANEL_MIN_W;
        if (panel_w > PANEL_MAX_W)
            panel_w = PANEL_MAX_W;
        int total_w = needed_width(cw) - PANEL_MIN_W + panel_w;
        int left = (cols - total_w) / 2;
        int top = TITLE_ROWS + (lines - needed_height(ch)) / 4;
        L->board_x = left + 1 + RANK_LABEL_W + 1;
        L->board_y = top + 1;
        L->panel_x = L->board_x + 8 * cw + 1 + 2;
        L->panel_w = panel_w;
        L->panel_y = top;
        L->panel_h = 8 * ch + 3;
        L->prompt_y = L->board_y + 8 * ch + 2;
        L->text_x = left;
        return;
    }
}

void ui_view_to_board(bool flipped, int vrow, int vcol, int *row, int *col)
{
    *row = flipped ? 7 - vrow : vrow;
    *col = flipped ? 7 - vcol : vcol;
}

bool ui_screen_to_board(const Layout *L, bool flipped, int y, int x, int *row, int *col)
{
    if (L->too_small || y < L->board_y || x < L->board_x)
        return false;
    int vrow = (y - L->board_y) / L->cell_h, vcol = (x - L->board_x) / L->cell_w;
    if (vrow >= 8 || vcol >= 8)
        return false;
    ui_view_to_board(flipped, vrow, vcol, row, col);
    return true;
}

void ui_layout_min_size(int *cols, int *lines)
{
    *cols = needed_width(CELL_SIZES[NUM_CELL_SIZES - 1].w);
    *lines = needed_height(CELL_SIZES[NUM_CELL_SIZES - 1].h);
}

