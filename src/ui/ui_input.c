/*
 * ui_input.c - what each key does: the screen shown (ui_screens.h) types
 * it or looks it up in the key table (ui_commands.h) and runs its
 * command.  The keys themselves are the screens' modules' (ui_board.c,
 * ui_confirm.c, ui_sides.c, ui_file.c, ui_choose.c, ui_pick.c,
 * ui_game_over.c, ui_pages.c, ui_editor.c, ui_train.c).
 */
#include "ui_input.h"

#include <curses.h>

#include "ui_board.h"
#include "ui_commands.h"
#include "ui_screens.h"

/* A key for the screen shown: typed, or looked up in the key table and
 * its command run.  A screen that closes and hands the key on (the result
 * box) gives it to the screen shown next, once. */
static void screen_key(Ui *ui, int key, bool handed_on)
{
    const UiScreen *s = ui_screen(ui->mode);
    if (key == KEY_RESIZE || key == KEY_MOUSE) {
        if (s->event != NULL)
            s->event(ui, key);
        return;
    }
    const UiKeyBinding *b = ui_command_for(ui_screen_keys(ui), key);
    if (s->types != NULL && s->types(ui, key, b))
        return;
    UiMode before = ui->mode;
    if (b == NULL) {
        if (s->no_command != NULL)
            s->no_command(ui, key);
    } else if (!s->command(ui, b->command, key) && !handed_on && ui->mode != before) {
        screen_key(ui, key, true);
    }
}

/* The "terminal too small" page shows no board: keys that would act
 * unseen are ignored; only quitting (and answering a question the page
 * shows) works there. */
static void too_small_key(Ui *ui, int key)
{
    const UiKeyBinding *b = ui_command_for(UI_IN_BOARD, key);
    if (ui_screen(ui->mode)->small_line != NULL)
        screen_key(ui, key, false);
    else if (b != NULL && b->command == CMD_QUIT)
        ui_board_quit_or_ask(ui);
}

void ui_handle_key(Ui *ui, int key)
{
    if (ui->layout.too_small)
        too_small_key(ui, key);
    else
        screen_key(ui, key, false);
}
