/*
 * egdb_file.h - the endgame table files (format in docs/egdb.md).
 *
 * One file per table, named after its signature ("m2k1-m0k1.egdb": the side
 * to move's men and kings, then the other side's).  All numbers are
 * little-endian:
 *
 *   0   "DAMAEGDB"                 magic (8 bytes)
 *   8   u32 version                EGDB_FILE_VERSION
 *   12  u8[4] signature            mover's men, kings, other's men, kings
 *   16  u64 positions              indices in the table (egdb_index.h)
 *   24  u32 block positions        EGDB_BLOCK
 *   28  u32 blocks                 ceil(positions / block positions)
 *   32  u64[blocks + 1] offsets    where each block starts (from the file's
 *                                  start); the last one is where blocks end
 *   ..  blocks                     each run-length coded (below)
 *   ..  u32 count, then count      the long distances: (u32 index, u16
 *       entries of 6 bytes         distance) by increasing index
 *   end u64 checksum               FNV-1a of every byte before it
 *
 * Each position has a one-byte code:
 *   0            draw
 *   1..126       win in that many plies (to conversion)
 *   127          win, the distance is in the long list
 *   128 + d      loss in d plies, d = 0..125
 *   254          loss, the distance is in the long list
 *   255          unused index
 * A block codes EGDB_BLOCK codes as a sequence of control bytes: c < 128 is
 * followed by c + 1 literal codes; c >= 128 by one code repeated c - 125
 * times (3..130).
 */
#ifndef DAMA_EGDB_FILE_H
#define DAMA_EGDB_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "egdb_index.h"
#include "fileread.h"

enum { EGDB_FILE_VERSION = 1, EGDB_BLOCK = 4096, EGDB_NAME_SIZE = 32, EGDB_PATH_SIZE = 4096 };
/* The most bytes one block can code into: every code a literal, one
 * control byte per 128 of them. */
enum { EGDB_BLOCK_MAX_BYTES = EGDB_BLOCK + EGDB_BLOCK / 128 + 1 };

enum {
    EGDB_CODE_WIN_LONG = 127,
    EGDB_CODE_LOSS = 128,
    EGDB_CODE_LOSS_LONG = 254,
    EGDB_CODE_UNUSED = 255,
    EGDB_LONG_ENTRY = 6, /* bytes of one long-list entry */
};

/* The long distances of a table: count entries of EGDB_LONG_ENTRY bytes. */
typedef struct EgdbLongs {
    const uint8_t *entries;
    uint32_t count;
} EgdbLongs;

/* A table file whose header was checked: held whole in memory (data), or
 * only its block offsets and long list (data NULL, EgdbTableFile). */
typedef struct EgdbFileView {
    EgdbSig sig;
    uint64_t positions;
    uint32_t blocks;
    const uint8_t *offsets;   /* u64[blocks + 1], little-endian */
    EgdbLongs longs;
    const uint8_t *data;
    size_t size;
} EgdbFileView;

/* A table file opened for probing (egdb.c): verified whole when opened
 * (header, offsets, long list, checksum), then its blocks read with pread
 * when used, so a file truncated or rewritten underneath gives a read
 * that fails or a block that does not decode, never a signal. */
typedef struct EgdbTableFile {
    EgdbFileView view;   /* offsets and longs point into own */
    uint8_t *own;
    uint64_t checksum;
    int fd;              /* -1: not open */
} EgdbTableFile;

/* A whole table in memory as codes plus its long list (owned). */
typedef struct EgdbStored {
    uint8_t *codes;
    uint8_t *long_entries;
    EgdbLongs longs;
} EgdbStored;

/* The value of index whose code is code. */
EgdbValue egdb_code_value(const EgdbLongs *longs, uint64_t index, uint8_t code);
static inline EgdbValue egdb_stored_value(const EgdbStored *st, uint64_t index)
{
    return egdb_code_value(&st->longs, index, st->codes[index]);
}
/* Code n values (the table's positions, in index order).  False when
 * memory is short. */
bool egdb_stored_make(const EgdbValue *values, uint64_t n, EgdbStored *st);
void egdb_stored_free(EgdbStored *st);

void egdb_file_name(EgdbSig s, char *buf, size_t size);
/* dir/name of the table file. */
void egdb_file_path(const char *dir, EgdbSig s, char *buf, size_t size);

/* Compress the table s into dir's file for it, written atomically.
 * *bytes gets the file's size. */
bool egdb_file_write(const char *dir, EgdbSig s, const EgdbStored *st, uint64_t *bytes, FileProblem *why);
/* Remove what an interrupted build left half-written in dir: the
 * temporary table files of processes that no longer exist (a build running
 * beside this one keeps its own; core/filewrite.h). */
void egdb_file_remove_temporaries(const char *dir);
/* Check the header of a file image (and its checksum when check_sum). */
bool egdb_file_parse(const uint8_t *data, size_t size, EgdbSig s, bool check_sum, EgdbFileView *view,
                     FileProblem *why);
/* Decode block b of view into out (EGDB_BLOCK codes; the last block may
 * hold fewer).  False when the data is damaged. */
bool egdb_file_block(const EgdbFileView *view, uint32_t b, uint8_t *out);
/* Open dir's table s for probing and verify it (EgdbTableFile).
 * FILE_READ_MISSING when there is no file; any other failure (not a
 * regular file, unreadable, empty, damaged) with *why (about the file's
 * path, or its name for a fault inside it). */
FileReadStatus egdb_file_open(const char *dir, EgdbSig s, EgdbTableFile *t, FileProblem *why);
/* Read and decode block b (as egdb_file_block); false when the block is
 * damaged or the file no longer holds it. */
bool egdb_file_read_block(const EgdbTableFile *t, uint32_t b, uint8_t *out);
void egdb_file_close(EgdbTableFile *t);
/* Read and check a whole table (egdb_stored_free() it).  False with *why
 * when the file is missing, damaged or of another version. */
bool egdb_file_read(const char *dir, EgdbSig s, EgdbStored *st, FileProblem *why);

#endif
