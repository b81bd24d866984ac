/*
 * test_training_games.h - the held-out games with known blunders that the
 * training suites (test_training.c, test_training_job.c) archive.
 */
#ifndef DAMA_TEST_TRAINING_GAMES_H
#define DAMA_TEST_TRAINING_GAMES_H

/* Two held-out games against the engine, each with a known blunder: a
 * quiet move that lets the opponent take two men at once.
 * Anna (White): 13. 18-13? lets Black play 10x17x26 (ply 24).
 * Dario (Black): 7... 12-15? lets White play 25x18x11 (ply 13). */
static const char ANNA_GAME[] = "22-18 12-15 26-22 10-13 23-20 13-17 27-23 17x26 30x21 5-10 23-19 9-13 18x9 "
                                "11-14 20x11 14x23 28x19 7x14x23 21-18 23-27 32-28 6-11 25-21 1-5 18-13 "
                                "10x17x26";
enum { ANNA_BLUNDER_PLY = 24 };
static const char DARIO_GAME[] = "21-17 10-14 22-18 14x21 25x18 6-10 23-20 11-15 20x11 7x14x21 27-22 10-14 "
                                 "29-25 12-15 25x18x11";
enum { DARIO_BLUNDER_PLY = 13 };

#endif
