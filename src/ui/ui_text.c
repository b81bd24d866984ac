/*
 * ui_text.c - measuring and wrapping text for the screen (ui_text.h).
 */
#include "ui_text.h"

/* Bytes of s that fit in width columns (UTF-8 aware). */
int ui_fit_bytes(const char *s, int width)
{
    int cols = 0, i = 0;
    while (s[i] != '\0' && cols < width) {
        i++;
        while ((s[i] & 0xC0) == 0x80)
            i++;
        cols++;
    }
    return i;
}

int ui_text_width(const char *s)
{
    int cols = 0;
    for (; *s; s++)
        cols += (*s & 0xC0) != 0x80;
    return cols;
}

/* Bytes of s to put on a line of width columns: whole words when s does
 * not fit (a word longer than the line is cut). */
int ui_wrap_bytes(const char *s, int width)
{
    int take = ui_fit_bytes(s, width);
    if (s[take] == '\0' || s[take] == ' ')
        return take;
    int cut = take;
    while (cut > 0 && s[cut] != ' ')
        cut--;
    return cut > 0 ? cut : take;
}


/* Lines s takes wrapped at whole words into width columns, the way
 * put_wrapped lays it out (at least one: an empty line is a line). */
int ui_wrapped_lines(const char *s, int width)
{
    int lines = 0;
    while (*s != '\0' && width > 0) {
        s += ui_wrap_bytes(s, width);
        while (*s == ' ')
            s++;
        lines++;
    }
    return lines > 0 ? lines : 1;
}
