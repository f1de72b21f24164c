/* hammer-seasons-json.c — seasons as JSON
 *
 * The reports the command line prints and the app shows: one night's
 * ranking, the standings, the members, the list of seasons and nights, and
 * one member's season.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-places.h"
#include "league/hammer-seasons-private.h"

void
_hammer_season_add_average (JsonBuilder *builder,
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

/* "class": the name of class @klass of the season, or null for none. */
void
_hammer_season_add_class (JsonBuilder       *builder,
                          HammerSeasonModel *model,
                          int                klass)
{
  json_builder_set_member_name (builder, "class");
  if (klass >= 0)
    json_builder_add_string_value (builder,
                                   hammer_club_season_get_class_name (model->season, klass));
  else
    json_builder_add_null_value (builder);
}

void
_hammer_season_add_member_ids (JsonBuilder       *builder,
                               HammerSeasonModel *model,
                               guint              member)
{
  json_builder_set_member_name (builder, "member");
  json_builder_add_int_value (builder, g_array_index (model->member_ids, gint64, member));
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, g_array_index (model->player_ids, gint64, member));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder,
                                 hammer_club_season_get_member_name (model->season, member));
}

JsonNode *
_hammer_season_report (HammerStore           *self,
                       gint64                 season_id,
                       HammerSeasonReportFunc add,
                       gconstpointer          data,
                       GError               **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (!(model = _hammer_season_load (db, season_id, error)))
    return NULL;
  json_builder_begin_object (builder);
  _hammer_season_add_header (builder, model);
  if (!add (builder, model, db, data, error))
    return NULL;
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

void
_hammer_season_add_header (JsonBuilder       *builder,
                           HammerSeasonModel *model)
{
  GDate start;

  hammer_club_season_get_start (model->season, &start);
  _hammer_competition_add_int (builder, "season", model->id);
  _hammer_competition_add_string (builder, "name", model->name);
  _hammer_competition_add_date (builder, "start", &start);
  _hammer_competition_add_int (builder, "games_per_night",
                               hammer_club_season_get_games_per_night (model->season));
}

void
_hammer_season_add_night_ranking (JsonBuilder       *into,
                                  HammerSeasonModel *model,
                                  guint              night)
{
  g_autoptr(GArray) lines = hammer_club_season_rank_night (model->season, night);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);
      g_autofree char *key = _hammer_season_games_key (night, line->member);
      GArray *games = g_hash_table_lookup (model->games, key);
      GArray *counts = model->counts != NULL ? g_hash_table_lookup (model->counts, key) : NULL;
      double before = 0;
      gboolean known;

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "place", line->place);
      _hammer_season_add_member_ids (builder, model, line->member);
      /* The class the member was in that night: classes move on promotion
       * dates, so a night's ranking by class needs its own. */
      _hammer_season_add_class (builder, model,
                                hammer_club_season_get_class (model->season, line->member,
                                                              &g_array_index (model->night_dates,
                                                                              GDate, night)));
      _hammer_competition_add_int (builder, "total", line->total);
      json_builder_set_member_name (builder, "average");
      json_builder_add_double_value (builder, line->average);
      known = hammer_club_season_get_average_before (model->season, line->member, night,
                                                     &before);
      _hammer_season_add_average (builder, "average_before", known, before);
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

static gboolean
add_night_report (JsonBuilder       *builder,
                  HammerSeasonModel *model,
                  sqlite3           *db,
                  gconstpointer      data,
                  GError           **error)
{
  gint64 night_id = *(const gint64 *) data;
  g_autofree char *when = NULL;
  int night;

  /* The counts come along so that a night entered by counts reopens as such. */
  if (!_hammer_season_load_counts (db, model, error))
    return FALSE;
  if ((night = _hammer_competition_index_of (model->night_ids, night_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club night %" PRId64), model->name, night_id);
      return FALSE;
    }
  when = _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, night));
  _hammer_competition_add_int (builder, "night", night_id);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, when);
  _hammer_season_add_night_ranking (builder, model, (guint) night);
  return TRUE;
}

