/*
 * progress.c - the player's rating and the archive during play (progress.h).
 */
#include "progress.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"

#include "levels.h"

/* The rating as the archive has it now (dama stats --name says the same). */
static void read_rating(Progress *p)
{
    Archive a;
    RatingHistory h;
    FileProblem err;
    p->glicko = glicko_initial();
    p->rating = glicko_rounded(&p->glicko);
    p->rated_games = 0;
    if (p->path[0] == '\0' || archive_read(p->path, &a, &err) != 0)
        return;
    if (rating_history(&a, p->player, level_elo, &h)) {
        p->rating = h.rating;
        p->glicko = h.current;
        p->rated_games = h.count;
    }
    rating_history_free(&h);
    archive_free(&a);
}

void progress_init(Progress *p, const Files *files, const char *player)
{
    memset(p, 0, sizeof *p);
    if (player != NULL && player[0] != '\0')
        snprintf(p->player, sizeof p->player, "%.*s", (int)sizeof p->player - 1, player);
    else
        archive_default_player(p->player, sizeof p->player);
    p->files = *files;
    if (files->data_dir[0] != '\0')
        archive_path(files->data_dir, p->path, sizeof p->path);
    read_rating(p);
    progress_new_game(p, false);
}

/* An id no other game has: the moment, the process, and a count of the
 * games this Progress began (two games may begin in the same second). */
static void make_game_id(Progress *p, time_t now)
{
    struct tm tm;
    char stamp[16];   /* YYYYMMDDTHHMMSS */
    if (localtime_r(&now, &tm) == NULL || strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%S", &tm) == 0)
        snprintf(stamp, sizeof stamp, "0");
    p->games_begun++;
    snprintf(p->game_id, sizeof p->game_id, "%s-%ld-%lld-%d", stamp, (long)getpid(),
             (long long)(clock_now_ms() % 1000000), p->games_begun);
}

void progress_continue_game(Progress *p, const char *game_id, bool already_over)
{
    p->recorded = already_over;
    p->recorded_plies = -1;
    p->started = time(NULL);
    p->rating_at_start = p->rating;
    p->rated_at_start = p->rated_games;
    if (game_id != NULL && game_id[0] != '\0')
        snprintf(p->game_id, sizeof p->game_id, "%s", game_id);
    else
        make_game_id(p, p->started);
}

void progress_new_game(Progress *p, bool already_over)
{
    progress_continue_game(p, NULL, already_over);
}

/* Recorded already, and nothing changed since. */
static bool recorded_as_it_stands(const Progress *p, const Game *g, int level, bool rated)
{
    return p->recorded &&
           (p->recorded_plies < 0 || (p->recorded_plies == g->nplies && p->recorded_result == g->result &&
                                      p->recorded_level == level && p->recorded_rated == rated));
}

/* Append (or replace, by its id) one game's record. */
static bool append_record(Progress *p, const Game *g, const ArchiveEntry *e)
{
    if (p->path[0] == '\0') {
        file_problem_set(&p->error, FILE_PROBLEM_NO_DATA_DIR, NULL);
        return false;
    }
    if (!files_ensure_dir(&p->files, &p->error) || archive_append(p->path, g, e, &p->error) != 0)
        return false;
    file_problem_clear(&p->error);
    return true;
}

/* The rule against leaving a lost game to keep the rating (docs/stats.md):
 * a rated game left unfinished after the person's first move counts as
 * their loss; before it, leaving costs nothing (the game is aborted). */
bool progress_leaving_forfeits(const Game *g, int human_side, bool rated)
{
    if (!rated || g->result != RESULT_NONE)
        return false;
    bool person_first = g->start.side == human_side;
    return g->nplies >= (person_first ? 1 : 2);
}

bool progress_record(Progress *p, const Game *g, int human_side, int level, const char *time_control, bool rated)
{
    if (recorded_as_it_stands(p, g, level, rated) || g->nplies == 0)
        return true;
    ArchiveEntry e = {.player = p->player, .player_side = human_side, .level = level, .time_control = time_control,
                      .rating_before = p->rating_at_start, .engine_elo = level_elo(level), .started = p->started,
                      .game_id = p->game_id, .rated = rated,
                      .forfeit = progress_leaving_forfeits(g, human_side, rated)};
    if (!append_record(p, g, &e))
        return false;
    p->recorded = true;
    p->recorded_plies = g->nplies;
    p->recorded_result = g->result;
    p->recorded_level = level;
    p->recorded_rated = rated;
    read_rating(p);
    if (p->rated_games > p->rated_at_start) {
        p->have_change = true;
        p->last_change = p->rating - p->rating_at_start;
    }
    return true;
}

bool progress_record_left(Progress *p, const Game *g, int human_side, int level, const char *time_control,
                          const char *game_id, bool rated)
{
    if (g->nplies == 0)
        return true;
    ArchiveEntry e = {.player = p->player, .player_side = human_side, .level = level, .time_control = time_control,
                      .rating_before = p->rating, .engine_elo = level_elo(level), .started = time(NULL),
                      .game_id = game_id, .rated = rated,
                      .forfeit = progress_leaving_forfeits(g, human_side, rated)};
    if (!append_record(p, g, &e))
        return false;
    read_rating(p);
    p->rating_at_start = p->rating;
    p->rated_at_start = p->rated_games;
    return true;
}
