/* hammer-season-members-read.c — a club-night season read into
 * HammerSeasonMembers: its header, classes and settings, the members with
 * their standings, averages and nights, and the season's nights
 *
 * The same member and night objects are kept for the same ids, so that a
 * change notifies only what changed (hammer-season-members.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-places.h"
#include "league/hammer-season-members-private.h"
#include "league/hammer-seasons-private.h"

static void
set_header (HammerSeasonMembers *self,
            const char          *name,
            guint                games_per_night,
            guint                last_games)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      g_object_notify (G_OBJECT (self), "name");
    }
  if (self->games_per_night != games_per_night)
    {
      self->games_per_night = games_per_night;
      g_object_notify (G_OBJECT (self), "games-per-night");
    }
  if (self->last_games != last_games)
    {
      self->last_games = last_games;
      g_object_notify (G_OBJECT (self), "last-games");
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The season's classes, best first, with their lower limits. */
static void
refresh_classes (HammerSeasonMembers *self,
                 HammerSeasonModel   *model)
{
  guint n = model != NULL ? hammer_club_season_get_n_classes (model->season) : 0;
  g_auto(GStrv) names = g_new0 (char *, n + 1);
  g_autoptr(GArray) limits = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint c = 0; c < n; c++)
    {
      names[c] = g_strdup (hammer_club_season_get_class_name (model->season, (int) c));
      if (c + 1 < n)
        {
          double limit = hammer_club_season_get_class_limit (model->season, (int) c);

          g_array_append_val (limits, limit);
        }
    }
  if (g_strv_equal ((const char *const *) names, (const char *const *) self->class_names) &&
      limits->len == self->class_limits->len &&
      (limits->len == 0 ||
       memcmp (limits->data, self->class_limits->data, limits->len * sizeof (double)) == 0))
    return;
  g_strfreev (self->class_names);
  self->class_names = g_steal_pointer (&names);
  g_array_unref (self->class_limits);
  self->class_limits = g_steal_pointer (&limits);
  g_object_notify (G_OBJECT (self), "classes");
}

/* The points competition and the promotion dates. */
static void
refresh_settings (HammerSeasonMembers *self,
                  HammerSeasonModel   *model)
{
  guint n = model != NULL ? hammer_club_season_get_n_promotion_dates (model->season) : 0;
  g_auto(GStrv) dates = g_new0 (char *, n + 1);
  int per_game = 0, bonus = 0;
  guint bonus_games = 0;

  if (model != NULL)
    hammer_club_season_get_points (model->season, &per_game, &bonus, &bonus_games);
  for (guint i = 0; i < n; i++)
    {
      GDate date;

      hammer_club_season_get_promotion_date (model->season, i, &date);
      dates[i] = _hammer_league_date_to_string (&date);
    }
  g_object_freeze_notify (G_OBJECT (self));
  if (self->per_game != per_game)
    {
      self->per_game = per_game;
      g_object_notify (G_OBJECT (self), "per-game");
    }
  if (self->bonus != bonus)
    {
      self->bonus = bonus;
      g_object_notify (G_OBJECT (self), "bonus");
    }
  if (self->bonus_games != bonus_games)
    {
      self->bonus_games = bonus_games;
      g_object_notify (G_OBJECT (self), "bonus-games");
    }
  if (!g_strv_equal ((const char * const *) dates, (const char * const *) self->promotion_dates))
    {
      g_strfreev (self->promotion_dates);
      self->promotion_dates = g_steal_pointer (&dates);
      g_object_notify (G_OBJECT (self), "promotion-dates");
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The nights @member played, into @object's list, the same objects for
 * the same nights. */
static void
refresh_member_nights (HammerSeasonMember *object,
                       HammerSeasonModel  *model,
                       guint               member)
{
  GListStore *store = _hammer_season_member_get_night_store (object);
  g_autoptr(GArray) lines = model != NULL ? _hammer_season_member_nights (model, member) : NULL;
  g_autoptr(GPtrArray) nights = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));

  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const HammerSeasonMemberNightLine *line = &g_array_index (lines,
                                                                HammerSeasonMemberNightLine, i);
      g_autofree char *when =
        _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, line->night));
      g_autofree char *key = _hammer_season_games_key (line->night, member);
      GArray *counts = model->counts != NULL ? g_hash_table_lookup (model->counts, key) : NULL;
      HammerSeasonMemberNightValues values = {
        g_array_index (model->night_ids, gint64, line->night), when,
        (const int *) line->games->data, NULL, line->games->len, line->total,
        line->season_average
      };
      g_autoptr(HammerSeasonMemberNight) night = NULL;

      if (counts != NULL && counts->len == line->games->len * 4)
        values.counts = (const int *) counts->data;
      for (guint k = 0; k < n_old && night == NULL; k++)
        {
          g_autoptr(HammerSeasonMemberNight) old = g_list_model_get_item (G_LIST_MODEL (store), k);

          if (hammer_season_member_night_get_id (old) == values.id)
            night = g_steal_pointer (&old);
        }
      if (night != NULL)
        _hammer_season_member_night_update (night, &values);
      else
        night = _hammer_season_member_night_new (&values);
      g_ptr_array_add (nights, g_steal_pointer (&night));
    }
  hammer_list_store_update (store, nights);
}

