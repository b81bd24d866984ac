/*
 * session.h - a game being played: the rules of play around the rules of
 * the game, without a terminal.
 *
 * A session holds one game between two players, each a human or the engine
 * at a level, and decides whose turn it is, when the engine moves (on the
 * engine runner), undo and redo, hints, draw offers, resignation, new games,
 * loading, resuming and saving.  It never paints: every command returns
 * whether it was done and leaves a Notice (what to tell the player) that
 * the front end shows; session_poll reports what the engine did.
 *
 * Undo (docs/ui.md):
 *   - in play, and after a game that ended on the board, undo goes back to
 *     just before the last move a human played; a running engine search
 *     is dropped; with two engines (watching) there is no undo;
 *   - after a resignation or a draw agreement, undo withdraws only that:
 *     the position and the moves stay, the game goes on;
 *   - with nothing of that kind to take back, undo is refused.
 * Redo replays what undo took back, up to the next human turn.  With
 * clocks there is neither (session_set_time_control).
 *
 * A premove (docs/ui.md) is a move a person types while the engine thinks:
 * kept as typed, and played as soon as the engine's move arrives if it is
 * legal then, else dropped with the reason.  Anything else that changes
 * the game (undo, resignation, a new game...) drops it.
 */
#ifndef DAMA_SESSION_H
#define DAMA_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "files.h"
#include "progress.h"
#include "game.h"
#include "game_clock.h"
#include "levels.h"
#include "notation.h"
#include "runner.h"

enum {
    SESSION_TEXT_SIZE = 600,
    SESSION_PREMOVE_SIZE = 64,
    /* The engine waits at least this long before answering, so that the
     * player sees their own move land first. */
    SESSION_MIN_REPLY_MS = 400,
    SESSION_HINT_MS = 1000,
    /* The engine accepts a draw offer only in a database draw, or when both
     * sides have played at least SESSION_DRAW_MIN_MOVES moves and its
     * search (not the opening book) finds the position dead: |score| at
     * most SESSION_DRAW_DEAD_MAX (a tenth of a man). */
    SESSION_DRAW_MIN_MOVES = 20,
    SESSION_DRAW_DEAD_MAX = 10,
    SESSION_HASH_MB = 64,
    /* Between two engines' moves, so that a watcher can follow them (not
     * on their clocks: the next one starts thinking after it). */
    SESSION_WATCH_PAUSE_MS = 1000
};

/* Where the session reads the time for the players' clocks: clock_now_ms,
 * or a made-up time in tests. */
typedef int64_t (*SessionTimeFn)(void *ctx);

typedef enum { PLAYER_HUMAN = 0, PLAYER_ENGINE } PlayerKind;

typedef struct Player {
    PlayerKind kind;
    int level;             /* MIN_LEVEL..MAX_LEVEL for the engine */
} Player;

/* What the engine is asked to do (the runner's tag). */
typedef enum { JOB_NONE = 0, JOB_MOVE, JOB_HINT, JOB_DRAW_OFFER } SessionJob;

typedef enum { NOTE_INFO = 0, NOTE_GOOD, NOTE_ERROR } NoteKind;

/* Whose move it is, as a notice's last sentence says it (session_turn). */
typedef enum {
    TURN_NONE = 0,          /* the game is over, or nothing to say */
    TURN_ENGINE_HELD,       /* the engine is to move and waits to be asked */
    TURN_ENGINE_STARTS,
    TURN_YOURS,             /* a person against the engine: their move */
    TURN_WHITE_TO_MOVE,     /* two people: the side to move */
    TURN_BLACK_TO_MOVE
} SessionTurn;

/* What a notice says: a fact with its arguments in the Notice fields named
 * after each code; the words layer (words_session.h) says it in whole
 * sentences.  The session knows no words and no front end's keys. */
