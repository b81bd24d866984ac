/*
 * search_report.c - info and bestmove lines (see search_report.h).
 */
#include "search_report.h"

#include <stdio.h>

void search_format_info(const SearchInfo *info, char *buf, size_t size)
{
    int time = info->time_ms > 0 ? info->time_ms : 0;
    uint64_t nps = info->nodes * 1000 / (uint64_t)(time > 0 ? time : 1);
    size_t len = (size_t)snprintf(buf, size, "info depth %d score %d nodes %llu nps %llu time %d",
                                  info->depth, info->score, (unsigned long long)info->nodes,
                                  (unsigned long long)nps, time);
    if (info->egdb != EGDB_UNKNOWN && len < size)
        len += (size_t)snprintf(buf + len, size - len, " egdb %s", egdb_wdl_name(info->egdb));
    if ((info->egdb == EGDB_WIN || info->egdb == EGDB_LOSS) && len < size)
        len += (size_t)snprintf(buf + len, size - len, " dtc %d", info->egdb_distance);
    if (len < size)
        len += (size_t)snprintf(buf + len, size - len, " pv");
    for (int i = 0; i < info->pvlen && len + MOVE_STRSIZE + 2 < size; i++) {
        char mv[MOVE_STRSIZE];
        move_format(&info->pv[i], mv, sizeof mv);
        len += (size_t)snprintf(buf + len, size - len, " %s", mv);
    }
}

void search_format_bestmove(bool found, const Move *m, char *buf, size_t size)
{
    char mv[MOVE_STRSIZE];
    snprintf(buf, size, "bestmove %s", found ? move_format(m, mv, sizeof mv) : "(none)");
}
