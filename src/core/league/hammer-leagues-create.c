/* hammer-leagues-create.c — creating and deleting leagues
 *
 * A league is created from a HammerLeagueSpec, its settings checked as an
 * imported document's are; deleting takes it out row by row so that undo
 * puts it back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "league/hammer-leagues-private.h"

void
hammer_league_spec_init (HammerLeagueSpec *spec)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->weekday = G_DATE_BAD_WEEKDAY;
  spec->interval_days = 7;
  spec->points_per_game = 1;
  spec->win_bonus = 2;
  spec->draw_bonus = 1;
}

gboolean
hammer_league_weekday_from_string (const char   *text,
                                   GDateWeekday *weekday)
{
  static const char * const names[] = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  };
  g_autofree char *stripped = NULL;
  g_autofree char *lower = NULL;

  g_return_val_if_fail (weekday != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (text));
  lower = g_ascii_strdown (stripped, -1);
  if (strlen (lower) == 1 && lower[0] >= '1' && lower[0] <= '7')
    {
      *weekday = (GDateWeekday) (lower[0] - '0');
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (lower, names[i]) ||
        (strlen (lower) == 3 && g_str_has_prefix (names[i], lower)))
      {
        *weekday = (GDateWeekday) (i + 1);
        return TRUE;
      }
  return FALSE;
}

/* Reads "4x1,2x2" or "4 singles, 2 doubles" into players a side per game. */
static GArray *
parse_format (const char  *text,
              guint        league_max_players,
              GError     **error)
{
  static const char * const words[] = { "single", "double", "triple", "four" };
  g_autoptr(GArray) format = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *end = NULL;
      guint64 count;
      guint players = 0;

      count = g_ascii_strtoull (item, &end, 10);
      if (end != item)
        {
          while (*end == ' ')
            end++;
          if ((*end == 'x' || *end == 'X') && _hammer_league_is_number (end + 1))
            players = (guint) g_ascii_strtoull (end + 1, NULL, 10);
          else
            for (guint w = 0; w < G_N_ELEMENTS (words); w++)
              if (g_str_has_prefix (end, words[w]) &&
                  (end[strlen (words[w])] == '\0' ||
                   g_str_equal (end + strlen (words[w]), "s")))
                players = w + 1;
        }
      if (end == item || players == 0 || count == 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: “%s” is not a number of games and their players a side, "
                         "such as 4x1 or “2 doubles”"), item);
          return NULL;
        }
      if (players > league_max_players)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: “%s” has %u players a side, but the rules allow at most %u"),
                       item, players, league_max_players);
          return NULL;
        }
      if (count > MAX_GAMES || format->len + count > MAX_GAMES)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: a team match has at most %d games"), MAX_GAMES);
          return NULL;
        }
      for (guint64 c = 0; c < count; c++)
        g_array_append_val (format, players);
    }
  if (format->len == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Format: a team match needs at least one game"));
      return NULL;
    }
  return g_steal_pointer (&format);
}

/* Reads the tie-breakers, with the points put first. */
GArray *
_hammer_league_parse_breakers (const char  *text,
                               GError     **error)
{
  g_autoptr(GArray) breakers = g_array_new (FALSE, FALSE, sizeof (HammerLeagueBreaker));
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : HAMMER_LEAGUE_DEFAULT_TIE_BREAKERS,
                                    ",", -1);
  HammerLeagueBreaker points = BREAK_POINTS;

  g_array_append_val (breakers, points);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      gboolean found = FALSE;

      if (*item == '\0')
        continue;
      for (HammerLeagueBreaker b = BREAK_GAME_DIFFERENCE; b < N_BREAKS; b++)
        if (g_str_equal (item, breaker_names[b]))
          {
            for (guint j = 0; j < breakers->len; j++)
              if (g_array_index (breakers, HammerLeagueBreaker, j) == b)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("Tie-breakers: “%s” is named twice"), item);
                  return NULL;
                }
            g_array_append_val (breakers, b);
            found = TRUE;
          }
      if (!found)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Tie-breakers: “%s” is not one; use game-difference, games-for, "
                         "head-to-head, wins or score-difference"), item);
          return NULL;
        }
    }
  return g_steal_pointer (&breakers);
}

