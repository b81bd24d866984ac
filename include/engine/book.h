/*
 * book.h - the opening book: positions the engine has studied in advance,
 * each with its good moves and their scores (docs/book.md).
 *
 * A book is a sorted array of entries, one per (position, move): the
 * position's 64-bit Zobrist key (fixed constants, board.c, so keys are
 * stable across builds), the move (from, to, the squares it takes) and the
 * score of the position after it, in hundredths of a man for the side that
 * plays it.  Probing is a binary search.  This module knows no file
 * locations: the front end finds the file and hands the loaded book to the
 * engine (engine_set_book).
 */
#ifndef DAMA_BOOK_H
#define DAMA_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "file_problem.h"

enum {
    BOOK_HEADER_BYTES = 16,
    BOOK_ENTRY_BYTES = 16,
    BOOK_MAX_ENTRIES = 4 * 1024 * 1024, /* 64 MiB: far more than a book needs */
    BOOK_MAX_MOVES = 64,                /* book moves kept for one position */
    /* Moves whose scores are this close to the best are "of equal value":
     * the engine picks among them at random, so games differ.  Smaller than
     * what a move gains or loses in the opening, larger than the noise of
     * a fixed-depth score. */
    BOOK_EQUAL_MARGIN = 4
};

typedef struct BookEntry {
    uint64_t key;      /* Zobrist key of the position before the move */
    Bitboard captured; /* squares the move takes (0 for a simple move) */
    uint8_t from, to;
    int16_t score;     /* after the move, for the side that played it */
} BookEntry;

typedef struct BookMove {
    Move move;
    int score;
} BookMove;

typedef struct Book Book;

/* A book from entries in any order (copied, sorted; duplicates of one
 * position and move keep the first).  NULL when memory is short. */
Book *book_from_entries(const BookEntry *entries, size_t count);
/* Read a book file: only a regular file (a FIFO or a device is refused,
 * never waited on) of at most the largest book's size (core/fileread.h).
 * NULL with the reason in *why when it is missing, unreadable or malformed
 * (wrong magic or version, size, order, squares). */
Book *book_load(const char *path, FileProblem *why);
/* The book coded in size bytes of data (a file's image); name is what *why
 * calls it.  NULL with the reason in *why, as book_load. */
Book *book_parse(const unsigned char *data, size_t size, const char *name, FileProblem *why);
/* Write the book file atomically.  0, or -1 with the reason in *why. */
int book_save(const Book *b, const char *path, FileProblem *why);
void book_free(Book *b);

size_t book_entries(const Book *b);
size_t book_positions(const Book *b);

/* The legal moves the book holds for p, best first; returns the count
 * (at most max).  A stored move that is not legal in p is ignored. */
int book_moves(const Book *b, const Position *p, BookMove *out, int max);
/* One of p's best book moves, chosen by random among those within
 * BOOK_EQUAL_MARGIN of the best.  False when p is not in the book. */
bool book_pick(const Book *b, const Position *p, uint64_t random, BookMove *out);

#endif