typedef enum {
    NOTICE_NONE = 0,
    NOTICE_EGDB_TABLE_UNUSED,      /* detail: the table and why */
    NOTICE_EGDB_UNUSED,            /* detail */
    NOTICE_TIME_UP,                /* side ran out of time */
    NOTICE_NEW_GAME_VS_ENGINE,     /* side (the person's), level, turn */
    NOTICE_NEW_GAME,               /* turn */
    NOTICE_GAME_OVER,
    NOTICE_WAIT_FOR_ENGINE,
    NOTICE_MOVE_UNPLAYABLE,        /* move */
    NOTICE_SIDE_PLAYED,            /* side, move, turn (two people) */
    NOTICE_YOU_PLAYED,             /* move */
    NOTICE_MOVE_REFUSED,           /* typed, refusal */
    NOTICE_MOVE_TOO_LONG,          /* typed (a premove longer than a move can be) */
    NOTICE_NO_TAKEBACK_WITH_CLOCKS,
    NOTICE_NO_TAKEBACK_WATCHING,
    NOTICE_RESIGNATION_TAKEN_BACK,
    NOTICE_DRAW_TAKEN_BACK,
    NOTICE_NOTHING_TO_UNDO,
    NOTICE_NO_MOVE_TO_TAKE_BACK,
    NOTICE_MOVE_TAKEN_BACK,
    NOTICE_NOTHING_TO_REDO,
    NOTICE_MOVE_REPLAYED,
    NOTICE_ALREADY_LIVE,           /* play on from the game's own position */
    NOTICE_PLAYING_ON,             /* count: plies dropped, turn */
    NOTICE_ENGINE_NOT_STARTED,
    NOTICE_ASK_ON_YOUR_TURN,
    NOTICE_LOOKING_FOR_HINT,
    NOTICE_DRAW_BETWEEN_PLAYERS,
    NOTICE_DRAW_TOO_EARLY,
    NOTICE_DRAW_OFFERED,
    NOTICE_YOU_RESIGNED,
    NOTICE_SIDE_RESIGNED,          /* side */
    NOTICE_ENGINE_THINKING,
    NOTICE_PLAY_IT_NOW,            /* a premove typed on the person's own turn */
    NOTICE_PREMOVE_SET,            /* typed */
    NOTICE_PREMOVE_DROPPED,        /* typed */
    NOTICE_PREMOVE_GAME_OVER,      /* side played move; premove typed dropped */
    NOTICE_PREMOVE_REFUSED,        /* side played move; premove typed refused: refusal */
    NOTICE_PREMOVE_UNPLAYABLE,     /* side played move; premove typed */
    NOTICE_PREMOVE_PLAYED,         /* side played move; then premove (as played) */
    NOTICE_ENGINE_NO_MOVE,
    NOTICE_ENGINE_MOVE_REFUSED,    /* move */
    NOTICE_ENGINE_PLAYED,          /* side, move, turn */
    NOTICE_NO_HINT,
    NOTICE_HINT,                   /* move */
    NOTICE_DRAW_ACCEPTED,
    NOTICE_DRAW_DECLINED,
    NOTICE_NOT_LOADED,             /* detail */
    NOTICE_LOADED,                 /* path, count (plies), others: between other players */
    NOTICE_YOU_PLAY,               /* side, level, turn */
    NOTICE_SAVE_IS_ARCHIVE,        /* path */
    NOTICE_SAVE_IS_DIRECTORY,      /* path */
    NOTICE_SAVE_NOT_REGULAR,       /* path */
    NOTICE_SAVE_EXISTS,            /* path */
    NOTICE_NOT_SAVED,              /* detail */
    NOTICE_SAVED,                  /* path */
    NOTICE_AUTOSAVE_FAILED,        /* detail */
    NOTICE_AUTOSAVED,              /* path */
    NOTICE_AUTOSAVE_UNREADABLE_LEFT, /* detail (why), detail2 (why it was not set aside) */
    NOTICE_AUTOSAVE_UNREADABLE_KEPT, /* detail (why), path (kept as) */
    NOTICE_AUTOSAVE_PARTIAL,       /* detail (why), path (kept as), count (plies resumable) */
    NOTICE_RESUMED_VS_ENGINE,      /* side, level, turn */
    NOTICE_RESUMED_TWO_PLAYERS,    /* side (to move) */
    NOTICE_RESUMED_WATCHING,       /* level */
    /* A resume declined, then the new game: others false: "you play side"
     * (a person against the engine), true: a plain new game; turn. */
    NOTICE_DECLINED_ARCHIVED,
    NOTICE_DECLINED_FORFEITED,     /* archived, and the rated game counts as lost (docs/stats.md) */
    NOTICE_DECLINED_SET_ASIDE,     /* set aside already (damaged) */
    NOTICE_DECLINED_KEPT,          /* path (kept as) */
    NOTICE_DECLINED_STAYS,         /* detail (why it stays) */
    /* The archive could not take a finished or left game (too large, not
     * writable...): it is saved in a file of its own instead. */
    NOTICE_NOT_ARCHIVED_SAVED,     /* detail (why), path (saved as) */
    NOTICE_NOT_ARCHIVED,           /* detail (why), detail2 (why the save failed too) */
    NOTICE_COUNT
} NoticeCode;

