/*
 * session.c - the rules of play (session.h).
 */
#include "session.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ballot.h"
#include "clock.h"
#include "notation.h"

/* ------------------------------------------------------------------ */
/* Notices and small helpers.                                         */

/* A new notice of that code; the caller fills in its facts. */
static Notice *note(Session *s, NoteKind kind, NoticeCode code)
{
    memset(&s->notice, 0, sizeof s->notice);
    s->notice.kind = kind;
    s->notice.code = code;
    s->notice_fresh = true;
    return &s->notice;
}

/* A notice with why a file could not be used. */
static Notice *note_detail(Session *s, NoteKind kind, NoticeCode code, const FileProblem *detail)
{
    Notice *n = note(s, kind, code);
    n->detail = *detail;
    return n;
}

/* A notice that a game file could not be used: where its game cannot be
 * read, with the PDN reader's facts (game) for the player's words. */
static Notice *note_game_file(Session *s, NoticeCode code, const FileProblem *why, const PdnError *game)
{
    Notice *n = note_detail(s, NOTE_ERROR, code, why);
    if (why->code == FILE_PROBLEM_BAD_GAME)
        n->game_problem = *game;
    return n;
}

/* A notice naming a file. */
static Notice *note_path(Session *s, NoteKind kind, NoticeCode code, const char *path)
{
    Notice *n = note(s, kind, code);
    snprintf(n->path, sizeof n->path, "%s", path);
    return n;
}

/* A notice naming a move (as played, or as typed). */
static Notice *note_move(Session *s, NoteKind kind, NoticeCode code, const char *move)
{
    Notice *n = note(s, kind, code);
    snprintf(n->move, sizeof n->move, "%s", move);
    return n;
}

static Notice *note_typed(Session *s, NoteKind kind, NoticeCode code, const char *typed)
{
    Notice *n = note(s, kind, code);
    snprintf(n->typed, sizeof n->typed, "%s", typed);
    return n;
}

bool session_take_notice(Session *s, Notice *out)
{
    if (!s->notice_fresh)
        return false;
    *out = s->notice;
    s->notice_fresh = false;
    return true;
}

void session_players_vs_engine(Player players[2], int human, int level)
{
    players[human].kind = PLAYER_HUMAN;
    players[human].level = 0;
    players[!human].kind = PLAYER_ENGINE;
    players[!human].level = level;
}

bool session_is_human(const Session *s, int side) { return s->players[side].kind == PLAYER_HUMAN; }

static bool has_human(const Session *s) { return session_is_human(s, WHITE) || session_is_human(s, BLACK); }

/* One person against the engine (not two people, not two engines). */
static bool one_human(const Player players[2])
{
    return (players[WHITE].kind == PLAYER_HUMAN) != (players[BLACK].kind == PLAYER_HUMAN);
}

static bool human_vs_engine(const Session *s) { return one_human(s->players); }

bool session_watching(const Session *s) { return !has_human(s); }

bool session_two_players(const Session *s) { return session_is_human(s, WHITE) && session_is_human(s, BLACK); }

void session_players_again(const Session *s, int human, int level, Player players[2])
{
    if (human_vs_engine(s)) {
        session_players_vs_engine(players, human, level);
        return;
    }
    for (int side = WHITE; side <= BLACK; side++) {
        players[side].kind = s->players[side].kind;
        players[side].level = players[side].kind == PLAYER_ENGINE ? level : 0;
    }
}

void session_player_name(const Session *s, int side, char *buf, size_t size)
{
    if (session_is_human(s, side))
        snprintf(buf, size, "%s", s->progress.player);
    else
        snprintf(buf, size, LEVEL_ENGINE_NAME_PREFIX "%d", s->players[side].level);
}

int session_human_side(const Session *s)
{
    return session_is_human(s, BLACK) && !session_is_human(s, WHITE) ? BLACK : WHITE;
}

int session_engine_level(const Session *s)
{
    int side = !session_human_side(s);
    return s->players[side].kind == PLAYER_ENGINE ? s->players[side].level : s->players[!side].level;
}

bool session_game_over(const Session *s) { return game_over(&s->game); }

bool session_in_progress(const Session *s)
{
    if (game_over(&s->game))
        return false;
    Position start;
    pos_startpos(&start);
    return s->game.nplies > 0 || !pos_equal(&s->game.start, &start);
}

bool session_engine_turn(const Session *s)
{
    return !game_over(&s->game) && !session_is_human(s, s->game.pos.side);
}

bool session_human_turn(const Session *s)
{
    return !game_over(&s->game) && session_is_human(s, s->game.pos.side);
}

static SessionJob running_job(const Session *s)
{
    return runner_running(s->runner) ? (SessionJob)runner_tag(s->runner) : JOB_NONE;
}

bool session_engine_thinking(const Session *s) { return running_job(s) == JOB_MOVE; }

bool session_engine_info(const Session *s, SearchInfo *out, int *root_side, SessionJob *job)
{
    /* After the end of the game the last search's line is history; the
     * panel shows the result instead. */
    if (game_over(&s->game) || s->info_job == JOB_NONE)
        return false;
    if (!runner_info(s->runner, out))
        return false;
    *root_side = s->info_side;
    *job = s->info_job;
    return true;
}

bool session_hint(const Session *s, Move *out)
{
    if (!s->have_hint)
        return false;
    *out = s->hint;
    return true;
}

/* Stop whatever the engine was doing for the position that is going away,
 * and forget what it said about it. */
static void drop_engine_work(Session *s)
{
    runner_forget_info(s->runner);
    s->info_job = JOB_NONE;
}

/* Add the game against the engine to the archive (once: progress.h); a
 * failure is kept for the panel (session_rating_text). */
static void saved_players_of(const Session *s, SavedPlayers *who);

/* The archive would not take the game (progress.error says why): it goes
 * to a file of its own, a dated save, so that no game is lost. */
