/*
 * words_session.c - the session's notices in words (words_session.h).
 *
 * One sentence per fact, one per side where a side is named (a translation
 * may need its own article or agreement for each), plurals by P_().  A
 * notice that ends with whose move it is gets that sentence after a space:
 * two whole sentences, never a spliced clause.  Translators may reorder the
 * arguments with %1$s, %2$d (gettext's positional form).
 */
#include "words_session.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "words_files.h"
#include "words_pdn.h"
#include "words_move.h"

const char *words_turn(SessionTurn turn)
{
    switch (turn) {
    case TURN_ENGINE_HELD: return _("The engine is to move: ask it when you are ready.");
    case TURN_ENGINE_STARTS: return _("The engine starts.");
    case TURN_YOURS: return _("Your move.");
    case TURN_WHITE_TO_MOVE: return _("White to move.");
    case TURN_BLACK_TO_MOVE: return _("Black to move.");
    case TURN_NONE: break;
    }
    return "";
}

/* The sentence in buf, then the turn's sentence after a space. */
static void add_turn(char *buf, size_t size, SessionTurn turn)
{
    const char *next = words_turn(turn);
    size_t len = strlen(buf);
    if (next[0] != '\0' && len < size)
        snprintf(buf + len, size - len, " %s", next);
}

/* The first of two sentences chosen by side. */
static const char *by_side(int side, const char *white, const char *black) { return side == WHITE ? white : black; }

/* The notices about moves, the engine and the premove. */
static bool say_play(const Notice *n, char *buf, size_t size)
{
    char why[WORDS_SIZE];
    switch (n->code) {
    case NOTICE_TIME_UP:
        snprintf(buf, size, "%s", by_side(n->side, _("White ran out of time: Black wins."),
                                          _("Black ran out of time: White wins.")));
        return true;
    case NOTICE_MOVE_UNPLAYABLE: snprintf(buf, size, _("%s cannot be played."), n->move); return true;
    case NOTICE_SIDE_PLAYED:
    case NOTICE_ENGINE_PLAYED:
        snprintf(buf, size, by_side(n->side, _("White played %s."), _("Black played %s.")), n->move);
        add_turn(buf, size, n->turn);
        return true;
    case NOTICE_YOU_PLAYED: snprintf(buf, size, _("You played %s."), n->move); return true;
    case NOTICE_MOVE_REFUSED: words_refused_move(n->typed, &n->refusal, buf, size); return true;
    case NOTICE_MOVE_TOO_LONG: snprintf(buf, size, _("%s: too long for a move"), n->typed); return true;
    case NOTICE_PREMOVE_SET:
        snprintf(buf, size, _("Premove: %s, played when your turn comes if it is legal then (Esc drops it)."),
                 n->typed);
        return true;
    case NOTICE_PREMOVE_DROPPED: snprintf(buf, size, _("Premove %s dropped."), n->typed); return true;
    case NOTICE_PREMOVE_GAME_OVER:
        snprintf(buf, size, by_side(n->side, _("White played %s. The game is over: premove %s dropped."),
                                    _("Black played %s. The game is over: premove %s dropped.")), n->move, n->typed);
        return true;
    case NOTICE_PREMOVE_REFUSED:
        words_refused_move(n->typed, &n->refusal, why, sizeof why);
        snprintf(buf, size, by_side(n->side, _("White played %s. Premove dropped: %s. Your move."),
                                    _("Black played %s. Premove dropped: %s. Your move.")), n->move, why);
        return true;
    case NOTICE_PREMOVE_UNPLAYABLE:
        snprintf(buf, size, by_side(n->side, _("White played %s. Premove %s dropped: it cannot be played. Your move."),
                                    _("Black played %s. Premove %s dropped: it cannot be played. Your move.")),
                 n->move, n->typed);
        return true;
    case NOTICE_PREMOVE_PLAYED:
        snprintf(buf, size, by_side(n->side, _("White played %s. Your premove %s was played."),
                                    _("Black played %s. Your premove %s was played.")), n->move, n->typed);
        return true;
    case NOTICE_ENGINE_MOVE_REFUSED: snprintf(buf, size, _("The engine's move %s was refused."), n->move); return true;
    case NOTICE_HINT: snprintf(buf, size, _("Hint: %s"), n->move); return true;
    case NOTICE_SIDE_RESIGNED:
        snprintf(buf, size, "%s", by_side(n->side, _("White resigned."), _("Black resigned.")));
        return true;
    default: return false;
    }
}