enum { NOTICE_DETAIL_SIZE = 1024 };

/* What to tell the player after a command or an engine result: the facts. */
typedef struct Notice {
    NoteKind kind;
    NoticeCode code;
    int side;
    int level;
    int count;
    bool others;             /* see the codes */
    SessionTurn turn;
    char move[SESSION_PREMOVE_SIZE];      /* a move played or named */
    char typed[SESSION_TEXT_SIZE];        /* a move as typed */
    MoveRefusal refusal;
    char path[FILES_PATH_SIZE];
    /* Why a file could not be used (file_problem.h; words_file_problem
     * says it); detail2 the second file's, where a notice names two. */
    FileProblem detail;
    FileProblem detail2;
    /* detail FILE_PROBLEM_BAD_GAME: the PDN reader's facts (words_pdn). */
    PdnError game_problem;
} Notice;

/* What session_poll saw happen. */
typedef enum {
    EVENT_NONE = 0,
    EVENT_ENGINE_MOVED,
    EVENT_HINT,
    EVENT_DRAW_ACCEPTED,
    EVENT_DRAW_DECLINED,
    EVENT_ENGINE_FAILED,
    EVENT_TIME_UP            /* a flag fell: the game is over */
} SessionEvent;

/* Whether the game counts for the rating (docs/stats.md), and if not, why. */
typedef enum {
    GAME_RATED = 0,
    CASUAL_SET_UP,        /* began at a set-up position (--fen, the editor) */
    CASUAL_LOADED,        /* loaded from a file */
    CASUAL_NOT_VS_ENGINE, /* two players, or two engines watched */
    CASUAL_HELPED,        /* a hint, a take-back or an analysis was asked for */
    CASUAL_RESUMED,       /* resumed from a game that was casual */
    CASUAL_RESUMED_OTHER, /* resumed against another level or from the other side */
    CASUAL_RESUMED_DAMAGED /* resumed from the plies before a damaged autosave's end */
} GameRating;

/* How a save went. */
typedef enum { SAVE_DONE = 0, SAVE_WOULD_OVERWRITE, SAVE_FAILED } SaveStatus;

enum { SESSION_LISTED_GAMES = 3 };

/* What a save would replace (SAVE_WOULD_OVERWRITE): the facts the
 * question shows, so that nobody replaces games without seeing them. */
typedef struct SaveTarget {
    char path[FILES_PATH_SIZE];
    int games;                 /* games in the file, readable or not; -1: it cannot be read (error) */
    int listed;                /* the first ones, described in first[] */
    GameListing first[SESSION_LISTED_GAMES];
    FileProblem error;
} SaveTarget;

