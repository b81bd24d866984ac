/*
 * test_words.c - the words layer (part "facts", issue 16): every fact the
 * library reports has a whole sentence, none empty, none with a stray
 * conversion; counts take their plural; the English a player reads is the
 * English machine-read output has always had (move_refusal_format,
 * score_describe, game_describe_result).
 */
#include <check.h>
#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "notation.h"
#include "pdn.h"
#include "score.h"
#include "test_helpers.h"
#include "words_game.h"
#include "words_move.h"
#include "words_number.h"
#include "words_options.h"
#include "words_pdn.h"
#include "words_puzzle.h"
#include "words_session.h"

/* A sentence fit to show: something said, every conversion filled in. */
static void assert_sentence(const char *text, const char *what, int code)
{
    ck_assert_msg(text[0] != '\0', "%s %d has no sentence", what, code);
    ck_assert_msg(strchr(text, '%') == NULL, "%s %d: stray %% in '%s'", what, code, text);
    ck_assert_msg(strstr(text, "(null)") == NULL, "%s %d: '%s'", what, code, text);
}

/* A refusal with every fact given. */
static MoveRefusal sample_refusal(RefusalCode code, bool king, bool occupant_king, int side, int rule)
{
    MoveRefusal w;
    memset(&w, 0, sizeof w);
    w.code = code;
    w.from = 22;
    w.to = 18;
    w.square = 15;
    w.king = king;
    w.occupant_king = occupant_king;
    w.side = side;
    w.rule = rule;
    snprintf(w.move, sizeof w.move, "%s", "22x15x6");
    snprintf(w.moves, sizeof w.moves, "%s", "27x20x11, 28x19");
    snprintf(w.typed, sizeof w.typed, "%s", "22y18");
    return w;
}

START_TEST(every_refusal_has_the_machine_english)
{
    for (int code = REFUSAL_NONE + 1; code < REFUSAL_COUNT; code++)
        for (int variant = 0; variant < 16; variant++) {
            MoveRefusal w = sample_refusal((RefusalCode)code, variant & 1, variant & 2, (variant >> 2) & 1,
                                           1 + variant % 4);
            char said[WORDS_SIZE], machine[NOTATION_ERRSIZE];
            words_refusal(&w, said, sizeof said);
            assert_sentence(said, "refusal", code);
            move_refusal_format(&w, machine, sizeof machine);
            ck_assert_msg(strcmp(said, machine) == 0, "refusal %d variant %d: words '%s', machine '%s'", code, variant,
                          said, machine);
        }
}
END_TEST

START_TEST(refusals_of_real_moves_read_alike)
{
    static const struct { const char *fen, *typed; } cases[] = {
        {"W:W22:B18,14", "22-17x"},      /* not a move */
        {"W:W27:B23,15,1", "27-23"},     /* a capture is mandatory */
        {"W:W21:B1", "21-16"},           /* not on one diagonal */
        {"W:W21:B1", "21-25"},           /* a man never moves backward */
        {"W:W21,17:B1", "21-17"},        /* own man */
        {"W:WK21:BK17", "21-17"},        /* Black's king */
        {"W:W21:B1", "5-9"},             /* empty square */
        {"W:W21:B1", "1-5"},             /* Black's man */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Position p = test_position(cases[i].fen);
        Move m;
        MoveRefusal why;
        char err[NOTATION_ERRSIZE], said[WORDS_SIZE];
        ck_assert(move_parse_why(&p, cases[i].typed, false, &m, &why) != PARSE_OK);
        ck_assert(move_parse(&p, cases[i].typed, &m, err, sizeof err) == why.status);
        ck_assert_str_eq(words_refusal(&why, said, sizeof said), err);
    }
}
END_TEST

START_TEST(a_refused_move_names_what_was_typed)
{
    Position p = test_position("W:W21:B1");
    Move m;
    MoveRefusal why;
    char said[WORDS_SIZE];
    move_parse_why(&p, "21-16", false, &m, &why);
    ck_assert_str_eq(words_refused_move("21-16", &why, said, sizeof said),
                     "21-16: the man on 21 cannot move to 16: 21 and 16 are not on one diagonal (a piece moves one "
                     "square diagonally)");
    /* Not a move: quoted whole, however long (the facts keep 40 bytes). */
    const char *typed = "this is not a move at all, and it goes on for quite a while";
    move_parse_why(&p, typed, false, &m, &why);
    ck_assert_uint_lt(strlen(why.typed), strlen(typed));
    words_refused_move(typed, &why, said, sizeof said);
    ck_assert_ptr_nonnull(strstr(said, typed));
}
END_TEST