static void keep_unarchived_game(Session *s)
{
    char path[FILES_PATH_SIZE];
    FileProblem err;
    SavedPlayers who;
    saved_players_of(s, &who);
    files_new_save_path(&s->files, time(NULL), path, sizeof path);
    bool saved = files_ensure_dir(&s->files, &err) && files_save_game(path, &s->game, &who, &err);
    Notice *n = note_detail(s, NOTE_ERROR, saved ? NOTICE_NOT_ARCHIVED_SAVED : NOTICE_NOT_ARCHIVED, &s->progress.error);
    if (saved)
        snprintf(n->path, sizeof n->path, "%s", path);
    else
        n->detail2 = err;
    s->unarchived = *n;
}

static void record_game(Session *s)
{
    if (!human_vs_engine(s))
        return;
    char tc[GCLOCK_TEXT_SIZE];
    time_control_tag(&s->time_control, tc, sizeof tc);
    if (!progress_record(&s->progress, &s->game, session_human_side(s), session_engine_level(s), tc,
                         session_rated(s)))
        keep_unarchived_game(s);
}

/* ------------------------------------------------------------------ */
/* The rating rule (docs/stats.md).                                   */

static bool at_start_position(const Game *g)
{
    Position start;
    pos_startpos(&start);
    return pos_equal(&g->start, &start);
}

/* Why a game beginning now at g's start would not be rated. */
static GameRating rating_at_start(const Game *g)
{
    return at_start_position(g) ? GAME_RATED : CASUAL_SET_UP;
}

GameRating session_rating_for(const Player players[2], bool set_up)
{
    if (!one_human(players))
        return CASUAL_NOT_VS_ENGINE;
    return set_up ? CASUAL_SET_UP : GAME_RATED;
}

GameRating session_rating(const Session *s)
{
    GameRating players = session_rating_for(s->players, false);
    return players != GAME_RATED ? players : s->casual;
}

bool session_rated(const Session *s) { return session_rating(s) == GAME_RATED; }

bool session_help_costs_rating(const Session *s) { return session_rated(s) && !game_over(&s->game); }

bool session_leaving_forfeits(const Session *s)
{
    return human_vs_engine(s) && progress_leaving_forfeits(&s->game, session_human_side(s), session_rated(s));
}

void session_make_casual(Session *s)
{
    if (s->casual == GAME_RATED)
        s->casual = CASUAL_HELPED;
}

bool session_mark_ballot(Session *s)
{
    if (s->game.nplies > 0 || !ballot_shaped(&s->game.start))
        return false;
    if (s->casual == CASUAL_SET_UP)
        s->casual = GAME_RATED;
    return true;
}

/* After anything that changed the game: a hint or a premove was meant
 * for the position before. */
static void game_changed(Session *s)
{
    s->have_hint = false;
    s->premove[0] = '\0';
    if (game_over(&s->game))
        record_game(s);
}

/* ------------------------------------------------------------------ */
/* Set-up.                                                            */

/* The engine uses the endgame databases when they are installed; broken
 * ones are named in a notice and left out. */
static void open_egdb(Session *s, const char *dir)
{
    FileProblem why;
    s->egdb = dir != NULL ? egdb_open(dir, &why) : files_open_egdb(&s->files, &why);
    if (s->egdb != NULL)
        engine_set_egdb(runner_engine(s->runner), s->egdb);
    if (why.code != FILE_PROBLEM_NONE)
        note_detail(s, NOTE_ERROR, s->egdb != NULL ? NOTICE_EGDB_TABLE_UNUSED : NOTICE_EGDB_UNUSED, &why);
}

static int64_t monotonic_now(void *ctx)
{
    (void)ctx;
    return clock_now_ms();
}

static int64_t time_now(const Session *s) { return s->now_fn(s->now_ctx); }

bool session_init(Session *s, const Player players[2], const Position *start)
{
    return session_init_egdb(s, players, start, NULL);
}

bool session_init_egdb(Session *s, const Player players[2], const Position *start, const char *egdb_dir)
{
    memset(s, 0, sizeof *s);
    s->now_fn = monotonic_now;
    s->runner = runner_new(SESSION_HASH_MB);
    if (s->runner == NULL)
        return false;
    s->players[WHITE] = players[WHITE];
    s->players[BLACK] = players[BLACK];
    game_init(&s->game, start);
    s->casual = rating_at_start(&s->game);
    files_init(&s->files);
    progress_init(&s->progress, &s->files, NULL);
    open_egdb(s, egdb_dir);
    return true;
}

bool session_adopt_egdb(Session *s, Egdb *db)
{
    if (runner_running(s->runner))
        return false;
    /* Replaced at most once in practice (no set, or one too small, then the
     * build); a third set closes the first. */
    egdb_close(s->egdb_replaced);
    s->egdb_replaced = s->egdb;
    s->egdb = db;
    engine_set_egdb(runner_engine(s->runner), db);
    return true;
}

void session_set_player(Session *s, const char *name)
{
    progress_init(&s->progress, &s->files, name);
}

void session_quit(Session *s)
{
    if (session_in_progress(s))
        record_game(s);
}


void session_free(Session *s)
{
    runner_free(s->runner);
    s->runner = NULL;
    egdb_close(s->egdb);
    s->egdb = NULL;
    egdb_close(s->egdb_replaced);
    s->egdb_replaced = NULL;
    game_free(&s->game);
}

/* ------------------------------------------------------------------ */
/* Clocks.                                                            */

static void reset_clocks(Session *s)
{
    gclock_init(&s->clock, &s->time_control);
    s->clock_started = false;
    s->paused = false;
}

void session_set_time_control(Session *s, const TimeControl *tc)
{
    s->time_control = *tc;
    reset_clocks(s);
}

void session_set_time_source(Session *s, SessionTimeFn fn, void *ctx)
{
    s->now_fn = fn;
    s->now_ctx = ctx;
}

