/*
 * test_session.c - the rules of play (session.h) and the files the game
 * keeps (files.h), without a terminal.  Engine replies come from the real
 * runner at level 1 (a two-ply search); session_poll gets a made-up clock,
 * so no test depends on how fast the machine is.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "archive.h"
#include "files.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "session.h"
#include "test_helpers.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/dama-test-session.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
    setenv("XDG_DATA_HOME", tmpdir, 1);
}

static char *read_all(const char *path)
{
    char *text;
    size_t len;
    FileProblem why;
    ck_assert_msg(pdn_read_file(path, &text, &len, &why) == 0, "%s", TEST_FILE_TEXT(why));
    return text;
}

/* ------------------------------------------------------------------ */
/* Files.                                                             */

START_TEST(data_dir_follows_xdg)
{
    setenv("XDG_DATA_HOME", "/somewhere/data", 1);
    setenv("HOME", "/home/someone", 1);
    Files f;
    ck_assert(files_init(&f));
    ck_assert_str_eq(f.data_dir, "/somewhere/data/dama");
    char path[FILES_PATH_SIZE];
    files_autosave_path(&f, path, sizeof path);
    ck_assert_str_eq(path, "/somewhere/data/dama/autosave.pdn");
}
END_TEST

START_TEST(relative_xdg_is_ignored)
{
    /* The XDG spec: a relative path is invalid and must be ignored. */
    setenv("XDG_DATA_HOME", "relative/data", 1);
    setenv("HOME", "/home/someone", 1);
    Files f;
    ck_assert(files_init(&f));
    ck_assert_str_eq(f.data_dir, "/home/someone/.local/share/dama");
    unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(tilde_expands_to_home)
{
    setenv("HOME", "/home/someone", 1);
    char out[FILES_PATH_SIZE];
    files_expand_path("~/games/a.pdn", out, sizeof out);
    ck_assert_str_eq(out, "/home/someone/games/a.pdn");
    files_expand_path("~", out, sizeof out);
    ck_assert_str_eq(out, "/home/someone");
    files_expand_path("~other/a.pdn", out, sizeof out);
    ck_assert_str_eq(out, "~other/a.pdn");
    files_expand_path("plain.pdn", out, sizeof out);
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
    Files f;
    ck_assert(files_init(&f));
    Game g;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    test_play(&g, "10-14");
    test_play(&g, "19x10");
    SavedPlayers who = {.engine_level = {0, 0}};
    who.engine_level[!human] = 7;

    char path[FILES_PATH_SIZE];
    FileProblem why;
    ck_assert_msg(files_ensure_dir(&f, &why), "%s", TEST_FILE_TEXT(why));
    files_new_save_path(&f, time(NULL), path, sizeof path);
    ck_assert_msg(files_save_game(path, &g, &who, &why), "%s", TEST_FILE_TEXT(why));

    Game loaded;
    SavedPlayers got;
    ck_assert_msg(files_load_game(path, &loaded, &got, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(got.engine_level[human], 0);
    ck_assert_int_eq(got.engine_level[!human], 7);
    ck_assert_int_eq(loaded.nplies, 3);
    ck_assert(pos_equal(&loaded.pos, &g.pos));
    game_free(&loaded);
    game_free(&g);
    test_remove_tree(tmpdir);
}

START_TEST(save_load_keeps_sides_white) { round_trip(WHITE); }
END_TEST

START_TEST(save_load_keeps_sides_black) { round_trip(BLACK); }
END_TEST

START_TEST(load_errors_are_reported)
{
    Game g;
    SavedPlayers who;
    FileProblem why;
    ck_assert(!files_load_game("/nonexistent/dir/x.pdn", &g, &who, &why));
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
}
END_TEST

START_TEST(save_into_a_missing_directory_fails_cleanly)
{
    Game g;
    game_init(&g, NULL);
    SavedPlayers who = {.engine_level = {0, 4}};
    FileProblem why;
    ck_assert(!files_save_game("/nonexistent/dir/x.pdn", &g, &who, &why));
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
    game_free(&g);
}
END_TEST

/* A new save's default name is dated and never an existing file's. */
START_TEST(new_save_names_are_dated_and_unique)
{
    make_tmpdir();
    Files f;
    ck_assert(files_init(&f));
    char first[FILES_PATH_SIZE], second[FILES_PATH_SIZE];
    FileProblem why;
    ck_assert(files_ensure_dir(&f, &why));
    time_t when = 1700000000;
    struct tm tm;
    localtime_r(&when, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "game-%Y-%m-%d-%H%M%S.pdn", &tm);
    files_new_save_path(&f, when, first, sizeof first);
    ck_assert_ptr_nonnull(strstr(first, stamp));
    ck_assert(!files_exists(first));
    test_write_file(first, "*\n");
    files_new_save_path(&f, when, second, sizeof second);
    ck_assert_str_ne(first, second);
    ck_assert(!files_exists(second));
    test_remove_tree(tmpdir);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The session.                                                       */

typedef struct Fixture {
    Session s;
    int64_t clock;   /* the made-up monotonic time handed to session_poll */
} Fixture;

static void start(Fixture *fx, int human, int level, const char *fen)
{
    Player players[2];
    session_players_vs_engine(players, human, level);
    Position p = fen != NULL ? test_position(fen) : (Position){0};
    if (fen == NULL)
        pos_startpos(&p);
    ck_assert(session_init(&fx->s, players, &p));
    fx->clock = 1000;
}

/* Poll until something happens (the engine's work takes real time). */
static SessionEvent next_event(Fixture *fx)
{
    for (;;) {
        fx->clock += SESSION_MIN_REPLY_MS;
        SessionEvent ev = session_poll(&fx->s, fx->clock, true);
        if (ev != EVENT_NONE)
            return ev;
        usleep(2000);
    }
}

static void human_plays(Fixture *fx, const char *text)
{
    ck_assert_msg(session_play_text(&fx->s, text), "%s: %s", text, test_notice_words(&fx->s.notice).text);
}

static void notice_contains(Session *s, const char *needle)
{
    Notice n;
    ck_assert(session_take_notice(s, &n));
    NoticeWords w = test_notice_words(&n);
    ck_assert_msg(strstr(w.text, needle) != NULL, "'%s' not in '%s'", needle, w.text);
}

START_TEST(engine_replies_on_its_turn)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    ck_assert(session_human_turn(&fx.s));
    human_plays(&fx, "22-19");
    ck_assert(session_engine_turn(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 2);
    ck_assert(session_human_turn(&fx.s));
    notice_contains(&fx.s, "Your move");
    session_free(&fx.s);
}
END_TEST

/* The reply is held back until SESSION_MIN_REPLY_MS after it started. */
START_TEST(engine_reply_waits_its_minimum_delay)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert_int_eq(session_poll(&fx.s, 5000, true), EVENT_NONE);
    ck_assert(session_engine_thinking(&fx.s));
    usleep(200 * 1000);   /* a two-ply search is long done, but too soon */
    ck_assert_int_eq(session_poll(&fx.s, 5000 + SESSION_MIN_REPLY_MS - 1, true), EVENT_NONE);
    ck_assert_int_eq(fx.s.game.nplies, 0);
    fx.clock = 5000;
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 1);
    session_free(&fx.s);
}
END_TEST

START_TEST(no_engine_move_while_the_front_end_is_busy)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert_int_eq(session_poll(&fx.s, 5000, false), EVENT_NONE);
    ck_assert(!session_engine_thinking(&fx.s));
    session_free(&fx.s);
}
END_TEST

START_TEST(humans_cannot_move_for_the_engine)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert(!session_play_text(&fx.s, "22-19"));
    notice_contains(&fx.s, "Wait for the engine");
    session_free(&fx.s);
}
END_TEST

