/*
 * pdn.c - PDN reader (lexer + game replay) and writer (atomic save).
 */
#include "pdn.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fen.h"
#include "fileread.h"
#include "filewrite.h"
#include "notation.h"
#include "text.h"

enum {
    WORD_MAX = 64,            /* longest move/word kept for messages and parsing */
    TAG_NAME_MAX = PDN_TAG_NAME_MAX,
    TAG_VALUE_READ_MAX = 1024,
    LINE_WIDTH = 79,          /* movetext lines are wrapped before this */
    PATH_SIZE = 4096          /* room for a file name (PATH_MAX on Linux) */
};

/* ------------------------------------------------------------------ */
/* Header                                                              */

void pdn_header_set(char field[PDN_VALUE_MAX], const char *value)
{
    size_t n = strnlen(value, PDN_VALUE_MAX);
    if (n == PDN_VALUE_MAX) {
        /* Cut to fit, without splitting a UTF-8 character. */
        n = PDN_VALUE_MAX - 1;
        while (n > 0 && ((unsigned char)value[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(field, value, n);
    field[n] = '\0';
}

void pdn_header_init(PdnHeader *h)
{
    static const PdnHeader UNKNOWN = {
        .event = "?", .site = "?", .date = "????.??.??", .round = "?", .white = "?", .black = "?", .result = "",
    };
    *h = UNKNOWN;
}

const char *pdn_header_tag(const PdnHeader *h, const char *name)
{
    for (int i = 0; i < h->nother; i++)
        if (strcmp(h->other[i].name, name) == 0)
            return h->other[i].value;
    return NULL;
}

bool pdn_header_set_tag(PdnHeader *h, const char *name, const char *value)
{
    PdnTag *t = NULL;
    for (int i = 0; i < h->nother && t == NULL; i++)
        if (strcmp(h->other[i].name, name) == 0)
            t = &h->other[i];
    if (t == NULL) {
        if (h->nother == PDN_MAX_OTHER_TAGS)
            return false;
        t = &h->other[h->nother++];
        snprintf(t->name, sizeof t->name, "%s", name);
    }
    pdn_header_set(t->value, value);
    return true;
}

void pdn_header_set_today(PdnHeader *h)
{
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) != NULL)
        strftime(h->date, sizeof h->date, "%Y.%m.%d", &tm);
}

/* ------------------------------------------------------------------ */
/* Lexer                                                               */

typedef enum {
    TOK_EOF,
    TOK_TAG,
    TOK_BAD_TAG, /* a malformed [tag]: error set */
    TOK_MOVENUM,
    TOK_MOVE,
    TOK_RESULT,
    TOK_ERROR    /* anything else wrong: error set */
} TokenKind;

typedef struct Token {
    TokenKind kind;
    int line, col;
    char text[WORD_MAX];                /* move or word (cut) */
    char name[TAG_NAME_MAX];            /* tag name (cut) */
    char value[TAG_VALUE_READ_MAX];     /* tag value (cut) */
    bool value_cut;                     /* the tag value did not fit */
    bool recorded;                      /* result token: false for '*' */
    GameResult result;                  /* result token's value */
    PdnError error;                     /* TOK_ERROR: what and where */
} Token;

static void set_error(PdnError *e, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void set_error_v(PdnError *e, int line, int col, const char *fmt, va_list ap)
    __attribute__((format(printf, 4, 0)));

static void set_error_v(PdnError *e, int line, int col, const char *fmt, va_list ap)
{
    e->line = line;
    e->col = col;
    vsnprintf(e->message, sizeof e->message, fmt, ap);
}

/* Start the facts of a problem: every field cleared, then the code (the
 * caller adds its facts; set_error then gives the place and the English). */
static PdnError *problem(PdnError *e, PdnProblem code)
{
    memset(e, 0, sizeof *e);
    e->problem = code;
    return e;
}

/* A word the problem shows back (a move, a tag, a value), made safe to print. */
static void problem_text(char dst[PDN_WORD_SIZE], const char *src)
{
    text_sanitize(dst, PDN_WORD_SIZE, src);
}

/* How g ended, for a problem that names it. */
static void problem_ending(PdnEnding *e, const Game *g)
{
    e->result = g->result;
    e->reason = g->reason;
    e->last[0] = '\0';
    if (g->nplies > 0)
        game_move_label(g, g->nplies - 1, e->last, sizeof e->last);
}

static void set_error(PdnError *e, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    set_error_v(e, line, col, fmt, ap);
    va_end(ap);
}

void pdn_reader_init(PdnReader *r, const char *text, size_t len)
{
    r->text = text;
    r->len = len;
    r->pos = 0;
    r->line = 1;
    r->col = 1;
    /* A UTF-8 byte order mark is not part of the text. */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        r->pos = 3;
}

static int peek(const PdnReader *r)
{
    return r->pos < r->len ? (unsigned char)r->text[r->pos] : EOF;
}

static void advance(PdnReader *r)
{
    if (r->pos >= r->len)
        return;
    if (r->text[r->pos] == '\n') {
        r->line++;
        r->col = 1;
    } else {
        r->col++;
    }
    r->pos++;
}

static void skip_to_end_of_line(PdnReader *r)
{
    while (peek(r) != EOF && peek(r) != '\n')
        advance(r);
}

static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_control(int c)
{
    return (c >= 0 && c < 0x20 && !is_space(c)) || c == 0x7f;
}

/* Characters that end a word (a move, a result, a move number). */
static bool is_delimiter(int c)
{
    return c == EOF || is_space(c) || is_control(c) || strchr("{}()[];$.!?", c) != NULL;
}

/* Skip a {comment} starting at the current '{'. */
static bool skip_brace_comment(PdnReader *r, PdnError *err)
{
    int line = r->line, col = r->col;
    advance(r);
    while (peek(r) != EOF && peek(r) != '}')
        advance(r);
    if (peek(r) == EOF) {
        set_error(problem(err, PDN_PROBLEM_UNTERMINATED_COMMENT), line, col,
                  "unterminated comment: '{' without a closing '}'");
        return false;
    }
    advance(r);
    return true;
}

/* Skip a variation, nested ones and the comments inside it. */
static bool skip_variation(PdnReader *r, PdnError *err)
{
    int line = r->line, col = r->col;
    int depth = 0;
    do {
        int c = peek(r);
        if (c == EOF) {
            set_error(problem(err, PDN_PROBLEM_UNTERMINATED_VARIATION), line, col,
                      "unterminated variation: '(' without a closing ')'");
            return false;
        }
        if (c == '{') {
            if (!skip_brace_comment(r, err))
                return false;
            continue;
        }
        if (c == ';') {
            skip_to_end_of_line(r);
            continue;
        }
        if (c == '(')
            depth++;
        else if (c == ')')
            depth--;
        advance(r);
    } while (depth > 0);
    return true;
}

static void skip_nag(PdnReader *r)
{
    advance(r); /* '$' */
    while (peek(r) != EOF && isdigit(peek(r)))
        advance(r);
}

/* Skip everything that carries no game information: spaces, comments,
 * variations, %-lines, NAGs, !/? glyphs and stray dots (as in "1. ..."). */
static bool skip_ignorable(PdnReader *r, PdnError *err)
{
    for (;;) {
        int c = peek(r);
        if (c == EOF)
            return true;
        if (is_space(c) || c == '!' || c == '?' || c == '.') {
            advance(r);
        } else if (c == '%' && r->col == 1) {
            skip_to_end_of_line(r);
        } else if (c == ';') {
            skip_to_end_of_line(r);
        } else if (c == '{') {
            if (!skip_brace_comment(r, err))
                return false;
        } else if (c == '(') {
            if (!skip_variation(r, err))
                return false;
        } else if (c == '$') {
            skip_nag(r);
        } else if (c == ')') {
            set_error(problem(err, PDN_PROBLEM_UNMATCHED_PAREN), r->line, r->col, "')' without a matching '('");
            advance(r);
            return false;
        } else {
            return true;
        }
    }
}

static const char *tag_problem_english(PdnProblem code)
{
    switch (code) {
    case PDN_PROBLEM_TAG_NO_NAME: return "expected a tag name after '['";
    case PDN_PROBLEM_TAG_NO_VALUE: return "expected a quoted value after the name";
    case PDN_PROBLEM_TAG_UNTERMINATED: return "unterminated value (no closing '\"' on the line)";
    default: return "expected ']' after the value";
    }
}

static void tag_error(PdnReader *r, Token *t, int line, int col, PdnProblem code)
{
    t->kind = TOK_BAD_TAG;
    problem_text(problem(&t->error, code)->text, t->name);
    set_error(&t->error, line, col, "bad tag%s%s: %s", t->name[0] ? " " : "", t->name, tag_problem_english(code));
    /* Resume after the broken tag's line so that the reader makes progress. */
    skip_to_end_of_line(r);
}

static void skip_blanks(PdnReader *r)
{
    while (peek(r) == ' ' || peek(r) == '\t')
        advance(r);
}

/* Read one tag value "..." (the reader is on the opening quote). */
static bool lex_tag_value(PdnReader *r, Token *t)
{
    int line = r->line, col = r->col;
    size_t n = 0;
    advance(r);
    for (;;) {
        int c = peek(r);
        if (c == EOF || c == '\n') {
            tag_error(r, t, line, col, PDN_PROBLEM_TAG_UNTERMINATED);
            return false;
        }
        advance(r);
        if (c == '"')
            break;
        if (c == '\\' && (peek(r) == '"' || peek(r) == '\\')) {
            c = peek(r);
            advance(r);
        }
        if (n + 1 < sizeof t->value)
            t->value[n++] = (char)c;
        else
            t->value_cut = true;
    }
    t->value[n] = '\0';
    return true;
}

/* [Name "value"] */
static void lex_tag(PdnReader *r, Token *t)
{
    size_t n = 0;
    t->kind = TOK_TAG;
    advance(r); /* '[' */
    skip_blanks(r);
    while (peek(r) != EOF && (isalnum(peek(r)) || peek(r) == '_')) {
        if (n + 1 < sizeof t->name)
            t->name[n++] = (char)peek(r);
        advance(r);
    }
    t->name[n] = '\0';
    if (n == 0) {
        tag_error(r, t, r->line, r->col, PDN_PROBLEM_TAG_NO_NAME);
        return;
    }
    skip_blanks(r);
    if (peek(r) != '"') {
        tag_error(r, t, r->line, r->col, PDN_PROBLEM_TAG_NO_VALUE);
        return;
    }
    if (!lex_tag_value(r, t))
        return;
    skip_blanks(r);
    if (peek(r) != ']') {
        tag_error(r, t, r->line, r->col, PDN_PROBLEM_TAG_NOT_CLOSED);
        return;
    }
    advance(r);
}

static bool parse_result_token(const char *w, GameResult *out)
{
    static const struct {
        const char *text;
        GameResult result;
    } TOKENS[] = {
        {"1-0", RESULT_WHITE_WINS}, {"0-1", RESULT_BLACK_WINS}, {"1/2-1/2", RESULT_DRAW},
        /* Draughts PDN often scores 2 points a game. */
        {"2-0", RESULT_WHITE_WINS}, {"0-2", RESULT_BLACK_WINS}, {"1-1", RESULT_DRAW},
        {"*", RESULT_NONE},
    };
    for (size_t i = 0; i < sizeof TOKENS / sizeof TOKENS[0]; i++)
        if (strcmp(w, TOKENS[i].text) == 0) {
            *out = TOKENS[i].result;
            return true;
        }
    return false;
}

static bool all_digits(const char *w)
{
    if (*w == '\0')
        return false;
    for (; *w; w++)
        if (!isdigit((unsigned char)*w))
            return false;
    return true;
}

/* A word: move number, result token or move. */
static void lex_word(PdnReader *r, Token *t)
{
    size_t n = 0;
    bool cut = false;
    while (!is_delimiter(peek(r))) {
        if (n + 1 < sizeof t->text)
            t->text[n++] = (char)peek(r);
        else
            cut = true;
        advance(r);
    }
    t->text[n] = '\0';

    if (all_digits(t->text) && peek(r) == '.') {
        while (peek(r) == '.')
            advance(r);
        t->kind = TOK_MOVENUM;
    } else if (parse_result_token(t->text, &t->result)) {
        t->kind = TOK_RESULT;
        t->recorded = strcmp(t->text, "*") != 0;
    } else if (isdigit((unsigned char)t->text[0]) && !cut) {
        t->kind = TOK_MOVE;
    } else {
        char shown[WORD_MAX];
        text_sanitize(shown, sizeof shown, t->text);
        t->kind = TOK_ERROR;
        PdnError *e = problem(&t->error, PDN_PROBLEM_UNEXPECTED_WORD);
        problem_text(e->text, shown);
        e->cut = cut;
        set_error(e, t->line, t->col, "unexpected '%s%s': not a move, move number or result", shown,
                  cut ? "..." : "");
    }
}

static void next_token(PdnReader *r, Token *t)
{
    t->text[0] = t->name[0] = t->value[0] = '\0';
    t->value_cut = false;
    if (!skip_ignorable(r, &t->error)) {
        t->kind = TOK_ERROR;
        t->line = t->error.line;
        t->col = t->error.col;
        return;
    }
    t->line = r->line;
    t->col = r->col;
    int c = peek(r);
    if (c == EOF) {
        t->kind = TOK_EOF;
    } else if (c == '[') {
        lex_tag(r, t);
    } else if (is_control(c)) {
        t->kind = TOK_ERROR;
        problem(&t->error, PDN_PROBLEM_CONTROL_CHARACTER)->number = c;
        set_error(&t->error, t->line, t->col, "unexpected control character 0x%02X", (unsigned)c);
        advance(r);
    } else if (c == ']' || c == '}') {
        t->kind = TOK_ERROR;
        problem(&t->error, PDN_PROBLEM_UNEXPECTED_CHARACTER)->number = c;
        set_error(&t->error, t->line, t->col, "unexpected '%c'", c);
        advance(r);
    } else {
        lex_word(r, t);
    }
}

/* ------------------------------------------------------------------ */
/* Game reader                                                         */

/* What the tag section said, beyond the PdnHeader. */
typedef struct TagSection {
    bool has_fen;
    int fen_line, fen_col;
    char fen[TAG_VALUE_READ_MAX];
    bool fen_too_long;
    bool setup;
    int setup_line, setup_col;
    bool has_result;
    bool result_recorded;   /* a decisive or drawn Result tag (not '*') */
    GameResult result;
    int result_line, result_col;
} TagSection;

static void add_warning(PdnGame *pg, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void add_warning(PdnGame *pg, int line, int col, const char *fmt, ...)
{
    if (pg->nwarnings >= PDN_MAX_WARNINGS)
        return;
    va_list ap;
    va_start(ap, fmt);
    set_error_v(&pg->warnings[pg->nwarnings++], line, col, fmt, ap);
    va_end(ap);
}

/* The leading number of a GameType value such as "22" or "22,W,8,8,A0,0". */
static bool gametype_is_italian(const char *value)
{
    char *end;
    errno = 0;
    long type = strtol(value, &end, 10);
    return errno == 0 && end != value && (*end == '\0' || *end == ',') && type == PDN_GAMETYPE_ITALIAN;
}

/* Tags the writer produces from the game itself. */
static const char *const DERIVED_TAGS[] = {"GameType", "SetUp", "FEN"};

static bool is_derived_tag(const char *name)
{
    for (size_t i = 0; i < sizeof DERIVED_TAGS / sizeof DERIVED_TAGS[0]; i++)
        if (strcmp(name, DERIVED_TAGS[i]) == 0)
            return true;
    return false;
}

static bool apply_tag(const Token *t, PdnHeader *h, TagSection *ts, PdnError *err)
{
    static const struct {
        const char *name;
        size_t offset;
    } FIELDS[] = {
        {"Event", offsetof(PdnHeader, event)}, {"Site", offsetof(PdnHeader, site)},
        {"Date", offsetof(PdnHeader, date)},   {"Round", offsetof(PdnHeader, round)},
        {"White", offsetof(PdnHeader, white)}, {"Black", offsetof(PdnHeader, black)},
        {"Result", offsetof(PdnHeader, result)},
    };
    bool known = false;
    for (size_t i = 0; i < sizeof FIELDS / sizeof FIELDS[0]; i++)
        if (strcmp(t->name, FIELDS[i].name) == 0) {
            pdn_header_set((char *)h + FIELDS[i].offset, t->value);
            known = true;
        }
    /* Tags the writer derives from the game are not kept as "other" ones,
     * so that a game read and written again has each tag once.  Past
     * PDN_MAX_OTHER_TAGS, further tags are dropped. */
    if (!known && !is_derived_tag(t->name))
        (void)pdn_header_set_tag(h, t->name, t->value);

    if (strcmp(t->name, "GameType") == 0 && !gametype_is_italian(t->value)) {
        char shown[64];
        text_sanitize(shown, sizeof shown, t->value);
        problem_text(problem(err, PDN_PROBLEM_NOT_ITALIAN)->text, shown);
        set_error(err, t->line, t->col,
                  "GameType \"%s\" is not Italian draughts (GameType \"22\"); only Italian games can be read",
                  shown);
        return false;
    }
    if (strcmp(t->name, "FEN") == 0) {
        ts->has_fen = true;
        ts->fen_line = t->line;
        ts->fen_col = t->col;
        ts->fen_too_long = t->value_cut || strlen(t->value) > FEN_MAX_INPUT;
        memcpy(ts->fen, t->value, sizeof ts->fen);
    } else if (strcmp(t->name, "SetUp") == 0) {
        ts->setup = strcmp(t->value, "1") == 0;
        ts->setup_line = t->line;
        ts->setup_col = t->col;
    } else if (strcmp(t->name, "Result") == 0) {
        GameResult r = RESULT_NONE;
        ts->has_result = parse_result_token(t->value, &r);
        ts->result_recorded = ts->has_result && strcmp(t->value, "*") != 0;
        ts->result = r;
        ts->result_line = t->line;
        ts->result_col = t->col;
    }
    return true;
}

/* The starting position the tags ask for. */
static bool start_position(const TagSection *ts, Position *start, PdnError *err)
{
    char why[FEN_ERRSIZE];
    if (!ts->has_fen) {
        if (ts->setup) {
            set_error(problem(err, PDN_PROBLEM_SETUP_WITHOUT_FEN), ts->setup_line, ts->setup_col,
                      "SetUp \"1\" without a FEN tag");
            return false;
        }
        pos_startpos(start);
        return true;
    }
    if (ts->fen_too_long) {
        set_error(problem(err, PDN_PROBLEM_FEN_TOO_LONG), ts->fen_line, ts->fen_col, "bad FEN tag: value too long");
        return false;
    }
    FenError fen_why;
    if (fen_parse_why(ts->fen, start, &fen_why) != 0) {
        problem(err, PDN_PROBLEM_BAD_FEN)->fen = fen_why;
        set_error(err, ts->fen_line, ts->fen_col, "bad FEN tag: %s", fen_error_format(&fen_why, why, sizeof why));
        return false;
    }
    return true;
}

static bool play_move_token(Game *g, const Token *t, PdnError *err)
{
    char shown[WORD_MAX], why[NOTATION_ERRSIZE], ending[128];
    Move m;
    MoveRefusal refusal;
    text_sanitize(shown, sizeof shown, t->text);
    if (game_over(g)) {
        game_describe_result(g, ending, sizeof ending);
        problem_text(problem(err, PDN_PROBLEM_MOVE_AFTER_END)->text, shown);
        problem_ending(&err->ending, g);
        set_error(err, t->line, t->col, "move '%s' after the end of the game (%s)", shown, ending);
        return false;
    }
    if (move_parse_why(&g->pos, t->text, true, &m, &refusal) != PARSE_OK) {
        problem_text(problem(err, PDN_PROBLEM_ILLEGAL_MOVE)->text, shown);
        err->refusal = refusal;
        set_error(err, t->line, t->col, "illegal move '%s': %s", shown,
                  move_refusal_format(&refusal, why, sizeof why));
        return false;
    }
    game_play(g, &m);
    return true;
}

/* Reconcile the recorded result (terminator token, else Result tag) with
 * the replay.  A game not ended by rule but recorded as won or drawn ended
 * by resignation or agreement (Termination PDN_TERMINATION_NORMAL, or no
 * tag), or on time when its Termination tag says so; a contradiction with a rule ending is an error; smaller
 * disagreements are warnings. */
static bool settle_result(PdnGame *pg, const Token *term, const TagSection *ts, PdnError *err)
{
    Game *g = &pg->game;
    bool recorded = false;
    GameResult result = RESULT_NONE;
    int line = 0, col = 0;
    char ending[128];

    if (term != NULL) {
        recorded = term->recorded;
        result = term->result;
        line = term->line;
        col = term->col;
        if (ts->has_result && (ts->result_recorded != recorded || (recorded && ts->result != result)) &&
            pg->nwarnings < PDN_MAX_WARNINGS) {
            PdnError *w = problem(&pg->warnings[pg->nwarnings], PDN_PROBLEM_RESULT_TAG_DIFFERS);
            problem_text(w->text, pg->header.result);
            problem_text(w->other, term->text);
            w->other_line = line;
            w->other_col = col;
            add_warning(pg, ts->result_line, ts->result_col,
                        "Result tag \"%s\" differs from the result token '%s' at %d:%d", pg->header.result,
                        term->text, line, col);
        }
    } else if (ts->has_result) {
        recorded = ts->result_recorded;
        result = ts->result;
        line = ts->result_line;
        col = ts->result_col;
    }

    game_describe_result(g, ending, sizeof ending);
    if (game_over(g)) {
        if (recorded && result != g->result) {
            problem(err, PDN_PROBLEM_RESULT_CONTRADICTS)->recorded = result;
            problem_ending(&err->ending, g);
            set_error(err, line, col, "recorded result %s contradicts the game: %s", game_result_token(result),
                      ending);
            return false;
        }
        if (!recorded && line > 0 && pg->nwarnings < PDN_MAX_WARNINGS) {
            problem_ending(&problem(&pg->warnings[pg->nwarnings], PDN_PROBLEM_UNFINISHED_BUT_ENDED)->ending, g);
            add_warning(pg, line, col, "game recorded as unfinished ('*') but it ended: %s", ending);
        }
        return true;
    }
    const char *termination = pdn_header_tag(&pg->header, "Termination");
    int loser = result == RESULT_WHITE_WINS ? BLACK : WHITE;
    if (recorded && result == RESULT_DRAW)
        game_agree_draw(g);
    else if (recorded && termination != NULL && strcmp(termination, PDN_TERMINATION_TIME_FORFEIT) == 0)
        game_lose_on_time(g, loser);
    else if (recorded)
        game_resign(g, loser);
    return true;
}

/* The reader plus its current token and the state before that token, so
 * that a token belonging to the next game can be given back. */
typedef struct Parser {
    PdnReader *r;
    PdnReader before;
    Token tok;
} Parser;

static void advance_token(Parser *p)
{
    p->before = *p->r;
    next_token(p->r, &p->tok);
}

static void give_back_token(Parser *p)
{
    *p->r = p->before;
}

static bool is_tag_token(const Token *t)
{
    return t->kind == TOK_TAG || t->kind == TOK_BAD_TAG;
}

/* After an error, skip the rest of the game: up to its result token, or up
 * to the tags of the next game once the movetext has been reached. */
static void skip_rest_of_game(Parser *p)
{
    bool in_movetext = false;
    for (;;) {
        if (p->tok.kind == TOK_EOF || p->tok.kind == TOK_RESULT)
            return;
        if (is_tag_token(&p->tok) && in_movetext) {
            give_back_token(p);
            return;
        }
        if (!is_tag_token(&p->tok))
            in_movetext = true;
        advance_token(p);
    }
}

/* The tag section, from the current token on. */
static bool read_tags(Parser *p, PdnGame *pg, TagSection *ts, PdnError *err)
{
    for (; is_tag_token(&p->tok); advance_token(p)) {
        if (p->tok.kind == TOK_BAD_TAG) {
            *err = p->tok.error;
            return false;
        }
        if (!apply_tag(&p->tok, &pg->header, ts, err))
            return false;
    }
    return true;
}

/* The movetext, from the current token on.  *term is set to the result
 * token that ends the game, or NULL when the game ends without one. */
static bool read_movetext(Parser *p, PdnGame *pg, const Token **term, PdnError *err)
{
    *term = NULL;
    for (;; advance_token(p)) {
        switch (p->tok.kind) {
        case TOK_EOF:
            return true;
        case TOK_TAG:
        case TOK_BAD_TAG:
            /* The next game's tags: this one had no result token. */
            give_back_token(p);
            return true;
        case TOK_RESULT:
            *term = &p->tok;
            return true;
        case TOK_ERROR:
            *err = p->tok.error;
            return false;
        case TOK_MOVENUM:
            break;
        case TOK_MOVE:
            if (!play_move_token(&pg->game, &p->tok, err))
                return false;
            break;
        }
    }
}

PdnStatus pdn_read_game(PdnReader *r, PdnGame *out, PdnError *err)
{
    Parser p = {.r = r};
    TagSection ts;
    Position start;
    const Token *term;

    memset(out, 0, sizeof *out);
    memset(&ts, 0, sizeof ts);
    pdn_header_init(&out->header);

    advance_token(&p);
    if (p.tok.kind == TOK_EOF)
        return PDN_EOF;
    out->line = p.tok.line;
    out->col = p.tok.col;

    if (!read_tags(&p, out, &ts, err) || !start_position(&ts, &start, err)) {
        skip_rest_of_game(&p);
        return PDN_ERROR;
    }
    game_init(&out->game, &start);
    if (!read_movetext(&p, out, &term, err) || !settle_result(out, term, &ts, err)) {
        pdn_game_free(out);
        skip_rest_of_game(&p);
        return PDN_ERROR;
    }
    return PDN_OK;
}

void pdn_game_free(PdnGame *pg)
{
    game_free(&pg->game);
}

/* ------------------------------------------------------------------ */
/* Writer                                                              */

/* A tag value with '"' and '\' escaped and control characters blanked. */
static void write_tag(FILE *f, const char *name, const char *value)
{
    fprintf(f, "[%s \"", name);
    for (const char *c = value; *c; c++) {
        if (*c == '"' || *c == '\\')
            fputc('\\', f);
        fputc(iscntrl((unsigned char)*c) ? ' ' : *c, f);
    }
    fputs("\"]\n", f);
}

static const char *or_unknown(const char *value)
{
    return value != NULL && value[0] != '\0' ? value : "?";
}

static void write_tags(FILE *f, const Game *g, const PdnHeader *h)
{
    PdnHeader blank;
    Position initial;
    if (h == NULL) {
        pdn_header_init(&blank);
        h = &blank;
    }
    write_tag(f, "Event", or_unknown(h->event));
    write_tag(f, "Site", or_unknown(h->site));
    write_tag(f, "Date", or_unknown(h->date));
    write_tag(f, "Round", or_unknown(h->round));
    write_tag(f, "White", or_unknown(h->white));
    write_tag(f, "Black", or_unknown(h->black));
    write_tag(f, "Result", game_result_token(g->result));
    write_tag(f, "GameType", "22");
    pos_startpos(&initial);
    if (!pos_equal(&g->start, &initial)) {
        char fen[FEN_BUFSIZE];
        fen_format(&g->start, fen, sizeof fen);
        write_tag(f, "SetUp", "1");
        write_tag(f, "FEN", fen);
    }
    for (int i = 0; i < h->nother; i++)
        if (!is_derived_tag(h->other[i].name))
            write_tag(f, h->other[i].name, h->other[i].value);
}

/* Movetext words are gathered into lines no longer than LINE_WIDTH.  A
 * "word" may hold spaces ("6. 20-15"): it is never broken, so a move number
 * always stays on the line of its move. */
typedef struct LineWriter {
    FILE *f;
    size_t used;
} LineWriter;

static void put_word(LineWriter *lw, const char *word)
{
    size_t n = strlen(word);
    if (lw->used > 0 && lw->used + 1 + n > LINE_WIDTH) {
        fputc('\n', lw->f);
        lw->used = 0;
    }
    if (lw->used > 0) {
        fputc(' ', lw->f);
        lw->used++;
    }
    fputs(word, lw->f);
    lw->used += n;
}

/* Text written right after the previous word, with no space (a closing
 * parenthesis); on a new line when it does not fit. */
static void put_glued(LineWriter *lw, const char *text)
{
    size_t n = strlen(text);
    if (lw->used + n > LINE_WIDTH) {
        fputc('\n', lw->f);
        lw->used = 0;
    }
    fputs(text, lw->f);
    lw->used += n;
}

/* One character of a comment: '}' would end it early and '{' confuses
 * other readers, so both become parentheses. */
static char comment_char(unsigned char c)
{
    return c == '}' ? ')' : c == '{' ? '(' : (char)c;
}

/* A {comment}, one word at a time so that a long one wraps; runs of spaces
 * and control characters become one space. */
static void put_comment(LineWriter *lw, const char *text)
{
    char word[LINE_WIDTH + 1];
    size_t n = 0;
    word[n++] = '{';
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        bool blank = isspace(*c) || iscntrl(*c);
        bool only_brace = n == 1 && word[0] == '{';
        if ((blank && n > 0 && !only_brace) || n + 2 >= sizeof word) {
            word[n] = '\0';
            put_word(lw, word);
            n = 0;
        }
        if (!blank)
            word[n++] = comment_char(*c);
    }
    word[n++] = '}';
    word[n] = '\0';
    if (n == 1)
        put_glued(lw, word);
    else
        put_word(lw, word);
}

enum { MOVE_WORD_SIZE = MOVE_STRSIZE + 24 };

/* The move m played at ply index ply as one word, after prefix: "12. 22-18"
 * for White, "12... 9-13" for Black when numbered, else "9-13". */
static void move_word(char *word, const char *prefix, const Game *g, int ply, const Move *m, bool numbered)
{
    char text[MOVE_STRSIZE];
    bool white = game_ply_side(g, ply) == WHITE;
    move_format(m, text, sizeof text);
    if (white || numbered)
        snprintf(word, MOVE_WORD_SIZE, "%s%d%s %s", prefix, game_move_number(g, ply), white ? "." : "...", text);
    else
        snprintf(word, MOVE_WORD_SIZE, "%s%s", prefix, text);
}

/* Moves moves[0..count-1] from ply index first on; a Black move carries
 * its number only when it opens the sequence and numbered says so (after a
 * comment or a variation, or at the start of the game). */
static void put_moves(LineWriter *lw, const Game *g, int first, const Move *moves, int count, bool numbered)
{
    char word[MOVE_WORD_SIZE];
    for (int k = 0; k < count; k++) {
        move_word(word, "", g, first + k, &moves[k], k == 0 && numbered);
        put_word(lw, word);
    }
}

static bool has_text(const char *s)
{
    return s != NULL && s[0] != '\0';
}

/* "(12. 22-18 {comment} 12... 9-13 ...)": a line from the position before
 * ply i. */
static void put_variation(LineWriter *lw, const Game *g, int i, const PdnLine *line)
{
    char word[MOVE_WORD_SIZE];
    move_word(word, "(", g, i, &line->moves[0], true);
    put_word(lw, word);
    if (has_text(line->comment))
        put_comment(lw, line->comment);
    put_moves(lw, g, i + 1, line->moves + 1, line->len - 1, has_text(line->comment));
    put_glued(lw, ")");
}

/* The NAG, comment and variations written after ply i.  Returns true when
 * something was written, so that a following Black move is renumbered. */
static bool put_note(LineWriter *lw, const Game *g, int i, const PdnNote *note)
{
    char nag[16];
    bool wrote = false;
    if (note->nag > 0) {
        snprintf(nag, sizeof nag, "$%d", note->nag);
        put_word(lw, nag);
    }
    if (has_text(note->comment)) {
        put_comment(lw, note->comment);
        wrote = true;
    }
    for (int k = 0; k < PDN_NOTE_LINES; k++)
        if (note->lines[k].len > 0 && note->lines[k].moves != NULL) {
            put_variation(lw, g, i, &note->lines[k]);
            wrote = true;
        }
    return wrote;
}

int pdn_write_annotated(FILE *f, const Game *g, const PdnHeader *h, const PdnAnnotations *notes)
{
    LineWriter lw = {.f = f, .used = 0};
    bool renumber = true; /* the first move always carries its number */

    write_tags(f, g, h);
    fputc('\n', f);
    for (int i = 0; i < g->nplies; i++) {
        put_moves(&lw, g, i, &g->plies[i].move, 1, renumber);
        renumber = notes != NULL && notes->plies != NULL && put_note(&lw, g, i, &notes->plies[i]);
    }
    if (notes != NULL && has_text(notes->final_comment))
        put_comment(&lw, notes->final_comment);
    put_word(&lw, game_result_token(g->result));
    fputs("\n\n", f);
    return ferror(f) ? -1 : 0;
}

int pdn_write_game(FILE *f, const Game *g, const PdnHeader *h)
{
    return pdn_write_annotated(f, g, h, NULL);
}

typedef struct OneGame {
    const Game *g;
    const PdnHeader *h;
} OneGame;

static int write_one_game(FILE *f, void *ctx)
{
    const OneGame *one = ctx;
    return pdn_write_game(f, one->g, one->h);
}

int pdn_save(const char *path, const Game *g, const PdnHeader *h, FileProblem *why)
{
    OneGame one = {.g = g, .h = h};
    return file_save_with(path, write_one_game, &one, why);
}

/* ------------------------------------------------------------------ */
/* Files                                                               */

const char *pdn_display_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

int pdn_read_file(const char *path, char **text, size_t *len, FileProblem *why)
{
    /* Standard input may be a pipe; a named file must be a regular one. */
    if (strcmp(path, "-") == 0)
        return file_read_fd(STDIN_FILENO, pdn_display_name(path), PDN_MAX_FILE_BYTES, text, len, why) == FILE_READ_OK
                   ? 0
                   : -1;
    return file_read_all(path, PDN_MAX_FILE_BYTES, text, len, why) == FILE_READ_OK ? 0 : -1;
}

FileProblem *pdn_bad_game_problem(FileProblem *why, const char *path, const PdnError *err)
{
    file_problem_set(why, FILE_PROBLEM_BAD_GAME, pdn_display_name(path));
    why->line = err->line;
    why->col = err->col;
    snprintf(why->detail, sizeof why->detail, "%s", err->message);
    return why;
}

int pdn_load(const char *path, Game *g, PdnHeader *h, FileProblem *why)
{
    char *text;
    size_t len;
    PdnReader r;
    PdnGame pg;
    PdnError perr;

    if (pdn_read_file(path, &text, &len, why) != 0)
        return -1;
    pdn_reader_init(&r, text, len);
    PdnStatus status = pdn_read_game(&r, &pg, &perr);
    free(text);
    if (status == PDN_EOF) {
        file_problem_set(why, FILE_PROBLEM_NO_GAME, pdn_display_name(path));
        return -1;
    }
    if (status == PDN_ERROR) {
        pdn_bad_game_problem(why, path, &perr);
        return -1;
    }
    *g = pg.game; /* ownership of the ply array moves to the caller */
    if (h != NULL)
        *h = pg.header;
    return 0;
}
