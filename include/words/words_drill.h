/*
 * words_drill.h - the endgame drills said to a player (part "drillui":
 * shared by `dama drill` and the drill screen): each step's name, what it
 * teaches and how it is won, and an attempt's verdict, whole sentences
 * through the catalog.
 */
#ifndef DAMA_WORDS_DRILL_H
#define DAMA_WORDS_DRILL_H

#include <stddef.h>

#include "drill.h"

/* Step number's words (translated); "" for a number without a step. */
const char *words_drill_name(int number);
const char *words_drill_teaches(int number);
const char *words_drill_how(int number);
/* The name in English, for machine-read output (`dama drill --list --json`). */
const char *words_drill_name_english(int number);
/* Who plays and what the position is (a win to convert, a draw to hold),
 * a sentence of its own for each side and goal. */
const char *words_drill_player(int side, DrillGoal goal);
/* The rule the attempt ends by: the 50-move rule to convert within, or the
 * draws that hold. */
const char *words_drill_rule(DrillGoal goal);
/* The attempt's verdict: "You won in 9 moves. The shortest win was 7
 * moves.", why it failed, or that it goes on; returns buf. */
char *words_drill_verdict(const DrillAttempt *a, char *buf, size_t size);

#endif
