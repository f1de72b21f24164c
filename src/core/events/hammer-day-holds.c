/* hammer-day-holds.c — who on a tournament day may not be called now, and why: on a board
 * of any event of the day, or resting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

static void
hold_free (HammerDayHold *hold)
{
  g_free (hold->rest_until);
  g_free (hold->free_at);
  g_free (hold);
}

void
hammer_day_holds_free (HammerDayHolds *holds)
{
  if (holds == NULL)
    return;
  g_ptr_array_unref (holds->models);
  g_ptr_array_unref (holds->owned);
  g_hash_table_unref (holds->boards);
  g_hash_table_unref (holds->playing);
  g_hash_table_unref (holds->resting);
  g_hash_table_unref (holds->board_ends);
  g_free (holds);
}

static gint64 *
id_key (gint64 id)
{
  return g_memdup2 (&id, sizeof id);
}

/* The player ids of match @index of @model, into @out (at most 8). */
guint
hammer_day_match_player_ids (HammerEventModel *model,
                             guint             index,
                             gint64            out[8])
{
  int players[4];
  guint n = hammer_event_match_players (model, index, players);
  guint n_ids = 0;

  for (guint p = 0; p < n; p++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, players[p]);

      for (guint k = 0; entrant != NULL && k < entrant->player_ids->len && n_ids < 8; k++)
        out[n_ids++] = g_array_index (entrant->player_ids, gint64, k);
    }
  return n_ids;
}

void
hammer_day_holds_take (HammerDayHolds   *holds,
                       HammerEventModel *model,
                       guint             index,
                       guint             number)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autofree char *end = hammer_event_estimate_end (model, row);
  g_autoptr(GDateTime) end_time = NULL;
  g_autoptr(GDateTime) free_time = NULL;
  gint64 ids[8];
  guint n = hammer_day_match_player_ids (model, index, ids);

  /* Not called yet: it starts now. */
  if (end == NULL || !(end_time = g_date_time_new_from_iso8601 (end, NULL)))
    {
      g_autoptr(GDateTime) now = hammer_now ();

      g_clear_pointer (&end, g_free);
      end_time = g_date_time_add_minutes (now, hammer_event_match_minutes (model, row, 0));
      end = g_date_time_format_iso8601 (end_time);
    }
  free_time = g_date_time_add_minutes (end_time, holds->rest_minutes);
  g_hash_table_add (holds->boards, id_key (row->board_id));
  g_hash_table_replace (holds->board_ends, id_key (row->board_id), g_strdup (end));
  for (guint p = 0; p < n; p++)
    {
      HammerDayHold *hold = g_new0 (HammerDayHold, 1);

      *hold = (HammerDayHold) { ids[p], model->id, number, NULL,
                                g_date_time_format_iso8601 (free_time) };
      g_hash_table_replace (holds->playing, id_key (ids[p]), hold);
    }
}

/* A played match (not a bye) that ended less than the rest ago keeps its
 * players resting until then. */
static void
note_rest (HammerDayHolds   *holds,
           HammerEventModel *model,
           guint             index,
           GDateTime        *now)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autoptr(GDateTime) finished = NULL;
  g_autoptr(GDateTime) until = NULL;
  g_autofree char *until_text = NULL;
  gint64 ids[8];
  guint n;

  if (row->finished_at == NULL || row->input == NULL ||
      !(finished = g_date_time_new_from_iso8601 (row->finished_at, NULL)))
    return;
  until = g_date_time_add_minutes (finished, holds->rest_minutes);
  if (g_date_time_compare (until, now) <= 0)
    return;
  until_text = g_date_time_format_iso8601 (until);
  n = hammer_day_match_player_ids (model, index, ids);
  for (guint p = 0; p < n; p++)
    {
      HammerDayHold *old = g_hash_table_lookup (holds->resting, &ids[p]);
      HammerDayHold *hold;

      if (old != NULL && g_strcmp0 (old->rest_until, until_text) >= 0)
        continue;
      hold = g_new0 (HammerDayHold, 1);
      *hold = (HammerDayHold) { ids[p], model->id, 0, g_strdup (until_text),
                                g_strdup (until_text) };
      g_hash_table_replace (holds->resting, id_key (ids[p]), hold);
    }
}