void
_hammer_league_settings_clear (HammerLeagueSettings *settings)
{
  g_free (settings->name);
  g_clear_pointer (&settings->options, json_object_unref);
  g_free (settings->start);
  g_free (settings->end);
  g_clear_pointer (&settings->blocked, g_array_unref);
  g_clear_pointer (&settings->format, g_array_unref);
  g_clear_pointer (&settings->breakers, g_array_unref);
}

/* @node holding @array, written as JSON text. */
static char *
array_text (JsonArray *array)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);

  json_node_set_array (node, array);
  return json_to_string (node, FALSE);
}

static gboolean
insert_league_row (HammerStoreTx              *tx,
                   const HammerLeagueSettings *settings,
                   const char                 *what,
                   gint64                     *league_id,
                   GError                    **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) options = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonArray) format = json_array_new ();
  g_autoptr(JsonArray) breakers = json_array_new ();
  g_autofree char *options_text = NULL;
  g_autofree char *blocked_text = _hammer_league_dates_to_json (settings->blocked);
  g_autofree char *format_text = NULL;
  g_autofree char *breakers_text = NULL;
  g_autofree char *now = hammer_now_stamp ();

  json_node_set_object (options, settings->options);
  options_text = json_to_string (options, FALSE);
  for (guint i = 0; i < settings->format->len; i++)
    json_array_add_int_element (format, g_array_index (settings->format, guint, i));
  format_text = array_text (format);
  for (guint i = 1; i < settings->breakers->len; i++)
    {
      HammerLeagueBreaker breaker = g_array_index (settings->breakers, HammerLeagueBreaker, i);

      json_array_add_string_element (breakers, breaker_names[breaker]);
    }
  breakers_text = array_text (breakers);

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO leagues (name, rules, options,"
                                             " start_date, end_date, weekday, interval_days,"
                                             " rest_days, double_round, blocked, format,"
                                             " points_per_game, win_bonus, draw_bonus,"
                                             " tie_breakers, created_at)"
                                             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                             " ?, ?)", error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, settings->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, settings->rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, settings->start, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 5, settings->end);
  if (settings->weekday > 0)
    sqlite3_bind_int64 (stmt, 6, settings->weekday);
  sqlite3_bind_int64 (stmt, 7, settings->interval);
  sqlite3_bind_int64 (stmt, 8, settings->rest_days);
  sqlite3_bind_int (stmt, 9, settings->double_round ? 1 : 0);
  sqlite3_bind_text (stmt, 10, blocked_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 11, format_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 12, settings->points_per_game);
  sqlite3_bind_int64 (stmt, 13, settings->win_bonus);
  sqlite3_bind_int64 (stmt, 14, settings->draw_bonus);
  sqlite3_bind_text (stmt, 15, breakers_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 16, now, -1, SQLITE_TRANSIENT);
  return (*league_id = hammer_store_tx_insert_row (tx, "leagues", stmt, what, error)) != 0;
}

gint64
_hammer_league_insert (HammerStoreTx              *tx,
                       const HammerLeagueSettings *settings,
                       GPtrArray                  *divisions,
                       GArray                     *division_ids,
                       const char                 *what,
                       GError                    **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 league_id = 0;

  if (!insert_league_row (tx, settings, what, &league_id, error) ||
      !(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_divisions (league_id, position,"
                                             " name) VALUES (?, ?, ?)", error)))
    return 0;
  for (guint i = 0; i < divisions->len; i++)
    {
      gint64 id;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, league_id);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_text (stmt, 3, g_ptr_array_index (divisions, i), -1, SQLITE_TRANSIENT);
      if (!(id = hammer_store_tx_insert_row (tx, "league_divisions", stmt, what, error)))
        return 0;
      if (division_ids != NULL)
        g_array_append_val (division_ids, id);
    }
  return league_id;
}