typedef struct Session {
    Game game;
    Player players[2];       /* indexed by WHITE, BLACK */
    Runner *runner;
    Egdb *egdb;              /* the installed endgame databases, or NULL */
    Egdb *egdb_replaced;     /* part "drillui": the set session_adopt_egdb replaced, kept open until
                              * session_free (an analysis may still probe it) */
    /* The engine does not start a move while held: after a load, until the
     * player asks for it (session_release). */
    bool engine_held;
    int64_t job_started_ms;  /* when the running engine move began (clock.h) */
    int64_t moved_ms;        /* when the engine's last move arrived */
    SessionJob info_job;     /* the job the runner's latest info is about */
    int info_side;           /* the side to move in the position it searched */
    bool have_hint;
    Move hint;
    /* The premove as typed, "" when there is none. */
    char premove[SESSION_PREMOVE_SIZE];
    Notice notice;
    bool notice_fresh;
    /* The last game the archive would not take, and where it went instead
     * (NOTICE_NOT_ARCHIVED_SAVED / NOTICE_NOT_ARCHIVED); code NOTICE_NONE
     * while every game is archived.  Kept apart from notice, which the
     * next sentence replaces, so the front end can say it at the end. */
    Notice unarchived;
    Files files;
    /* The player's name and rating; each game against the engine goes to
     * the archive once, when it ends or is left (docs/archive.md). */
    Progress progress;
    /* The file this game was last saved to: saving there again needs no
     * question.  Empty for a new or a loaded game. */
    char saved_path[FILES_PATH_SIZE];
    /* The file the game came from (shown as the save dialog's default). */
    char loaded_path[FILES_PATH_SIZE];
    /* What the last save refused to replace without a yes. */
    SaveTarget save_target;
    /* The players' clocks (docs/ui.md, "Clocks"): the time control of
     * every game of the session, and this game's clocks, which start at
     * the first poll that may start the engine. */
    TimeControl time_control;
    GameClock clock;
    bool clock_started;
    bool paused;             /* session_pause: nothing moves, clocks stopped */
    SessionTimeFn now_fn;
    void *now_ctx;
    /* Why this game would not count for the rating (GAME_RATED: it does,
     * if it is between a person and the engine): session_rating. */
    GameRating casual;
} Session;

/* The players, the game and the files; false when the engine cannot be
 * created (out of memory).  start may be NULL for the initial position. */
bool session_init(Session *s, const Player players[2], const Position *start);
/* As session_init, with the endgame databases of egdb_dir (NULL: the
 * installed ones, files.h); a directory that cannot be used, or a table in
 * it left out, is said in a notice. */
bool session_init_egdb(Session *s, const Player players[2], const Position *start, const char *egdb_dir);
void session_free(Session *s);
/* part "drillui": databases built while the program runs (egdb_job.h)
 * become the engine's, taking ownership of db; false (db not taken) while
 * the engine searches: try again at the next poll.  The set replaced stays
 * open until session_free. */
bool session_adopt_egdb(Session *s, Egdb *db);
/* The person's name in the archive (default: the login name). */
void session_set_player(Session *s, const char *name);
/* The player quits: a game in progress goes to the archive as unfinished
 * (not on a signal: that game is autosaved to be resumed). */
void session_quit(Session *s);
/* The player's rating for the screen: words_rating (words_game.h) of
 * s->progress. */

/* Clocks.  Set before the game starts (it applies to every new game of
 * the session); with clocks, undo and redo are refused (a clock cannot
 * give time back fairly) and a flag fall loses the game. */
void session_set_time_control(Session *s, const TimeControl *tc);
void session_set_time_source(Session *s, SessionTimeFn fn, void *ctx);
bool session_has_clock(const Session *s);
/* The time left on side's clock, false when side has none. */
bool session_clock_left(const Session *s, int side, int64_t *ms);
/* The limits of the side to move's engine move: its level's, and its
 * clock (time left, increment) when it has one. */
SearchLimits session_engine_move_limits(const Session *s);
/* Pause (or go on): no engine move is collected or started, the clocks
 * stop.  For watching two engines. */
void session_pause(Session *s, bool paused);

