/* hammer-seasons-model.c — the season model
 *
 * A season is loaded whole into a HammerClubSeason (members, nights, games),
 * which checks every change before it is written and computes every report.
 * This file reads it from the store, with the small readers the other parts
 * share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-seasons-private.h"

void
_hammer_season_model_free (HammerSeasonModel *model)
{
  g_free (model->name);
  g_clear_pointer (&model->season, hammer_club_season_free);
  g_clear_pointer (&model->member_ids, g_array_unref);
  g_clear_pointer (&model->player_ids, g_array_unref);
  g_clear_pointer (&model->night_ids, g_array_unref);
  g_clear_pointer (&model->night_dates, g_array_unref);
  g_clear_pointer (&model->games, g_hash_table_unref);
  g_clear_pointer (&model->counts, g_hash_table_unref);
  g_free (model);
}

gboolean
hammer_season_ranking_from_string (const char          *text,
                                   HammerSeasonRanking *ranking)
{
  g_return_val_if_fail (ranking != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (ranking_names); i++)
    if (g_strcmp0 (text, ranking_names[i]) == 0)
      {
        *ranking = (HammerSeasonRanking) i;
        return TRUE;
      }
  return FALSE;
}

char *
_hammer_season_games_key (guint night,
                          guint member)
{
  return g_strdup_printf ("%u:%u", night, member);
}

/* Applies the settings columns of the season to @model. Text that is not
 * JSON is a damaged season: read as the defaults, the club's settings
 * would be written over by the next change. */
static gboolean
apply_settings (HammerSeasonModel *model,
                const char        *classes_text,
                const char        *points_text,
                GError           **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) classes = json_from_string (classes_text, &parse_error);
  g_autoptr(JsonNode) points = NULL;

  if (parse_error == NULL)
    points = json_from_string (points_text, &parse_error);
  if (parse_error != NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("The settings of season %s in the database are damaged: %s"), model->name,
                   parse_error->message);
      return FALSE;
    }

  model->last_games = HAMMER_SEASON_DEFAULT_LAST_GAMES;
  if (classes != NULL && JSON_NODE_HOLDS_OBJECT (classes))
    {
      JsonObject *object = json_node_get_object (classes);
      gint64 last = json_object_get_int_member_with_default (object, "last_games", 0);

      if (last >= 1 && last <= HAMMER_SEASON_MAX_LAST_GAMES)
        model->last_games = (guint) last;
    }
  if (classes != NULL && JSON_NODE_HOLDS_OBJECT (classes))
    {
      JsonObject *object = json_node_get_object (classes);
      JsonNode *names_node = json_object_get_member (object, "names");
      JsonNode *limits_node = json_object_get_member (object, "limits");
      JsonArray *names = names_node != NULL && JSON_NODE_HOLDS_ARRAY (names_node)
                           ? json_node_get_array (names_node) : NULL;
      JsonArray *limits = limits_node != NULL && JSON_NODE_HOLDS_ARRAY (limits_node)
                            ? json_node_get_array (limits_node) : NULL;

      if (names != NULL && json_array_get_length (names) > 0 && limits != NULL &&
          json_array_get_length (limits) + 1 == json_array_get_length (names))
        {
          guint n = json_array_get_length (names);
          g_autofree const char **name_list = g_new0 (const char *, n + 1);
          g_autofree double *limit_list = g_new0 (double, n);
          g_autoptr(GError) local_error = NULL;

          for (guint i = 0; i < n; i++)
            name_list[i] = json_array_get_string_element (names, i);
          for (guint i = 0; i + 1 < n; i++)
            limit_list[i] = json_array_get_double_element (limits, i);
          if (!hammer_club_season_set_classes (model->season, name_list, limit_list,
                                               &local_error))
            g_warning ("Season %" PRId64 ": %s", model->id, local_error->message);
        }
    }

  if (points != NULL && JSON_NODE_HOLDS_OBJECT (points))
    {
      JsonObject *object = json_node_get_object (points);

      if (json_object_has_member (object, "per_game") || json_object_has_member (object, "bonus"))
        hammer_club_season_set_points (model->season,
                                       (int) json_object_get_int_member_with_default (object,
                                                                                      "per_game",
                                                                                      2),
                                       (int) json_object_get_int_member_with_default (object,
                                                                                      "bonus",
                                                                                      5));
      model->bonus_games = (guint) CLAMP (json_object_get_int_member_with_default (object,
                                                                                   "bonus_games",
                                                                                   0), 0, 50);
      hammer_club_season_set_bonus_games (model->season, model->bonus_games);
    }
  return TRUE;
}