START_TEST(undo_goes_back_to_the_humans_last_move)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    ck_assert(!session_can_undo(&fx.s));
    ck_assert(!session_undo(&fx.s));
    notice_contains(&fx.s, "Nothing to undo");
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_can_undo(&fx.s));
    ck_assert(session_undo(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 0);
    ck_assert(session_human_turn(&fx.s));
    /* Redo replays both plies, up to the human's turn. */
    ck_assert(session_redo(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 2);
    ck_assert(session_human_turn(&fx.s));
    ck_assert(!session_redo(&fx.s));
    session_free(&fx.s);
}
END_TEST

START_TEST(undo_while_the_engine_thinks_drops_its_search)
{
    Fixture fx;
    start(&fx, WHITE, MAX_LEVEL, NULL);
    human_plays(&fx, "22-19");
    session_poll(&fx.s, fx.clock, true);
    ck_assert(session_engine_thinking(&fx.s));
    ck_assert(session_undo(&fx.s));
    ck_assert(!session_engine_thinking(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 0);
    session_free(&fx.s);
}
END_TEST

START_TEST(black_has_nothing_to_undo_before_moving)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(!session_can_undo(&fx.s));
    ck_assert(!session_undo(&fx.s));
    notice_contains(&fx.s, "no move to take back");
    ck_assert_int_eq(fx.s.game.nplies, 1);
    session_free(&fx.s);
}
END_TEST

/* Undo after a resignation withdraws only the resignation. */
START_TEST(undo_after_resignation_withdraws_it)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_resign(&fx.s));
    ck_assert(session_game_over(&fx.s));
    ck_assert_int_eq(fx.s.game.result, RESULT_BLACK_WINS);
    ck_assert(session_can_undo(&fx.s));
    ck_assert(session_undo(&fx.s));
    notice_contains(&fx.s, "Resignation taken back");
    ck_assert(!session_game_over(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 2);
    ck_assert(session_human_turn(&fx.s));
    ck_assert(!session_resign(&fx.s) || session_game_over(&fx.s));
    session_free(&fx.s);
}
END_TEST

/* ------------------------------------------------------------------ */
/* rating part: draw offers and the rating rule (docs/stats.md).      */

/* The squares on the board's edge: a king there can be cornered. */
#define BOARD_EDGE ((Bitboard)0xF181818Fu)

/* Extend g by quiet moves to plies plies, never repeating a position, never
 * leaving a capture to make, never ending the game, never going to the
 * edge (a depth-first search, which takes back what leads nowhere). */
static bool extend_quietly(Game *g, int plies)
{
    if (g->nplies >= plies)
        return true;
    MoveList list;
    movegen_legal(&g->pos, &list);
    for (int i = 0; i < list.count; i++) {
        if (!game_play(g, &list.moves[i]))
            continue;
        bool fresh = !game_over(g) && !movegen_has_capture(&g->pos) && game_repetitions(g) <= 1 &&
                     (pos_occupied(&g->pos) & BOARD_EDGE) == 0;
        if (fresh && extend_quietly(g, plies))
            return true;
        game_undo(g);
    }
    return false;
}

/* A game from fen of plies king moves: a dead ending reached by a long game. */
static void walk_kings(Game *g, const char *fen, int plies)
{
    Position p = test_position(fen);
    game_init(g, &p);
    ck_assert_msg(extend_quietly(g, plies), "no quiet walk of %d plies", plies);
    g->nredo = 0;
}

/* The rule alone: a database draw at any time; otherwise a dead score
 * (|score| <= SESSION_DRAW_DEAD_MAX) and only once both sides have played
 * SESSION_DRAW_MIN_MOVES moves.  The old rule accepted any score up to
 * +0.20 for the engine from the first move on. */
START_TEST(draw_rule_needs_a_long_game_or_the_database)
{
    SearchInfo info;
    memset(&info, 0, sizeof info);
    Game opening;
    game_init(&opening, NULL);
    test_play(&opening, "22-19");
    test_play(&opening, "11-15");
    info.score = 0;
    ck_assert(!session_draw_acceptable(&opening, &info));
    info.score = 20;   /* the offering side is better: the old rule's yes */
    ck_assert(!session_draw_acceptable(&opening, &info));
    info.egdb = EGDB_DRAW;
    ck_assert(session_draw_acceptable(&opening, &info));
    game_free(&opening);

    Game g;
    walk_kings(&g, "W:WK22:BK11", 2 * SESSION_DRAW_MIN_MOVES - 1);
    memset(&info, 0, sizeof info);
    info.depth = 12;
    ck_assert(!session_draw_acceptable(&g, &info));   /* Black has played 19 moves */
    game_free(&g);
    walk_kings(&g, "W:WK22:BK11", 2 * SESSION_DRAW_MIN_MOVES);
    ck_assert(session_draw_acceptable(&g, &info));
    info.depth = 0;   /* a book move's report, not a search */
    ck_assert(!session_draw_acceptable(&g, &info));
    info.depth = 12;
    info.score = SESSION_DRAW_DEAD_MAX;
    ck_assert(session_draw_acceptable(&g, &info));
    info.score = -SESSION_DRAW_DEAD_MAX;
    ck_assert(session_draw_acceptable(&g, &info));
    info.score = SESSION_DRAW_DEAD_MAX + 1;
    ck_assert(!session_draw_acceptable(&g, &info));
    info.score = -SESSION_DRAW_DEAD_MAX - 1;   /* the engine is better: it plays on */
    ck_assert(!session_draw_acceptable(&g, &info));
    info.score = 0;
    info.egdb = EGDB_WIN;
    ck_assert(!session_draw_acceptable(&g, &info));
    game_free(&g);
}
END_TEST

/* In the opening the engine declines, even in a dead-level king ending;
 * after a long game it accepts, and undo withdraws the agreement only. */
