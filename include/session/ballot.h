/*
 * ballot.h - ballot openings: the 2,400 eleven-man positions of
 * data/openings/11_man_italian.pdn, one `[FEN "..."] *` line each, of
 * which a game may start from one chosen by number or at random.
 *
 * Where the file is looked for, in this order (docs/ui.md, "Ballots"):
 *   1. $DAMA_OPENINGS, when set (a file);
 *   2. data/openings/ beside the program (a build in the source tree);
 *   3. FILES_INSTALLED_DATA_DIR/openings/ (../share/games/dama/openings/)
 *      from the program's directory (what `make install` and the Debian
 *      package put under PREFIX).
 */
#ifndef DAMA_BALLOT_H
#define DAMA_BALLOT_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"

#define BALLOT_FILE_NAME "11_man_italian.pdn"

enum { BALLOT_ERRSIZE = 1200 };

/* The ballots of a file, kept as the file's text. */
typedef struct Ballots {
    char *text;
    const char **fens;    /* into text, each ended by its closing quote */
    int count;
} Ballots;

/* The opening file, by the order above, for the program at exe_path (may
 * be NULL or ""); false, with the places looked at in err, when none is
 * there. */
bool ballot_locate(const char *exe_path, char *path, size_t size, char *err, size_t errsize);
/* Read the ballots of path; false with err on an unreadable file or one
 * with no ballot.  Free with ballot_free. */
bool ballot_read(const char *path, Ballots *b, char *err, size_t errsize);
void ballot_free(Ballots *b);
/* Ballot number 1..count; false with err when out of range or broken. */
bool ballot_position(const Ballots *b, int number, Position *out, char *err, size_t errsize);
/* A ballot number 1..count from any random value. */
int ballot_number_from(const Ballots *b, unsigned random_value);
/* p has the shape of every ballot opening: eleven men a side, no king,
 * each side's men on its own half of the board, White to move (how the
 * rating tells a ballot from a set-up position in a game archived before
 * games carried a Rated tag: archive.h). */
bool ballot_shaped(const Position *p);

#endif