bool session_has_clock(const Session *s) { return time_control_any(&s->time_control); }

bool session_clock_left(const Session *s, int side, int64_t *ms)
{
    if (!gclock_on(&s->clock, side))
        return false;
    *ms = gclock_left(&s->clock, side, time_now(s));
    return true;
}

/* After a ply, or when the game starts: the side to move's clock runs,
 * none once the game is over.  Watching two engines, the next one's clock
 * waits for its search, which waits for the pause between moves. */
static void clocks_follow_game(Session *s)
{
    if (!s->clock_started)
        return;
    if (game_over(&s->game) || session_watching(s))
        gclock_stop(&s->clock, time_now(s));
    else
        gclock_start(&s->clock, s->game.pos.side, time_now(s));
}

/* A fallen flag ends the game: always a loss, never a draw (docs/ui.md,
 * "Clocks": draughts has no rule that a side cannot win, and any side
 * with a piece can still win by the other's mistakes). */
static bool flag_fell(Session *s)
{
    if (!s->clock_started || game_over(&s->game))
        return false;
    int side = gclock_flag(&s->clock, time_now(s));
    if (side < 0)
        return false;
    runner_cancel(s->runner);
    s->info_job = JOB_NONE;
    game_lose_on_time(&s->game, side);
    gclock_stop(&s->clock, time_now(s));
    game_changed(s);
    note(s, NOTE_INFO, NOTICE_TIME_UP)->side = side;
    return true;
}

void session_pause(Session *s, bool paused)
{
    if (paused == s->paused)
        return;
    s->paused = paused;
    if (!s->clock_started || game_over(&s->game))
        return;
    int64_t now = time_now(s);
    if (paused)
        gclock_stop(&s->clock, now);
    else
        gclock_resume(&s->clock, s->game.pos.side, now);
}

/* Put game (taken over) in place of the current one; game_id: the
 * identity it was saved under (NULL or "": a new game); casual says
 * whether it may count for the rating. */
static void adopt(Session *s, Game *game, const Player players[2], const char *game_id, GameRating casual)
{
    session_quit(s); /* the game being left, if it was going on */
    drop_engine_work(s);
    engine_new_game(runner_engine(s->runner));
    game_free(&s->game);
    s->game = *game;
    s->players[WHITE] = players[WHITE];
    s->players[BLACK] = players[BLACK];
    s->engine_held = false;
    reset_clocks(s);
    s->saved_path[0] = '\0';
    s->loaded_path[0] = '\0';
    s->casual = casual;
    progress_continue_game(&s->progress, game_id, game_over(&s->game));
    game_changed(s);
}

SessionTurn session_turn(const Session *s)
{
    if (game_over(&s->game))
        return TURN_NONE;
    if (session_engine_turn(s))
        return s->engine_held ? TURN_ENGINE_HELD : TURN_ENGINE_STARTS;
    return human_vs_engine(s) ? TURN_YOURS : TURN_NONE;
}

/* "you play White, the engine level 3" and whose move it is. */
static void note_players(Session *s, NoteKind kind, NoticeCode code)
{
    Notice *n = note(s, kind, code);
    n->side = session_human_side(s);
    n->level = session_engine_level(s);
    n->turn = session_turn(s);
}

void session_new_game(Session *s, const Player players[2], const Position *start)
{
    Game g;
    game_init(&g, start);
    adopt(s, &g, players, NULL, rating_at_start(&g));
    if (human_vs_engine(s))
        note_players(s, NOTE_INFO, NOTICE_NEW_GAME_VS_ENGINE);
    else
        note(s, NOTE_INFO, NOTICE_NEW_GAME)->turn = session_turn(s);
}

/* ------------------------------------------------------------------ */
/* Moves.                                                             */

/* The answer to anything that needs a game in progress. */
static bool refuse_when_over(Session *s)
{
    if (!game_over(&s->game))
        return false;
    note(s, NOTE_ERROR, NOTICE_GAME_OVER);
    return true;
}

bool session_may_move(Session *s)
{
    /* A move made after the flag fell comes too late. */
    if (flag_fell(s))
        return false;
    if (refuse_when_over(s))
        return false;
    if (session_engine_turn(s)) {
        note(s, NOTE_ERROR, NOTICE_WAIT_FOR_ENGINE);
        return false;
    }
    return true;
}

static bool play(Session *s, const Move *m)
{
    /* A hint or a draw question (running or shown) was about the old
     * position; the engine's own last search stays on view. */
    if (s->info_job == JOB_MOVE)
        runner_cancel(s->runner);
    else
        drop_engine_work(s);
    if (!game_play(&s->game, m))
        return false;
    clocks_follow_game(s);
    game_changed(s);
    return true;
}

/* Black to move, after a move between two people. */
static SessionTurn two_player_turn(const Session *s)
{
    return s->game.pos.side == WHITE ? TURN_WHITE_TO_MOVE : TURN_BLACK_TO_MOVE;
}

bool session_play_move(Session *s, const Move *m)
{
    if (!session_may_move(s))
        return false;
    char text[MOVE_STRSIZE];
    move_format(m, text, sizeof text);
    int mover = s->game.pos.side;
    if (!play(s, m)) {
        note_move(s, NOTE_ERROR, NOTICE_MOVE_UNPLAYABLE, text);
        return false;
    }
    /* Playing on from a loaded game asks the engine for its reply. */
    s->engine_held = false;
    if (session_two_players(s)) {
        Notice *n = note_move(s, NOTE_INFO, NOTICE_SIDE_PLAYED, text);
        n->side = mover;
        n->turn = game_over(&s->game) ? TURN_NONE : two_player_turn(s);
    } else {
        note_move(s, NOTE_INFO, NOTICE_YOU_PLAYED, text);
    }
    return true;
}

