/*
 * test_ui.c - the parts of the terminal UI that need no terminal: where its
 * files go, saving and loading with the players' sides, the autosave, the
 * level limits.  The screen itself is tested by tests/ui/run.sh in tmux.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "notation.h"
#include "ui.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/dama-test-ui.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void remove_tree(const char *path)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", path);
    ck_assert_int_eq(system(cmd), 0);
}

static Ui *new_ui(void)
{
    Ui *ui = calloc(1, sizeof *ui);
    ck_assert_ptr_nonnull(ui);
    game_init(&ui->game, NULL);
    ui->human = WHITE;
    ui->level = 4;
    ck_assert(ui_files_init(ui));
    return ui;
}

static void free_ui(Ui *ui)
{
    game_free(&ui->game);
    free(ui);
}

static void play(Game *g, const char *text)
{
    Move m;
    char err[NOTATION_ERRSIZE];
    ck_assert_msg(move_parse(&g->pos, text, &m, err, sizeof err) == PARSE_OK, "%s: %s", text, err);
    ck_assert(game_play(g, &m));
}

START_TEST(data_dir_follows_xdg)
{
    setenv("XDG_DATA_HOME", "/somewhere/data", 1);
    setenv("HOME", "/home/someone", 1);
    Ui *ui = new_ui();
    ck_assert_str_eq(ui->data_dir, "/somewhere/data/dama");
    char path[UI_PATH_SIZE];
    ui_autosave_path(ui, path, sizeof path);
    ck_assert_str_eq(path, "/somewhere/data/dama/autosave.pdn");
    free_ui(ui);
}
END_TEST

START_TEST(relative_xdg_is_ignored)
{
    /* The XDG spec: a relative path is invalid and must be ignored. */
    setenv("XDG_DATA_HOME", "relative/data", 1);
    setenv("HOME", "/home/someone", 1);
    Ui *ui = new_ui();
    ck_assert_str_eq(ui->data_dir, "/home/someone/.local/share/dama");
    unsetenv("XDG_DATA_HOME");
    free_ui(ui);
}
END_TEST

START_TEST(tilde_expands_to_home)
{
    setenv("HOME", "/home/someone", 1);
    char out[UI_PATH_SIZE];
    ui_expand_path("~/games/a.pdn", out, sizeof out);
    ck_assert_str_eq(out, "/home/someone/games/a.pdn");
    ui_expand_path("~", out, sizeof out);
    ck_assert_str_eq(out, "/home/someone");
    ui_expand_path("~other/a.pdn", out, sizeof out);
    ck_assert_str_eq(out, "~other/a.pdn");
    ui_expand_path("plain.pdn", out, sizeof out);
    ck_assert_str_eq(out, "plain.pdn");
}
END_TEST

/* Saving records which side the engine played and its level; loading puts
 * the players back, whichever side the human had. */
static void round_trip(int human)
{
    make_tmpdir();
    char data[300];
    snprintf(data, sizeof data, "%s/nested/data", tmpdir);
    setenv("XDG_DATA_HOME", data, 1);
    Ui *ui = new_ui();
    ui->human = human;
    ui->level = 7;
    play(&ui->game, "22-19");
    play(&ui->game, "10-14");
    play(&ui->game, "19x10");

    char err[UI_MESSAGE_SIZE], path[UI_PATH_SIZE];
    ck_assert_msg(ui_files_ensure_dir(ui, err, sizeof err), "%s", err);
    ui_default_save_path(ui, path, sizeof path);
    ck_assert_msg(ui_save_game(ui, path, err, sizeof err), "%s", err);

    Game loaded;
    int got_human = -1, got_level = -1;
    ck_assert_msg(ui_load_game(path, &loaded, &got_human, &got_level, err, sizeof err), "%s", err);
    ck_assert_int_eq(got_human, human);
    ck_assert_int_eq(got_level, 7);
    ck_assert_int_eq(loaded.nplies, 3);
    ck_assert(pos_equal(&loaded.pos, &ui->game.pos));
    game_free(&loaded);
    free_ui(ui);
    remove_tree(tmpdir);
}

START_TEST(save_load_keeps_sides_white) { round_trip(WHITE); }
END_TEST

START_TEST(save_load_keeps_sides_black) { round_trip(BLACK); }
END_TEST

START_TEST(load_of_a_foreign_file_keeps_the_players)
{
    make_tmpdir();
    char path[300];
    snprintf(path, sizeof path, "%s/other.pdn", tmpdir);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("[White \"Alice\"]\n[Black \"Bob\"]\n[GameType \"22\"]\n\n1. 22-19 *\n", f);
    fclose(f);
    Game g;
    int human = BLACK, level = 3;
    char err[UI_MESSAGE_SIZE];
    ck_assert_msg(ui_load_game(path, &g, &human, &level, err, sizeof err), "%s", err);
    ck_assert_int_eq(human, BLACK);
    ck_assert_int_eq(level, 3);
    ck_assert_int_eq(g.nplies, 1);
    game_free(&g);
    remove_tree(tmpdir);
}
END_TEST

START_TEST(load_errors_are_reported)
{
    Game g;
    int human = WHITE, level = 1;
    char err[UI_MESSAGE_SIZE] = "";
    ck_assert(!ui_load_game("/nonexistent/dir/x.pdn", &g, &human, &level, err, sizeof err));
    ck_assert(err[0] != '\0');
}
END_TEST

START_TEST(autosave_lifecycle)
{
    make_tmpdir();
    setenv("XDG_DATA_HOME", tmpdir, 1);
    Ui *ui = new_ui();
    char err[UI_MESSAGE_SIZE];
    ck_assert(!ui_autosave_exists(ui));
    play(&ui->game, "22-19");
    ck_assert_msg(ui_autosave(ui, err, sizeof err), "%s", err);
    ck_assert(ui_autosave_exists(ui));
    ui_autosave_remove(ui);
    ck_assert(!ui_autosave_exists(ui));
    free_ui(ui);
    remove_tree(tmpdir);
}
END_TEST

START_TEST(save_into_a_missing_directory_fails_cleanly)
{
    setenv("XDG_DATA_HOME", "/tmp", 1);
    Ui *ui = new_ui();
    char err[UI_MESSAGE_SIZE] = "";
    ck_assert(!ui_save_game(ui, "/nonexistent/dir/x.pdn", err, sizeof err));
    ck_assert(err[0] != '\0');
    free_ui(ui);
}
END_TEST

Suite *ui_suite(void)
{
    Suite *s = suite_create("ui");
    TCase *tc = tcase_create("files");
    tcase_add_test(tc, data_dir_follows_xdg);
    tcase_add_test(tc, relative_xdg_is_ignored);
    tcase_add_test(tc, tilde_expands_to_home);
    tcase_add_test(tc, save_load_keeps_sides_white);
    tcase_add_test(tc, save_load_keeps_sides_black);
    tcase_add_test(tc, load_of_a_foreign_file_keeps_the_players);
    tcase_add_test(tc, load_errors_are_reported);
    tcase_add_test(tc, autosave_lifecycle);
    tcase_add_test(tc, save_into_a_missing_directory_fails_cleanly);
    suite_add_tcase(s, tc);
    return s;
}
