/* hammer-events-entrant-changes.c — an entrant changed before the draw:
 * seeded, checked in, given a handicap, removed or withdrawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"
#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"

static HammerEventEntrant *
find_entrant (HammerEventModel *model,
              gint64            entrant_id,
              GError          **error)
{
  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->id == entrant_id)
      return g_ptr_array_index (model->entrants, i);

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("“%s” has no entrant %" PRId64), model->name, entrant_id);
  return NULL;
}

/* Seeding one entrant and seeding them all write the same logged row, 0
 * meaning unseeded. */
static gboolean
write_seed (HammerStoreTx            *tx,
            const HammerEventEntrant *entrant,
            guint                     seed,
            GError                  **error)
{
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE entrants SET seed = nullif(?2, 0)"
                                                      " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, entrant->id);
  sqlite3_bind_int (stmt, 2, seed);
  return hammer_store_tx_run_logged (tx, "entrants", entrant->id, stmt, error);
}

/* A change to one entrant before the draw: @describe checks it against
 * the model and says in the history what it does (NULL with @error set to
 * refuse it); @write makes it inside the change. @data is the new value. */
typedef char    *(*DescribeFunc) (HammerEventModel          *model,
                                  HammerEventEntrant        *entrant,
                                  gpointer                   data,
                                  GError                   **error);
typedef gboolean (*WriteFunc)    (HammerStoreTx             *tx,
                                  const HammerEventEntrant  *entrant,
                                  gpointer                   data,
                                  GError                   **error);

static gboolean
change_entrant (HammerStore   *self,
                gint64         event_id,
                gint64         entrant_id,
                DescribeFunc   describe,
                WriteFunc      write,
                gpointer       data,
                GError       **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerEventEntrant *entrant;

  if (!(model = hammer_event_load_undrawn (self, event_id, error)) ||
      !(entrant = find_entrant (model, entrant_id, error)) ||
      !(description = describe (model, entrant, data, error)) ||
      !hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, write (&tx, entrant, data, error), error);
}

static char *
describe_seed (HammerEventModel   *model,
               HammerEventEntrant *entrant,
               gpointer            data,
               GError            **error)
{
  guint seed = GPOINTER_TO_UINT (data);

  for (guint i = 0; seed > 0 && i < model->entrants->len; i++)
    {
      HammerEventEntrant *other = g_ptr_array_index (model->entrants, i);

      if (other != entrant && other->seed == (int) seed)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("%s is seeded %u already"), other->name, seed);
          return NULL;
        }
    }
  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  return g_strdup_printf (_("Seed %s"), entrant->name);
}

static gboolean
write_one_seed (HammerStoreTx            *tx,
                const HammerEventEntrant *entrant,
                gpointer                  data,
                GError                  **error)
{
  return write_seed (tx, entrant, GPOINTER_TO_UINT (data), error);
}

gboolean
hammer_events_seed_entrant (HammerStore  *self,
                            gint64        event_id,
                            gint64        entrant_id,
                            guint         seed,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return change_entrant (self, event_id, entrant_id, describe_seed, write_one_seed,
                         GUINT_TO_POINTER (seed), error);
}

/* The seeds of @seeds (entrant id to seed), for every entrant whose seed
 * they change; rows whose seed stays are left out of the change. */
static gboolean
write_seeds (HammerStoreTx    *tx,
             HammerEventModel *model,
             GHashTable       *seeds,
             GError          **error)
{
  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);
      guint seed = GPOINTER_TO_UINT (g_hash_table_lookup (seeds, &entrant->id));

      if ((int) seed != entrant->seed && !write_seed (tx, entrant, seed, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_set_seeds (HammerStore  *self,
                         gint64        event_id,
                         const gint64 *entrant_ids,
                         guint         n_entrant_ids,
                         GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GHashTable) seeds = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (entrant_ids != NULL || n_entrant_ids == 0, FALSE);

  if (!(model = hammer_event_load_undrawn (self, event_id, error)))
    return FALSE;

  for (guint i = 0; i < n_entrant_ids; i++)
    {
      if (!find_entrant (model, entrant_ids[i], error))
        return FALSE;
      if (g_hash_table_contains (seeds, &entrant_ids[i]))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("Entrant %" PRId64 " is named twice in the seeding"), entrant_ids[i]);
          return FALSE;
        }
      g_hash_table_insert (seeds, (gpointer) &entrant_ids[i], GUINT_TO_POINTER (i + 1));
    }

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Seed the entrants of %s"), model->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, write_seeds (&tx, model, seeds, error), error);
}

static char *
describe_presence (HammerEventModel   *model,
                   HammerEventEntrant *entrant,
                   gpointer            data,
                   GError            **error)
{
  gboolean present = GPOINTER_TO_INT (data);

  if (entrant->present == present)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   present ? _("%s is marked present already")
                           : _("%s is marked absent already"), entrant->name);
      return NULL;
    }
  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  return g_strdup_printf (present ? _("Check in %s") : _("Mark %s absent"), entrant->name);
}

/* Sets one figure of @entrant's row by @sql (?1 the id, ?2 @value), logged. */
static gboolean
write_entrant_figure (HammerStoreTx            *tx,
                      const HammerEventEntrant *entrant,
                      const char               *sql,
                      int                       value,
                      GError                  **error)
{
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, entrant->id);
  sqlite3_bind_int (stmt, 2, value);
  return hammer_store_tx_run_logged (tx, "entrants", entrant->id, stmt, error);
}