static void
scan_model (HammerDayHolds   *holds,
            HammerEventModel *model,
            GDateTime        *now)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id != 0 && hammer_event_match_open (model, i))
        {
          HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);

          hammer_day_holds_take (holds, model, i, board != NULL ? board->number : 0);
        }
      else if (holds->rest_minutes > 0)
        note_rest (holds, model, i, now);
    }
}

static HammerDayHolds *
holds_alloc (void)
{
  HammerDayHolds *holds = g_new0 (HammerDayHolds, 1);

  holds->models = g_ptr_array_new ();
  holds->owned = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_event_model_free);
  holds->boards = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  holds->playing = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                          (GDestroyNotify) hold_free);
  holds->resting = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                          (GDestroyNotify) hold_free);
  holds->board_ends = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  return holds;
}

static void
holds_scan (HammerDayHolds *holds)
{
  g_autoptr(GDateTime) now = hammer_now ();

  for (guint e = 0; e < holds->models->len; e++)
    scan_model (holds, holds->models->pdata[e], now);
}

/* The day's rest and its events' ids, by id. */
static GArray *
day_event_ids (sqlite3   *db,
               gint64     day_id,
               guint     *rest_minutes,
               GError   **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!hammer_day_check_exists (db, day_id, error) ||
      !(stmt = hammer_store_prepare (db, "SELECT id, (SELECT rest_minutes FROM days WHERE id = ?1)"
                                         " FROM events WHERE day_id = ?1 ORDER BY id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  *rest_minutes = 0;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      *rest_minutes = (guint) sqlite3_column_int64 (stmt, 1);
      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

GArray *
hammer_days_get_event_ids (HammerStore  *self,
                           gint64        day_id,
                           GError      **error)
{
  guint rest_minutes;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return day_event_ids (hammer_store_get_db (self), day_id, &rest_minutes, error);
}

/* Loads the day's events (all but @model, which is used as it is). */
HammerDayHolds *
hammer_day_holds_new (sqlite3           *db,
                      gint64             day_id,
                      HammerEventModel  *model,
                      gboolean           ignore_rest,
                      GError           **error)
{
  g_autoptr(HammerDayHolds) holds = holds_alloc ();
  g_autoptr(GArray) ids = NULL;
  guint rest = 0;

  if (!(ids = day_event_ids (db, day_id, &rest, error)))
    return NULL;
  holds->rest_minutes = ignore_rest ? 0 : rest;
  for (guint e = 0; e < ids->len; e++)
    {
      gint64 event_id = g_array_index (ids, gint64, e);
      HammerEventModel *other;

      if (model != NULL && model->id == event_id)
        {
          g_ptr_array_add (holds->models, model);
          continue;
        }
      if (!(other = hammer_event_load (db, event_id, error)))
        return NULL;
      g_ptr_array_add (holds->owned, other);
      g_ptr_array_add (holds->models, other);
    }
  holds_scan (holds);
  return g_steal_pointer (&holds);
}

/* The holds of an event on no day: who of its own is on one of its boards. */
HammerDayHolds *
hammer_day_holds_new_for_event (HammerEventModel *model)
{
  HammerDayHolds *holds = holds_alloc ();

  g_ptr_array_add (holds->models, model);
  holds_scan (holds);
  return holds;
}

/* The holds of day @day_id from the models kept on @self, read again
 * where they changed (hammer-event-cache.c); @model, when given, counts as
 * it is in memory. Hand them back with hammer_day_holds_keep(). */
HammerDayHolds *
hammer_day_holds_from_cache (HammerStore       *self,
                             gint64             day_id,
                             HammerEventModel  *model,
                             gboolean           ignore_rest,
                             GError           **error)
{
  g_autoptr(HammerDayHolds) holds = holds_alloc ();
  g_autoptr(GArray) ids = NULL;
  guint rest = 0;

  if (!(ids = day_event_ids (hammer_store_get_db (self), day_id, &rest, error)))
    return NULL;
  holds->rest_minutes = ignore_rest ? 0 : rest;
  for (guint e = 0; e < ids->len; e++)
    {
      gint64 event_id = g_array_index (ids, gint64, e);
      HammerEventModel *other;

      if (model != NULL && model->id == event_id)
        {
          g_ptr_array_add (holds->models, model);
          continue;
        }
      if (!(other = hammer_event_take (self, event_id, error)))
        return NULL;
      g_ptr_array_add (holds->owned, other);
      g_ptr_array_add (holds->models, other);
    }
  holds_scan (holds);
  return g_steal_pointer (&holds);
}

/* Gives the models @holds took back to @self's cache: as they are once
 * change @change_id is committed, or with -1 as they were taken. */
void
hammer_day_holds_keep (HammerStore    *self,
                       HammerDayHolds *holds,
                       gint64          change_id)
{
  while (holds->owned->len > 0)
    {
      HammerEventModel *model = g_ptr_array_steal_index (holds->owned, 0);

      if (change_id >= 0)
        hammer_event_keep_written (self, model, change_id);
      else
        hammer_event_keep (self, model);
    }
}

gboolean
hammer_day_holds_board_busy (HammerDayHolds *holds,
                             gint64          board_id)
{
  return g_hash_table_contains (holds->boards, &board_id);
}

/* The hold on the first held player of match @index, or NULL. */
HammerDayHold *
hammer_day_holds_find (HammerDayHolds   *holds,
                       HammerEventModel *model,
                       guint             index)
{
  gint64 ids[8];
  guint n = hammer_day_match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    {
      HammerDayHold *hold = g_hash_table_lookup (holds->playing, &ids[p]);

      if (hold != NULL)
        return hold;
    }
  for (guint p = 0; p < n; p++)
    {
      HammerDayHold *hold = g_hash_table_lookup (holds->resting, &ids[p]);

      if (hold != NULL)
        return hold;
    }
  return NULL;
}

/* The later of @time and the stamp @text; a new reference. */
static GDateTime *
later_of (GDateTime  *time,
          const char *text)
{
  g_autoptr(GDateTime) parsed = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  if (parsed != NULL && (time == NULL || g_date_time_compare (parsed, time) > 0))
    return g_steal_pointer (&parsed);
  return time != NULL ? g_date_time_ref (time) : NULL;
}

GDateTime *
hammer_day_holds_board_free_at (HammerDayHolds *holds,
                                gint64          board_id)
{
  return later_of (NULL, g_hash_table_lookup (holds->board_ends, &board_id));
}

GDateTime *
hammer_day_holds_not_before (HammerDayHolds   *holds,
                             HammerEventModel *model,
                             guint             index)
{
  g_autoptr(GDateTime) latest = NULL;
  gint64 ids[8];
  guint n = hammer_day_match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    {
      GHashTable *tables[2] = { holds->playing, holds->resting };

      for (guint t = 0; t < 2; t++)
        {
          HammerDayHold *hold = g_hash_table_lookup (tables[t], &ids[p]);
          GDateTime *next;

          if (hold == NULL)
            continue;
          next = later_of (latest, hold->free_at);
          g_clear_pointer (&latest, g_date_time_unref);
          latest = next;
        }
    }
  return g_steal_pointer (&latest);
}

void
hammer_day_holds_mark (HammerDayHolds   *holds,
                       HammerEventModel *model,
                       gboolean         *busy)
{
  for (guint e = 0; e < model->entrants->len; e++)
    {
      HammerEventEntrant *entrant = model->entrants->pdata[e];

      if (entrant->draw_index < 0)
        continue;
      for (guint k = 0; k < entrant->player_ids->len; k++)
        {
          gint64 id = g_array_index (entrant->player_ids, gint64, k);

          if (g_hash_table_contains (holds->playing, &id) ||
              g_hash_table_contains (holds->resting, &id))
            busy[entrant->draw_index] = TRUE;
        }
    }
}

/* The event and match on board @board_id, or FALSE. */
static gboolean
find_on_board (HammerDayHolds       *holds,
               gint64                board_id,
               HammerEventModel    **model,
               HammerEventMatchRow **row)
{
  for (guint e = 0; e < holds->models->len; e++)
    {
      HammerEventModel *m = holds->models->pdata[e];

      for (guint i = 0; i < m->matches->len; i++)
        if (g_array_index (m->matches, HammerEventMatchRow, i).board_id == board_id &&
            hammer_event_match_open (m, i))
          {
            *model = m;
            *row = &g_array_index (m->matches, HammerEventMatchRow, i);
            return TRUE;
          }
    }
  return FALSE;
}

gboolean
hammer_day_holds_board_match (HammerDayHolds    *holds,
                              gint64             board_id,
                              HammerEventModel **model,
                              guint             *index)
{
  HammerEventMatchRow *row = NULL;

  if (!find_on_board (holds, board_id, model, &row))
    return FALSE;
  *index = row - &g_array_index ((*model)->matches, HammerEventMatchRow, 0);
  return TRUE;
}

/* The name of player @player_id, or NULL when it cannot be read. */
char *
hammer_day_player_name (sqlite3 *db,
                        gint64   player_id)
{
  /* Borrowed: a day of thousands of waiting matches asks it for each held one. */
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT name FROM players WHERE id = ?",
                                                      NULL);
  char *name = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, player_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
  return name;
}

/* The name of the day's event @event_id, as the holds have it. */
static const char *
held_event_name (HammerDayHolds *holds,
                 gint64          event_id)
{
  for (guint e = 0; e < holds->models->len; e++)
    {
      HammerEventModel *model = holds->models->pdata[e];

      if (model->id == event_id)
        return model->name;
    }
  return "";
}

/* The name of the day's board @number (every event of the day reads the
 * same boards), "Board N" when none has it. */
static char *
held_board_name (HammerEventModel *model,
                 guint             number)
{
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      if (board->number == number && board->name != NULL)
        return g_strdup (board->name);
    }
  return g_strdup_printf (_("Board %u"), number);
}

/* "14:35", the local time of the stamp @stamp. */
static char *
clock_text (const char *stamp)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_iso8601 (stamp, NULL);
  g_autoptr(GDateTime) local = time != NULL ? g_date_time_to_local (time) : NULL;

  return local != NULL ? g_date_time_format (local, "%H:%M") : g_strdup (stamp);
}

