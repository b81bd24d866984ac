/*
 * ui_text.h - text measured in screen columns: every glyph the UI uses is
 * one column wide, so a column is a UTF-8 character.  No curses here.
 */
#ifndef DAMA_UI_TEXT_H
#define DAMA_UI_TEXT_H

/* Bytes of s that fit in width columns (UTF-8 aware). */
int ui_fit_bytes(const char *s, int width);
/* Columns s takes. */
int ui_text_width(const char *s);
/* Bytes of s to put on a line of width columns: whole words when s does
 * not fit (a word longer than the line is cut). */
int ui_wrap_bytes(const char *s, int width);
/* Lines s takes wrapped that way into width columns (1 for ""). */
int ui_wrapped_lines(const char *s, int width);

#endif