static gboolean
write_presence (HammerStoreTx            *tx,
                const HammerEventEntrant *entrant,
                gpointer                  data,
                GError                  **error)
{
  return write_entrant_figure (tx, entrant, "UPDATE entrants SET present = ?2 WHERE id = ?1",
                               GPOINTER_TO_INT (data), error);
}

gboolean
hammer_events_set_entrant_present (HammerStore  *self,
                                   gint64        event_id,
                                   gint64        entrant_id,
                                   gboolean      present,
                                   GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return change_entrant (self, event_id, entrant_id, describe_presence, write_presence,
                         GINT_TO_POINTER (!!present), error);
}

static char *
describe_handicap (HammerEventModel   *model,
                   HammerEventEntrant *entrant,
                   gpointer            data,
                   GError            **error)
{
  if (!hammer_rules_check_handicap (model->rules, &model->options, entrant->name,
                                    GPOINTER_TO_INT (data), error))
    return NULL;
  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  return g_strdup_printf (_("Set the handicap of %s"), entrant->name);
}

gboolean
hammer_event_write_handicap (HammerStoreTx            *tx,
                             const HammerEventEntrant *entrant,
                             int                       handicap,
                             GError                  **error)
{
  return write_entrant_figure (tx, entrant, "UPDATE entrants SET handicap = ?2 WHERE id = ?1",
                               handicap, error);
}

static gboolean
write_handicap (HammerStoreTx            *tx,
                const HammerEventEntrant *entrant,
                gpointer                  data,
                GError                  **error)
{
  return hammer_event_write_handicap (tx, entrant, GPOINTER_TO_INT (data), error);
}

gboolean
hammer_events_set_entrant_handicap (HammerStore  *self,
                                    gint64        event_id,
                                    gint64        entrant_id,
                                    int           handicap,
                                    GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return change_entrant (self, event_id, entrant_id, describe_handicap, write_handicap,
                         GINT_TO_POINTER (handicap), error);
}

/* Deletes @entrant inside @tx. The team rows go first, one by one, so that
 * undo brings each back; a cascade would leave them out of the log. */
static gboolean
delete_entrant (HammerStoreTx            *tx,
                const HammerEventEntrant *entrant,
                GError                  **error)
{
  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt;
  int rc;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "SELECT id FROM entrant_players"
                                                      " WHERE entrant_id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, entrant->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 link = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (links, link);
    }
  if (rc != SQLITE_DONE)
    hammer_store_set_error (tx->db, rc, _("Could not read the entrants"), error);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return FALSE;

  for (guint l = 0; l < links->len; l++)
    if (!hammer_store_tx_update_row (tx, "entrant_players", g_array_index (links, gint64, l),
                                     "DELETE FROM entrant_players WHERE id = ?1", error))
      return FALSE;
  return hammer_store_tx_update_row (tx, "entrants", entrant->id,
                                     "DELETE FROM entrants WHERE id = ?1", error);
}

static char *
describe_removal (HammerEventModel   *model,
                  HammerEventEntrant *entrant,
                  gpointer            data,
                  GError            **error)
{
  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  return g_strdup_printf (_("Remove %s"), entrant->name);
}

static gboolean
write_removal (HammerStoreTx            *tx,
               const HammerEventEntrant *entrant,
               gpointer                  data,
               GError                  **error)
{
  return delete_entrant (tx, entrant, error);
}

gboolean
hammer_events_remove_entrant (HammerStore  *self,
                              gint64        event_id,
                              gint64        entrant_id,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return change_entrant (self, event_id, entrant_id, describe_removal, write_removal, NULL,
                         error);
}

gboolean
hammer_events_withdraw_entrant (HammerStore  *self,
                                gint64        event_id,
                                gint64        entrant_id,
                                GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerEventEntrant *entrant = NULL;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = hammer_event_load (db, event_id, error)) ||
      !(entrant = find_entrant (model, entrant_id, error)))
    return FALSE;
  if (entrant->withdrawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has withdrawn already"), entrant->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  description = g_strdup_printf (_("Withdraw %s"), entrant->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !hammer_store_tx_update_row (&tx, "entrants", entrant->id,
                                   "UPDATE entrants SET withdrawn = 1 WHERE id = ?1", error))
    goto fail;

  /* Rotating partners is an individual event: the rounds not begun are
   * paired again among those still in (docs/ARCHITECTURE.md). */
  if (!hammer_event_reload (&tx, &model, error))
    goto fail;
  if (hammer_format_get_info (model->format)->partners && model->matches->len > 0 &&
      (!hammer_event_redraw_partners (&tx, model, error) ||
       !hammer_event_reload (&tx, &model, error)))
    goto fail;
  /* A match of theirs that waits on a board is a walkover now, or with
   * rotating partners not played: the board is free for the next one. */
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      g_autofree char *now = NULL;
      sqlite3_stmt *stmt;

      if (row->board_id == 0 || row->finished_at != NULL ||
          (!model->resolved[i].walkover && model->resolved[i].status != HAMMER_MATCH_SKIPPED))
        continue;
      now = hammer_now_stamp ();
      if (!(stmt = hammer_store_borrow_statement (db, "UPDATE matches SET finished_at = ?2"
                                                      " WHERE id = ?1", error)))
        goto fail;
      sqlite3_bind_int64 (stmt, 1, row->id);
      sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
      if (!hammer_store_tx_run_logged (&tx, "matches", row->id, stmt, error))
        goto fail;
    }
  if (!hammer_event_reload (&tx, &model, error) ||
      !hammer_event_assign_boards (&tx, model, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    goto fail;
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_event_delete_entrant (HammerStoreTx            *tx,
                             const HammerEventEntrant *entrant,
                             GError                  **error)
{
  return delete_entrant (tx, entrant, error);
}
