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
 *                                  start); the last one is where data ends
 *   ..  blocks                     each run-length coded (below)
 *   end u64 checksum               FNV-1a of every byte before it
 *
 * A block codes its values (one byte each, egdb_index.h) as a sequence of
 * control bytes: c < 128 is followed by c + 1 literal values; c >= 128 by
 * one value repeated c - 125 times (3..130).
 */
#ifndef DAMA_EGDB_FILE_H
#define DAMA_EGDB_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "egdb_index.h"

enum { EGDB_FILE_VERSION = 1, EGDB_BLOCK = 4096, EGDB_NAME_SIZE = 32, EGDB_PATH_SIZE = 4096 };

/* A table file held in memory (read or mapped) whose header was checked. */
typedef struct EgdbFileView {
    EgdbSig sig;
    uint64_t positions;
    uint32_t blocks;
    const uint8_t *data;
    size_t size;
} EgdbFileView;

void egdb_file_name(EgdbSig s, char *buf, size_t size);
/* dir/name of the table file. */
void egdb_file_path(const char *dir, EgdbSig s, char *buf, size_t size);

/* Compress values (n = egdb_table_size(s)) into dir's file for s, written
 * atomically.  *bytes gets the file's size. */
bool egdb_file_write(const char *dir, EgdbSig s, const uint8_t *values, uint64_t *bytes, char *err,
                     size_t errsize);
/* Check the header of a file image (and its checksum when check_sum). */
bool egdb_file_parse(const uint8_t *data, size_t size, EgdbSig s, bool check_sum, EgdbFileView *view,
                     char *err, size_t errsize);
/* Decode block b of view into out (EGDB_BLOCK values; the last block may
 * hold fewer).  False when the data is damaged. */
bool egdb_file_block(const EgdbFileView *view, uint32_t b, uint8_t *out);
/* Read and check a whole table into a new array (free() it).  False with
 * err set when the file is missing, damaged or of another version. */
bool egdb_file_read(const char *dir, EgdbSig s, uint8_t **values, char *err, size_t errsize);

#endif
