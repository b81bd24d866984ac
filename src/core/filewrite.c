/*
 * filewrite.c - atomic file replacement (see filewrite.h).
 */
#include "filewrite.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { TEMP_PATH_SIZE = 4096 + 64, TEMP_ATTEMPTS = 100 };

static int create_temp(const char *path, char *tmp, size_t size)
{
    for (int attempt = 0; attempt < TEMP_ATTEMPTS; attempt++) {
        snprintf(tmp, size, "%s.tmp.%ld.%d", path, (long)getpid(), attempt);
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

static bool write_all(int fd, const unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

int file_write_atomic(const char *path, const void *data, size_t size, char *err, size_t errsize)
{
    char tmp[TEMP_PATH_SIZE];
    if (strlen(path) + 32 >= sizeof tmp) {
        snprintf(err, errsize, "%s: %s", path, strerror(ENAMETOOLONG));
        return -1;
    }
    int fd = create_temp(path, tmp, sizeof tmp);
    if (fd < 0) {
        snprintf(err, errsize, "%s: cannot create a temporary file: %s", path, strerror(errno));
        return -1;
    }
    bool ok = write_all(fd, data, size) && fsync(fd) == 0;
    int saved_errno = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        saved_errno = errno;
    }
    if (ok && rename(tmp, path) != 0) {
        ok = false;
        saved_errno = errno;
    }
    if (!ok) {
        snprintf(err, errsize, "%s: cannot write: %s", path, strerror(saved_errno));
        unlink(tmp);
        return -1;
    }
    return 0;
}
