/*
 * filewrite.c - atomic file replacement (see filewrite.h): every file the
 * program writes (saved games, the archive, settings, the opening book,
 * endgame database tables) goes through file_save_with.
 */
#include "filewrite.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PATH_SIZE = 4096 };   /* room for a file name (PATH_MAX on Linux) */

/* Temporary files are named TARGET.tmp.PID.N (TEMP_TAG between the two). */
static const char TEMP_TAG[] = ".tmp.";

/* Create a new temporary file next to path (same directory, so that the
 * final rename is atomic).  Returns the descriptor, or -1 (errno set). */
static int create_temp_beside(const char *path, char *tmp, size_t size)
{
    for (int attempt = 0; attempt < 100; attempt++) {
        snprintf(tmp, size, "%s%s%ld.%d", path, TEMP_TAG, (long)getpid(), attempt);
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

/* Split path into its directory (into dir) and its last component. */
static const char *split_path(const char *path, char *dir, size_t size)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        snprintf(dir, size, ".");
    else if (slash == path)
        snprintf(dir, size, "/");
    else
        snprintf(dir, size, "%.*s", (int)(slash - path), path);
    return slash == NULL ? path : slash + 1;
}

/* Make the rename itself durable; failure here is not worth reporting. */
static void sync_parent_directory(const char *path)
{
    char dir[PATH_SIZE];
    split_path(path, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* The process number in the temporary file name NAME (TARGET + TEMP_TAG +
 * PID.N), with TARGET's length in *target_len; 0 when NAME is not a
 * temporary file's name. */
static long temp_file_pid(const char *name, size_t *target_len)
{
    const char *tag = NULL;
    for (const char *p = strstr(name, TEMP_TAG); p != NULL; p = strstr(p + 1, TEMP_TAG))
        tag = p;   /* the last one: a target's own name may hold ".tmp." */
    if (tag == NULL || tag == name)
        return 0;
    const char *p = tag + sizeof TEMP_TAG - 1;
    char *end;
    if (!isdigit((unsigned char)*p))
        return 0;
    long pid = strtol(p, &end, 10);
    if (*end != '.' || !isdigit((unsigned char)end[1]) || pid <= 0 || (pid_t)pid != pid)
        return 0;
    for (p = end + 1; isdigit((unsigned char)*p); p++)
        ;
    *target_len = (size_t)(tag - name);
    return *p == '\0' ? pid : 0;
}

/* A process that no longer exists (EPERM: it exists, as another user's). */
static bool process_is_gone(long pid)
{
    return pid != (long)getpid() && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

/* Remove the temporary files in dir of saves killed mid-way (their process
 * no longer exists) whose target is named base (suffix false) or ends with
 * base (suffix true).  A living process's file is left alone: it may be
 * saving right now (a build running beside this one), and so is anything
 * else. */
static void remove_dead_temps(const char *dir, const char *base, bool suffix)
{
    size_t base_len = strlen(base), target_len;
    DIR *d = opendir(dir);
    if (d == NULL)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        long pid = temp_file_pid(e->d_name, &target_len);
        if (pid == 0)
            continue;
        bool named = suffix ? target_len >= base_len &&
                                  memcmp(e->d_name + target_len - base_len, base, base_len) == 0
                            : target_len == base_len && memcmp(e->d_name, base, base_len) == 0;
        if (named && process_is_gone(pid))
            (void)unlinkat(dirfd(d), e->d_name, 0);
    }
    closedir(d);
}

static void remove_stale_temps(const char *target)
{
    char dir[PATH_SIZE];
    const char *base = split_path(target, dir, sizeof dir);
    remove_dead_temps(dir, base, false);
}

void file_remove_stale_temps(const char *dir, const char *target_suffix)
{
    remove_dead_temps(dir, target_suffix, true);
}

/* The file a save replaces: path itself when nothing or a regular file is
 * there; the regular file a symbolic link at path leads to (so the link
 * survives, pointing to the new game).  Anything else - a dangling link, a
 * FIFO, a device, a directory - is refused rather than replaced. */
static bool save_target(const char *path, char *target, size_t size, FileProblem *why)
{
    struct stat st;
    char *resolved = NULL;
    FileProblemCode refusal = FILE_PROBLEM_NONE;
    int sys_errno = 0;

    if (lstat(path, &st) != 0) {
        if (errno != ENOENT)
            refusal = FILE_PROBLEM_SAVE_FAILED, sys_errno = errno;
    } else if (S_ISLNK(st.st_mode)) {
        resolved = realpath(path, NULL);
        if (resolved == NULL)
            refusal = FILE_PROBLEM_SAVE_DANGLING_LINK;
        else if (stat(resolved, &st) != 0 || !S_ISREG(st.st_mode))
            refusal = FILE_PROBLEM_SAVE_LINK_NOT_REGULAR;
    } else if (!S_ISREG(st.st_mode)) {
        refusal = FILE_PROBLEM_SAVE_NOT_REGULAR;
    }
    const char *chosen = resolved != NULL ? resolved : path;
    if (refusal == FILE_PROBLEM_NONE && strlen(chosen) >= size)
        refusal = FILE_PROBLEM_SAVE_FAILED, sys_errno = ENAMETOOLONG;
    if (refusal != FILE_PROBLEM_NONE)
        file_problem_set(why, refusal, path)->sys_errno = sys_errno;
    else
        snprintf(target, size, "%s", chosen);
    free(resolved);
    return refusal == FILE_PROBLEM_NONE;
}

int file_save_with(const char *path, FileWriteFn write_text, void *ctx, FileProblem *why)
{
    char target[PATH_SIZE], tmp[PATH_SIZE + 64];
    if (!save_target(path, target, sizeof target, why))
        return -1;
    remove_stale_temps(target);
    int fd = create_temp_beside(target, tmp, sizeof tmp);
    if (fd < 0) {
        file_problem_set(why, FILE_PROBLEM_TEMP_FAILED, path)->sys_errno = errno;
        return -1;
    }
    /* Replacing a file keeps its permissions. */
    struct stat old;
    if (stat(target, &old) == 0 && S_ISREG(old.st_mode))
        (void)fchmod(fd, old.st_mode & 07777);
    FILE *f = fdopen(fd, "w");
    if (f == NULL) {
        file_problem_errno(why, tmp, errno);
        close(fd);
        unlink(tmp);
        return -1;
    }
    bool ok = write_text(f, ctx) == 0 && fflush(f) == 0 && fsync(fileno(f)) == 0;
    int saved_errno = errno;
    if (fclose(f) != 0 && ok) {
        ok = false;
        saved_errno = errno;
    }
    if (ok && rename(tmp, target) != 0) {
        ok = false;
        saved_errno = errno;
    }
    if (!ok) {
        file_problem_set(why, FILE_PROBLEM_SAVE_FAILED, path)->sys_errno = saved_errno;
        unlink(tmp);
        return -1;
    }
    sync_parent_directory(target);
    return 0;
}

typedef struct Bytes {
    const void *data;
    size_t size;
} Bytes;

static int write_bytes(FILE *f, void *ctx)
{
    const Bytes *b = ctx;
    return fwrite(b->data, 1, b->size, f) == b->size ? 0 : -1;
}

int file_write_atomic(const char *path, const void *data, size_t size, FileProblem *why)
{
    Bytes b = {data, size};
    return file_save_with(path, write_bytes, &b, why);
}

int file_lock(const char *lock_path, bool wait, FileProblem *why)
{
    /* O_NONBLOCK: a FIFO put where the lock file goes is not waited on. */
    int fd = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0600);
    if (fd >= 0 && flock(fd, wait ? LOCK_EX : LOCK_EX | LOCK_NB) == 0)
        return fd;
    int failure = errno;
    if (fd >= 0)
        close(fd);
    if (fd >= 0 && failure == EWOULDBLOCK)
        return FILE_LOCK_BUSY;
    file_problem_set(why, FILE_PROBLEM_LOCK_FAILED, lock_path)->sys_errno = failure;
    return FILE_LOCK_FAILED;
}
