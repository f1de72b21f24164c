/* hammer-seasons.c — sjoelbak club-night seasons in the store
 *
 * A season is loaded whole into a HammerClubSeason (members, nights, games),
 * which checks every change before it is written and computes every report;
 * each write happens in one logged transaction, so it can be undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <math.h>

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-places.h"
#include "league/hammer-club-night.h"
#include "league/hammer-seasons.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-private.h"

typedef struct
{
  gint64            id;
  char             *name;
  HammerClubSeason *season;
  GArray           *member_ids;  /* gint64, by engine member */
  GArray           *player_ids;  /* gint64, by engine member */
  GArray           *night_ids;   /* gint64, by engine night (date order) */
  GArray           *night_dates; /* GDate, by engine night */
  GHashTable       *games;       /* "night:member" → GArray of int */
  GHashTable       *counts;      /* "night:member" → GArray of int[4], when entered */
  guint             last_games;  /* the "last N" of the last-N average */
  guint             bonus_games; /* as stored: 0 for every game of a night */
} SeasonModel;

static void
season_model_free (SeasonModel *model)
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeasonModel, season_model_free)

static const char * const ranking_names[] = { "total", "average", "points", "best4" };

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

static int index_of (GArray *ids,
                     gint64  id);

static gboolean
is_number (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return strlen (text) < 18;
}

/* Reads a date written YYYY-MM-DD. */
static gboolean
parse_date (const char  *text,
            GDate       *date,
            GError     **error)
{
  int year = 0, month = 0, day = 0;
  int end = 0;

  g_date_clear (date, 1);
  if (text == NULL || sscanf (text, "%4d-%2d-%2d%n", &year, &month, &day, &end) != 3 ||
      text[end] != '\0' || strlen (text) != 10 ||
      !g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a date; write it as YYYY-MM-DD"), text ? text : "");
      return FALSE;
    }
  g_date_set_dmy (date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  return TRUE;
}

static char *
date_to_string (const GDate *date)
{
  return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                          g_date_get_day (date));
}

static char *
games_key (guint night,
           guint member)
{
  return g_strdup_printf ("%u:%u", night, member);
}

static void
apply_settings (SeasonModel *model,
                const char  *classes_text,
                const char  *points_text)
{
  g_autoptr(JsonNode) classes = json_from_string (classes_text, NULL);
  g_autoptr(JsonNode) points = json_from_string (points_text, NULL);

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
}

static gboolean
flush_games (SeasonModel  *model,
             gint64        night_id,
             gint64        member_id,
             GArray       *totals,
             GError      **error)
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
  g_hash_table_insert (model->games, games_key ((guint) night, (guint) member),
                       g_array_ref (totals));
  return TRUE;
}

static SeasonModel *
load_season (sqlite3  *db,
             gint64    season_id,
             GError  **error)
{
  g_autoptr(SeasonModel) model = g_new0 (SeasonModel, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) totals = NULL;
  gint64 night_id = 0;
  gint64 member_id = 0;
  GDate start;
  int rc;

  model->id = season_id;
  model->member_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->night_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  model->night_dates = g_array_new (FALSE, FALSE, sizeof (GDate));
  model->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) g_array_unref);
  model->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_array_unref);

  if (!(stmt = hammer_store_prepare (db, "SELECT name, start_date, games_per_night, classes,"
                                         " points FROM club_seasons WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, season_id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no season with number %" PRId64), season_id);
      else
        hammer_store_set_error (db, rc, _("Could not read the season"), error);
      return NULL;
    }
  model->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (!parse_date ((const char *) sqlite3_column_text (stmt, 1), &start, error))
    return NULL;
  model->season = hammer_club_season_new (&start, (guint) sqlite3_column_int (stmt, 2));
  apply_settings (model, (const char *) sqlite3_column_text (stmt, 3),
                  (const char *) sqlite3_column_text (stmt, 4));
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT m.id, m.player_id, p.name, m.start_average"
                                         " FROM club_season_members m"
                                         " JOIN players p ON p.id = m.player_id"
                                         " WHERE m.season_id = ? ORDER BY m.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, season_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      gint64 player = sqlite3_column_int64 (stmt, 1);
      double average = sqlite3_column_type (stmt, 3) == SQLITE_NULL
                         ? -1 : sqlite3_column_double (stmt, 3);

      g_array_append_val (model->member_ids, id);
      g_array_append_val (model->player_ids, player);
      hammer_club_season_add_member (model->season, (const char *) sqlite3_column_text (stmt, 2),
                                     average);
    }
  if (rc != SQLITE_DONE)
    goto read_failed;
  g_clear_pointer (&stmt, sqlite3_finalize);

  /* Nights in date order, as the engine numbers them. */
  if (!(stmt = hammer_store_prepare (db, "SELECT id, date FROM club_nights WHERE season_id = ?"
                                         " ORDER BY date", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, season_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      GDate date;

      if (!parse_date ((const char *) sqlite3_column_text (stmt, 1), &date, error) ||
          !hammer_club_season_add_night (model->season, &date, error))
        return NULL;
      g_array_append_val (model->night_ids, id);
      g_array_append_val (model->night_dates, date);
    }
  if (rc != SQLITE_DONE)
    goto read_failed;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT date FROM club_promotion_dates"
                                         " WHERE season_id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, season_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      GDate date;

      if (!parse_date ((const char *) sqlite3_column_text (stmt, 0), &date, error))
        return NULL;
      hammer_club_season_add_promotion_date (model->season, &date);
    }
  if (rc != SQLITE_DONE)
    goto read_failed;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT g.night_id, g.member_id, g.total"
                                         " FROM club_night_games g"
                                         " JOIN club_nights n ON n.id = g.night_id"
                                         " WHERE n.season_id = ?"
                                         " ORDER BY g.night_id, g.member_id, g.game", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, season_id);
  totals = g_array_new (FALSE, FALSE, sizeof (int));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 night = sqlite3_column_int64 (stmt, 0);
      gint64 member = sqlite3_column_int64 (stmt, 1);
      int total = sqlite3_column_int (stmt, 2);

      if (night != night_id || member != member_id)
        {
          if (!flush_games (model, night_id, member_id, totals, error))
            return NULL;
          g_clear_pointer (&totals, g_array_unref);
          totals = g_array_new (FALSE, FALSE, sizeof (int));
          night_id = night;
          member_id = member;
        }
      g_array_append_val (totals, total);
    }
  if (rc != SQLITE_DONE)
    goto read_failed;
  if (!flush_games (model, night_id, member_id, totals, error))
    return NULL;

  return g_steal_pointer (&model);

