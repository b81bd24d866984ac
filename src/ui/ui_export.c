/*
 * ui_export.c - text out of the game and onto the clipboard (ui_export.h).
 */
#include "ui_export.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdn.h"

void ui_base64(const unsigned char *in, size_t n, char *out)
{
    static const char ALPHABET[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned long chunk = (unsigned long)in[i] << 16;
        if (i + 1 < n)
            chunk |= (unsigned long)in[i + 1] << 8;
        if (i + 2 < n)
            chunk |= in[i + 2];
        out[o++] = ALPHABET[(chunk >> 18) & 63];
        out[o++] = ALPHABET[(chunk >> 12) & 63];
        out[o++] = i + 1 < n ? ALPHABET[(chunk >> 6) & 63] : '=';
        out[o++] = i + 2 < n ? ALPHABET[chunk & 63] : '=';
    }
    out[o] = '\0';
}

char *ui_osc52(const char *text)
{
    static const char HEAD[] = "\033]52;c;", TAIL[] = "\007";
    size_t n = strlen(text);
    size_t size = sizeof HEAD - 1 + 4 * ((n + 2) / 3) + sizeof TAIL;
    char *seq = malloc(size);
    if (seq == NULL)
        return NULL;
    memcpy(seq, HEAD, sizeof HEAD - 1);
    ui_base64((const unsigned char *)text, n, seq + sizeof HEAD - 1);
    strcat(seq, TAIL);
    return seq;
}

char *ui_game_pdn(const Game *g, const char *white, const char *black)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f == NULL)
        return NULL;
    PdnHeader h;
    pdn_header_init(&h);
    pdn_header_set_today(&h);
    pdn_header_set(h.white, white);
    pdn_header_set(h.black, black);
    int status = pdn_write_game(f, g, &h);
    if (fclose(f) != 0 || status != 0) {
        free(text);
        return NULL;
    }
    return text;
}