/* The name, the rules and their options of a new league. */
static gboolean
read_spec_rules (const HammerLeagueSpec  *spec,
                 HammerLeagueSettings    *settings,
                 GError                 **error)
{
  if (!(settings->name = _hammer_league_normalize_name (spec->name)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A league needs a name"));
      return FALSE;
    }
  if (!(settings->rules = hammer_rules_lookup (spec->rules != NULL ? spec->rules : "", error)))
    return FALSE;
  if (settings->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is played in club nights, not in team leagues"),
                   hammer_rules_get_name (settings->rules));
      return FALSE;
    }
  if (spec->options != NULL && json_object_has_member (spec->options, "team_size"))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Option team_size: the league's format says how many players "
                             "each game has a side"));
      return FALSE;
    }
  settings->options = spec->options != NULL ? json_object_ref (spec->options)
                                            : json_object_new ();
  return TRUE;
}

/* The season of a new league: its dates and the days between match days. */
static gboolean
read_spec_calendar (const HammerLeagueSpec  *spec,
                    HammerLeagueSettings    *settings,
                    GError                 **error)
{
  GDate start, end;

  if (!_hammer_league_parse_date (spec->start_date, _("The start date"), &start, error))
    return FALSE;
  settings->start = g_strdup (spec->start_date);
  if (spec->end_date != NULL && *spec->end_date != '\0')
    {
      if (!_hammer_league_parse_date (spec->end_date, _("The end date"), &end, error))
        return FALSE;
      if (g_date_compare (&end, &start) < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The end date %s is before the start date %s"), spec->end_date,
                       spec->start_date);
          return FALSE;
        }
      settings->end = g_strdup (spec->end_date);
    }
  if (spec->weekday != G_DATE_BAD_WEEKDAY && !g_date_valid_weekday (spec->weekday))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The weekday of the match days is not a weekday"));
      return FALSE;
    }
  if (spec->interval_days < 1 || spec->interval_days > 366)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match days are 1 to 366 days apart, not %u"), spec->interval_days);
      return FALSE;
    }
  if (spec->rest_days > 365)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A team cannot need %u rest days"), spec->rest_days);
      return FALSE;
    }
  settings->weekday = spec->weekday;
  settings->interval = spec->interval_days;
  settings->rest_days = spec->rest_days;
  settings->double_round = spec->double_round;

  settings->blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  for (guint i = 0; spec->blocked != NULL && spec->blocked[i] != NULL; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (spec->blocked[i]));
      GDate date;

      if (*text == '\0')
        continue;
      if (!_hammer_league_parse_date (text, _("A blocked date"), &date, error))
        return FALSE;
      g_array_append_val (settings->blocked, date);
    }
  g_array_sort (settings->blocked, _hammer_league_compare_dates);
  return TRUE;
}

/* The games of a team match, each checked against the rules, and how the
 * table scores and ranks. */
static gboolean
read_spec_scoring (const HammerLeagueSpec  *spec,
                   HammerLeagueSettings    *settings,
                   GError                 **error)
{
  if (!(settings->format = parse_format (spec->format != NULL ? spec->format
                                                              : HAMMER_LEAGUE_DEFAULT_FORMAT,
                                         _hammer_league_max_players (settings->rules), error)) ||
      !(settings->breakers = _hammer_league_parse_breakers (spec->tie_breakers, error)))
    return FALSE;
  for (guint i = 0; i < settings->format->len; i++)
    {
      HammerOptions options;

      if (!_hammer_league_resolve_options (settings->rules, spec->options,
                                           g_array_index (settings->format, guint, i), &options,
                                           error))
        return FALSE;
    }
  settings->points_per_game = MIN (spec->points_per_game, 1000);
  settings->win_bonus = MIN (spec->win_bonus, 1000);
  settings->draw_bonus = MIN (spec->draw_bonus, 1000);
  return TRUE;
}