read_failed:
  hammer_store_set_error (db, rc, _("Could not read the season"), error);
  return NULL;
}

gint64
hammer_seasons_create (HammerStore  *self,
                            const char   *name,
                            const char   *start_date,
                            guint         games_per_night,
                            GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = NULL;
  g_autofree char *stripped = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  gint64 season_id;
  GDate date;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  stripped = g_strstrip (g_strdup (name != NULL ? name : ""));
  if (*stripped == '\0')
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A season needs a name"));
      return 0;
    }
  if (!parse_date (start_date, &date, error))
    return 0;
  if (games_per_night < 1 || games_per_night > 50)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A club night has 1 to 50 games each, not %u"), games_per_night);
      return 0;
    }

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is a season's name. */
  description = g_strdup_printf (_("Create season %s"), stripped);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  now = hammer_now_stamp ();
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_seasons (name, start_date,"
                                         " games_per_night, created_at) VALUES (?, ?, ?, ?)",
                                     error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, stripped, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, start_date, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, (int) games_per_night);
  sqlite3_bind_text (stmt, 4, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not create the season"), error))
    goto fail;
  season_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "club_seasons", season_id, NULL, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return season_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

GArray *
hammer_seasons_add_members (HammerStore        *self,
                                 gint64              season_id,
                                 const char *const  *players,
                                 GError            **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(sqlite3_stmt) find = NULL;
  g_autoptr(sqlite3_stmt) member = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  guint n_players;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (players != NULL, NULL);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)))
    return NULL;
  n_players = g_strv_length ((char **) players);
  if (n_players == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Name at least one player to add to the season"));
      return NULL;
    }

  /* TRANSLATORS: a change in the history; %s is a season's name. */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Add %u member to season %s",
                                              "Add %u members to season %s", n_players),
                                 n_players, model->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return NULL;

  if (!(find = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?", error)) ||
      !(member = hammer_store_prepare (db, "SELECT 1 FROM club_season_members"
                                           " WHERE season_id = ? AND player_id = ?", error)) ||
      !(insert = hammer_store_prepare (db, "INSERT INTO club_season_members (season_id,"
                                           " player_id) VALUES (?, ?)", error)))
    goto fail;

  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = NULL;
      gint64 player_id;
      gint64 member_id;
      int rc;

      if (is_number (players[i]))
        {
          player_id = g_ascii_strtoll (players[i], NULL, 10);
          sqlite3_reset (find);
          sqlite3_bind_int64 (find, 1, player_id);
          if (sqlite3_step (find) != SQLITE_ROW)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                           _("There is no player with number %" PRId64), player_id);
              goto fail;
            }
          name = g_strdup ((const char *) sqlite3_column_text (find, 0));
        }
      else
        {
          if (!(player_id = hammer_store_tx_ensure_player (&tx, players[i], NULL, NULL, error)))
            goto fail;
          name = g_strstrip (g_strdup (players[i]));
        }

      sqlite3_reset (member);
      sqlite3_bind_int64 (member, 1, season_id);
      sqlite3_bind_int64 (member, 2, player_id);
      rc = sqlite3_step (member);
      if (rc == SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("%s is a member of season %s already"), name, model->name);
          goto fail;
        }
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (db, rc, _("Could not add the members"), error);
          goto fail;
        }

      sqlite3_reset (insert);
      sqlite3_bind_int64 (insert, 1, season_id);
      sqlite3_bind_int64 (insert, 2, player_id);
      if (!hammer_store_step_done (insert, _("Could not add the members"), error))
        goto fail;
      member_id = sqlite3_last_insert_rowid (db);
      if (!hammer_store_tx_log_row (&tx, "club_season_members", member_id, NULL, error))
        goto fail;
      g_array_append_val (ids, member_id);
    }

  g_clear_pointer (&find, sqlite3_finalize);
  g_clear_pointer (&member, sqlite3_finalize);
  g_clear_pointer (&insert, sqlite3_finalize);
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return g_steal_pointer (&ids);

fail:
  hammer_store_tx_rollback (&tx);
  return NULL;
}

gint64
hammer_seasons_add_night (HammerStore  *self,
                               gint64        season_id,
                               const char   *date,
                               GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;
  g_autofree char *text = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  gint64 night_id;
  GDate when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)) ||
      !parse_date (date, &when, error) ||
      !hammer_club_season_add_night (model->season, &when, error))
    return 0;
  text = date_to_string (&when);

  /* TRANSLATORS: a change in the history; %s is a date. */
  description = g_strdup_printf (_("Add the club night of %s"), text);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_nights (season_id, date)"
                                         " VALUES (?, ?)", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, season_id);
  sqlite3_bind_text (stmt, 2, text, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not add the club night"), error))
    goto fail;
  night_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "club_nights", night_id, NULL, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return night_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

gint64
hammer_seasons_find_night (HammerStore  *self,
                                gint64        season_id,
                                const char   *night,
                                GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  GDate date;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return 0;

  if (is_number (night))
    {
      gint64 id = g_ascii_strtoll (night, NULL, 10);

      for (guint i = 0; i < model->night_ids->len; i++)
        if (g_array_index (model->night_ids, gint64, i) == id)
          return id;
    }
  else if (parse_date (night, &date, NULL) &&
           (index = hammer_club_season_find_night (model->season, &date)) >= 0)
    return g_array_index (model->night_ids, gint64, index);

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night “%s”"), model->name, night ? night : "");
  return 0;
}

gint64
hammer_seasons_find_member (HammerStore  *self,
                                 gint64        season_id,
                                 const char   *member,
                                 GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autofree char *wanted = NULL;
  gint64 found = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return 0;
  /* Names compare as the roster does: in any case. */
  wanted = member != NULL ? g_utf8_casefold (member, -1) : NULL;

  for (guint i = 0; i < model->member_ids->len; i++)
    {
      gint64 id = g_array_index (model->member_ids, gint64, i);
      g_autofree char *name = g_utf8_casefold (hammer_club_season_get_member_name (model->season,
                                                                                    i), -1);

      if (is_number (member) && id == g_ascii_strtoll (member, NULL, 10))
        return id;
      if (wanted != NULL && g_str_equal (name, wanted))
        {
          if (found != 0)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Two members of season %s are called “%s”; enter the one you "
                             "mean by number"), model->name, member);
              return 0;
            }
          found = id;
        }
    }
  if (found != 0)
    return found;

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no member “%s”"), model->name, member ? member : "");
  return 0;
}

