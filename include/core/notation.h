/*
 * notation.h - moves as text in the official 1..32 notation.
 *
 * Output always uses the full path ("22-19", "29x22x15x6").  Input also
 * accepts the short capture "29x6" when exactly one legal capture matches,
 * and tolerates spaces.  A rejected move gets a reason a player understands.
 */
#ifndef DAMA_NOTATION_H
#define DAMA_NOTATION_H

#include <stddef.h>

#include "board.h"

enum { MOVE_STRSIZE = 64, NOTATION_ERRSIZE = 512 };

typedef enum {
    PARSE_OK = 0,
    PARSE_MALFORMED,      /* not move notation at all */
    PARSE_NO_PIECE,       /* no piece of the side to move on the from square */
    PARSE_ILLEGAL,        /* that piece cannot move / capture like that */
    PARSE_MUST_CAPTURE,   /* a simple move while a capture is mandatory */
    PARSE_PRECEDENCE,     /* a capture beaten by a higher-priority one */
    PARSE_AMBIGUOUS,      /* short form that matches several moves */
    PARSE_NO_MOVES        /* the side to move has no legal move at all */
} ParseStatus;

/* Format a move in full-path notation; returns buf. */
char *move_format(const Move *m, char *buf, size_t size);
/* Parse a typed move against the legal moves of p.  On PARSE_OK *out is the
 * legal move (its canonical path); otherwise err holds the reason.  Captures
 * must be written with x and simple moves with '-'. */
ParseStatus move_parse(const Position *p, const char *text, Move *out, char *err, size_t errsize);
/* As move_parse, but '-' and 'x' are interchangeable ("22-13" for a capture):
 * for moves read from files and other programs, which are not always strict. */
ParseStatus move_parse_any_sign(const Position *p, const char *text, Move *out, char *err, size_t errsize);

#endif
