/*
 * words_move.c - a refused move in words (words_move.h).
 *
 * One whole sentence per fact: the piece (man or king), the side and
 * whether a capture is due each choose a sentence of their own, so that a
 * translation can agree its words (pedina/dama, pion/dame) instead of
 * receiving spliced fragments.  Translators may reorder the arguments with
 * %1$d, %2$s (gettext's positional form).
 */
#include "words_move.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"

const char *words_side(int side) { return side == WHITE ? _("White") : _("Black"); }

/* One of four sentences chosen by two facts (a: the first, b: the second). */
static const char *pick4(bool a, bool b, const char *no_no, const char *no_yes, const char *yes_no,
                         const char *yes_yes)
{
    return a ? (b ? yes_yes : yes_no) : (b ? no_yes : no_no);
}

static void say_precedence(const MoveRefusal *w, char *buf, size_t size)
{
    switch (w->rule) {
    case 1:
        snprintf(buf, size, _("%s is not allowed (rule 1: the capture that takes the most pieces must be played): "
                              "play %s"), w->move, w->moves);
        break;
    case 2:
        snprintf(buf, size, _("%s is not allowed (rule 2: a capture by a king comes before a capture by a man): "
                              "play %s"), w->move, w->moves);
        break;
    case 3:
        snprintf(buf, size, _("%s is not allowed (rule 3: the capture that takes the most kings must be played): "
                              "play %s"), w->move, w->moves);
        break;
    default:
        snprintf(buf, size, _("%s is not allowed (rule 4: the capture that meets a king earliest must be played): "
                              "play %s"), w->move, w->moves);
        break;
    }
}

/* The refusals about where a capture goes (each with or without a capture due). */
static bool say_capture_path(const MoveRefusal *w, char *buf, size_t size)
{
    switch (w->code) {
    case REFUSAL_MAN_TAKES_KING:
        snprintf(buf, size, _("the man on %d cannot take the king on %d: a man never captures a king"), w->from,
                 w->square);
        return true;
    case REFUSAL_MAN_TAKES_KING_DUE:
        snprintf(buf, size, _("the man on %d cannot take the king on %d: a man never captures a king; a capture is "
                              "mandatory: play %s"), w->from, w->square, w->moves);
        return true;
    case REFUSAL_MAN_CAPTURES_BACKWARD:
        snprintf(buf, size, _("the man on %d cannot capture backward: men capture forward only"), w->from);
        return true;
    case REFUSAL_MAN_CAPTURES_BACKWARD_DUE:
        snprintf(buf, size, _("the man on %d cannot capture backward: men capture forward only; a capture is "
                              "mandatory: play %s"), w->from, w->moves);
        return true;
    case REFUSAL_CROWNED_STOPS:
        snprintf(buf, size, _("the man is crowned on %d and its move ends there: a man reaching the far row stops"),
                 w->square);
        return true;
    case REFUSAL_CROWNED_STOPS_DUE:
        snprintf(buf, size, _("the man is crowned on %d and its move ends there: a man reaching the far row stops; "
                              "a capture is mandatory: play %s"), w->square, w->moves);
        return true;
    case REFUSAL_NO_FURTHER_JUMP:
        snprintf(buf, size, _("%s ends on %d: no further jump from there"), w->move, w->square);
        return true;
    case REFUSAL_NO_FURTHER_JUMP_DUE:
        snprintf(buf, size, _("%s ends on %d: no further jump from there; a capture is mandatory: play %s"), w->move,
                 w->square, w->moves);
        return true;
    case REFUSAL_STOPPED_SHORT:
        snprintf(buf, size, _("the capture may not stop on %d while a further jump is possible: it goes on as %s"),
                 w->square, w->move);
        return true;
    case REFUSAL_STOPPED_SHORT_DUE:
        snprintf(buf, size, _("the capture may not stop on %d while a further jump is possible: it goes on as %s; "
                              "a capture is mandatory: play %s"), w->square, w->move, w->moves);
        return true;
    case REFUSAL_NO_SUCH_CAPTURE_DUE:
        snprintf(buf, size, w->king ? _("the king on %d has no such capture; a capture is mandatory: play %s")
                                    : _("the man on %d has no such capture; a capture is mandatory: play %s"),
                 w->from, w->moves);
        return true;
    case REFUSAL_NO_CAPTURE_POSSIBLE:
        snprintf(buf, size, w->king ? _("the king on %d has no such capture (no capture is possible here)")
                                    : _("the man on %d has no such capture (no capture is possible here)"), w->from);
        return true;
    default: return false;
    }
}