START_TEST(draw_declined_early_agreed_late_then_taken_back)
{
    Fixture fx;
    start(&fx, WHITE, 1, "W:WK22:BK11");
    ck_assert(!session_offer_draw(&fx.s));
    notice_contains(&fx.s, "once both sides have moved");
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_offer_draw(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_DRAW_DECLINED);
    ck_assert(!session_game_over(&fx.s));
    session_free(&fx.s);

    start(&fx, WHITE, 1, "W:WK22:BK11");
    game_free(&fx.s.game);
    walk_kings(&fx.s.game, "W:WK22:BK11", 2 * SESSION_DRAW_MIN_MOVES);
    ck_assert(session_offer_draw(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_DRAW_ACCEPTED);
    ck_assert(session_game_over(&fx.s));
    ck_assert_int_eq(fx.s.game.reason, END_AGREEMENT);
    ck_assert(session_can_undo(&fx.s));
    ck_assert(session_undo(&fx.s));
    ck_assert(!session_game_over(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 2 * SESSION_DRAW_MIN_MOVES);
    session_free(&fx.s);
}
END_TEST

static const char BALLOT_1[] = "W:W21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,15";

/* Rated: a person against the engine from the start or a ballot.  Casual:
 * a set-up position, two players, two engines, a loaded game. */
START_TEST(rated_only_from_the_start_or_a_ballot)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    ck_assert_int_eq(session_rating(&fx.s), GAME_RATED);
    ck_assert(session_help_costs_rating(&fx.s));
    session_free(&fx.s);

    start(&fx, WHITE, 10, "W:W21,22,23,24,25:BK4");   /* five against one */
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_SET_UP);
    ck_assert(!session_mark_ballot(&fx.s));          /* not shaped like a ballot */
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_SET_UP);
    ck_assert(!session_help_costs_rating(&fx.s));
    Player players[2];
    session_players_vs_engine(players, WHITE, 3);
    session_new_game(&fx.s, players, NULL);
    ck_assert_int_eq(session_rating(&fx.s), GAME_RATED);
    Position ballot = test_position(BALLOT_1);
    session_new_game(&fx.s, players, &ballot);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_SET_UP);
    ck_assert(session_mark_ballot(&fx.s));
    ck_assert_int_eq(session_rating(&fx.s), GAME_RATED);
    human_plays(&fx, "22-18");
    session_new_game(&fx.s, players, &ballot);
    human_plays(&fx, "22-18");
    ck_assert(!session_mark_ballot(&fx.s));          /* too late: a move was played */
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_SET_UP);

    players[WHITE].kind = players[BLACK].kind = PLAYER_HUMAN;
    session_new_game(&fx.s, players, NULL);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_NOT_VS_ENGINE);
    players[WHITE].kind = players[BLACK].kind = PLAYER_ENGINE;
    players[WHITE].level = players[BLACK].level = 1;
    session_new_game(&fx.s, players, NULL);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_NOT_VS_ENGINE);

    /* A game loaded from a file, even one from the start, is casual. */
    char path[FILES_PATH_SIZE];
    snprintf(path, sizeof path, "%s/loaded.pdn", tmpdir);
    test_write_file(path, "[White \"ann\"]\n[Black \"dama level 3\"]\n[Result \"*\"]\n\n1. 22-18 *\n");
    ck_assert(session_load(&fx.s, path, NULL));
    session_choose_side(&fx.s, WHITE, 3);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_LOADED);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* The archived game of fx's session, read back. */
static ArchivedGame last_archived(const Fixture *fx)
{
    char path[FILES_PATH_SIZE];
    FileProblem why;
    Archive a;
    archive_path(fx->s.files.data_dir, path, sizeof path);
    ck_assert_msg(archive_read(path, &a, &why) == 0, "%s", TEST_FILE_TEXT(why));
    ck_assert_int_ge(a.count, 1);
    ArchivedGame g = a.games[a.count - 1];
    archive_free(&a);
    return g;
}

/* A hint, a take-back or playing on from an earlier position makes a
 * rated game casual, and the archive says so; a game without help goes
 * to the archive rated and moves the rating. */
START_TEST(help_makes_the_game_casual)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_resign(&fx.s));
    ArchivedGame g = last_archived(&fx);
    ck_assert(g.rated);
    ck_assert_int_eq(fx.s.progress.rated_games, 1);
    ck_assert(!session_help_costs_rating(&fx.s));   /* over, archived: nothing left to lose */

    Player players[2];
    session_players_vs_engine(players, WHITE, 1);
    session_new_game(&fx.s, players, NULL);
    ck_assert(session_rated(&fx.s));
    ck_assert(session_ask_hint(&fx.s));
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_HELPED);
    ck_assert_int_eq(next_event(&fx), EVENT_HINT);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_resign(&fx.s));
    g = last_archived(&fx);
    ck_assert(!g.rated);
    ck_assert_int_eq(fx.s.progress.rated_games, 1);   /* the rating did not move */

    session_new_game(&fx.s, players, NULL);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_rated(&fx.s));
    ck_assert(session_undo(&fx.s));
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_HELPED);

    session_new_game(&fx.s, players, NULL);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_play_on_from(&fx.s, 0));
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_HELPED);

    /* A refused take-back gives no help and costs nothing. */
    session_new_game(&fx.s, players, NULL);
    ck_assert(!session_undo(&fx.s));
    ck_assert(session_rated(&fx.s));
    session_make_casual(&fx.s);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_HELPED);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Playing Black, only White has moved: no draw offer yet. */
START_TEST(no_draw_offer_before_both_sides_moved)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(!session_offer_draw(&fx.s));
    notice_contains(&fx.s, "once both sides have moved");
    ck_assert(!session_engine_thinking(&fx.s));
    session_free(&fx.s);
}
END_TEST

/* A game that ended on the board: undo goes back before the last human move. */
START_TEST(undo_after_a_win_on_the_board)
{
    Fixture fx;
    start(&fx, WHITE, 1, "W:W22:B18");
    human_plays(&fx, "22x13");
    ck_assert(session_game_over(&fx.s));
    ck_assert(session_can_undo(&fx.s));
    ck_assert(session_undo(&fx.s));
    ck_assert(!session_game_over(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 0);
    session_free(&fx.s);
}
END_TEST

/* The engine's evaluation is not shown once the game is over. */
START_TEST(engine_info_is_cleared_at_the_end)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    human_plays(&fx, "22-19");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    SearchInfo info;
    int side;
    SessionJob job;
    ck_assert(session_engine_info(&fx.s, &info, &side, &job));
    ck_assert_int_eq(side, BLACK);
    ck_assert_int_eq(job, JOB_MOVE);
    session_resign(&fx.s);
    ck_assert(!session_engine_info(&fx.s, &info, &side, &job));
    session_free(&fx.s);
}
END_TEST

START_TEST(hint_is_for_the_current_position)
{
    Fixture fx;
    start(&fx, WHITE, 1, "W:W27:B23,15,1");
    Move hint;
    ck_assert(session_ask_hint(&fx.s));
    ck_assert(!session_hint(&fx.s, &hint));
    ck_assert_int_eq(next_event(&fx), EVENT_HINT);
    ck_assert(session_hint(&fx.s, &hint));
    char text[MOVE_STRSIZE];
    ck_assert_str_eq(move_format(&hint, text, sizeof text), "27x20x11");
    human_plays(&fx, "27x20x11");
    ck_assert(!session_hint(&fx.s, &hint));
    session_free(&fx.s);
}
END_TEST

/* A typed move that is not one is quoted whole in the message. */
START_TEST(typed_move_errors_quote_all_the_input)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    const char *typed = "1234567890-1234567890-1234567890-1234567890-12";
    ck_assert(!session_play_text(&fx.s, typed));
    char want[80];
    snprintf(want, sizeof want, "'%s'", typed);
    notice_contains(&fx.s, want);
    ck_assert(!session_play_text(&fx.s, "22-18x"));
    ck_assert(!session_play_text(&fx.s, "21-16"));
    notice_contains(&fx.s, "21-16");
    session_free(&fx.s);
}
END_TEST

START_TEST(two_humans_move_in_turn)
{
    Player players[2] = {{PLAYER_HUMAN, 0}, {PLAYER_HUMAN, 0}};
    Session s;
    ck_assert(session_init(&s, players, NULL));
    ck_assert(session_play_text(&s, "22-19"));
    ck_assert_int_eq(session_poll(&s, 10000, true), EVENT_NONE);
    ck_assert(!session_engine_thinking(&s));
    ck_assert(session_play_text(&s, "10-14"));
    ck_assert(session_undo(&s));
    ck_assert_int_eq(s.game.nplies, 1);
    ck_assert(!session_offer_draw(&s));
    session_free(&s);
}
END_TEST