/* The notices that are one fixed sentence. */
static const char *fixed_sentence(NoticeCode code)
{
    switch (code) {
    case NOTICE_GAME_OVER: return _("The game is over: start a new game or take moves back.");
    case NOTICE_WAIT_FOR_ENGINE: return _("Wait for the engine's move (or ask it to move now).");
    case NOTICE_NO_TAKEBACK_WITH_CLOCKS: return _("No take-backs in a game with clocks.");
    case NOTICE_NO_TAKEBACK_WATCHING: return _("Nothing to take back: the engine plays both sides.");
    case NOTICE_RESIGNATION_TAKEN_BACK: return _("Resignation taken back: the game goes on.");
    case NOTICE_DRAW_TAKEN_BACK: return _("Draw taken back: the game goes on.");
    case NOTICE_NOTHING_TO_UNDO: return _("Nothing to undo.");
    case NOTICE_NO_MOVE_TO_TAKE_BACK: return _("You have no move to take back yet.");
    case NOTICE_MOVE_TAKEN_BACK: return _("Move taken back.");
    case NOTICE_NOTHING_TO_REDO: return _("Nothing to redo.");
    case NOTICE_MOVE_REPLAYED: return _("Move replayed.");
    case NOTICE_ALREADY_LIVE: return _("This is the game's position already: just play on.");
    case NOTICE_ENGINE_NOT_STARTED: return _("Could not start the engine.");
    case NOTICE_ASK_ON_YOUR_TURN: return _("Wait for the engine's move, then ask on your turn.");
    case NOTICE_LOOKING_FOR_HINT: return _("Looking for a good move...");
    case NOTICE_DRAW_BETWEEN_PLAYERS: return _("Two players agree a draw between themselves.");
    case NOTICE_DRAW_TOO_EARLY: return _("A draw can be offered once both sides have moved.");
    case NOTICE_DRAW_OFFERED: return _("You offer a draw; the engine is considering it...");
    case NOTICE_YOU_RESIGNED: return _("You resigned.");
    case NOTICE_ENGINE_THINKING: return _("The engine is thinking...");
    case NOTICE_PLAY_IT_NOW: return _("It is your turn: play the move now.");
    case NOTICE_ENGINE_NO_MOVE: return _("The engine found no move.");
    case NOTICE_NO_HINT: return _("No move to suggest.");
    case NOTICE_DRAW_ACCEPTED: return _("The engine accepts the draw.");
    case NOTICE_DRAW_DECLINED: return _("The engine declines the draw: the game is not dead.");
    default: return NULL;
    }
}

/* "you play White, the engine level 3" notices, and the new game after a
 * declined resume. */
static bool say_players(const Notice *n, char *buf, size_t size)
{
    switch (n->code) {
    case NOTICE_NEW_GAME_VS_ENGINE:
        snprintf(buf, size, by_side(n->side, _("New game: you play White, the engine level %d."),
                                    _("New game: you play Black, the engine level %d.")), n->level);
        break;
    case NOTICE_NEW_GAME: snprintf(buf, size, "%s", _("New game.")); break;
    case NOTICE_YOU_PLAY:
        snprintf(buf, size, by_side(n->side, _("You play White, the engine level %d."),
                                    _("You play Black, the engine level %d.")), n->level);
        break;
    case NOTICE_RESUMED_VS_ENGINE:
        snprintf(buf, size, by_side(n->side, _("Game resumed: you play White, the engine level %d."),
                                    _("Game resumed: you play Black, the engine level %d.")), n->level);
        break;
    case NOTICE_RESUMED_TWO_PLAYERS:
        snprintf(buf, size, "%s", by_side(n->side, _("Game resumed: two players, White to move."),
                                          _("Game resumed: two players, Black to move.")));
        return true;
    case NOTICE_RESUMED_WATCHING:
        snprintf(buf, size, _("Game resumed: the engine plays itself at level %d."), n->level);
        return true;
    default: return false;
    }
    add_turn(buf, size, n->turn);
    return true;
}

