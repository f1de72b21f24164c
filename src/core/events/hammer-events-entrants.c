/* hammer-events-entrants.c — entering an event before its draw: by name,
 * by player, from a file; and what the blind draw shares of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"
#include "hammer-error.h"
#include "events/hammer-events-private.h"
#include "events/hammer-team-name.h"

static gboolean
require_not_drawn (HammerEventModel *model,
                   GError          **error)
{
  if (model->drawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The draw of “%s” has been made: entries are closed. A late entry can "
                     "still come in if the event is drawn again before its first result."),
                   model->name);
      return FALSE;
    }
  return TRUE;
}

/* The model of event @event_id while it takes entries: before its draw. */
static HammerEventModel *
load_undrawn (HammerStore  *self,
              gint64        event_id,
              GError      **error)
{
  g_autoptr(HammerEventModel) model =
    hammer_event_load (hammer_store_get_db (self), event_id, error);

  if (model == NULL || !require_not_drawn (model, error))
    return NULL;
  return g_steal_pointer (&model);
}

/* The statements below are cached: an import adds a thousand entrants in
 * one change, and preparing each statement again would cost more than
 * running it. Each is reset after use, so that none holds a read open. */

/* The order of entry the next entrant of event @event_id takes, or 0 with
 * @error set when it cannot be read. */
static gint64
next_added (sqlite3  *db,
            gint64    event_id,
            GError  **error)
{
  sqlite3_stmt *stmt;
  gint64 added = 0;
  int rc;

  stmt = hammer_store_borrow_statement (db, "SELECT coalesce(max(added), 0) + 1 FROM entrants"
                                            " WHERE event_id = ?", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    added = sqlite3_column_int64 (stmt, 0);
  else
    hammer_store_set_error (db, rc, _("Could not add the entrant"), error);
  sqlite3_reset (stmt);
  return added;
}

/* FALSE with @error set when player @player_id is entered in @model
 * already (the error names the new entry @display_name), or when that
 * cannot be read: an entry that cannot be checked is not made. */
static gboolean
check_not_entered (sqlite3          *db,
                   HammerEventModel *model,
                   gint64            player_id,
                   const char       *display_name,
                   GError          **error)
{
  sqlite3_stmt *stmt;
  int rc;

  stmt = hammer_store_borrow_statement (db,
                                        "SELECT 1 FROM entrant_players ep JOIN entrants e"
                                        " ON e.id = ep.entrant_id WHERE e.event_id = ?"
                                        " AND ep.player_id = ? AND e.withdrawn = 0", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                 _("%s is entered in “%s” already"), display_name, model->name);
  else if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not add the entrant"), error);
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE;
}

/* Adds one entrant of @players (names, already cleaned) inside @tx. A
 * caller that adds many in a row, and removes none in between, passes
 * @next_added (0 at first): the order of entry is then read once, not
 * counted again from the whole field for every entrant. */
static gint64
insert_entrant (HammerStoreTx    *tx,
                HammerEventModel *model,
                const char       *display_name,
                const GArray     *player_ids,
                gint64           *next_added_in_tx,
                GError          **error)
{
  sqlite3_stmt *stmt;
  gint64 entrant_id;
  gint64 added;

  for (guint i = 0; i < player_ids->len; i++)
    if (!check_not_entered (tx->db, model, g_array_index (player_ids, gint64, i), display_name,
                            error))
      return 0;

  if (next_added_in_tx == NULL)
    added = next_added (tx->db, model->id, error);
  else if (*next_added_in_tx == 0)
    added = *next_added_in_tx = next_added (tx->db, model->id, error);
  else
    added = *next_added_in_tx;
  if (added == 0)
    return 0;
  if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO entrants (event_id, name, added)"
                                                      " VALUES (?, ?, ?)", error)))
    return 0;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, display_name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, added);
  if (!(entrant_id = hammer_store_tx_insert_row (tx, "entrants", stmt,
                                                 _("Could not add the entrant"), error)))
    return 0;
  if (next_added_in_tx != NULL)
    (*next_added_in_tx)++;

  for (guint i = 0; i < player_ids->len; i++)
    {
      if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO entrant_players"
                                                          " (entrant_id, player_id, position)"
                                                          " VALUES (?, ?, ?)", error)))
        return 0;
      sqlite3_bind_int64 (stmt, 1, entrant_id);
      sqlite3_bind_int64 (stmt, 2, g_array_index (player_ids, gint64, i));
      sqlite3_bind_int (stmt, 3, i);
      if (!hammer_store_tx_insert_row (tx, "entrant_players", stmt,
                                       _("Could not add the entrant"), error))
        return 0;
    }
  return entrant_id;
}

