/* Every Check suite of the test runner, one SUITE(name) line each; the
 * function `Suite *name(void)` is defined in one of tests/test_*.c. */
SUITE(fen_suite)
SUITE(movegen_suite)
SUITE(notation_suite)
SUITE(game_suite)
SUITE(pdn_suite)
SUITE(tt_suite)
SUITE(search_suite)
SUITE(protocol_suite)
SUITE(ui_suite)
