/*
 * fen.h - positions as PDN FEN text: "W:W21,22,K30:B1,2,K9" (docs/rules.md).
 */
#ifndef DAMA_FEN_H
#define DAMA_FEN_H

#include <stddef.h>

#include "board.h"

enum { FEN_MAX_INPUT = 512, FEN_BUFSIZE = 160, FEN_ERRSIZE = 160, FEN_TOKEN_SIZE = 32, FEN_FOUND_SIZE = 8 };

/* Why a FEN is refused: a code and the token it names (the words layer
 * says it to a player; fen_error_format writes the stable English). */
typedef enum {
    FEN_OK = 0,
    FEN_NONE_GIVEN,
    FEN_TOO_LONG,             /* length */
    FEN_BAD_SIDE_TO_MOVE,     /* token */
    FEN_EXPECTED_LIST,        /* section (1 or 2), token ("" at the end of the text) */
    FEN_EXPECTED_COLOUR,      /* token */
    FEN_COLOUR_TWICE,         /* side */
    FEN_EXPECTED_SQUARE,      /* token */
    FEN_BAD_RANGE,            /* token */
    FEN_RANGE_BACKWARDS,      /* token */
    FEN_UNEXPECTED_CHAR,      /* found, token */
    FEN_SQUARE_OUT_OF_RANGE,  /* number, token */
    FEN_SQUARE_TWICE,         /* number, token */
    FEN_MAN_ON_CROWN_ROW,     /* side, number, token */
    FEN_TEXT_AFTER_LISTS,     /* token */
    FEN_TOO_MANY_PIECES,      /* side, count */
    FEN_ERROR_COUNT
} FenErrorCode;

typedef struct FenError {
    FenErrorCode code;
    int number;               /* a square, 1..32 (as typed) */
    int side;
    int count;
    int section;
    size_t length;
    char token[FEN_TOKEN_SIZE];   /* made safe (text_sanitize) */
    char found[FEN_FOUND_SIZE];
} FenError;

#define FEN_START "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

/* Parse text into *p.  Returns 0, or -1 with a message in err naming the
 * offending token (err may be NULL).  *p is untouched on failure. */
int fen_parse(const char *text, Position *p, char *err, size_t errsize);
/* The same with the reason as facts (why->code FEN_OK on success). */
int fen_parse_why(const char *text, Position *p, FenError *why);
/* The reason in the stable English of machine-read output (the protocol,
 * PDN reader errors, the ballot file); returns buf. */
char *fen_error_format(const FenError *why, char *buf, size_t size);
/* Canonical FEN: side, then each side's squares ascending, kings marked K. */
void fen_format(const Position *p, char *buf, size_t size);

#endif
