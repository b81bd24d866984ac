/*
 * fileread.c - opening and reading untrusted files (fileread.h).
 */
#include "fileread.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { FIRST_READ_BYTES = 1 << 16 };

/* Why open(path) failed with errno, as the file's fact: a dangling link is
 * there (not missing) but leads nowhere. */
static FileReadStatus open_failure(const char *path, int open_errno, FileProblem *why)
{
    struct stat st;
    if (open_errno == ENOENT && lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        file_problem_set(why, FILE_PROBLEM_DANGLING_LINK, path);
        return FILE_READ_FAILED;
    }
    file_problem_errno(why, path, open_errno);
    return open_errno == ENOENT ? FILE_READ_MISSING : FILE_READ_FAILED;
}

bool file_absent(const char *path)
{
    struct stat st;
    return lstat(path, &st) != 0 && errno == ENOENT;
}

FileReadStatus file_open_regular(const char *path, int *fd, FileProblem *why)
{
    /* O_NONBLOCK: opening a FIFO without a writer (or some devices) would
     * otherwise wait forever, before fstat could say what it is. */
    int d = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (d < 0)
        return open_failure(path, errno, why);
    struct stat st;
    if (fstat(d, &st) != 0) {
        file_problem_errno(why, path, errno);
        close(d);
        return FILE_READ_FAILED;
    }
    if (!S_ISREG(st.st_mode)) {
        file_problem_set(why, FILE_PROBLEM_NOT_REGULAR, path);
        close(d);
        return FILE_READ_NOT_REGULAR;
    }
    int flags = fcntl(d, F_GETFL);
    if (flags < 0 || fcntl(d, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        file_problem_errno(why, path, errno);
        close(d);
        return FILE_READ_FAILED;
    }
    *fd = d;
    return FILE_READ_OK;
}

/* Fill buf[*n..cap) from fd until it is full or the file ends.  False on a
 * read error (errno set). */
static bool read_some(int fd, char *buf, size_t cap, size_t *n)
{
    while (*n < cap) {
        ssize_t got = read(fd, buf + *n, cap - *n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return false;
        if (got == 0)
            break;
        *n += (size_t)got;
    }
    return true;
}

FileReadStatus file_read_fd(int fd, const char *name, size_t max_bytes, char **data, size_t *size, FileProblem *why)
{
    /* The buffer grows to one byte past the bound, which is how a longer
     * file is told apart from one of exactly the bound. */
    const size_t over = max_bytes < SIZE_MAX - 1 ? max_bytes + 1 : SIZE_MAX - 1;
    size_t cap = over < FIRST_READ_BYTES ? over : FIRST_READ_BYTES, n = 0;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        cap = (uint64_t)st.st_size < over - 1 ? (size_t)st.st_size + 1 : over; /* one read, then the end */
    char *buf = malloc(cap + 1);
    while (buf != NULL) {
        if (!read_some(fd, buf, cap, &n)) {
            file_problem_errno(why, name, errno);
            free(buf);
            return FILE_READ_FAILED;
        }
        if (n < cap)
            break;
        if (cap == over) {
            file_problem_set(why, FILE_PROBLEM_TOO_LARGE, name)->limit = (long long)max_bytes;
            free(buf);
            return FILE_READ_TOO_LARGE;
        }
        cap = cap <= over / 2 ? cap * 2 : over;
        char *bigger = realloc(buf, cap + 1);
        if (bigger == NULL)
            free(buf);
        buf = bigger;
    }
    if (buf == NULL) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, name);
        return FILE_READ_FAILED;
    }
    buf[n] = '\0';
    *data = buf;
    *size = n;
    return FILE_READ_OK;
}

FileReadStatus file_read_all(const char *path, size_t max_bytes, char **data, size_t *size, FileProblem *why)
{
    int fd;
    FileReadStatus st = file_open_regular(path, &fd, why);
    if (st != FILE_READ_OK)
        return st;
    st = file_read_fd(fd, path, max_bytes, data, size, why);
    close(fd);
    return st;
}

FileReadStatus file_read_all_err(const char *path, size_t max_bytes, char **data, size_t *size, char *err,
                                 size_t errsize)
{
    FileProblem why;
    FileReadStatus st = file_read_all(path, max_bytes, data, size, &why);
    if (st != FILE_READ_OK)
        file_problem_text(&why, err, errsize);
    return st;
}
