/*
 * cli_replay.c - `dama replay FILE|-`: replay every game of a PDN file.
 *
 * stdout, one line per valid game:   game N: FINAL-FEN RESULT REASON
 *   e.g. "game 1: W:W18:B3,K7 1/2-1/2 threefold repetition after 31...22-18"
 * stderr, per problem:  dama: FILE:LINE:COL: message
 *   warnings (the game still counts as valid) say "warning: ...".
 * Exit status: 0 when the file holds at least one game and every game is
 * valid, 1 otherwise (or on an I/O error), 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "intl.h"
#include "words_files.h"
#include "fen.h"
#include "pdn.h"

/* How the game ended.  A file records a result, not why: when no rule ended
 * the game on the board, the reader takes the recorded result as a
 * resignation or an agreement, but it may as well have been adjudicated or
 * lost on time, so say only what the file says. */
static void describe_ending(const Game *g, char *buf, size_t size)
{
    const char *token = game_result_token(g->result);
    if (g->reason == END_RESIGNATION)
        snprintf(buf, size, "%s %s won (not ended on the board: resignation or adjudication)", token,
                 side_name(g->result == RESULT_WHITE_WINS ? WHITE : BLACK));
    else if (g->reason == END_AGREEMENT)
        snprintf(buf, size, "%s drawn (not ended on the board: agreement or adjudication)", token);
    else
        game_describe_result(g, buf, size);
}

static int print_game(const PdnGame *pg, int number, void *ctx)
{
    char fen[FEN_BUFSIZE], result[256];
    (void)ctx;
    fen_format(&pg->game.pos, fen, sizeof fen);
    describe_ending(&pg->game, result, sizeof result);
    printf("game %d: %s %s\n", number, fen, result);
    return 0;
}

int cmd_replay(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error("replay", "%s", _("no file given (- reads standard input)"));
    if (argc > 2)
        return cli_usage_error("replay", "%s", _("more than one file given"));
    if (argv[1][0] == '\0')
        return cli_usage_error("replay", "%s", _("empty file name"));
    if (argv[1][0] == '-' && argv[1][1] != '\0')
        return cli_usage_error("replay", _("unknown option '%s'"), argv[1]);

    const char *path = argv[1];
    const char *name = pdn_display_name(path);
    char *text, msg[FILE_PROBLEM_TEXT_SIZE];
    size_t len;
    CliGameCount count;
    FileProblem why;

    if (pdn_read_file(path, &text, &len, &why) != 0) {
        cli_error("%s", words_file_problem(&why, msg, sizeof msg));
        return 1;
    }
    cli_each_game(name, text, len, 0, false, print_game, NULL, &count);
    free(text);
    fflush(stdout);
    if (count.games == 0) {
        cli_error(_("%s: no game found"), name);
        return 1;
    }
    return count.invalid == 0 ? 0 : 1;
}
