/*
 * ui_idle.c - part "idle": the archived games analysed while the program
 * is idle (ui_idle.h).
 */
#include "ui_idle.h"

#include <stdio.h>
#include <stdlib.h>

#include "intl.h"
#include "training_job.h"
#include "ui_message.h"

struct UiIdle {
    TrainingJob *job;
    bool resumed;              /* as last asked of the job */
    TrainingJobStatus status;  /* as of the last service */
    int unseen;                /* found, the exercises' screen not opened since */
    int arrived;               /* found, not yet taken by the exercises' screen */
};

void ui_idle_init(Ui *ui)
{
    const Session *s = &ui->session;
    if (s->files.data_dir[0] == '\0' || session_watching(s) || session_two_players(s))
        return;   /* no archive, or no person against the engine: no exercises of anyone's */
    UiIdle *idle = calloc(1, sizeof *idle);
    if (idle == NULL)
        return;
    idle->job = training_job_new(s->files.data_dir, s->egdb);
    if (idle->job == NULL) {
        free(idle);
        return;
    }
    ui->idle = idle;
}

void ui_idle_free(Ui *ui)
{
    if (ui->idle == NULL)
        return;
    training_job_free(ui->idle->job);   /* stops it: the games stored so far are in the file */
    free(ui->idle);
    ui->idle = NULL;
}

/* The modes where the game waits for nobody (the engine does not move
 * behind them): the job may run whatever the game. */
static bool mode_is_a_menu(UiMode mode)
{
    return mode == MODE_GAME_OVER || mode == MODE_NEW_GAME || mode == MODE_FILE || mode == MODE_PICK_GAME ||
           mode == MODE_TRAIN;
}

bool ui_idle_allowed(const Ui *ui)
{
    const Session *s = &ui->session;
    if (session_engine_thinking(s) || (ui->review.analysis != NULL && analysis_job_running(ui->review.analysis)))
        return false;
    if (mode_is_a_menu(ui->mode))
        return true;
    if (ui->mode == MODE_HELP)   /* the engine moves behind the help: not when it is to move */
        return !session_engine_turn(s) || s->paused;
    if (ui->mode == MODE_PLAY || ui->mode == MODE_TEXT)   /* the board of a finished game */
        return session_game_over(s);
    return false;
}

void ui_idle_pause(Ui *ui)
{
    UiIdle *idle = ui->idle;
    if (idle == NULL || !idle->resumed)
        return;
    training_job_pause(idle->job);
    idle->resumed = false;
}

void ui_idle_service(Ui *ui)
{
    UiIdle *idle = ui->idle;
    if (idle == NULL)
        return;
    if (!ui_idle_allowed(ui)) {
        ui_idle_pause(ui);
    } else if (!idle->resumed) {
        char player[ARCHIVE_NAME_SIZE];
        session_player_name(&ui->session, session_human_side(&ui->session), player, sizeof player);
        idle->resumed = training_job_resume(idle->job, player);
    }
    int found = training_job_take_found(idle->job);
    idle->unseen += found;
    idle->arrived += found;
    TrainingJobState was = idle->status.state;
    idle->status = training_job_status(idle->job);
    if (idle->status.state == TRAINING_JOB_FAILED && was != TRAINING_JOB_FAILED)
        ui_message_file_problem(ui, &idle->status.why);   /* a file it cannot read or write */
}

int ui_idle_unseen(const Ui *ui)
{
    return ui->idle != NULL ? ui->idle->unseen : 0;
}

void ui_idle_seen(Ui *ui)
{
    if (ui->idle != NULL)
        ui->idle->unseen = ui->idle->arrived = 0;
}

int ui_idle_take_arrived(Ui *ui)
{
    if (ui->idle == NULL)
        return 0;
    int arrived = ui->idle->arrived;
    ui->idle->arrived = 0;
    return arrived;
}

bool ui_idle_progress_line(const Ui *ui, char *buf, size_t size)
{
    const UiIdle *idle = ui->idle;
    if (idle == NULL || !idle->resumed || idle->status.state != TRAINING_JOB_WORKING || idle->status.games == 0)
        return false;
    snprintf(buf, size, _("Analysing your games: %d of %d"), idle->status.game > 0 ? idle->status.game : 1,
             idle->status.games);
    return true;
}
