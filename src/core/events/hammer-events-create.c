/* hammer-events-create.c — creating and deleting events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"
#include "events/hammer-format-definition.h"

void
hammer_event_spec_init (HammerEventSpec *spec)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec->final_reset = TRUE;
  spec->advance = 2;
}

gboolean
hammer_event_check_name (const char  *name,
                         GError     **error)
{
  g_autofree char *clean = g_strstrip (g_strdup (name ? name : ""));

  if (*clean == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("An event needs a name"));
      return FALSE;
    }
  if (g_utf8_strlen (clean, -1) > 200)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event's name is longer than 200 characters"));
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_event_check_date (const char  *date,
                         GError     **error)
{
  g_autoptr(GDateTime) parsed = NULL;
  g_autofree char *iso = NULL;

  if (date == NULL || *date == '\0')
    return TRUE;

  iso = g_strdup_printf ("%sT00:00:00Z", date);
  parsed = g_date_time_new_from_iso8601 (iso, NULL);
  if (parsed == NULL || strlen (date) != 10)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The date “%s” is not a date like 2026-11-21"), date);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_event_check_sides (HammerFormat         format,
                          const HammerOptions *options,
                          GError             **error)
{
  int expected = hammer_format_get_info (format)->own_cards ? 1 : 2;

  if (hammer_format_get_info (format)->partners && options->team_size != 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Rotating partners is played in doubles; the option “team_size” must be "
                     "2, not %d"), options->team_size);
      return FALSE;
    }
  if (options->sides == expected)
    return TRUE;
  if (expected == 1)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Every card of a series is one player’s; the option “sides” must be 1, "
                   "not %d"), options->sides);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Every match of this event is played by two sides; the option “sides” "
                   "must be 2, not %d"), options->sides);
  return FALSE;
}

JsonObject *
hammer_event_settings_from_spec (const HammerEventSpec  *spec,
                                 GError                **error)
{
  g_autoptr(JsonObject) settings = json_object_new ();
  g_autoptr(JsonArray) tie_breakers = json_array_new ();
  HammerTieBreaker defaults[HAMMER_N_TIE_BREAKERS];

  json_object_set_int_member (settings, "rounds", spec->rounds);
  json_object_set_boolean_member (settings, "third_place", spec->third_place);
  json_object_set_boolean_member (settings, "final_reset", spec->final_reset);
  json_object_set_boolean_member (settings, "double_round", spec->double_round);
  json_object_set_int_member (settings, "groups", spec->n_groups);
  json_object_set_int_member (settings, "advance", spec->advance);
  /* Only when asked for, so that the events of before read as they did. */
  if (spec->consolation)
    json_object_set_boolean_member (settings, "consolation", TRUE);
  if (spec->placement)
    json_object_set_boolean_member (settings, "placement", TRUE);
  if (spec->second_knockout)
    json_object_set_boolean_member (settings, "second_knockout", TRUE);
  if (spec->confirm == HAMMER_CONFIRM_PLAYERS)
    json_object_set_string_member (settings, "confirm", "players");

  if (spec->tie_breakers != NULL && *spec->tie_breakers != '\0')
    {
      g_auto(GStrv) names = g_strsplit (spec->tie_breakers, ",", -1);

      for (guint i = 0; names[i] != NULL; i++)
        {
          HammerTieBreaker tie_breaker;

          g_strstrip (names[i]);
          if (!hammer_event_tie_breaker_from_name (names[i], &tie_breaker, error))
            return NULL;
          json_array_add_string_element (tie_breakers,
                                         hammer_tie_breaker_to_string (tie_breaker));
        }
    }
  else
    {
      guint n = hammer_tie_breakers_default (spec->format, defaults);

      for (guint i = 0; i < n; i++)
        json_array_add_string_element (tie_breakers, hammer_tie_breaker_to_string (defaults[i]));
    }
  json_object_set_array_member (settings, "tie_breakers", g_steal_pointer (&tie_breakers));

  /* Classes by average, best first: "A=130,B=115,C=0". */
  if (spec->classes != NULL && *spec->classes != '\0')
    {
      g_autoptr(JsonArray) classes = json_array_new ();
      g_auto(GStrv) names = NULL;
      g_autofree double *limits = NULL;

      if (!hammer_classes_parse (spec->classes, &names, &limits, error))
        return NULL;
      for (guint i = 0; names[i] != NULL; i++)
        {
          JsonObject *klass = json_object_new ();

          json_object_set_string_member (klass, "name", names[i]);
          json_object_set_double_member (klass, "min", limits[i]);
          json_array_add_object_element (classes, klass);
        }
      json_object_set_array_member (settings, "classes", g_steal_pointer (&classes));
    }

  /* Kept only when given: an event without them reads as before. */
  if (spec->match_points != NULL && *spec->match_points != '\0')
    {
      g_autoptr(JsonArray) points = json_array_new ();
      double values[3];

      if (!hammer_match_points_parse (spec->match_points, values, error))
        return NULL;
      for (guint i = 0; i < 3; i++)
        json_array_add_double_element (points, values[i]);
      json_object_set_array_member (settings, "match_points", g_steal_pointer (&points));
    }

  return g_steal_pointer (&settings);
}

