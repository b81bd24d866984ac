/*
 * ui_graph.h - the evaluation graph of an analysed game as rows of text,
 * for the side panel; no curses here.
 *
 * Each position (the start, then after each ply) gets up to
 * UI_GRAPH_MAX_SPREAD columns while they fit; a longer game puts several
 * positions in a column (the column shows the last of them).  Bars grow up from the middle when White is ahead and
 * down when Black is, in half rows (Unicode blocks: full and half; ASCII:
 * '#' and ':'), full height at UI_GRAPH_RANGE hundredths of a man or a
 * forced result.  A level position shows the axis (a low line, '_').  The
 * row below the graph has '^' under the position shown.
 */
#ifndef DAMA_UI_GRAPH_H
#define DAMA_UI_GRAPH_H

#include <stdbool.h>

enum {
    UI_GRAPH_MAX_W = 64,
    UI_GRAPH_MAX_H = 8,          /* rows of bars, even */
    UI_GRAPH_ROW_BYTES = UI_GRAPH_MAX_W * 3 + 1,
    UI_GRAPH_RANGE = 300,        /* three men: a full bar */
    UI_GRAPH_MAX_SPREAD = 3      /* columns of one position in a short game */
};

typedef struct Graph {
    int width, height;           /* columns used, rows of bars */
    int marked_col;              /* first column of the position marked; -1: none */
    char rows[UI_GRAPH_MAX_H + 1][UI_GRAPH_ROW_BYTES];   /* bars, then the marker row */
} Graph;

/* First column of point in a graph of npoints positions, width columns wide. */
int ui_graph_column(int point, int npoints, int width);
/* white[0..npoints-1]: each position's score from White's side. */
void ui_graph_build(Graph *g, const int *white, int npoints, int width, int height, int marked_point, bool unicode);

#endif