static gboolean
flush_games (HammerSeasonModel *model,
             gint64             night_id,
             gint64             member_id,
             GArray            *totals,
             GError           **error)
{
  int night = -1;
  int member = -1;

  if (totals->len == 0)
    return TRUE;

  for (guint i = 0; i < model->night_ids->len; i++)
    if (g_array_index (model->night_ids, gint64, i) == night_id)
      night = (int) i;
  for (guint i = 0; i < model->member_ids->len; i++)
    if (g_array_index (model->member_ids, gint64, i) == member_id)
      member = (int) i;
  if (night < 0 || member < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("The games of season %" PRId64 " in the database are damaged"), model->id);
      return FALSE;
    }

  if (!hammer_club_season_set_games (model->season, (guint) night, (guint) member,
                                     (const int *) totals->data, totals->len, error))
    return FALSE;
  g_hash_table_insert (model->games, _hammer_season_games_key ((guint) night, (guint) member),
                       g_array_ref (totals));
  return TRUE;
}

static gboolean
read_member (sqlite3_stmt  *stmt,
             gpointer       data,
             GError       **error)
{
  HammerSeasonModel *model = data;
  gint64 id = sqlite3_column_int64 (stmt, 0);
  gint64 player = sqlite3_column_int64 (stmt, 1);
  double average = sqlite3_column_type (stmt, 3) == SQLITE_NULL
                     ? -1 : sqlite3_column_double (stmt, 3);

  g_array_append_val (model->member_ids, id);
  g_array_append_val (model->player_ids, player);
  hammer_club_season_add_member (model->season, (const char *) sqlite3_column_text (stmt, 2),
                                 average);
  return TRUE;
}

static gboolean
read_night (sqlite3_stmt  *stmt,
            gpointer       data,
            GError       **error)
{
  HammerSeasonModel *model = data;
  gint64 id = sqlite3_column_int64 (stmt, 0);
  GDate date;

  if (!_hammer_league_parse_date ((const char *) sqlite3_column_text (stmt, 1), NULL, &date,
                                  error) ||
      !hammer_club_season_add_night (model->season, &date, error))
    return FALSE;
  g_array_append_val (model->night_ids, id);
  g_array_append_val (model->night_dates, date);
  return TRUE;
}

static gboolean
read_promotion_date (sqlite3_stmt  *stmt,
                     gpointer       data,
                     GError       **error)
{
  HammerSeasonModel *model = data;
  GDate date;

  if (!_hammer_league_parse_date ((const char *) sqlite3_column_text (stmt, 0), NULL, &date, error))
    return FALSE;
  hammer_club_season_add_promotion_date (model->season, &date);
  return TRUE;
}

/* The games come ordered by night and member; each member's games of a
 * night are collected, then given to the model together. */
typedef struct
{
  HammerSeasonModel *model;
  gint64             night_id;
  gint64             member_id;
  GArray            *totals;
} GamesReader;

static gboolean
read_game_total (sqlite3_stmt  *stmt,
                 gpointer       data,
                 GError       **error)
{
  GamesReader *reader = data;
  gint64 night = sqlite3_column_int64 (stmt, 0);
  gint64 member = sqlite3_column_int64 (stmt, 1);
  int total = sqlite3_column_int (stmt, 2);

  if (night != reader->night_id || member != reader->member_id)
    {
      if (!flush_games (reader->model, reader->night_id, reader->member_id, reader->totals,
                        error))
        return FALSE;
      g_clear_pointer (&reader->totals, g_array_unref);
      reader->totals = g_array_new (FALSE, FALSE, sizeof (int));
      reader->night_id = night;
      reader->member_id = member;
    }
  g_array_append_val (reader->totals, total);
  return TRUE;
}

/* The row of table club_seasons: the season itself and its settings. */
static gboolean
read_season_row (sqlite3           *db,
                 HammerSeasonModel *model,
                 GError           **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  GDate start;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT name, start_date, games_per_night, classes,"
                                         " points FROM club_seasons WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no season with number %" PRId64), model->id);
      else
        hammer_store_set_error (db, rc, _("Could not read the season"), error);
      return FALSE;
    }
  model->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (!_hammer_league_parse_date ((const char *) sqlite3_column_text (stmt, 1), NULL, &start,
                                  error))
    return FALSE;
  model->season = hammer_club_season_new (&start, (guint) sqlite3_column_int (stmt, 2));
  return apply_settings (model, (const char *) sqlite3_column_text (stmt, 3),
                         (const char *) sqlite3_column_text (stmt, 4), error);
}

