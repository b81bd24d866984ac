/*
 * fen.c - PDN FEN: "W:W21,22,K30:B1,2,K9".
 *
 * Input grammar (docs/rules.md): side letter, then for each colour ':' colour
 * letter and a comma-separated list of squares, each optionally prefixed
 * with K (king); "21-32" ranges are accepted.  A colour with no piece is its
 * letter alone.  Spaces around tokens and a final '.' are tolerated.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "text.h"

typedef struct FenParser {
    const char *text;
    const char *at;     /* next character to read */
    Position pos;
    Bitboard seen;      /* squares already listed, either colour */
    FenError *why;
} FenParser;

/* A refusal begun: its code and the token it names; the caller adds the rest. */
static int fail(FenParser *fp, FenErrorCode code, const char *token)
{
    fp->why->code = code;
    snprintf(fp->why->token, sizeof fp->why->token, "%s", token != NULL ? token : "");
    return -1;
}

static void skip_spaces(FenParser *fp)
{
    while (*fp->at == ' ' || *fp->at == '\t')
        fp->at++;
}

/* Copies the token starting at s (up to ',' ':' or end) for messages,
 * sanitised: it is quoted to the user. */
static const char *token_at(const char *s, char *buf, size_t size)
{
    size_t n = text_sanitize_span(buf, size, s, strcspn(s, ",:"));
    while (n > 0 && isspace((unsigned char)buf[n - 1]))
        buf[--n] = '\0';
    return buf;
}

static int read_number(FenParser *fp, int *out)
{
    int v = 0, digits = 0;
    while (isdigit((unsigned char)*fp->at)) {
        if (++digits > 3)
            return 0;
        v = v * 10 + (*fp->at++ - '0');
    }
    *out = v;
    return digits > 0;
}

static int place_piece(FenParser *fp, int colour, bool king, int number, const char *token)
{
    int sq = number - 1;
    Bitboard own_crown = crown_row(colour);

    fp->why->number = number;
    fp->why->side = colour;
    if (number < 1 || number > NUM_SQUARES)
        return fail(fp, FEN_SQUARE_OUT_OF_RANGE, token);
    if (fp->seen & sq_bit(sq))
        return fail(fp, FEN_SQUARE_TWICE, token);
    if (!king && (own_crown & sq_bit(sq)))
        return fail(fp, FEN_MAN_ON_CROWN_ROW, token);
    fp->seen |= sq_bit(sq);
    pos_put(&fp->pos, colour, king, sq);
    return 0;
}

/* One list element: [K]N or [K]N-M. */
static int parse_square_token(FenParser *fp, int colour)
{
    char token[FEN_TOKEN_SIZE];
    bool king = false;
    int first, last;

    skip_spaces(fp);
    token_at(fp->at, token, sizeof token);
    if (*fp->at == 'K' || *fp->at == 'k') {
        king = true;
        fp->at++;
    }
    if (!read_number(fp, &first))
        return fail(fp, FEN_EXPECTED_SQUARE, token);
    last = first;
    if (*fp->at == '-') {
        fp->at++;
        if (!read_number(fp, &last))
            return fail(fp, FEN_BAD_RANGE, token);
        if (last < first)
            return fail(fp, FEN_RANGE_BACKWARDS, token);
    }
    skip_spaces(fp);
    if (*fp->at != ',' && *fp->at != ':' && *fp->at != '.' && *fp->at != '\0') {
        text_sanitize_span(fp->why->found, sizeof fp->why->found, fp->at, text_char_bytes(fp->at));
        return fail(fp, FEN_UNEXPECTED_CHAR, token);
    }
    for (int n = first; n <= last; n++)
        if (place_piece(fp, colour, king, n, token) < 0)
            return -1;
    return 0;
}

static int parse_colour_section(FenParser *fp, bool seen_colour[2])
{
    int colour;
    char token[FEN_TOKEN_SIZE];

    skip_spaces(fp);
    token_at(fp->at, token, sizeof token);
    if (*fp->at == 'W' || *fp->at == 'w')
        colour = WHITE;
    else if (*fp->at == 'B' || *fp->at == 'b')
        colour = BLACK;
    else
        return fail(fp, FEN_EXPECTED_COLOUR, token);
    if (seen_colour[colour]) {
        fp->why->side = colour;
        return fail(fp, FEN_COLOUR_TWICE, NULL);
    }
    seen_colour[colour] = true;
    fp->at++;
    skip_spaces(fp);
    if (*fp->at == ':' || *fp->at == '\0')
        return 0; /* a colour with no piece */
    for (;;) {
        if (parse_square_token(fp, colour) < 0)
            return -1;
        if (*fp->at != ',')
            return 0;
        fp->at++;
    }
}

static int check_counts(FenParser *fp)
{
    for (int colour = WHITE; colour <= BLACK; colour++)
        if (popcount32(pos_pieces(&fp->pos, colour)) > PIECES_PER_SIDE_MAX) {
            fp->why->side = colour;
            fp->why->count = popcount32(pos_pieces(&fp->pos, colour));
            return fail(fp, FEN_TOO_MANY_PIECES, NULL);
        }
    return 0;
}