static int
index_of (GArray *ids,
          gint64  id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, gint64, i) == id)
      return (int) i;
  return -1;
}

gboolean
hammer_seasons_enter_games (HammerStore  *self,
                                 gint64        season_id,
                                 gint64        night_id,
                                 gint64        member_id,
                                 const int    *totals,
                                 const int   (*counts)[4],
                                 guint         n_games,
                                 int          *bad_game,
                                 GError      **error)
{
  HammerNightGames games = { 0 };

  g_return_val_if_fail ((totals == NULL) != (counts == NULL), FALSE);
  g_return_val_if_fail (night_id > 0 && n_games > 0, FALSE);

  games.night_id = night_id;
  games.member_ids = &member_id;
  games.n_members = 1;
  games.n_games = n_games;
  games.totals = totals;
  games.counts = counts;
  return hammer_seasons_enter_night_games (self, season_id, &games, NULL, bad_game,
                                                error) != 0;
}

/* Reports */

static void
add_average (JsonBuilder *builder,
             const char  *member,
             gboolean     known,
             double       average)
{
  json_builder_set_member_name (builder, member);
  if (known)
    json_builder_add_double_value (builder, average);
  else
    json_builder_add_null_value (builder);
}

static void
add_member_ids (JsonBuilder *builder,
                SeasonModel *model,
                guint        member)
{
  json_builder_set_member_name (builder, "member");
  json_builder_add_int_value (builder, g_array_index (model->member_ids, gint64, member));
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, g_array_index (model->player_ids, gint64, member));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder,
                                 hammer_club_season_get_member_name (model->season, member));
}

static void
add_season_header (JsonBuilder *builder,
                   SeasonModel *model)
{
  GDate start;
  g_autofree char *text = NULL;

  hammer_club_season_get_start (model->season, &start);
  text = date_to_string (&start);
  json_builder_set_member_name (builder, "season");
  json_builder_add_int_value (builder, model->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, model->name);
  json_builder_set_member_name (builder, "start");
  json_builder_add_string_value (builder, text);
  json_builder_set_member_name (builder, "games_per_night");
  json_builder_add_int_value (builder, hammer_club_season_get_games_per_night (model->season));
}

static gboolean load_counts (sqlite3      *db,
                             SeasonModel  *model,
                             GError      **error);

