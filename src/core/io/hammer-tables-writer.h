/* hammer-tables-writer.h — the CSV writer (hammer-csv-writer.c) and the
 * web page (hammer-html-page.c) that every table of the core is written
 * with: an event's (hammer-event-tables.c), a league's
 * (hammer-league-tables.c), and above io the roster's
 * (store/hammer-roster-tables.c) and a season's (league/hammer-season-tables.c)
 *
 * For the core's modules (compiled with their HAMMER_*_COMPILATION); the
 * app and hammer-cli use hammer-tables.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "io/hammer-tables.h"

G_BEGIN_DECLS

/* A figure as people write it: whole numbers without decimals, others with
 * at most two, and @decimal_mark as the decimal mark. */
char  *hammer_tables_format_decimal (double                  value,
                                     char                    decimal_mark);
/* A JSON number as text; %NULL for anything that is not a number. */
char  *hammer_tables_format_number  (JsonNode               *node,
                                     char                    decimal_mark);

/* A JSON number with exactly @decimals decimals (at most two), as a column
 * of figures shows all of them alike: averages "110.00" beside "110.50";
 * %NULL for anything that is not a number. */
char  *hammer_tables_format_fixed   (JsonNode               *node,
                                     guint                   decimals,
                                     char                    decimal_mark);
/* The same of @value; %NULL for one that is not finite. */
char  *hammer_tables_format_fixed_value (double              value,
                                         guint               decimals,
                                         char                decimal_mark);
/* The decimals of an average, wherever one is written. */
#define HAMMER_TABLES_AVERAGE_DECIMALS 2

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
/* A figure as hammer_tables_format_decimal() writes it, with the file's
 * decimal mark. */
void   hammer_csv_writer_decimal   (HammerCsvWriter        *writer,
                                    double                  value);
/* The place of the ranked line @line as screens and paper show it: "3="
 * when it is shared. */
void   hammer_csv_writer_place     (HammerCsvWriter        *writer,
                                    JsonObject             *line);
/* A figure of a standings line in the format of its column, with the
 * file's decimal mark; empty when the line has none yet. */
void   hammer_csv_writer_standings_figure (HammerCsvWriter             *writer,
                                           const HammerStandingsColumn *column,
                                           JsonObject                  *line);
/* A figure as hammer_tables_format_fixed() writes it, with the file's
 * decimal mark; empty for anything not a number. */
void   hammer_csv_writer_fixed     (HammerCsvWriter        *writer,
                                    JsonNode               *node,
                                    guint                   decimals);
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
/* A cell of the figure @node, right-aligned, in a <@tag> element: a dash
 * for a figure not there yet (null), empty for anything not a number. */
void   hammer_html_figure_cell     (GString                *out,
                                    JsonNode               *node,
                                    const char             *tag);
/* The place of @line (see hammer_csv_writer_place()) in a cell. */
void   hammer_html_place_cell      (GString                *out,
                                    JsonObject             *line);
/* A figure of a standings line in the format of its column, with the
 * page's decimal mark; %NULL when the line has none. */
char  *hammer_html_standings_figure (const HammerStandingsColumn *column,
                                     JsonObject                  *line);
/* A number of @node as hammer_tables_format_fixed() writes it, with the
 * page's decimal mark; %NULL for anything else. */
char  *hammer_html_format_fixed    (JsonNode               *node,
                                    guint                   decimals);
/* A number of @node with the page's decimal mark, "" for anything else. */
char  *hammer_html_format_number   (JsonNode               *node);
/* YYYY-MM-DD as the page's language writes a date. */
char  *hammer_html_format_date     (const char             *iso);

G_END_DECLS
