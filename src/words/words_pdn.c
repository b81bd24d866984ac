/*
 * words_pdn.c - a game text's problems in words (words_pdn.h).
 *
 * One whole sentence per problem.  In English each reads as the reader's
 * own message (PdnError.message), so that a player's English and the
 * machine-read English agree; the translations follow the catalog.
 */
#include "words_pdn.h"

#include <stdio.h>

#include "intl.h"
#include "words_files.h"
#include "words_game.h"
#include "words_move.h"

/* A tag's problem: the sentence names the tag when it has a name. */
static char *tag_problem(const PdnError *e, char *buf, size_t size)
{
    switch (e->problem) {
    case PDN_PROBLEM_TAG_NO_NAME: snprintf(buf, size, "%s", _("bad tag: expected a tag name after '['")); break;
    case PDN_PROBLEM_TAG_NO_VALUE:
        snprintf(buf, size, _("bad tag %s: expected a quoted value after the name"), e->text);
        break;
    case PDN_PROBLEM_TAG_UNTERMINATED:
        snprintf(buf, size, _("bad tag %s: unterminated value (no closing '\"' on the line)"), e->text);
        break;
    default: snprintf(buf, size, _("bad tag %s: expected ']' after the value"), e->text); break;
    }
    return buf;
}

static char *ending_words(const PdnEnding *end, char *buf, size_t size)
{
    return words_game_end(end->result, end->reason, end->last, buf, size);
}

/* The problems that name a move, a FEN or how the game ended. */
static char *game_problem(const PdnError *e, char *buf, size_t size)
{
    char detail[512];
    switch (e->problem) {
    case PDN_PROBLEM_BAD_FEN:
        snprintf(buf, size, _("bad FEN tag: %s"), words_fen_error(&e->fen, detail, sizeof detail));
        break;
    case PDN_PROBLEM_MOVE_AFTER_END:
        snprintf(buf, size, _("move '%s' after the end of the game (%s)"), e->text,
                 ending_words(&e->ending, detail, sizeof detail));
        break;
    case PDN_PROBLEM_ILLEGAL_MOVE:
        snprintf(buf, size, _("illegal move '%s': %s"), e->text, words_refusal(&e->refusal, detail, sizeof detail));
        break;
    case PDN_PROBLEM_RESULT_CONTRADICTS:
        snprintf(buf, size, _("recorded result %s contradicts the game: %s"), game_result_token(e->recorded),
                 ending_words(&e->ending, detail, sizeof detail));
        break;
    case PDN_PROBLEM_RESULT_TAG_DIFFERS:
        snprintf(buf, size, _("Result tag \"%s\" differs from the result token '%s' at %d:%d"), e->text, e->other,
                 e->other_line, e->other_col);
        break;
    default:
        snprintf(buf, size, _("game recorded as unfinished ('*') but it ended: %s"),
                 ending_words(&e->ending, detail, sizeof detail));
        break;
    }
    return buf;
}

char *words_pdn_problem(const PdnError *e, char *buf, size_t size)
{
    switch (e->problem) {
    case PDN_PROBLEM_UNTERMINATED_COMMENT:
        snprintf(buf, size, "%s", _("unterminated comment: '{' without a closing '}'"));
        break;
    case PDN_PROBLEM_UNTERMINATED_VARIATION:
        snprintf(buf, size, "%s", _("unterminated variation: '(' without a closing ')'"));
        break;
    case PDN_PROBLEM_UNMATCHED_PAREN: snprintf(buf, size, "%s", _("')' without a matching '('")); break;
    case PDN_PROBLEM_TAG_NO_NAME:
    case PDN_PROBLEM_TAG_NO_VALUE:
    case PDN_PROBLEM_TAG_UNTERMINATED:
    case PDN_PROBLEM_TAG_NOT_CLOSED: return tag_problem(e, buf, size);
    case PDN_PROBLEM_UNEXPECTED_WORD:
        snprintf(buf, size,
                 e->cut ? _("unexpected '%s...': not a move, move number or result")
                        : _("unexpected '%s': not a move, move number or result"),
                 e->text);
        break;
    case PDN_PROBLEM_CONTROL_CHARACTER:
        snprintf(buf, size, _("unexpected control character 0x%02X"), (unsigned)e->number);
        break;
    case PDN_PROBLEM_UNEXPECTED_CHARACTER: snprintf(buf, size, _("unexpected '%c'"), e->number); break;
    case PDN_PROBLEM_NOT_ITALIAN:
        snprintf(buf, size,
                 _("GameType \"%s\" is not Italian draughts (GameType \"22\"); only Italian games can be read"),
                 e->text);
        break;
    case PDN_PROBLEM_SETUP_WITHOUT_FEN: snprintf(buf, size, "%s", _("SetUp \"1\" without a FEN tag")); break;
    case PDN_PROBLEM_FEN_TOO_LONG: snprintf(buf, size, "%s", _("bad FEN tag: value too long")); break;
    case PDN_PROBLEM_BAD_FEN:
    case PDN_PROBLEM_MOVE_AFTER_END:
    case PDN_PROBLEM_ILLEGAL_MOVE:
    case PDN_PROBLEM_RESULT_CONTRADICTS:
    case PDN_PROBLEM_RESULT_TAG_DIFFERS:
    case PDN_PROBLEM_UNFINISHED_BUT_ENDED: return game_problem(e, buf, size);
    case PDN_PROBLEM_NONE:
    case PDN_PROBLEM_COUNT:
        /* Not the reader's: a problem another layer recorded in its place
         * with its own message. */
        snprintf(buf, size, "%s", e->message);
        break;
    }
    return buf;
}

char *words_pdn_error_at(const char *file, const PdnError *e, char *buf, size_t size)
{
    char problem[1024];
    /* TRANSLATORS: a file, the line and column in it, what is wrong there. */
    snprintf(buf, size, _("%1$s:%2$d:%3$d: %4$s"), file, e->line, e->col,
             words_pdn_problem(e, problem, sizeof problem));
    return buf;
}

char *words_game_file_problem(const FileProblem *p, const PdnError *game, char *buf, size_t size)
{
    if (p->code == FILE_PROBLEM_BAD_GAME && game != NULL && game->problem != PDN_PROBLEM_NONE)
        return words_pdn_error_at(p->path, game, buf, size);
    return words_file_problem(p, buf, size);
}