/* The refusals of a simple move: the piece's own rule, the square it goes to. */
static bool say_simple_move(const MoveRefusal *w, char *buf, size_t size)
{
    switch (w->code) {
    case REFUSAL_SIMPLE_MOVE_ONE_SQUARE:
        snprintf(buf, size, "%s", _("a simple move goes to one square (like 22-19); captures list their squares "
                                    "with x"));
        return true;
    case REFUSAL_MAN_MOVES_BACKWARD:
        snprintf(buf, size, _("the man on %d cannot move to %d: men never move backward"), w->from, w->to);
        return true;
    case REFUSAL_NOT_DIAGONAL:
        snprintf(buf, size, w->king ? _("the king on %d cannot move to %d: %d and %d are not on one diagonal (a piece "
                                        "moves one square diagonally)")
                                    : _("the man on %d cannot move to %d: %d and %d are not on one diagonal (a piece "
                                        "moves one square diagonally)"), w->from, w->to, w->from, w->to);
        return true;
    case REFUSAL_KING_DOES_NOT_FLY:
        snprintf(buf, size, _("the king on %d cannot move to %d: kings do not fly: a king moves one square at a time"),
                 w->from, w->to);
        return true;
    case REFUSAL_MAN_ONE_STEP:
        snprintf(buf, size, _("the man on %d cannot move to %d: a man moves one square diagonally forward"), w->from,
                 w->to);
        return true;
    case REFUSAL_OWN_PIECE_THERE:
        snprintf(buf, size, pick4(w->king, w->occupant_king,
                                  _("the man on %d cannot move to %d: that square is occupied by your own man"),
                                  _("the man on %d cannot move to %d: that square is occupied by your own king"),
                                  _("the king on %d cannot move to %d: that square is occupied by your own man"),
                                  _("the king on %d cannot move to %d: that square is occupied by your own king")),
                 w->from, w->to);
        return true;
    case REFUSAL_ENEMY_PIECE_THERE:
        if (w->side == WHITE)
            snprintf(buf, size, pick4(w->king, w->occupant_king,
                                      _("the man on %d cannot move to %d: that square is occupied by White's man"),
                                      _("the man on %d cannot move to %d: that square is occupied by White's king"),
                                      _("the king on %d cannot move to %d: that square is occupied by White's man"),
                                      _("the king on %d cannot move to %d: that square is occupied by White's king")),
                     w->from, w->to);
        else
            snprintf(buf, size, pick4(w->king, w->occupant_king,
                                      _("the man on %d cannot move to %d: that square is occupied by Black's man"),
                                      _("the man on %d cannot move to %d: that square is occupied by Black's king"),
                                      _("the king on %d cannot move to %d: that square is occupied by Black's man"),
                                      _("the king on %d cannot move to %d: that square is occupied by Black's king")),
                     w->from, w->to);
        return true;
    case REFUSAL_CANNOT_MOVE:
        snprintf(buf, size, w->king ? _("the king on %d cannot move to %d") : _("the man on %d cannot move to %d"),
                 w->from, w->to);
        return true;
    default: return false;
    }
}

char *words_refusal(const MoveRefusal *w, char *buf, size_t size)
{
    if (size == 0)
        return buf;
    buf[0] = '\0';
    if (say_capture_path(w, buf, size) || say_simple_move(w, buf, size))
        return buf;
    switch (w->code) {
    case REFUSAL_NOT_A_MOVE:
        snprintf(buf, size, _("'%s' is not a move: write it like 22-19 or 29x22x15 (squares 1-32)"), w->typed);
        break;
    case REFUSAL_NO_LEGAL_MOVE:
        snprintf(buf, size, "%s", w->side == WHITE ? _("White has no legal move") : _("Black has no legal move"));
        break;
    case REFUSAL_AMBIGUOUS: snprintf(buf, size, _("ambiguous: %s; type the full path"), w->moves); break;
    case REFUSAL_WRITE_CAPTURE_WITH_X: snprintf(buf, size, _("a capture is written with x: write %s"), w->move); break;
    case REFUSAL_WRITE_MOVE_WITH_DASH:
        snprintf(buf, size, _("a simple move is written with '-': write %s"), w->move);
        break;
    case REFUSAL_NOT_YOUR_PIECE:
        if (w->side == WHITE)
            snprintf(buf, size, w->occupant_king ? _("no piece of yours on %d: that king is White's")
                                                 : _("no piece of yours on %d: that man is White's"), w->from);
        else
            snprintf(buf, size, w->occupant_king ? _("no piece of yours on %d: that king is Black's")
                                                 : _("no piece of yours on %d: that man is Black's"), w->from);
        break;
    case REFUSAL_EMPTY_SQUARE: snprintf(buf, size, _("no piece of yours on %d: the square is empty"), w->from); break;
    case REFUSAL_PRECEDENCE: say_precedence(w, buf, size); break;
    case REFUSAL_CAPTURE_MANDATORY: snprintf(buf, size, _("a capture is mandatory: play %s"), w->moves); break;
    default: break;
    }
    return buf;
}