/* Knockout matches of their own length (sjoelbak's "knockout_games")
 * only where @format has knockout matches: asked of another, it is
 * refused rather than ignored. */
static gboolean
check_knockout_games (HammerFormat          format,
                      const HammerOptions  *options,
                      GError              **error)
{
  if (options->knockout_games == HAMMER_OPTION_UNSET ||
      options->knockout_games == options->games || hammer_format_places_by_bracket (format))
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               /* TRANSLATORS: %s is a format's name: “Round robin”. */
               _("%s has no knockout matches for the option “knockout_games”; single "
                 "elimination, double elimination and groups then knockout have them"),
               hammer_format_get_name (format));
  return FALSE;
}

/* The rule options of @spec, checked and with every default filled in;
 * NULL with @error set when they do not fit the rules or the format. */
static JsonObject *
options_from_spec (const HammerEventSpec  *spec,
                   const HammerRules      *rules,
                   GError                **error)
{
  g_autoptr(JsonObject) options_json = NULL;
  const HammerFormatInfo *info = hammer_format_get_info (spec->format);
  HammerOptions options;

  if (info->ranks_by_totals && !rules->counts)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A series is for sjoelbak, where everyone shoots the same number of "
                     "games; %s is played in matches"), hammer_rules_get_name (rules));
      return NULL;
    }
  if (spec->options == NULL && spec->typed_options != NULL)
    {
      /* Resolved as the same options read from JSON would be. */
      options = *spec->typed_options;
      if (info->own_cards)
        options.sides = 1;
      /* The assistant's singles default is no choice for partners. */
      if (info->partners && options.team_size <= 1)
        options.team_size = 2;
      if (!hammer_options_resolve (rules, &options, error))
        return NULL;
      if (!hammer_event_check_sides (spec->format, &options, error) ||
          !check_knockout_games (spec->format, &options, error))
        return NULL;
      return hammer_options_to_json (rules, &options);
    }
  /* A sjoelbak series puts each player on a sheet of their own; partners
   * play in doubles unless the desk says otherwise (and is refused). */
  options_json = spec->options ? json_object_ref (spec->options) : json_object_new ();
  if (info->own_cards || (info->partners && !json_object_has_member (options_json, "team_size")))
    {
      if (options_json == spec->options)
        {
          JsonObject *copy = json_object_new ();
          g_autoptr(GList) members = json_object_get_members (spec->options);

          for (GList *l = members; l != NULL; l = l->next)
            json_object_set_member (copy, l->data,
                                    json_node_copy (json_object_get_member (spec->options,
                                                                            l->data)));
          json_object_unref (options_json);
          options_json = copy;
        }
      if (info->own_cards)
        json_object_set_int_member (options_json, "sides", 1);
      else
        json_object_set_int_member (options_json, "team_size", 2);
    }
  if (!hammer_options_from_json (rules, options_json, &options, error))
    return NULL;
  if (!hammer_event_check_sides (spec->format, &options, error) ||
      !check_knockout_games (spec->format, &options, error))
    return NULL;
  return hammer_options_to_json (rules, &options);
}