HammerSeasonModel *
_hammer_season_load (sqlite3  *db,
                     gint64    season_id,
                     GError  **error)
{
  g_autoptr(HammerSeasonModel) model = g_new0 (HammerSeasonModel, 1);
  const char *what = _("Could not read the season");
  GamesReader games = { model, 0, 0, g_array_new (FALSE, FALSE, sizeof (int)) };
  gboolean read;

  model->id = season_id;
  model->member_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->night_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->night_dates = g_array_new (FALSE, FALSE, sizeof (GDate));
  model->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) g_array_unref);
  model->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_array_unref);

  /* Nights in date order, as the engine numbers them. */
  read = read_season_row (db, model, error) &&
         _hammer_league_read_rows (db, "SELECT m.id, m.player_id, p.name, m.start_average"
                                       " FROM club_season_members m"
                                       " JOIN players p ON p.id = m.player_id"
                                       " WHERE m.season_id = ? ORDER BY m.id",
                                   season_id, read_member, model, what, error) &&
         _hammer_league_read_rows (db, "SELECT id, date FROM club_nights WHERE season_id = ?"
                                       " ORDER BY date",
                                   season_id, read_night, model, what, error) &&
         _hammer_league_read_rows (db, "SELECT date FROM club_promotion_dates WHERE season_id = ?",
                                   season_id, read_promotion_date, model, what, error) &&
         _hammer_league_read_rows (db, "SELECT g.night_id, g.member_id, g.total"
                                       " FROM club_night_games g"
                                       " JOIN club_nights n ON n.id = g.night_id"
                                       " WHERE n.season_id = ?"
                                       " ORDER BY g.night_id, g.member_id, g.game",
                                   season_id, read_game_total, &games, what, error) &&
         flush_games (model, games.night_id, games.member_id, games.totals, error);
  g_array_unref (games.totals);
  return read ? g_steal_pointer (&model) : NULL;
}

/* Classes stand as they do on the last club night (or the first day of a
 * season without nights). */
void
_hammer_season_class_date (HammerSeasonModel *model,
                           GDate             *date)
{
  if (model->night_dates->len > 0)
    *date = g_array_index (model->night_dates, GDate, model->night_dates->len - 1);
  else
    hammer_club_season_get_start (model->season, date);
}

int
_hammer_season_index_of (GArray *ids,
                         gint64  id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, gint64, i) == id)
      return (int) i;
  return -1;
}

static gboolean
read_counts (sqlite3_stmt  *stmt,
             gpointer       data,
             GError       **error)
{
  HammerSeasonModel *model = data;
  int night = _hammer_season_index_of (model->night_ids, sqlite3_column_int64 (stmt, 0));
  int member = _hammer_season_index_of (model->member_ids, sqlite3_column_int64 (stmt, 1));
  g_autofree char *key = NULL;
  GArray *counts;

  if (night < 0 || member < 0)
    return TRUE;
  key = _hammer_season_games_key ((guint) night, (guint) member);
  if (!(counts = g_hash_table_lookup (model->counts, key)))
    {
      counts = g_array_new (FALSE, FALSE, sizeof (int));
      g_hash_table_insert (model->counts, g_steal_pointer (&key), counts);
    }
  for (int c = 0; c < 4; c++)
    {
      int count = sqlite3_column_int (stmt, 2 + c);

      g_array_append_val (counts, count);
    }
  return TRUE;
}

gboolean
_hammer_season_load_counts (sqlite3           *db,
                            HammerSeasonModel *model,
                            GError           **error)
{
  return _hammer_league_read_rows (db, "SELECT g.night_id, g.member_id, g.c1, g.c2, g.c3, g.c4"
                                       " FROM club_night_games g"
                                       " JOIN club_nights n ON n.id = g.night_id"
                                       " WHERE n.season_id = ? AND g.c1 IS NOT NULL"
                                       " ORDER BY g.night_id, g.member_id, g.game",
                                   model->id, read_counts, model, _("Could not read the season"),
                                   error);
}