gboolean
hammer_day_holds_check (HammerDayHolds   *holds,
                        sqlite3          *db,
                        HammerEventModel *model,
                        guint             index,
                        GError          **error)
{
  HammerDayHold *hold = hammer_day_holds_find (holds, model, index);
  guint number = g_array_index (model->matches, HammerEventMatchRow, index).number;
  g_autofree char *player = NULL;
  g_autofree char *message = NULL;

  if (hold == NULL)
    return TRUE;
  if (!(player = hammer_day_player_name (db, hold->player)))
    player = g_strdup_printf (_("Player %" PRId64), hold->player);
  if (hold->rest_until == NULL)
    {
      g_autofree char *board = held_board_name (model, hold->board);

      /* TRANSLATORS: "Anna Bakker plays on Table 2 in “Ladies” now: Match 7
       * may go on a board once that match is over". */
      message = g_strdup_printf (_("%s plays on %s in “%s” now: Match %u may go on a board once "
                                   "that match is over"),
                                 player, board, held_event_name (holds, hold->event), number);
      g_propagate_error (error, hammer_error_new_violation ("player-on-board", -1, -1, -1, NULL,
                                                            message));
    }
  else
    {
      g_autofree char *until = clock_text (hold->rest_until);

      /* TRANSLATORS: "Anna Bakker rests until 14:35 after a match in “Ladies”:
       * Match 7 waits for her unless the rest is cut short". */
      message = g_strdup_printf (_("%s rests until %s after a match in “%s”: Match %u waits "
                                   "unless the rest is cut short"),
                                 player, until, held_event_name (holds, hold->event), number);
      g_propagate_error (error, hammer_error_new_violation ("player-resting", -1, -1, -1, NULL,
                                                            message));
    }
  return FALSE;
}