static void
add_night_ranking (JsonBuilder *into,
                   SeasonModel *model,
                   guint        night)
{
  g_autoptr(GArray) lines = hammer_club_season_rank_night (model->season, night);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);
      g_autofree char *key = games_key (night, line->member);
      GArray *games = g_hash_table_lookup (model->games, key);
      GArray *counts = model->counts != NULL ? g_hash_table_lookup (model->counts, key) : NULL;
      double before = 0;
      gboolean known;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, line->place);
      add_member_ids (builder, model, line->member);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, line->total);
      json_builder_set_member_name (builder, "average");
      json_builder_add_double_value (builder, line->average);
      known = hammer_club_season_get_average_before (model->season, line->member, night,
                                                     &before);
      add_average (builder, "average_before", known, before);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder,
                                  hammer_club_season_get_night_points (model->season, night,
                                                                       line->member));
      json_builder_set_member_name (builder, "games");
      json_builder_begin_array (builder);
      for (guint g = 0; games != NULL && g < games->len; g++)
        json_builder_add_int_value (builder, g_array_index (games, int, g));
      json_builder_end_array (builder);
      if (counts != NULL)
        {
          json_builder_set_member_name (builder, "counts");
          json_builder_begin_array (builder);
          for (guint g = 0; g < counts->len / 4; g++)
            {
              json_builder_begin_array (builder);
              for (guint c = 0; c < 4; c++)
                json_builder_add_int_value (builder, g_array_index (counts, int, g * 4 + c));
              json_builder_end_array (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (into, "ranking");
  json_builder_add_value (into, hammer_standings_labelled_lines (builder, NULL));
}

JsonNode *
hammer_seasons_night_json (HammerStore  *self,
                                gint64        season_id,
                                gint64        night_id,
                                GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *when = NULL;
  int night;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  /* The counts come along so that a night entered by counts reopens as such. */
  if (!(model = load_season (hammer_store_get_db (self), season_id, error)) ||
      !load_counts (hammer_store_get_db (self), model, error))
    return NULL;
  if ((night = index_of (model->night_ids, night_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club night %" PRId64), model->name, night_id);
      return NULL;
    }
  when = date_to_string (&g_array_index (model->night_dates, GDate, night));

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "night");
  json_builder_add_int_value (builder, night_id);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, when);
  add_night_ranking (builder, model, (guint) night);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
add_standings (JsonBuilder         *into,
               SeasonModel         *model,
               HammerSeasonRanking  ranking)
{
  g_autoptr(GArray) lines = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  switch (ranking)
    {
    case HAMMER_SEASON_BY_TOTAL:
      lines = hammer_club_season_rank_by_total (model->season);
      break;
    case HAMMER_SEASON_BY_AVERAGE:
      lines = hammer_club_season_rank_by_average (model->season);
      break;
    case HAMMER_SEASON_BY_POINTS:
      lines = hammer_club_season_rank_by_points (model->season);
      break;
    case HAMMER_SEASON_BY_BEST4:
    default:
      lines = hammer_club_season_rank_best_series (model->season);
      break;
    }

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, line->place);
      add_member_ids (builder, model, line->member);
      json_builder_set_member_name (builder, ranking == HAMMER_SEASON_BY_POINTS ? "points"
                                                                                : "total");
      json_builder_add_int_value (builder, line->total);
      json_builder_set_member_name (builder, ranking == HAMMER_SEASON_BY_BEST4 ? "series"
                                                                               : "games");
      json_builder_add_int_value (builder, line->games);
      json_builder_set_member_name (builder, "average");
      json_builder_add_double_value (builder, line->average);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_add_value (into, hammer_standings_labelled_lines (builder, NULL));
}

JsonNode *
hammer_seasons_standings_json (HammerStore          *self,
                                    gint64                season_id,
                                    HammerSeasonRanking   ranking,
                                    GError              **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail ((guint) ranking < G_N_ELEMENTS (ranking_names), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, ranking_names[ranking]);
  json_builder_set_member_name (builder, "standings");
  add_standings (builder, model, ranking);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

JsonNode *
hammer_seasons_members_json (HammerStore  *self,
                                  gint64        season_id,
                                  GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(GArray) totals = NULL;
  GDate today;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;

  /* Classes as they stand after the last night. */
  if (model->night_dates->len > 0)
    today = g_array_index (model->night_dates, GDate, model->night_dates->len - 1);
  else
    hammer_club_season_get_start (model->season, &today);
  totals = hammer_club_season_rank_by_total (model->season);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "members");
  json_builder_begin_array (builder);
  for (guint m = 0; m < hammer_club_season_get_n_members (model->season); m++)
    {
      double average = 0;
      gboolean known;
      int klass;
      guint games = 0;
      int total = 0;

      for (guint i = 0; i < totals->len; i++)
        if (g_array_index (totals, HammerClubRank, i).member == m)
          {
            games = g_array_index (totals, HammerClubRank, i).games;
            total = g_array_index (totals, HammerClubRank, i).total;
          }

      json_builder_begin_object (builder);
      add_member_ids (builder, model, m);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, games);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, total);
      known = hammer_club_season_get_average (model->season, m, 0, &average);
      add_average (builder, "average", known, average);
      known = hammer_club_season_get_average (model->season, m, HAMMER_SERIES_GAMES, &average);
      add_average (builder, "last10_average", known, average);
      klass = hammer_club_season_get_class (model->season, m, &today);
      json_builder_set_member_name (builder, "class");
      if (klass >= 0)
        json_builder_add_string_value (builder,
                                       hammer_club_season_get_class_name (model->season, klass));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Settings */

/* The classes and averages settings as the classes column holds them. */
static char *
classes_json (SeasonModel *model)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n = hammer_club_season_get_n_classes (model->season);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (builder,
                                   hammer_club_season_get_class_name (model->season, (int) i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "limits");
  json_builder_begin_array (builder);
  for (guint i = 0; i + 1 < n; i++)
    json_builder_add_double_value (builder,
                                   hammer_club_season_get_class_limit (model->season, (int) i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "last_games");
  json_builder_add_int_value (builder, model->last_games);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

static char *
points_json (SeasonModel *model)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  int per_game, bonus;

  hammer_club_season_get_points (model->season, &per_game, &bonus, NULL);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "per_game");
  json_builder_add_int_value (builder, per_game);
  json_builder_set_member_name (builder, "bonus");
  json_builder_add_int_value (builder, bonus);
  json_builder_set_member_name (builder, "bonus_games");
  json_builder_add_int_value (builder, model->bonus_games);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* Writes the settings columns of the season from @model in one logged
 * change described by @description. */
static gboolean
save_settings (HammerStore  *self,
               SeasonModel  *model,
               const char   *description,
               GError      **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *classes = classes_json (model);
  g_autofree char *points = points_json (model);
  HammerStoreTx tx = { 0 };

  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!(stmt = hammer_store_prepare (db, "UPDATE club_seasons SET classes = ?2, points = ?3"
                                         " WHERE id = ?1", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, classes, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, points, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (&tx, "club_seasons", model->id, stmt, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_seasons_set_classes (HammerStore  *self,
                                 gint64        season_id,
                                 const char   *classes,
                                 GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)) ||
      !hammer_classes_parse (classes, &names, &limits, error) ||
      !hammer_club_season_set_classes (model->season, (const char *const *) names, limits,
                                       error))
    return FALSE;

  /* TRANSLATORS: a change in the history; %s is a season's name. */
  description = g_strdup_printf (_("Set the classes of season %s"), model->name);
  return save_settings (self, model, description, error);
}

gboolean
hammer_seasons_set_points (HammerStore  *self,
                                gint64        season_id,
                                int           per_game,
                                int           bonus,
                                int           bonus_games,
                                GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autofree char *description = NULL;
  int old_per_game, old_bonus;
  guint games;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return FALSE;
  games = hammer_club_season_get_games_per_night (model->season);
  hammer_club_season_get_points (model->season, &old_per_game, &old_bonus, NULL);
  if (per_game < -1 || per_game > 100)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Points for a game at or above the average must be 0 to 100, not %d"),
                   per_game);
      return FALSE;
    }
  if (bonus < -1 || bonus > 1000)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The bonus for a night above the average must be 0 to 1000 points, "
                     "not %d"), bonus);
      return FALSE;
    }
  if (bonus_games < -1 || bonus_games == 0 || bonus_games > (int) games)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The bonus counts 1 to %u games (the games of a night), not %d"),
                   games, bonus_games);
      return FALSE;
    }

  hammer_club_season_set_points (model->season, per_game >= 0 ? per_game : old_per_game,
                                 bonus >= 0 ? bonus : old_bonus);
  if (bonus_games > 0)
    model->bonus_games = (guint) bonus_games == games ? 0 : (guint) bonus_games;

  /* TRANSLATORS: a change in the history; %s is a season's name. */
  description = g_strdup_printf (_("Set the points competition of season %s"), model->name);
  return save_settings (self, model, description, error);
}

gboolean
hammer_seasons_set_last_games (HammerStore  *self,
                                    gint64        season_id,
                                    guint         last_games,
                                    GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return FALSE;
  if (last_games < 1 || last_games > HAMMER_SEASON_MAX_LAST_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The average over the last games counts 1 to %u games, not %u"),
                   HAMMER_SEASON_MAX_LAST_GAMES, last_games);
      return FALSE;
    }
  model->last_games = last_games;

  /* TRANSLATORS: a change in the history; %u is a number of games, %s a
   * season's name. */
  description = g_strdup_printf (_("Average the last %u games in season %s"), last_games,
                                 model->name);
  return save_settings (self, model, description, error);
}

/* Checks that @text is a date inside the season of @model. */
static gboolean
parse_season_date (SeasonModel  *model,
                   const char   *text,
                   GDate        *date,
                   GError      **error)
{
  GDate start, end;

  if (!parse_date (text, date, error))
    return FALSE;
  hammer_club_season_get_start (model->season, &start);
  end = start;
  g_date_add_years (&end, 1);
  g_date_subtract_days (&end, 1);
  if (g_date_compare (date, &start) < 0 || g_date_compare (date, &end) > 0)
    {
      g_autofree char *first = date_to_string (&start);
      g_autofree char *last = date_to_string (&end);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is not in season %s, which runs from %s to %s"), text, model->name,
                   first, last);
      return FALSE;
    }
  return TRUE;
}