static Notice sample_notice(NoticeCode code, int side, int count, SessionTurn turn)
{
    Notice n;
    memset(&n, 0, sizeof n);
    n.code = code;
    n.side = side;
    n.level = 3;
    n.count = count;
    n.turn = turn;
    snprintf(n.move, sizeof n.move, "%s", "22-19");
    snprintf(n.typed, sizeof n.typed, "%s", "10-14");
    snprintf(n.path, sizeof n.path, "%s", "/tmp/game.pdn");
    file_problem_errno(&n.detail, NULL, ENOSPC);  /* "No space left on device" */
    file_problem_errno(&n.detail2, NULL, EACCES); /* "Permission denied" */
    n.refusal = sample_refusal(REFUSAL_NOT_DIAGONAL, false, false, WHITE, 1);
    return n;
}

START_TEST(every_notice_has_a_sentence)
{
    char said[WORDS_SIZE * 2];
    for (int code = NOTICE_NONE + 1; code < NOTICE_COUNT; code++)
        for (int side = WHITE; side <= BLACK; side++)
            for (int turn = TURN_NONE; turn <= TURN_BLACK_TO_MOVE; turn++)
                for (int others = 0; others < 2; others++) {
                    Notice n = sample_notice((NoticeCode)code, side, 1 + others, (SessionTurn)turn);
                    n.others = others;
                    assert_sentence(words_notice(&n, said, sizeof said), "notice", code);
                }
    for (int turn = TURN_NONE + 1; turn <= TURN_BLACK_TO_MOVE; turn++)
        assert_sentence(words_turn((SessionTurn)turn), "turn", turn);
    ck_assert_str_eq(words_turn(TURN_NONE), "");
}
END_TEST

/* The notice's sentence for count. */
static const char *notice_with(NoticeCode code, int count, bool others, char *buf, size_t size)
{
    Notice n = sample_notice(code, WHITE, count, TURN_NONE);
    n.others = others;
    return words_notice(&n, buf, size);
}

START_TEST(notices_count_with_plurals)
{
    char said[WORDS_SIZE * 2];
    ck_assert_str_eq(notice_with(NOTICE_PLAYING_ON, 1, false, said, sizeof said),
                     "Playing on from here: 1 later ply dropped.");
    ck_assert_str_eq(notice_with(NOTICE_PLAYING_ON, 2, false, said, sizeof said),
                     "Playing on from here: 2 later plies dropped.");
    ck_assert_str_eq(notice_with(NOTICE_LOADED, 1, false, said, sizeof said), "Loaded /tmp/game.pdn (1 ply).");
    ck_assert_str_eq(notice_with(NOTICE_LOADED, 2, true, said, sizeof said),
                     "Loaded /tmp/game.pdn (2 plies), a game between other players.");
    ck_assert_ptr_nonnull(strstr(notice_with(NOTICE_AUTOSAVE_PARTIAL, 1, false, said, sizeof said),
                                 "Its first 1 ply can be resumed."));
    ck_assert_ptr_nonnull(strstr(notice_with(NOTICE_AUTOSAVE_PARTIAL, 2, false, said, sizeof said),
                                 "Its first 2 plies can be resumed."));
}
END_TEST

START_TEST(notices_name_the_side_and_the_turn)
{
    char said[WORDS_SIZE * 2];
    Notice n = sample_notice(NOTICE_SIDE_PLAYED, BLACK, 0, TURN_WHITE_TO_MOVE);
    ck_assert_str_eq(words_notice(&n, said, sizeof said), "Black played 22-19. White to move.");
    n = sample_notice(NOTICE_NEW_GAME_VS_ENGINE, WHITE, 0, TURN_YOURS);
    ck_assert_str_eq(words_notice(&n, said, sizeof said), "New game: you play White, the engine level 3. Your move.");
    n = sample_notice(NOTICE_TIME_UP, BLACK, 0, TURN_NONE);
    ck_assert_str_eq(words_notice(&n, said, sizeof said), "Black ran out of time: White wins.");
    n = sample_notice(NOTICE_DECLINED_KEPT, BLACK, 0, TURN_ENGINE_STARTS);
    ck_assert_str_eq(words_notice(&n, said, sizeof said),
                     "The interrupted game is kept as /tmp/game.pdn. New game: you play Black. The engine starts.");
    n = sample_notice(NOTICE_MOVE_REFUSED, WHITE, 0, TURN_NONE);
    snprintf(n.typed, sizeof n.typed, "%s", "22-18");
    ck_assert_str_eq(words_notice(&n, said, sizeof said),
                     "22-18: the man on 22 cannot move to 18: 22 and 18 are not on one diagonal (a piece moves one "
                     "square diagonally)");
}
END_TEST