/* A typed move refused, with the reason's facts. */
static void note_refused(Session *s, const char *typed, const MoveRefusal *why)
{
    note_typed(s, NOTE_ERROR, NOTICE_MOVE_REFUSED, typed)->refusal = *why;
}

bool session_play_text(Session *s, const char *typed)
{
    if (!session_may_move(s))
        return false;
    Move m;
    MoveRefusal why;
    if (move_parse_why(&s->game.pos, typed, false, &m, &why) != PARSE_OK) {
        note_refused(s, typed, &why);
        return false;
    }
    return session_play_move(s, &m);
}

/* ------------------------------------------------------------------ */
/* Undo and redo.                                                     */

bool session_can_undo(const Session *s)
{
    /* Watching, no move is anybody's to take back: the engine would only
     * play it again. */
    if (session_has_clock(s) || session_watching(s))
        return false;
    if (s->game.reason == END_RESIGNATION || s->game.reason == END_AGREEMENT)
        return true;
    for (int i = s->game.nplies - 1; i >= 0; i--)
        if (session_is_human(s, game_ply_side(&s->game, i)))
            return true;
    return false;
}

/* A resignation or an agreement is a decision about the position, not a
 * move: taking it back leaves the position and the record as they were. */
static void reopen(Game *g)
{
    g->result = RESULT_NONE;
    g->reason = END_NONE;
}

/* Clocks cannot give back the time a move took, so a timed game has no
 * take-backs (docs/ui.md, "Clocks"). */
static bool refuse_with_clocks(Session *s)
{
    if (!session_has_clock(s))
        return false;
    note(s, NOTE_ERROR, NOTICE_NO_TAKEBACK_WITH_CLOCKS);
    return true;
}

bool session_undo(Session *s)
{
    if (refuse_with_clocks(s))
        return false;
    if (session_watching(s)) {
        note(s, NOTE_ERROR, NOTICE_NO_TAKEBACK_WATCHING);
        return false;
    }
    EndReason why = s->game.reason;
    if (why == END_RESIGNATION || why == END_AGREEMENT) {
        drop_engine_work(s);
        session_make_casual(s);
        reopen(&s->game);
        game_changed(s);
        note(s, NOTE_INFO, why == END_RESIGNATION ? NOTICE_RESIGNATION_TAKEN_BACK : NOTICE_DRAW_TAKEN_BACK);
        return true;
    }
    /* Back to just before the last human move: that takes back the
     * engine's reply too, or only the human's move when the engine was
     * still thinking or that move ended the game. */
    int target = s->game.nplies - 1;
    while (target >= 0 && !session_is_human(s, game_ply_side(&s->game, target)))
        target--;
    if (target < 0) {
        note(s, NOTE_ERROR, s->game.nplies == 0 ? NOTICE_NOTHING_TO_UNDO : NOTICE_NO_MOVE_TO_TAKE_BACK);
        return false;
    }
    drop_engine_work(s);
    session_make_casual(s);
    while (s->game.nplies > target)
        game_undo(&s->game);
    game_changed(s);
    note(s, NOTE_INFO, NOTICE_MOVE_TAKEN_BACK);
    return true;
}

bool session_redo(Session *s)
{
    if (refuse_with_clocks(s))
        return false;
    if (s->game.nredo == 0 || game_over(&s->game)) {
        note(s, NOTE_ERROR, NOTICE_NOTHING_TO_REDO);
        return false;
    }
    drop_engine_work(s);
    game_redo(&s->game);
    while (has_human(s) && !session_is_human(s, s->game.pos.side) && s->game.nredo > 0 && !game_over(&s->game))
        game_redo(&s->game);
    game_changed(s);
    note(s, NOTE_INFO, NOTICE_MOVE_REPLAYED);
    return true;
}

bool session_play_on_from(Session *s, int ply)
{
    int dropped = s->game.nplies - ply;
    if (ply < 0 || dropped <= 0) {
        note(s, NOTE_ERROR, NOTICE_ALREADY_LIVE);
        return false;
    }
    drop_engine_work(s);
    session_make_casual(s);
    while (s->game.nplies > ply)
        game_undo(&s->game);
    s->game.nredo = 0;
    s->engine_held = false;
    game_changed(s);
    Notice *n = note(s, NOTE_INFO, NOTICE_PLAYING_ON);
    n->count = dropped;
    n->turn = session_turn(s);
    return true;
}

/* ------------------------------------------------------------------ */
/* Questions to the engine.                                           */

static bool start_job(Session *s, SessionJob job, const SearchLimits *lim)
{
    if (!runner_start(s->runner, &s->game, lim, NULL, job)) {
        note(s, NOTE_ERROR, NOTICE_ENGINE_NOT_STARTED);
        return false;
    }
    s->info_job = job;
    s->info_side = s->game.pos.side;
    return true;
}

/* Hints and draw offers are asked on a human's turn. */
static bool engine_free_for_a_question(Session *s)
{
    if (refuse_when_over(s))
        return false;
    if (session_engine_turn(s)) {
        note(s, NOTE_ERROR, NOTICE_ASK_ON_YOUR_TURN);
        return false;
    }
    /* A hint still being worked out gives way to the new question. */
    drop_engine_work(s);
    return true;
}

bool session_ask_hint(Session *s)
{
    if (!engine_free_for_a_question(s))
        return false;
    SearchLimits lim = level_quick_limits(SESSION_HINT_MS);
    if (!start_job(s, JOB_HINT, &lim))
        return false;
    session_make_casual(s);
    note(s, NOTE_INFO, NOTICE_LOOKING_FOR_HINT);
    return true;
}

/* Moves played by each side since the game began. */
static void moves_per_side(const Game *g, int moves[2])
{
    moves[WHITE] = moves[BLACK] = 0;
    for (int i = 0; i < g->nplies; i++)
        moves[game_ply_side(g, i)]++;
}