START_TEST(in_progress_means_worth_asking)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    ck_assert(!session_in_progress(&fx.s));
    human_plays(&fx, "22-19");
    ck_assert(session_in_progress(&fx.s));
    session_resign(&fx.s);
    ck_assert(!session_in_progress(&fx.s));
    session_free(&fx.s);
}
END_TEST

static const char FOREIGN_GAME[] = "[White \"Rossi\"]\n[Black \"Bianchi\"]\n[GameType \"22\"]\n\n"
                                   "1. 22-19 10-14 2. 19x10 *\n";

/* A fresh data folder holding FOREIGN_GAME as rossi.pdn; path names it. */
static void foreign_game_file(char *path, size_t size)
{
    make_tmpdir();
    snprintf(path, size, "%s/rossi.pdn", tmpdir);
    test_write_file(path, FOREIGN_GAME);
}

/* A loaded game waits: the engine does not move until asked. */
START_TEST(loaded_game_waits_for_the_player)
{
    char path[400];
    foreign_game_file(path, sizeof path);
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    ck_assert(session_load(&fx.s, path, NULL));
    notice_contains(&fx.s, "Loaded");
    ck_assert_int_eq(fx.s.game.nplies, 3);
    /* Someone else's game: the current players stay until chosen. */
    ck_assert_int_eq(session_human_side(&fx.s), WHITE);
    session_choose_side(&fx.s, WHITE, 2);
    ck_assert_int_eq(session_engine_level(&fx.s), 2);
    ck_assert(session_engine_turn(&fx.s));
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(session_poll(&fx.s, fx.clock += 1000, true), EVENT_NONE);
    ck_assert(!session_engine_thinking(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 3);
    ck_assert(session_move_now(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 4);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* A game against the rules is not loaded, and the notice keeps the PDN
 * reader's facts (the move and its refusal) for the player's words. */
START_TEST(a_bad_game_is_refused_with_its_facts)
{
    make_tmpdir();
    char path[400];
    snprintf(path, sizeof path, "%s/bad.pdn", tmpdir);
    test_write_file(path, "[Event \"x\"]\n1. 22-17 *\n");
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    FileProblem why;
    ck_assert(!session_load(&fx.s, path, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_BAD_GAME);
    Notice n;
    ck_assert(session_take_notice(&fx.s, &n));
    ck_assert_int_eq(n.code, NOTICE_NOT_LOADED);
    ck_assert_int_eq(n.game_problem.problem, PDN_PROBLEM_ILLEGAL_MOVE);
    ck_assert_str_eq(n.game_problem.text, "22-17");
    ck_assert_int_eq(n.game_problem.refusal.code, REFUSAL_NOT_DIAGONAL);
    ck_assert_int_eq(n.game_problem.line, 2);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* The player moving on from a loaded game asks the engine for its reply. */
START_TEST(playing_on_from_a_loaded_game_wakes_the_engine)
{
    char path[400];
    foreign_game_file(path, sizeof path);
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    ck_assert(session_load(&fx.s, path, NULL));
    session_choose_side(&fx.s, BLACK, 1);
    ck_assert(session_human_turn(&fx.s));
    human_plays(&fx, "6x13");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 5);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Issue 8, bug 1: load, new game, save with the offered name: the loaded
 * file is not touched; saving over it needs the player's yes. */
START_TEST(saving_never_replaces_another_game_silently)
{
    char path[400];
    foreign_game_file(path, sizeof path);
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    ck_assert(session_load(&fx.s, path, NULL));
    char offered[FILES_PATH_SIZE];
    session_default_save_path(&fx.s, offered, sizeof offered);
    ck_assert_str_eq(offered, path);
    /* Even unchanged, the loaded file (its tags, its comments) is saved
     * over only with a yes. */
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_WOULD_OVERWRITE);

    Player players[2];
    session_players_vs_engine(players, WHITE, 3);
    session_new_game(&fx.s, players, NULL);
    session_default_save_path(&fx.s, offered, sizeof offered);
    ck_assert_str_ne(offered, path);
    char *before = read_all(path);
    ck_assert_int_eq(session_save(&fx.s, offered, false), SAVE_DONE);
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_WOULD_OVERWRITE);
    char *after = read_all(path);
    ck_assert_str_eq(before, after);
    free(after);
    /* Saving again where this game was saved needs no question. */
    human_plays(&fx, "22-19");
    ck_assert_int_eq(session_save(&fx.s, offered, false), SAVE_DONE);
    /* The player said yes. */
    ck_assert_int_eq(session_save(&fx.s, path, true), SAVE_DONE);
    after = read_all(path);
    ck_assert_str_ne(before, after);
    free(before);
    free(after);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* A loaded game with a move played is saved back only with a yes. */
START_TEST(changed_loaded_game_asks_before_saving_back)
{
    char path[400];
    foreign_game_file(path, sizeof path);
    Fixture fx;
    start(&fx, BLACK, 3, NULL);
    ck_assert(session_load(&fx.s, path, NULL));
    session_choose_side(&fx.s, BLACK, 3);
    human_plays(&fx, "6x13");
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_WOULD_OVERWRITE);
    ck_assert_int_eq(session_save(&fx.s, path, true), SAVE_DONE);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Resuming: the colour and level on the command line win over the file's. */
START_TEST(resume_prefers_the_command_line)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, BLACK, 7, NULL);
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_autosave(&fx.s));
    session_free(&fx.s);

    start(&fx, WHITE, 6, NULL);
    Game saved;
    ResumeChoice choice = {.human = WHITE, .level = 2, .level_given = true};   /* --level 2, no colour */
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert_int_eq(choice.human, BLACK);
    ck_assert_int_eq(choice.level, 2);
    ck_assert(choice.rated);             /* the autosave's Rated tag */
    ck_assert(choice.players_changed);   /* begun against level 7: not the same game for the rating */
    session_resume(&fx.s, &saved, &choice);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_RESUMED_OTHER);
    ck_assert_int_eq(session_human_side(&fx.s), BLACK);
    ck_assert_int_eq(session_engine_level(&fx.s), 2);
    notice_contains(&fx.s, "level 2");
    ck_assert(!files_autosave_exists(&fx.s.files));
    ck_assert(!session_read_autosave(&fx.s, &saved, &choice));
    session_free(&fx.s);

    /* Without options the file's players come back. */
    start(&fx, WHITE, 6, NULL);
    human_plays(&fx, "22-19");
    fx.s.players[BLACK].level = 4;
    ck_assert(session_autosave(&fx.s));
    ResumeChoice none = {.human = WHITE, .level = 6};
    ck_assert(session_read_autosave(&fx.s, &saved, &none));
    ck_assert_int_eq(none.human, WHITE);
    ck_assert_int_eq(none.level, 4);
    ck_assert(none.rated);   /* the autosave's Rated tag, the same players */
    ck_assert(!none.players_changed);
    session_resume(&fx.s, &saved, &none);
    ck_assert_int_eq(session_rating(&fx.s), GAME_RATED);
    /* A casual game interrupted resumes casual. */
    session_make_casual(&fx.s);
    ck_assert(session_autosave(&fx.s));
    ck_assert(session_read_autosave(&fx.s, &saved, &none));
    ck_assert(!none.rated);
    session_resume(&fx.s, &saved, &none);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_RESUMED);
    session_drop_autosave(&fx.s);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Part "save" (issue 15): nothing lost.                               */

