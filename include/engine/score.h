/*
 * score.h - what a search score means, said once.
 *
 * A score is told from the side to move's point of view, in hundredths of a
 * man (+100: a man ahead).  A forced result is encoded by its distance:
 * a win N plies from now is SCORE_WIN - N, a loss N plies from now
 * -(SCORE_WIN - N).  Any |score| >= SCORE_WIN_MIN is such a forced result
 * (no evaluation comes near it), so a win can be up to
 * SCORE_WIN - SCORE_WIN_MIN plies away.  SCORE_INF bounds every score.
 *
 * The engine protocol prints the bare number (docs/protocol.md); people are
 * shown the words layer's words_score (words_game.h).  score_describe and
 * score_format_men write the stable English of the PDN comments `dama
 * analyse` writes (machine-read, never translated).
 */
#ifndef DAMA_SCORE_H
#define DAMA_SCORE_H

#include <stdbool.h>
#include <stddef.h>

enum {
    SCORE_INF = 32000,
    SCORE_WIN = 30000,
    SCORE_WIN_MIN = SCORE_WIN - 1000,
    SCORE_DRAW = 0,
    SCORE_EVEN_BELOW = 5 /* |score| under this is shown as "even" */
};

/* A win the endgame databases prove (egdb.h) but the search has not played
 * out: SCORE_EGDB_WIN - N, N plies to the database's next conversion: the
 * plies to the database position plus its distance to conversion (at the
 * root, the distance alone), so that the nearer win scores higher.  Below
 * every forced result the search finds itself, above every evaluation. */
enum { SCORE_EGDB_WIN = SCORE_WIN_MIN - 1000, SCORE_EGDB_WIN_MIN = SCORE_EGDB_WIN - 500 };
static inline bool score_is_egdb_win(int score) { return score >= SCORE_EGDB_WIN_MIN && score < SCORE_WIN_MIN; }
static inline bool score_is_egdb_loss(int score) { return score_is_egdb_win(-score); }
/* A database win (or loss) plies half-moves from now; a very long one is
 * kept at SCORE_EGDB_WIN_MIN, still above every evaluation. */
static inline int score_egdb_win_in(int plies)
{
    return plies < SCORE_EGDB_WIN - SCORE_EGDB_WIN_MIN ? SCORE_EGDB_WIN - plies : SCORE_EGDB_WIN_MIN;
}
static inline int score_egdb_loss_in(int plies) { return -score_egdb_win_in(plies); }

/* The score of a win, or a loss, `plies` half-moves from now. */
static inline int score_win_in(int plies) { return SCORE_WIN - plies; }
static inline int score_loss_in(int plies) { return -SCORE_WIN + plies; }

/* A forced win (loss) for the side to move. */
static inline bool score_is_win(int score) { return score >= SCORE_WIN_MIN; }
static inline bool score_is_loss(int score) { return score <= -SCORE_WIN_MIN; }
static inline bool score_is_decisive(int score) { return score_is_win(score) || score_is_loss(score); }
/* An evaluation: neither a forced result nor a database one. */
static inline bool score_is_eval(int score)
{
    return !score_is_decisive(score) && !score_is_egdb_win(score) && !score_is_egdb_loss(score);
}

/* Plies until the game ends, for a decisive score. */
static inline int score_plies_to_end(int score) { return SCORE_WIN - (score < 0 ? -score : score); }
/* Moves the winner still makes, for a decisive score: "wins in N". */
static inline int score_winner_moves(int score) { return (score_plies_to_end(score) + 1) / 2; }

/* A decisive score, or a database one, counts plies from the root; the
 * transposition table stores it counted from the node (ply plies below the
 * root) so that the entry is right wherever the position comes up again.
 * (A database win counted from a deeper node stays a database win: it is
 * kept at SCORE_EGDB_WIN_MIN at the least.) */
static inline int score_to_node(int score, int ply)
{
    if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        return score > 0 ? score_egdb_win_in(SCORE_EGDB_WIN - score - ply)
                         : score_egdb_loss_in(SCORE_EGDB_WIN + score - ply);
    return score_is_win(score) ? score + ply : score_is_loss(score) ? score - ply : score;
}
static inline int score_from_node(int score, int ply)
{
    if (score_is_egdb_win(score) || score_is_egdb_loss(score))
        return score > 0 ? score_egdb_win_in(SCORE_EGDB_WIN - score + ply)
                         : score_egdb_loss_in(SCORE_EGDB_WIN + score + ply);
    return score_is_win(score) ? score - ply : score_is_loss(score) ? score + ply : score;
}

enum { SCORE_TEXT_SIZE = 32 };

/* For people, from the board's point of view (side is the side the score
 * belongs to, i.e. the side to move of the searched position):
 * "White +0.35", "Black +1.20", "even (-0.03)", "White wins in 7"
 * (7 of White's moves), "White wins (database)".  Returns buf. */
char *score_describe(int score, int side, char *buf, size_t size);

/* The side to move's view in men, signed: "+0.35", "-1.20", "+0.00";
 * a decisive score reads "win in 7" or "loss in 7" (the winner's moves),
 * a database one "database win" or "database loss".  Returns buf. */
char *score_format_men(int score, char *buf, size_t size);

#endif