/* Both sides have made a move since the game began. */
static bool both_sides_moved(const Game *g)
{
    int moves[2];
    moves_per_side(g, moves);
    return moves[WHITE] > 0 && moves[BLACK] > 0;
}

bool session_offer_draw(Session *s)
{
    if (has_human(s) && !human_vs_engine(s)) {
        note(s, NOTE_ERROR, NOTICE_DRAW_BETWEEN_PLAYERS);
        return false;
    }
    if (!engine_free_for_a_question(s))
        return false;
    if (!both_sides_moved(&s->game)) {
        note(s, NOTE_ERROR, NOTICE_DRAW_TOO_EARLY);
        return false;
    }
    SearchLimits lim = level_draw_limits();
    if (!start_job(s, JOB_DRAW_OFFER, &lim))
        return false;
    note(s, NOTE_INFO, NOTICE_DRAW_OFFERED);
    return true;
}

int session_resigning_side(const Session *s)
{
    return session_is_human(s, s->game.pos.side) ? s->game.pos.side : session_human_side(s);
}

bool session_resign(Session *s)
{
    if (refuse_when_over(s))
        return false;
    int side = session_resigning_side(s);
    drop_engine_work(s);
    game_resign(&s->game, side);
    game_changed(s);
    note(s, NOTE_INFO, human_vs_engine(s) ? NOTICE_YOU_RESIGNED : NOTICE_SIDE_RESIGNED)->side = side;
    return true;
}

bool session_move_now(Session *s)
{
    if (!session_engine_turn(s))
        return false;
    if (s->engine_held) {
        s->engine_held = false;
        note(s, NOTE_INFO, NOTICE_ENGINE_THINKING);
        return true;
    }
    if (running_job(s) != JOB_MOVE)
        return false;
    runner_move_now(s->runner);
    return true;
}

/* ------------------------------------------------------------------ */
/* Premoves.                                                          */

bool session_may_premove(const Session *s)
{
    return session_engine_turn(s) && !s->engine_held && !s->paused && session_is_human(s, !s->game.pos.side);
}

/* Text that is move notation at all: an empty board has no legal move, so
 * move_parse says PARSE_MALFORMED there only for text it cannot read. */
static bool premove_readable(const char *typed, MoveRefusal *why)
{
    Position empty;
    memset(&empty, 0, sizeof empty);
    return move_parse_why(&empty, typed, false, &(Move){0}, why) != PARSE_MALFORMED;
}

bool session_set_premove(Session *s, const char *typed)
{
    if (!session_may_premove(s)) {
        /* session_may_move's notice says why not, when it is not the
         * person's own turn. */
        if (session_may_move(s))
            note(s, NOTE_ERROR, NOTICE_PLAY_IT_NOW);
        return false;
    }
    MoveRefusal why;
    if (strlen(typed) >= sizeof s->premove) {
        note_typed(s, NOTE_ERROR, NOTICE_MOVE_TOO_LONG, typed);
        return false;
    }
    if (!premove_readable(typed, &why)) {
        note_refused(s, typed, &why);
        return false;
    }
    snprintf(s->premove, sizeof s->premove, "%s", typed);
    note_typed(s, NOTE_INFO, NOTICE_PREMOVE_SET, typed);
    return true;
}

bool session_clear_premove(Session *s)
{
    if (s->premove[0] == '\0')
        return false;
    note_typed(s, NOTE_INFO, NOTICE_PREMOVE_DROPPED, s->premove);
    s->premove[0] = '\0';
    return true;
}

const char *session_premove(const Session *s) { return s->premove[0] != '\0' ? s->premove : NULL; }

/* The premove kept while the engine thought, once its move (engine_text)
 * is on the board: played if it is legal now, else dropped; the notice
 * tells both moves. */
/* "White played 22-19", then what became of the premove typed. */
static Notice *note_premove(Session *s, NoteKind kind, NoticeCode code, int engine_side, const char *engine_text,
                            const char *typed)
{
    Notice *n = note_typed(s, kind, code, typed);
    n->side = engine_side;
    snprintf(n->move, sizeof n->move, "%s", engine_text);
    return n;
}

static void play_premove(Session *s, int engine_side, const char *engine_text, const char *typed)
{
    Move m;
    MoveRefusal why;
    char text[MOVE_STRSIZE];
    if (game_over(&s->game)) {
        note_premove(s, NOTE_INFO, NOTICE_PREMOVE_GAME_OVER, engine_side, engine_text, typed);
        return;
    }
    if (move_parse_why(&s->game.pos, typed, false, &m, &why) != PARSE_OK) {
        note_premove(s, NOTE_ERROR, NOTICE_PREMOVE_REFUSED, engine_side, engine_text, typed)->refusal = why;
        return;
    }
    if (!play(s, &m)) {
        note_premove(s, NOTE_ERROR, NOTICE_PREMOVE_UNPLAYABLE, engine_side, engine_text, typed);
        return;
    }
    /* The premove as played: its full path. */
    note_premove(s, NOTE_INFO, NOTICE_PREMOVE_PLAYED, engine_side, engine_text, move_format(&m, text, sizeof text));
}

/* ------------------------------------------------------------------ */
/* The engine's side of the loop.                                     */

static SessionEvent engine_moved(Session *s, const RunnerResult *r)
{
    char text[MOVE_STRSIZE], premove[SESSION_PREMOVE_SIZE];
    if (!r->found) {
        note(s, NOTE_ERROR, NOTICE_ENGINE_NO_MOVE);
        return EVENT_ENGINE_FAILED;
    }
    move_format(&r->best, text, sizeof text);
    if (!game_play(&s->game, &r->best)) {
        note_move(s, NOTE_ERROR, NOTICE_ENGINE_MOVE_REFUSED, text);
        return EVENT_ENGINE_FAILED;
    }
    /* Taken before game_changed, which forgets it. */
    snprintf(premove, sizeof premove, "%s", s->premove);
    clocks_follow_game(s);
    game_changed(s);
    if (premove[0] != '\0') {
        play_premove(s, r->side, text, premove);
        return EVENT_ENGINE_MOVED;
    }
    Notice *n = note_move(s, NOTE_INFO, NOTICE_ENGINE_PLAYED, text);
    n->side = r->side;
    n->turn = game_over(&s->game) || !session_human_turn(s) || session_is_human(s, r->side) ? TURN_NONE : TURN_YOURS;
    return EVENT_ENGINE_MOVED;
}

