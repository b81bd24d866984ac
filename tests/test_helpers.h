/*
 * test_helpers.h - small helpers shared by the Check suites.
 */
#ifndef DAMA_TEST_HELPERS_H
#define DAMA_TEST_HELPERS_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "file_problem.h"
#include "egdb.h"
#include "game.h"
#include "session.h"
#include "words_move.h"

/* A file's problem in the library's English, for an assertion's message
 * or a strstr (a buffer of the statement's own). */
#define TEST_FILE_TEXT(why) file_problem_text(&(why), (char[FILE_PROBLEM_TEXT_SIZE]){0}, FILE_PROBLEM_TEXT_SIZE)

/* Parses fen or fails the running test. */
Position test_position(const char *fen);
/* The legal moves of fen in notation order, joined by single spaces. */
const char *test_moves(const char *fen, char *buf, size_t size);
/* Plays the move written as text (it must be legal) in g. */
void test_play(Game *g, const char *text);
/* g from the start position by the moves of text (separated by spaces),
 * at most max_plies of them. */
void test_game_of(Game *g, const char *moves, int max_plies);
/* Appends that game to the archive at path as a rated game of player
 * (playing side) against level 3, with GameId id, or fails the test. */
void test_archive_moves(const char *archive, const char *moves, int max_plies, const char *player, int side,
                        const char *id);
/* An endgame database set of up to pieces built for a test in a fresh
 * temporary folder (2-4 pieces take seconds), open in db. */
typedef struct TestEgdb {
    char dir[64];
    Egdb *db;
} TestEgdb;
void test_egdb_open(TestEgdb *t, int pieces);
/* Closes the set and removes its folder. */
void test_egdb_close(TestEgdb *t);
/* A fresh temporary data directory with the paths of its archive and its
 * training file (nothing is created in it). */
typedef struct Place {
    char dir[64];
    char archive[128];
    char training[128];
} Place;
void place_make(Place *p);
/* Writes text to path (created or emptied) or fails the running test. */
void test_write_file(const char *path, const char *text);
/* Removes path and everything below it (a test's temporary folder). */
void test_remove_tree(const char *path);
/* A notice as the player reads it (words_notice), for a test to look at. */
typedef struct NoticeWords {
    char text[WORDS_SIZE];
} NoticeWords;
NoticeWords test_notice_words(const Notice *n);
/* The same position with the colours swapped (board turned round, the
 * other side to move; part eval: both evaluations' symmetry tests). */
Position test_mirrored(const Position *p);
/* Deterministic pseudo-random numbers (xorshift64*), for random games. */
uint64_t test_random(uint64_t *state);

#endif
