/* hammer-league-common.c — what leagues and club-night seasons share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-league-common-private.h"

gboolean
_hammer_league_is_number (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return strlen (text) < 18;
}

gboolean
_hammer_league_parse_date (const char  *text,
                           const char  *what,
                           GDate       *date,
                           GError     **error)
{
  int year = 0, month = 0, day = 0;
  int end = 0;

  g_date_clear (date, 1);
  if (text != NULL && strlen (text) == 10 &&
      sscanf (text, "%4d-%2d-%2d%n", &year, &month, &day, &end) == 3 && text[end] == '\0' &&
      g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    {
      g_date_set_dmy (date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
      return TRUE;
    }

  if (what != NULL)
    /* TRANSLATORS: the first %s names the date, e.g. "The start date". */
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("%s: “%s” is not a date; write it as YYYY-MM-DD"), what,
                 text != NULL ? text : "");
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” is not a date; write it as YYYY-MM-DD"), text ? text : "");
  return FALSE;
}

char *
_hammer_league_date_to_string (const GDate *date)
{
  if (!g_date_valid (date))
    return NULL;
  return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                          g_date_get_day (date));
}

char *
_hammer_league_format_date (const GDate *date)
{
  char buffer[64];

  /* ISO dates read the same in every language. */
  if (g_date_strftime (buffer, sizeof buffer, "%Y-%m-%d", date) == 0)
    return g_strdup ("?");
  return g_strdup (buffer);
}

gboolean
_hammer_league_read_rows (sqlite3            *db,
                          const char         *sql,
                          gint64              id,
                          HammerLeagueRowFunc row,
                          gpointer            data,
                          const char         *what,
                          GError            **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if (!row (stmt, data, error))
      return FALSE;
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, what, error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
collect_id (sqlite3_stmt  *stmt,
            gpointer       data,
            GError       **error)
{
  gint64 id = sqlite3_column_int64 (stmt, 0);

  g_array_append_val ((GArray *) data, id);
  return TRUE;
}

gboolean
_hammer_league_delete_rows (HammerStoreTx  *tx,
                            const char     *table,
                            const char     *select_sql,
                            gint64          id,
                            const char     *delete_sql,
                            GError        **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (!_hammer_league_read_rows (tx->db, select_sql, id, collect_id, ids,
                                 _("Could not read the league"), error))
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_update_row (tx, table, g_array_index (ids, gint64, i), delete_sql,
                                     error))
      return FALSE;
  return TRUE;
}
