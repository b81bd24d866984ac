/*
 * fuzz_pdn.c - the PDN reader and writer.  Every game read is written out,
 * read back and written again: the second reading must give the same moves,
 * position and result, and the second text must equal the first (the
 * writer's output is a fixed point of read + write).  Errors and warnings
 * must be safe to show.
 */
#include "fuzz.h"
#include "movegen.h"
#include "pdn.h"

static char *write_game(const Game *g, const PdnHeader *h, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    FUZZ_CHECK(f != NULL, "open_memstream failed");
    FUZZ_CHECK(pdn_write_game(f, g, h) == 0, "writing to memory failed");
    fclose(f);
    return text;
}

static void check_same_game(const Game *a, const Game *b)
{
    FUZZ_CHECK(a->nplies == b->nplies, "%d plies read back as %d", a->nplies, b->nplies);
    for (int i = 0; i < a->nplies; i++)
        FUZZ_CHECK(move_equal(&a->plies[i].move, &b->plies[i].move), "ply %d differs", i + 1);
    FUZZ_CHECK(pos_equal(&a->start, &b->start) && pos_equal(&a->pos, &b->pos), "positions differ");
    FUZZ_CHECK(a->result == b->result && a->reason == b->reason, "result %d (%d) read back as %d (%d)",
               (int)a->result, (int)a->reason, (int)b->result, (int)b->reason);
}

static void check_round_trip(const PdnGame *first)
{
    size_t len1, len2;
    char *text1 = write_game(&first->game, &first->header, &len1);
    PdnReader r;
    PdnGame second;
    PdnError err;

    pdn_reader_init(&r, text1, len1);
    PdnStatus st = pdn_read_game(&r, &second, &err);
    FUZZ_CHECK(st == PDN_OK, "written game not read back (%d:%d: %s):\n%s", err.line, err.col, err.message, text1);
    check_same_game(&first->game, &second.game);
    PdnGame extra;
    FUZZ_CHECK(pdn_read_game(&r, &extra, &err) == PDN_EOF, "one game written, more read back:\n%s", text1);
    char *text2 = write_game(&second.game, &second.header, &len2);
    FUZZ_CHECK(len1 == len2 && memcmp(text1, text2, len1) == 0, "rewriting changed the text:\n%s\n---\n%s", text1,
               text2);
    pdn_game_free(&second);
    free(text1);
    free(text2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Not NUL-terminated: the reader takes a length. */
    char *text = malloc(size > 0 ? size : 1);
    PdnReader r;
    PdnGame pg;
    PdnError err;
    PdnStatus st;

    FUZZ_CHECK(text != NULL, "out of memory");
    if (size > 0)
        memcpy(text, data, size);
    pdn_reader_init(&r, text, size);
    for (int games = 0; (st = pdn_read_game(&r, &pg, &err)) != PDN_EOF; games++) {
        FUZZ_CHECK(games <= (int)size, "the reader does not advance");
        if (st == PDN_ERROR) {
            fuzz_check_message(err.message, sizeof err.message);
            continue;
        }
        for (int i = 0; i < pg.nwarnings; i++)
            fuzz_check_message(pg.warnings[i].message, sizeof pg.warnings[i].message);
        check_round_trip(&pg);
        pdn_game_free(&pg);
    }
    free(text);
    return 0;
}
