/* hammer-seasons-members.c — creating a season, its members and its settings
 *
 * Members join a season from the players' roster; the classes, the points
 * competition, the last-games average and the promotion dates are the
 * season's settings. Each change is one logged transaction.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-classes.h"
#include "hammer-now.h"
#include "league/hammer-seasons-private.h"

static gint64
insert_season (HammerStoreTx  *tx,
               const char     *name,
               const char     *start_date,
               guint           games_per_night,
               GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO club_seasons (name, start_date,"
                                             " games_per_night, created_at) VALUES (?, ?, ?, ?)",
                                     error)))
    return 0;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, start_date, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 3, (int) games_per_night);
  sqlite3_bind_text (stmt, 4, now, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "club_seasons", stmt, _("Could not create the season"),
                                     error);
}

gint64
hammer_seasons_create (HammerStore  *self,
                       const char   *name,
                       const char   *start_date,
                       guint         games_per_night,
                       GError      **error)
{
  g_autofree char *description = NULL;
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
  if (!_hammer_league_parse_date (start_date, NULL, &date, error))
    return 0;
  if (games_per_night < 1 || games_per_night > HAMMER_CLUB_NIGHT_MAX_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A club night has 1 to %d games each, not %u"),
                   HAMMER_CLUB_NIGHT_MAX_GAMES, games_per_night);
      return 0;
    }

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is a season's name. */
  description = g_strdup_printf (_("Create season %s"), stripped);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  season_id = insert_season (&tx, stripped, start_date, games_per_night, error);
  return hammer_store_tx_end (&tx, self, season_id != 0, error) ? season_id : 0;
}

/* The player @text names, a number or a name found on or added to the
 * roster inside @tx, with their name in @name. Returns 0 on error. */
static gint64
find_player (HammerStoreTx  *tx,
             sqlite3_stmt   *find,
             const char     *text,
             char          **name,
             GError        **error)
{
  gint64 player_id;

  if (!_hammer_league_is_number (text))
    {
      if (!(player_id = hammer_roster_tx_ensure_player (tx, text, NULL, NULL, error)))
        return 0;
      *name = g_strstrip (g_strdup (text));
      return player_id;
    }
  player_id = g_ascii_strtoll (text, NULL, 10);
  sqlite3_reset (find);
  sqlite3_bind_int64 (find, 1, player_id);
  if (sqlite3_step (find) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no player with number %" PRId64), player_id);
      return 0;
    }
  *name = g_strdup ((const char *) sqlite3_column_text (find, 0));
  return player_id;
}

/* The start average a new member gets from @wanted: itself, the player's
 * roster average (HAMMER_START_AVERAGE_ROSTER), or none (negative). */
static double
start_average_for (sqlite3 *db,
                   gint64   player_id,
                   double   wanted)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  double average = -1;

  if (wanted > HAMMER_START_AVERAGE_ROSTER)
    return wanted;
  if (!(stmt = hammer_store_prepare (db, "SELECT average FROM players WHERE id = ?", NULL)))
    return -1;
  sqlite3_bind_int64 (stmt, 1, player_id);
  /* A roster average past what a start average may be is left out. */
  if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_type (stmt, 0) != SQLITE_NULL &&
      sqlite3_column_double (stmt, 0) <= HAMMER_START_AVERAGE_MAX)
    average = sqlite3_column_double (stmt, 0);
  return average;
}

/* Makes the players @players name members of the season of @model inside
 * @tx, each with start average @start_averages[i] (none when NULL); @ids
 * receives the members' ids. */
static gboolean
insert_members (HammerStoreTx       *tx,
                HammerSeasonModel   *model,
                const char *const   *players,
                const double        *start_averages,
                GArray              *ids,
                GError             **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;
  g_autoptr(sqlite3_stmt) member = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;

  if (!(find = hammer_store_prepare (tx->db, "SELECT name FROM players WHERE id = ?", error)) ||
      !(member = hammer_store_prepare (tx->db, "SELECT 1 FROM club_season_members"
                                               " WHERE season_id = ? AND player_id = ?",
                                       error)) ||
      !(insert = hammer_store_prepare (tx->db, "INSERT INTO club_season_members (season_id,"
                                               " player_id, start_average) VALUES (?, ?, ?)",
                                       error)))
    return FALSE;

  for (guint i = 0; players[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      gint64 player_id;
      gint64 member_id;
      int rc;

      if (!(player_id = find_player (tx, find, players[i], &name, error)))
        return FALSE;
      sqlite3_reset (member);
      sqlite3_bind_int64 (member, 1, model->id);
      sqlite3_bind_int64 (member, 2, player_id);
      rc = sqlite3_step (member);
      if (rc == SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("%s is a member of season %s already"), name, model->name);
          return FALSE;
        }
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (tx->db, rc, _("Could not add the members"), error);
          return FALSE;
        }

      sqlite3_reset (insert);
      sqlite3_bind_int64 (insert, 1, model->id);
      sqlite3_bind_int64 (insert, 2, player_id);
      {
        double average = start_averages != NULL
                         ? start_average_for (tx->db, player_id, start_averages[i]) : -1;

        if (average > HAMMER_START_AVERAGE_MAX)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("The start average of %s is between 0 and %d, not %.1f"), name,
                         HAMMER_START_AVERAGE_MAX, average);
            return FALSE;
          }
        if (average >= 0)
          sqlite3_bind_double (insert, 3, average);
        else
          sqlite3_bind_null (insert, 3);
      }
      if (!(member_id = hammer_store_tx_insert_row (tx, "club_season_members", insert,
                                                    _("Could not add the members"), error)))
        return FALSE;
      g_array_append_val (ids, member_id);
    }
  return TRUE;
}

