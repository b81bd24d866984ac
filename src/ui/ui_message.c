/*
 * ui_message.c - the message line (ui_message.h).
 */
#include "ui_message.h"

#include <stdarg.h>
#include <stdio.h>

void ui_message(Ui *ui, NoteKind kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ui->message, sizeof ui->message, fmt, ap);
    va_end(ap);
    ui->message_kind = kind;
}

void ui_show_notice(Ui *ui)
{
    Notice n;
    if (!session_take_notice(&ui->session, &n))
        return;
    ui_message(ui, n.kind, "%s", n.text);
}