static void archive_path_of(const Session *s, char *buf, size_t size)
{
    archive_path(s->files.data_dir, buf, size);
}

static int archive_count(const Session *s, Archive *a)
{
    char path[FILES_PATH_SIZE];
    FileProblem why;
    archive_path_of(s, path, sizeof path);
    ck_assert_msg(archive_read(path, a, &why) == 0, "%s", TEST_FILE_TEXT(why));
    return a->count;
}

/* Three games in the archive, played by ann against levels 3, 4, 5. */
static void three_archived_games(const Session *s)
{
    char path[FILES_PATH_SIZE];
    FileProblem why;
    ck_assert(files_ensure_dir(&s->files, &why));
    archive_path_of(s, path, sizeof path);
    for (int level = 3; level <= 5; level++) {
        Game g;
        game_init(&g, NULL);
        test_play(&g, "22-18");
        game_resign(&g, BLACK);
        ArchiveEntry e = {.player = "ann", .player_side = WHITE, .level = level, .rating_before = 1000,
                          .engine_elo = level_elo(level), .started = 0};
        ck_assert_msg(archive_append(path, &g, &e, &why) == 0, "%s", TEST_FILE_TEXT(why));
        game_free(&g);
    }
}

/* Item 1: the archive is never a save's target, even with a yes, even
 * through a link or before it exists. */
START_TEST(save_never_replaces_the_archive)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    char path[FILES_PATH_SIZE], link_path[FILES_PATH_SIZE + 8];
    archive_path_of(&fx.s, path, sizeof path);
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_FAILED);   /* not there yet */
    ck_assert(!files_exists(path));
    notice_contains(&fx.s, "archive");
    three_archived_games(&fx.s);
    char *before = read_all(path);
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_FAILED);
    ck_assert_int_eq(session_save(&fx.s, path, true), SAVE_FAILED);
    snprintf(link_path, sizeof link_path, "%s/link.pdn", tmpdir);
    ck_assert_int_eq(symlink(path, link_path), 0);
    ck_assert_int_eq(session_save(&fx.s, link_path, true), SAVE_FAILED);
    char *after = read_all(path);
    ck_assert_str_eq(before, after);
    Archive a;
    ck_assert_int_eq(archive_count(&fx.s, &a), 3);
    archive_free(&a);
    free(before);
    free(after);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 1: the question says what the file holds: how many games, whose;
 * a file this session saved is asked about again once it holds others. */
START_TEST(save_question_says_what_is_there)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    session_set_player(&fx.s, "bob");
    human_plays(&fx, "22-18");
    char other[FILES_PATH_SIZE];
    FileProblem why;
    snprintf(other, sizeof other, "%s/other.pdn", tmpdir);
    Game g;
    game_init(&g, NULL);
    test_play(&g, "21-17");
    for (int level = 4; level <= 5; level++) {
        ArchiveEntry e = {.player = "ann", .player_side = WHITE, .level = level, .started = 0,
                          .rating_before = ARCHIVE_NO_RATING, .engine_elo = ARCHIVE_NO_RATING};
        ck_assert_msg(archive_append(other, &g, &e, &why) == 0, "%s", TEST_FILE_TEXT(why));
    }
    ck_assert_int_eq(session_save(&fx.s, other, false), SAVE_WOULD_OVERWRITE);
    const SaveTarget *t = &fx.s.save_target;
    ck_assert_str_eq(t->path, other);
    ck_assert_int_eq(t->games, 2);
    ck_assert_int_eq(t->listed, 2);
    ck_assert_str_eq(t->first[0].white, "ann");
    ck_assert_str_eq(t->first[0].black, "dama level 4");
    ck_assert_str_eq(t->first[1].black, "dama level 5");

    /* Ours, then someone adds a game to it: asked again. */
    char mine[FILES_PATH_SIZE];
    snprintf(mine, sizeof mine, "%s/mine.pdn", tmpdir);
    ck_assert_int_eq(session_save(&fx.s, mine, false), SAVE_DONE);
    ck_assert_int_eq(session_save(&fx.s, mine, false), SAVE_DONE);
    ArchiveEntry e = {.player = "ann", .player_side = WHITE, .level = 6, .started = 0,
                      .rating_before = ARCHIVE_NO_RATING, .engine_elo = ARCHIVE_NO_RATING};
    ck_assert_msg(archive_append(mine, &g, &e, &why) == 0, "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(session_save(&fx.s, mine, false), SAVE_WOULD_OVERWRITE);
    ck_assert_int_eq(fx.s.save_target.games, 2);
    ck_assert_str_eq(fx.s.save_target.first[0].white, "bob");   /* the one name (item 19) */
    game_free(&g);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 19: a directory or a FIFO is refused at once, not asked about. */
START_TEST(save_to_a_directory_is_refused_at_once)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(session_save(&fx.s, tmpdir, false), SAVE_FAILED);
    notice_contains(&fx.s, "is a directory");
    char fifo[FILES_PATH_SIZE];
    snprintf(fifo, sizeof fifo, "%s/fifo", tmpdir);
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    ck_assert_int_eq(session_save(&fx.s, fifo, false), SAVE_FAILED);
    notice_contains(&fx.s, "not a regular file");
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* The one file in the data directory whose name begins with prefix. */
static bool find_in_data_dir(const Session *s, const char *prefix, char *found, size_t size)
{
    DIR *d = opendir(s->files.data_dir);
    ck_assert_ptr_nonnull(d);
    bool hit = false;
    for (struct dirent *de; (de = readdir(d)) != NULL;)
        if (strncmp(de->d_name, prefix, strlen(prefix)) == 0) {
            hit = snprintf(found, size, "%s/%s", s->files.data_dir, de->d_name) < (int)size;
        }
    closedir(d);
    return hit;
}

#define AUTOSAVE_TAGS "[Event \"dama game\"]\n[White \"ann\"]\n[Black \"dama level 3\"]\n[Result \"*\"]\n\n"
/* rating part: the same, as a rated game. */
#define RATED_AUTOSAVE_TAGS "[Event \"dama game\"]\n[White \"ann\"]\n[Black \"dama level 3\"]\n[Rated \"yes\"]\n\n"

/* Item 3: an autosave with a bad move at its end is kept aside (never
 * deleted) and its good plies are offered; one with nothing to recover
 * is kept aside too. */
START_TEST(damaged_autosave_is_kept_and_its_good_plies_offered)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    char path[FILES_PATH_SIZE], kept[FILES_PATH_SIZE];
    FileProblem why;
    ck_assert(files_ensure_dir(&fx.s.files, &why));
    files_autosave_path(&fx.s.files, path, sizeof path);
    const char *damaged = AUTOSAVE_TAGS "1. 22-18 10-14 2. 30-31 *\n";
    test_write_file(path, damaged);
    Game saved;
    ResumeChoice choice = {.human = WHITE, .level = 3};
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(choice.partial);
    ck_assert_int_eq(saved.nplies, 2);
    ck_assert(!files_autosave_exists(&fx.s.files));
    ck_assert(find_in_data_dir(&fx.s, "autosave.pdn.damaged-", kept, sizeof kept));
    char *text = read_all(kept);
    ck_assert_str_eq(text, damaged);
    free(text);
    /* The notice keeps the reader's facts, for the player's words. */
    ck_assert_int_eq(fx.s.notice.game_problem.problem, PDN_PROBLEM_ILLEGAL_MOVE);
    ck_assert_str_eq(fx.s.notice.game_problem.text, "30-31");
    notice_contains(&fx.s, kept);
    session_resume(&fx.s, &saved, &choice);
    ck_assert_int_eq(fx.s.game.nplies, 2);
    ck_assert(files_exists(kept));
    ck_assert_int_eq(unlink(kept), 0);

    /* rating part: a rated game resumed from before its damaged end has
     * lost plies, a take-back: it goes on casual; whole, it stays rated. */
    test_write_file(path, RATED_AUTOSAVE_TAGS "1. 22-18 10-14 2. 30-31 *\n");
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(choice.partial);
    ck_assert(!choice.rated);
    session_resume(&fx.s, &saved, &choice);
    ck_assert_int_eq(session_rating(&fx.s), CASUAL_RESUMED_DAMAGED);
    ck_assert(find_in_data_dir(&fx.s, "autosave.pdn.damaged-", kept, sizeof kept));
    ck_assert_int_eq(unlink(kept), 0);
    test_write_file(path, RATED_AUTOSAVE_TAGS "1. 22-18 10-14 *\n");
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(!choice.partial);
    ck_assert(choice.rated);
    session_resume(&fx.s, &saved, &choice);
    ck_assert_int_eq(session_rating(&fx.s), GAME_RATED);

    test_write_file(path, "[Event \"dama game\"]\n[White \"ann\n");   /* nothing to recover */
    ck_assert(!session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(find_in_data_dir(&fx.s, "autosave.pdn.damaged-", kept, sizeof kept));
    notice_contains(&fx.s, kept);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 4: declining the resume archives the game as unfinished. */
START_TEST(declined_resume_archives_the_game)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_autosave(&fx.s));
    session_free(&fx.s);

    start(&fx, WHITE, 3, NULL);
    Game saved;
    ResumeChoice choice = {.human = WHITE, .level = 3};
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(choice.rated);
    ck_assert(session_declining_forfeits(&saved, &choice));
    session_decline_resume(&fx.s, &saved, &choice);
    /* A rated game the person moved in: declining it is leaving it, a loss. */
    notice_contains(&fx.s, "counts as lost");
    ck_assert(!files_autosave_exists(&fx.s.files));
    Archive a;
    ck_assert_int_eq(archive_count(&fx.s, &a), 1);
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[0].rated_outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[0].level, 3);
    ck_assert_int_eq(a.games[0].plies, 2);
    archive_free(&a);
    session_free(&fx.s);

    /* A casual game declined: unfinished, and no loss. */
    start(&fx, WHITE, 3, NULL);
    session_make_casual(&fx.s);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_autosave(&fx.s));
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    ck_assert(!session_declining_forfeits(&saved, &choice));
    session_decline_resume(&fx.s, &saved, &choice);
    notice_contains(&fx.s, "archive as unfinished");
    ck_assert_int_eq(archive_count(&fx.s, &a), 2);
    ck_assert_int_eq(a.games[1].rated_outcome, OUTCOME_UNFINISHED);
    archive_free(&a);
    session_free(&fx.s);

    /* A two-player game has no place in the archive: kept as a saved game. */
    Player two[2] = {{PLAYER_HUMAN, 0}, {PLAYER_HUMAN, 0}};
    ck_assert(session_init(&fx.s, two, NULL));
    human_plays(&fx, "22-18");
    ck_assert(session_autosave(&fx.s));
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    session_decline_resume(&fx.s, &saved, &choice);
    notice_contains(&fx.s, "kept as");
    char kept[FILES_PATH_SIZE];
    ck_assert(find_in_data_dir(&fx.s, "game-", kept, sizeof kept));
    ck_assert(!files_autosave_exists(&fx.s.files));
    ck_assert_int_eq(archive_count(&fx.s, &a), 2);
    archive_free(&a);
    ck_assert_int_eq(unlink(kept), 0);
    session_free(&fx.s);

    /* An archive that cannot take it (a directory in its place): kept too. */
    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    ck_assert(session_autosave(&fx.s));
    char archive[FILES_PATH_SIZE];
    archive_path_of(&fx.s, archive, sizeof archive);
    ck_assert_int_eq(unlink(archive), 0);
    ck_assert_int_eq(mkdir(archive, 0700), 0);
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    session_decline_resume(&fx.s, &saved, &choice);
    notice_contains(&fx.s, "kept as");
    ck_assert(find_in_data_dir(&fx.s, "game-", kept, sizeof kept));
    ck_assert(!files_autosave_exists(&fx.s.files));
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Leaving a rated game after one's first move is a loss (quitting, a new
 * game); before it, the game is aborted (docs/stats.md). */