static SessionEvent engine_hinted(Session *s, const RunnerResult *r)
{
    if (!r->found) {
        note(s, NOTE_ERROR, NOTICE_NO_HINT);
        return EVENT_ENGINE_FAILED;
    }
    char text[MOVE_STRSIZE];
    s->hint = r->best;
    s->have_hint = true;
    note_move(s, NOTE_GOOD, NOTICE_HINT, move_format(&r->best, text, sizeof text));
    return EVENT_HINT;
}

bool session_draw_acceptable(const Game *g, const SearchInfo *info)
{
    if (info->egdb == EGDB_DRAW)
        return true;
    int moves[2];
    moves_per_side(g, moves);
    bool long_enough = moves[WHITE] >= SESSION_DRAW_MIN_MOVES && moves[BLACK] >= SESSION_DRAW_MIN_MOVES;
    /* A real search judges: a book move (depth 0) only repeats the book's
     * score.  The score is the same size from either side; a won or lost
     * position (a mate score, a database result) is never dead. */
    return long_enough && info->depth > 0 && info->egdb == EGDB_UNKNOWN && info->score >= -SESSION_DRAW_DEAD_MAX &&
           info->score <= SESSION_DRAW_DEAD_MAX;
}

static SessionEvent engine_answered_draw(Session *s, const RunnerResult *r)
{
    if (r->have_info && session_draw_acceptable(&s->game, &r->info)) {
        game_agree_draw(&s->game);
        game_changed(s);
        note(s, NOTE_GOOD, NOTICE_DRAW_ACCEPTED);
        return EVENT_DRAW_ACCEPTED;
    }
    note(s, NOTE_INFO, NOTICE_DRAW_DECLINED);
    return EVENT_DRAW_DECLINED;
}

/* The limits of the engine's move: its level's, and its clock when it
 * has one (the time budget then decides, the level's depth cap stays). */
SearchLimits session_engine_move_limits(const Session *s)
{
    int side = s->game.pos.side;
    SearchLimits lim = level_limits(s->players[side].level);
    int64_t left;
    if (session_clock_left(s, side, &left)) {
        lim.movetime_ms = 0;
        lim.time_left_ms = (int)(left < 1 ? 1 : left > LIMIT_MS_MAX ? LIMIT_MS_MAX : left);
        lim.increment_ms = (int)s->time_control.inc_ms;
    }
    return lim;
}

/* The engine may start its move: it is its turn, nothing holds it, and
 * when two engines are watched the pause after the last move is over. */
static bool engine_may_start(const Session *s, int64_t now_ms)
{
    if (s->engine_held || !session_engine_turn(s) || runner_running(s->runner))
        return false;
    return has_human(s) || now_ms - s->moved_ms >= SESSION_WATCH_PAUSE_MS;
}

SessionEvent session_poll(Session *s, int64_t now_ms, bool may_start)
{
    SessionEvent ev = EVENT_NONE;
    RunnerResult r;
    if (s->paused)
        return EVENT_NONE;
    if (may_start && !s->engine_held && !s->clock_started && !game_over(&s->game)) {
        s->clock_started = true;
        clocks_follow_game(s);
    }
    if (flag_fell(s))
        return EVENT_TIME_UP;
    /* Against a person the reply waits a little, so that the person's own
     * move is seen first. */
    bool too_soon = has_human(s) && running_job(s) == JOB_MOVE && now_ms - s->job_started_ms < SESSION_MIN_REPLY_MS;
    if (!too_soon && runner_poll(s->runner, &r)) {
        switch ((SessionJob)r.tag) {
        case JOB_MOVE:
            ev = engine_moved(s, &r);
            s->moved_ms = now_ms;
            break;
        case JOB_HINT: ev = engine_hinted(s, &r); break;
        case JOB_DRAW_OFFER: ev = engine_answered_draw(s, &r); break;
        case JOB_NONE: break;
        }
    }
    if (may_start && engine_may_start(s, now_ms)) {
        if (session_watching(s) && s->clock_started)
            gclock_start(&s->clock, s->game.pos.side, time_now(s));
        SearchLimits lim = session_engine_move_limits(s);
        if (start_job(s, JOB_MOVE, &lim))
            s->job_started_ms = now_ms;
    }
    return ev;
}

/* ------------------------------------------------------------------ */
/* Files.                                                             */

static void saved_players_of(const Session *s, SavedPlayers *who)
{
    memset(who, 0, sizeof *who);
    for (int side = WHITE; side <= BLACK; side++)
        who->engine_level[side] = session_is_human(s, side) ? 0 : s->players[side].level;
    snprintf(who->person, sizeof who->person, "%s", s->progress.player);
    snprintf(who->game_id, sizeof who->game_id, "%s", s->progress.game_id);
    time_control_tag(&s->time_control, who->time_control, sizeof who->time_control);
    who->rated = session_rated(s);
}

/* The players a file names: a person against "dama level N" puts the
 * human back on their side; anything else keeps the current players. */
static bool players_from_file(const SavedPlayers *who, int *human, int *level)
{
    int w = who->engine_level[WHITE], b = who->engine_level[BLACK];
    if ((w > 0) == (b > 0))
        return false;
    *human = w > 0 ? BLACK : WHITE;
    *level = w > 0 ? w : b;
    return true;
}

bool session_load(Session *s, const char *path, FileProblem *why)
{
    return session_load_at(s, path, 0, why);
}