/* The draw's settings of @spec, checked by its format. */
static gboolean
check_settings (const HammerEventSpec  *spec,
                GError                **error)
{
  HammerDrawOptions options = {
    .third_place = spec->third_place,
    .final_reset = spec->final_reset,
    .double_round = spec->double_round,
    .n_groups = spec->n_groups,
    .advance = spec->advance,
    .rounds = spec->rounds,
    .consolation = spec->consolation,
    .placement = spec->placement,
    .second_knockout = spec->second_knockout,
  };
  const HammerFormatDefinition *definition = hammer_format_get_definition (spec->format);
  const char *name = hammer_format_get_name (spec->format);

  /* Said, not stored to play no part: a knockout ranks by its bracket. */
  if (spec->match_points != NULL && *spec->match_points != '\0' && definition != NULL &&
      !(definition->settings & HAMMER_FORMAT_SETTING_MATCH_POINTS))
    {
      /* TRANSLATORS: %s is a format's name, as "Single elimination". */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s ranks without match points; match points are for round robin, Swiss "
                     "and groups"), _(definition->info.name));
      return FALSE;
    }

  /* Unlike the other settings, these change what the event plays: asked
   * of a format without them, they are refused rather than ignored. */
  if (spec->consolation && !(definition->settings & HAMMER_FORMAT_SETTING_CONSOLATION))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   /* TRANSLATORS: %s is a format's name: “Round robin”. */
                   _("%s has no consolation bracket; single elimination and groups then "
                     "knockout have one"), name);
      return FALSE;
    }
  if (spec->placement && !(definition->settings & HAMMER_FORMAT_SETTING_PLACEMENT))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   /* TRANSLATORS: %s is a format's name: “Round robin”. */
                   _("%s has no places to play out; single elimination and groups then "
                     "knockout do"), name);
      return FALSE;
    }
  if (spec->second_knockout && !(definition->settings & HAMMER_FORMAT_SETTING_SECOND_KNOCKOUT))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   /* TRANSLATORS: %s is a format's name: “Round robin”. */
                   _("%s has no groups, so no one is left for a second knockout; groups "
                     "then knockout has one"), name);
      return FALSE;
    }
  return hammer_format_check_settings (spec->format, &options, error);
}

/* The names of @spec's boards into @board_names (NULL: "Board 1", …) and
 * how many boards there are into @n_boards. */
static gboolean
boards_from_spec (const HammerEventSpec  *spec,
                  GStrv                  *board_names,
                  guint                  *n_boards,
                  GError                **error)
{
  *n_boards = spec->n_boards;
  if (spec->board_names != NULL && *spec->board_names != '\0')
    {
      *board_names = g_strsplit (spec->board_names, ",", -1);
      for (guint i = 0; (*board_names)[i] != NULL; i++)
        if (*g_strstrip ((*board_names)[i]) == '\0')
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("Board %u has no name"), i + 1);
            return FALSE;
          }
      *n_boards = MAX (*n_boards, g_strv_length (*board_names));
    }
  if (*n_boards > 200)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An event can have at most 200 boards"));
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_event_insert_board (HammerStoreTx  *tx,
                           gint64          event_id,
                           gint64          number,
                           const char     *name,
                           const char     *what,
                           GError        **error)
{
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO boards (event_id, number, name)"
                                                      " VALUES (?, ?, ?)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, number);
  sqlite3_bind_text (stmt, 3, name, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "boards", stmt, what, error) != 0;
}

/* The event's own row, as @spec describes it; its id, or 0. */
static gint64
insert_event (HammerStoreTx          *tx,
              const HammerEventSpec  *spec,
              const HammerRules      *rules,
              JsonObject             *options,
              JsonObject             *settings,
              GError                **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *options_text = hammer_event_object_to_string (options);
  g_autofree char *settings_text = hammer_event_object_to_string (settings);
  g_autofree char *name = g_strstrip (g_strdup (spec->name));
  g_autofree char *now = hammer_now_stamp ();
  gint64 event_id;

  if (!(stmt = hammer_store_prepare (tx->db,
                                     "INSERT INTO events (name, rules, options, format, settings,"
                                     " date, venue, created_at, day_id, fee_cents)"
                                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error)))
    return 0;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, hammer_format_to_string (spec->format), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, settings_text, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 6, spec->date);
  hammer_store_bind_text (stmt, 7, spec->venue);
  sqlite3_bind_text (stmt, 8, now, -1, SQLITE_TRANSIENT);
  if (spec->day_id != 0)
    sqlite3_bind_int64 (stmt, 9, spec->day_id);
  sqlite3_bind_int64 (stmt, 10, spec->fee_cents);
  if (!hammer_store_step_done (stmt, _("Could not create the event"), error))
    return 0;
  event_id = sqlite3_last_insert_rowid (tx->db);
  if (!hammer_store_tx_log_row (tx, "events", event_id, NULL, error))
    return 0;
  return event_id;
}

