/* hammer-store-read.c — reads that see one state of the file
 *
 * Outside a transaction every statement reads the file as it is when the
 * statement starts: a read of several statements (a day's events, then
 * its boards, then who rests) can see a result another connection commits
 * halfway, half before it and half after. Inside a read transaction every
 * statement sees the file as the first one did (SQLite's write-ahead log
 * keeps that state for it), and writers go on meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include "hammer-store-tx.h"

gboolean
hammer_store_read_begin (sqlite3   *db,
                         gboolean  *began,
                         GError   **error)
{
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (began != NULL, FALSE);

  /* Inside a transaction already (a write's checks): that one holds. */
  *began = FALSE;
  if (!sqlite3_get_autocommit (db))
    return TRUE;
  if (!hammer_store_exec (db, "BEGIN", _("Could not read the database"), error))
    return FALSE;
  *began = TRUE;
  return TRUE;
}

void
hammer_store_read_end (sqlite3  *db,
                       gboolean  began)
{
  g_return_if_fail (db != NULL);

  /* Nothing was written: ending it gives the snapshot up. */
  if (began && !sqlite3_get_autocommit (db))
    sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
}
