/*
 * notation.c - format and parse moves in the official 1..32 notation.
 *
 * Parsing matches the typed squares against the legal moves (every capture
 * path, so that any path of a move reachable several ways is accepted).  The
 * typed squares must start at the move's origin, end at its destination and
 * appear along its path in order: the full path and the short form "29x6"
 * are the two common cases.  When nothing matches, the reason is worked out
 * from the rules so a player knows what to do instead.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "notation.h"
#include "text.h"

enum {
    MAX_TYPED = MAX_CAPTURES + 1,
    MAX_LISTED = 6
};

typedef struct TypedMove {
    int squares[MAX_TYPED]; /* 0-based */
    int count;
    bool capture_sign;      /* an 'x' was typed */
    bool move_sign;         /* a '-' was typed */
} TypedMove;

char *move_format(const Move *m, char *buf, size_t size)
{
    size_t len;
    char sep = m->ncaptured ? 'x' : '-';
    if (size == 0)
        return buf;
    len = (size_t)snprintf(buf, size, "%d", m->from + 1);
    for (int i = 0; i < move_path_len(m) && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%c%d", sep, m->path[i] + 1);
    return buf;
}

/* A refusal begun: its code and status; the caller adds the facts. */
static ParseStatus refuse(MoveRefusal *why, ParseStatus status, RefusalCode code)
{
    why->status = status;
    why->code = code;
    return status;
}

/* "22-19", "29x22x15x6", "29 x 6": numbers joined by '-' or 'x'. */
static bool read_typed(const char *text, TypedMove *t)
{
    const char *s = text;
    memset(t, 0, sizeof *t);
    for (;;) {
        int v = 0, digits = 0;
        while (*s == ' ' || *s == '\t')
            s++;
        while (isdigit((unsigned char)*s) && digits < 3) {
            v = v * 10 + (*s++ - '0');
            digits++;
        }
        if (digits == 0 || isdigit((unsigned char)*s) || v < 1 || v > NUM_SQUARES || t->count == MAX_TYPED)
            return false;
        t->squares[t->count++] = v - 1;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '\0' || *s == '\r' || *s == '\n')
            return t->count >= 2;
        if (*s == 'x' || *s == 'X' || *s == ':')
            t->capture_sign = true;
        else if (*s == '-')
            t->move_sign = true;
        else
            return false;
        s++;
    }
}

/* The typed squares lie along m: same origin and destination, the ones in
 * between in path order. */
static bool typed_matches(const TypedMove *t, const Move *m)
{
    int k = 1;
    if (t->squares[0] != m->from || t->squares[t->count - 1] != m->to)
        return false;
    for (int i = 0; i < move_path_len(m) - 1 && k < t->count - 1; i++)
        if (m->path[i] == t->squares[k])
            k++;
    return k == t->count - 1;
}

/* Captures are written with x, simple moves with '-' (docs/rules.md). */
static bool typed_sign_fits(const TypedMove *t, const Move *m)
{
    return m->ncaptured ? !t->move_sign : !t->capture_sign;
}

static bool typed_is_exact(const TypedMove *t, const Move *m)
{
    if (t->count != move_path_len(m) + 1 || t->squares[0] != m->from)
        return false;
    for (int i = 1; i < t->count; i++)
        if (t->squares[i] != m->path[i - 1])
            return false;
    return true;
}

char *move_format_line(const Move *moves, int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < size; i++) {
        char text[MOVE_STRSIZE];
        int w = snprintf(buf + used, size - used, "%s%s", i > 0 ? " " : "", move_format(&moves[i], text, sizeof text));
        if (w < 0)
            break;
        used += (size_t)w;
    }
    return buf;
}

/* Lists up to MAX_LISTED moves of list, separated by ", ". */
static void list_moves(const Move *moves, int n, char *buf, size_t size)
{
    size_t len = 0;
    char text[MOVE_STRSIZE];
    buf[0] = '\0';
    for (int i = 0; i < n && i < MAX_LISTED && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "", move_format(&moves[i], text, sizeof text));
    if (n > MAX_LISTED && len < size)
        snprintf(buf + len, size - len, ", ...");
}

