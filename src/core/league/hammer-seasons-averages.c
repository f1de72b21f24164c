/* hammer-seasons-averages.c — averages and the season document
 *
 * The averages of every member, by class, and the whole season as one
 * document for the paper and the web page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-places.h"
#include "league/hammer-seasons-private.h"

static int
compare_average_lines (gconstpointer pa,
                       gconstpointer pb)
{
  const HammerSeasonAverageLine *a = pa, *b = pb;
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

GArray *
_hammer_season_average_lines (HammerSeasonModel *model)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (HammerSeasonAverageLine));
  guint n = hammer_club_season_get_n_members (model->season);
  GDate when;

  _hammer_season_class_date (model, &when);
  for (guint m = 0; m < n; m++)
    {
      HammerSeasonAverageLine line = {
        m, hammer_club_season_get_class (model->season, m, &when), FALSE, 0
      };

      line.known = hammer_club_season_get_average (model->season, m, 0, &line.average);
      g_array_append_val (lines, line);
    }
  g_array_sort (lines, compare_average_lines);
  return lines;
}

void
_hammer_season_member_totals (GArray *totals,
                              guint   member,
                              guint  *games,
                              int    *total)
{
  *games = 0;
  *total = 0;
  for (guint t = 0; t < totals->len; t++)
    if (g_array_index (totals, HammerClubRank, t).member == member)
      {
        *games = g_array_index (totals, HammerClubRank, t).games;
        *total = g_array_index (totals, HammerClubRank, t).total;
      }
}

static void
add_averages (JsonBuilder       *into,
              HammerSeasonModel *model,
              guint              last)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) lines = _hammer_season_average_lines (model);
  guint place = 0, class_start = 0;
  g_autoptr(GArray) totals = hammer_club_season_rank_by_total (model->season);

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerSeasonAverageLine *line = &g_array_index (lines, HammerSeasonAverageLine, i);
      gboolean known;
      double average = 0;
      guint games = 0;
      int total = 0;

      _hammer_season_member_totals (totals, line->member, &games, &total);

      /* Places count within a class; equal averages share one. */
      if (i == 0 || line->klass != line[-1].klass)
        class_start = i;
      if (i == class_start || !line->known || !line[-1].known ||
          line->average != line[-1].average)
        place = i + 1 - class_start;

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "place", place);
      _hammer_season_add_member_ids (builder, model, line->member);
      _hammer_season_add_class (builder, model, line->klass);
      _hammer_competition_add_int (builder, "games", games);
      _hammer_competition_add_int (builder, "total", total);
      _hammer_season_add_average (builder, "average", line->known, line->average);
      known = hammer_club_season_get_average (model->season, line->member, last, &average);
      _hammer_season_add_average (builder, "last_average", known, average);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_add_value (into, hammer_standings_labelled_lines (builder, "class"));
}

static gboolean
add_averages_report (JsonBuilder       *builder,
                     HammerSeasonModel *model,
                     sqlite3           *db,
                     gconstpointer      data,
                     GError           **error)
{
  guint last = *(const guint *) data;
  g_autofree char *when_text = NULL;
  GDate when;

  if (last > HAMMER_SEASON_MAX_LAST_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The average over the last games counts 1 to %u games, not %u"),
                   HAMMER_SEASON_MAX_LAST_GAMES, last);
      return FALSE;
    }
  if (last == 0)
    last = model->last_games;
  _hammer_season_class_date (model, &when);
  when_text = _hammer_league_date_to_string (&when);

  _hammer_competition_add_int (builder, "last_games", last);
  json_builder_set_member_name (builder, "class_date");
  json_builder_add_string_value (builder, when_text);
  json_builder_set_member_name (builder, "members");
  add_averages (builder, model, last);
  return TRUE;
}

JsonNode *
hammer_seasons_averages_json (HammerStore  *self,
                              gint64        season_id,
                              guint         last,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_season_report (self, season_id, add_averages_report, &last, error);
}

JsonNode *
hammer_seasons_export_json (HammerStore  *self,
                            gint64        season_id,
                            GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *end_text = NULL;
  g_autofree char *when_text = NULL;
  sqlite3 *db;
  GDate end, when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(model = _hammer_season_load (db, season_id, error)) ||
      !_hammer_season_load_counts (db, model, error))
    return NULL;
  hammer_club_season_get_start (model->season, &end);
  g_date_add_years (&end, 1);
  g_date_subtract_days (&end, 1);
  end_text = _hammer_league_date_to_string (&end);
  _hammer_season_class_date (model, &when);
  when_text = _hammer_league_date_to_string (&when);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "hammer-season");
  _hammer_competition_add_int (builder, "version", 1);
  _hammer_season_add_header (builder, model);
  json_builder_set_member_name (builder, "end");
  json_builder_add_string_value (builder, end_text);
  _hammer_season_add_settings (builder, model);
  json_builder_set_member_name (builder, "class_date");
  json_builder_add_string_value (builder, when_text);

  json_builder_set_member_name (builder, "members");
  add_averages (builder, model, model->last_games);

  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->night_ids->len; i++)
    {
      g_autofree char *date =
        _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, i));

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "night", g_array_index (model->night_ids, gint64, i));
      json_builder_set_member_name (builder, "date");
      json_builder_add_string_value (builder, date);
      _hammer_season_add_night_ranking (builder, model, i);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "standings");
  json_builder_begin_object (builder);
  for (guint r = 0; r < G_N_ELEMENTS (ranking_names); r++)
    {
      json_builder_set_member_name (builder, ranking_names[r]);
      _hammer_season_add_standings (builder, model, (HammerSeasonRanking) r);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
