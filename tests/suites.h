/* Every Check suite of the test runner, one SUITE(name) line each; the
 * function `Suite *name(void)` is defined in one of tests/test_*.c. */
SUITE(board_suite)
SUITE(text_suite)
SUITE(fen_suite)
SUITE(movegen_suite)
SUITE(movegen_reference_suite)
SUITE(notation_suite)
SUITE(game_suite)
SUITE(pdn_suite)
SUITE(pdn_writer_suite)
SUITE(score_suite)
SUITE(timebudget_suite)
SUITE(search_limits_suite)
SUITE(search_report_suite)
SUITE(pdn_files_suite)
SUITE(tt_suite)
SUITE(search_suite)
SUITE(book_suite)
SUITE(eval_suite)
SUITE(levels_suite)
SUITE(runner_suite)
SUITE(protocol_suite)
SUITE(files_suite)
SUITE(session_suite)
SUITE(analysis_suite)
SUITE(ui_suite)
SUITE(review_suite)
SUITE(settings_suite)
SUITE(ui_review_suite)
SUITE(archive_suite)
SUITE(rating_suite)
SUITE(egdb_suite)
SUITE(game_clock_suite)
SUITE(session_clock_suite)
SUITE(modes_suite)
SUITE(ballot_suite)
SUITE(editor_suite)
/* part "files" (issue 15): untrusted files, endgame tables */
SUITE(fileread_suite)
/* part "facts" (issue 16): the words layer */
SUITE(words_suite)
/* part "keys" (issue 16): the one table of the keys */
SUITE(ui_commands_suite)
/* part "train" (issue 17): the mistakes as exercises */
SUITE(training_suite)
/* part "drills" (issue 17): the endgame ladder */
SUITE(drill_suite)
/* issue 17, part "puzzles": tiri */
SUITE(puzzle_suite)
/* part "screens" (issue 16): looking back, the analysis, their settings */
SUITE(review_state_suite)
/* part "named" (issue 17): the named positions of the endgame ladder */
SUITE(drill_named_suite)
/* part "drillui" (issues 17 and 18): the databases built in the background, the drills' sentences */
SUITE(egdb_job_suite)
SUITE(words_drill_suite)
/* part "idle" (issue 17 item 2): the games analysed in the background */
SUITE(training_job_suite)
/* part eval (issue 18): the pattern evaluation */
SUITE(eval_pattern_suite)
/* part "fileproblems" (issue 16, item 1): why a file cannot be used, as facts */
SUITE(file_problem_suite)
