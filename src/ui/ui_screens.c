/*
 * ui_screens.c - the table of the screens (ui_screens.h).
 */
#include "ui_screens.h"

#include "review.h"
#include "ui_board.h"
#include "ui_choose.h"
#include "ui_confirm.h"
#include "ui_drill.h"
#include "ui_editor.h"
#include "ui_file.h"
#include "ui_game_over.h"
#include "ui_pages.h"
#include "ui_pick.h"
#include "ui_puzzle.h"
#include "ui_sides.h"
#include "ui_train.h"

#define BOARD_FLAGS (UI_SCREEN_CALM | UI_SCREEN_CURSOR | UI_SCREEN_GAME_MARKS | UI_SCREEN_RESULT_OVER)

/* In UiMode's order (ui_screen checks it): a screen is one row here. */
static const UiScreen SCREENS[] = {
    {MODE_PLAY, "board", UI_IN_BOARD, BOARD_FLAGS, ui_board_types, ui_board_command, ui_board_no_command,
     ui_board_event, NULL, NULL, NULL, NULL, NULL, NULL, NULL},
    {MODE_HELP, "help", UI_IN_HELP, UI_SCREEN_CALM, NULL, ui_help_command, NULL, NULL, ui_help_paint, NULL, NULL,
     NULL, NULL, NULL, NULL},
    {MODE_CONFIRM, "confirm", UI_IN_CONFIRM, UI_SCREEN_GAME_MARKS, NULL, ui_confirm_command, NULL, NULL, NULL,
     ui_confirm_paint, NULL, NULL, NULL, NULL, ui_confirm_short_question},
    {MODE_NEW_GAME, "new game", UI_IN_NEW_GAME, UI_SCREEN_GAME_MARKS, NULL, ui_new_game_command, NULL, NULL, NULL,
     ui_new_game_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_FILE, "file", UI_IN_FILE, UI_SCREEN_GAME_MARKS, ui_file_types, ui_file_command, NULL, NULL, NULL,
     ui_file_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_CHOOSE, "choose capture", UI_IN_CHOOSE, UI_SCREEN_GAME_MARKS | UI_SCREEN_RESULT_OVER, NULL,
     ui_choose_command, NULL, NULL, NULL, ui_choose_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_GAME_OVER, "game over", UI_IN_GAME_OVER, UI_SCREEN_GAME_MARKS, NULL, ui_game_over_command, NULL,
     ui_game_over_event, NULL, ui_game_over_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_CHOOSE_SIDE, "choose side", UI_IN_SIDES, UI_SCREEN_GAME_MARKS, NULL, ui_choose_side_command, NULL, NULL,
     NULL, ui_choose_side_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_TEXT, "text", UI_IN_TEXT, UI_SCREEN_CALM, NULL, ui_text_command, NULL, NULL, ui_text_paint, NULL, NULL,
     NULL, NULL, NULL, NULL},
    {MODE_PICK_GAME, "pick game", UI_IN_PICK, UI_SCREEN_GAME_MARKS, NULL, ui_pick_command, NULL, NULL, NULL,
     ui_pick_paint, NULL, NULL, NULL, NULL, NULL},
    {MODE_EDIT, "editor", UI_IN_EDITOR, UI_SCREEN_CURSOR, ui_editor_types, ui_editor_command, NULL, NULL, NULL,
     NULL, ui_editor_panel, ui_editor_prompt, ui_editor_position, NULL, NULL},
    {MODE_TRAIN, "exercises", UI_IN_TRAIN, 0, ui_train_types, ui_train_command, NULL, NULL, NULL, NULL,
     ui_train_panel, ui_train_prompt, ui_train_position, NULL, NULL},
    /* part "puzzleui" */
    {MODE_PUZZLE, "puzzles", UI_IN_PUZZLE, 0, ui_puzzle_types, ui_puzzle_command, NULL, NULL, NULL, NULL,
     ui_puzzle_panel, ui_puzzle_prompt, ui_puzzle_position, ui_puzzle_marks, NULL},
    /* part "drillui": the ladder is a page; a drill is played on the board */
    {MODE_DRILL_LIST, "drills", UI_IN_DRILL_LIST, 0, NULL, ui_drill_list_command, NULL, NULL, ui_drill_list_paint,
     NULL, NULL, NULL, NULL, NULL, NULL},
    {MODE_DRILL, "drill", UI_IN_DRILL, 0, ui_drill_types, ui_drill_command, NULL, NULL, NULL, NULL, ui_drill_panel,
     ui_drill_prompt, ui_drill_position, ui_drill_marks, NULL},
};
enum { SCREEN_COUNT = sizeof SCREENS / sizeof SCREENS[0] };

const UiScreen *ui_screen_table(size_t *count)
{
    *count = SCREEN_COUNT;
    return SCREENS;
}

const UiScreen *ui_screen(UiMode mode)
{
    /* A mode without its row would read past the table: the board then
     * (test_ui_commands.c checks that every mode has its row in place). */
    if ((unsigned)mode >= SCREEN_COUNT || SCREENS[mode].mode != mode)
        return &SCREENS[MODE_PLAY];
    return &SCREENS[mode];
}

unsigned ui_screen_keys(const Ui *ui)
{
    unsigned keys = ui_screen(ui->mode)->keys;
    if (keys == UI_IN_BOARD && ui_board_watching(ui))
        return UI_IN_WATCH;
    return keys;
}

const Position *ui_shown_position(const Ui *ui)
{
    const UiScreen *s = ui_screen(ui->mode);
    return s->position != NULL ? s->position(ui) : review_position(&ui->review.shown, &ui->session.game);
}
