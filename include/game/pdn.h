/*
 * pdn.h - Portable Draughts Notation: read and write Italian draughts games.
 *
 * Reading: a PdnReader walks a text buffer game by game.  Tags, {comments},
 * ; comments, %-escape lines, move numbers, NAGs ($1), !/? glyphs and
 * variations ( ... ) (nested) are understood; variations and comments are
 * skipped.  Each move (short or full capture notation) is checked against
 * the rules and played on a Game, so the end of the game by rule is known.
 * The first problem of a game is reported with its line and column; the
 * reader then skips to the next game.
 *
 * Writing: the seven standard tags, GameType "22", SetUp/FEN when the game
 * does not start from the initial position, the header's other tags,
 * numbered full-path movetext and the result token, in lines of at most 79
 * characters, a move number never parted from its move.  An annotated game
 * adds, after any move, a NAG ($2), a {comment} and up to two variations
 * ( ... ), each a line from the position before that move; the reader
 * above skips all three.  pdn_save writes
 * atomically (temp file, fsync, rename).
 */
#ifndef DAMA_PDN_H
#define DAMA_PDN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "fen.h"
#include "file_problem.h"
#include "game.h"
#include "notation.h"

enum {
    PDN_VALUE_MAX = 256,    /* a tag value kept in a PdnHeader (longer ones are cut) */
    PDN_ERRSIZE = 768,      /* room for one message */
    PDN_MAX_WARNINGS = 4,
    PDN_GAMETYPE_ITALIAN = 22,
    PDN_TAG_NAME_MAX = 32,  /* a tag name kept in a PdnHeader (longer ones are cut) */
    PDN_MAX_OTHER_TAGS = 16, /* tags beyond the seven kept in a PdnHeader */
    PDN_MAX_FILE_BYTES = 64 << 20 /* larger files are refused (think of /dev/zero) */
};

/* A tag other than the seven standard ones, GameType, SetUp and FEN (which
 * the reader interprets and the writer derives from the game). */
typedef struct PdnTag {
    char name[PDN_TAG_NAME_MAX];
    char value[PDN_VALUE_MAX];
} PdnTag;

/* The seven standard tags.  Writing ignores result (the Game's result is
 * written); reading fills it with the Result tag as found ("" if absent). */
typedef struct PdnHeader {
    char event[PDN_VALUE_MAX];
    char site[PDN_VALUE_MAX];
    char date[PDN_VALUE_MAX];
    char round[PDN_VALUE_MAX];
    char white[PDN_VALUE_MAX];
    char black[PDN_VALUE_MAX];
    char result[PDN_VALUE_MAX];
    int nother;                         /* further tags, in file order */
    PdnTag other[PDN_MAX_OTHER_TAGS];
} PdnHeader;

/* What is wrong with a game's text: a code with its facts (the words layer
 * says it to a player, words_pdn_error), and the same in the stable English
 * of machine-read output (message: dama replay, the tools). */
typedef enum PdnProblem {
    PDN_PROBLEM_NONE = 0,
    PDN_PROBLEM_UNTERMINATED_COMMENT,   /* '{' without '}' */
    PDN_PROBLEM_UNTERMINATED_VARIATION, /* '(' without ')' */
    PDN_PROBLEM_UNMATCHED_PAREN,        /* ')' without '(' */
    PDN_PROBLEM_TAG_NO_NAME,            /* '[' not followed by a name */
    PDN_PROBLEM_TAG_NO_VALUE,           /* text: the tag; no quoted value after it */
    PDN_PROBLEM_TAG_UNTERMINATED,       /* text: the tag; its value has no closing quote */
    PDN_PROBLEM_TAG_NOT_CLOSED,         /* text: the tag; no ']' after the value */
    PDN_PROBLEM_UNEXPECTED_WORD,        /* text: the word (cut: it was longer) */
    PDN_PROBLEM_CONTROL_CHARACTER,      /* number: the byte */
    PDN_PROBLEM_UNEXPECTED_CHARACTER,   /* number: the character (']' or '}') */
    PDN_PROBLEM_NOT_ITALIAN,            /* text: the GameType value */
    PDN_PROBLEM_SETUP_WITHOUT_FEN,
    PDN_PROBLEM_FEN_TOO_LONG,
    PDN_PROBLEM_BAD_FEN,                /* fen */
    PDN_PROBLEM_MOVE_AFTER_END,         /* text: the move; ending */
    PDN_PROBLEM_ILLEGAL_MOVE,           /* text: the move; refusal */
    PDN_PROBLEM_RESULT_CONTRADICTS,     /* recorded: the result written; ending */
    /* Warnings: the game is still read. */
    PDN_PROBLEM_RESULT_TAG_DIFFERS,     /* text: the Result tag, other: the token at other_line:other_col */
    PDN_PROBLEM_UNFINISHED_BUT_ENDED,   /* ending */
    PDN_PROBLEM_COUNT
} PdnProblem;

enum { PDN_WORD_SIZE = 68, PDN_LAST_MOVE_SIZE = MOVE_STRSIZE + 16 };

/* How a replayed game ended, for the sentences that name it. */
typedef struct PdnEnding {
    GameResult result;
    EndReason reason;
    char last[PDN_LAST_MOVE_SIZE]; /* the last move with its number ("12. 22-18"), or "" */
} PdnEnding;