/* After a declined resume: what became of the game, then the new one. */
static bool say_declined(const Notice *n, char *buf, size_t size)
{
    char first[WORDS_SIZE + FILES_PATH_SIZE] = "";
    switch (n->code) {
    case NOTICE_DECLINED_ARCHIVED:
        snprintf(first, sizeof first, "%s", _("The interrupted game is in the archive as unfinished."));
        break;
    case NOTICE_DECLINED_FORFEITED:
        snprintf(first, sizeof first, "%s", _("The interrupted rated game counts as lost; it is in the archive."));
        break;
    case NOTICE_DECLINED_SET_ASIDE: break;
    case NOTICE_DECLINED_KEPT: snprintf(first, sizeof first, _("The interrupted game is kept as %s."), n->path); break;
    case NOTICE_DECLINED_STAYS: {
        char why[FILE_PROBLEM_TEXT_SIZE];
        snprintf(first, sizeof first, _("The interrupted game stays where it is (%s)."),
                 words_file_problem(&n->detail, why, sizeof why));
        break;
    }
    default: return false;
    }
    const char *next = n->others ? _("New game.")
                                 : by_side(n->side, _("New game: you play White."), _("New game: you play Black."));
    snprintf(buf, size, "%s%s%s", first, first[0] != '\0' ? " " : "", next);
    add_turn(buf, size, n->turn);
    return true;
}

/* The notices about files: loading, saving, the autosave. */
static bool say_files(const Notice *n, char *buf, size_t size)
{
    /* Why the file (and the second one) could not be used, in words. */
    char detail[FILE_PROBLEM_TEXT_SIZE], detail2[FILE_PROBLEM_TEXT_SIZE];
    words_game_file_problem(&n->detail, &n->game_problem, detail, sizeof detail);
    words_file_problem(&n->detail2, detail2, sizeof detail2);
    switch (n->code) {
    case NOTICE_EGDB_TABLE_UNUSED: snprintf(buf, size, _("Endgame table not used: %s"), detail); break;
    case NOTICE_EGDB_UNUSED: snprintf(buf, size, _("Endgame databases not used: %s"), detail); break;
    case NOTICE_NOT_LOADED: snprintf(buf, size, _("Not loaded: %s"), detail); break;
    case NOTICE_LOADED:
        if (n->others)
            snprintf(buf, size, P_("Loaded %s (%d ply), a game between other players.",
                                   "Loaded %s (%d plies), a game between other players.", n->count),
                     n->path, n->count);
        else
            snprintf(buf, size, P_("Loaded %s (%d ply).", "Loaded %s (%d plies).", n->count), n->path, n->count);
        break;
    case NOTICE_SAVE_IS_ARCHIVE:
        snprintf(buf, size, _("Not saved: %s is the game archive, where every game goes by itself; choose another "
                              "file."), n->path);
        break;
    case NOTICE_SAVE_IS_DIRECTORY: snprintf(buf, size, _("Not saved: %s is a directory; give a file name."), n->path); break;
    case NOTICE_SAVE_NOT_REGULAR: snprintf(buf, size, _("Not saved: %s is not a regular file."), n->path); break;
    case NOTICE_SAVE_EXISTS: snprintf(buf, size, _("%s already exists."), n->path); break;
    case NOTICE_NOT_SAVED: snprintf(buf, size, _("Not saved: %s"), detail); break;
    case NOTICE_SAVED: snprintf(buf, size, _("Saved to %s"), n->path); break;
    case NOTICE_AUTOSAVE_FAILED: snprintf(buf, size, _("the game could not be saved: %s"), detail); break;
    case NOTICE_AUTOSAVED: snprintf(buf, size, _("the game was saved; run dama again to resume it (%s)"), n->path); break;
    case NOTICE_AUTOSAVE_UNREADABLE_LEFT:
        snprintf(buf, size, _("The interrupted game could not be read (%s) and is left where it is (%s); starting "
                              "anew."), detail, detail2);
        break;
    case NOTICE_NOT_ARCHIVED_SAVED:
        snprintf(buf, size, _("The game could not be archived (%s); it is saved as %s."), detail, n->path);
        break;
    case NOTICE_NOT_ARCHIVED:
        snprintf(buf, size, _("The game could not be archived (%s) nor saved (%s)."), detail, detail2);
        break;
    case NOTICE_AUTOSAVE_UNREADABLE_KEPT:
        snprintf(buf, size, _("The interrupted game could not be read (%s); the file is kept as %s. Starting anew."),
                 detail, n->path);
        break;
    case NOTICE_AUTOSAVE_PARTIAL:
        snprintf(buf, size, P_("The interrupted game could not be read whole (%s); the file is kept as %s. Its first "
                               "%d ply can be resumed.",
                               "The interrupted game could not be read whole (%s); the file is kept as %s. Its first "
                               "%d plies can be resumed.", n->count), detail, n->path, n->count);
        break;
    default: return false;
    }
    return true;
}