/* The id of the promotion date @text of the season, or 0. */
static gint64
find_promotion_date (sqlite3     *db,
                     gint64       season_id,
                     const char  *text,
                     GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM club_promotion_dates"
                                         " WHERE season_id = ? AND date = ?", error)))
    return -1;
  sqlite3_bind_int64 (stmt, 1, season_id);
  sqlite3_bind_text (stmt, 2, text, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the promotion dates"), error);
      return -1;
    }
  return 0;
}

gboolean
hammer_seasons_add_promotion_date (HammerStore  *self,
                                        gint64        season_id,
                                        const char   *date,
                                        GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;
  g_autofree char *text = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  gint64 found;
  GDate when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)) ||
      !parse_season_date (model, date, &when, error))
    return FALSE;
  text = date_to_string (&when);
  if ((found = find_promotion_date (db, season_id, text, error)) < 0)
    return FALSE;
  if (found > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                   _("Season %s has a promotion date on %s already"), model->name, text);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a date. */
  description = g_strdup_printf (_("Add the promotion date %s"), text);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_promotion_dates (season_id, date)"
                                         " VALUES (?, ?)", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, season_id);
  sqlite3_bind_text (stmt, 2, text, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not add the promotion date"), error) ||
      !hammer_store_tx_log_row (&tx, "club_promotion_dates", sqlite3_last_insert_rowid (db),
                                NULL, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_seasons_remove_promotion_date (HammerStore  *self,
                                           gint64        season_id,
                                           const char   *date,
                                           GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *text = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  gint64 found;
  GDate when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)) || !parse_date (date, &when, error))
    return FALSE;
  text = date_to_string (&when);
  if ((found = find_promotion_date (db, season_id, text, error)) < 0)
    return FALSE;
  if (found == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no promotion date on %s"), model->name, text);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a date. */
  description = g_strdup_printf (_("Remove the promotion date %s"), text);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!hammer_store_tx_update_row (&tx, "club_promotion_dates", found,
                                   "DELETE FROM club_promotion_dates WHERE id = ?1", error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

static void
add_settings (JsonBuilder *builder,
              SeasonModel *model)
{
  guint n = hammer_club_season_get_n_classes (model->season);
  int per_game, bonus;
  guint bonus_games;

  json_builder_set_member_name (builder, "classes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder,
                                     hammer_club_season_get_class_name (model->season, (int) i));
      json_builder_set_member_name (builder, "limit");
      json_builder_add_double_value (builder,
                                     hammer_club_season_get_class_limit (model->season, (int) i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  hammer_club_season_get_points (model->season, &per_game, &bonus, &bonus_games);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "per_game");
  json_builder_add_int_value (builder, per_game);
  json_builder_set_member_name (builder, "bonus");
  json_builder_add_int_value (builder, bonus);
  json_builder_set_member_name (builder, "bonus_games");
  json_builder_add_int_value (builder, bonus_games);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "promotion_dates");
  json_builder_begin_array (builder);
  for (guint i = 0; i < hammer_club_season_get_n_promotion_dates (model->season); i++)
    {
      GDate date;
      g_autofree char *text = NULL;

      hammer_club_season_get_promotion_date (model->season, i, &date);
      text = date_to_string (&date);
      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "last_games");
  json_builder_add_int_value (builder, model->last_games);
}

JsonNode *
hammer_seasons_settings_json (HammerStore  *self,
                                   gint64        season_id,
                                   GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  add_settings (builder, model);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Averages and the whole season */

typedef struct
{
  guint  member;
  int    klass;    /* -1: none yet */
  gboolean known;
  double average;
} AverageLine;

static int
compare_average_lines (gconstpointer pa,
                       gconstpointer pb)
{
  const AverageLine *a = pa, *b = pb;
  guint ka = a->klass < 0 ? G_MAXUINT : (guint) a->klass;
  guint kb = b->klass < 0 ? G_MAXUINT : (guint) b->klass;

  if (ka != kb)
    return ka < kb ? -1 : 1;
  if (a->known != b->known)
    return a->known ? -1 : 1;
  if (a->average != b->average)
    return a->average > b->average ? -1 : 1;
  return (a->member > b->member) - (a->member < b->member);
}

/* Classes stand as they do on the last club night (or the first day of a
 * season without nights). */
static void
class_date (SeasonModel *model,
            GDate       *date)
{
  if (model->night_dates->len > 0)
    *date = g_array_index (model->night_dates, GDate, model->night_dates->len - 1);
  else
    hammer_club_season_get_start (model->season, date);
}

static void
add_averages (JsonBuilder *into,
              SeasonModel *model,
              guint        last)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) lines = g_array_new (FALSE, TRUE, sizeof (AverageLine));
  guint place = 0, class_start = 0;
  g_autoptr(GArray) totals = hammer_club_season_rank_by_total (model->season);
  guint n = hammer_club_season_get_n_members (model->season);
  GDate when;

  class_date (model, &when);
  for (guint m = 0; m < n; m++)
    {
      AverageLine line = { m, hammer_club_season_get_class (model->season, m, &when), FALSE, 0 };

      line.known = hammer_club_season_get_average (model->season, m, 0, &line.average);
      g_array_append_val (lines, line);
    }
  g_array_sort (lines, compare_average_lines);

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const AverageLine *line = &g_array_index (lines, AverageLine, i);
      gboolean known;
      double average = 0;
      guint games = 0;
      int total = 0;

      for (guint t = 0; t < totals->len; t++)
        if (g_array_index (totals, HammerClubRank, t).member == line->member)
          {
            games = g_array_index (totals, HammerClubRank, t).games;
            total = g_array_index (totals, HammerClubRank, t).total;
          }

      /* Places count within a class; equal averages share one. */
      if (i == 0 || line->klass != line[-1].klass)
        class_start = i;
      if (i == class_start || !line->known || !line[-1].known ||
          line->average != line[-1].average)
        place = i + 1 - class_start;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, place);
      add_member_ids (builder, model, line->member);
      json_builder_set_member_name (builder, "class");
      if (line->klass >= 0)
        json_builder_add_string_value (builder,
                                       hammer_club_season_get_class_name (model->season,
                                                                          line->klass));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, games);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, total);
      add_average (builder, "average", line->known, line->average);
      known = hammer_club_season_get_average (model->season, line->member, last, &average);
      add_average (builder, "last_average", known, average);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_add_value (into, hammer_standings_labelled_lines (builder, "class"));
}