START_TEST(review_summary_counts_with_plurals)
{
    GameReview r = {0};
    char text[WORDS_SIZE];
    r.players[WHITE] = (PlayerSummary){.moves = 1, .total_loss = 100, .inaccuracies = 1, .mistakes = 1, .blunders = 1};
    r.players[BLACK] = (PlayerSummary){.moves = 2, .total_loss = 0, .inaccuracies = 2, .mistakes = 2, .blunders = 2};
    ck_assert_str_eq(words_review_summary(&r, WHITE, text, sizeof text),
                     "White: average loss 1.00 per move (1 move), 1 inaccuracy, 1 mistake, 1 blunder");
    ck_assert_str_eq(words_review_summary(&r, BLACK, text, sizeof text),
                     "Black: average loss 0.00 per move (2 moves), 2 inaccuracies, 2 mistakes, 2 blunders");
}
END_TEST

START_TEST(scores_read_as_the_machine_english)
{
    const int scores[] = {0, 3, -3, 35, -120, 999, score_win_in(1), score_win_in(13), score_loss_in(2),
                          SCORE_EGDB_WIN - 9, -(SCORE_EGDB_WIN - 9)};
    for (size_t i = 0; i < sizeof scores / sizeof scores[0]; i++)
        for (int side = WHITE; side <= BLACK; side++) {
            char said[SCORE_TEXT_SIZE * 2], machine[SCORE_TEXT_SIZE * 2];
            ck_assert_str_eq(words_score(scores[i], side, said, sizeof said),
                             score_describe(scores[i], side, machine, sizeof machine));
            for (int over = 0; over < 2; over++)
                for (int egdb = 0; egdb < 2; egdb++) {
                    review_eval_text(scores[i], over, egdb, machine, sizeof machine);
                    ck_assert_str_eq(words_eval(scores[i], over, egdb, said, sizeof said), machine);
                }
        }
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.egdb = EGDB_DRAW;
    char text[SCORE_TEXT_SIZE];
    ck_assert_str_eq(words_search_score(&info, WHITE, text, sizeof text), "draw (database)");
    info.egdb = EGDB_UNKNOWN;
    ck_assert_str_eq(words_search_score(&info, WHITE, text, sizeof text), "even (+0.00)");
    info.egdb = EGDB_WIN;
    info.score = SCORE_EGDB_WIN - 9;
    ck_assert_str_eq(words_search_score(&info, BLACK, text, sizeof text), "Black wins (database)");
}
END_TEST

START_TEST(results_read_as_the_machine_english)
{
    Game g;
    char said[256], machine[256];
    game_init(&g, NULL);
    for (int reason = END_NONE; reason <= END_TIME; reason++)
        for (int result = RESULT_NONE; result <= RESULT_DRAW; result++) {
            g.reason = (EndReason)reason;
            g.result = (GameResult)result;
            game_describe_result(&g, machine, sizeof machine);
            ck_assert_str_eq(words_result(&g, said, sizeof said), machine);
            assert_sentence(said, "reason", reason);
        }
    g.reason = END_NONE;
    g.result = RESULT_NONE;
    test_play(&g, "22-19");
    g.reason = END_THREEFOLD;
    g.result = RESULT_DRAW;
    ck_assert_str_eq(words_result(&g, said, sizeof said), "1/2-1/2 threefold repetition after 1.22-19");
    game_free(&g);
}
END_TEST

