/*
 * notation.h - moves as text in the official 1..32 notation.
 *
 * Output always uses the full path ("22-19", "29x22x15x6").  Input also
 * accepts the short capture "29x6" when exactly one legal capture matches,
 * and tolerates spaces.  A rejected move gets its reason as facts (a
 * MoveRefusal: which rule, which squares, which moves to play instead); the
 * words layer says it to a player in their language, and move_refusal_format
 * writes the stable English that the PDN reader and the engine protocol
 * print (machine-read: never translated, byte for byte as it always was).
 */
#ifndef DAMA_NOTATION_H
#define DAMA_NOTATION_H

#include <stddef.h>

#include "board.h"

enum {
    MOVE_STRSIZE = 64,
    NOTATION_ERRSIZE = 512,
    REFUSAL_MOVES_SIZE = NOTATION_ERRSIZE / 2, /* a list of moves to play instead */
    REFUSAL_TYPED_SIZE = 41                    /* the typed text quoted back (40 bytes) */
};

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

/* Why a typed move is refused: one code per reason.  "_DUE" codes are the
 * same refusal when a capture is due meanwhile (MoveRefusal.moves lists the
 * captures to play). */
typedef enum {
    REFUSAL_NONE = 0,
    REFUSAL_NOT_A_MOVE,            /* typed: not move notation */
    REFUSAL_NO_LEGAL_MOVE,         /* side has no legal move */
    REFUSAL_AMBIGUOUS,             /* moves: the moves the short form matches */
    REFUSAL_WRITE_CAPTURE_WITH_X,  /* move: the capture meant, written with '-' */
    REFUSAL_WRITE_MOVE_WITH_DASH,  /* move: the simple move meant, written with x */
    REFUSAL_NOT_YOUR_PIECE,        /* from holds side's piece (occupant_king) */
    REFUSAL_EMPTY_SQUARE,          /* nothing on from */
    REFUSAL_MAN_TAKES_KING,        /* the man on from jumps the king on square */
    REFUSAL_MAN_TAKES_KING_DUE,
    REFUSAL_PRECEDENCE,            /* move breaks precedence rule `rule`; play moves */
    REFUSAL_CAPTURE_MANDATORY,     /* a simple move while moves must be played */
    REFUSAL_MAN_CAPTURES_BACKWARD, /* the man on from */
    REFUSAL_MAN_CAPTURES_BACKWARD_DUE,
    REFUSAL_CROWNED_STOPS,         /* the man is crowned on square and stops */
    REFUSAL_CROWNED_STOPS_DUE,
    REFUSAL_NO_FURTHER_JUMP,       /* move ends on square */
    REFUSAL_NO_FURTHER_JUMP_DUE,
    REFUSAL_STOPPED_SHORT,         /* the capture stopped on square; it goes on as move */
    REFUSAL_STOPPED_SHORT_DUE,
    REFUSAL_NO_SUCH_CAPTURE_DUE,   /* the piece on from has no such capture */
    REFUSAL_NO_CAPTURE_POSSIBLE,   /* the piece on from: no capture at all here */
    REFUSAL_SIMPLE_MOVE_ONE_SQUARE,/* more than two squares typed with '-' */
    REFUSAL_MAN_MOVES_BACKWARD,    /* from -> to backward, for a man */
    REFUSAL_NOT_DIAGONAL,          /* from and to not on one diagonal */
    REFUSAL_KING_DOES_NOT_FLY,     /* a king's step longer than one square */
    REFUSAL_MAN_ONE_STEP,          /* a man's step longer than one square */
    REFUSAL_OWN_PIECE_THERE,       /* to holds the mover's own piece (occupant_king) */
    REFUSAL_ENEMY_PIECE_THERE,     /* to holds side's piece (occupant_king) */
    REFUSAL_CANNOT_MOVE,           /* from -> to, no rule to name */
    REFUSAL_COUNT
} RefusalCode;

/* The facts of a refusal; squares are the official numbers 1..32. */
typedef struct MoveRefusal {
    RefusalCode code;
    ParseStatus status;
    int from, to;
    int square;              /* the king jumped, the crowning square, the stop */
    bool king;               /* the piece on from is a king */
    bool occupant_king;      /* the piece on the square named is a king */
    int side;                /* whose piece or move it is (WHITE, BLACK) */
    int rule;                /* REFUSAL_PRECEDENCE: rule 1..4 as docs/rules.md numbers them */
    char move[MOVE_STRSIZE];          /* a move named (full path) */
    char moves[REFUSAL_MOVES_SIZE];   /* moves to play instead, or the ambiguous ones: "a, b, ..." */
    char typed[REFUSAL_TYPED_SIZE];   /* REFUSAL_NOT_A_MOVE: the text, made safe (text_sanitize) */
} MoveRefusal;

/* Format a move in full-path notation; returns buf. */
char *move_format(const Move *m, char *buf, size_t size);
/* A line of moves, each as move_format writes it, separated by spaces
 * ("22-18 10x19 23x14"); cut at size. */
char *move_format_line(const Move *moves, int n, char *buf, size_t size);
/* Parse a typed move against the legal moves of p.  On PARSE_OK *out is the
 * legal move (its canonical path); otherwise err holds the reason.  Captures
 * must be written with x and simple moves with '-'. */
ParseStatus move_parse(const Position *p, const char *text, Move *out, char *err, size_t errsize);
/* As move_parse, but '-' and 'x' are interchangeable ("22-13" for a capture):
 * for moves read from files and other programs, which are not always strict. */
ParseStatus move_parse_any_sign(const Position *p, const char *text, Move *out, char *err, size_t errsize);
/* As move_parse (any_sign: move_parse_any_sign), the reason as facts in *why
 * (why->code REFUSAL_NONE on PARSE_OK). */
ParseStatus move_parse_why(const Position *p, const char *text, bool any_sign, Move *out, MoveRefusal *why);
/* The refusal in the stable English of machine-read output (PDN reader
 * errors, the protocol's error lines); returns buf. */
char *move_refusal_format(const MoveRefusal *why, char *buf, size_t size);

#endif