/* Two squares one diagonal step apart. */
static bool is_step(int a, int b)
{
    int dr = sq_row(a) - sq_row(b), df = sq_file(a) - sq_file(b);
    return (dr == 1 || dr == -1) && (df == 1 || df == -1);
}

/* The enemy king a man's typed capture path jumps over (the square between
 * two typed squares two diagonal steps apart), or -1.  Men never take
 * kings (docs/rules.md), so such a path needs its own explanation. */
static int king_jumped_by_man(const Position *p, const TypedMove *t)
{
    if (!(p->men[p->side] & sq_bit(t->squares[0])))
        return -1;
    for (int i = 0; i + 1 < t->count; i++) {
        int a = t->squares[i], b = t->squares[i + 1];
        int dr = sq_row(b) - sq_row(a), df = sq_file(b) - sq_file(a);
        if ((dr != 2 && dr != -2) || (df != 2 && df != -2))
            continue;
        int over = sq_from_coords(sq_row(a) + dr / 2, sq_file(a) + df / 2);
        if (over >= 0 && (p->kings[!p->side] & sq_bit(over)))
            return over;
    }
    return -1;
}

/* The captures due, listed in why->moves, and the code said when one is. */
static RefusalCode when_due(MoveRefusal *why, const MoveList *legal, RefusalCode plain, RefusalCode due)
{
    if (legal->moves[0].ncaptured == 0)
        return plain;
    list_moves(legal->moves, legal->count, why->moves, sizeof why->moves);
    return due;
}

static ParseStatus explain_man_takes_king(const TypedMove *t, int king, const MoveList *legal, MoveRefusal *why)
{
    why->from = t->squares[0] + 1;
    why->square = king + 1;
    return refuse(why, PARSE_ILLEGAL, when_due(why, legal, REFUSAL_MAN_TAKES_KING, REFUSAL_MAN_TAKES_KING_DUE));
}

/* Which precedence rule (1-4, docs/rules.md) makes `best` beat `typed`
 * (both captures). */
static int precedence_rule(const Move *typed, const Move *best)
{
    uint32_t a = movegen_capture_key(typed), b = movegen_capture_key(best);
    if (typed->ncaptured != best->ncaptured)
        return 1;
    if ((a ^ b) & (1u << 19))
        return 2;
    if (popcount32(typed->captured_kings) != popcount32(best->captured_kings))
        return 3;
    return 4;
}

/* to lies behind from for side's men (White's go up the board, towards row 0). */
static bool is_backward(int side, int from, int to)
{
    return side == WHITE ? sq_row(to) > sq_row(from) : sq_row(to) < sq_row(from);
}

/* A man's typed capture whose first jump goes backward: men capture
 * forward only (docs/rules.md, 3). */
static bool man_jumps_backward(const Position *p, const TypedMove *t)
{
    return (p->men[p->side] & sq_bit(t->squares[0])) && is_backward(p->side, t->squares[0], t->squares[1]);
}

/* A capture whose path the typed squares begin with and then go on from:
 * the piece was already at the end of its move. */
static const Move *capture_typed_beyond(const TypedMove *t, const MoveList *captures)
{
    for (int i = 0; i < captures->count; i++) {
        const Move *m = &captures->moves[i];
        int n = move_path_len(m);
        if (t->squares[0] != m->from || t->count <= n + 1)
            continue;
        bool same = true;
        for (int k = 0; k < n && same; k++)
            same = t->squares[k + 1] == m->path[k];
        if (same)
            return m;
    }
    return NULL;
}

/* A capture that goes on from the typed squares: the piece stopped where
 * a further jump is compulsory. */
