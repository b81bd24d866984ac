/*
 * ui_open.c - opening a screen (ui_open.h).
 */
#include "ui_open.h"

#include <stdio.h>

void ui_open_board(Ui *ui) { ui->mode = MODE_PLAY; }

void ui_ask(Ui *ui, ConfirmKind kind)
{
    ui->confirm.kind = kind;
    ui->mode = MODE_CONFIRM;
}

void ui_ask_before_help(Ui *ui, HelpKind help)
{
    ui->confirm.help = help;
    ui_ask(ui, CONFIRM_CASUAL);
}

void ui_open_file_dialog(Ui *ui, FileAction action)
{
    ui->file.action = action;
    session_default_save_path(&ui->session, ui->file.input, sizeof ui->file.input);
    if (action == FILE_LOAD && ui->session.loaded_path[0] == '\0' && ui->session.saved_path[0] == '\0')
        snprintf(ui->file.input, sizeof ui->file.input, "%s/", ui->session.files.data_dir);
    ui->mode = MODE_FILE;
}

void ui_open_sides(Ui *ui, UiMode mode)
{
    ui->sides.colour = session_human_side(&ui->session);
    ui->sides.level = session_engine_level(&ui->session);
    ui->mode = mode;
}

void ui_open_help(Ui *ui)
{
    ui->help.top = 0;
    ui->mode = MODE_HELP;
}

void ui_open_text_page(Ui *ui)
{
    ui->text.top = 0;
    ui->mode = MODE_TEXT;
    ui->message[0] = '\0';
}