/* The members' places in @lines as paper shows them: "3", or "3=" when
 * shared (hammer_standings_label_places()). */
static char **
place_labels (GArray *lines)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  char **labels = g_new0 (char *, lines->len + 1);

  for (guint i = 0; i < lines->len; i++)
    {
      gpointer place = GUINT_TO_POINTER (g_array_index (lines, HammerClubRank, i).place);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, place));

      g_hash_table_insert (counts, place, GUINT_TO_POINTER (count + 1));
    }
  for (guint i = 0; i < lines->len; i++)
    {
      guint place = g_array_index (lines, HammerClubRank, i).place;
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (place)));

      labels[i] = place > 0 ? hammer_standings_place_label (place, count > 1) : g_strdup ("");
    }
  return labels;
}

/* The nights, newest first, as hammer_seasons_nights_json() lists them. */
static void
refresh_nights (HammerSeasonMembers *self,
                HammerSeasonModel   *model)
{
  g_autoptr(GPtrArray) nights = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->nights));
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n_old; i++)
    {
      HammerSeasonNight *night = g_list_model_get_item (G_LIST_MODEL (self->nights), i);

      g_ptr_array_add (keep, night);
    }
  for (guint n = model != NULL ? model->night_ids->len : 0; n-- > 0;)
    {
      g_autoptr(GArray) lines = hammer_club_season_rank_night (model->season, n);
      g_autofree char *when =
        _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, n));
      g_autoptr(GString) winners = g_string_new (NULL);
      HammerSeasonNightValues values = { g_array_index (model->night_ids, gint64, n), when,
                                         lines->len, NULL, 0 };
      HammerSeasonNight *night = NULL;

      for (guint i = 0; i < lines->len; i++)
        {
          const HammerClubRank *line = &g_array_index (lines, HammerClubRank, i);

          if (line->place != 1)
            break;
          if (winners->len > 0)
            g_string_append (winners, ", ");
          g_string_append (winners, hammer_club_season_get_member_name (model->season,
                                                                         line->member));
          values.winning_total = line->total;
        }
      values.winners = winners->str;
      for (guint i = 0; i < keep->len && night == NULL; i++)
        if (hammer_season_night_get_id (g_ptr_array_index (keep, i)) == values.id)
          night = g_ptr_array_index (keep, i);
      if (night != NULL)
        {
          _hammer_season_night_update (night, &values);
          g_ptr_array_add (nights, g_object_ref (night));
        }
      else
        g_ptr_array_add (nights, _hammer_season_night_new (&values));
    }
  hammer_list_store_update (self->nights, nights);
}

/* The members' start averages (member id → double), which the season
 * model does not keep; %NULL when they cannot be read. */
static GHashTable *
read_start_averages (HammerSeasonMembers *self,
                     GError             **error)
{
  g_autoptr(GHashTable) averages = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                          g_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (hammer_store_get_db (self->store),
                                     "SELECT id, start_average FROM club_season_members"
                                     " WHERE season_id = ? AND start_average IS NOT NULL",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, self->season_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      double average = sqlite3_column_double (stmt, 1);

      g_hash_table_insert (averages, g_memdup2 (&id, sizeof id),
                           g_memdup2 (&average, sizeof average));
    }
  if (rc != SQLITE_DONE)
    {
      _hammer_competition_read_failed (hammer_store_get_db (self->store), rc,
                                       HAMMER_COMPETITION_SEASON, error);
      return NULL;
    }
  return g_steal_pointer (&averages);
}

/* The members of @model (none when it is %NULL), the same objects for the
 * same ids, with the standings by the model's ranking and the averages;
 * @starts holds their start averages. */