START_TEST(leaving_a_rated_game_counts_as_lost)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, BLACK, 3, NULL);   /* the engine opens */
    ck_assert(!session_leaving_forfeits(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(!session_leaving_forfeits(&fx.s));   /* the person has not moved */
    session_quit(&fx.s);
    Archive a;
    ck_assert_int_eq(archive_count(&fx.s, &a), 1);
    ck_assert_int_eq(a.games[0].rated_outcome, OUTCOME_UNFINISHED);
    archive_free(&a);
    session_free(&fx.s);

    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    ck_assert(session_leaving_forfeits(&fx.s));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    Player players[2] = {{PLAYER_HUMAN, 0}, {PLAYER_ENGINE, 3}};
    session_new_game(&fx.s, players, NULL);   /* leaves the game for a new one */
    ck_assert(!session_leaving_forfeits(&fx.s));
    ck_assert_int_eq(archive_count(&fx.s, &a), 2);
    ck_assert_int_eq(a.games[1].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[1].rated_outcome, OUTCOME_LOSS);
    archive_free(&a);

    session_make_casual(&fx.s);   /* a casual game costs nothing */
    human_plays(&fx, "22-18");
    ck_assert(!session_leaving_forfeits(&fx.s));
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 5: resign, take it back, interrupt, resume at another level, quit:
 * one record, the resignation (a result once reached stands).  Within one
 * run too.  A game left unfinished, saved, loaded and finished: one
 * record, with its result. */
START_TEST(a_game_is_archived_once_whatever_the_sequence)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 2, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_resign(&fx.s));
    Archive a;
    ck_assert_int_eq(archive_count(&fx.s, &a), 1);
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_LOSS);
    archive_free(&a);
    ck_assert(session_undo(&fx.s));
    ck_assert(session_autosave(&fx.s));   /* Ctrl-C */
    session_free(&fx.s);

    start(&fx, WHITE, 4, NULL);
    Game saved;
    ResumeChoice choice = {.human = WHITE, .level = 4, .level_given = true};
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    session_resume(&fx.s, &saved, &choice);
    session_quit(&fx.s);
    /* One record, of the game as last played (resumed at level 4, left
     * unfinished); the rated loss at level 2 stays with it for the rating. */
    ck_assert_int_eq(archive_count(&fx.s, &a), 1);
    ck_assert_int_eq(a.games[0].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[0].plies, 2);
    ck_assert_int_eq(a.games[0].level, 4);
    ck_assert(a.games[0].rated);
    ck_assert_int_eq(a.games[0].rated_outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[0].rated_level, 2);
    RatingHistory h;
    ck_assert(rating_history(&a, NULL, level_elo, &h));
    ck_assert_int_eq(h.count, 1);
    ck_assert_int_lt(h.rating, RATING_START);   /* the loss counted once */
    rating_history_free(&h);
    archive_free(&a);
    session_free(&fx.s);

    /* One run: resign, take back, play on, quit. */
    start(&fx, WHITE, 2, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_resign(&fx.s));
    ck_assert(session_undo(&fx.s));
    MoveList legal;
    movegen_legal(&fx.s.game.pos, &legal);
    ck_assert(session_play_move(&fx.s, &legal.moves[0]));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    session_quit(&fx.s);
    /* The moves played after the take-back are in the one record; the
     * loss still counts. */
    ck_assert_int_eq(archive_count(&fx.s, &a), 2);
    ck_assert_int_eq(a.games[1].outcome, OUTCOME_UNFINISHED);
    ck_assert_int_eq(a.games[1].plies, 4);
    ck_assert_int_eq(a.games[1].rated_outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[1].rated_level, 2);
    archive_free(&a);
    session_free(&fx.s);

    /* Saved, quit unfinished, loaded again, resigned: the result replaces
     * the unfinished record. */
    char path[FILES_PATH_SIZE];
    snprintf(path, sizeof path, "%s/later.pdn", tmpdir);
    start(&fx, WHITE, 3, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_DONE);
    session_quit(&fx.s);
    ck_assert_int_eq(archive_count(&fx.s, &a), 3);
    ck_assert_int_eq(a.games[2].outcome, OUTCOME_UNFINISHED);
    archive_free(&a);
    session_free(&fx.s);
    start(&fx, WHITE, 3, NULL);
    ck_assert(session_load(&fx.s, path, NULL));
    session_choose_side(&fx.s, WHITE, 3);
    ck_assert(session_resign(&fx.s));
    ck_assert_int_eq(archive_count(&fx.s, &a), 3);
    ck_assert_int_eq(a.games[2].outcome, OUTCOME_LOSS);
    ck_assert_int_eq(a.games[2].level, 3);
    archive_free(&a);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 6: two players come back as two players, two engines as two engines. */