static const Move *capture_stopped_short(const TypedMove *t, const MoveList *captures)
{
    for (int i = 0; i < captures->count; i++) {
        const Move *m = &captures->moves[i];
        int n = move_path_len(m);
        if (t->squares[0] != m->from || t->count - 1 >= n)
            continue;
        bool same = true;
        for (int k = 1; k < t->count && same; k++)
            same = t->squares[k] == m->path[k - 1];
        if (same)
            return m;
    }
    return NULL;
}

/* A typed capture that does not exist: the rule it breaks when one can be
 * named, else "no such capture" (from the piece, or on the board).  The
 * capture to play is named when one is due. */
static ParseStatus explain_no_such_capture(const Position *p, const TypedMove *t, const MoveList *legal,
                                           MoveRefusal *why)
{
    MoveList all;
    why->king = (p->kings[p->side] & sq_bit(t->squares[0])) != 0;
    why->from = t->squares[0] + 1;

    if (man_jumps_backward(p, t))
        return refuse(why, PARSE_ILLEGAL,
                      when_due(why, legal, REFUSAL_MAN_CAPTURES_BACKWARD, REFUSAL_MAN_CAPTURES_BACKWARD_DUE));
    movegen_all_captures(p, &all);
    const Move *beyond = capture_typed_beyond(t, &all);
    if (beyond != NULL) {
        why->square = beyond->to + 1;
        move_format(beyond, why->move, sizeof why->move);
        if (!why->king && (crown_row(p->side) & sq_bit(beyond->to)))
            return refuse(why, PARSE_ILLEGAL,
                          when_due(why, legal, REFUSAL_CROWNED_STOPS, REFUSAL_CROWNED_STOPS_DUE));
        return refuse(why, PARSE_ILLEGAL, when_due(why, legal, REFUSAL_NO_FURTHER_JUMP, REFUSAL_NO_FURTHER_JUMP_DUE));
    }
    const Move *longer = capture_stopped_short(t, &all);
    if (longer != NULL) {
        why->square = t->squares[t->count - 1] + 1;
        move_format(longer, why->move, sizeof why->move);
        return refuse(why, PARSE_ILLEGAL, when_due(why, legal, REFUSAL_STOPPED_SHORT, REFUSAL_STOPPED_SHORT_DUE));
    }
    if (legal->moves[0].ncaptured > 0)
        return refuse(why, PARSE_MUST_CAPTURE, when_due(why, legal, REFUSAL_NO_SUCH_CAPTURE_DUE,
                                                        REFUSAL_NO_SUCH_CAPTURE_DUE));
    return refuse(why, PARSE_ILLEGAL, REFUSAL_NO_CAPTURE_POSSIBLE);
}

static ParseStatus explain_capture(const Position *p, const TypedMove *t, const MoveList *legal, MoveRefusal *why)
{
    MoveList all;
    movegen_all_captures(p, &all);
    for (int i = 0; i < all.count; i++)
        if (typed_matches(t, &all.moves[i])) {
            list_moves(legal->moves, legal->count, why->moves, sizeof why->moves);
            move_format(&all.moves[i], why->move, sizeof why->move);
            why->rule = precedence_rule(&all.moves[i], &legal->moves[0]);
            return refuse(why, PARSE_PRECEDENCE, REFUSAL_PRECEDENCE);
        }
    /* A simple move typed (with '-'), one step or not: the capture comes first. */
    if (!t->capture_sign && t->count == 2) {
        list_moves(legal->moves, legal->count, why->moves, sizeof why->moves);
        return refuse(why, PARSE_MUST_CAPTURE, REFUSAL_CAPTURE_MANDATORY);
    }
    return explain_no_such_capture(p, t, legal, why);
}

/* Why a simple move typed FROM-TO is not one (no capture is due).  The
 * piece's own rule first: a man's direction, then the step's shape, then
 * the square it goes to. */