JsonNode *
hammer_seasons_night_json (HammerStore  *self,
                           gint64        season_id,
                           gint64        night_id,
                           GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_night_report, &night_id, error);
}

GArray *
_hammer_season_rank (HammerSeasonModel   *model,
                     HammerSeasonRanking  ranking)
{
  switch (ranking)
    {
    case HAMMER_SEASON_BY_TOTAL:
      return hammer_club_season_rank_by_total (model->season);
    case HAMMER_SEASON_BY_AVERAGE:
      return hammer_club_season_rank_by_average (model->season);
    case HAMMER_SEASON_BY_POINTS:
      return hammer_club_season_rank_by_points (model->season);
    case HAMMER_SEASON_BY_BEST4:
    default:
      return hammer_club_season_rank_best_series (model->season);
    }
}

void
_hammer_season_add_standings (JsonBuilder         *into,
                              HammerSeasonModel   *model,
                              HammerSeasonRanking  ranking)
{
  g_autoptr(GArray) lines = _hammer_season_rank (model, ranking);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "place", line->place);
      _hammer_season_add_member_ids (builder, model, line->member);
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

static gboolean
add_standings_report (JsonBuilder       *builder,
                      HammerSeasonModel *model,
                      sqlite3           *db,
                      gconstpointer      data,
                      GError           **error)
{
  HammerSeasonRanking ranking = *(const HammerSeasonRanking *) data;

  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, ranking_names[ranking]);
  json_builder_set_member_name (builder, "standings");
  _hammer_season_add_standings (builder, model, ranking);
  return TRUE;
}

JsonNode *
hammer_seasons_standings_json (HammerStore          *self,
                               gint64                season_id,
                               HammerSeasonRanking   ranking,
                               GError              **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail ((guint) ranking < G_N_ELEMENTS (ranking_names), NULL);

  return _hammer_season_report (self, season_id, add_standings_report, &ranking, error);
}

static gboolean
add_members_report (JsonBuilder       *builder,
                    HammerSeasonModel *model,
                    sqlite3           *db,
                    gconstpointer      data,
                    GError           **error)
{
  g_autoptr(GArray) totals = hammer_club_season_rank_by_total (model->season);
  GDate today;

  /* Classes as they stand after the last night. */
  _hammer_season_class_date (model, &today);
  json_builder_set_member_name (builder, "members");
  json_builder_begin_array (builder);
  for (guint m = 0; m < hammer_club_season_get_n_members (model->season); m++)
    {
      double average = 0;
      gboolean known;
      guint games;
      int total;

      _hammer_season_member_totals (totals, m, &games, &total);

      json_builder_begin_object (builder);
      _hammer_season_add_member_ids (builder, model, m);
      _hammer_competition_add_int (builder, "games", games);
      _hammer_competition_add_int (builder, "total", total);
      known = hammer_club_season_get_average (model->season, m, 0, &average);
      _hammer_season_add_average (builder, "average", known, average);
      known = hammer_club_season_get_average (model->season, m, HAMMER_SERIES_GAMES, &average);
      _hammer_season_add_average (builder, "last10_average", known, average);
      _hammer_season_add_class (builder, model,
                                hammer_club_season_get_class (model->season, m, &today));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return TRUE;
}

JsonNode *
hammer_seasons_members_json (HammerStore  *self,
                             gint64        season_id,
                             GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_members_report, NULL, error);
}

void
_hammer_season_add_points (JsonBuilder *builder,
                           int          per_game,
                           int          bonus,
                           guint        bonus_games)
{
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "per_game", per_game);
  _hammer_competition_add_int (builder, "bonus", bonus);
  _hammer_competition_add_int (builder, "bonus_games", bonus_games);
  json_builder_end_object (builder);
}

void
_hammer_season_add_settings (JsonBuilder       *builder,
                             HammerSeasonModel *model)
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
  _hammer_season_add_points (builder, per_game, bonus, bonus_games);

  json_builder_set_member_name (builder, "promotion_dates");
  json_builder_begin_array (builder);
  for (guint i = 0; i < hammer_club_season_get_n_promotion_dates (model->season); i++)
    {
      GDate date;
      g_autofree char *text = NULL;

      hammer_club_season_get_promotion_date (model->season, i, &date);
      text = _hammer_league_date_to_string (&date);
      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);

  _hammer_competition_add_int (builder, "last_games", model->last_games);
}