char *words_refused_move(const char *typed, const MoveRefusal *why, char *buf, size_t size)
{
    char reason[WORDS_SIZE];
    /* The refusal quotes the input cut short (MoveRefusal.typed); the
     * player sees all of what they typed. */
    if (why->code == REFUSAL_NOT_A_MOVE) {
        snprintf(buf, size, _("'%s' is not a move: write it like 22-19 or 29x22x15 (squares 1-32)"), typed);
        return buf;
    }
    words_refusal(why, reason, sizeof reason);
    /* Name the move typed, unless the reason already begins with it. */
    if (strncmp(reason, typed, strlen(typed)) == 0)
        snprintf(buf, size, "%s", reason);
    else
        /* TRANSLATORS: a move as typed, then why it cannot be played. */
        snprintf(buf, size, _("%s: %s"), typed, reason);
    return buf;
}

/* The FEN refusals that name a side: one sentence per side. */
static bool say_fen_side(const FenError *w, char *buf, size_t size)
{
    bool white = w->side == WHITE;
    switch (w->code) {
    case FEN_COLOUR_TWICE:
        snprintf(buf, size, "%s", white ? _("the White pieces are listed twice") : _("the Black pieces are listed twice"));
        return true;
    case FEN_MAN_ON_CROWN_ROW:
        snprintf(buf, size, white ? _("a White man cannot stand on square %d, its crowning row ('%s')")
                                  : _("a Black man cannot stand on square %d, its crowning row ('%s')"),
                 w->number, w->token);
        return true;
    case FEN_TOO_MANY_PIECES:
        snprintf(buf, size, white ? P_("White has %d piece; a side has at most %d",
                                       "White has %d pieces; a side has at most %d", w->count)
                                  : P_("Black has %d piece; a side has at most %d",
                                       "Black has %d pieces; a side has at most %d", w->count),
                 w->count, PIECES_PER_SIDE_MAX);
        return true;
    default: return false;
    }
}

char *words_fen_error(const FenError *w, char *buf, size_t size)
{
    const char *t = w->token;
    if (size == 0 || say_fen_side(w, buf, size))
        return buf;
    switch (w->code) {
    case FEN_NONE_GIVEN: snprintf(buf, size, "%s", _("no FEN given")); break;
    case FEN_TOO_LONG:
        snprintf(buf, size, P_("FEN too long (%d character, at most %d)", "FEN too long (%d characters, at most %d)",
                               w->length), (int)w->length, FEN_MAX_INPUT);
        break;
    case FEN_BAD_SIDE_TO_MOVE: snprintf(buf, size, _("the side to move must be W or B, found '%s'"), t); break;
    case FEN_EXPECTED_LIST:
        if (t[0] == '\0')
            snprintf(buf, size, "%s", w->section == 1 ? _("expected ':' and the first piece list, found 'end of text'")
                                                      : _("expected ':' and the second piece list, found 'end of text'"));
        else
            snprintf(buf, size, w->section == 1 ? _("expected ':' and the first piece list, found '%s'")
                                                : _("expected ':' and the second piece list, found '%s'"), t);
        break;
    case FEN_EXPECTED_COLOUR: snprintf(buf, size, _("expected W or B before a piece list, found '%s'"), t); break;
    case FEN_EXPECTED_SQUARE: snprintf(buf, size, _("expected a square number, found '%s'"), t); break;
    case FEN_BAD_RANGE: snprintf(buf, size, _("bad range '%s'"), t); break;
    case FEN_RANGE_BACKWARDS: snprintf(buf, size, _("range '%s' runs backwards"), t); break;
    case FEN_UNEXPECTED_CHAR: snprintf(buf, size, _("unexpected '%s' in '%s'"), w->found, t); break;
    case FEN_SQUARE_OUT_OF_RANGE: snprintf(buf, size, _("square %d out of range 1..32 in '%s'"), w->number, t); break;
    case FEN_SQUARE_TWICE: snprintf(buf, size, _("square %d listed twice ('%s')"), w->number, t); break;
    case FEN_TEXT_AFTER_LISTS: snprintf(buf, size, _("unexpected text after the piece lists: '%s'"), t); break;
    default: snprintf(buf, size, "%s", ""); break;
    }
    return buf;
}