static ParseStatus explain_quiet(const Position *p, const TypedMove *t, const MoveList *legal, MoveRefusal *why)
{
    int from = t->squares[0], to = t->squares[1];
    int dr = sq_row(to) - sq_row(from), df = sq_file(to) - sq_file(from);
    why->king = (p->kings[p->side] & sq_bit(from)) != 0;
    why->from = from + 1;
    why->to = to + 1;

    if (!t->capture_sign && t->count > 2)
        return refuse(why, PARSE_ILLEGAL, REFUSAL_SIMPLE_MOVE_ONE_SQUARE);
    if (t->capture_sign)
        return explain_no_such_capture(p, t, legal, why);
    if (!why->king && is_backward(p->side, from, to))
        return refuse(why, PARSE_ILLEGAL, REFUSAL_MAN_MOVES_BACKWARD);
    if (dr == 0 || (dr != df && dr != -df))
        return refuse(why, PARSE_ILLEGAL, REFUSAL_NOT_DIAGONAL);
    if (!is_step(from, to))
        return refuse(why, PARSE_ILLEGAL, why->king ? REFUSAL_KING_DOES_NOT_FLY : REFUSAL_MAN_ONE_STEP);
    for (int owner = p->side, n = 0; n < 2; owner = !owner, n++)
        if (pos_pieces(p, owner) & sq_bit(to)) {
            why->side = owner;
            why->occupant_king = (p->kings[owner] & sq_bit(to)) != 0;
            return refuse(why, PARSE_ILLEGAL, owner == p->side ? REFUSAL_OWN_PIECE_THERE : REFUSAL_ENEMY_PIECE_THERE);
        }
    return refuse(why, PARSE_ILLEGAL, REFUSAL_CANNOT_MOVE);
}

static ParseStatus explain_no_piece(const Position *p, int from, MoveRefusal *why)
{
    int other = p->side ^ 1;
    why->from = from + 1;
    if (!(pos_pieces(p, other) & sq_bit(from)))
        return refuse(why, PARSE_NO_PIECE, REFUSAL_EMPTY_SQUARE);
    why->side = other;
    why->occupant_king = (p->kings[other] & sq_bit(from)) != 0;
    return refuse(why, PARSE_NO_PIECE, REFUSAL_NOT_YOUR_PIECE);
}

/* Canonical form of m: the path movegen_legal lists for the same move. */
static Move canonical(const Position *p, const Move *m)
{
    MoveList list;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++)
        if (move_same_effect(&list.moves[i], m))
            return list.moves[i];
    return *m;
}

ParseStatus move_parse_why(const Position *p, const char *text, bool any_sign, Move *out, MoveRefusal *why)
{
    TypedMove t;
    MoveList legal;
    Move found[MAX_LISTED + 1];
    int nfound = 0;
    const Move *wrong_sign = NULL; /* a move the squares fit, typed with the other sign */

    memset(why, 0, sizeof *why);
    why->side = p->side;
    if (text == NULL || !read_typed(text, &t)) {
        text_sanitize(why->typed, sizeof why->typed, text ? text : "");
        return refuse(why, PARSE_MALFORMED, REFUSAL_NOT_A_MOVE);
    }
    if (movegen_legal_all_paths(p, &legal) == 0)
        return refuse(why, PARSE_NO_MOVES, REFUSAL_NO_LEGAL_MOVE);
    for (int i = 0; i < legal.count; i++) {
        const Move *m = &legal.moves[i];
        bool known = false;
        bool sign_fits = any_sign || typed_sign_fits(&t, m);
        if (typed_is_exact(&t, m) && sign_fits) {
            *out = canonical(p, m);
            return PARSE_OK;
        }
        if (!typed_matches(&t, m))
            continue;
        if (!sign_fits) {
            wrong_sign = m;
            continue;
        }
        for (int k = 0; k < nfound; k++)
            known = known || move_same_effect(&found[k], m);
        if (!known && nfound <= MAX_LISTED)
            found[nfound++] = *m;
    }
    if (nfound == 1) {
        *out = canonical(p, &found[0]);
        return PARSE_OK;
    }
    if (nfound > 1) {
        list_moves(found, nfound, why->moves, sizeof why->moves);
        return refuse(why, PARSE_AMBIGUOUS, REFUSAL_AMBIGUOUS);
    }
    if (wrong_sign != NULL) {
        move_format(wrong_sign, why->move, sizeof why->move);
        return refuse(why, PARSE_MALFORMED,
                      wrong_sign->ncaptured ? REFUSAL_WRITE_CAPTURE_WITH_X : REFUSAL_WRITE_MOVE_WITH_DASH);
    }
    if (!(pos_pieces(p, p->side) & sq_bit(t.squares[0])))
        return explain_no_piece(p, t.squares[0], why);
    int king = king_jumped_by_man(p, &t);
    if (king >= 0)
        return explain_man_takes_king(&t, king, &legal, why);
    if (legal.moves[0].ncaptured > 0)
        return explain_capture(p, &t, &legal, why);
    return explain_quiet(p, &t, &legal, why);
}