GArray *
hammer_seasons_add_members (HammerStore        *self,
                            gint64              season_id,
                            const char *const  *players,
                            GError            **error)
{
  return hammer_seasons_add_members_averaged (self, season_id, players, NULL, error);
}

GArray *
hammer_seasons_add_members_averaged (HammerStore        *self,
                                     gint64              season_id,
                                     const char *const  *players,
                                     const double       *start_averages,
                                     GError            **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  guint n_players;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (players != NULL, NULL);

  db = hammer_store_get_db (self);
  if (!(model = _hammer_season_load (db, season_id, error)))
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
  if (!hammer_store_tx_end (&tx, self,
                            insert_members (&tx, model, players, start_averages, ids, error),
                            error))
    return NULL;
  return g_steal_pointer (&ids);
}

gint64
hammer_seasons_find_member (HammerStore  *self,
                            gint64        season_id,
                            const char   *member,
                            GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *wanted = NULL;
  gint64 found = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = _hammer_season_load (hammer_store_get_db (self), season_id, error)))
    return 0;
  /* Names compare as the roster does: in any case. */
  wanted = member != NULL ? g_utf8_casefold (member, -1) : NULL;

  for (guint i = 0; i < model->member_ids->len; i++)
    {
      gint64 id = g_array_index (model->member_ids, gint64, i);
      g_autofree char *name = g_utf8_casefold (hammer_club_season_get_member_name (model->season,
                                                                                    i), -1);

      if (_hammer_league_is_number (member) && id == g_ascii_strtoll (member, NULL, 10))
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

/* Settings */

/* The classes and averages settings as the classes column holds them. */
static char *
classes_json (HammerSeasonModel *model)
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
points_json (HammerSeasonModel *model)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  int per_game, bonus;

  hammer_club_season_get_points (model->season, &per_game, &bonus, NULL);
  _hammer_season_add_points (builder, per_game, bonus, model->bonus_games);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* Writes the settings columns of the season from @model in one logged
 * change described by @description. */
static gboolean
write_settings (HammerStoreTx     *tx,
                HammerSeasonModel *model,
                GError           **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *classes = classes_json (model);
  g_autofree char *points = points_json (model);

  if (!(stmt = hammer_store_prepare (tx->db, "UPDATE club_seasons SET classes = ?2, points = ?3"
                                             " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, classes, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, points, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_run_logged (tx, "club_seasons", model->id, stmt, error);
}

static gboolean
save_settings (HammerStore       *self,
               HammerSeasonModel *model,
               const char        *description,
               GError           **error)
{
  HammerStoreTx tx = { 0 };

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, write_settings (&tx, model, error), error);
}

gboolean
hammer_seasons_set_classes (HammerStore  *self,
                            gint64        season_id,
                            const char   *classes,
                            GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = _hammer_season_load (hammer_store_get_db (self), season_id, error)) ||
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
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *description = NULL;
  int old_per_game, old_bonus;
  guint games;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = _hammer_season_load (hammer_store_get_db (self), season_id, error)))
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
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = _hammer_season_load (hammer_store_get_db (self), season_id, error)))
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
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Average the last %u game in season %s",
                                              "Average the last %u games in season %s",
                                              last_games), last_games, model->name);
  return save_settings (self, model, description, error);
}