/* A problem tied to a place in the text (1-based line and byte column). */
typedef struct PdnError {
    int line, col;
    PdnProblem problem;
    char text[PDN_WORD_SIZE];      /* a move, word, tag name or value, made safe (text_sanitize) */
    bool cut;                      /* text was cut: the word was longer */
    int number;                    /* a character's code */
    char other[PDN_WORD_SIZE];     /* the result token a Result tag differs from */
    int other_line, other_col;
    GameResult recorded;           /* the result the text records */
    PdnEnding ending;
    MoveRefusal refusal;
    FenError fen;
    char message[PDN_ERRSIZE];     /* the stable English */
} PdnError;

/* One game read and replayed. */
typedef struct PdnGame {
    PdnHeader header;
    Game game;        /* ended by rule, or by resignation/agreement when the
                         recorded result says so and no rule ended it */
    int line, col;    /* where the game's text starts */
    int nwarnings;    /* non-fatal remarks, e.g. Result tag != result token */
    PdnError warnings[PDN_MAX_WARNINGS];
} PdnGame;

typedef struct PdnReader {
    const char *text;
    size_t len, pos;
    int line, col;
} PdnReader;

typedef enum { PDN_ERROR = -1, PDN_EOF = 0, PDN_OK = 1 } PdnStatus;

/* Every header field "?" and the date "????.??.??". */
void pdn_header_init(PdnHeader *h);
/* Set the Date field to today's local date, "YYYY.MM.DD". */
void pdn_header_set_today(PdnHeader *h);
/* Copy value into one header field (cut to fit). */
void pdn_header_set(char field[PDN_VALUE_MAX], const char *value);
/* Set one of the further tags (replacing a tag of that name); false when
 * the header already holds PDN_MAX_OTHER_TAGS others. */
bool pdn_header_set_tag(PdnHeader *h, const char *name, const char *value);
/* The Termination tag of a game lost when a clock ran out: written by the
 * session, read back as that ending (not a resignation). */
#define PDN_TERMINATION_TIME_FORFEIT "time forfeit"
/* The Termination tag of a game finished by the players or the rules: a
 * resignation, an agreed draw (read back as such when no rule ended the
 * game: the result says which), a rule ending (the PGN convention). */
#define PDN_TERMINATION_NORMAL "normal"

/* The value of a further tag, or NULL when the header has none by that name. */
const char *pdn_header_tag(const PdnHeader *h, const char *name);

/* Read from text[0..len-1] (need not be NUL-terminated; must outlive r). */
void pdn_reader_init(PdnReader *r, const char *text, size_t len);
/* PDN_OK: *out holds the next game (free it with pdn_game_free).
 * PDN_EOF: no more games.  PDN_ERROR: *err says what and where; nothing to
 * free, and the next call goes on with the following game. */
PdnStatus pdn_read_game(PdnReader *r, PdnGame *out, PdnError *err);
void pdn_game_free(PdnGame *pg);

/* A variation: a line from the position before the move it follows. */
typedef struct PdnLine {
    const Move *moves;
    int len;                       /* 0: no variation */
    const char *comment;           /* after the line's first move, or NULL */
} PdnLine;

enum { PDN_NOTE_LINES = 2 };

/* What is written after one move of an annotated game; every field may be
 * empty (0, NULL). */
typedef struct PdnNote {
    int nag;                       /* > 0: "$nag" right after the move */
    const char *comment;           /* "{comment}" after the NAG */
    PdnLine lines[PDN_NOTE_LINES]; /* variations, "( ... )" each, in order */
} PdnNote;

typedef struct PdnAnnotations {
    const PdnNote *plies;          /* one per played ply, or NULL */
    const char *final_comment;     /* before the result token, or NULL */
} PdnAnnotations;

/* Write one game (played plies only, not the redo list) followed by a
 * blank line.  h may be NULL (every tag "?").  Returns 0, or -1 on a write
 * error (errno set). */
int pdn_write_game(FILE *f, const Game *g, const PdnHeader *h);
/* The same with annotations (notes may be NULL: a plain game).  The caller
 * gives legal moves; comment text is written as given, except that braces
 * become parentheses and runs of blanks one space. */
int pdn_write_annotated(FILE *f, const Game *g, const PdnHeader *h, const PdnAnnotations *notes);
/* Replace the file at path with this one game, atomically: a temporary
 * file in the same directory, fsync, rename.  Returns 0, or -1 with
 * *why. */
int pdn_save(const char *path, const Game *g, const PdnHeader *h, FileProblem *why);

/* The name of a file in messages: "<stdin>" for "-", else path. */
const char *pdn_display_name(const char *path);
/* Read a whole file ("-" = standard input) into a malloc'd buffer (NUL
 * added after len bytes); at most PDN_MAX_FILE_BYTES.  A named file must
 * be a regular one (core/fileread.h: a FIFO is refused, never waited on).
 * Returns 0, or -1 with *why (file_problem.h). */
int pdn_read_file(const char *path, char **text, size_t *len, FileProblem *why);
/* FILE_PROBLEM_BAD_GAME for the file at path (pdn_display_name) from the
 * reader's error: its line, column and English message.  Returns why. */
FileProblem *pdn_bad_game_problem(FileProblem *why, const char *path, const PdnError *err);
/* Load the first game of a PDN file into *g (initialised here; free it
 * with game_free) and its tags into *h (may be NULL).  Returns 0, or -1
 * with *why: the file's problem, FILE_PROBLEM_NO_GAME, or
 * FILE_PROBLEM_BAD_GAME (line, col, and the reader's message as detail). */
int pdn_load(const char *path, Game *g, PdnHeader *h, FileProblem *why);

#endif