/* Whether each entrant of @model is one player: a singles event, or one
 * where partners rotate every round. */
static gboolean
entrants_are_players (HammerEventModel *model)
{
  return model->options.team_size <= 1 || hammer_format_get_info (model->format)->partners;
}

/* The name of an event of @model's day whose entrants are teams, or NULL. */
static char *
day_team_event (sqlite3          *db,
                HammerEventModel *model)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (model->day_id == 0 ||
      !(stmt = hammer_store_prepare (db, "SELECT id FROM events WHERE day_id = ? AND id != ?"
                                         " ORDER BY id", NULL)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, model->day_id);
  sqlite3_bind_int64 (stmt, 2, model->id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_autoptr(HammerEventModel) other = hammer_event_load (db, sqlite3_column_int64 (stmt, 0),
                                                             NULL);

      if (other != NULL && !entrants_are_players (other))
        return g_strdup (other->name);
    }
  return NULL;
}

/* FALSE with @error when @name, entered in @model whose entrants are
 * single players, is written as a team (hammer_team_name_is_team()): it
 * would become a new player of that whole name, whom the day's holds of
 * the real players do not see. Markup such as "<b>Eddy</b>" has a slash
 * too, but is one (odd) name. */
static gboolean
check_not_a_team (sqlite3          *db,
                  HammerEventModel *model,
                  const char       *name,
                  GError          **error)
{
  g_autofree char *team_event = NULL;

  if (!entrants_are_players (model) || !hammer_team_name_is_team (name))
    return TRUE;
  if ((team_event = day_team_event (db, model)))
    /* TRANSLATORS: "“Anna Bakker / Piet Jansen” is a team, but “Ladies” is for
     * single players: enter the team in “Doubles”, or each player on their
     * own". */
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” is a team, but “%s” is for single players: enter the team in “%s”, or "
                   "each player on their own"), name, model->name, team_event);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” is a team, but “%s” is for single players: enter the team in a doubles "
                   "event, or each player on their own"), name, model->name);
  return FALSE;
}

/* A name of hammer_events_add_entrants(), @name: one player, or in team
 * events "Anna / Bert", a team of two; its id, or 0. */
static gint64
add_named_entrant (HammerStoreTx    *tx,
                   HammerEventModel *model,
                   const char       *name,
                   gint64           *added,
                   GError          **error)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GString) display = g_string_new (NULL);

  if (!check_not_a_team (tx->db, model, name, error))
    return 0;
  if (!entrants_are_players (model))
    parts = hammer_team_name_split (name);
  else
    parts = g_strsplit (name, "\x01", -1);

  for (guint p = 0; parts[p] != NULL; p++)
    {
      gint64 player_id;

      g_strstrip (parts[p]);
      if (!(player_id = hammer_roster_tx_ensure_player (tx, parts[p], NULL, NULL, error)))
        return 0;
      for (guint q = 0; q < player_ids->len; q++)
        if (g_array_index (player_ids, gint64, q) == player_id)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s is named twice in one team"), parts[p]);
            return 0;
          }
      g_array_append_val (player_ids, player_id);
      if (display->len > 0)
        g_string_append (display, " / ");
      g_string_append (display, parts[p]);
    }

  if (!entrants_are_players (model) && player_ids->len > (guint) model->options.team_size)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has more players than a team of %d"), name,
                   model->options.team_size);
      return 0;
    }
  return insert_entrant (tx, model, display->str, player_ids, added, error);
}

static gboolean
add_named_entrants (HammerStoreTx       *tx,
                    HammerEventModel    *model,
                    const char * const  *names,
                    GArray              *ids,
                    GError             **error)
{
  gint64 added = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      gint64 entrant_id = add_named_entrant (tx, model, names[i], &added, error);

      /* Its place among the names given, not an entrant's number: entrant 2
       * of the event may be someone else. One name needs no number. */
      if (entrant_id == 0 && (i > 0 || names[1] != NULL))
        /* TRANSLATORS: prefixes why the @i-th name given to "entrants add" is refused. */
        g_prefix_error (error, _("Name %u: "), i + 1);
      if (entrant_id == 0)
        return FALSE;
      g_array_append_val (ids, entrant_id);
    }
  return TRUE;
}

