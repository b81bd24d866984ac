/*
 * ui_help.h - the help page's text, wrapped to the terminal: the painter
 * draws the rows, the key handler scrolls them.  No curses here.
 */
#ifndef DAMA_UI_HELP_H
#define DAMA_UI_HELP_H

#include <stdbool.h>

enum { UI_HELP_MAX_ROWS = 256, UI_HELP_ROW_SIZE = 320 };

/* One screen row of the help page. */
typedef struct HelpRow {
    char text[UI_HELP_ROW_SIZE];   /* the row's bytes (a copy: command lines are made from the key table) */
    int bytes, indent;
    bool heading;
} HelpRow;

/* Columns the help text takes in a terminal cols wide. */
int ui_help_width(int cols);
/* The help lines wrapped to width columns into rows; returns their number. */
int ui_help_wrap(int width, HelpRow *rows, int max);
/* Rows a lines-high page has for the help, under the title and above a
 * blank row and the footer. */
int ui_help_page_rows(int lines, int total);
/* The last first row the page can scroll to in a cols x lines terminal. */
int ui_help_max_top(int cols, int lines);

#endif
