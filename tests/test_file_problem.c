/*
 * test_file_problem.c - part "fileproblems" (issue 16, item 1): the
 * library says why a file could not be used as facts (file_problem.h),
 * each code with its arguments, and the words layer says it
 * (words_files.h): in the C locale the same English as the machine-read
 * file_problem_text.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "book.h"
#include "drill.h"
#include "fileread.h"
#include "files.h"
#include "filewrite.h"
#include "settings.h"
#include "test_helpers.h"
#include "words_files.h"

static void scratch_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/dama-fileproblem-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

START_TEST(reading_says_dangling_link_not_regular_too_large)
{
    char dir[64], path[128];
    char *data;
    size_t size;
    FileProblem why;
    scratch_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/link", dir);
    ck_assert_int_eq(symlink("/nonexistent/dama/games.pdn", path), 0);
    ck_assert_int_eq(file_read_all(path, 100, &data, &size, &why), FILE_READ_FAILED);
    ck_assert_int_eq(why.code, FILE_PROBLEM_DANGLING_LINK);
    ck_assert_str_eq(why.path, path);

    ck_assert_int_eq(file_read_all(dir, 100, &data, &size, &why), FILE_READ_NOT_REGULAR);
    ck_assert_int_eq(why.code, FILE_PROBLEM_NOT_REGULAR);
    ck_assert_str_eq(why.path, dir);

    snprintf(path, sizeof path, "%s/ten", dir);
    test_write_file(path, "0123456789");
    ck_assert_int_eq(file_read_all(path, 9, &data, &size, &why), FILE_READ_TOO_LARGE);
    ck_assert_int_eq(why.code, FILE_PROBLEM_TOO_LARGE);
    ck_assert_int_eq(why.limit, 9);

    snprintf(path, sizeof path, "%s/none", dir);
    ck_assert_int_eq(file_read_all(path, 9, &data, &size, &why), FILE_READ_MISSING);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SYSTEM);
    ck_assert_int_eq(why.sys_errno, ENOENT);
    test_remove_tree(dir);
}
END_TEST

/* The settings file's refusals carry its path and the line. */
START_TEST(settings_say_the_line)
{
    char dir[64], path[FILES_PATH_SIZE];
    Files f;
    Settings st;
    FileProblem why;
    scratch_dir(dir, sizeof dir);
    snprintf(f.data_dir, sizeof f.data_dir, "%s/dama", dir);
    ck_assert_int_eq(mkdir(f.data_dir, 0700), 0);
    settings_path(&f, path, sizeof path);

    test_write_file(path, "# mine\nshow_engine_info=maybe\n");
    ck_assert(!settings_load(&f, &st, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_NOT_YES_NO);
    ck_assert_str_eq(why.path, path);
    ck_assert_int_eq(why.line, 2);
    ck_assert_str_eq(why.name, "show_engine_info");
    ck_assert_str_eq(why.detail, "maybe");

    char long_line[SETTINGS_TEXT_SIZE + 64];
    snprintf(long_line, sizeof long_line, "\n\nEgdbPath=%0*d\n", SETTINGS_TEXT_SIZE + 1, 7);
    test_write_file(path, long_line);
    ck_assert(!settings_load(&f, &st, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_VALUE_TOO_LONG);
    ck_assert_int_eq(why.line, 3);
    ck_assert_str_eq(why.name, "EgdbPath");
    ck_assert_int_eq(why.limit, SETTINGS_TEXT_SIZE - 1);

    FILE *out = fopen(path, "wb");
    ck_assert_ptr_nonnull(out);
    ck_assert_int_eq(fwrite("a=1\nb\0c\n", 1, 8, out), 8);
    ck_assert_int_eq(fclose(out), 0);
    ck_assert(!settings_load(&f, &st, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_NUL_BYTE);
    ck_assert_int_eq(why.line, 2);
    ck_assert(!settings_save(&f, &st, &why));   /* a file not read is never replaced */
    ck_assert_int_eq(why.code, FILE_PROBLEM_NUL_BYTE);

    Files none = {.data_dir = ""};
    ck_assert(!settings_save(&none, &st, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_NO_DATA_DIR);
    test_remove_tree(dir);
}
END_TEST

START_TEST(book_says_its_version_and_size)
{
    char dir[64], path[128];
    FileProblem why;
    scratch_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/book.bin", dir);
    unsigned char img[BOOK_HEADER_BYTES] = {'D', 'A', 'M', 'A', 'B', 'O', 'O', 'K', 7, 0, 0, 0, 0, 0, 0, 0};
    ck_assert_ptr_null(book_parse(img, sizeof img, "x.bin", &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_BOOK_VERSION);
    ck_assert_str_eq(why.path, "x.bin");
    ck_assert_int_eq(why.number, 7);
    ck_assert_int_eq(why.limit, 1);
    ck_assert_ptr_null(book_parse(img, 3, "x.bin", &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_BOOK_TOO_SHORT);
    img[0] = 'X';
    ck_assert_ptr_null(book_parse(img, sizeof img, "x.bin", &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_BOOK_NOT_BOOK);
    img[0] = 'D', img[8] = 1, img[12] = 2;   /* two entries announced, none there */
    ck_assert_ptr_null(book_parse(img, sizeof img, "x.bin", &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_BOOK_TRUNCATED);
    ck_assert_ptr_null(book_load(path, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_SYSTEM);
    ck_assert_str_eq(why.path, path);
    test_remove_tree(dir);
}
END_TEST

START_TEST(drill_record_says_the_bad_line)
{
    char dir[64], path[128];
    FileProblem why;
    DrillProgress p;
    scratch_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/drills.txt", dir);
    test_write_file(path, "# dama drills\ndrill 1 attempts 1 passed 0 best 0 shortest 0\nhello\n");
    ck_assert(!drill_progress_read(path, &p, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_DRILL_BAD_LINE);
    ck_assert_str_eq(why.path, path);
    ck_assert_int_eq(why.line, 3);
    test_remove_tree(dir);
}
END_TEST

/* Every name the autosave could be set aside to is taken. */
START_TEST(setting_aside_says_no_free_name)
{
    char dir[64], path[FILES_PATH_SIZE + 64], kept[FILES_PATH_SIZE], stamp[32];
    Files f;
    FileProblem why;
    scratch_dir(dir, sizeof dir);
    snprintf(f.data_dir, sizeof f.data_dir, "%s", dir);
    files_autosave_path(&f, path, sizeof path);
    test_write_file(path, "[Event \"x\"]\n*\n");
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int n = 1; n < 1000; n++) {
        char taken[FILES_PATH_SIZE + 128];
        if (n == 1)
            snprintf(taken, sizeof taken, "%s/autosave.pdn.damaged-%s", dir, stamp);
        else
            snprintf(taken, sizeof taken, "%s/autosave.pdn.damaged-%s-%d", dir, stamp, n);
        test_write_file(taken, "");
    }
    ck_assert(!files_autosave_set_aside(&f, "damaged", now, kept, sizeof kept, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_RENAME_NO_NAME);
    ck_assert_str_eq(why.path, path);
    test_remove_tree(dir);
}
END_TEST

/* One problem of each code with its arguments filled. */
static FileProblem sample(FileProblemCode code)
{
    FileProblem p;
    file_problem_set(&p, code, code == FILE_PROBLEM_NO_DATA_DIR || code == FILE_PROBLEM_EGDB_BUSY ? NULL
                                                                                                 : "/d/games.pdn");
    p.line = 4;
    p.col = 2;
    p.sys_errno = EACCES;
    p.number = 5;
    p.limit = code == FILE_PROBLEM_TOO_LARGE ? 64 << 20 : 1023;
    snprintf(p.name, sizeof p.name, "%s", "show_engine_info");
    snprintf(p.detail, sizeof p.detail, "%s", "maybe");
    return p;
}

/* In the C locale the player reads the machine-read English; every code
 * has words, none with a stray conversion. */
/* A save that is refused or fails says which, with the file named: a
 * dangling link, a FIFO, a link to a directory are never replaced; a lock
 * that cannot be taken says so. */
START_TEST(saving_says_why_it_refused)
{
    char dir[64], path[160], said[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    scratch_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/dangling", dir);
    ck_assert_int_eq(symlink("/nonexistent/dama/games.pdn", path), 0);
    ck_assert_int_eq(file_write_atomic(path, "x", 1, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SAVE_DANGLING_LINK);
    ck_assert_str_eq(why.path, path);
    snprintf(path, sizeof path, "%s/fifo", dir);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert_int_eq(file_write_atomic(path, "x", 1, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SAVE_NOT_REGULAR);
    snprintf(path, sizeof path, "%s/to_dir", dir);
    ck_assert_int_eq(symlink(dir, path), 0);
    ck_assert_int_eq(file_write_atomic(path, "x", 1, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_SAVE_LINK_NOT_REGULAR);
    snprintf(path, sizeof path, "%s/no/such/dir", dir);
    ck_assert_int_eq(file_write_atomic(path, "x", 1, &why), -1);
    ck_assert_int_eq(why.code, FILE_PROBLEM_TEMP_FAILED);
    ck_assert_int_eq(why.sys_errno, ENOENT);
    ck_assert_int_eq(file_lock(path, false, &why), FILE_LOCK_FAILED);
    ck_assert_int_eq(why.code, FILE_PROBLEM_LOCK_FAILED);
    ck_assert_int_eq(why.sys_errno, ENOENT);
    setenv("LC_ALL", "C", 1);
    snprintf(path, sizeof path, "%s/fifo", dir);
    file_write_atomic(path, "x", 1, &why);
    char expected[FILE_PROBLEM_TEXT_SIZE];
    snprintf(expected, sizeof expected, "%s: cannot save: not a regular file; not replaced", path);
    ck_assert_str_eq(words_file_problem(&why, said, sizeof said), expected);
    unsetenv("LC_ALL");
    test_remove_tree(dir);
}
END_TEST

START_TEST(every_code_reads_as_the_machine_english)
{
    for (int c = FILE_PROBLEM_NONE + 1; c < FILE_PROBLEM_CODES; c++) {
        FileProblem p = sample((FileProblemCode)c);
        char words[FILE_PROBLEM_TEXT_SIZE], text[FILE_PROBLEM_TEXT_SIZE];
        words_file_problem(&p, words, sizeof words);
        file_problem_text(&p, text, sizeof text);
        ck_assert_msg(words[0] != '\0', "code %d has no words", c);
        ck_assert_msg(strchr(words, '%') == NULL, "code %d: %s", c, words);
        ck_assert_str_eq(words, text);
    }
    FileProblem p = sample(FILE_PROBLEM_DANGLING_LINK);
    char words[FILE_PROBLEM_TEXT_SIZE];
    ck_assert_str_eq(words_file_problem(&p, words, sizeof words), "/d/games.pdn: a symbolic link that leads nowhere");
    p = sample(FILE_PROBLEM_NOT_YES_NO);
    ck_assert_str_eq(words_file_problem(&p, words, sizeof words),
                     "/d/games.pdn: line 4: show_engine_info wants yes or no, not 'maybe'");
    p = sample(FILE_PROBLEM_TOO_LARGE);
    ck_assert_str_eq(words_file_problem(&p, words, sizeof words), "/d/games.pdn: file too large (over 64 MiB)");
    p.limit = 1;   /* a count: its plural */
    ck_assert_str_eq(words_file_problem(&p, words, sizeof words), "/d/games.pdn: file too large (over 1 byte)");
    file_problem_clear(&p);
    ck_assert_str_eq(words_file_problem(&p, words, sizeof words), "");
}
END_TEST

Suite *file_problem_suite(void)
{
    Suite *s = suite_create("file_problem");
    TCase *tc = tcase_create("file_problem");
    tcase_add_test(tc, reading_says_dangling_link_not_regular_too_large);
    tcase_add_test(tc, settings_say_the_line);
    tcase_add_test(tc, book_says_its_version_and_size);
    tcase_add_test(tc, drill_record_says_the_bad_line);
    tcase_add_test(tc, setting_aside_says_no_free_name);
    tcase_add_test(tc, every_code_reads_as_the_machine_english);
    tcase_add_test(tc, saving_says_why_it_refused);
    suite_add_tcase(s, tc);
    return s;
}
