/*
 * ui_file.c - the file name to save to or load from (ui_file.h).
 */
#include "ui_file.h"

#include <stdio.h>

#include "intl.h"
#include "ui_keys.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_pick.h"
#include "ui_text.h"

static void finish_file_dialog(Ui *ui)
{
    char path[UI_PATH_SIZE];
    ui_open_board(ui);
    if (ui->file.input[0] == '\0') {
        ui_message(ui, NOTE_ERROR, "%s", _("No file name given."));
        return;
    }
    files_expand_path(ui->file.input, path, sizeof path);
    if (ui->file.action == FILE_LOAD) {
        if (!ui_offer_games(ui, path, false))
            ui_load_game(ui, path, 0);
        return;
    }
    if (session_save(&ui->session, path, false) == SAVE_WOULD_OVERWRITE) {
        snprintf(ui->confirm.save_path, sizeof ui->confirm.save_path, "%s", path);
        ui_ask(ui, CONFIRM_OVERWRITE);
    }
}

static void cancel_file_dialog(Ui *ui)
{
    ui_open_board(ui);
    ui_message(ui, NOTE_INFO, "Cancelled.");
}

/* Any character the table does not bind is typed into the name. */
bool ui_file_types(Ui *ui, int key, const UiKeyBinding *b)
{
    if (b != NULL || key < ' ' || key >= 256 || key == 127)
        return false;
    append_char(ui->file.input, sizeof ui->file.input, key);
    return true;
}

bool ui_file_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_FILE_DONE: finish_file_dialog(ui); return true;
    case CMD_FILE_CANCEL: cancel_file_dialog(ui); return true;
    case CMD_FILE_BACKSPACE: delete_last_char(ui->file.input); return true;
    case CMD_FILE_CLEAR: ui->file.input[0] = '\0'; return true;
    default: return false;
    }
}

void ui_file_paint(const Ui *ui)
{
    enum { FILE_BOX_MIN_W = 36, FILE_BOX_MAX_W = 72 };
    /* As wide as the board, so that the side panel stays whole around it. */
    int w = 8 * ui->layout.cell_w + 2;
    if (w < FILE_BOX_MIN_W)
        w = FILE_BOX_MIN_W;
    if (w > FILE_BOX_MAX_W)
        w = FILE_BOX_MAX_W;
    const char *keys = ui->file.action == FILE_SAVE ? _("Enter save  Esc cancel  ^U clear")
                                                    : _("Enter load  Esc cancel  ^U clear");
    /* Wider where a language's keys need it (part words16): whole words first. */
    if (w < ui_text_width(keys) + 4)
        w = ui_text_width(keys) + 4 < COLS - 2 ? ui_text_width(keys) + 4 : COLS - 2;
    int iy, ix;
    const char *title = ui->file.action == FILE_SAVE ? _("Save game (PDN)") : _("Load game (PDN)");
    draw_box(ui, BOX_ON_BOARD, 6, w, title, &iy, &ix);
    put_text(iy, ix, w - 4, A_NORMAL, _("File:"));
    int field = w - 4;
    const char *s = ui->file.input;
    int len = ui_text_width(s);
    /* Show the end of a long path: that is where the typing happens. */
    while (len > field - 1) {
        s += ui_fit_bytes(s, 1);
        len--;
    }
    attr_t a = ui_pair(ui, PAIR_ACCENT) | A_BOLD | A_UNDERLINE;
    attrset(a);
    mvhline(iy + 1, ix, ' ', field);
    put_text(iy + 1, ix, field, a, s);
    put_text(iy + 1, ix + len, 1, A_REVERSE, " ");
    put_text(iy + 3, ix, w - 4, ui_pair(ui, PAIR_ACCENT) | A_BOLD, keys);
}