GArray *
hammer_events_add_entrants (HammerStore        *self,
                            gint64              event_id,
                            const char * const *names,
                            GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  HammerStoreTx tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  if (!(model = load_undrawn (self, event_id, error)))
    return NULL;

  if (names[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No entrant was named"));
      return NULL;
    }

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Add entrants"), error) ||
      !hammer_store_tx_end (&tx, self, add_named_entrants (&tx, model, names, ids, error),
                            error))
    return NULL;
  return g_steal_pointer (&ids);
}

gint64
hammer_events_enter_player (HammerStore  *self,
                            gint64        event_id,
                            gint64        player_id,
                            GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 entrant_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = load_undrawn (self, event_id, error)) ||
      !(player = hammer_roster_get_player (self, player_id, error)) ||
      !check_not_a_team (hammer_store_get_db (self), model, hammer_player_get_name (player),
                         error))
    return 0;

  g_array_append_val (player_ids, player_id);
  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Enter %s"), hammer_player_get_name (player));
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  if (!(entrant_id = insert_entrant (&tx, model, hammer_player_get_name (player), player_ids,
                                     NULL, error)) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  return entrant_id;
}

gint64
hammer_events_tx_enter_player (HammerStoreTx  *tx,
                               gint64          event_id,
                               gint64          player_id,
                               const char     *name,
                               GError        **error)
{
  g_autoptr(HammerEventModel) model = hammer_event_load (tx->db, event_id, error);
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (model == NULL || !require_not_drawn (model, error))
    return 0;
  g_array_append_val (player_ids, player_id);
  return insert_entrant (tx, model, name, player_ids, NULL, error);
}

/* The rows of @import, each entered as one player; a player twice in one
 * file is entered once. */
static gboolean
import_rows (HammerStoreTx       *tx,
             HammerEventModel    *model,
             HammerPlayerImport  *import,
             GArray              *ids,
             GError             **error)
{
  guint n_rows = hammer_player_import_get_n_rows (import);
  gint64 added = 0;

  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);
      g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      gint64 player_id;
      gint64 entrant_id = 0;

      if (row->duplicate_of != NULL && g_str_has_prefix (row->duplicate_of, "the same player"))
        continue;

      if (check_not_a_team (tx->db, model, row->name, error) &&
          (player_id = hammer_roster_tx_ensure_player (tx, row->name, row->club, row->licence,
                                                       error)))
        {
          g_array_append_val (player_ids, player_id);
          entrant_id = insert_entrant (tx, model, row->name, player_ids, &added, error);
        }
      if (entrant_id == 0)
        {
          g_prefix_error (error, _("Line %u: "), row->line);
          return FALSE;
        }
      g_array_append_val (ids, entrant_id);
    }
  return TRUE;
}

GArray *
hammer_events_import_entrants (HammerStore         *self,
                               gint64               event_id,
                               HammerPlayerImport  *import,
                               GError             **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  HammerStoreTx tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (import != NULL, NULL);

  if (!(model = load_undrawn (self, event_id, error)))
    return NULL;

  if (hammer_player_import_count_bad (import) > 0)
    {
      g_autofree char *first = hammer_player_import_describe_first_problem (import);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("%s Nobody was entered."), first);
      return NULL;
    }

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Import entrants"), error) ||
      !hammer_store_tx_end (&tx, self, import_rows (&tx, model, import, ids, error), error))
    return NULL;
  return g_steal_pointer (&ids);
}

/* For the blind draw (hammer-events-blind-draw.c), which makes teams of
 * entrants as entering does. */
HammerEventModel *
hammer_event_load_undrawn (HammerStore  *self,
                           gint64        event_id,
                           GError      **error)
{
  return load_undrawn (self, event_id, error);
}

gint64
hammer_event_insert_entrant (HammerStoreTx    *tx,
                             HammerEventModel *model,
                             const char       *display_name,
                             const GArray     *player_ids,
                             GError          **error)
{
  return insert_entrant (tx, model, display_name, player_ids, NULL, error);
}