char *words_notice(const Notice *n, char *buf, size_t size)
{
    if (size == 0)
        return buf;
    buf[0] = '\0';
    const char *fixed = fixed_sentence(n->code);
    if (fixed != NULL) {
        snprintf(buf, size, "%s", fixed);
        return buf;
    }
    if (n->code == NOTICE_PLAYING_ON) {
        snprintf(buf, size, P_("Playing on from here: %d later ply dropped.", "Playing on from here: %d later plies dropped.",
                               n->count), n->count);
        add_turn(buf, size, n->turn);
        return buf;
    }
    if (say_play(n, buf, size) || say_players(n, buf, size) || say_declined(n, buf, size))
        return buf;
    say_files(n, buf, size);
    return buf;
}

char *words_editor_problem(const EditorError *why, char *buf, size_t size)
{
    switch (why->code) {
    case EDITOR_NOT_A_SQUARE:
        snprintf(buf, size, _("'%s' is not a square: squares are numbered 1 to %d"), why->quoted, NUM_SQUARES);
        break;
    case EDITOR_NO_SQUARE_TYPED: snprintf(buf, size, _("type a square number (1 to %d) first"), NUM_SQUARES); break;
    case EDITOR_MAN_ON_CROWN_ROW:
        snprintf(buf, size, by_side(why->side, _("a White man cannot stand on square %d: it is White's crowning row "
                                                 "(make it a king)"),
                                    _("a Black man cannot stand on square %d: it is Black's crowning row (make it a "
                                      "king)")), why->square);
        break;
    case EDITOR_TOO_MANY_PIECES:
        if (why->side == WHITE)
            snprintf(buf, size, P_("White has %d piece: a side has at most %d", "White has %d pieces: a side has at "
                                   "most %d", why->pieces), why->pieces, PIECES_PER_SIDE_MAX);
        else
            snprintf(buf, size, P_("Black has %d piece: a side has at most %d", "Black has %d pieces: a side has at "
                                   "most %d", why->pieces), why->pieces, PIECES_PER_SIDE_MAX);
        break;
    case EDITOR_NO_PIECE:
        snprintf(buf, size, "%s", by_side(why->side, _("White has no piece: put at least one on the board"),
                                          _("Black has no piece: put at least one on the board")));
        break;
    case EDITOR_OK: case EDITOR_PROBLEM_COUNT: snprintf(buf, size, "%s", ""); break;
    }
    return buf;
}