START_TEST(every_editor_problem_has_a_sentence)
{
    char said[WORDS_SIZE];
    for (int code = EDITOR_OK + 1; code < EDITOR_PROBLEM_COUNT; code++)
        for (int side = WHITE; side <= BLACK; side++) {
            EditorError why = {.code = (EditorProblem)code, .side = side, .square = 3, .pieces = 13, .quoted = "99"};
            assert_sentence(words_editor_problem(&why, said, sizeof said), "editor problem", code);
        }
    EditorError crowned = {.code = EDITOR_MAN_ON_CROWN_ROW, .side = BLACK, .square = 30};
    ck_assert_str_eq(words_editor_problem(&crowned, said, sizeof said),
                     "a Black man cannot stand on square 30: it is Black's crowning row (make it a king)");
}
END_TEST

START_TEST(every_fen_error_has_the_machine_english)
{
    for (int code = FEN_OK + 1; code < FEN_ERROR_COUNT; code++)
        for (int variant = 0; variant < 4; variant++) {
            FenError why = {.code = (FenErrorCode)code, .number = 33, .side = variant & 1, .count = 13,
                            .section = 1 + (variant >> 1), .length = 600, .token = "K33", .found = "?"};
            if (code == FEN_EXPECTED_LIST && variant == 3)
                why.token[0] = '\0';   /* at the end of the text */
            char said[WORDS_SIZE], machine[FEN_ERRSIZE];
            words_fen_error(&why, said, sizeof said);
            assert_sentence(said, "fen error", code);
            ck_assert_str_eq(said, fen_error_format(&why, machine, sizeof machine));
        }
    Position p;
    FenError why;
    char said[WORDS_SIZE], err[FEN_ERRSIZE];
    ck_assert_int_eq(fen_parse_why("W:W21,21:B1", &p, &why), -1);
    ck_assert_int_eq(why.code, FEN_SQUARE_TWICE);
    ck_assert_int_eq(fen_parse("W:W21,21:B1", &p, err, sizeof err), -1);
    ck_assert_str_eq(words_fen_error(&why, said, sizeof said), err);
    ck_assert_str_eq(err, "square 21 listed twice ('21')");
}
END_TEST

START_TEST(rating_in_words)
{
    Progress p;
    memset(&p, 0, sizeof p);
    p.rating = 1012;
    p.glicko.deviation = 50;
    char text[WORDS_SIZE];
    ck_assert(words_rating(&p, text, sizeof text));
    ck_assert_str_eq(text, "Rating 1012");
    p.have_change = true;
    p.last_change = -8;
    ck_assert(words_rating(&p, text, sizeof text));
    ck_assert_str_eq(text, "Rating 1012 (last game -8)");
    p.glicko.deviation = 350;
    ck_assert(words_rating(&p, text, sizeof text));
    ck_assert_str_eq(text, "Rating 1012 (provisional; last game -8)");
    file_problem_set(&p.error, FILE_PROBLEM_SAVE_FAILED, "/d/games.pdn")->sys_errno = ENOSPC;
    ck_assert(!words_rating(&p, text, sizeof text));
    ck_assert_str_eq(text, "Game not archived: /d/games.pdn: cannot save: No space left on device");
}
END_TEST

/* Part words16: a refused search limit in words, for every code; the
 * English a player reads is the protocol's English with the option in
 * front of it. */
START_TEST(every_limits_error_has_the_machine_english)
{
    for (int code = LIMITS_OK + 1; code <= LIMITS_NO_TIME_FOR_MOVER; code++) {
        LimitsError why = {.code = (LimitsProblem)code, .name = "winc", .other = "wtime", .min = 1, .max = 128};
        snprintf(why.value, sizeof why.value, "%s", "x");
        char said[WORDS_SIZE], machine[LIMITS_ERRSIZE], expected[WORDS_SIZE];
        words_limits_error(&why, "--winc", said, sizeof said);
        assert_sentence(said, "limits error", code);
        limits_error_format(&why, machine, sizeof machine);
        bool names_option = code != LIMITS_INCREMENT_WITHOUT_TIME && code != LIMITS_NO_TIME_FOR_MOVER;
        snprintf(expected, sizeof expected, "%s%s%s", names_option ? "--winc" : "", names_option ? " " : "", machine);
        ck_assert_str_eq(said, expected);
    }
}
END_TEST

/* Part words16: no ballot in words, for every code, and the English the
 * command line has always printed. */