/* Checks that @text is a date inside the season of @model. */
static gboolean
parse_season_date (HammerSeasonModel *model,
                   const char        *text,
                   GDate             *date,
                   GError           **error)
{
  GDate start, end;

  if (!_hammer_league_parse_date (text, NULL, date, error))
    return FALSE;
  hammer_club_season_get_start (model->season, &start);
  end = start;
  g_date_add_years (&end, 1);
  g_date_subtract_days (&end, 1);
  if (g_date_compare (date, &start) < 0 || g_date_compare (date, &end) > 0)
    {
      g_autofree char *first = _hammer_league_date_to_string (&start);
      g_autofree char *last = _hammer_league_date_to_string (&end);

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

/* The season a promotion date is added to or removed from, the date
 * written YYYY-MM-DD, and the id of the season's promotion date on it (0:
 * none). */
typedef struct
{
  HammerSeasonModel *model;
  char              *text;
  gint64             found;
} PromotionDate;

static void
promotion_date_clear (PromotionDate *promotion)
{
  g_clear_pointer (&promotion->model, _hammer_season_model_free);
  g_free (promotion->text);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PromotionDate, promotion_date_clear)

/* Reads @date of season @season_id into @promotion; a date added must be
 * inside the season (@in_season). */
static gboolean
look_up_promotion_date (sqlite3        *db,
                        gint64          season_id,
                        const char     *date,
                        gboolean        in_season,
                        PromotionDate  *promotion,
                        GError        **error)
{
  GDate when;

  if (!(promotion->model = _hammer_season_load (db, season_id, error)))
    return FALSE;
  if (in_season ? !parse_season_date (promotion->model, date, &when, error)
                : !_hammer_league_parse_date (date, NULL, &when, error))
    return FALSE;
  promotion->text = _hammer_league_date_to_string (&when);
  promotion->found = find_promotion_date (db, season_id, promotion->text, error);
  return promotion->found >= 0;
}

static gboolean
insert_promotion_date (HammerStoreTx  *tx,
                       gint64          season_id,
                       const char     *text,
                       GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO club_promotion_dates (season_id, date)"
                                             " VALUES (?, ?)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, season_id);
  sqlite3_bind_text (stmt, 2, text, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "club_promotion_dates", stmt,
                                     _("Could not add the promotion date"), error) != 0;
}

/* Adds (@add) or removes the promotion date @date of season @season_id in
 * one change. */
static gboolean
change_promotion_date (HammerStore  *self,
                       gint64        season_id,
                       const char   *date,
                       gboolean      add,
                       GError      **error)
{
  g_auto(PromotionDate) promotion = { 0 };
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db = hammer_store_get_db (self);
  gboolean written;

  if (!look_up_promotion_date (db, season_id, date, add, &promotion, error))
    return FALSE;
  if (add && promotion.found > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                   _("Season %s has a promotion date on %s already"), promotion.model->name,
                   promotion.text);
      return FALSE;
    }
  if (!add && promotion.found == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no promotion date on %s"), promotion.model->name,
                   promotion.text);
      return FALSE;
    }

  if (add)
    /* TRANSLATORS: a change in the history; %s is a date. */
    description = g_strdup_printf (_("Add the promotion date %s"), promotion.text);
  else
    /* TRANSLATORS: a change in the history; %s is a date. */
    description = g_strdup_printf (_("Remove the promotion date %s"), promotion.text);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (add)
    written = insert_promotion_date (&tx, season_id, promotion.text, error);
  else
    written = hammer_store_tx_update_row (&tx, "club_promotion_dates", promotion.found,
                                          "DELETE FROM club_promotion_dates WHERE id = ?1",
                                          error);
  return hammer_store_tx_end (&tx, self, written, error);
}

gboolean
hammer_seasons_add_promotion_date (HammerStore  *self,
                                   gint64        season_id,
                                   const char   *date,
                                   GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return change_promotion_date (self, season_id, date, TRUE, error);
}

gboolean
hammer_seasons_remove_promotion_date (HammerStore  *self,
                                      gint64        season_id,
                                      const char   *date,
                                      GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return change_promotion_date (self, season_id, date, FALSE, error);
}

static gboolean
write_start_average (HammerStoreTx  *tx,
                     gint64          member_id,
                     double          average,
                     GError        **error)
{
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE club_season_members"
                                                      " SET start_average = ?2 WHERE id = ?1",
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, member_id);
  if (average >= 0)
    sqlite3_bind_double (stmt, 2, average);
  else
    sqlite3_bind_null (stmt, 2);
  return hammer_store_tx_run_logged (tx, "club_season_members", member_id, stmt, error);
}

gboolean
hammer_seasons_set_start_average (HammerStore  *self,
                                  gint64        season_id,
                                  gint64        member_id,
                                  double        average,
                                  GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  int member;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = _hammer_season_load (db, season_id, error)))
    return FALSE;
  if ((member = _hammer_season_index_of (model->member_ids, member_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no member %" PRId64), model->name, member_id);
      return FALSE;
    }
  if (average > HAMMER_START_AVERAGE_MAX)
    {
      /* TRANSLATORS: the most a game scores (148), and the average typed. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A start average is between 0 and %d, not %.1f"), HAMMER_START_AVERAGE_MAX,
                   average);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a member's name. */
  description = g_strdup_printf (_("Set the start average of %s"),
                                 hammer_club_season_get_member_name (model->season,
                                                                     (guint) member));
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, write_start_average (&tx, member_id, average, error),
                              error);
}