START_TEST(resumed_games_keep_their_players)
{
    make_tmpdir();
    Fixture fx;
    Player two[2] = {{PLAYER_HUMAN, 0}, {PLAYER_HUMAN, 0}};
    ck_assert(session_init(&fx.s, two, NULL));
    human_plays(&fx, "22-18");
    human_plays(&fx, "10-14");
    ck_assert(session_autosave(&fx.s));
    session_free(&fx.s);
    start(&fx, WHITE, 1, NULL);   /* plain "dama": against the engine */
    Game saved;
    ResumeChoice choice = {.human = WHITE, .level = 1};
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    session_resume(&fx.s, &saved, &choice);
    ck_assert(session_two_players(&fx.s));
    ck_assert_int_eq(fx.s.game.nplies, 2);
    session_quit(&fx.s);
    Archive a;
    ck_assert_int_eq(archive_count(&fx.s, &a), 0);   /* not a game against the engine */
    archive_free(&a);
    session_free(&fx.s);

    Player engines[2] = {{PLAYER_ENGINE, 5}, {PLAYER_ENGINE, 5}};
    ck_assert(session_init(&fx.s, engines, NULL));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert(session_autosave(&fx.s));
    session_free(&fx.s);
    start(&fx, WHITE, 1, NULL);
    ck_assert(session_read_autosave(&fx.s, &saved, &choice));
    session_resume(&fx.s, &saved, &choice);
    ck_assert(session_watching(&fx.s));
    ck_assert_int_eq(fx.s.players[WHITE].level, 5);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* Item 19: resignations and agreed draws carry Termination "normal" and
 * read back as such; the person has one name in every file. */
START_TEST(endings_and_names_are_written_and_read_back)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, BLACK, 3, NULL);
    session_set_player(&fx.s, "ann");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    human_plays(&fx, "10-14");
    char name[64];
    session_player_name(&fx.s, BLACK, name, sizeof name);
    ck_assert_str_eq(name, "ann");
    session_player_name(&fx.s, WHITE, name, sizeof name);
    ck_assert_str_eq(name, "dama level 3");
    char path[FILES_PATH_SIZE];
    FileProblem why;
    snprintf(path, sizeof path, "%s/resigned.pdn", tmpdir);
    ck_assert(session_resign(&fx.s));
    ck_assert_int_eq(session_save(&fx.s, path, false), SAVE_DONE);
    char *text = read_all(path);
    ck_assert_ptr_nonnull(strstr(text, "[Black \"ann\"]"));
    ck_assert_ptr_nonnull(strstr(text, "[Termination \"" PDN_TERMINATION_NORMAL "\"]"));
    free(text);
    Game g;
    SavedPlayers who;
    ck_assert_msg(files_load_game(path, &g, &who, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(g.reason, END_RESIGNATION);
    ck_assert_int_eq(g.result, RESULT_WHITE_WINS);
    ck_assert_str_eq(who.person, "ann");
    game_free(&g);
    char archive[FILES_PATH_SIZE];
    archive_path_of(&fx.s, archive, sizeof archive);
    text = read_all(archive);
    ck_assert_ptr_nonnull(strstr(text, "[Black \"ann\"]"));
    ck_assert_ptr_nonnull(strstr(text, "[Termination \"" PDN_TERMINATION_NORMAL "\"]"));
    free(text);

    game_init(&g, NULL);
    test_play(&g, "22-18");
    test_play(&g, "10-14");
    game_agree_draw(&g);
    SavedPlayers draw = {.engine_level = {0, 2}, .person = "ann"};
    ck_assert_msg(files_save_game(path, &g, &draw, &why), "%s", TEST_FILE_TEXT(why));
    game_free(&g);
    ck_assert_msg(files_load_game(path, &g, &who, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(g.reason, END_AGREEMENT);
    ck_assert_int_eq(g.result, RESULT_DRAW);
    game_free(&g);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* QA: an archive that cannot take the game (here a directory in its
 * place; a file over the reader's bound is the same) must not lose it:
 * the game goes to a dated save of its own and the notice says where. */
START_TEST(a_game_the_archive_refuses_is_saved_apart)
{
    make_tmpdir();
    Fixture fx;
    start(&fx, WHITE, 2, NULL);
    human_plays(&fx, "22-18");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    char path[FILES_PATH_SIZE];
    FileProblem why;
    ck_assert(files_ensure_dir(&fx.s.files, &why));
    archive_path_of(&fx.s, path, sizeof path);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    ck_assert(session_resign(&fx.s));
    ck_assert_int_eq(fx.s.unarchived.code, NOTICE_NOT_ARCHIVED_SAVED);
    ck_assert(files_exists(fx.s.unarchived.path));
    Game back;
    SavedPlayers who;
    ck_assert_msg(files_load_game(fx.s.unarchived.path, &back, &who, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(back.nplies, fx.s.game.nplies);
    ck_assert_int_eq(back.result, RESULT_BLACK_WINS);
    game_free(&back);
    session_free(&fx.s);
    test_remove_tree(tmpdir);
}
END_TEST

/* ---- issue 15, part "ui": premoves ---- */

/* A move typed while the engine thinks is kept and played when the
 * engine's move arrives; the engine then thinks about its next move. */
START_TEST(premove_is_played_when_the_turn_comes)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert(session_may_premove(&fx.s));
    ck_assert_ptr_null(session_premove(&fx.s));
    /* Legal after any first move of White's (they all land on 17-20). */
    ck_assert(session_set_premove(&fx.s, "11-15"));
    notice_contains(&fx.s, "Premove: 11-15");
    ck_assert_str_eq(session_premove(&fx.s), "11-15");
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 2);
    char text[MOVE_STRSIZE];
    ck_assert_str_eq(move_format(&fx.s.game.plies[1].move, text, sizeof text), "11-15");
    notice_contains(&fx.s, "Your premove 11-15 was played");
    ck_assert_ptr_null(session_premove(&fx.s));
    ck_assert(session_engine_turn(&fx.s));
    session_free(&fx.s);
}
END_TEST

/* A premove that is not legal once the engine has moved is dropped with
 * the reason, and the turn is the person's. */
START_TEST(illegal_premove_is_dropped_with_the_reason)
{
    Fixture fx;
    start(&fx, BLACK, 1, NULL);
    ck_assert(session_set_premove(&fx.s, "13-17"));
    ck_assert_int_eq(next_event(&fx), EVENT_ENGINE_MOVED);
    ck_assert_int_eq(fx.s.game.nplies, 1);
    notice_contains(&fx.s, "Premove dropped: 13-17: no piece of yours on 13");
    ck_assert_ptr_null(session_premove(&fx.s));
    ck_assert(session_human_turn(&fx.s));
    session_free(&fx.s);
}
END_TEST

/* A premove needs the engine to be the one thinking, and move notation. */
START_TEST(premove_refused_out_of_turn_or_unreadable)
{
    Fixture fx;
    start(&fx, WHITE, 1, NULL);
    ck_assert(!session_may_premove(&fx.s));   /* the person's own turn */
    ck_assert(!session_set_premove(&fx.s, "22-19"));
    notice_contains(&fx.s, "It is your turn");
    ck_assert_ptr_null(session_premove(&fx.s));
    human_plays(&fx, "22-19");
    ck_assert(session_may_premove(&fx.s));
    ck_assert(!session_set_premove(&fx.s, "22-"));
    notice_contains(&fx.s, "is not a move");
    ck_assert(!session_set_premove(&fx.s, "40-44"));
    ck_assert_ptr_null(session_premove(&fx.s));
    session_free(&fx.s);

    /* A loaded game's engine waits to be asked: nothing to premove. */
    start(&fx, WHITE, 1, "B:W21,22:B1,2");
    fx.s.engine_held = true;
    ck_assert(!session_may_premove(&fx.s));
    session_free(&fx.s);

    /* Two people: no engine to wait for. */
    Player people[2] = {{PLAYER_HUMAN, 0}, {PLAYER_HUMAN, 0}};
    ck_assert(session_init(&fx.s, people, NULL));
    ck_assert(!session_may_premove(&fx.s));
    session_free(&fx.s);
}
END_TEST

/* Esc drops it (session_clear_premove); undo, which changes the position,
 * drops it too; a second premove replaces the first. */
START_TEST(premove_dropped_by_clear_and_by_undo)
{
    Fixture fx;
    start(&fx, WHITE, MAX_LEVEL, NULL);
    human_plays(&fx, "22-19");
    session_poll(&fx.s, fx.clock, true);
    ck_assert(session_engine_thinking(&fx.s));
    ck_assert(session_set_premove(&fx.s, "21-17"));
    ck_assert(session_set_premove(&fx.s, "23-18"));
    ck_assert_str_eq(session_premove(&fx.s), "23-18");
    ck_assert(session_clear_premove(&fx.s));
    notice_contains(&fx.s, "Premove 23-18 dropped");
    ck_assert(!session_clear_premove(&fx.s));
    ck_assert(session_set_premove(&fx.s, "21-17"));
    ck_assert(session_undo(&fx.s));
    ck_assert_ptr_null(session_premove(&fx.s));
    session_free(&fx.s);
}
END_TEST

Suite *files_suite(void)
{
    Suite *s = suite_create("files");
    TCase *tc = tcase_create("files");
    tcase_add_test(tc, data_dir_follows_xdg);
    tcase_add_test(tc, relative_xdg_is_ignored);
    tcase_add_test(tc, tilde_expands_to_home);
    tcase_add_test(tc, save_load_keeps_sides_white);
    tcase_add_test(tc, save_load_keeps_sides_black);
    tcase_add_test(tc, load_errors_are_reported);
    tcase_add_test(tc, save_into_a_missing_directory_fails_cleanly);
    tcase_add_test(tc, new_save_names_are_dated_and_unique);
    suite_add_tcase(s, tc);
    return s;
}

Suite *session_suite(void)
{
    Suite *s = suite_create("session");
    TCase *tc = tcase_create("session");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, engine_replies_on_its_turn);
    tcase_add_test(tc, engine_reply_waits_its_minimum_delay);
    tcase_add_test(tc, no_engine_move_while_the_front_end_is_busy);
    tcase_add_test(tc, humans_cannot_move_for_the_engine);
    tcase_add_test(tc, undo_goes_back_to_the_humans_last_move);
    tcase_add_test(tc, undo_while_the_engine_thinks_drops_its_search);
    tcase_add_test(tc, black_has_nothing_to_undo_before_moving);
    tcase_add_test(tc, undo_after_resignation_withdraws_it);
    tcase_add_test(tc, draw_rule_needs_a_long_game_or_the_database);
    tcase_add_test(tc, draw_declined_early_agreed_late_then_taken_back);
    tcase_add_test(tc, rated_only_from_the_start_or_a_ballot);
    tcase_add_test(tc, help_makes_the_game_casual);
    tcase_add_test(tc, no_draw_offer_before_both_sides_moved);
    tcase_add_test(tc, undo_after_a_win_on_the_board);
    tcase_add_test(tc, engine_info_is_cleared_at_the_end);
    tcase_add_test(tc, hint_is_for_the_current_position);
    tcase_add_test(tc, typed_move_errors_quote_all_the_input);
    tcase_add_test(tc, two_humans_move_in_turn);
    tcase_add_test(tc, in_progress_means_worth_asking);
    tcase_add_test(tc, loaded_game_waits_for_the_player);
    tcase_add_test(tc, playing_on_from_a_loaded_game_wakes_the_engine);
    tcase_add_test(tc, a_bad_game_is_refused_with_its_facts);
    tcase_add_test(tc, saving_never_replaces_another_game_silently);
    tcase_add_test(tc, changed_loaded_game_asks_before_saving_back);
    tcase_add_test(tc, resume_prefers_the_command_line);
    /* part "save" (issue 15) */
    tcase_add_test(tc, save_never_replaces_the_archive);
    tcase_add_test(tc, save_question_says_what_is_there);
    tcase_add_test(tc, save_to_a_directory_is_refused_at_once);
    tcase_add_test(tc, damaged_autosave_is_kept_and_its_good_plies_offered);
    tcase_add_test(tc, declined_resume_archives_the_game);
    tcase_add_test(tc, leaving_a_rated_game_counts_as_lost);
    tcase_add_test(tc, a_game_is_archived_once_whatever_the_sequence);
    tcase_add_test(tc, resumed_games_keep_their_players);
    tcase_add_test(tc, endings_and_names_are_written_and_read_back);
    tcase_add_test(tc, a_game_the_archive_refuses_is_saved_apart);
    /* issue 15, part "ui" */
    tcase_add_test(tc, premove_is_played_when_the_turn_comes);
    tcase_add_test(tc, illegal_premove_is_dropped_with_the_reason);
    tcase_add_test(tc, premove_refused_out_of_turn_or_unreadable);
    tcase_add_test(tc, premove_dropped_by_clear_and_by_undo);
    suite_add_tcase(s, tc);
    return s;
}