START_TEST(every_ballot_error_has_a_sentence)
{
    for (int code = BALLOT_OK + 1; code <= BALLOT_BROKEN; code++) {
        BallotError why = {.code = (BallotProblem)code, .number = 2401, .count = 2400};
        snprintf(why.path, sizeof why.path, "%s", "/a/openings.pdn");
        snprintf(why.other, sizeof why.other, "%s", "/b/openings.pdn");
        snprintf(why.detail, sizeof why.detail, "%s", "square 5 listed twice");
        file_problem_set(&why.file, FILE_PROBLEM_NOT_REGULAR, "/a/openings.pdn");
        char said[WORDS_SIZE];
        assert_sentence(words_ballot_error(&why, said, sizeof said), "ballot error", code);
        if (code == BALLOT_OUT_OF_RANGE)
            ck_assert_str_eq(said, "there are 2400 ballots: give a number from 1 to 2400, not 2401");
        if (code == BALLOT_ENV_UNREADABLE)
            ck_assert_str_eq(said, "DAMA_OPENINGS names /a/openings.pdn, which cannot be read");
        if (code == BALLOT_MISSING)
            ck_assert_str_eq(said, "the ballot openings are missing: looked for /a/openings.pdn and /b/openings.pdn "
                                   "(reinstall dama, or set DAMA_OPENINGS)");
        if (code == BALLOT_UNREADABLE)
            ck_assert_str_eq(said, "/a/openings.pdn: not a regular file");
    }
}
END_TEST

/* A file of puzzles not read: one sentence for every status, the same in
 * `dama puzzle` and on the puzzle screen; the statuses about what the file
 * holds are the damaged ones (the screen says so before the reason). */
START_TEST(every_puzzle_set_error_has_a_sentence)
{
    for (int code = PUZZLE_SET_UNREADABLE; code <= PUZZLE_SET_NO_MEMORY; code++) {
        PuzzleSetError e = {.status = (PuzzleSetStatus)code, .line = 12, .col = 4};
        file_problem_set(&e.file, FILE_PROBLEM_NOT_REGULAR, "/a/pz.pdn");
        e.game.problem = PDN_PROBLEM_UNEXPECTED_WORD;
        e.game.line = 12;
        e.game.col = 4;
        snprintf(e.game.text, sizeof e.game.text, "%s", "hello");
        char said[WORDS_SIZE];
        assert_sentence(words_puzzle_set_error("/a/pz\033.pdn", &e, said, sizeof said), "puzzle set error", code);
        ck_assert_msg(strchr(said, '\033') == NULL, "status %d: the path is not made safe: %s", code, said);
        bool damage = code != PUZZLE_SET_UNREADABLE && code != PUZZLE_SET_NO_MEMORY;
        ck_assert_int_eq(puzzle_set_error_is_damage(e.status), damage);
        if (damage && code != PUZZLE_SET_EMPTY)
            ck_assert_msg(strstr(said, ":12") != NULL, "status %d names no line: %s", code, said);
    }
    PuzzleSetError e = {.status = PUZZLE_SET_DUPLICATE_ID, .line = 12};
    char said[WORDS_SIZE];
    ck_assert_str_eq(words_puzzle_set_error("pz.pdn", &e, said, sizeof said),
                     "pz.pdn:12: a PuzzleId that an earlier puzzle has already");
    e.status = PUZZLE_SET_UNREADABLE;
    file_problem_set(&e.file, FILE_PROBLEM_NOT_REGULAR, "/a/pz.pdn");
    ck_assert_str_eq(words_puzzle_set_error("/a/pz.pdn", &e, said, sizeof said), "/a/pz.pdn: not a regular file");
    ck_assert(!puzzle_set_error_is_damage(PUZZLE_SET_OK));
}
END_TEST

/* The attempts file not read or written: the damaged line, the file's own
 * problem, out of memory; the same sentence from both front ends. */
