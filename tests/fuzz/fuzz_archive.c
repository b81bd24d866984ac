/*
 * fuzz_archive.c - the game archive (archive.h): the input is an archive
 * file; it is read, counted (stats_count) and rated (rating_history), a
 * game is appended, and the archive is read again.  The appended game must
 * be counted, after every game read before and with the same damage
 * reported: whatever the file held, a damaged game costs only itself
 * (docs/archive.md).  Error messages must be safe to show.
 */
#include <unistd.h>

#include "archive.h"
#include "fuzz.h"
#include "game.h"
#include "levels.h"
#include "notation.h"
#include "rating.h"
#include "stats.h"

#define APPENDED_PLAYER "fuzz appended"
enum { APPENDED_LEVEL = 7 };

/* A directory on a memory file system when there is one: the append syncs. */
static void make_dir(char *dir, size_t size)
{
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    snprintf(dir, size, "%s/fuzz-archive.XXXXXX", base);
    FUZZ_CHECK(mkdtemp(dir) != NULL, "mkdtemp failed");
}

static void read_checked(const char *path, Archive *a)
{
    char err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    FUZZ_CHECK(archive_read(path, a, &why) == 0, "archive not read: %s", file_problem_text(&why, err, sizeof err));
    for (int i = 0; i < a->damaged && i < ARCHIVE_MAX_ERRORS; i++)
        fuzz_check_message(a->errors[i].problem.message, sizeof a->errors[i].problem.message);
    Stats st;
    stats_count(a, NULL, &st);
    FUZZ_CHECK(st.games == a->count, "stats count %d games of %d", st.games, a->count);
    RatingHistory h;
    FUZZ_CHECK(rating_history(a, NULL, level_elo, &h), "rating history failed");
    FUZZ_CHECK(h.count <= a->count, "%d rated games of %d", h.count, a->count);
    rating_history_free(&h);
}

/* 1. 22-18 10-14, and the person (White) resigns. */
static void appended_game(Game *g)
{
    Move m;
    char err[NOTATION_ERRSIZE];
    game_init(g, NULL);
    FUZZ_CHECK(move_parse(&g->pos, "22-18", &m, err, sizeof err) == PARSE_OK && game_play(g, &m), "22-18");
    FUZZ_CHECK(move_parse(&g->pos, "10-14", &m, err, sizeof err) == PARSE_OK && game_play(g, &m), "10-14");
    game_resign(g, WHITE);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char dir[256], path[320], lock[336], err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    make_dir(dir, sizeof dir);
    archive_path(dir, path, sizeof path);
    snprintf(lock, sizeof lock, "%s.lock", path);
    FILE *f = fopen(path, "wb");
    FUZZ_CHECK(f != NULL && fwrite(data, 1, size, f) == size && fclose(f) == 0, "cannot write the input");

    Archive before, after;
    read_checked(path, &before);
    Game g;
    appended_game(&g);
    ArchiveEntry e = {.player = APPENDED_PLAYER, .player_side = WHITE, .level = APPENDED_LEVEL,
                      .rating_before = ARCHIVE_NO_RATING, .engine_elo = level_elo(APPENDED_LEVEL), .started = 0};
    FUZZ_CHECK(archive_append(path, &g, &e, &why) == 0, "append failed: %s", file_problem_text(&why, err, sizeof err));
    game_free(&g);
    read_checked(path, &after);

    FUZZ_CHECK(after.count == before.count + 1, "%d games, then %d after the append", before.count, after.count);
    FUZZ_CHECK(after.damaged == before.damaged && after.other_games == before.other_games,
               "damaged %d -> %d, other games %d -> %d", before.damaged, after.damaged, before.other_games,
               after.other_games);
    const ArchivedGame *last = &after.games[after.count - 1];
    FUZZ_CHECK(strcmp(last->player, APPENDED_PLAYER) == 0 && last->level == APPENDED_LEVEL && last->plies == 2 &&
                   last->outcome == OUTCOME_LOSS,
               "the appended game is not the last one read (%s, level %d)", last->player, last->level);
    for (int i = 0; i < before.count; i++)
        FUZZ_CHECK(before.games[i].level == after.games[i].level && before.games[i].plies == after.games[i].plies &&
                       before.games[i].outcome == after.games[i].outcome,
                   "game %d read differently after the append", i + 1);
    archive_free(&before);
    archive_free(&after);
    unlink(path);
    unlink(lock);
    FUZZ_CHECK(rmdir(dir) == 0, "the scratch directory holds more than the archive");
    return 0;
}
