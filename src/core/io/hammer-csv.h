/* hammer-csv.h — CSV as people really have it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _HammerCsv HammerCsv;

/* Parses @data (UTF-8, with or without BOM, CRLF or LF or CR line ends) into
 * rows of fields. The separator (comma, semicolon or tab) is sniffed from the
 * first record outside quotes. Quoted fields may hold separators, doubled
 * quotes and line breaks. Blank lines are skipped. On malformed input (an
 * unterminated quote, text after a closing quote, bytes that are not UTF-8)
 * returns %NULL with a HAMMER_ERROR_INVALID error naming the line. */
HammerCsv          *hammer_csv_parse            (const char  *data,
                                                 gsize        length,
                                                 GError     **error);
void                hammer_csv_free             (HammerCsv   *csv);
char                hammer_csv_get_separator    (HammerCsv   *csv);
guint               hammer_csv_get_n_rows       (HammerCsv   *csv);
/* The fields of row @row, %NULL-terminated; @n_fields may be %NULL. */
const char * const *hammer_csv_get_row          (HammerCsv   *csv,
                                                 guint        row,
                                                 guint       *n_fields);
/* The 1-based line of the file on which row @row starts. */
guint               hammer_csv_get_row_line     (HammerCsv   *csv,
                                                 guint        row);
/* "UTF-8", "UTF-16" or "Windows-1252": what the file was read as. A file
 * that is not UTF-8 is taken as Windows-1252 only when it holds no UTF-8
 * multi-byte sequence at all; the caller may tell the user it converted. */
const char         *hammer_csv_get_encoding     (HammerCsv   *csv);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerCsv, hammer_csv_free)

G_END_DECLS
