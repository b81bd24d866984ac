/*
 * test_pdn_files.c - PDN files against the file system: the size limit,
 * the names in messages, and what pdn_save will and will not replace
 * (symbolic links, FIFOs, directories, stale temporary files).
 */
#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "pdn.h"
#include "test_helpers.h"

/* A fresh directory per test, removed with everything in it. */
typedef struct Scratch {
    char dir[64];
} Scratch;

static void scratch_init(Scratch *s)
{
    snprintf(s->dir, sizeof s->dir, "/tmp/dama-files-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(s->dir));
}

static const char *scratch_path(const Scratch *s, const char *name, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", s->dir, name);
    return buf;
}

static void scratch_free(Scratch *s)
{
    DIR *d = opendir(s->dir);
    ck_assert_ptr_nonnull(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            unlinkat(dirfd(d), e->d_name, 0);
    closedir(d);
    rmdir(s->dir);
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static void save_short_game(const char *path, int want, char *err, size_t errsize)
{
    Game g;
    FileProblem why;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    ck_assert_int_eq(pdn_save(path, &g, NULL, &why), want);
    if (want != 0)
        file_problem_text(&why, err, errsize);
    game_free(&g);
}

static int plies_in(const char *path)
{
    Game g;
    FileProblem why;
    ck_assert_msg(pdn_load(path, &g, NULL, &why) == 0, "%s", TEST_FILE_TEXT(why));
    int n = g.nplies;
    game_free(&g);
    return n;
}

/* A file of exactly n bytes (sparse: no disk space needed). */
static void make_file_of_size(const char *path, off_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(ftruncate(fd, n), 0);
    close(fd);
}

START_TEST(size_limit_is_exact)
{
    Scratch s;
    char path[256];
    FileProblem why;
    char *text;
    size_t len;
    scratch_init(&s);
    scratch_path(&s, "big.pdn", path, sizeof path);

    make_file_of_size(path, PDN_MAX_FILE_BYTES);
    ck_assert_msg(pdn_read_file(path, &text, &len, &why) == 0, "%s", TEST_FILE_TEXT(why));
    ck_assert_uint_eq(len, PDN_MAX_FILE_BYTES);
    ck_assert_int_eq(text[len], '\0');
    free(text);

    make_file_of_size(path, (off_t)PDN_MAX_FILE_BYTES + 1);
    ck_assert_int_eq(pdn_read_file(path, &text, &len, &why), -1);
    ck_assert_msg(strstr(TEST_FILE_TEXT(why), "file too large (over 64 MiB)") != NULL, "%s", TEST_FILE_TEXT(why));
    scratch_free(&s);
}
END_TEST

START_TEST(standard_input_is_named_stdin)
{
    ck_assert_str_eq(pdn_display_name("-"), "<stdin>");
    ck_assert_str_eq(pdn_display_name("games/x.pdn"), "games/x.pdn");
    ck_assert_str_eq(pdn_display_name("--"), "--");
}
END_TEST

START_TEST(save_follows_symlink_to_regular_file)
{
    Scratch s;
    char link[256], target[256], err[512];
    scratch_init(&s);
    scratch_path(&s, "link.pdn", link, sizeof link);
    scratch_path(&s, "target.pdn", target, sizeof target);
    FILE *f = fopen(target, "w");
    fputs("1. 22-18 *\n", f);
    fclose(f);
    ck_assert_int_eq(symlink("target.pdn", link), 0);

    save_short_game(link, 0, err, sizeof err);
    struct stat st;
    ck_assert_int_eq(lstat(link, &st), 0);
    ck_assert_msg(S_ISLNK(st.st_mode), "the symbolic link was replaced");
    ck_assert_int_eq(plies_in(target), 1);
    char buf[64];
    ck_assert_int_eq(readlink(link, buf, sizeof buf), (ssize_t)strlen("target.pdn"));
    scratch_free(&s);
}
END_TEST

START_TEST(save_refuses_dangling_symlink)
{
    Scratch s;
    char link[256], target[256], err[512];
    scratch_init(&s);
    scratch_path(&s, "link.pdn", link, sizeof link);
    scratch_path(&s, "nowhere.pdn", target, sizeof target);
    ck_assert_int_eq(symlink("nowhere.pdn", link), 0);

    save_short_game(link, -1, err, sizeof err);
    ck_assert_msg(strstr(err, "symbolic link that leads nowhere") != NULL, "%s", err);
    struct stat st;
    ck_assert_int_eq(lstat(link, &st), 0);
    ck_assert(S_ISLNK(st.st_mode));
    ck_assert(!exists(target));
    scratch_free(&s);
}
END_TEST

START_TEST(save_refuses_fifo_and_directory)
{
    Scratch s;
    char fifo[256], dir[256], link[256], err[512];
    struct stat st;
    scratch_init(&s);
    scratch_path(&s, "fifo.pdn", fifo, sizeof fifo);
    scratch_path(&s, "dir.pdn", dir, sizeof dir);
    scratch_path(&s, "to-fifo.pdn", link, sizeof link);
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    ck_assert_int_eq(mkdir(dir, 0700), 0);
    ck_assert_int_eq(symlink("fifo.pdn", link), 0);

    save_short_game(fifo, -1, err, sizeof err);
    ck_assert_msg(strstr(err, "not a regular file; not replaced") != NULL, "%s", err);
    ck_assert_int_eq(lstat(fifo, &st), 0);
    ck_assert(S_ISFIFO(st.st_mode));

    save_short_game(link, -1, err, sizeof err);
    ck_assert_msg(strstr(err, "symbolic link to something other than a regular file") != NULL, "%s", err);
    ck_assert_int_eq(lstat(fifo, &st), 0);
    ck_assert(S_ISFIFO(st.st_mode));

    save_short_game(dir, -1, err, sizeof err);
    ck_assert_int_eq(lstat(dir, &st), 0);
    ck_assert(S_ISDIR(st.st_mode));
    rmdir(dir);
    scratch_free(&s);
}
END_TEST

/* The number of a process that has ended (and been reaped). */
static pid_t dead_pid(void)
{
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0)
        _exit(0);
    ck_assert_int_eq(waitpid(pid, NULL, 0), pid);
    return pid;
}

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fclose(f);
}

START_TEST(save_removes_stale_temporary_files)
{
    Scratch s;
    char game[256], name[64], stale[256], stale2[256], alive[256], other[256], unlike[256], huge[256];
    char err[512];
    scratch_init(&s);
    scratch_path(&s, "game.pdn", game, sizeof game);
    pid_t dead = dead_pid();

    snprintf(name, sizeof name, "game.pdn.tmp.%ld.0", (long)dead);
    touch(scratch_path(&s, name, stale, sizeof stale));
    snprintf(name, sizeof name, "game.pdn.tmp.%ld.17", (long)dead);
    touch(scratch_path(&s, name, stale2, sizeof stale2));
    /* Kept: a living process's save (process 1 always exists), another
     * file's temporary file, and names that only look alike. */
    touch(scratch_path(&s, "game.pdn.tmp.1.0", alive, sizeof alive));
    snprintf(name, sizeof name, "other.pdn.tmp.%ld.0", (long)dead);
    touch(scratch_path(&s, name, other, sizeof other));
    snprintf(name, sizeof name, "game.pdn.tmp.%ld.0.bak", (long)dead);
    touch(scratch_path(&s, name, unlike, sizeof unlike));
    touch(scratch_path(&s, "game.pdn.tmp.99999999999999999999.0", huge, sizeof huge));

    save_short_game(game, 0, err, sizeof err);
    ck_assert_int_eq(plies_in(game), 1);
    ck_assert(!exists(stale));
    ck_assert(!exists(stale2));
    ck_assert(exists(alive));
    ck_assert(exists(other));
    ck_assert(exists(unlike));
    ck_assert(exists(huge)); /* not a process number */
    scratch_free(&s);
}
END_TEST

Suite *pdn_files_suite(void)
{
    Suite *s = suite_create("pdn_files");
    TCase *tc = tcase_create("files");
    tcase_set_timeout(tc, 60); /* reading 64 MiB takes seconds under the sanitizers */
    tcase_add_test(tc, size_limit_is_exact);
    tcase_add_test(tc, standard_input_is_named_stdin);
    tcase_add_test(tc, save_follows_symlink_to_regular_file);
    tcase_add_test(tc, save_refuses_dangling_symlink);
    tcase_add_test(tc, save_refuses_fifo_and_directory);
    tcase_add_test(tc, save_removes_stale_temporary_files);
    suite_add_tcase(s, tc);
    return s;
}