/* Human against the engine: the players array for a human on side human. */
void session_players_vs_engine(Player players[2], int human, int level);
bool session_is_human(const Session *s, int side);
/* Two engines play: a person watches. */
bool session_watching(const Session *s);
/* Two people play each other. */
bool session_two_players(const Session *s);
/* The players of a new game like the current one: a person against the
 * engine plays colour `human` against `level`; two people stay two people;
 * two engines both play at `level`. */
void session_players_again(const Session *s, int human, int level, Player players[2]);
/* The name of side's player in saved games and the archive: the
 * person's (session_set_player, else the login name) or the engine's
 * "dama level N". */
void session_player_name(const Session *s, int side, char *buf, size_t size);
/* The side a lone human plays (the human side facing an engine), else WHITE. */
int session_human_side(const Session *s);
/* The engine's level facing the human (or White's engine's). */
int session_engine_level(const Session *s);

/* The rating rule (docs/stats.md): a game counts only when a person plays
 * the engine from the start position or a ballot opening, without hints,
 * take-backs or analysis.  A hint, a take-back (undo, also of a
 * resignation or a draw, and playing on from an earlier position) or
 * session_make_casual makes a rated game casual; the front end asks first
 * (session_help_costs_rating). */
GameRating session_rating(const Session *s);
/* The rule for a game about to begin with these players, at a set-up
 * position or not (the start position or a ballot). */
GameRating session_rating_for(const Player players[2], bool set_up);
bool session_rated(const Session *s);
/* Help asked for now would make a rated game casual. */
bool session_help_costs_rating(const Session *s);
/* Leaving the game now (quit, a new game, loading another) would count it
 * as the person's loss: a rated game they have moved in (docs/stats.md). */
bool session_leaving_forfeits(const Session *s);
/* The game stops counting for the rating (help the front end gives, such
 * as the analysis of the game in progress). */
void session_make_casual(Session *s);
/* The game just begun (no move yet) starts from a ballot opening: it may
 * be rated.  False, changing nothing, when the start is not shaped like a
 * ballot (ballot.h) or a move was played. */
bool session_mark_ballot(Session *s);
/* The engine's answer to a draw offered in g, after its search of the
 * position said info (scored for the side to move, who offered). */
bool session_draw_acceptable(const Game *g, const SearchInfo *info);

/* The notice of the last command, once: false when there is none new. */
bool session_take_notice(Session *s, Notice *out);

/* Game state for the front end. */
bool session_game_over(const Session *s);
/* Not over, and something was played or set up: worth saving, or asking
 * before quitting or starting anew. */
bool session_in_progress(const Session *s);
/* The side to move is an engine and the game goes on. */
bool session_engine_turn(const Session *s);
/* The engine is working on its move now. */
bool session_engine_thinking(const Session *s);
/* A human may play a move now. */
bool session_human_turn(const Session *s);
bool session_can_undo(const Session *s);
/* What a message about the game's state ends with: your move, the engine
 * starts... (TURN_NONE once the game is over). */
SessionTurn session_turn(const Session *s);
/* The engine's latest analysis (of its move, or of a hint or draw
 * question: *job says which), for the panel; none once the game is over
 * or the position has changed under it. */
bool session_engine_info(const Session *s, SearchInfo *out, int *root_side, SessionJob *job);
/* The hint for the current position, if one was found. */
bool session_hint(const Session *s, Move *out);

/* Commands.  Each returns whether it was done and leaves a notice. */
/* A human may move now; otherwise the notice says why not. */
bool session_may_move(Session *s);
bool session_play_text(Session *s, const char *typed);
bool session_play_move(Session *s, const Move *m);
bool session_undo(Session *s);
bool session_redo(Session *s);
/* Play on from the position after ply plies (review.h): the later moves
 * (and anything to redo) are dropped; the engine moves if it is its turn.
 * Refused at the live position. */
bool session_play_on_from(Session *s, int ply);
bool session_ask_hint(Session *s);
bool session_offer_draw(Session *s);
/* The side a resignation now gives up for: the human's; with two people,
 * the side to move's. */
