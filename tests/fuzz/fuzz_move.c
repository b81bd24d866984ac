/*
 * fuzz_move.c - move parsing against positions.  The input is either
 * "FEN|MOVE" (when the part before '|' is a valid FEN) or a move alone,
 * parsed against one of a few positions chosen for hard captures.  A move
 * that is accepted must be one of movegen_legal's moves, print in full
 * notation and parse back to itself, also in the lenient form; a refusal
 * must come with a safe message.
 */
#include "fen.h"
#include "fuzz.h"
#include "movegen.h"
#include "notation.h"

/* Positions for a bare move: the start, a man's multiple capture, kings
 * circling groups (several paths to one move), all four precedence rules. */
static const char *const POSITIONS[] = {
    FEN_START,
    "W:W29,K22:B25,18,10,11,19",
    "W:WK18:B14,15,22,23,K6,K7",
    "B:BK15:W18,19,10,11,26,27",
    "W:W27,K23:B19,K18,20,11,12,K10",
    "W:W30,31,K21:B26,27,17,K9,10",
    "B:B5,6,K13:W9,10,17,18,21,22,25",
    "W:W5,K26:B1,2,3,K30",
};

static void check_accepted(const Position *p, const Move *m)
{
    MoveList legal;
    char printed[MOVE_STRSIZE], err[NOTATION_ERRSIZE];
    Move back;
    bool found = false;

    movegen_legal(p, &legal);
    for (int i = 0; i < legal.count && !found; i++)
        found = move_equal(&legal.moves[i], m);
    FUZZ_CHECK(found, "accepted move %s is not in the legal list", move_format(m, printed, sizeof printed));
    move_format(m, printed, sizeof printed);
    FUZZ_CHECK(move_parse(p, printed, &back, err, sizeof err) == PARSE_OK && move_equal(&back, m),
               "full notation %s does not parse back: %s", printed, err);
}

static void parse_against(const Position *p, const char *text)
{
    Move strict, lenient;
    char err[NOTATION_ERRSIZE];

    ParseStatus st = move_parse(p, text, &strict, err, sizeof err);
    if (st == PARSE_OK)
        check_accepted(p, &strict);
    else
        fuzz_check_message(err, sizeof err);

    st = move_parse_any_sign(p, text, &lenient, err, sizeof err);
    if (st == PARSE_OK)
        check_accepted(p, &lenient);
    else
        fuzz_check_message(err, sizeof err);
    /* Lenient parsing accepts everything strict parsing does, as the same move. */
    FUZZ_CHECK(move_parse(p, text, &strict, err, sizeof err) != PARSE_OK || (st == PARSE_OK && move_equal(&strict, &lenient)),
               "strict and lenient parsing disagree");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    char *bar = strchr(text, '|');
    Position p;

    if (bar != NULL) {
        *bar = '\0';
        if (fen_parse(text, &p, NULL, 0) == 0) {
            parse_against(&p, bar + 1);
            free(text);
            return 0;
        }
        *bar = '|';
    }
    p = (Position){0};
    FUZZ_CHECK(fen_parse(POSITIONS[size % (sizeof POSITIONS / sizeof POSITIONS[0])], &p, NULL, 0) == 0,
               "a built-in position is invalid");
    parse_against(&p, text);
    free(text);
    return 0;
}