/* ------------------------------------------------------------------ */
/* The stable English of machine-read output.  Player-facing words live
 * in the words layer (words_move.c), translated; these stay as the PDN
 * reader and the engine protocol have always printed them. */

static const char *piece_word(bool king) { return king ? "king" : "man"; }

static const char *precedence_words(int rule)
{
    switch (rule) {
    case 1: return "rule 1: the capture that takes the most pieces must be played";
    case 2: return "rule 2: a capture by a king comes before a capture by a man";
    case 3: return "rule 3: the capture that takes the most kings must be played";
    default: return "rule 4: the capture that meets a king earliest must be played";
    }
}

/* The part of the refusal before "; a capture is mandatory: play ...". */
static void refusal_core(const MoveRefusal *w, char *buf, size_t size)
{
    const char *piece = piece_word(w->king), *there = piece_word(w->occupant_king);
    switch (w->code) {
    case REFUSAL_NONE: case REFUSAL_COUNT: snprintf(buf, size, "%s", ""); break;
    case REFUSAL_NOT_A_MOVE:
        snprintf(buf, size, "'%s' is not a move: write it like 22-19 or 29x22x15 (squares 1-32)", w->typed);
        break;
    case REFUSAL_NO_LEGAL_MOVE: snprintf(buf, size, "%s has no legal move", side_name(w->side)); break;
    case REFUSAL_AMBIGUOUS: snprintf(buf, size, "ambiguous: %s; type the full path", w->moves); break;
    case REFUSAL_WRITE_CAPTURE_WITH_X: snprintf(buf, size, "a capture is written with x: write %s", w->move); break;
    case REFUSAL_WRITE_MOVE_WITH_DASH:
        snprintf(buf, size, "a simple move is written with '-': write %s", w->move);
        break;
    case REFUSAL_NOT_YOUR_PIECE:
        snprintf(buf, size, "no piece of yours on %d: that %s is %s's", w->from, there, side_name(w->side));
        break;
    case REFUSAL_EMPTY_SQUARE: snprintf(buf, size, "no piece of yours on %d: the square is empty", w->from); break;
    case REFUSAL_MAN_TAKES_KING: case REFUSAL_MAN_TAKES_KING_DUE:
        snprintf(buf, size, "the man on %d cannot take the king on %d: a man never captures a king", w->from, w->square);
        break;
    case REFUSAL_PRECEDENCE:
        snprintf(buf, size, "%s is not allowed (%s): play %s", w->move, precedence_words(w->rule), w->moves);
        break;
    case REFUSAL_CAPTURE_MANDATORY: snprintf(buf, size, "a capture is mandatory: play %s", w->moves); break;
    case REFUSAL_MAN_CAPTURES_BACKWARD: case REFUSAL_MAN_CAPTURES_BACKWARD_DUE:
        snprintf(buf, size, "the man on %d cannot capture backward: men capture forward only", w->from);
        break;
    case REFUSAL_CROWNED_STOPS: case REFUSAL_CROWNED_STOPS_DUE:
        snprintf(buf, size, "the man is crowned on %d and its move ends there: a man reaching the far row stops",
                 w->square);
        break;
    case REFUSAL_NO_FURTHER_JUMP: case REFUSAL_NO_FURTHER_JUMP_DUE:
        snprintf(buf, size, "%s ends on %d: no further jump from there", w->move, w->square);
        break;
    case REFUSAL_STOPPED_SHORT: case REFUSAL_STOPPED_SHORT_DUE:
        snprintf(buf, size, "the capture may not stop on %d while a further jump is possible: it goes on as %s",
                 w->square, w->move);
        break;
    case REFUSAL_NO_SUCH_CAPTURE_DUE: snprintf(buf, size, "the %s on %d has no such capture", piece, w->from); break;
    case REFUSAL_NO_CAPTURE_POSSIBLE:
        snprintf(buf, size, "the %s on %d has no such capture (no capture is possible here)", piece, w->from);
        break;
    case REFUSAL_SIMPLE_MOVE_ONE_SQUARE:
        snprintf(buf, size, "a simple move goes to one square (like 22-19); captures list their squares with x");
        break;
    case REFUSAL_MAN_MOVES_BACKWARD:
        snprintf(buf, size, "the man on %d cannot move to %d: men never move backward", w->from, w->to);
        break;
    case REFUSAL_NOT_DIAGONAL:
        snprintf(buf, size,
                 "the %s on %d cannot move to %d: %d and %d are not on one diagonal (a piece moves one square "
                 "diagonally)", piece, w->from, w->to, w->from, w->to);
        break;
    case REFUSAL_KING_DOES_NOT_FLY:
        snprintf(buf, size, "the king on %d cannot move to %d: kings do not fly: a king moves one square at a time",
                 w->from, w->to);
        break;
    case REFUSAL_MAN_ONE_STEP:
        snprintf(buf, size, "the man on %d cannot move to %d: a man moves one square diagonally forward", w->from,
                 w->to);
        break;
    case REFUSAL_OWN_PIECE_THERE:
        snprintf(buf, size, "the %s on %d cannot move to %d: that square is occupied by your own %s", piece, w->from,
                 w->to, there);
        break;
    case REFUSAL_ENEMY_PIECE_THERE:
        snprintf(buf, size, "the %s on %d cannot move to %d: that square is occupied by %s's %s", piece, w->from,
                 w->to, side_name(w->side), there);
        break;
    case REFUSAL_CANNOT_MOVE: snprintf(buf, size, "the %s on %d cannot move to %d", piece, w->from, w->to); break;
    }
}

