/*
 * ui_graph.c - the evaluation graph as text (ui_graph.h).
 */
#include "ui_graph.h"

#include <string.h>

/* Columns per position in a short game (a longer one shares columns). */
static int columns_per_point(int npoints, int width)
{
    if (npoints <= 0 || npoints > width)
        return 1;
    int per = width / npoints;
    return per < UI_GRAPH_MAX_SPREAD ? per : UI_GRAPH_MAX_SPREAD;
}

int ui_graph_column(int point, int npoints, int width)
{
    if (npoints <= width)
        return point * columns_per_point(npoints, width);
    return (int)((long long)point * width / npoints);
}

/* Columns used by the graph. */
static int graph_width(int npoints, int width)
{
    return npoints <= width ? npoints * columns_per_point(npoints, width) : width;
}

/* Half rows of bar for a score, 0..height. */
static int bar_halves(int score, int height)
{
    int v = score < 0 ? -score : score;
    if (v >= UI_GRAPH_RANGE)
        return height;
    return (v * height + UI_GRAPH_RANGE / 2) / UI_GRAPH_RANGE;
}

static void put_glyph(char *row, size_t *len, const char *glyph)
{
    size_t n = strlen(glyph);
    memcpy(row + *len, glyph, n);
    *len += n;
    row[*len] = '\0';
}

/* What one cell of a column shows: k is the row counted away from the
 * middle (0 next to it), up when White is ahead. */
static const char *cell(int score, int halves, bool upper_half, int k, bool unicode)
{
    bool up = score >= 0;
    if (halves == 0)   /* about level: the axis, just above the middle */
        return upper_half && k == 0 ? (unicode ? "\u2581" : "_") : " ";   /* ▁ */
    if (up != upper_half)
        return " ";
    int fill = halves - 2 * k;
    if (fill >= 2)
        return unicode ? "\u2588" : "#";                           /* █ */
    if (fill == 1)
        return unicode ? (up ? "\u2584" : "\u2580") : ":";        /* ▄ ▀ */
    return " ";
}

void ui_graph_build(Graph *g, const int *white, int npoints, int width, int height, int marked_point, bool unicode)
{
    memset(g, 0, sizeof *g);
    if (width > UI_GRAPH_MAX_W)
        width = UI_GRAPH_MAX_W;
    if (height > UI_GRAPH_MAX_H)
        height = UI_GRAPH_MAX_H;
    height -= height % 2;
    int used = graph_width(npoints, width);
    g->width = used;
    g->height = height;
    g->marked_col = -1;
    int value[UI_GRAPH_MAX_W];
    bool marked[UI_GRAPH_MAX_W] = {false};
    for (int i = 0; i < npoints; i++) {
        int from = ui_graph_column(i, npoints, width);
        int to = i + 1 < npoints ? ui_graph_column(i + 1, npoints, width) : used;
        /* A shared column shows the last of its positions. */
        for (int c = from; c < (to > from ? to : from + 1); c++) {
            value[c] = white[i];
            if (i == marked_point)
                marked[c] = true;
        }
        if (i == marked_point)
            g->marked_col = from;
    }
    for (int r = 0; r < height; r++) {
        bool upper = r < height / 2;
        int k = upper ? height / 2 - 1 - r : r - height / 2;
        size_t len = 0;
        for (int c = 0; c < used; c++)
            put_glyph(g->rows[r], &len, cell(value[c], bar_halves(value[c], height), upper, k, unicode));
    }
    size_t len = 0;
    for (int c = 0; c < used; c++)
        put_glyph(g->rows[height], &len, marked[c] ? "^" : " ");
}