JsonNode *
hammer_seasons_averages_json (HammerStore  *self,
                                   gint64        season_id,
                                   guint         last,
                                   GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *when_text = NULL;
  GDate when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;
  if (last > HAMMER_SEASON_MAX_LAST_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The average over the last games counts 1 to %u games, not %u"),
                   HAMMER_SEASON_MAX_LAST_GAMES, last);
      return NULL;
    }
  if (last == 0)
    last = model->last_games;
  class_date (model, &when);
  when_text = date_to_string (&when);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "last_games");
  json_builder_add_int_value (builder, last);
  json_builder_set_member_name (builder, "class_date");
  json_builder_add_string_value (builder, when_text);
  json_builder_set_member_name (builder, "members");
  add_averages (builder, model, last);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
load_counts (sqlite3      *db,
             SeasonModel  *model,
             GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT g.night_id, g.member_id, g.c1, g.c2, g.c3,"
                                         " g.c4 FROM club_night_games g"
                                         " JOIN club_nights n ON n.id = g.night_id"
                                         " WHERE n.season_id = ? AND g.c1 IS NOT NULL"
                                         " ORDER BY g.night_id, g.member_id, g.game", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int night = index_of (model->night_ids, sqlite3_column_int64 (stmt, 0));
      int member = index_of (model->member_ids, sqlite3_column_int64 (stmt, 1));
      g_autofree char *key = NULL;
      GArray *counts;

      if (night < 0 || member < 0)
        continue;
      key = games_key ((guint) night, (guint) member);
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
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the season"), error);
      return FALSE;
    }
  return TRUE;
}

JsonNode *
hammer_seasons_export_json (HammerStore  *self,
                                 gint64        season_id,
                                 GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *end_text = NULL;
  g_autofree char *when_text = NULL;
  sqlite3 *db;
  GDate end, when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)) || !load_counts (db, model, error))
    return NULL;
  hammer_club_season_get_start (model->season, &end);
  g_date_add_years (&end, 1);
  g_date_subtract_days (&end, 1);
  end_text = date_to_string (&end);
  class_date (model, &when);
  when_text = date_to_string (&when);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "hammer-season");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "end");
  json_builder_add_string_value (builder, end_text);
  add_settings (builder, model);
  json_builder_set_member_name (builder, "class_date");
  json_builder_add_string_value (builder, when_text);

  json_builder_set_member_name (builder, "members");
  add_averages (builder, model, model->last_games);

  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->night_ids->len; i++)
    {
      g_autofree char *date = date_to_string (&g_array_index (model->night_dates, GDate, i));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "night");
      json_builder_add_int_value (builder, g_array_index (model->night_ids, gint64, i));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, date);
      add_night_ranking (builder, model, i);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "standings");
  json_builder_begin_object (builder);
  for (guint r = 0; r < G_N_ELEMENTS (ranking_names); r++)
    {
      json_builder_set_member_name (builder, ranking_names[r]);
      add_standings (builder, model, (HammerSeasonRanking) r);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* The app's reading and writing of whole nights */

JsonNode *
hammer_seasons_list_json (HammerStore  *self,
                                GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT s.id, s.name, s.start_date, s.games_per_night,"
                                         " (SELECT count(*) FROM club_season_members m"
                                         "  WHERE m.season_id = s.id),"
                                         " (SELECT count(*) FROM club_nights n"
                                         "  WHERE n.season_id = s.id)"
                                         " FROM club_seasons s ORDER BY s.start_date DESC, s.id",
                                     error)))
    return NULL;

  builder = json_builder_new ();
  json_builder_begin_array (builder);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "season");
      json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 0));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, "club-nights");
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, (const char *) sqlite3_column_text (stmt, 1));
      json_builder_set_member_name (builder, "start");
      json_builder_add_string_value (builder, (const char *) sqlite3_column_text (stmt, 2));
      json_builder_set_member_name (builder, "games_per_night");
      json_builder_add_int_value (builder, sqlite3_column_int (stmt, 3));
      json_builder_set_member_name (builder, "members");
      json_builder_add_int_value (builder, sqlite3_column_int (stmt, 4));
      json_builder_set_member_name (builder, "nights");
      json_builder_add_int_value (builder, sqlite3_column_int (stmt, 5));
      json_builder_end_object (builder);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the seasons"), error);
      return NULL;
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

JsonNode *
hammer_seasons_nights_json (HammerStore  *self,
                                 gint64        season_id,
                                 GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  /* Newest first: the night a secretary corrects is usually the last one. */
  for (guint n = model->night_ids->len; n-- > 0;)
    {
      g_autoptr(GArray) lines = hammer_club_season_rank_night (model->season, n);
      g_autofree char *when = date_to_string (&g_array_index (model->night_dates, GDate, n));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "night");
      json_builder_add_int_value (builder, g_array_index (model->night_ids, gint64, n));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, when);
      json_builder_set_member_name (builder, "present");
      json_builder_add_int_value (builder, lines->len);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint i = 0; i < lines->len; i++)
        {
          const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);

          if (line->place != 1)
            break;
          json_builder_begin_object (builder);
          add_member_ids (builder, model, line->member);
          json_builder_set_member_name (builder, "total");
          json_builder_add_int_value (builder, line->total);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Deletes the games of @member_id on @night_id, or of everyone when it is 0,
 * row by row, so that undo brings them back. */
static gboolean
delete_night_games (HammerStoreTx  *tx,
                    sqlite3        *db,
                    gint64          night_id,
                    gint64          member_id,
                    GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM club_night_games WHERE night_id = ?1"
                                         " AND (?2 = 0 OR member_id = ?2)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, night_id);
  sqlite3_bind_int64 (stmt, 2, member_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the games"), error);
      return FALSE;
    }
  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_update_row (tx, "club_night_games", g_array_index (ids, gint64, i),
                                     "DELETE FROM club_night_games WHERE id = ?1", error))
      return FALSE;
  return TRUE;
}

gint64
hammer_seasons_save_night (HammerStore   *self,
                                gint64         season_id,
                                gint64         night_id,
                                const char    *date,
                                const gint64  *member_ids,
                                guint          n_members,
                                const int     *totals,
                                int           *bad_member,
                                int           *bad_game,
                                GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (totals != NULL || n_members == 0, 0);

  return hammer_seasons_save_night_counts (self, season_id, night_id, date, member_ids,
                                                n_members, totals, NULL, bad_member, bad_game,
                                                error);
}

