/*
 * score.c - scores in words (see score.h).
 */
#include "score.h"

#include <stdio.h>

#include "board.h"

static int magnitude(int score) { return score < 0 ? -score : score; }

char *score_describe(int score, int side, char *buf, size_t size)
{
    int white_score = side == WHITE ? score : -score;
    int leader = white_score >= 0 ? WHITE : BLACK;
    int m = magnitude(white_score);
    if (score_is_decisive(score))
        snprintf(buf, size, "%s wins in %d", side_name(leader), score_winner_moves(score));
    else if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        snprintf(buf, size, "%s wins (database)", side_name(leader));
    else if (m < SCORE_EVEN_BELOW)
        snprintf(buf, size, "even (%c%d.%02d)", white_score < 0 ? '-' : '+', m / 100, m % 100);
    else
        snprintf(buf, size, "%s +%d.%02d", side_name(leader), m / 100, m % 100);
    return buf;
}

char *score_format_men(int score, char *buf, size_t size)
{
    int m = magnitude(score);
    if (score_is_decisive(score))
        snprintf(buf, size, "%s in %d", score > 0 ? "win" : "loss", score_winner_moves(score));
    else if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        snprintf(buf, size, "database %s", score > 0 ? "win" : "loss");
    else
        snprintf(buf, size, "%c%d.%02d", score < 0 ? '-' : '+', m / 100, m % 100);
    return buf;
}
