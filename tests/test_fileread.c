/*
 * test_fileread.c - core/fileread.h and the readers that go through it:
 * only regular files are read, a FIFO is refused at once (never waited
 * on), a read is bounded, and the settings file with a NUL byte is refused
 * rather than cut short by the next save.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "book.h"
#include "fileread.h"
#include "pdn.h"
#include "settings.h"
#include "test_helpers.h"

/* A fresh directory for one test (removed by its test_remove_tree). */
static void scratch_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/dama-fileread-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void join(char *buf, size_t size, const char *dir, const char *name)
{
    ck_assert_int_lt(snprintf(buf, size, "%s/%s", dir, name), (int)size);
}

/* Every one of these would block forever in open() or read() on a FIFO
 * without a writer; Check's per-test timeout turns such a hang into a
 * failure. */
START_TEST(fifo_is_refused_without_waiting)
{
    char dir[64], path[128];
    FileProblem why;
    char *data = NULL;
    size_t size;
    int fd;
    scratch_dir(dir, sizeof dir);
    join(path, sizeof path, dir, "fifo");
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert_int_eq(file_open_regular(path, &fd, &why), FILE_READ_NOT_REGULAR);
    ck_assert_str_eq(strstr(TEST_FILE_TEXT(why), "fifo: "), "fifo: not a regular file");
    ck_assert_int_eq(file_read_all(path, 100, &data, &size, &why), FILE_READ_NOT_REGULAR);
    ck_assert_ptr_null(data);
    ck_assert_int_eq(pdn_read_file(path, &data, &size, &why), -1);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "not a regular file"));
    ck_assert_ptr_null(book_load(path, &why));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "not a regular file"));
    test_remove_tree(dir);
}
END_TEST

START_TEST(directory_device_and_dangling_link_are_refused)
{
    char dir[64], path[128];
    FileProblem why;
    char *data = NULL;
    size_t size;
    int fd;
    scratch_dir(dir, sizeof dir);
    ck_assert_int_eq(file_open_regular(dir, &fd, &why), FILE_READ_NOT_REGULAR);
    ck_assert_int_eq(file_read_all("/dev/zero", 1 << 20, &data, &size, &why), FILE_READ_NOT_REGULAR);
    join(path, sizeof path, dir, "dangling");
    ck_assert_int_eq(symlink("nowhere", path), 0);
    ck_assert_int_eq(file_open_regular(path, &fd, &why), FILE_READ_FAILED);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "a symbolic link that leads nowhere"));
    join(path, sizeof path, dir, "absent");
    ck_assert_int_eq(file_open_regular(path, &fd, &why), FILE_READ_MISSING);
    test_remove_tree(dir);
}
END_TEST

START_TEST(link_to_regular_file_is_read_and_blocking)
{
    char dir[64], path[128], link[128];
    FileProblem why;
    char *data;
    size_t size;
    int fd;
    scratch_dir(dir, sizeof dir);
    join(path, sizeof path, dir, "real");
    join(link, sizeof link, dir, "link");
    test_write_file(path, "hello\n");
    ck_assert_int_eq(symlink("real", link), 0);
    ck_assert_int_eq(file_read_all(link, 100, &data, &size, &why), FILE_READ_OK);
    ck_assert_uint_eq(size, 6);
    ck_assert_str_eq(data, "hello\n");
    free(data);
    ck_assert_int_eq(file_open_regular(link, &fd, &why), FILE_READ_OK);
    ck_assert_int_eq(fcntl(fd, F_GETFL) & O_NONBLOCK, 0);
    close(fd);
    test_remove_tree(dir);
}
END_TEST

START_TEST(bound_is_exact)
{
    char dir[64], path[128];
    FileProblem why;
    char *data;
    size_t size;
    scratch_dir(dir, sizeof dir);
    join(path, sizeof path, dir, "ten");
    test_write_file(path, "0123456789");
    ck_assert_int_eq(file_read_all(path, 10, &data, &size, &why), FILE_READ_OK);
    ck_assert_uint_eq(size, 10);
    free(data);
    ck_assert_int_eq(file_read_all(path, 9, &data, &size, &why), FILE_READ_TOO_LARGE);
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "ten: file too large (over 9 bytes)"));
    test_remove_tree(dir);
}
END_TEST

static void data_dir_in(Files *f, const char *dir)
{
    snprintf(f->data_dir, sizeof f->data_dir, "%s/dama", dir);
    ck_assert_int_eq(mkdir(f->data_dir, 0700), 0);
}

START_TEST(settings_fifo_is_refused_and_kept)
{
    char dir[64], path[FILES_PATH_SIZE];
    FileProblem why;
    Files f;
    Settings st = {.show_engine_info = true};
    scratch_dir(dir, sizeof dir);
    data_dir_in(&f, dir);
    settings_path(&f, path, sizeof path);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert(!settings_load(&f, &st, &why));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "not a regular file"));
    ck_assert(!settings_save(&f, &st, &why));
    struct stat sb;
    ck_assert_int_eq(lstat(path, &sb), 0);
    ck_assert(S_ISFIFO(sb.st_mode));
    test_remove_tree(dir);
}
END_TEST

/* A NUL byte used to end the text there: the lines after it were unseen
 * and the next save dropped them.  The file is refused, and never replaced. */
START_TEST(settings_with_a_nul_byte_lose_no_line)
{
    static const char TEXT[] = "# mine\nshow_engine_info=no\0junk\nfuture_key=3\nmy_note=keep me\n";
    char dir[64], path[FILES_PATH_SIZE];
    FileProblem why;
    Files f;
    Settings st = {.show_engine_info = true};
    scratch_dir(dir, sizeof dir);
    data_dir_in(&f, dir);
    settings_path(&f, path, sizeof path);
    FILE *out = fopen(path, "wb");
    ck_assert_ptr_nonnull(out);
    ck_assert_uint_eq(fwrite(TEXT, 1, sizeof TEXT - 1, out), sizeof TEXT - 1);
    ck_assert_int_eq(fclose(out), 0);

    ck_assert(!settings_load(&f, &st, &why));
    ck_assert_msg(strstr(TEST_FILE_TEXT(why), "line 2 holds a NUL byte") != NULL, "%s", TEST_FILE_TEXT(why));
    ck_assert(!settings_save(&f, &st, &why));

    char *back;
    size_t len;
    ck_assert_int_eq(file_read_all(path, SETTINGS_MAX_BYTES, &back, &len, &why), FILE_READ_OK);
    ck_assert_uint_eq(len, sizeof TEXT - 1);
    ck_assert_mem_eq(back, TEXT, len);
    free(back);
    test_remove_tree(dir);
}
END_TEST

Suite *fileread_suite(void)
{
    Suite *s = suite_create("fileread");
    TCase *tc = tcase_create("fileread");
    tcase_add_test(tc, fifo_is_refused_without_waiting);
    tcase_add_test(tc, directory_device_and_dangling_link_are_refused);
    tcase_add_test(tc, link_to_regular_file_is_read_and_blocking);
    tcase_add_test(tc, bound_is_exact);
    tcase_add_test(tc, settings_fifo_is_refused_and_kept);
    tcase_add_test(tc, settings_with_a_nul_byte_lose_no_line);
    suite_add_tcase(s, tc);
    return s;
}
