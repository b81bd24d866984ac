/*
 * settings.h - the player's choices that outlive a game, in a plain text
 * file: $XDG_DATA_HOME/dama/settings (files.h), one `key=value` a line,
 * `#` starts a comment line (docs/ui.md, "Settings").
 *
 *     show_engine_info=no     the engine's evaluation and line during play
 *     EgdbPath=DIR            the endgame databases of the game (play --egdb wins)
 *     Language=it             the language of the words (a LANGUAGE list, it:fr);
 *                             empty: the locale's (LC_ALL, LC_MESSAGES, LANG)
 *     egdb_offer_declined=yes the databases' build is not offered again
 *
 * Saving rewrites the known keys in place and keeps every other line of
 * the file as it was (comments, keys of later versions); the file is
 * replaced atomically (temporary file, fsync, rename).  A value that is not
 * understood leaves that setting at its default and is reported.
 */
#ifndef DAMA_SETTINGS_H
#define DAMA_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "files.h"

enum { SETTINGS_MAX_BYTES = 64 * 1024, SETTINGS_ERR_SIZE = FILES_ERR_SIZE, SETTINGS_TEXT_SIZE = FILES_PATH_SIZE };

typedef struct Settings {
    bool show_engine_info;   /* during play; review and analysis always show it */
    /* EgdbPath=DIR: the endgame databases `dama play` uses; "" (the key
     * absent): the installed ones (files.h).  --egdb DIR wins over it. */
    char egdb_path[SETTINGS_TEXT_SIZE];
    /* Language=LIST: the catalogs to use, as GNU gettext's LANGUAGE ("it",
     * "fr:it"); "" (the key absent): those of the locale.  The front end
     * applies it before its first sentence (cli_locale.c). */
    char language[SETTINGS_TEXT_SIZE];
    /* egdb_offer_declined=yes: the player said no to building the 5-piece
     * databases when `dama play` started at full strength without them
     * (part "drillui", issue 18); never asked again.  Written only once
     * yes. */
    bool egdb_offer_declined;
} Settings;

void settings_defaults(Settings *st);
/* Read settings from text (NUL-terminated; the file's reader refuses a
 * file holding a NUL byte, whose later lines a save would lose); false with the first problem
 * (line number and why) in *why (its path ""), the other lines still read. */
bool settings_parse(const char *text, Settings *st, FileProblem *why);
/* The file's new text: old (may be NULL) with the known keys' lines
 * rewritten and missing keys appended.  malloc'd; NULL when out of memory. */
char *settings_render(const char *old, const Settings *st);

void settings_path(const Files *f, char *buf, size_t size);
/* Load from the data directory: no file gives the defaults (true). */
bool settings_load(const Files *f, Settings *st, FileProblem *why);
/* Save to the data directory (made if missing). */
bool settings_save(const Files *f, const Settings *st, FileProblem *why);

#endif
