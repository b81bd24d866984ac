/*
 * ui_choose.c - choosing one of several capture paths (ui_choose.h).
 */
#include "ui_choose.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "notation.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"

void ui_choose_play(Ui *ui, const Move *m)
{
    ui->selected = -1;
    ui->choose.n = 0;
    ui_open_board(ui);
    ui->prompt[0] = '\0';
    session_play_move(&ui->session, m);
}

void ui_choose_open(Ui *ui, const Move *moves, int n, int sq)
{
    memcpy(ui->choose.moves, moves, (size_t)n * sizeof moves[0]);
    ui->choose.n = n;
    ui->choose.index = 0;
    ui->mode = MODE_CHOOSE;
    ui_message(ui, NOTE_INFO, _("Several captures end on %d: pick one."), sq + 1);
}

void ui_choose_drop(Ui *ui)
{
    ui->choose.n = 0;
    if (ui->mode == MODE_CHOOSE)
        ui_open_board(ui);
}

const Move *ui_choose_marked(const Ui *ui)
{
    return ui->mode == MODE_CHOOSE && ui->choose.n > 0 ? &ui->choose.moves[ui->choose.index] : NULL;
}

static void move_choice(Ui *ui, int delta)
{
    int i = ui->choose.index + delta;
    if (i >= 0 && i < ui->choose.n)
        ui->choose.index = i;
}

static void cancel_choice(Ui *ui)
{
    ui->choose.n = 0;
    ui_open_board(ui);
    ui_message(ui, NOTE_INFO, "%s", _("Capture not played."));
}

bool ui_choose_command(Ui *ui, UiCommand command, int key)
{
    switch (command) {
    case CMD_CHOICE_DIGIT:
        if (key - '1' < ui->choose.n)
            ui_choose_play(ui, &ui->choose.moves[key - '1']);
        return true;
    case CMD_CHOICE_UP: move_choice(ui, -1); return true;
    case CMD_CHOICE_DOWN: move_choice(ui, 1); return true;
    case CMD_CHOICE_PLAY: ui_choose_play(ui, &ui->choose.moves[ui->choose.index]); return true;
    case CMD_CHOICE_CANCEL: cancel_choice(ui); return true;
    default: return false;
    }
}

void ui_choose_paint(const Ui *ui)
{
    char rows[UI_MAX_CHOICES][MOVE_STRSIZE + 8];
    const char *lines[UI_MAX_CHOICES + 3];
    int n = 0;
    lines[n++] = _("Several captures end there:");
    for (int i = 0; i < ui->choose.n; i++) {
        char text[MOVE_STRSIZE];
        snprintf(rows[i], sizeof rows[i], "%s %d  %s", i == ui->choose.index ? ">" : " ", i + 1,
                 move_format(&ui->choose.moves[i], text, sizeof text));
        lines[n++] = rows[i];
    }
    lines[n++] = "";
    lines[n++] = _("1-9 or arrows+Enter; Esc cancel");
    draw_lines_box(ui, BOX_ON_PANEL, _("Choose the capture"), lines, n, n - 1);
}