START_TEST(puzzle_record_errors_have_a_sentence)
{
    FileProblem why;
    file_problem_set(&why, FILE_PROBLEM_DANGLING_LINK, "/x/puzzles.txt");
    char said[WORDS_SIZE];
    ck_assert_str_eq(words_puzzle_record_error("/x/puz\033zles.txt", PUZZLE_RECORD_DAMAGED, 5, &why, said, sizeof said),
                     "/x/puz?zles.txt:5: not an attempt (ID solved|failed DIFFICULTY TIME); the file is left as it is");
    ck_assert_str_eq(words_puzzle_record_error("/x/puzzles.txt", PUZZLE_RECORD_UNREADABLE, 0, &why, said, sizeof said),
                     "/x/puzzles.txt: a symbolic link that leads nowhere");
    ck_assert_str_eq(words_puzzle_record_error("/x/puzzles.txt", PUZZLE_RECORD_NO_MEMORY, 0, &why, said, sizeof said),
                     "out of memory");
}
END_TEST

/* Numbers and dates as people of the locale write them; the C locale's
 * output unchanged (issue 16). */
/* One text per problem of the PDN reader, each the first problem of its
 * only game (a warning: the game is read, the problem is its first
 * warning). */
static const struct {
    const char *text;
    PdnProblem problem;
    bool warning;
} PDN_PROBLEM_CASES[] = {
    {"1. 22-18 {no end", PDN_PROBLEM_UNTERMINATED_COMMENT, false},
    {"1. 22-18 (10-14 *", PDN_PROBLEM_UNTERMINATED_VARIATION, false},
    {"1. 22-18 ) *", PDN_PROBLEM_UNMATCHED_PAREN, false},
    {"[ \"x\"]\n1. 22-18 *", PDN_PROBLEM_TAG_NO_NAME, false},
    {"[Event x]\n1. 22-18 *", PDN_PROBLEM_TAG_NO_VALUE, false},
    {"[Event \"x]\n1. 22-18 *", PDN_PROBLEM_TAG_UNTERMINATED, false},
    {"[Event \"x\" y]\n1. 22-18 *", PDN_PROBLEM_TAG_NOT_CLOSED, false},
    {"1. 22-18 hello *", PDN_PROBLEM_UNEXPECTED_WORD, false},
    {"1. 22-18 \001 *", PDN_PROBLEM_CONTROL_CHARACTER, false},
    {"1. 22-18 } *", PDN_PROBLEM_UNEXPECTED_CHARACTER, false},
    {"[GameType \"20\"]\n1. 32-28 *", PDN_PROBLEM_NOT_ITALIAN, false},
    {"[SetUp \"1\"]\n1. 22-18 *", PDN_PROBLEM_SETUP_WITHOUT_FEN, false},
    {"[FEN \"W:W1,1:B3\"]\n1. 1-5 *", PDN_PROBLEM_BAD_FEN, false},
    {"[FEN \"W:W22:B18\"]\n1. 22x13 2. 13-9 *", PDN_PROBLEM_MOVE_AFTER_END, false},
    {"1. 22-17 *", PDN_PROBLEM_ILLEGAL_MOVE, false},
    {"[FEN \"W:W22:B18\"]\n1. 22x13 0-1", PDN_PROBLEM_RESULT_CONTRADICTS, false},
    {"[Result \"1-0\"]\n1. 22-18 *", PDN_PROBLEM_RESULT_TAG_DIFFERS, true},
    {"[FEN \"W:W22:B18\"]\n1. 22x13 *", PDN_PROBLEM_UNFINISHED_BUT_ENDED, true},
};

