/* hammer-store-numbers.c — numbering the matches of a database from
 * before schema 5, which gave every match the number people read; the store
 * calls this when it brings such a database up to date
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-draw.h"
#include "hammer-store-private.h"

/* One match as the database knows it: in the matches table, or only in a
 * snapshot of the change log (a draw made again or undone). */
typedef struct
{
  gint64          id;
  guint           draw_index;
  HammerDrawMatch dm;
} OldMatch;

/* Numbers @old[first … end - 1], one draw of one event in draw order, into
 * the temporary table "numbering". */
static gboolean
number_old_draw (sqlite3     *db,
                 GArray      *old,
                 guint        first,
                 guint        end,
                 GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  guint size = g_array_index (old, OldMatch, end - 1).draw_index + 1;
  g_autofree HammerDrawMatch *draw = g_new0 (HammerDrawMatch, size);
  g_autofree guint *numbers = g_new0 (guint, size);

  /* Sources name draw indices, so the matches sit at theirs. */
  for (guint i = first; i < end; i++)
    draw[g_array_index (old, OldMatch, i).draw_index] = g_array_index (old, OldMatch, i).dm;
  hammer_draw_number_matches (draw, size, 1, numbers);

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO temp.numbering (id, number) VALUES (?, ?)",
                                     error)))
    return FALSE;
  for (guint i = first; i < end; i++)
    {
      OldMatch *match = &g_array_index (old, OldMatch, i);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, match->id);
      if (numbers[match->draw_index] > 0)
        sqlite3_bind_int (stmt, 2, numbers[match->draw_index]);
      else
        sqlite3_bind_null (stmt, 2);
      if (!hammer_store_step_done (stmt, _("Could not update the database"), error))
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_number_old_matches (sqlite3  *db,
                                  GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) old = g_array_new (FALSE, TRUE, sizeof (OldMatch));
  gint64 event_id = 0;
  guint first = 0;
  int rc;

  g_return_val_if_fail (db != NULL, FALSE);

  /* Every match there is or was, by event and in the order made: the ids
   * of one draw go up with its draw indices, and a draw made again starts
   * at draw index 0. A Swiss round paired later goes on from the last. */
  if (!(stmt = hammer_store_prepare (db,
                                     "WITH snapshots (row_id, snapshot) AS ("
                                     "  SELECT row_id, before FROM change_rows"
                                     "   WHERE table_name = 'matches' AND before IS NOT NULL"
                                     "  UNION ALL SELECT row_id, after FROM change_rows"
                                     "   WHERE table_name = 'matches' AND after IS NOT NULL)"
                                     " SELECT id, event_id, draw_index, n_sides, source0, source1"
                                     "  FROM matches"
                                     " UNION SELECT row_id, json_extract (snapshot, '$.event_id'),"
                                     "  json_extract (snapshot, '$.draw_index'),"
                                     "  json_extract (snapshot, '$.n_sides'),"
                                     "  json_extract (snapshot, '$.source0'),"
                                     "  json_extract (snapshot, '$.source1') FROM snapshots"
                                     " ORDER BY 2, 1",
                                     error)))
    return FALSE;
  if (!hammer_store_exec (db, "CREATE TEMP TABLE numbering (id INTEGER PRIMARY KEY,"
                              " number INTEGER)", _("Could not update the database"), error))
    return FALSE;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      OldMatch match = { .id = sqlite3_column_int64 (stmt, 0) };
      gint64 event = sqlite3_column_int64 (stmt, 1);
      int draw_index = sqlite3_column_int (stmt, 2);
      OldMatch *last = old->len > 0 ? &g_array_index (old, OldMatch, old->len - 1) : NULL;

      if (draw_index < 0 || (last != NULL && last->id == match.id))
        continue;
      match.draw_index = draw_index;
      match.dm.n_sides = CLAMP (sqlite3_column_int (stmt, 3), 1, 2);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 4),
                                       &match.dm.sources[0]);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 5),
                                       &match.dm.sources[1]);

      if (last != NULL && (event != event_id || match.draw_index <= last->draw_index))
        {
          if (!number_old_draw (db, old, first, old->len, error))
            return FALSE;
          first = old->len;
        }
      event_id = event;
      g_array_append_val (old, match);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not update the database"), error);
      return FALSE;
    }
  if (old->len > first && !number_old_draw (db, old, first, old->len, error))
    return FALSE;

  return hammer_store_exec (db,
                            "UPDATE matches SET number = (SELECT number FROM temp.numbering"
                            " WHERE numbering.id = matches.id);"
                            "UPDATE change_rows SET before = json_set (before, '$.number',"
                            " (SELECT number FROM temp.numbering WHERE numbering.id = row_id))"
                            " WHERE table_name = 'matches' AND before IS NOT NULL;"
                            "UPDATE change_rows SET after = json_set (after, '$.number',"
                            " (SELECT number FROM temp.numbering WHERE numbering.id = row_id))"
                            " WHERE table_name = 'matches' AND after IS NOT NULL;"
                            "DROP TABLE temp.numbering;",
                            _("Could not update the database"), error);
}
