/* hammer-tables-private.h — the CSV writer and the web page of
 * hammer-tables.c, for the other tables of the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-tables.h"

G_BEGIN_DECLS

/* Writes one CSV file as HammerCsvOptions says (see hammer-tables.h). */
typedef struct
{
  GString                *out;
  const HammerCsvOptions *options;
  gboolean                row_started;
} HammerCsvWriter;

void   hammer_csv_writer_init      (HammerCsvWriter        *writer,
                                    const HammerCsvOptions *options);
/* A text cell, neutralised (hammer_csv_neutralise()); %NULL is empty. */
void   hammer_csv_writer_text      (HammerCsvWriter        *writer,
                                    const char             *text);
/* A JSON value: numbers as numbers with the file's decimal mark, text
 * neutralised, anything else an empty cell. */
void   hammer_csv_writer_node      (HammerCsvWriter        *writer,
                                    JsonNode               *node);
void   hammer_csv_writer_int       (HammerCsvWriter        *writer,
                                    gint64                  value);
void   hammer_csv_writer_end_row   (HammerCsvWriter        *writer);
char  *hammer_csv_writer_finish    (HammerCsvWriter        *writer);

/* Appends @text with &, <, >, " and ' escaped; %NULL appends nothing. */
void   hammer_html_escape          (GString                *out,
                                    const char             *text);
/* The page up to and with <body>: language, viewport, the shared style
 * and @title. */
void   hammer_html_begin_page      (GString                *out,
                                    const char             *title);
/* The footer and the end of the page. */
void   hammer_html_end_page        (GString                *out);
/* A number of @node with the page's decimal mark, "" for anything else. */
char  *hammer_html_format_number   (JsonNode               *node);
/* YYYY-MM-DD as the page's language writes a date. */
char  *hammer_html_format_date     (const char             *iso);

G_END_DECLS
