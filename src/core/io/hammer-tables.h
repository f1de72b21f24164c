/* hammer-tables.h — standings, results and the roster as CSV and HTML
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * HammerCsvOptions:
 * @bom: start with a UTF-8 byte order mark, so that Excel reads the file as
 *   UTF-8 and not in the system's code page
 * @separator: ',' or ';'. Dutch and German spreadsheets expect ';', and with
 *   it a decimal comma, so numbers are then written with a comma
 *
 * How a CSV file is written. Every file is RFC 4180: records end in CRLF
 * (the last one too), a field holding the separator, a quote, CR or LF is
 * quoted, and quotes inside it are doubled.
 */
typedef struct
{
  gboolean bom;
  char     separator;
} HammerCsvOptions;

/* No BOM, comma-separated. */
void      hammer_csv_options_init        (HammerCsvOptions       *options);

/* A text cell as written to a CSV file: a text that a spreadsheet would run
 * as a formula (it starts with =, +, -, @, a tab or CR) gets a single quote
 * in front, which spreadsheets show as text and do not run. Text of only
 * "+" or "-" followed by digits, spaces and ( ) . , / + - (a phone number
 * such as "+31 6 1234 5678", or a number) is left alone: it names no function
 * and no cell, so a spreadsheet can at most do sums with it. Numbers in the
 * tables are not text and are never changed. Returns a new string. */
char     *hammer_csv_neutralise          (const char             *text);

/* A column of a table of an event's standings. */
typedef struct
{
  const char *member;        /* of a standings line */
  const char *header;        /* whole, N_(): translate with _() */
  const char *short_header;  /* N_(), for paper where a legend explains it; NULL: the header */
  gboolean    text;          /* the name or the class, not a figure */
  guint       decimals;      /* how every figure of the column is written */
  const char *narrow_header; /* N_(), for a narrow screen; every figure has one */
} HammerStandingsColumn;

/* The one set of columns of an event's standings that the web page, the
 * paper and the CSV file show, in order: place, name, the class where
 * there are classes, then for a series its games, total, average and best
 * game, and for matches played, won, drawn (not in a knockout) and lost,
 * then the figures behind the places in the order @event (may be %NULL:
 * the defaults) breaks ties. With @every_figure, every other figure the
 * lines have follows, for a spreadsheet. Each column's figures take one
 * format: averages two decimals, other fractions as many as the column
 * needs. Returns a GArray of HammerStandingsColumn. */
GArray   *hammer_tables_standings_columns (JsonObject            *event,
                                           JsonArray             *standings,
                                           gboolean               every_figure);
/* Lines of standings as hammer_tables_choose_standings_columns() reads
 * them, whatever holds them: @has says whether line @row has @member at
 * all (a null counts: a best game not played yet still has its column),
 * @value gives its figure, FALSE for none. */
typedef struct
{
  guint      n_rows;
  gboolean (*has)   (gpointer rows, guint row, const char *member);
  gboolean (*value) (gpointer rows, guint row, const char *member, double *value);
  gpointer   rows;
} HammerStandingsRows;

/* hammer_tables_standings_columns() of any lines, for an event that
 * breaks ties by @tie_breakers (%NULL or empty: the defaults). */
GArray   *hammer_tables_choose_standings_columns (const char * const        *tie_breakers,
                                                  const HammerStandingsRows *rows,
                                                  gboolean                   every_figure);
/* The column of the figure @member of a standings line ("games_won"), or
 * %NULL; its decimals are the defaults. */
const HammerStandingsColumn *hammer_tables_standings_column (const char *member);
/* The cell of @column for the standings line @line: the text, or the
 * figure in the column's format with @decimal_mark; %NULL when the line has
 * none (a best game before the first game is null). */
char     *hammer_tables_standings_figure  (const HammerStandingsColumn *column,
                                           JsonObject                  *line,
                                           char                         decimal_mark);

/* A figure of a column with @decimals decimals, as
 * hammer_tables_standings_figure() writes it; %NULL when not finite. */
char     *hammer_tables_format_figure     (double                       value,
                                           guint                        decimals,
                                           char                         decimal_mark);

/* The standings of hammer_events_get_standings_json() as CSV: the columns
 * of hammer_tables_standings_columns() with every figure, headers
 * translated. */
char     *hammer_tables_standings_csv    (JsonArray              *standings,
                                          const HammerCsvOptions *options);
/* The finished matches of hammer_events_get_matches_json() as CSV: round,
 * bracket, board, the sides' names, games won, points, the score of every
 * game (its "game_points") and the winner. */
char     *hammer_tables_results_csv      (JsonArray              *matches,
                                          const HammerCsvOptions *options);
/* Whether a match of hammer_events_get_matches_json() is a result to list:
 * played and finished (a card under way or a bye is not). */
gboolean  hammer_tables_match_is_result    (JsonObject           *match);
/* "16–0, 0–16, 16–0": the points of each game of a match of
 * hammer_events_get_matches_json() (its "game_points"), the sides' joined by
 * an en dash; NULL when it has no games. */
char     *hammer_tables_format_game_scores (JsonObject           *match);

/* One self-contained HTML page for a club website: the event of
 * hammer_events_get_event_json(), its standings with the tie-breaker figures
 * it uses, and the results by round. Inline CSS, no scripts, nothing
 * fetched from elsewhere; prints well and reads on a phone. */
char     *hammer_tables_event_html       (JsonObject             *event,
                                          JsonArray              *standings,
                                          JsonArray              *matches);

G_END_DECLS