/* The codes that carry "; a capture is mandatory: play ...". */
static bool refusal_names_due(RefusalCode code)
{
    return code == REFUSAL_MAN_TAKES_KING_DUE || code == REFUSAL_MAN_CAPTURES_BACKWARD_DUE ||
           code == REFUSAL_CROWNED_STOPS_DUE || code == REFUSAL_NO_FURTHER_JUMP_DUE ||
           code == REFUSAL_STOPPED_SHORT_DUE || code == REFUSAL_NO_SUCH_CAPTURE_DUE;
}

char *move_refusal_format(const MoveRefusal *why, char *buf, size_t size)
{
    if (size == 0)
        return buf;
    refusal_core(why, buf, size);
    size_t len = strlen(buf);
    if (refusal_names_due(why->code) && len < size)
        snprintf(buf + len, size - len, "; a capture is mandatory: play %s", why->moves);
    return buf;
}

/* The old interface: the refusal in its machine-read English. */
static ParseStatus parse_with_text(const Position *p, const char *text, bool any_sign, Move *out, char *err,
                                   size_t size)
{
    MoveRefusal why;
    ParseStatus status = move_parse_why(p, text, any_sign, out, &why);
    if (status != PARSE_OK && err != NULL)
        move_refusal_format(&why, err, size);
    return status;
}

ParseStatus move_parse(const Position *p, const char *text, Move *out, char *err, size_t size)
{
    return parse_with_text(p, text, false, out, err, size);
}

ParseStatus move_parse_any_sign(const Position *p, const char *text, Move *out, char *err, size_t size)
{
    return parse_with_text(p, text, true, out, err, size);
}