static gboolean
add_settings_report (JsonBuilder       *builder,
                     HammerSeasonModel *model,
                     sqlite3           *db,
                     gconstpointer      data,
                     GError           **error)
{
  _hammer_season_add_settings (builder, model);
  return TRUE;
}

JsonNode *
hammer_seasons_settings_json (HammerStore  *self,
                              gint64        season_id,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_settings_report, NULL, error);
}

/* The app's reading and writing of whole nights */

/* The seasons, newest first, with what the list says of each. */
static const char list_seasons_sql[] =
  "SELECT s.id, s.name, s.start_date, s.games_per_night,"
  " (SELECT count(*) FROM club_season_members m WHERE m.season_id = s.id),"
  " (SELECT count(*) FROM club_nights n WHERE n.season_id = s.id)"
  " FROM club_seasons s ORDER BY s.start_date DESC, s.id";

static gboolean
add_season_to_list (JsonBuilder   *builder,
                    sqlite3       *db,
                    sqlite3_stmt  *stmt,
                    GError       **error)
{
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "season", sqlite3_column_int64 (stmt, 0));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, "club-nights");
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, (const char *) sqlite3_column_text (stmt, 1));
  json_builder_set_member_name (builder, "start");
  json_builder_add_string_value (builder, (const char *) sqlite3_column_text (stmt, 2));
  _hammer_competition_add_int (builder, "games_per_night", sqlite3_column_int (stmt, 3));
  _hammer_competition_add_int (builder, "members", sqlite3_column_int (stmt, 4));
  _hammer_competition_add_int (builder, "nights", sqlite3_column_int (stmt, 5));
  json_builder_end_object (builder);
  return TRUE;
}

JsonNode *
hammer_seasons_list_json (HammerStore  *self,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_competition_list_json (self, list_seasons_sql, add_season_to_list,
                                        _("Could not read the seasons"), error);
}

static GObject *
make_season_listing (sqlite3       *db,
                     sqlite3_stmt  *stmt,
                     GError       **error)
{
  return G_OBJECT (_hammer_competition_listing_new (HAMMER_COMPETITION_LISTING_CLUB_NIGHTS,
                                                    sqlite3_column_int64 (stmt, 0),
                                                    (const char *) sqlite3_column_text (stmt, 1),
                                                    (const char *) sqlite3_column_text (stmt, 2),
                                                    NULL, 0));
}

GListModel *
hammer_seasons_list (HammerStore  *store,
                     GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return _hammer_competition_list_objects (store, list_seasons_sql,
                                           HAMMER_TYPE_COMPETITION_LISTING, make_season_listing,
                                           _("Could not read the seasons"), error);
}

static gboolean
add_nights_report (JsonBuilder       *builder,
                   HammerSeasonModel *model,
                   sqlite3           *db,
                   gconstpointer      data,
                   GError           **error)
{
  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  /* Newest first: the night a secretary corrects is usually the last one. */
  for (guint n = model->night_ids->len; n-- > 0;)
    {
      g_autoptr(GArray) lines = hammer_club_season_rank_night (model->season, n);
      g_autofree char *when =
        _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, n));

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "night", g_array_index (model->night_ids, gint64, n));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, when);
      _hammer_competition_add_int (builder, "present", lines->len);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint i = 0; i < lines->len; i++)
        {
          const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);

          if (line->place != 1)
            break;
          json_builder_begin_object (builder);
          _hammer_season_add_member_ids (builder, model, line->member);
          _hammer_competition_add_int (builder, "total", line->total);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return TRUE;
}

JsonNode *
hammer_seasons_nights_json (HammerStore  *self,
                            gint64        season_id,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_nights_report, NULL, error);
}