gint64
hammer_seasons_save_night_counts (HammerStore   *self,
                                       gint64         season_id,
                                       gint64         night_id,
                                       const char    *date,
                                       const gint64  *member_ids,
                                       guint          n_members,
                                       const int     *totals,
                                       const int    (*counts)[4],
                                       int           *bad_member,
                                       int           *bad_game,
                                       GError       **error)
{
  HammerNightGames games = { 0 };

  games.night_id = night_id;
  games.date = date;
  games.member_ids = member_ids;
  games.n_members = n_members;
  games.totals = totals;
  games.counts = counts;
  games.whole_night = TRUE;
  return hammer_seasons_enter_night_games (self, season_id, &games, bad_member, bad_game,
                                                error);
}

/* Works out the total of every game of @games on night @night of @model
 * (from its compartment counts where it has them) and enters them in the
 * model, which checks them. Returns the totals, member by member, or NULL
 * with @bad_member and @bad_game set where the fault is one member's or
 * one game's. */
static int *
night_totals (SeasonModel             *model,
              int                      night,
              const char              *when,
              const HammerNightGames  *games,
              guint                    n_games,
              int                     *bad_member,
              int                     *bad_game,
              GError                 **error)
{
  g_autofree int *totals = g_new0 (int, MAX (games->n_members * n_games, 1));
  guint per_night = hammer_club_season_get_games_per_night (model->season);

  for (guint m = 0; m < games->n_members; m++)
    {
      int member = index_of (model->member_ids, games->member_ids[m]);
      const char *name;

      *bad_member = (int) m;
      if (member < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       _("Season %s has no member %" PRId64), model->name,
                       games->member_ids[m]);
          return NULL;
        }
      name = hammer_club_season_get_member_name (model->season, (guint) member);
      for (guint g = 0; g < n_games; g++)
        {
          guint i = m * n_games + g;
          const int *c = games->counts != NULL && games->counts[i][0] >= 0 ? games->counts[i]
                                                                          : NULL;

          if (c == NULL)
            {
              totals[i] = games->totals != NULL ? games->totals[i] : -1;
              continue;
            }
          if (c[1] < 0 || c[2] < 0 || c[3] < 0 || c[0] + c[1] + c[2] + c[3] > 30)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Club night %s, %s, game %u: %d, %d, %d and %d disks cannot be in "
                             "the compartments of one game of 30 disks."),
                           when, name, g + 1, c[0], c[1], c[2], c[3]);
              *bad_game = (int) g;
              return NULL;
            }
          totals[i] = hammer_sjoelbak_points (c);
        }

      /* With the wrong number of games the fault is no one game's. */
      for (guint g = 0; n_games == per_night && g < n_games && *bad_game < 0; g++)
        if (!hammer_sjoelbak_total_is_possible (totals[m * n_games + g]))
          *bad_game = (int) g;
      if (!hammer_club_season_set_games (model->season, (guint) night, (guint) member,
                                         totals + m * n_games, n_games, error))
        return NULL;
      *bad_game = -1;
    }
  *bad_member = -1;
  return g_steal_pointer (&totals);
}

/* The night of @games in @model: its index, and its date in @when. A new
 * night is added to the model on the date of @games. */
