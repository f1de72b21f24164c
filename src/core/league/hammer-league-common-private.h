/* hammer-league-common-private.h — what leagues and club-night seasons share
 *
 * Both read dates written YYYY-MM-DD and players named by number, and both
 * end a change the same way. A private header of the league folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_LEAGUE_COMPILATION)
# error "Only the league's own files may include hammer-league-common-private.h"
#endif

#include <glib.h>
#include <sqlite3.h>

#include "store/hammer-store-tx.h"

G_BEGIN_DECLS

/* Whether @text is a row id: digits only, short enough for a gint64. */
gboolean  _hammer_league_is_number      (const char         *text);

/* Reads a date written YYYY-MM-DD into @date. @what names the date in the
 * message ("The start date: … is not a date"), or is %NULL for a message
 * that names only the text. */
gboolean  _hammer_league_parse_date     (const char         *text,
                                         const char         *what,
                                         GDate              *date,
                                         GError            **error);

/* @date written YYYY-MM-DD, or %NULL when it is not a valid date. */
char     *_hammer_league_date_to_string (const GDate        *date);

/* @date written YYYY-MM-DD for a message, or "?" when it cannot be. */
char     *_hammer_league_format_date    (const GDate        *date);

/* Calls @row for every row @sql (with @id bound as its one parameter)
 * returns, stopping at the first that fails; @what heads the message of a
 * failure to read. */
typedef gboolean (*HammerLeagueRowFunc) (sqlite3_stmt  *stmt,
                                         gpointer       data,
                                         GError       **error);

gboolean  _hammer_league_read_rows      (sqlite3            *db,
                                         const char         *sql,
                                         gint64              id,
                                         HammerLeagueRowFunc row,
                                         gpointer            data,
                                         const char         *what,
                                         GError            **error);

/* Deletes, inside @tx and row by row so that undo brings them back, the
 * rows of @table whose ids @select_sql (with @id bound) returns, each
 * with @delete_sql (a constant text that binds the row's id as ?1). */
gboolean  _hammer_league_delete_rows    (HammerStoreTx      *tx,
                                         const char         *table,
                                         const char         *select_sql,
                                         gint64              id,
                                         const char         *delete_sql,
                                         GError            **error);

G_END_DECLS
