/*
 * words_game.c - results, scores and the rating in words (words_game.h).
 *
 * One sentence per side and reason (a translation agrees its verb and
 * article with the side); counts with P_().  Translators may reorder the
 * arguments with %1$s, %2$d (gettext's positional form).
 */
#include "words_game.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "words_files.h"
#include "notation.h"
#include "rating.h"
#include "score.h"

static const char *by_side(int side, const char *white, const char *black) { return side == WHITE ? white : black; }

/* The reason's sentence (after the result token), from the result, the
 * reason and the last move's label ("45...27-23"). */
static void result_reason(GameResult result, EndReason reason, const char *last, char *buf, size_t size)
{
    int loser = result == RESULT_WHITE_WINS ? BLACK : WHITE;
    switch (reason) {
    case END_NO_PIECES:
        snprintf(buf, size, "%s", by_side(loser, _("White has no pieces left"), _("Black has no pieces left")));
        break;
    case END_NO_MOVES:
        snprintf(buf, size, "%s", by_side(loser, _("White has no legal move"), _("Black has no legal move")));
        break;
    case END_RESIGNATION: snprintf(buf, size, "%s", by_side(loser, _("White resigned"), _("Black resigned"))); break;
    case END_TIME:
        snprintf(buf, size, "%s", by_side(loser, _("White ran out of time"), _("Black ran out of time")));
        break;
    case END_THREEFOLD: snprintf(buf, size, _("threefold repetition after %s"), last); break;
    case END_FIFTY_MOVES: snprintf(buf, size, _("50-move rule after %s"), last); break;
    case END_AGREEMENT: snprintf(buf, size, "%s", _("draw by agreement")); break;
    case END_NONE: snprintf(buf, size, "%s", _("game in progress")); break;
    }
}

char *words_game_end(GameResult result, EndReason reason, const char *last, char *buf, size_t size)
{
    char why[256];
    result_reason(result, reason, last, why, sizeof why);
    /* TRANSLATORS: the result token (1-0, 0-1, 1/2-1/2, *), then how the game ended. */
    snprintf(buf, size, _("%s %s"), game_result_token(result), why);
    return buf;
}

char *words_result(const Game *g, char *buf, size_t size)
{
    char last[MOVE_STRSIZE + 16] = "";
    if (g->nplies > 0)
        game_move_label(g, g->nplies - 1, last, sizeof last);
    return words_game_end(g->result, g->reason, last, buf, size);
}

static int magnitude(int score) { return score < 0 ? -score : score; }

char *words_score(int score, int side, char *buf, size_t size)
{
    int white_score = side == WHITE ? score : -score;
    int leader = white_score >= 0 ? WHITE : BLACK;
    int m = magnitude(white_score);
    if (score_is_decisive(score))
        snprintf(buf, size, by_side(leader, _("White wins in %d"), _("Black wins in %d")), score_winner_moves(score));
    else if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        snprintf(buf, size, "%s", by_side(leader, _("White wins (database)"), _("Black wins (database)")));
    else if (m < SCORE_EVEN_BELOW)
        snprintf(buf, size, _("even (%c%d.%02d)"), white_score < 0 ? '-' : '+', m / 100, m % 100);
    else
        snprintf(buf, size, by_side(leader, _("White +%d.%02d"), _("Black +%d.%02d")), m / 100, m % 100);
    return buf;
}

char *words_search_score(const SearchInfo *info, int side, char *buf, size_t size)
{
    if (info->egdb == EGDB_DRAW && !score_is_decisive(info->score))
        snprintf(buf, size, "%s", _("draw (database)"));
    else
        words_score(info->score, side, buf, size);
    return buf;
}

/* The side to move's view in men (score_format_men's facts). */
static void score_in_men(int score, char *buf, size_t size)
{
    int m = magnitude(score);
    if (score_is_decisive(score))
        snprintf(buf, size, score > 0 ? _("win in %d") : _("loss in %d"), score_winner_moves(score));
    else if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        snprintf(buf, size, "%s", score > 0 ? _("database win") : _("database loss"));
    else
        snprintf(buf, size, "%c%d.%02d", score < 0 ? '-' : '+', m / 100, m % 100);
}

char *words_eval(int score_white, bool game_over, bool egdb_draw, char *buf, size_t size)
{
    if (score_is_decisive(score_white) && (game_over || score_plies_to_end(score_white) == 0))
        snprintf(buf, size, "%s", by_side(score_white > 0 ? WHITE : BLACK, _("White wins"), _("Black wins")));
    else if (score_is_decisive(score_white))
        words_score(score_white, WHITE, buf, size);
    else if (game_over)
        snprintf(buf, size, "%s", _("draw"));
    else if (egdb_draw)
        snprintf(buf, size, "%s", _("database draw"));
    else
        score_in_men(score_white, buf, size);
    return buf;
}

bool words_rating(const Progress *p, char *buf, size_t size)
{
    bool provisional = glicko_provisional(&p->glicko);
    char why[FILE_PROBLEM_TEXT_SIZE];
    if (p->error.code != FILE_PROBLEM_NONE)
        snprintf(buf, size, _("Game not archived: %s"), words_file_problem(&p->error, why, sizeof why));
    else if (p->have_change)
        snprintf(buf, size, provisional ? _("Rating %d (provisional; last game %+d)") : _("Rating %d (last game %+d)"),
                 p->rating, p->last_change);
    else
        snprintf(buf, size, provisional ? _("Rating %d (provisional)") : _("Rating %d"), p->rating);
    return p->error.code == FILE_PROBLEM_NONE;
}

char *words_review_summary(const GameReview *r, int side, char *buf, size_t size)
{
    const PlayerSummary *s = &r->players[side];
    int average = summary_average_loss(s);
    char moves[64], inaccuracies[64], mistakes[64], blunders[64];
    snprintf(moves, sizeof moves, P_("%d move", "%d moves", s->moves), s->moves);
    snprintf(inaccuracies, sizeof inaccuracies, P_("%d inaccuracy", "%d inaccuracies", s->inaccuracies),
             s->inaccuracies);
    snprintf(mistakes, sizeof mistakes, P_("%d mistake", "%d mistakes", s->mistakes), s->mistakes);
    snprintf(blunders, sizeof blunders, P_("%d blunder", "%d blunders", s->blunders), s->blunders);
    /* TRANSLATORS: the side, the average loss in men, then the counts of
     * moves, inaccuracies, mistakes and blunders (each said with its
     * plural above). */
    snprintf(buf, size, by_side(side, _("White: average loss %d.%02d per move (%s), %s, %s, %s"),
                                _("Black: average loss %d.%02d per move (%s), %s, %s, %s")),
             average / 100, average % 100, moves, inaccuracies, mistakes, blunders);
    return buf;
}
