/* hammer-events-placings.c — who placed where in an event, typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-event-placings.h"
#include "events/hammer-events-private.h"

void
hammer_event_placings_free (HammerEventPlacings *placings)
{
  if (placings == NULL)
    return;
  g_free (placings->name);
  g_free (placings->rules_id);
  g_free (placings->day);
  if (placings->placings != NULL)
    {
      for (guint i = 0; i < placings->placings->len; i++)
        g_clear_pointer (&g_array_index (placings->placings, HammerEventPlacing, i).player_ids,
                         g_array_unref);
      g_array_unref (placings->placings);
    }
  g_free (placings);
}

/* The day an event without a date was made, for its place in time. */
static char *
made_on (HammerStore  *self,
         gint64        event_id,
         GError      **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  g_autoptr(sqlite3_stmt) stmt =
    hammer_store_prepare (db, "SELECT substr (created_at, 1, 10) FROM events WHERE id = ?",
                          error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  hammer_store_set_error (db, rc, _("Could not read the event"), error);
  return NULL;
}

HammerEventPlacings *
hammer_events_get_placings (HammerStore  *self,
                            gint64        event_id,
                            GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerEventPlacings) out = g_new0 (HammerEventPlacings, 1);
  g_autoptr(GArray) lines = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;

  out->event_id = model->id;
  out->name = g_strdup (model->name);
  out->rules_id = g_strdup (model->rules_id);
  out->state = hammer_event_state (model);
  out->placings = g_array_new (FALSE, TRUE, sizeof (HammerEventPlacing));
  out->day = model->date != NULL ? g_strdup (model->date) : made_on (self, event_id, error);
  if (out->day == NULL)
    {
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }

  lines = hammer_event_standings (model);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, i);
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);
      HammerEventPlacing placing = { 0 };

      if (entrant == NULL)
        continue;
      placing.entrant_id = entrant->id;
      placing.place = line->place;
      placing.player_ids = g_array_copy (entrant->player_ids);
      placing.total = line->row.points_for;
      placing.n_games = line->row.n_games;
      placing.consolation = line->consolation;
      placing.bracket_place = line->consolation ? line->bracket_place : 0;
      g_array_append_val (out->placings, placing);
    }
  out->n_entrants = out->placings->len;
  hammer_event_keep (self, g_steal_pointer (&model));
  return g_steal_pointer (&out);
}
