/*
 * fuzz_egdb.c - the endgame table reader and probe on a damaged table.
 *
 * The 2-piece set is built once, in-process, into a scratch directory;
 * each input then replaces its king-against-king table (m0k1-m0k1.egdb).
 * The first byte chooses whether the rest is written as it is (so the
 * checksum refuses almost every change) or with its checksum made right,
 * so that the header, offsets, long list and blocks themselves are tried.
 * Properties: opening never crashes and reports a refused table safely; a
 * table the whole-file reader (build and verify's) accepts opens without a
 * problem and every probe of it agrees with that reader; a table it
 * refuses is never answered from where it is damaged.
 */
#include <unistd.h>

#include "egdb.h"
#include "egdb_file.h"
#include "fuzz.h"

static const EgdbSig KVK = {{0, 1, 0, 1}};

static char *scratch_name(void)
{
    static char dir[64] = "";
    return dir;
}

/* At exit: the scratch directory and its tables go. */
static void remove_scratch(void)
{
    const char *dir = scratch_name();
    EgdbSig sigs[EGDB_MAX_SIGS];
    int count = egdb_signatures(2, sigs);
    for (int i = 0; i < count; i++) {
        char path[EGDB_PATH_SIZE];
        egdb_file_path(dir, sigs[i], path, sizeof path);
        unlink(path);
    }
    rmdir(dir);
}

/* The scratch directory with the 2-piece set, built on the first call. */
static const char *scratch_dir(void)
{
    char *dir = scratch_name();
    if (dir[0] != '\0')
        return dir;
    snprintf(dir, 64, "%s/dama-fuzz-egdb-XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    FUZZ_CHECK(mkdtemp(dir) != NULL, "no scratch directory");
    atexit(remove_scratch);
    char err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    EgdbBuildStats stats;
    EgdbBuildOptions o = {dir, 2, 1, NULL, NULL, NULL};
    FUZZ_CHECK(egdb_build(&o, &stats, &why), "build failed: %s", file_problem_text(&why, err, sizeof err));
    return dir;
}

/* FNV-1a, as the format's checksum (docs/egdb.md). */
static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

static void write_table(const char *dir, const uint8_t *data, size_t size, bool fix_sum)
{
    char path[EGDB_PATH_SIZE];
    uint8_t *img = malloc(size > 0 ? size : 1);
    FUZZ_CHECK(img != NULL, "out of memory");
    if (size > 0)
        memcpy(img, data, size);
    if (fix_sum && size >= 8) {
        uint64_t sum = fnv1a(img, size - 8);
        for (int i = 0; i < 8; i++)
            img[size - 8 + i] = (uint8_t)(sum >> (8 * i));
    }
    egdb_file_path(dir, KVK, path, sizeof path);
    FILE *f = fopen(path, "wb");
    FUZZ_CHECK(f != NULL, "cannot write %s", path);
    FUZZ_CHECK(fwrite(img, 1, size, f) == size && fclose(f) == 0, "cannot write %s", path);
    free(img);
}

/* Every position of the table probed (and a best move asked for). */
static void probe_all(Egdb *db, const EgdbStored *whole)
{
    uint64_t n = egdb_table_size(KVK);
    for (uint64_t i = 0; i < n; i++) {
        Position p;
        if (!egdb_position(KVK, i, &p))
            continue;
        EgdbValue v;
        FileProblem why;
        char problem[FILE_PROBLEM_TEXT_SIZE];
        bool damaged = egdb_problem(db, &why);
        file_problem_text(&why, problem, sizeof problem);
        EgdbProbeStatus st = egdb_probe_status(db, &p, &v);
        FUZZ_CHECK(st != EGDB_PROBE_TOO_MANY_PIECES && st != EGDB_PROBE_GAME_OVER, "index %llu: status %d",
                   (unsigned long long)i, (int)st);
        /* A table found damaged is not answered from again; until then a
         * sound file's answers are the whole-file reader's, and a position
         * without a value there is damage, never an answer. */
        if (damaged)
            FUZZ_CHECK(st == EGDB_PROBE_DAMAGED, "index %llu: answered after '%s'", (unsigned long long)i, problem);
        else if (whole != NULL && egdb_stored_value(whole, i) == EGDB_VALUE_UNUSED)
            FUZZ_CHECK(st == EGDB_PROBE_DAMAGED, "index %llu: no value, status %d", (unsigned long long)i, (int)st);
        else if (whole != NULL)
            FUZZ_CHECK(st == EGDB_PROBE_FOUND && v == egdb_stored_value(whole, i),
                       "index %llu: probe %d (%d) against the whole-file reader's %d", (unsigned long long)i,
                       (int)st, (int)v, (int)egdb_stored_value(whole, i));
        Move best;
        if (i % 64 == 0)
            (void)egdb_best(db, &p, &best, &v);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 1 << 20)
        return 0;
    const char *dir = scratch_dir();
    write_table(dir, data + 1, size - 1, data[0] & 1);

    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE], problem[FILE_PROBLEM_TEXT_SIZE];
    EgdbStored whole;
    bool sound = egdb_file_read(dir, KVK, &whole, &why);
    Egdb *db = egdb_open(dir, &why);
    file_problem_text(&why, err, sizeof err);
    if (db == NULL) {
        FUZZ_CHECK(!sound, "a table the whole reader accepts is refused: %s", err);
        FUZZ_CHECK(strstr(err, "m0k1-m0k1.egdb") != NULL, "the refusal does not name the table: %s", err);
        fuzz_check_message(err, sizeof err);
        return 0;
    }
    FUZZ_CHECK(egdb_pieces(db) == 2, "%d pieces", egdb_pieces(db));
    if (sound)
        FUZZ_CHECK(!egdb_problem(db, &why), "a sound table has a problem: %s",
                   file_problem_text(&why, problem, sizeof problem));
    probe_all(db, sound ? &whole : NULL);
    if (egdb_problem(db, &why))
        fuzz_check_message(file_problem_text(&why, problem, sizeof problem), sizeof problem);
    egdb_close(db);
    if (sound)
        egdb_stored_free(&whole);
    return 0;
}
