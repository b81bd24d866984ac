/*
 * ui_export.h - the position and the game as text, and the escape
 * sequence that puts text on the system clipboard; no curses here.
 *
 * The clipboard goes through the terminal: OSC 52 ("ESC ] 52 ; c ;
 * base64 BEL"), which xterm-like terminals honour, over ssh too; inside
 * tmux when its set-clipboard option is on (docs/ui.md).
 */
#ifndef DAMA_UI_EXPORT_H
#define DAMA_UI_EXPORT_H

#include <stddef.h>

#include "game.h"

/* Standard base64 of n bytes into out (4 * ((n + 2) / 3) + 1 bytes). */
void ui_base64(const unsigned char *in, size_t n, char *out);
/* The OSC 52 sequence that copies text; malloc'd, NULL when out of memory. */
char *ui_osc52(const char *text);
/* The game in PDN (its played moves; the tags name the players as white
 * and black); malloc'd, NULL on failure. */
char *ui_game_pdn(const Game *g, const char *white, const char *black);

#endif