gint64
hammer_events_create (HammerStore            *self,
                      const HammerEventSpec  *spec,
                      GError                **error)
{
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) settings = NULL;
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  g_auto(GStrv) board_names = NULL;
  const HammerRules *rules;
  HammerStoreTx tx = { 0 };
  guint n_boards;
  gint64 event_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);
  g_return_val_if_fail (hammer_format_get_definition (spec->format) != NULL, 0);

  if (!hammer_event_check_name (spec->name, error) || !hammer_event_check_date (spec->date, error))
    return 0;
  if (!(rules = hammer_rules_lookup (spec->rules ? spec->rules : "", error)))
    return 0;
  if (!(options = options_from_spec (spec, rules, error)) ||
      !boards_from_spec (spec, &board_names, &n_boards, error))
    return 0;
  /* One home for a board: the day's boards are its events' boards. */
  if (spec->day_id != 0 && n_boards > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An event of day %" PRId64 " plays on the day’s boards: "
                     "it takes no boards of its own"), spec->day_id);
      return 0;
    }
  if (spec->day_id != 0 && !hammer_day_check_exists (hammer_store_get_db (self), spec->day_id,
                                                     error))
    return 0;
  if (spec->fee_cents < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--fee: an entry fee cannot be negative"));
      return 0;
    }
  if (!check_settings (spec, error) || !(settings = hammer_event_settings_from_spec (spec, error)))
    return 0;

  name = g_strstrip (g_strdup (spec->name));
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Create event %s"), name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  if (!(event_id = insert_event (&tx, spec, rules, options, settings, error)))
    goto fail;
  for (guint i = 1; i <= n_boards; i++)
    {
      /* TRANSLATORS: the default name of a board; %u is its number. */
      g_autofree char *board_name = board_names != NULL && i <= g_strv_length (board_names)
                                      ? g_strdup (board_names[i - 1])
                                      : g_strdup_printf (_("Board %u"), i);

      if (!hammer_event_insert_board (&tx, event_id, i, board_name,
                                      _("Could not create the boards"), error))
        goto fail;
    }
  if (!hammer_store_tx_finish (&tx, self, error))
    goto fail;
  return event_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Logs every row of @table that belongs to the event (through @where, an SQL
 * condition on ?1) as deleted, before the delete. */
static gboolean
log_event_rows (HammerStoreTx *tx,
                const char    *table,
                const char    *where,
                gint64         event_id,
                GPtrArray     *tables,
                GArray        *ids,
                GPtrArray     *snapshots,
                GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *sql = g_strdup_printf ("SELECT id FROM %s WHERE %s ORDER BY id", table, where);
  int rc;

  if (!(stmt = hammer_store_prepare (tx->db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      char *snapshot = hammer_store_snapshot_row (tx->db, table, id, error);

      if (snapshot == NULL)
        return FALSE;
      g_ptr_array_add (tables, (gpointer) table);
      g_array_append_val (ids, id);
      g_ptr_array_add (snapshots, snapshot);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not delete the event"), error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
free_reserved_boards (HammerStoreTx  *tx,
                      gint64          event_id,
                      GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "SELECT id FROM boards WHERE reserved_event_id = ?"
                                             " ORDER BY id", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (!(ids = hammer_store_step_ids (tx->db, stmt, _("Could not delete the event"), error)))
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_update_row (tx, "boards", g_array_index (ids, gint64, i),
                                     "UPDATE boards SET reserved_event_id = NULL,"
                                     " reserved_stage = NULL WHERE id = ?1", error))
      return FALSE;
  return TRUE;
}

/* Deletes event @event_id and every row that belongs to it inside @tx,
 * each logged as it was. */
static gboolean
delete_event_rows (HammerStoreTx  *tx,
                   gint64          event_id,
                   GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_free);

  /* A day's board kept for the event is freed by the database (ON DELETE
   * SET NULL), which logs nothing: freed here first, logged, so that undo
   * keeps it for the event again once the event is back. */
  if (!free_reserved_boards (tx, event_id, error))
    return FALSE;
  /* Undo restores rows newest first, so the event comes back before what
   * refers to it: children are logged first, the event last. */
  if (!log_event_rows (tx, "entrant_players",
                       "entrant_id IN (SELECT id FROM entrants WHERE event_id = ?1)",
                       event_id, tables, ids, snapshots, error) ||
      !log_event_rows (tx, "matches", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (tx, "entrants", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (tx, "boards", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (tx, "events", "id = ?1", event_id, tables, ids, snapshots, error))
    return FALSE;

  if (!(stmt = hammer_store_prepare (tx->db, "DELETE FROM events WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (!hammer_store_step_done (stmt, _("Could not delete the event"), error))
    return FALSE;

  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_log_row (tx, g_ptr_array_index (tables, i),
                                  g_array_index (ids, gint64, i),
                                  g_ptr_array_index (snapshots, i), error))
      return FALSE;
  return TRUE;
}

gboolean
hammer_events_delete (HammerStore  *self,
                      gint64        event_id,
                      GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM events WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event %" PRId64), event_id);
      return FALSE;
    }
  name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  g_clear_pointer (&stmt, sqlite3_finalize);

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Delete event %s"), name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, delete_event_rows (&tx, event_id, error), error);
}
