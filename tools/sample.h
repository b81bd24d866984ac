/*
 * sample.h - part eval (issue 18): one training position as tools/selfplay
 * writes it and tools/learn reads it (docs/tuning.md): 24 bytes in the
 * machine's byte order (the data files are made and used on one machine and
 * never committed).
 */
#ifndef DAMA_TOOLS_SAMPLE_H
#define DAMA_TOOLS_SAMPLE_H

#include <stdint.h>

#include "board.h"

enum { SAMPLE_BLACK_WINS = 0, SAMPLE_DRAW = 1, SAMPLE_WHITE_WINS = 2 };

typedef struct Sample {
    uint32_t men[2], kings[2]; /* Position's bitboards, [WHITE], [BLACK] */
    uint32_t game;             /* the game's number: the held-out split and the order */
    uint16_t ply;              /* plies since the ballot */
    uint8_t side;              /* side to move */
    uint8_t result;            /* SAMPLE_*: the game's result */
} Sample;

_Static_assert(sizeof(Sample) == 24, "a sample record is 24 bytes");

static inline void sample_from_position(Sample *s, const Position *p, uint32_t game, int ply)
{
    s->men[0] = p->men[0];
    s->men[1] = p->men[1];
    s->kings[0] = p->kings[0];
    s->kings[1] = p->kings[1];
    s->game = game;
    s->ply = (uint16_t)ply;
    s->side = (uint8_t)p->side;
    s->result = SAMPLE_DRAW;
}

#endif
