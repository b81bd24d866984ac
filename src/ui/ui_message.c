/*
 * ui_message.c - the message line (ui_message.h).
 */
#include "ui_message.h"

#include <stdarg.h>
#include <stdio.h>

#include "text.h"
#include "words_files.h"
#include "words_move.h"
#include "words_session.h"

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

void ui_message_file_problem(Ui *ui, const FileProblem *why)
{
    char said[FILE_PROBLEM_TEXT_SIZE];
    ui_message(ui, NOTE_ERROR, "%s", words_file_problem(why, said, sizeof said));
}

void ui_show_notice(Ui *ui)
{
    Notice n;
    if (!session_take_notice(&ui->session, &n))
        return;
    char text[WORDS_SIZE];
    ui_message(ui, n.kind, "%s", words_notice(&n, text, sizeof text));
}