bool session_load_at(Session *s, const char *path, int index, FileProblem *why)
{
    Game loaded;
    SavedPlayers who;
    FileProblem err;
    PdnError game_problem;
    if (!files_load_game_at(path, index, &loaded, &who, &err, &game_problem)) {
        note_game_file(s, NOTICE_NOT_LOADED, &err, &game_problem);
        if (why != NULL)
            *why = err;
        return false;
    }
    int human = session_human_side(s), level = session_engine_level(s);
    bool ours = players_from_file(&who, &human, &level);
    Player players[2];
    session_players_vs_engine(players, human, level);
    adopt(s, &loaded, players, who.game_id, CASUAL_LOADED);
    s->engine_held = true;
    snprintf(s->loaded_path, sizeof s->loaded_path, "%s", path);
    Notice *n = note_path(s, NOTE_GOOD, NOTICE_LOADED, path);
    n->count = s->game.nplies;
    n->others = !ours;
    return true;
}

void session_choose_side(Session *s, int human, int level)
{
    Player players[2];
    session_players_vs_engine(players, human, level);
    drop_engine_work(s);
    s->players[WHITE] = players[WHITE];
    s->players[BLACK] = players[BLACK];
    s->premove[0] = '\0';
    note_players(s, NOTE_INFO, NOTICE_YOU_PLAY);
}

/* The archive, a directory, a FIFO...: never a save's target, whatever
 * the player answers. */
static bool refuse_save_target(Session *s, const char *path)
{
    struct stat st;
    if (s->progress.path[0] != '\0' && files_same_file(path, s->progress.path)) {
        note_path(s, NOTE_ERROR, NOTICE_SAVE_IS_ARCHIVE, path);
        return true;
    }
    if (stat(path, &st) != 0 || S_ISREG(st.st_mode))
        return false;
    if (S_ISDIR(st.st_mode))
        note_path(s, NOTE_ERROR, NOTICE_SAVE_IS_DIRECTORY, path);
    else
        note_path(s, NOTE_ERROR, NOTICE_SAVE_NOT_REGULAR, path);
    return true;
}

/* What the file at path holds, for the question before replacing it. */
static void describe_save_target(Session *s, const char *path)
{
    SaveTarget *t = &s->save_target;
    memset(t, 0, sizeof *t);
    snprintf(t->path, sizeof t->path, "%s", path);
    t->games = files_list_games(path, t->first, SESSION_LISTED_GAMES, &t->error);
    t->listed = t->games < SESSION_LISTED_GAMES ? (t->games > 0 ? t->games : 0) : SESSION_LISTED_GAMES;
}

/* The file holds this one game only, as this session saved it. */
static bool only_our_save(const Session *s, const char *path)
{
    const SaveTarget *t = &s->save_target;
    bool same_file = s->saved_path[0] != '\0' && strcmp(path, s->saved_path) == 0;
    return same_file && t->games == 1 && t->first[0].plies >= 0;
}

SaveStatus session_save(Session *s, const char *path, bool force)
{
    FileProblem err;
    if (refuse_save_target(s, path))
        return SAVE_FAILED;
    /* Only the file this game was saved to in this session is ours to
     * replace, and only while it holds that game alone: any other (a
     * loaded game too, whose tags would be lost) needs the player's yes,
     * asked with what the file holds. */
    if (!force && files_exists(path)) {
        describe_save_target(s, path);
        if (!only_our_save(s, path)) {
            note_path(s, NOTE_INFO, NOTICE_SAVE_EXISTS, path);
            return SAVE_WOULD_OVERWRITE;
        }
    }
    /* The default path is in the data directory, which may not exist yet;
     * any other directory is the player's business. */
    files_ensure_dir(&s->files, &err);
    SavedPlayers who;
    saved_players_of(s, &who);
    if (!files_save_game(path, &s->game, &who, &err)) {
        note_detail(s, NOTE_ERROR, NOTICE_NOT_SAVED, &err);
        return SAVE_FAILED;
    }
    snprintf(s->saved_path, sizeof s->saved_path, "%s", path);
    note_path(s, NOTE_GOOD, NOTICE_SAVED, path);
    return SAVE_DONE;
}

void session_default_save_path(const Session *s, char *buf, size_t size)
{
    if (s->saved_path[0] != '\0')
        snprintf(buf, size, "%s", s->saved_path);
    else if (s->loaded_path[0] != '\0')
        snprintf(buf, size, "%s", s->loaded_path);
    else
        files_new_save_path(&s->files, time(NULL), buf, size);
}

bool session_autosave(Session *s)
{
    char path[FILES_PATH_SIZE];
    FileProblem err;
    SavedPlayers who;
    saved_players_of(s, &who);
    files_autosave_path(&s->files, path, sizeof path);
    if (!files_ensure_dir(&s->files, &err) || !files_save_game(path, &s->game, &who, &err)) {
        note_detail(s, NOTE_ERROR, NOTICE_AUTOSAVE_FAILED, &err);
        return false;
    }
    note_path(s, NOTE_GOOD, NOTICE_AUTOSAVED, path);
    return true;
}

/* The players of a saved game: a person against the engine as choice
 * says (the command line wins over the file), two people as two people,
 * two engines as two engines. */
static void resume_players(const SavedPlayers *who, ResumeChoice *choice)
{
    int human = choice->human, level = choice->level;
    int w = who->engine_level[WHITE], b = who->engine_level[BLACK];
    if (players_from_file(who, &human, &level)) {
        if (!choice->human_given)
            choice->human = human;
        if (!choice->level_given)
            choice->level = level;
        session_players_vs_engine(choice->players, choice->human, choice->level);
        /* Going on against another level or from the other side makes it
         * casual: half of it may have been against level 1.  So does
         * going on from the plies before a damaged end: a take-back. */
        choice->rated = who->rated && !choice->partial;
        choice->players_changed = choice->human != human || choice->level != level;
        return;
    }
    choice->rated = false;
    choice->players_changed = false;
    choice->players[WHITE] = (Player){w > 0 ? PLAYER_ENGINE : PLAYER_HUMAN, w > 0 ? w : 0};
    choice->players[BLACK] = (Player){b > 0 ? PLAYER_ENGINE : PLAYER_HUMAN, b > 0 ? b : 0};
    for (int side = WHITE; side <= BLACK; side++)
        if (choice->level_given && choice->players[side].kind == PLAYER_ENGINE)
            choice->players[side].level = choice->level;
}

