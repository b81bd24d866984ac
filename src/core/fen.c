/*
 * fen.c - PDN FEN: "W:W21,22,K30:B1,2,K9".
 *
 * Input grammar (docs/rules.md): side letter, then for each colour ':' colour
 * letter and a comma-separated list of squares, each optionally prefixed
 * with K (king); "21-32" ranges are accepted.  A colour with no piece is its
 * letter alone.  Spaces around tokens and a final '.' are tolerated.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "text.h"

typedef struct FenParser {
    const char *text;
    const char *at;     /* next character to read */
    Position pos;
    Bitboard seen;      /* squares already listed, either colour */
    char *err;
    size_t errsize;
} FenParser;

static int fail(FenParser *fp, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int fail(FenParser *fp, const char *fmt, ...)
{
    va_list ap;
    if (fp->err == NULL || fp->errsize == 0)
        return -1;
    va_start(ap, fmt);
    vsnprintf(fp->err, fp->errsize, fmt, ap);
    va_end(ap);
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

    if (number < 1 || number > NUM_SQUARES)
        return fail(fp, "square %d out of range 1..32 in '%s'", number, token);
    if (fp->seen & sq_bit(sq))
        return fail(fp, "square %d listed twice ('%s')", number, token);
    if (!king && (own_crown & sq_bit(sq)))
        return fail(fp, "a %s man cannot stand on square %d, its crowning row ('%s')",
                    side_name(colour), number, token);
    fp->seen |= sq_bit(sq);
    pos_put(&fp->pos, colour, king, sq);
    return 0;
}

/* One list element: [K]N or [K]N-M. */
static int parse_square_token(FenParser *fp, int colour)
{
    char token[32];
    bool king = false;
    int first, last;

    skip_spaces(fp);
    token_at(fp->at, token, sizeof token);
    if (*fp->at == 'K' || *fp->at == 'k') {
        king = true;
        fp->at++;
    }
    if (!read_number(fp, &first))
        return fail(fp, "expected a square number, found '%s'", token);
    last = first;
    if (*fp->at == '-') {
        fp->at++;
        if (!read_number(fp, &last))
            return fail(fp, "bad range '%s'", token);
        if (last < first)
            return fail(fp, "range '%s' runs backwards", token);
    }
    skip_spaces(fp);
    if (*fp->at != ',' && *fp->at != ':' && *fp->at != '.' && *fp->at != '\0') {
        char shown[8];
        text_sanitize_span(shown, sizeof shown, fp->at, text_char_bytes(fp->at));
        return fail(fp, "unexpected '%s' in '%s'", shown, token);
    }
    for (int n = first; n <= last; n++)
        if (place_piece(fp, colour, king, n, token) < 0)
            return -1;
    return 0;
}

static int parse_colour_section(FenParser *fp, bool seen_colour[2])
{
    int colour;
    char token[32];

    skip_spaces(fp);
    token_at(fp->at, token, sizeof token);
    if (*fp->at == 'W' || *fp->at == 'w')
        colour = WHITE;
    else if (*fp->at == 'B' || *fp->at == 'b')
        colour = BLACK;
    else
        return fail(fp, "expected W or B before a piece list, found '%s'", token);
    if (seen_colour[colour])
        return fail(fp, "the %s pieces are listed twice", side_name(colour));
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
        if (popcount32(pos_pieces(&fp->pos, colour)) > PIECES_PER_SIDE_MAX)
            return fail(fp, "%s has %d pieces; a side has at most %d", side_name(colour),
                        popcount32(pos_pieces(&fp->pos, colour)), PIECES_PER_SIDE_MAX);
    return 0;
}

int fen_parse(const char *text, Position *p, char *err, size_t errsize)
{
    FenParser fp = {text, text, {{0}, {0}, WHITE, 0}, 0, err, errsize};
    bool seen_colour[2] = {false, false};
    char token[32];
    size_t len;

    if (text == NULL)
        return fail(&fp, "no FEN given");
    len = strlen(text);
    if (len > FEN_MAX_INPUT)
        return fail(&fp, "FEN too long (%zu characters, at most %d)", len, FEN_MAX_INPUT);
    pos_clear(&fp.pos);
    skip_spaces(&fp);
    token_at(fp.at, token, sizeof token);
    if ((*fp.at != 'W' && *fp.at != 'B' && *fp.at != 'w' && *fp.at != 'b') ||
        (fp.at[1] != ':' && fp.at[1] != ' ' && fp.at[1] != '\0'))
        return fail(&fp, "the side to move must be W or B, found '%s'", token);
    if (*fp.at == 'B' || *fp.at == 'b') {
        fp.pos.side = BLACK;
        fp.pos.hash ^= zobrist_side();
    }
    fp.at++;
    for (int section = 0; section < 2; section++) {
        skip_spaces(&fp);
        if (*fp.at != ':')
            return fail(&fp, "expected ':' and the %s piece list, found '%s'", section == 0 ? "first" : "second",
                        *fp.at ? token_at(fp.at, token, sizeof token) : "end of text");
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
        return fail(&fp, "unexpected text after the piece lists: '%s'", token_at(fp.at, token, sizeof token));
    if (check_counts(&fp) < 0)
        return -1;
    *p = fp.pos;
    return 0;
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
