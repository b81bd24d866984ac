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
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "notation.h"
#include "text.h"

enum {
    MAX_TYPED = MAX_CAPTURES + 1,
    MAX_LISTED = 6,
    QUOTED_MAX = 40 /* bytes of a malformed move quoted back */
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

static ParseStatus report(char *err, size_t size, ParseStatus status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static ParseStatus report(char *err, size_t size, ParseStatus status, const char *fmt, ...)
{
    va_list ap;
    if (err != NULL && size > 0) {
        va_start(ap, fmt);
        vsnprintf(err, size, fmt, ap);
        va_end(ap);
    }
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

static ParseStatus explain_man_takes_king(const TypedMove *t, int king, const MoveList *legal, char *err, size_t size)
{
    char required[NOTATION_ERRSIZE / 2];
    if (legal->moves[0].ncaptured == 0)
        return report(err, size, PARSE_ILLEGAL, "the man on %d cannot take the king on %d: a man never captures a king",
                      t->squares[0] + 1, king + 1);
    list_moves(legal->moves, legal->count, required, sizeof required);
    return report(err, size, PARSE_ILLEGAL,
                  "the man on %d cannot take the king on %d: a man never captures a king; "
                  "a capture is mandatory: play %s", t->squares[0] + 1, king + 1, required);
}

/* Which precedence rule makes `best` beat `typed` (both captures). */
static const char *precedence_rule(const Move *typed, const Move *best)
{
    uint32_t a = movegen_capture_key(typed), b = movegen_capture_key(best);
    if (typed->ncaptured != best->ncaptured)
        return "rule 1: the capture that takes the most pieces must be played";
    if ((a ^ b) & (1u << 19))
        return "rule 2: a capture by a king comes before a capture by a man";
    if (popcount32(typed->captured_kings) != popcount32(best->captured_kings))
        return "rule 3: the capture that takes the most kings must be played";
    return "rule 4: the capture that meets a king earliest must be played";
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
static ParseStatus explain_no_such_capture(const Position *p, const TypedMove *t, const MoveList *legal, char *err,
                                           size_t size)
{
    MoveList all;
    char required[NOTATION_ERRSIZE / 2], due[NOTATION_ERRSIZE / 2 + 40] = "", text[MOVE_STRSIZE];
    bool king = (p->kings[p->side] & sq_bit(t->squares[0])) != 0;
    const char *piece = king ? "king" : "man";
    int from = t->squares[0] + 1;

    if (legal->moves[0].ncaptured > 0) {
        list_moves(legal->moves, legal->count, required, sizeof required);
        snprintf(due, sizeof due, "; a capture is mandatory: play %s", required);
    }
    if (man_jumps_backward(p, t))
        return report(err, size, PARSE_ILLEGAL, "the man on %d cannot capture backward: men capture forward only%s",
                      from, due);
    movegen_all_captures(p, &all);
    const Move *beyond = capture_typed_beyond(t, &all);
    if (beyond != NULL && !king && (crown_row(p->side) & sq_bit(beyond->to)))
        return report(err, size, PARSE_ILLEGAL,
                      "the man is crowned on %d and its move ends there: a man reaching the far row stops%s",
                      beyond->to + 1, due);
    if (beyond != NULL)
        return report(err, size, PARSE_ILLEGAL, "%s ends on %d: no further jump from there%s",
                      move_format(beyond, text, sizeof text), beyond->to + 1, due);
    const Move *longer = capture_stopped_short(t, &all);
    if (longer != NULL)
        return report(err, size, PARSE_ILLEGAL,
                      "the capture may not stop on %d while a further jump is possible: it goes on as %s%s",
                      t->squares[t->count - 1] + 1, move_format(longer, text, sizeof text), due);
    if (legal->moves[0].ncaptured > 0)
        return report(err, size, PARSE_MUST_CAPTURE, "the %s on %d has no such capture%s", piece, from, due);
    return report(err, size, PARSE_ILLEGAL, "the %s on %d has no such capture (no capture is possible here)", piece,
                  from);
}

static ParseStatus explain_capture(const Position *p, const TypedMove *t, const MoveList *legal, char *err,
                                   size_t size)
{
    MoveList all;
    char required[NOTATION_ERRSIZE / 2], text[MOVE_STRSIZE];

    list_moves(legal->moves, legal->count, required, sizeof required);
    movegen_all_captures(p, &all);
    for (int i = 0; i < all.count; i++)
        if (typed_matches(t, &all.moves[i]))
            return report(err, size, PARSE_PRECEDENCE, "%s is not allowed (%s): play %s",
                          move_format(&all.moves[i], text, sizeof text),
                          precedence_rule(&all.moves[i], &legal->moves[0]), required);
    /* A simple move typed (with '-'), one step or not: the capture comes first. */
    if (!t->capture_sign && t->count == 2)
        return report(err, size, PARSE_MUST_CAPTURE, "a capture is mandatory: play %s", required);
    return explain_no_such_capture(p, t, legal, err, size);
}

/* Why a simple move typed FROM-TO is not one (no capture is due).  The
 * piece's own rule first: a man's direction, then the step's shape, then
 * the square it goes to. */
static ParseStatus explain_quiet(const Position *p, const TypedMove *t, const MoveList *legal, char *err, size_t size)
{
    int from = t->squares[0], to = t->squares[1];
    bool king = (p->kings[p->side] & sq_bit(from)) != 0;
    const char *piece = king ? "king" : "man";
    int dr = sq_row(to) - sq_row(from), df = sq_file(to) - sq_file(from);

    if (!t->capture_sign && t->count > 2)
        return report(err, size, PARSE_ILLEGAL,
                      "a simple move goes to one square (like 22-19); captures list their squares with x");
    if (t->capture_sign)
        return explain_no_such_capture(p, t, legal, err, size);
    if (!king && is_backward(p->side, from, to))
        return report(err, size, PARSE_ILLEGAL, "the man on %d cannot move to %d: men never move backward",
                      from + 1, to + 1);
    if (dr == 0 || (dr != df && dr != -df))
        return report(err, size, PARSE_ILLEGAL,
                      "the %s on %d cannot move to %d: %d and %d are not on one diagonal (a piece moves one square "
                      "diagonally)",
                      piece, from + 1, to + 1, from + 1, to + 1);
    if (!is_step(from, to))
        return report(err, size, PARSE_ILLEGAL, "the %s on %d cannot move to %d: %s", piece, from + 1, to + 1,
                      king ? "kings do not fly: a king moves one square at a time"
                           : "a man moves one square diagonally forward");
    if (pos_pieces(p, p->side) & sq_bit(to))
        return report(err, size, PARSE_ILLEGAL, "the %s on %d cannot move to %d: that square is occupied by your own %s",
                      piece, from + 1, to + 1, (p->kings[p->side] & sq_bit(to)) ? "king" : "man");
    if (pos_occupied(p) & sq_bit(to))
        return report(err, size, PARSE_ILLEGAL, "the %s on %d cannot move to %d: that square is occupied by %s's %s",
                      piece, from + 1, to + 1, side_name(!p->side), (p->kings[!p->side] & sq_bit(to)) ? "king" : "man");
    return report(err, size, PARSE_ILLEGAL, "the %s on %d cannot move to %d", piece, from + 1, to + 1);
}

static ParseStatus explain_no_piece(const Position *p, int from, char *err, size_t size)
{
    int other = p->side ^ 1;
    if (pos_pieces(p, other) & sq_bit(from))
        return report(err, size, PARSE_NO_PIECE, "no piece of yours on %d: that %s is %s's", from + 1,
                      (p->kings[other] & sq_bit(from)) ? "king" : "man", side_name(other));
    return report(err, size, PARSE_NO_PIECE, "no piece of yours on %d: the square is empty", from + 1);
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

static ParseStatus parse_move(const Position *p, const char *text, bool any_sign, Move *out, char *err,
                              size_t size)
{
    TypedMove t;
    MoveList legal;
    Move found[MAX_LISTED + 1];
    int nfound = 0;
    const Move *wrong_sign = NULL; /* a move the squares fit, typed with the other sign */
    char listed[NOTATION_ERRSIZE / 2], text_buf[MOVE_STRSIZE];

    if (text == NULL || !read_typed(text, &t)) {
        char shown[QUOTED_MAX + 1];
        text_sanitize(shown, sizeof shown, text ? text : "");
        return report(err, size, PARSE_MALFORMED, "'%s' is not a move: write it like 22-19 or 29x22x15 (squares 1-32)",
                      shown);
    }
    if (movegen_legal_all_paths(p, &legal) == 0)
        return report(err, size, PARSE_NO_MOVES, "%s has no legal move", side_name(p->side));
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
        list_moves(found, nfound, listed, sizeof listed);
        return report(err, size, PARSE_AMBIGUOUS, "ambiguous: %s; type the full path", listed);
    }
    if (wrong_sign != NULL)
        return report(err, size, PARSE_MALFORMED, "%s: write %s", wrong_sign->ncaptured
                      ? "a capture is written with x" : "a simple move is written with '-'",
                      move_format(wrong_sign, text_buf, sizeof text_buf));
    if (!(pos_pieces(p, p->side) & sq_bit(t.squares[0])))
        return explain_no_piece(p, t.squares[0], err, size);
    int king = king_jumped_by_man(p, &t);
    if (king >= 0)
        return explain_man_takes_king(&t, king, &legal, err, size);
    if (legal.moves[0].ncaptured > 0)
        return explain_capture(p, &t, &legal, err, size);
    return explain_quiet(p, &t, &legal, err, size);
}

ParseStatus move_parse(const Position *p, const char *text, Move *out, char *err, size_t size)
{
    return parse_move(p, text, false, out, err, size);
}

ParseStatus move_parse_any_sign(const Position *p, const char *text, Move *out, char *err, size_t size)
{
    return parse_move(p, text, true, out, err, size);
}