int session_resigning_side(const Session *s);
bool session_resign(Session *s);
/* The engine's move now: it stops thinking and plays, or (while held)
 * starts. */
bool session_move_now(Session *s);
/* A premove may be typed now: the engine is to move (thinking, not held
 * after a load) and a person plays after it. */
bool session_may_premove(const Session *s);
/* Keep typed as the premove (replacing one kept before).  Refused, with
 * the reason, when no premove may be made now or typed is not move
 * notation at all; whether it is legal is known only when the turn comes. */
bool session_set_premove(Session *s, const char *typed);
/* Drop the premove; false when there was none. */
bool session_clear_premove(Session *s);
/* The premove as typed, or NULL. */
const char *session_premove(const Session *s);
void session_new_game(Session *s, const Player players[2], const Position *start);

/* Files.  A load that fails leaves the game as it was, with the reason in
 * why (may be NULL) as well as in the notice.  A loaded game is held: the front end asks which side the player
 * takes (session_choose_side) and the engine waits until asked. */
bool session_load(Session *s, const char *path, FileProblem *why);
/* The same with the index-th game (0-based) of the file. */
bool session_load_at(Session *s, const char *path, int index, FileProblem *why);
void session_choose_side(Session *s, int human, int level);
/* Save to path.  The archive (games.pdn) is never replaced, nor is a
 * directory or anything but a regular file: SAVE_FAILED at once.  An
 * existing file other than the one this game was saved to in this session
 * (a loaded file included), or that one once it holds other games, is not
 * replaced unless force: SAVE_WOULD_OVERWRITE, with what it holds in
 * s->save_target for the front end's question. */
SaveStatus session_save(Session *s, const char *path, bool force);
/* The name the save dialog offers: the file of the last save or load,
 * else a new dated name in the data directory. */
void session_default_save_path(const Session *s, char *buf, size_t size);

/* Autosave (on a signal) and resuming it at the next start. */
bool session_autosave(Session *s);
/* The autosaved game is read into *out with its players: a game against
 * the engine comes back as one, with the colour and level given on the
 * command line (given_* true) winning over the saved ones; two players
 * come back as two players, two engines as two engines (at the level
 * given, else their own).  An autosave that cannot be read is never
 * deleted: it is renamed aside (files_autosave_set_aside, its new name in
 * the notice) and, when the plies before its damage can be read, those are
 * offered (partial set).  False when there is nothing to offer. */
typedef struct ResumeChoice {
    int human;
    int level;
    bool human_given, level_given;
    Player players[2];                 /* set by session_read_autosave */
    char game_id[FILES_GAME_ID_SIZE];  /* the saved game's identity */
    bool partial;                      /* only the plies before the damage */
    /* Set by session_read_autosave: the game counted for the rating, and
     * whether it goes on against another level or from the other side
     * (which makes it casual: half of it may have been against level 1). */
    bool rated;
    bool players_changed;
} ResumeChoice;
bool session_read_autosave(Session *s, Game *out, ResumeChoice *choice);
/* Put the resumed game (taken over) in place, with choice's players. */
void session_resume(Session *s, Game *saved, const ResumeChoice *choice);
/* The player does not resume: the game (freed here) goes to the archive
 * as unfinished when it was against the engine; any other (or one the
 * archive cannot take) is kept under a new save name.  The notice says
 * which, then that a new game begins. */
void session_decline_resume(Session *s, Game *saved, const ResumeChoice *choice);
/* Declining to resume saved would count it as the person's loss (a rated
 * game they moved in: docs/stats.md); the front end says so first. */
bool session_declining_forfeits(const Game *saved, const ResumeChoice *choice);
void session_drop_autosave(Session *s);

/* The engine's side of the loop, called often by the front end with the
 * monotonic time: collects results, starts the engine's move when it is
 * its turn (not while held or while the front end says it is busy). */
SessionEvent session_poll(Session *s, int64_t now_ms, bool may_start);

#endif
