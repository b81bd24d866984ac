/*
 * words_puzzle.h - why a file of puzzles was not read, said to a player
 * (docs/architecture.md, "Words"), from puzzle_set.h's PuzzleSetError, and
 * why the attempts file was not: `dama puzzle` and the puzzle screen say
 * the same sentences.
 */
#ifndef DAMA_WORDS_PUZZLE_H
#define DAMA_WORDS_PUZZLE_H

#include <stddef.h>

#include "puzzle_set.h"

/* The reason, after the file's name and place where it has one:
 * "puzzles.pdn:10:4: illegal move '5-9': ...", "puzzles.pdn:12: a PuzzleId
 * that an earlier puzzle has already", the file's own problem when it
 * cannot be read.  path is the file as given (made safe to show here).
 * Returns buf. */
char *words_puzzle_set_error(const char *path, const PuzzleSetError *e, char *buf, size_t size);
/* Why the attempts file at path (made safe to show here) was not read or
 * written: "puzzles.txt:5: not an attempt (...)" at the damaged line, else
 * the file's own problem (why); out of memory in a word.  Returns buf. */
char *words_puzzle_record_error(const char *path, PuzzleRecordStatus st, int line, const FileProblem *why, char *buf,
                                size_t size);

#endif