int fen_parse_why(const char *text, Position *p, FenError *why)
{
    FenParser fp = {text, text, {{0}, {0}, WHITE, 0}, 0, why};
    bool seen_colour[2] = {false, false};
    char token[FEN_TOKEN_SIZE];

    memset(why, 0, sizeof *why);
    if (text == NULL)
        return fail(&fp, FEN_NONE_GIVEN, NULL);
    why->length = strlen(text);
    if (why->length > FEN_MAX_INPUT)
        return fail(&fp, FEN_TOO_LONG, NULL);
    pos_clear(&fp.pos);
    skip_spaces(&fp);
    token_at(fp.at, token, sizeof token);
    if ((*fp.at != 'W' && *fp.at != 'B' && *fp.at != 'w' && *fp.at != 'b') ||
        (fp.at[1] != ':' && fp.at[1] != ' ' && fp.at[1] != '\0'))
        return fail(&fp, FEN_BAD_SIDE_TO_MOVE, token);
    if (*fp.at == 'B' || *fp.at == 'b') {
        fp.pos.side = BLACK;
        fp.pos.hash ^= zobrist_side();
    }
    fp.at++;
    for (int section = 0; section < 2; section++) {
        skip_spaces(&fp);
        if (*fp.at != ':') {
            why->section = section + 1;
            return fail(&fp, FEN_EXPECTED_LIST, *fp.at ? token_at(fp.at, token, sizeof token) : "");
        }
        fp.at++;
        if (parse_colour_section(&fp, seen_colour) < 0)
            return -1;
    }
    skip_spaces(&fp);
    if (*fp.at == '.')
        fp.at++;
    while (isspace((unsigned char)*fp.at))
        fp.at++;
    if (*fp.at != '\0')
        return fail(&fp, FEN_TEXT_AFTER_LISTS, token_at(fp.at, token, sizeof token));
    if (check_counts(&fp) < 0)
        return -1;
    *p = fp.pos;
    return 0;
}

/* The stable English of machine-read output; player-facing words are the
 * words layer's (words_fen_error). */
char *fen_error_format(const FenError *w, char *buf, size_t size)
{
    const char *t = w->token;
    switch (w->code) {
    case FEN_OK: case FEN_ERROR_COUNT: snprintf(buf, size, "%s", ""); break;
    case FEN_NONE_GIVEN: snprintf(buf, size, "no FEN given"); break;
    case FEN_TOO_LONG: snprintf(buf, size, "FEN too long (%zu characters, at most %d)", w->length, FEN_MAX_INPUT); break;
    case FEN_BAD_SIDE_TO_MOVE: snprintf(buf, size, "the side to move must be W or B, found '%s'", t); break;
    case FEN_EXPECTED_LIST:
        snprintf(buf, size, "expected ':' and the %s piece list, found '%s'", w->section == 1 ? "first" : "second",
                 t[0] ? t : "end of text");
        break;
    case FEN_EXPECTED_COLOUR: snprintf(buf, size, "expected W or B before a piece list, found '%s'", t); break;
    case FEN_COLOUR_TWICE: snprintf(buf, size, "the %s pieces are listed twice", side_name(w->side)); break;
    case FEN_EXPECTED_SQUARE: snprintf(buf, size, "expected a square number, found '%s'", t); break;
    case FEN_BAD_RANGE: snprintf(buf, size, "bad range '%s'", t); break;
    case FEN_RANGE_BACKWARDS: snprintf(buf, size, "range '%s' runs backwards", t); break;
    case FEN_UNEXPECTED_CHAR: snprintf(buf, size, "unexpected '%s' in '%s'", w->found, t); break;
    case FEN_SQUARE_OUT_OF_RANGE: snprintf(buf, size, "square %d out of range 1..32 in '%s'", w->number, t); break;
    case FEN_SQUARE_TWICE: snprintf(buf, size, "square %d listed twice ('%s')", w->number, t); break;
    case FEN_MAN_ON_CROWN_ROW:
        snprintf(buf, size, "a %s man cannot stand on square %d, its crowning row ('%s')", side_name(w->side),
                 w->number, t);
        break;
    case FEN_TEXT_AFTER_LISTS: snprintf(buf, size, "unexpected text after the piece lists: '%s'", t); break;
    case FEN_TOO_MANY_PIECES:
        snprintf(buf, size, "%s has %d pieces; a side has at most %d", side_name(w->side), w->count,
                 PIECES_PER_SIDE_MAX);
        break;
    }
    return buf;
}

int fen_parse(const char *text, Position *p, char *err, size_t errsize)
{
    FenError why;
    if (fen_parse_why(text, p, &why) == 0)
        return 0;
    if (err != NULL && errsize > 0)
        fen_error_format(&why, err, errsize);
    return -1;
}

static size_t append_squares(char *buf, size_t size, size_t len, const Position *p, int colour)
{
    Bitboard all = pos_pieces(p, colour);
    bool first = true;

    len += (size_t)snprintf(buf + len, len < size ? size - len : 0, ":%c", colour == WHITE ? 'W' : 'B');
    for (; all; all &= all - 1) {
        int sq = lsb_index(all);
        bool king = (p->kings[colour] & sq_bit(sq)) != 0;
        len += (size_t)snprintf(buf + len, len < size ? size - len : 0, "%s%s%d", first ? "" : ",",
                                king ? "K" : "", sq + 1);
        first = false;
    }
    return len;
}

void fen_format(const Position *p, char *buf, size_t size)
{
    size_t len;
    if (size == 0)
        return;
    len = (size_t)snprintf(buf, size, "%c", p->side == WHITE ? 'W' : 'B');
    len = append_squares(buf, size, len, p, WHITE);
    append_squares(buf, size, len, p, BLACK);
}