/* An autosave that cannot be read is kept aside, never deleted; the
 * plies before its damage, if any, are offered. */
static bool set_damaged_autosave_aside(Session *s, const char *path, const FileProblem *why, const PdnError *game,
                                       Game *out, SavedPlayers *who, ResumeChoice *choice)
{
    char kept[FILES_PATH_SIZE];
    FileProblem err;
    bool recovered = files_recover_game(path, out, who);
    if (!files_autosave_set_aside(&s->files, "damaged", time(NULL), kept, sizeof kept, &err)) {
        if (recovered)
            game_free(out);
        note_game_file(s, NOTICE_AUTOSAVE_UNREADABLE_LEFT, why, game)->detail2 = err;
        return false;
    }
    if (!recovered) {
        note_game_file(s, NOTICE_AUTOSAVE_UNREADABLE_KEPT, why, game);
        snprintf(s->notice.path, sizeof s->notice.path, "%s", kept);
        return false;
    }
    choice->partial = true;
    Notice *n = note_game_file(s, NOTICE_AUTOSAVE_PARTIAL, why, game);
    snprintf(n->path, sizeof n->path, "%s", kept);
    n->count = out->nplies;
    return true;
}

bool session_read_autosave(Session *s, Game *out, ResumeChoice *choice)
{
    if (!files_autosave_exists(&s->files))
        return false;
    char path[FILES_PATH_SIZE];
    FileProblem err;
    PdnError game_problem;
    SavedPlayers who;
    files_autosave_path(&s->files, path, sizeof path);
    choice->partial = false;
    if (!files_load_game_at(path, 0, out, &who, &err, &game_problem) &&
        !set_damaged_autosave_aside(s, path, &err, &game_problem, out, &who, choice))
        return false;
    resume_players(&who, choice);
    snprintf(choice->game_id, sizeof choice->game_id, "%s", who.game_id);
    return true;
}

/* "you play White, the engine level 3." and the like. */
static void note_resumed(Session *s)
{
    if (human_vs_engine(s))
        note_players(s, NOTE_GOOD, NOTICE_RESUMED_VS_ENGINE);
    else if (session_two_players(s))
        note(s, NOTE_GOOD, NOTICE_RESUMED_TWO_PLAYERS)->side = s->game.pos.side;
    else
        note(s, NOTE_GOOD, NOTICE_RESUMED_WATCHING)->level = session_engine_level(s);
}

void session_resume(Session *s, Game *saved, const ResumeChoice *choice)
{
    GameRating rating = choice->partial            ? CASUAL_RESUMED_DAMAGED
                        : !choice->rated           ? CASUAL_RESUMED
                        : choice->players_changed ? CASUAL_RESUMED_OTHER
                                                   : GAME_RATED;
    adopt(s, saved, choice->players, choice->game_id, rating);
    note_resumed(s);
    files_autosave_remove(&s->files);
}

/* The declined game into the archive, as unfinished; false when it is not
 * a game against the engine or the archive cannot take it. */
/* The person's side in the interrupted game against the engine; -1 when
 * it was not one (two people, two engines). */
static int declined_human_side(const ResumeChoice *choice)
{
    const Player *p = choice->players;
    if ((p[WHITE].kind == PLAYER_HUMAN) == (p[BLACK].kind == PLAYER_HUMAN))
        return -1;
    return p[WHITE].kind == PLAYER_HUMAN ? WHITE : BLACK;
}

static bool archive_declined(Session *s, const Game *saved, const ResumeChoice *choice)
{
    int human = declined_human_side(choice);
    if (human < 0)
        return false;
    char tc[GCLOCK_TEXT_SIZE];
    time_control_tag(&s->time_control, tc, sizeof tc);
    return progress_record_left(&s->progress, saved, human, choice->players[!human].level, tc, choice->game_id,
                                choice->rated);
}

bool session_declining_forfeits(const Game *saved, const ResumeChoice *choice)
{
    int human = declined_human_side(choice);
    return human >= 0 && progress_leaving_forfeits(saved, human, choice->rated);
}

void session_decline_resume(Session *s, Game *saved, const ResumeChoice *choice)
{
    char kept[FILES_PATH_SIZE];
    FileProblem err;
    bool forfeited = session_declining_forfeits(saved, choice);
    bool archived = archive_declined(s, saved, choice);
    game_free(saved);
    Notice *n;
    if (archived) {
        files_autosave_remove(&s->files);
        n = note(s, NOTE_INFO, forfeited ? NOTICE_DECLINED_FORFEITED : NOTICE_DECLINED_ARCHIVED);
    } else if (!files_autosave_exists(&s->files)) {
        n = note(s, NOTE_INFO, NOTICE_DECLINED_SET_ASIDE);   /* it was set aside already */
    } else if (files_autosave_set_aside(&s->files, NULL, time(NULL), kept, sizeof kept, &err)) {
        n = note_path(s, NOTE_INFO, NOTICE_DECLINED_KEPT, kept);
    } else {
        n = note_detail(s, NOTE_ERROR, NOTICE_DECLINED_STAYS, &err);
    }
    /* Then the new game: "you play White" against the engine. */
    n->others = !human_vs_engine(s);
    n->side = session_human_side(s);
    n->turn = session_turn(s);
}

void session_drop_autosave(Session *s) { files_autosave_remove(&s->files); }
