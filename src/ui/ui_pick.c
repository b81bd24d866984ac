/*
 * ui_pick.c - a file's games, to pick the one to load (ui_pick.h).
 */
#include "ui_pick.h"

#include <stdio.h>
#include <stdlib.h>

#include "intl.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "ui_text.h"
#include "words_pdn.h"

void ui_load_game(Ui *ui, const char *path, int index)
{
    if (!session_load_at(&ui->session, path, index, NULL))
        return;
    ui_review_reset(ui);
    ui_open_sides(ui, MODE_CHOOSE_SIDE);
}

static void close_picker(Ui *ui)
{
    free(ui->pick.games);
    ui->pick.games = NULL;
    ui->pick.n = 0;
    ui_open_board(ui);
}

bool ui_offer_games(Ui *ui, const char *path, bool keeps_loaded)
{
    FileProblem why;   /* a file that cannot be read is said by the load that follows */
    GameListing *list = malloc(UI_MAX_PICKS * sizeof *list);
    int n = list != NULL ? files_list_games(path, list, UI_MAX_PICKS, &why) : -1;
    if (n <= 1) {
        free(list);
        return false;
    }
    free(ui->pick.games);
    ui->pick.games = list;
    ui->pick.n = n < UI_MAX_PICKS ? n : UI_MAX_PICKS;
    ui->pick.index = 0;
    ui->pick.keeps_loaded = keeps_loaded;
    snprintf(ui->pick.path, sizeof ui->pick.path, "%s", path);
    ui->mode = MODE_PICK_GAME;
    /* Whole sentences, the optional ones after the first. */
    char said[UI_MESSAGE_SIZE];
    int len = snprintf(said, sizeof said, P_("%d game in %s: pick one.", "%d games in %s: pick one.", n), n, path);
    if (n > UI_MAX_PICKS && len >= 0 && (size_t)len < sizeof said)
        len += snprintf(said + len, sizeof said - (size_t)len, " %s", _("The first ones are listed."));
    if (keeps_loaded && len >= 0 && (size_t)len < sizeof said)
        snprintf(said + len, sizeof said - (size_t)len, " %s", _("Esc keeps the first."));
    ui_message(ui, NOTE_INFO, "%s", said);
    return true;
}

static void move_pick(Ui *ui, int to)
{
    int last = ui->pick.n - 1;
    ui->pick.index = to < 0 ? 0 : to > last ? last : to;
}

static void load_picked(Ui *ui)
{
    char path[UI_PATH_SIZE];
    int index = ui->pick.index;
    snprintf(path, sizeof path, "%s", ui->pick.path);
    close_picker(ui);
    ui_load_game(ui, path, index);
}

static void cancel_pick(Ui *ui)
{
    close_picker(ui);
    if (ui->pick.keeps_loaded)
        ui_message(ui, NOTE_INFO, _("The first game of %s stays on the board."), ui->pick.path);
    else
        ui_message(ui, NOTE_INFO, "%s", _("Nothing loaded."));
}

void ui_pick_free(Ui *ui)
{
    free(ui->pick.games);
    ui->pick.games = NULL;
    ui->pick.n = 0;
}

bool ui_pick_command(Ui *ui, UiCommand command, int key)
{
    enum { PAGE = 10 };
    (void)key;
    switch (command) {
    case CMD_PICK_UP: move_pick(ui, ui->pick.index - 1); return true;
    case CMD_PICK_DOWN: move_pick(ui, ui->pick.index + 1); return true;
    case CMD_PICK_PAGE_UP: move_pick(ui, ui->pick.index - PAGE); return true;
    case CMD_PICK_PAGE_DOWN: move_pick(ui, ui->pick.index + PAGE); return true;
    case CMD_PICK_FIRST: move_pick(ui, 0); return true;
    case CMD_PICK_LAST: move_pick(ui, ui->pick.n - 1); return true;
    case CMD_PICK_LOAD: load_picked(ui); return true;
    case CMD_PICK_CANCEL: cancel_pick(ui); return true;
    default: return false;
    }
}

/* A file's games: "3. Anna - Bruno  1-0  2024.05.01  34 plies", the one
 * under the cursor marked; the list scrolls to keep it in view. */
void ui_pick_paint(const Ui *ui)
{
    enum { ROW_SIZE = 4 * FILES_LISTING_TEXT + 64, MAX_ROWS = 12 };
    const Layout *L = &ui->layout;
    int rows = 8 * L->cell_h - 4;
    if (rows > MAX_ROWS)
        rows = MAX_ROWS;
    if (rows > ui->pick.n)
        rows = ui->pick.n;
    if (rows < 1)
        rows = 1;
    int top = ui->pick.index >= rows ? ui->pick.index - rows + 1 : 0;
    char text[MAX_ROWS][ROW_SIZE], players[MAX_ROWS][ROW_SIZE];
    const char *lines[MAX_ROWS + 2];
    /* The players column is as wide as its widest visible entry, so that
     * results, dates and lengths line up. */
    int width = 0;
    for (int i = top, k = 0; i < top + rows && i < ui->pick.n; i++, k++) {
        snprintf(players[k], ROW_SIZE, "%s - %s", ui->pick.games[i].white, ui->pick.games[i].black);
        if (ui->pick.games[i].plies >= 0 && ui_text_width(players[k]) > width)
            width = ui_text_width(players[k]);
    }
    int n = 0;
    for (int i = top; i < top + rows && i < ui->pick.n; i++, n++) {
        const GameListing *g = &ui->pick.games[i];
        const char *mark = i == ui->pick.index ? ">" : " ";
        int pad = width - ui_text_width(players[n]);
        if (g->plies < 0) {
            char why[ROW_SIZE];
            snprintf(text[n], ROW_SIZE, _("%s%3d. (cannot be read: line %d: %s)"), mark, i + 1, g->problem.line,
                     words_pdn_problem(&g->problem, why, sizeof why));
        } else {
            char length[32];
            snprintf(length, sizeof length, P_("%d ply", "%d plies", g->plies), g->plies);
            snprintf(text[n], ROW_SIZE, "%s%3d. %s%*s  %s  %s  %s", mark, i + 1, players[n], pad, "", g->result,
                     g->date, length);
        }
        lines[n] = text[n];
    }
    lines[n++] = "";
    lines[n++] = ui->pick.keeps_loaded ? _("arrows, Enter load, Esc keep the first") : _("arrows, Enter load, Esc cancel");
    draw_lines_box(ui, BOX_ON_BOARD, _("Which game?"), lines, n, n - 1);
}
