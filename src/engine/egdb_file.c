/*
 * egdb_file.c - writing, checking and decoding endgame table files (the
 * format is in egdb_file.h).
 */
#include "egdb_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileread.h"
#include "filewrite.h"

static const char MAGIC[8] = {'D', 'A', 'M', 'A', 'E', 'G', 'D', 'B'};
static const char EXTENSION[] = ".egdb";

enum {
    HEADER_SIZE = 32,
    CHECKSUM_SIZE = 8,
    LONG_COUNT_SIZE = 4,
    LITERAL_MAX = 128, /* values in one literal run */
    RUN_MIN = 3,       /* a repeat shorter than this is cheaper as literals */
    RUN_MAX = 130,
};

void egdb_file_name(EgdbSig s, char *buf, size_t size)
{
    snprintf(buf, size, "m%dk%d-m%dk%d%s", s.n[0], s.n[1], s.n[2], s.n[3], EXTENSION);
}

void egdb_file_path(const char *dir, EgdbSig s, char *buf, size_t size)
{
    char name[EGDB_NAME_SIZE];
    egdb_file_name(s, name, sizeof name);
    snprintf(buf, size, "%s/%s", dir, name);
}

/* ---- little-endian fields and the checksum -------------------------------- */

static void put_le(uint8_t *p, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le(const uint8_t *p, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

/* ---- run-length coding ------------------------------------------------- */

static size_t run_length(const uint8_t *v, size_t n)
{
    size_t r = 1;
    while (r < n && r < RUN_MAX && v[r] == v[0])
        r++;
    return r;
}

/* Code n values into out (room for n + n / LITERAL_MAX + 1 bytes). */
static size_t rle_encode(const uint8_t *v, size_t n, uint8_t *out)
{
    size_t o = 0, i = 0;
    while (i < n) {
        size_t r = run_length(v + i, n - i);
        if (r >= RUN_MIN) {
            out[o++] = (uint8_t)(r - RUN_MIN + LITERAL_MAX);
            out[o++] = v[i];
            i += r;
            continue;
        }
        size_t start = i;
        while (i < n && i - start < LITERAL_MAX && run_length(v + i, n - i) < RUN_MIN)
            i++;
        out[o++] = (uint8_t)(i - start - 1);
        memcpy(out + o, v + start, i - start);
        o += i - start;
    }
    return o;
}

static bool rle_decode(const uint8_t *in, size_t size, uint8_t *out, size_t n)
{
    size_t i = 0, o = 0;
    while (o < n) {
        if (i >= size)
            return false;
        unsigned c = in[i++];
        if (c < LITERAL_MAX) {
            size_t len = c + 1;
            if (len > n - o || len > size - i)
                return false;
            memcpy(out + o, in + i, len);
            i += len;
            o += len;
        } else {
            size_t len = c - LITERAL_MAX + RUN_MIN;
            if (len > n - o || i >= size)
                return false;
            memset(out + o, in[i++], len);
            o += len;
        }
    }
    return i == size;
}

/* ---- codes and values ------------------------------------------------------ */

enum { SHORT_MAX = 126, LOSS_SHORT_MAX = EGDB_CODE_LOSS_LONG - EGDB_CODE_LOSS - 1 };

EgdbValue egdb_code_value(const EgdbLongs *longs, uint64_t index, uint8_t code)
{
    if (code == EGDB_CODE_UNUSED)
        return EGDB_VALUE_UNUSED;
    if (code != EGDB_CODE_WIN_LONG && code != EGDB_CODE_LOSS_LONG)
        return code < EGDB_CODE_LOSS ? code : (EgdbValue)(EGDB_VALUE_LOSS + code - EGDB_CODE_LOSS);
    uint32_t lo = 0, hi = longs->count; /* binary search of the index */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        uint64_t at = get_le(longs->entries + (size_t)mid * EGDB_LONG_ENTRY, 4);
        if (at == index) {
            EgdbValue d = (EgdbValue)get_le(longs->entries + (size_t)mid * EGDB_LONG_ENTRY + 4, 2);
            return code == EGDB_CODE_WIN_LONG ? d : (EgdbValue)(EGDB_VALUE_LOSS + d);
        }
        if (at < index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return EGDB_VALUE_UNUSED; /* a damaged file: treated as not covered */
}

static bool is_long(EgdbValue v)
{
    return v != EGDB_VALUE_UNUSED && egdb_value_distance(v) > (egdb_value_is_loss(v) ? LOSS_SHORT_MAX : SHORT_MAX);
}

static uint8_t code_of(EgdbValue v)
{
    if (v == EGDB_VALUE_UNUSED)
        return EGDB_CODE_UNUSED;
    if (egdb_value_is_loss(v))
        return is_long(v) ? EGDB_CODE_LOSS_LONG : (uint8_t)(EGDB_CODE_LOSS + egdb_value_distance(v));
    return is_long(v) ? EGDB_CODE_WIN_LONG : (uint8_t)v;
}

bool egdb_stored_make(const EgdbValue *values, uint64_t n, EgdbStored *st)
{
    uint32_t count = 0;
    for (uint64_t i = 0; i < n; i++)
        count += is_long(values[i]);
    memset(st, 0, sizeof *st);
    st->codes = malloc(n ? n : 1);
    st->long_entries = malloc(count ? (size_t)count * EGDB_LONG_ENTRY : 1);
    if (st->codes == NULL || st->long_entries == NULL) {
        egdb_stored_free(st);
        return false;
    }
    uint8_t *e = st->long_entries;
    for (uint64_t i = 0; i < n; i++) {
        st->codes[i] = code_of(values[i]);
        if (is_long(values[i])) {
            put_le(e, i, 4);
            put_le(e + 4, (uint64_t)egdb_value_distance(values[i]), 2);
            e += EGDB_LONG_ENTRY;
        }
    }
    st->longs.entries = st->long_entries;
    st->longs.count = count;
    return true;
}

void egdb_stored_free(EgdbStored *st)
{
    free(st->codes);
    free(st->long_entries);
    memset(st, 0, sizeof *st);
}

/* ---- writing ------------------------------------------------------------- */

static uint32_t block_count(uint64_t positions)
{
    return (uint32_t)((positions + EGDB_BLOCK - 1) / EGDB_BLOCK);
}

/* The whole file image of a table; NULL when memory is short. */
static uint8_t *encode_table(EgdbSig s, const EgdbStored *st, size_t *size)
{
    uint64_t n = egdb_table_size(s);
    uint32_t blocks = block_count(n);
    size_t table_end = HEADER_SIZE + ((size_t)blocks + 1) * 8;
    size_t long_bytes = (size_t)st->longs.count * EGDB_LONG_ENTRY;
    size_t room = table_end + n + n / LITERAL_MAX + blocks + LONG_COUNT_SIZE + long_bytes + CHECKSUM_SIZE;
    uint8_t *img = malloc(room);
    if (img == NULL)
        return NULL;
    memcpy(img, MAGIC, sizeof MAGIC);
    put_le(img + 8, EGDB_FILE_VERSION, 4);
    memcpy(img + 12, s.n, 4);
    put_le(img + 16, n, 8);
    put_le(img + 24, EGDB_BLOCK, 4);
    put_le(img + 28, blocks, 4);
    size_t at = table_end;
    for (uint32_t b = 0; b < blocks; b++) {
        uint64_t first = (uint64_t)b * EGDB_BLOCK;
        size_t len = (size_t)(n - first < EGDB_BLOCK ? n - first : EGDB_BLOCK);
        put_le(img + HEADER_SIZE + (size_t)b * 8, at, 8);
        at += rle_encode(st->codes + first, len, img + at);
    }
    put_le(img + HEADER_SIZE + (size_t)blocks * 8, at, 8);
    put_le(img + at, st->longs.count, LONG_COUNT_SIZE);
    memcpy(img + at + LONG_COUNT_SIZE, st->longs.entries, long_bytes);
    at += LONG_COUNT_SIZE + long_bytes;
    put_le(img + at, fnv1a(img, at), 8);
    *size = at + CHECKSUM_SIZE;
    return img;
}

void egdb_file_remove_temporaries(const char *dir)
{
    file_remove_stale_temps(dir, EXTENSION);
}

bool egdb_file_write(const char *dir, EgdbSig s, const EgdbStored *st, uint64_t *bytes, FileProblem *why)
{
    char path[EGDB_PATH_SIZE];
    egdb_file_path(dir, s, path, sizeof path);
    size_t size;
    uint8_t *img = encode_table(s, st, &size);
    if (img == NULL) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        return false;
    }
    bool ok = file_write_atomic(path, img, size, why) == 0;
    free(img);
    *bytes = size;
    return ok;
}

/* ---- reading ------------------------------------------------------------- */

/* The header's facts, checked against the signature and the file size. */
typedef struct Layout {
    uint64_t positions;
    uint32_t blocks;
    size_t table_end;   /* where the blocks may start: after the offsets */
} Layout;

/* Fill *why with code about table s, named as its file is (no directory):
 * the faults found inside a table. */
static FileProblem *table_problem(FileProblem *why, FileProblemCode code, EgdbSig s)
{
    char name[EGDB_NAME_SIZE];
    egdb_file_name(s, name, sizeof name);
    return file_problem_set(why, code, name);
}

static bool check_header(const uint8_t *head, uint64_t size, EgdbSig s, Layout *l, FileProblem *why)
{
    if (size < HEADER_SIZE + CHECKSUM_SIZE || memcmp(head, MAGIC, sizeof MAGIC) != 0) {
        table_problem(why, FILE_PROBLEM_EGDB_NOT_TABLE, s);
        return false;
    }
    if (get_le(head + 8, 4) != EGDB_FILE_VERSION) {
        table_problem(why, FILE_PROBLEM_EGDB_VERSION, s);
        why->number = (long long)get_le(head + 8, 4);
        why->limit = EGDB_FILE_VERSION;
        return false;
    }
    l->positions = get_le(head + 16, 8);
    l->blocks = (uint32_t)get_le(head + 28, 4);
    l->table_end = HEADER_SIZE + ((size_t)l->blocks + 1) * 8;
    if (memcmp(head + 12, s.n, 4) != 0 || l->positions != egdb_table_size(s) || get_le(head + 24, 4) != EGDB_BLOCK ||
        l->blocks != block_count(l->positions) || l->table_end > size - CHECKSUM_SIZE) {
        table_problem(why, FILE_PROBLEM_EGDB_DAMAGED_HEADER, s);
        return false;
    }
    return true;
}

/* The block offsets (l->blocks + 1 of them) rise from the end of the
 * offsets to at most the long list's count; *end gets the last one. */
static bool check_offsets(const uint8_t *offsets, uint64_t size, const Layout *l, uint64_t *end)
{
    uint64_t prev = l->table_end;
    for (uint32_t b = 0; b <= l->blocks; b++) {
        uint64_t at = get_le(offsets + (size_t)b * 8, 8);
        if (at < prev || at > size - CHECKSUM_SIZE - LONG_COUNT_SIZE)
            return false;
        prev = at;
    }
    *end = prev;
    return true;
}

/* The long list's count at tail (the bytes from *end to the file's end)
 * says exactly how long the tail is. */
static bool check_tail(const uint8_t *tail, uint64_t end, uint64_t size, uint32_t *longs)
{
    uint64_t count = get_le(tail, LONG_COUNT_SIZE);
    *longs = (uint32_t)count;
    return end + LONG_COUNT_SIZE + count * EGDB_LONG_ENTRY == size - CHECKSUM_SIZE;
}

bool egdb_file_parse(const uint8_t *data, size_t size, EgdbSig s, bool check_sum, EgdbFileView *view,
                     FileProblem *why)
{
    Layout l;
    uint64_t end;
    uint32_t longs;
    if (!check_header(data, size, s, &l, why))
        return false;
    if (!check_offsets(data + HEADER_SIZE, size, &l, &end) || !check_tail(data + end, end, size, &longs)) {
        table_problem(why, FILE_PROBLEM_EGDB_DAMAGED_HEADER, s);
        return false;
    }
    if (check_sum && fnv1a(data, size - CHECKSUM_SIZE) != get_le(data + size - CHECKSUM_SIZE, 8)) {
        table_problem(why, FILE_PROBLEM_EGDB_CHECKSUM, s);
        return false;
    }
    view->sig = s;
    view->positions = l.positions;
    view->blocks = l.blocks;
    view->offsets = data + HEADER_SIZE;
    view->longs.entries = data + end + LONG_COUNT_SIZE;
    view->longs.count = longs;
    view->data = data;
    view->size = size;
    return true;
}

/* Where block b's bytes are in the file, and how many codes it holds. */
static void block_span(const EgdbFileView *view, uint32_t b, uint64_t *at, uint64_t *len, size_t *codes)
{
    uint64_t first = (uint64_t)b * EGDB_BLOCK;
    *codes = (size_t)(view->positions - first < EGDB_BLOCK ? view->positions - first : EGDB_BLOCK);
    *at = get_le(view->offsets + (size_t)b * 8, 8);
    *len = get_le(view->offsets + (size_t)(b + 1) * 8, 8) - *at;
}

bool egdb_file_block(const EgdbFileView *view, uint32_t b, uint8_t *out)
{
    if (b >= view->blocks)
        return false;
    uint64_t at, len;
    size_t codes;
    block_span(view, b, &at, &len, &codes);
    return rle_decode(view->data + at, (size_t)len, out, codes);
}

/* ---- tables opened for probing ---------------------------------------- */

/* pread all of size bytes at offset, or false (a short read: the file
 * shrank under us). */
static bool read_at(int fd, void *buf, size_t size, uint64_t offset)
{
    uint8_t *p = buf;
    while (size > 0) {
        ssize_t got = pread(fd, p, size, (off_t)offset);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        p += got;
        size -= (size_t)got;
        offset += (uint64_t)got;
    }
    return true;
}

enum { SUM_CHUNK = 1 << 20 };

/* FNV-1a of the file's first n bytes, read in chunks; false on a read error. */
static bool checksum_of(int fd, uint64_t n, uint64_t *sum)
{
    uint8_t *chunk = malloc(SUM_CHUNK);
    uint64_t h = 0xcbf29ce484222325ULL;
    bool ok = chunk != NULL;
    for (uint64_t at = 0; ok && at < n; at += SUM_CHUNK) {
        size_t len = (size_t)(n - at < SUM_CHUNK ? n - at : SUM_CHUNK);
        ok = read_at(fd, chunk, len, at);
        for (size_t i = 0; ok && i < len; i++)
            h = (h ^ chunk[i]) * 0x100000001b3ULL;
    }
    free(chunk);
    *sum = h;
    return ok;
}

/* The header, offsets and tail of an opened file into t->own, checked. */
static bool load_index(EgdbTableFile *t, EgdbSig s, uint64_t size, FileProblem *why)
{
    uint8_t head[HEADER_SIZE];
    Layout l;
    uint64_t end;
    uint32_t longs;
    if (size < HEADER_SIZE + CHECKSUM_SIZE || !read_at(t->fd, head, HEADER_SIZE, 0))
        return check_header(head, 0, s, &l, why);   /* "not an endgame table" */
    if (!check_header(head, size, s, &l, why))
        return false;
    size_t offsets = ((size_t)l.blocks + 1) * 8;
    uint8_t *own = malloc(offsets);
    if (own == NULL || !read_at(t->fd, own, offsets, HEADER_SIZE) || !check_offsets(own, size, &l, &end)) {
        free(own);
        table_problem(why, FILE_PROBLEM_EGDB_DAMAGED_HEADER, s);
        return false;
    }
    /* The tail (long list and checksum) is bounded by the header: at most
     * one long entry a position. */
    uint64_t tail_size = size - end;
    uint8_t *grown = tail_size <= LONG_COUNT_SIZE + l.positions * EGDB_LONG_ENTRY + CHECKSUM_SIZE
                         ? realloc(own, offsets + (size_t)tail_size)
                         : NULL;
    if (grown == NULL || !read_at(t->fd, grown + offsets, (size_t)tail_size, end) ||
        !check_tail(grown + offsets, end, size, &longs)) {
        free(grown != NULL ? grown : own);
        table_problem(why, FILE_PROBLEM_EGDB_DAMAGED_HEADER, s);
        return false;
    }
    t->own = grown;
    t->view = (EgdbFileView){.sig = s, .positions = l.positions, .blocks = l.blocks, .offsets = grown,
                             .longs = {grown + offsets + LONG_COUNT_SIZE, longs}, .data = NULL, .size = (size_t)size};
    t->checksum = get_le(grown + offsets + tail_size - CHECKSUM_SIZE, 8);
    return true;
}

FileReadStatus egdb_file_open(const char *dir, EgdbSig s, EgdbTableFile *t, FileProblem *why)
{
    char path[EGDB_PATH_SIZE];
    memset(t, 0, sizeof *t);
    t->fd = -1;
    egdb_file_path(dir, s, path, sizeof path);
    FileReadStatus status = file_open_regular(path, &t->fd, why);
    if (status != FILE_READ_OK)
        return status;
    struct stat st;
    uint64_t sum;
    bool ok = fstat(t->fd, &st) == 0;
    if (!ok)
        file_problem_errno(why, path, errno);
    else if (st.st_size == 0)
        file_problem_set(why, FILE_PROBLEM_EGDB_EMPTY, path);
    ok = ok && st.st_size > 0 && load_index(t, s, (uint64_t)st.st_size, why);
    if (ok && !checksum_of(t->fd, (uint64_t)st.st_size - CHECKSUM_SIZE, &sum)) {
        file_problem_set(why, FILE_PROBLEM_EGDB_READ_ERROR, path);
        ok = false;
    } else if (ok && sum != t->checksum) {
        table_problem(why, FILE_PROBLEM_EGDB_CHECKSUM, s);
        ok = false;
    }
    if (!ok) {
        egdb_file_close(t);
        return FILE_READ_FAILED;
    }
    return FILE_READ_OK;
}

bool egdb_file_read_block(const EgdbTableFile *t, uint32_t b, uint8_t *out)
{
    if (t->fd < 0 || b >= t->view.blocks)
        return false;
    uint64_t at, len;
    size_t codes;
    uint8_t bytes[EGDB_BLOCK_MAX_BYTES];
    block_span(&t->view, b, &at, &len, &codes);
    /* A block longer than its worst case, or one the file no longer holds
     * (truncated since it was opened), is damage. */
    return len <= sizeof bytes && read_at(t->fd, bytes, (size_t)len, at) && rle_decode(bytes, (size_t)len, out, codes);
}

void egdb_file_close(EgdbTableFile *t)
{
    if (t->fd >= 0)
        close(t->fd);
    free(t->own);
    memset(t, 0, sizeof *t);
    t->fd = -1;
}

/* The largest file a table of this signature can be: header, offsets,
 * every block at its worst (all literals), one long entry a position. */
static size_t max_file_bytes(EgdbSig s)
{
    uint64_t n = egdb_table_size(s), blocks = block_count(n);
    return (size_t)(HEADER_SIZE + (blocks + 1) * 8 + blocks * EGDB_BLOCK_MAX_BYTES + LONG_COUNT_SIZE +
                    n * EGDB_LONG_ENTRY + CHECKSUM_SIZE);
}

bool egdb_file_read(const char *dir, EgdbSig s, EgdbStored *st, FileProblem *why)
{
    char path[EGDB_PATH_SIZE];
    char *text;
    size_t size;
    memset(st, 0, sizeof *st);
    egdb_file_path(dir, s, path, sizeof path);
    if (file_read_all(path, max_file_bytes(s), &text, &size, why) != FILE_READ_OK)
        return false;
    const uint8_t *data = (const uint8_t *)text;
    EgdbFileView view;
    bool ok = egdb_file_parse(data, size, s, true, &view, why);
    if (ok) {
        size_t long_bytes = (size_t)view.longs.count * EGDB_LONG_ENTRY;
        st->codes = malloc(view.positions > 0 ? view.positions : 1);
        st->long_entries = malloc(long_bytes ? long_bytes : 1);
        ok = st->codes != NULL && st->long_entries != NULL;
        if (!ok)
            file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        else
            memcpy(st->long_entries, view.longs.entries, long_bytes);
        st->longs.entries = st->long_entries;
        st->longs.count = view.longs.count;
    }
    for (uint32_t b = 0; ok && b < view.blocks; b++)
        if (!egdb_file_block(&view, b, st->codes + (uint64_t)b * EGDB_BLOCK)) {
            file_problem_set(why, FILE_PROBLEM_EGDB_DAMAGED_BLOCK, path)->number = b;
            ok = false;
        }
    free(text);
    if (!ok)
        egdb_stored_free(st);
    return ok;
}