START_TEST(every_pdn_problem_has_the_machine_english)
{
    bool seen[PDN_PROBLEM_COUNT] = {false};
    char said[2048];
    setenv("LC_ALL", "C", 1);
    for (size_t i = 0; i < sizeof PDN_PROBLEM_CASES / sizeof PDN_PROBLEM_CASES[0]; i++) {
        const char *text = PDN_PROBLEM_CASES[i].text;
        PdnReader r;
        PdnGame pg;
        PdnError err;
        pdn_reader_init(&r, text, strlen(text));
        PdnStatus status = pdn_read_game(&r, &pg, &err);
        const PdnError *e = &err;
        if (PDN_PROBLEM_CASES[i].warning) {
            ck_assert_msg(status == PDN_OK && pg.nwarnings > 0, "'%s': no warning", text);
            e = &pg.warnings[0];
        } else {
            ck_assert_msg(status == PDN_ERROR, "'%s' read without an error", text);
        }
        ck_assert_msg(e->problem == PDN_PROBLEM_CASES[i].problem, "'%s': problem %d, not %d", text, e->problem,
                      PDN_PROBLEM_CASES[i].problem);
        ck_assert_str_eq(words_pdn_problem(e, said, sizeof said), e->message);
        assert_sentence(said, "pdn problem", (int)e->problem);
        seen[e->problem] = true;
        if (status == PDN_OK)
            pdn_game_free(&pg);
    }
    /* A FEN tag longer than any position needs. */
    char long_fen[1024];
    int n = snprintf(long_fen, sizeof long_fen, "[FEN \"W:W");
    while (n < 700)
        n += snprintf(long_fen + n, sizeof long_fen - (size_t)n, "21,");
    snprintf(long_fen + n, sizeof long_fen - (size_t)n, "22:B1\"]\n1. 22-18 *");
    PdnReader r;
    PdnGame pg;
    PdnError err;
    pdn_reader_init(&r, long_fen, strlen(long_fen));
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_int_eq(err.problem, PDN_PROBLEM_FEN_TOO_LONG);
    ck_assert_str_eq(words_pdn_problem(&err, said, sizeof said), err.message);
    seen[err.problem] = true;
    for (int code = PDN_PROBLEM_NONE + 1; code < PDN_PROBLEM_COUNT; code++)
        ck_assert_msg(seen[code], "no case for pdn problem %d", code);
    /* The place before the sentence, as the command line shows it. */
    pdn_reader_init(&r, "\n1. 22-17 *", 11);
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_ERROR);
    ck_assert_str_eq(words_pdn_error_at("g.pdn", &err, said, sizeof said),
                     "g.pdn:2:4: illegal move '22-17': the man on 22 cannot move to 17: 22 and 17 are not on one "
                     "diagonal (a piece moves one square diagonally)");
    unsetenv("LC_ALL");
}
END_TEST

START_TEST(dates_and_decimals_follow_the_locale)
{
    char buf[64];
    setenv("LC_ALL", "C", 1);
    ck_assert_str_eq(words_date("2026.12.01", buf, sizeof buf), "2026.12.01");
    ck_assert_str_eq(words_date("2026-12-02", buf, sizeof buf), "2026-12-02");
    ck_assert_str_eq(words_decimal(0.52, 2, buf, sizeof buf), "0.52");
    locale_t it = newlocale(LC_ALL_MASK, "it_IT.UTF-8", (locale_t)0);
    if (it != (locale_t)0) {   /* make check generates it (tools/deps.sh) */
        freelocale(it);
        setenv("LC_ALL", "it_IT.UTF-8", 1);
        ck_assert_str_eq(words_date("2026.12.01", buf, sizeof buf), "01/12/2026");
        ck_assert_str_eq(words_date("2026-12-02", buf, sizeof buf), "02/12/2026");
        ck_assert_str_eq(words_date("not a date", buf, sizeof buf), "not a date");
        ck_assert_str_eq(words_decimal(0.52, 2, buf, sizeof buf), "0,52");
    }
    unsetenv("LC_ALL");
}
END_TEST

Suite *words_suite(void)
{
    Suite *s = suite_create("words");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, every_refusal_has_the_machine_english);
    tcase_add_test(tc, refusals_of_real_moves_read_alike);
    tcase_add_test(tc, a_refused_move_names_what_was_typed);
    tcase_add_test(tc, every_notice_has_a_sentence);
    tcase_add_test(tc, notices_count_with_plurals);
    tcase_add_test(tc, notices_name_the_side_and_the_turn);
    tcase_add_test(tc, review_summary_counts_with_plurals);
    tcase_add_test(tc, scores_read_as_the_machine_english);
    tcase_add_test(tc, results_read_as_the_machine_english);
    tcase_add_test(tc, rating_in_words);
    tcase_add_test(tc, every_fen_error_has_the_machine_english);
    tcase_add_test(tc, every_editor_problem_has_a_sentence);
    tcase_add_test(tc, every_limits_error_has_the_machine_english); /* part words16 */
    tcase_add_test(tc, every_ballot_error_has_a_sentence);         /* part words16 */
    tcase_add_test(tc, dates_and_decimals_follow_the_locale);
    tcase_add_test(tc, every_pdn_problem_has_the_machine_english);
    tcase_add_test(tc, every_puzzle_set_error_has_a_sentence);
    tcase_add_test(tc, puzzle_record_errors_have_a_sentence);
    suite_add_tcase(s, tc);
    return s;
}