static void
refresh (HammerSeasonMembers *self,
         HammerSeasonModel   *model,
         GHashTable          *starts)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) standings = g_ptr_array_new ();
  g_autoptr(GPtrArray) averages = g_ptr_array_new ();
  g_autoptr(GPtrArray) old_items = NULL;
  g_autoptr(GArray) totals = NULL;
  g_autoptr(GArray) ranked = NULL;
  g_autoptr(GArray) average_lines = NULL;
  g_auto(GStrv) labels = NULL;
  guint n = model != NULL ? hammer_club_season_get_n_members (model->season) : 0;
  guint position, removed, added;
  GDate when;

  refresh_classes (self, model);
  refresh_settings (self, model);
  if (model != NULL)
    {
      totals = hammer_club_season_rank_by_total (model->season);
      ranked = _hammer_season_rank (model, self->ranking);
      labels = place_labels (ranked);
      average_lines = _hammer_season_average_lines (model);
      _hammer_season_class_date (model, &when);
      set_header (self, model->name, hammer_club_season_get_games_per_night (model->season),
                  model->last_games);
    }
  else
    set_header (self, "", 0, 0);

  for (guint m = 0; m < n; m++)
    {
      HammerSeasonMemberValues values = { 0 };
      HammerSeasonMember *member;
      double average = 0;
      int klass;

      values.id = g_array_index (model->member_ids, gint64, m);
      values.player = g_array_index (model->player_ids, gint64, m);
      values.name = hammer_club_season_get_member_name (model->season, m);
      klass = hammer_club_season_get_class (model->season, m, &when);
      values.class_name = klass >= 0 ? hammer_club_season_get_class_name (model->season, klass)
                                     : NULL;
      _hammer_season_member_totals (totals, m, &values.games, &values.total);
      values.average = hammer_club_season_get_average (model->season, m, 0, &average)
                         ? average : -1;
      values.last_average = hammer_club_season_get_average (model->season, m, model->last_games,
                                                            &average) ? average : -1;
      values.ranking_average = -1;
      if (starts != NULL && g_hash_table_contains (starts, &values.id))
        values.start_average = *(double *) g_hash_table_lookup (starts, &values.id);
      else
        values.start_average = -1;
      for (guint i = 0; i < ranked->len; i++)
        {
          const HammerClubRank *line = &g_array_index (ranked, HammerClubRank, i);

          if (line->member != m)
            continue;
          values.place = line->place;
          values.place_label = labels[i];
          values.figure = line->total;
          values.count = line->games;
          values.ranking_average = line->average;
        }

      if ((member = g_hash_table_lookup (self->by_id, &values.id)))
        {
          _hammer_season_member_update (member, &values);
          g_ptr_array_add (items, g_object_ref (member));
        }
      else
        g_ptr_array_add (items, (member = _hammer_season_member_new (&values)));
      refresh_member_nights (member, model, m);
    }

  hammer_list_find_splice (G_LIST_MODEL (self), items, &position, &removed, &added);
  old_items = g_steal_pointer (&self->items);
  self->items = g_steal_pointer (&items);
  g_hash_table_remove_all (self->by_id);
  for (guint k = 0; k < self->items->len; k++)
    {
      HammerSeasonMember *member = g_ptr_array_index (self->items, k);
      gint64 id = hammer_season_member_get_id (member);

      g_hash_table_insert (self->by_id, g_memdup2 (&id, sizeof id), member);
    }
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);

  for (guint i = 0; ranked != NULL && i < ranked->len; i++)
    g_ptr_array_add (standings, g_ptr_array_index (self->items,
                                                   g_array_index (ranked, HammerClubRank,
                                                                  i).member));
  hammer_list_store_update (self->standings, standings);
  for (guint i = 0; average_lines != NULL && i < average_lines->len; i++)
    g_ptr_array_add (averages,
                     g_ptr_array_index (self->items,
                                        g_array_index (average_lines, HammerSeasonAverageLine,
                                                       i).member));
  hammer_list_store_update (self->averages, averages);
  refresh_nights (self, model);
}

gboolean
_hammer_season_members_read (HammerSeasonMembers *self,
                             GError             **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autoptr(GHashTable) starts = NULL;

  /* The counts too, so that a night entered by counts reopens as such. */
  if (!(model = _hammer_season_load (hammer_store_get_db (self->store), self->season_id, error)) ||
      !_hammer_season_load_counts (hammer_store_get_db (self->store), model, error) ||
      !(starts = read_start_averages (self, error)))
    return FALSE;
  refresh (self, model, starts);
  self->generation = hammer_store_get_generation (self->store);
  self->data_version = hammer_store_get_data_version (self->store);
  return TRUE;
}

void
_hammer_season_members_read_again (HammerSeasonMembers *self)
{
  g_autoptr(GError) error = NULL;

  /* A season deleted has no members. One that could not be read keeps
   * what it showed, says why, and is read again at the next change. */
  if (!_hammer_season_members_read (self, &error))
    {
      if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
        {
          refresh (self, NULL, NULL);
          g_clear_error (&error);
        }
      self->generation = 0;
    }
  if (hammer_replace_string (&self->read_error, error != NULL ? error->message : NULL))
    g_object_notify (G_OBJECT (self), "read-error");
}
