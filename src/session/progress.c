/*
 * progress.c - the player's rating and the archive during play (progress.h).
 */
#include "progress.h"

#include <stdio.h>
#include <string.h>

#include "levels.h"

/* The rating as the archive has it now (dama stats --name says the same). */
static void read_rating(Progress *p)
{
    Archive a;
    RatingHistory h;
    char err[FILES_ERR_SIZE];
    p->glicko = glicko_initial();
    p->rating = glicko_rounded(&p->glicko);
    p->rated_games = 0;
    if (p->path[0] == '\0' || archive_read(p->path, &a, err, sizeof err) != 0)
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

void progress_new_game(Progress *p, bool already_over)
{
    p->recorded = already_over;
    p->started = time(NULL);
}

bool progress_record(Progress *p, const Game *g, int human_side, int level, const char *time_control, bool rated)
{
    if (p->recorded || g->nplies == 0)
        return true;
    if (p->path[0] == '\0') {
        snprintf(p->error, sizeof p->error, "no data directory for the archive (HOME is not set)");
        return false;
    }
    ArchiveEntry e = {.player = p->player, .player_side = human_side, .level = level, .time_control = time_control,
                      .rating_before = p->rating, .engine_elo = level_elo(level), .started = p->started,
                      .rated = rated};
    if (!files_ensure_dir(&p->files, p->error, sizeof p->error) ||
        archive_append(p->path, g, &e, p->error, sizeof p->error) != 0)
        return false;
    p->error[0] = '\0';
    p->recorded = true;
    int before = p->rating, rated_before = p->rated_games;
    read_rating(p);
    if (p->rated_games > rated_before) {
        p->have_change = true;
        p->last_change = p->rating - before;
    }
    return true;
}
