/*
 * test_settings.c - the settings file (settings.h): reading, writing back
 * without losing what the player wrote, atomic saving, bad values.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pdn.h"
#include "settings.h"
#include "test_helpers.h"

static char tmpdir[256];

static void use_tmp_data_dir(Files *f)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/dama-test-settings.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
    snprintf(f->data_dir, sizeof f->data_dir, "%s/data/dama", tmpdir);
}

START_TEST(defaults_hide_the_engine)
{
    Settings st;
    settings_defaults(&st);
    ck_assert(!st.show_engine_info);
}
END_TEST

START_TEST(parse_reads_keys_comments_and_spaces)
{
    Settings st;
    FileProblem why;
    ck_assert(settings_parse("# mine\n\n  show_engine_info = yes \r\nfuture_key=3\n", &st, &why));
    ck_assert(st.show_engine_info);
    ck_assert(settings_parse("show_engine_info=off", &st, &why));
    ck_assert(!st.show_engine_info);
    ck_assert(settings_parse("#show_engine_info=yes\n", &st, &why));
    ck_assert(!st.show_engine_info);
}
END_TEST

START_TEST(parse_reports_a_bad_value_and_keeps_the_default)
{
    Settings st;
    FileProblem why;
    ck_assert(!settings_parse("# x\nshow_engine_info=maybe\n", &st, &why));
    ck_assert(!st.show_engine_info);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "line 2"));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "'maybe'"));
}
END_TEST

START_TEST(render_keeps_other_lines_and_rewrites_the_key)
{
    Settings st = {.show_engine_info = true};
    char *text = settings_render("# my notes\nfuture_key=3\nshow_engine_info=no\nshow_engine_info=no\n", &st);
    ck_assert_str_eq(text, "# my notes\nfuture_key=3\nshow_engine_info=yes\n");
    free(text);
    text = settings_render(NULL, &st);
    ck_assert_ptr_nonnull(strstr(text, "# dama settings"));
    ck_assert_ptr_nonnull(strstr(text, "\nshow_engine_info=yes\n"));
    free(text);
}
END_TEST

START_TEST(save_then_load_round_trip)
{
    Files f;
    Settings st, back;
    char path[FILES_PATH_SIZE];
    FileProblem why;
    use_tmp_data_dir(&f);
    ck_assert(settings_load(&f, &back, &why));      /* no file: defaults */
    ck_assert(!back.show_engine_info);
    st.show_engine_info = true;
    ck_assert_msg(settings_save(&f, &st, &why), "%s", TEST_FILE_TEXT(why));   /* makes the directory */
    ck_assert(settings_load(&f, &back, &why));
    ck_assert(back.show_engine_info);
    settings_path(&f, path, sizeof path);
    FILE *file = fopen(path, "a");
    fputs("# added by hand\n", file);
    fclose(file);
    st.show_engine_info = false;
    ck_assert(settings_save(&f, &st, &why));
    char *text;
    size_t len;
    ck_assert(pdn_read_file(path, &text, &len, &why) == 0);
    ck_assert_ptr_nonnull(strstr(text, "show_engine_info=no\n# added by hand\n"));
    free(text);
    test_remove_tree(tmpdir);
}
END_TEST

START_TEST(unreadable_file_is_never_replaced)
{
    Files f;
    Settings st = {.show_engine_info = true};
    char path[FILES_PATH_SIZE];
    FileProblem why;
    use_tmp_data_dir(&f);
    ck_assert(settings_save(&f, &st, &why));
    settings_path(&f, path, sizeof path);
    unlink(path);
    ck_assert_int_eq(mkdir(path, 0700), 0);   /* a directory where the file should be */
    ck_assert(!settings_save(&f, &st, &why));
    ck_assert(!settings_load(&f, &st, &why));
    ck_assert(!st.show_engine_info);
    test_remove_tree(tmpdir);
}
END_TEST