/* The classes of the season with their lower limits; the last has none. */
static void
add_class_limits (JsonBuilder       *builder,
                  HammerSeasonModel *model)
{
  guint n = hammer_club_season_get_n_classes (model->season);

  json_builder_set_member_name (builder, "classes");
  json_builder_begin_array (builder);
  for (guint c = 0; c < n; c++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder,
                                     hammer_club_season_get_class_name (model->season, (int) c));
      json_builder_set_member_name (builder, "limit");
      if (c + 1 < n)
        json_builder_add_double_value (builder,
                                       hammer_club_season_get_class_limit (model->season,
                                                                           (int) c));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

GArray *
_hammer_season_member_nights (HammerSeasonModel *model,
                              guint              member)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (HammerSeasonMemberNightLine));
  int sum = 0;
  guint played = 0;

  for (guint n = 0; n < model->night_ids->len; n++)
    {
      g_autofree char *key = _hammer_season_games_key (n, member);
      GArray *games = g_hash_table_lookup (model->games, key);
      HammerSeasonMemberNightLine line = { n, games, 0, 0 };

      if (games == NULL || games->len == 0)
        continue;
      for (guint g = 0; g < games->len; g++)
        line.total += g_array_index (games, int, g);
      sum += line.total;
      played += games->len;
      line.season_average = (double) sum / played;
      g_array_append_val (lines, line);
    }
  return lines;
}

/* The nights @member played, each with the season average after it. */
static void
add_member_nights (JsonBuilder       *builder,
                   HammerSeasonModel *model,
                   guint              member)
{
  g_autoptr(GArray) lines = _hammer_season_member_nights (model, member);

  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerSeasonMemberNightLine *line = &g_array_index (lines,
                                                                HammerSeasonMemberNightLine, i);
      g_autofree char *when =
        _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, line->night));

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "night",
                                   g_array_index (model->night_ids, gint64, line->night));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, when);
      json_builder_set_member_name (builder, "games");
      json_builder_begin_array (builder);
      for (guint g = 0; g < line->games->len; g++)
        json_builder_add_int_value (builder, g_array_index (line->games, int, g));
      json_builder_end_array (builder);
      _hammer_competition_add_int (builder, "total", line->total);
      json_builder_set_member_name (builder, "season_average");
      json_builder_add_double_value (builder, line->season_average);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The start average of member @member_id, which the model does not keep. */
static gboolean
add_start_average (JsonBuilder  *builder,
                   sqlite3      *db,
                   gint64        member_id,
                   GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean known;

  if (!(stmt = hammer_store_prepare (db, "SELECT start_average FROM club_season_members"
                                         " WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, member_id);
  known = sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_type (stmt, 0) != SQLITE_NULL;
  _hammer_season_add_average (builder, "start_average", known,
                              known ? sqlite3_column_double (stmt, 0) : 0);
  return TRUE;
}

static gboolean
add_member_report (JsonBuilder       *builder,
                   HammerSeasonModel *model,
                   sqlite3           *db,
                   gconstpointer      data,
                   GError           **error)
{
  gint64 member_id = *(const gint64 *) data;
  double average = 0;
  gboolean known;
  GDate last;
  int member;

  if ((member = _hammer_competition_index_of (model->member_ids, member_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no member %" PRId64), model->name, member_id);
      return FALSE;
    }
  _hammer_season_add_member_ids (builder, model, (guint) member);
  _hammer_season_class_date (model, &last);
  _hammer_season_add_class (builder, model,
                            hammer_club_season_get_class (model->season, (guint) member, &last));
  known = hammer_club_season_get_average (model->season, (guint) member, 0, &average);
  _hammer_season_add_average (builder, "average", known, average);
  known = hammer_club_season_get_average (model->season, (guint) member, model->last_games,
                                          &average);
  _hammer_season_add_average (builder, "last_average", known, average);
  _hammer_competition_add_int (builder, "last_games", model->last_games);
  if (!add_start_average (builder, db, member_id, error))
    return FALSE;
  add_class_limits (builder, model);
  add_member_nights (builder, model, (guint) member);
  return TRUE;
}

JsonNode *
hammer_seasons_member_json (HammerStore  *self,
                            gint64        season_id,
                            gint64        member_id,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_member_report, &member_id, error);
}
