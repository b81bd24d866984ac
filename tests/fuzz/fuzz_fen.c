/*
 * fuzz_fen.c - FEN parsing: any text is either refused with a safe message
 * (the position untouched) or gives a valid position whose canonical FEN
 * parses back to the same position and prints the same again.
 */
#include "fen.h"
#include "fuzz.h"

static void check_valid_position(const Position *p)
{
    Bitboard white = pos_pieces(p, WHITE), black = pos_pieces(p, BLACK);
    FUZZ_CHECK((p->men[WHITE] & p->kings[WHITE]) == 0 && (p->men[BLACK] & p->kings[BLACK]) == 0 &&
                   (white & black) == 0, "a square holds two pieces");
    FUZZ_CHECK(popcount32(white) <= 12 && popcount32(black) <= 12, "more than 12 pieces a side");
    FUZZ_CHECK((p->men[WHITE] & 0x0000000Fu) == 0 && (p->men[BLACK] & 0xF0000000u) == 0,
               "a man on its own crowning row");
    FUZZ_CHECK(p->side == WHITE || p->side == BLACK, "side to move %d", p->side);
    FUZZ_CHECK(p->hash == pos_compute_hash(p), "incremental hash differs from the computed one");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    char err[FEN_ERRSIZE], printed[FEN_BUFSIZE], again[FEN_BUFSIZE];
    Position p, back, untouched;

    pos_startpos(&p);
    untouched = p;
    if (fen_parse(text, &p, err, sizeof err) != 0) {
        fuzz_check_message(err, sizeof err);
        FUZZ_CHECK(pos_equal(&p, &untouched) && p.hash == untouched.hash, "a refused FEN changed the position");
        free(text);
        return 0;
    }
    check_valid_position(&p);
    fen_format(&p, printed, sizeof printed);
    FUZZ_CHECK(strlen(printed) < sizeof printed - 1, "canonical FEN filled its buffer: %s", printed);
    FUZZ_CHECK(fen_parse(printed, &back, err, sizeof err) == 0, "canonical FEN %s refused: %s", printed, err);
    FUZZ_CHECK(pos_equal(&p, &back) && p.hash == back.hash, "round trip changed the position: %s", printed);
    fen_format(&back, again, sizeof again);
    FUZZ_CHECK(strcmp(printed, again) == 0, "canonical FEN not stable: %s then %s", printed, again);
    free(text);
    return 0;
}
