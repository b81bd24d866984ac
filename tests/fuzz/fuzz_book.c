/*
 * fuzz_book.c - the opening book reader (book.h) on arbitrary bytes: a file
 * image is refused with a safe message or read; a book read gives only
 * legal moves, best first, and written back it is the same bytes (the
 * format keeps every bit of an entry, and entries are checked in order).
 */
#include <unistd.h>

#include "book.h"
#include "fileread.h"
#include "fuzz.h"
#include "movegen.h"

/* Positions probed: the start and a few after one or two moves, where a
 * book (the fuzzer's or the seed's) has entries. */
static void check_moves(const Book *b)
{
    Position p;
    pos_startpos(&p);
    MoveList legal;
    movegen_legal(&p, &legal);
    for (int i = -1; i < legal.count; i++) {
        Position q = p;
        if (i >= 0)
            pos_make(&q, &legal.moves[i]);
        BookMove moves[BOOK_MAX_MOVES];
        int n = book_moves(b, &q, moves, BOOK_MAX_MOVES);
        MoveList here;
        movegen_legal(&q, &here);
        for (int k = 0; k < n; k++) {
            bool found = false;
            for (int j = 0; j < here.count; j++)
                found |= move_equal(&moves[k].move, &here.moves[j]);
            FUZZ_CHECK(found, "a book move that is not legal");
            FUZZ_CHECK(k == 0 || moves[k - 1].score >= moves[k].score, "book moves not best first");
        }
        BookMove pick;
        FUZZ_CHECK(book_pick(b, &q, (uint64_t)i * 2654435761u, &pick) == (n > 0), "pick disagrees with the list");
    }
}

/* The book written to a file and read back as bytes equals data. */
static void check_round_trip(const Book *b, const uint8_t *data, size_t size)
{
    char path[64], err[FILE_PROBLEM_TEXT_SIZE], *back;
    FileProblem why;
    size_t len;
    /* /dev/shm when there is one: the save syncs, which costs nothing there. */
    snprintf(path, sizeof path, "%s/dama-fuzz-book-%ld.bin", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp",
             (long)getpid());
    FUZZ_CHECK(book_save(b, path, &why) == 0, "save failed: %s", file_problem_text(&why, err, sizeof err));
    FUZZ_CHECK(file_read_all(path, size + 1, &back, &len, &why) == FILE_READ_OK, "%s",
               file_problem_text(&why, err, sizeof err));
    unlink(path);
    FUZZ_CHECK(len == size && memcmp(back, data, size) == 0, "the book written differs from the one read");
    free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    Book *b = book_parse(data, size, "fuzz.bin", &why);
    if (b == NULL) {
        fuzz_check_message(file_problem_text(&why, err, sizeof err), sizeof err);
        return 0;
    }
    FUZZ_CHECK(book_entries(b) == (size - BOOK_HEADER_BYTES) / BOOK_ENTRY_BYTES, "entry count");
    check_moves(b);
    check_round_trip(b, data, size);
    book_free(b);
    return 0;
}