/* part "files" (issue 15): EgdbPath, the databases `dama play` uses. */
START_TEST(egdb_path_is_read_written_and_kept)
{
    Settings st;
    FileProblem why;
    ck_assert(settings_parse("show_engine_info=yes\nEgdbPath = /data/egdb 5 \n", &st, &why));
    ck_assert_str_eq(st.egdb_path, "/data/egdb 5");
    char *text = settings_render("# mine\nEgdbPath=/old\n", &st);
    ck_assert_str_eq(text, "# mine\nEgdbPath=/data/egdb 5\nshow_engine_info=yes\n");
    free(text);
    settings_defaults(&st);
    ck_assert_str_eq(st.egdb_path, "");
    text = settings_render("show_engine_info=no\n", &st);   /* not set: no line added */
    ck_assert_str_eq(text, "show_engine_info=no\n");
    free(text);
    char *too_long = malloc(SETTINGS_TEXT_SIZE + 16);
    ck_assert_ptr_nonnull(too_long);
    memset(too_long, 'x', SETTINGS_TEXT_SIZE + 15);
    memcpy(too_long, "EgdbPath=", 9);
    too_long[SETTINGS_TEXT_SIZE + 15] = '\0';
    ck_assert(!settings_parse(too_long, &st, &why));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "EgdbPath is longer than"));
    ck_assert_str_eq(st.egdb_path, "");
    free(too_long);
}
END_TEST

/* part "i18n" (issue 16): Language, the catalogs the front end uses. */
START_TEST(language_is_read_written_and_kept)
{
    Settings st;
    FileProblem why;
    ck_assert(settings_parse("# x\nLanguage = fr:it \n", &st, &why));
    ck_assert_str_eq(st.language, "fr:it");
    char *text = settings_render("# x\nLanguage=it\n", &st);
    ck_assert_str_eq(text, "# x\nLanguage=fr:it\nshow_engine_info=no\n");
    free(text);
    settings_defaults(&st);
    ck_assert_str_eq(st.language, "");
    text = settings_render("show_engine_info=no\n", &st);   /* not set: no line added */
    ck_assert_str_eq(text, "show_engine_info=no\n");
    free(text);
}
END_TEST

/* part "drillui" (issue 18): a refused databases' build is remembered; the
 * key is written only once it is yes. */
START_TEST(a_declined_egdb_offer_is_read_written_and_kept)
{
    Settings st;
    FileProblem why;
    settings_defaults(&st);
    ck_assert(!st.egdb_offer_declined);
    char *text = settings_render("show_engine_info=no\n", &st);   /* not declined: no line */
    ck_assert_str_eq(text, "show_engine_info=no\n");
    free(text);
    st.egdb_offer_declined = true;
    text = settings_render("show_engine_info=no\n", &st);
    ck_assert_str_eq(text, "show_engine_info=no\negdb_offer_declined=yes\n");
    Settings back;
    ck_assert(settings_parse(text, &back, &why));
    ck_assert(back.egdb_offer_declined);
    free(text);
    ck_assert(!settings_parse("egdb_offer_declined=maybe\n", &back, &why));
    ck_assert(!back.egdb_offer_declined);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "egdb_offer_declined wants yes or no"));
}
END_TEST

Suite *settings_suite(void)
{
    Suite *s = suite_create("settings");
    TCase *tc = tcase_create("settings");
    tcase_add_test(tc, defaults_hide_the_engine);
    tcase_add_test(tc, parse_reads_keys_comments_and_spaces);
    tcase_add_test(tc, parse_reports_a_bad_value_and_keeps_the_default);
    tcase_add_test(tc, render_keeps_other_lines_and_rewrites_the_key);
    tcase_add_test(tc, save_then_load_round_trip);
    tcase_add_test(tc, unreadable_file_is_never_replaced);
    tcase_add_test(tc, egdb_path_is_read_written_and_kept);
    tcase_add_test(tc, language_is_read_written_and_kept);   /* part "i18n" */
    tcase_add_test(tc, a_declined_egdb_offer_is_read_written_and_kept);   /* part "drillui" */
    suite_add_tcase(s, tc);
    return s;
}