/* The divisions' names, or the league's own for a league of one. */
static GPtrArray *
read_spec_divisions (const HammerLeagueSpec  *spec,
                     const char              *league_name,
                     GError                 **error)
{
  g_autoptr(GPtrArray) divisions = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; spec->divisions != NULL && spec->divisions[i] != NULL; i++)
    {
      char *division = _hammer_league_normalize_name (spec->divisions[i]);

      if (division == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Division %u has no name"), i + 1);
          return NULL;
        }
      for (guint j = 0; j < divisions->len; j++)
        if (_hammer_league_same_name (g_ptr_array_index (divisions, j), division))
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("There are two divisions called “%s”"), division);
            g_free (division);
            return NULL;
          }
      g_ptr_array_add (divisions, division);
    }
  if (divisions->len == 0)
    g_ptr_array_add (divisions, g_strdup (league_name));
  return g_steal_pointer (&divisions);
}

gint64
hammer_leagues_create (HammerStore             *self,
                       const HammerLeagueSpec  *spec,
                       GError                 **error)
{
  g_auto(HammerLeagueSettings) settings = { 0 };
  g_autoptr(GPtrArray) divisions = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 league_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);

  if (!read_spec_rules (spec, &settings, error) ||
      !read_spec_calendar (spec, &settings, error) ||
      !read_spec_scoring (spec, &settings, error) ||
      !(divisions = read_spec_divisions (spec, settings.name, error)))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Create league %s"), settings.name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  league_id = _hammer_league_insert (&tx, &settings, divisions, NULL,
                                     _("Could not create the league"), error);
  return hammer_store_tx_end (&tx, self, league_id != 0, error) ? league_id : 0;
}

/* Deletes @league row by row from the leaves up, so that undo puts it back
 * from the league down. */
static gboolean
delete_league_rows (HammerStoreTx     *tx,
                    HammerLeagueModel *league,
                    GError           **error)
{
  for (guint i = 0; i < league->games->len; i++)
    if (!_hammer_league_delete_game_rows (tx, g_ptr_array_index (league->games, i), error))
      return FALSE;
  for (guint i = 0; i < league->fixtures->len; i++)
    if (!hammer_store_tx_update_row (tx, "league_fixtures",
                                     _hammer_league_get_fixture (league, i)->id,
                                     "DELETE FROM league_fixtures WHERE id = ?1", error))
      return FALSE;
  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = _hammer_league_get_team (league, (int) t);

      if (!_hammer_league_delete_rows (tx, "league_team_players",
                                       "SELECT id FROM league_team_players WHERE team_id = ?",
                                       team->id,
                                       "DELETE FROM league_team_players WHERE id = ?1", error) ||
          !hammer_store_tx_update_row (tx, "league_teams", team->id,
                                       "DELETE FROM league_teams WHERE id = ?1", error))
        return FALSE;
    }
  for (guint d = 0; d < league->divisions->len; d++)
    {
      HammerLeagueDivision *division = g_ptr_array_index (league->divisions, d);

      if (!hammer_store_tx_update_row (tx, "league_divisions", division->id,
                                       "DELETE FROM league_divisions WHERE id = ?1", error))
        return FALSE;
    }
  return hammer_store_tx_update_row (tx, "leagues", league->id,
                                     "DELETE FROM leagues WHERE id = ?1", error);
}

gint64
hammer_leagues_delete (HammerStore  *self,
                       gint64        league_id,
                       GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(league = _hammer_league_load (hammer_store_get_db (self), league_id, error)))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Delete league %s"), league->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  change_id = tx.change_id;
  return hammer_store_tx_end (&tx, self, delete_league_rows (&tx, league, error), error)
           ? change_id : 0;
}
