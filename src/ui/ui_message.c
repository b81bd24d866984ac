/*
 * ui_message.c - the message line (ui_message.h).
 */
#include "ui_message.h"

#include <stdarg.h>
#include <stdio.h>

#include "text.h"

void ui_message(Ui *ui, NoteKind kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ui->message, sizeof ui->message, fmt, ap);
    va_end(ap);
    /* A message may quote a file's text (a settings value, a PDN tag, a
     * file name): as a whole, no byte of it may act on the terminal. */
    text_sanitize(ui->message, sizeof ui->message, ui->message);
    ui->message_kind = kind;
}

void ui_show_notice(Ui *ui)
{
    Notice n;
    if (!session_take_notice(&ui->session, &n))
        return;
    ui_message(ui, n.kind, "%s", n.text);
}