static int
find_or_add_night (SeasonModel             *model,
                   const HammerNightGames  *games,
                   char                   **when,
                   GError                 **error)
{
  GDate day;
  int night;

  if (games->night_id == 0)
    {
      if (!parse_date (games->date, &day, error) ||
          !hammer_club_season_add_night (model->season, &day, error))
        return -1;
      *when = date_to_string (&day);
      return hammer_club_season_find_night (model->season, &day);
    }
  if ((night = index_of (model->night_ids, games->night_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club night %" PRId64), model->name, games->night_id);
      return -1;
    }
  *when = date_to_string (&g_array_index (model->night_dates, GDate, night));
  return night;
}

/* Writes the games of @games in the transaction @tx, replacing what was
 * entered before: the whole night's games or the listed members' ones. */
static gboolean
write_night_games (HammerStoreTx           *tx,
                   sqlite3                 *db,
                   gint64                   night_id,
                   const HammerNightGames  *games,
                   guint                    n_games,
                   const int               *totals,
                   GError                 **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (games->whole_night && !delete_night_games (tx, db, night_id, 0, error))
    return FALSE;
  for (guint m = 0; !games->whole_night && m < games->n_members; m++)
    if (!delete_night_games (tx, db, night_id, games->member_ids[m], error))
      return FALSE;

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_night_games (night_id, member_id,"
                                         " game, total, c1, c2, c3, c4)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;
  for (guint m = 0; m < games->n_members; m++)
    for (guint g = 0; g < n_games; g++)
      {
        guint i = m * n_games + g;

        sqlite3_reset (stmt);
        sqlite3_clear_bindings (stmt);
        sqlite3_bind_int64 (stmt, 1, night_id);
        sqlite3_bind_int64 (stmt, 2, games->member_ids[m]);
        sqlite3_bind_int (stmt, 3, (int) g);
        sqlite3_bind_int (stmt, 4, totals[i]);
        if (games->counts != NULL && games->counts[i][0] >= 0)
          for (int c = 0; c < 4; c++)
            sqlite3_bind_int (stmt, 5 + c, games->counts[i][c]);
        if (!hammer_store_step_done (stmt, _("Could not save the games"), error) ||
            !hammer_store_tx_log_row (tx, "club_night_games", sqlite3_last_insert_rowid (db),
                                      NULL, error))
          return FALSE;
      }
  return TRUE;
}

/**
 * hammer_seasons_enter_night_games:
 * @self: a store
 * @season_id: the season
 * @games: what is entered
 * @bad_member: (out) (optional): the index into @games->member_ids of the
 *   member at fault, or −1
 * @bad_game: (out) (optional): the game at fault (from 0), or −1
 * @error: return location for an error
 *
 * Enters games of a club night, as the club night entry of the app and
 * hammer-cli season games both do: every game is checked before anything
 * is written, and the entry is one change in the history.
 *
 * Returns: the night id, or 0 on error
 */
gint64
hammer_seasons_enter_night_games (HammerStore             *self,
                                       gint64                   season_id,
                                       const HammerNightGames  *games,
                                       int                     *bad_member,
                                       int                     *bad_game,
                                       GError                 **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;
  g_autofree char *when = NULL;
  g_autofree int *totals = NULL;
  HammerStoreTx tx = { 0 };
  int member_at = -1, game_at = -1;
  gint64 night_id;
  sqlite3 *db;
  guint n_games;
  int night;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (games != NULL, 0);
  g_return_val_if_fail (games->member_ids != NULL || games->n_members == 0, 0);
  g_return_val_if_fail (games->totals != NULL || games->counts != NULL || games->n_members == 0,
                        0);

  if (bad_member != NULL)
    *bad_member = -1;
  if (bad_game != NULL)
    *bad_game = -1;

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)) ||
      (night = find_or_add_night (model, games, &when, error)) < 0)
    return 0;
  n_games = games->n_games > 0 ? games->n_games
                               : hammer_club_season_get_games_per_night (model->season);
  if (!(totals = night_totals (model, night, when, games, n_games, &member_at, &game_at, error)))
    {
      if (bad_member != NULL)
        *bad_member = member_at;
      if (bad_game != NULL)
        *bad_game = game_at;
      return 0;
    }

  if (!games->whole_night && games->n_members == 1)
    /* TRANSLATORS: a change in the history; a member's name and a date. */
    description = g_strdup_printf (_("Enter the games of %s on %s"),
                                   hammer_club_season_get_member_name (
                                     model->season,
                                     (guint) index_of (model->member_ids, games->member_ids[0])),
                                   when);
  else
    /* TRANSLATORS: a change in the history; %s is a date. */
    description = g_strdup_printf (_("Enter the club night of %s"), when);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;

  night_id = games->night_id;
  if (night_id == 0)
    {
      if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_nights (season_id, date)"
                                             " VALUES (?, ?)", error)))
        goto fail;
      sqlite3_bind_int64 (stmt, 1, season_id);
      sqlite3_bind_text (stmt, 2, when, -1, SQLITE_TRANSIENT);
      if (!hammer_store_step_done (stmt, _("Could not add the club night"), error))
        goto fail;
      night_id = sqlite3_last_insert_rowid (db);
      if (!hammer_store_tx_log_row (&tx, "club_nights", night_id, NULL, error))
        goto fail;
    }
  if (!write_night_games (&tx, db, night_id, games, n_games, totals, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return night_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

JsonNode *
hammer_seasons_member_json (HammerStore  *self,
                                 gint64        season_id,
                                 gint64        member_id,
                                 GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int member;
  int klass;
  double average = 0;
  gboolean known;
  GDate last;
  int sum = 0;
  guint played = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = load_season (hammer_store_get_db (self), season_id, error)))
    return NULL;
  if ((member = index_of (model->member_ids, member_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no member %" PRId64), model->name, member_id);
      return NULL;
    }

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_season_header (builder, model);
  add_member_ids (builder, model, (guint) member);

  if (model->night_dates->len > 0)
    last = g_array_index (model->night_dates, GDate, model->night_dates->len - 1);
  else
    hammer_club_season_get_start (model->season, &last);
  klass = hammer_club_season_get_class (model->season, (guint) member, &last);
  json_builder_set_member_name (builder, "class");
  if (klass >= 0)
    json_builder_add_string_value (builder,
                                   hammer_club_season_get_class_name (model->season, klass));
  else
    json_builder_add_null_value (builder);
  known = hammer_club_season_get_average (model->season, (guint) member, 0, &average);
  add_average (builder, "average", known, average);
  known = hammer_club_season_get_average (model->season, (guint) member, model->last_games,
                                          &average);
  add_average (builder, "last_average", known, average);
  json_builder_set_member_name (builder, "last_games");
  json_builder_add_int_value (builder, model->last_games);
  if (!(stmt = hammer_store_prepare (hammer_store_get_db (self),
                                     "SELECT start_average FROM club_season_members"
                                     " WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, member_id);
  known = sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_type (stmt, 0) != SQLITE_NULL;
  add_average (builder, "start_average", known, known ? sqlite3_column_double (stmt, 0) : 0);

  json_builder_set_member_name (builder, "classes");
  json_builder_begin_array (builder);
  for (guint c = 0; c < hammer_club_season_get_n_classes (model->season); c++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder,
                                     hammer_club_season_get_class_name (model->season, (int) c));
      json_builder_set_member_name (builder, "limit");
      if (c + 1 < hammer_club_season_get_n_classes (model->season))
        json_builder_add_double_value (builder,
                                       hammer_club_season_get_class_limit (model->season,
                                                                           (int) c));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* The nights the member played, each with the season average after it. */
  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  for (guint n = 0; n < model->night_ids->len; n++)
    {
      g_autofree char *key = games_key (n, (guint) member);
      g_autofree char *when = NULL;
      GArray *games = g_hash_table_lookup (model->games, key);
      int total = 0;

      if (games == NULL || games->len == 0)
        continue;
      when = date_to_string (&g_array_index (model->night_dates, GDate, n));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "night");
      json_builder_add_int_value (builder, g_array_index (model->night_ids, gint64, n));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, when);
      json_builder_set_member_name (builder, "games");
      json_builder_begin_array (builder);
      for (guint g = 0; g < games->len; g++)
        {
          total += g_array_index (games, int, g);
          json_builder_add_int_value (builder, g_array_index (games, int, g));
        }
      json_builder_end_array (builder);
      sum += total;
      played += games->len;
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, total);
      json_builder_set_member_name (builder, "season_average");
      json_builder_add_double_value (builder, (double) sum / played);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

gboolean
hammer_seasons_set_start_average (HammerStore  *self,
                                       gint64        season_id,
                                       gint64        member_id,
                                       double        average,
                                       GError      **error)
{
  g_autoptr(SeasonModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3_stmt *stmt;
  sqlite3 *db;
  int member;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_season (db, season_id, error)))
    return FALSE;
  if ((member = index_of (model->member_ids, member_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no member %" PRId64), model->name, member_id);
      return FALSE;
    }
  if (average > 148)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A start average is between 0 and 148, not %.1f"), average);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a member's name. */
  description = g_strdup_printf (_("Set the start average of %s"),
                                 hammer_club_season_get_member_name (model->season,
                                                                     (guint) member));
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!(stmt = hammer_store_borrow_statement (db, "UPDATE club_season_members"
                                                " SET start_average = ?2 WHERE id = ?1",
                                            error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, member_id);
  if (average >= 0)
    sqlite3_bind_double (stmt, 2, average);
  else
    sqlite3_bind_null (stmt, 2);
  if (!hammer_store_tx_run_logged (&tx, "club_season_members", member_id, stmt, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}
