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
#include "files.h"

#define BALLOT_FILE_NAME "11_man_italian.pdn"

enum { BALLOT_DETAIL_SIZE = 600 };

/* Why no ballot could be had, as facts (docs/architecture.md, "Words"):
 * the front ends say it (words_options.h). */
typedef enum BallotProblem {
    BALLOT_OK,
    BALLOT_ENV_UNREADABLE, /* DAMA_OPENINGS names path, which cannot be read */
    BALLOT_MISSING,        /* neither path nor other is there */
    BALLOT_UNREADABLE,     /* path could not be read: file says why */
    BALLOT_OUT_OF_MEMORY,  /* reading path */
    BALLOT_NONE_IN_FILE,   /* path holds no [FEN "..."] line */
    BALLOT_OUT_OF_RANGE,   /* number is not 1..count */
    BALLOT_BROKEN          /* ballot number is no position: detail (the FEN's error) */
} BallotProblem;

typedef struct BallotError {
    BallotProblem code;
    char path[FILES_PATH_SIZE];
    char other[FILES_PATH_SIZE];
    int number, count;
    char detail[BALLOT_DETAIL_SIZE];
    FileProblem file;
} BallotError;

/* The problem in plain English, for the developer tools (tools/) and
 * logs; the program's front ends say it in the player's language
 * (words_ballot_error). */
enum { BALLOT_TEXT_SIZE = 2 * FILES_PATH_SIZE + FILE_PROBLEM_TEXT_SIZE + 64 };
void ballot_error_text(const BallotError *e, char *buf, size_t size);

/* The ballots of a file, kept as the file's text. */
typedef struct Ballots {
    char *text;
    const char **fens;    /* into text, each ended by its closing quote */
    int count;
} Ballots;

/* The opening file, by the order above, for the program at exe_path (may
 * be NULL or ""); false, with the places looked at in why, when none is
 * there. */
bool ballot_locate(const char *exe_path, char *path, size_t size, BallotError *why);
/* Read the ballots of path; false with why on an unreadable file or one
 * with no ballot.  Free with ballot_free. */
bool ballot_read(const char *path, Ballots *b, BallotError *why);
void ballot_free(Ballots *b);
/* Ballot number 1..count; false with why when out of range or broken. */
bool ballot_position(const Ballots *b, int number, Position *out, BallotError *why);
/* A ballot number 1..count from any random value. */
int ballot_number_from(const Ballots *b, unsigned random_value);
/* p has the shape of every ballot opening: eleven men a side, no king,
 * each side's men on its own half of the board, White to move (how the
 * rating tells a ballot from a set-up position in a game archived before
 * games carried a Rated tag: archive.h). */
bool ballot_shaped(const Position *p);

#endif
