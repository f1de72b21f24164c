/* hammer-club-night.c — sjoelbak club nights, averages, classes and points
 *
 * Decisions the sjoelbak rules leave open, recorded with the others in
 * docs/ARCHITECTURE.md ("Rules decisions"):
 *
 *  - The season runs from 1 September to 31 August; a night outside it is
 *    refused, so every ranking is of one season.
 *  - A game total is checked by the rules module against what 30 disks can
 *    score (hammer_club_night_game()): 0–148 are all possible, 149 and more
 *    are not (the 148 bonus is not played on club nights).
 *  - The points competition counts against the member's average before the
 *    night: every game of the season on earlier nights. A game earns the
 *    points when it is at or above that average rounded down; the night's
 *    bonus when its total is above games-per-night × the exact average (for
 *    10 games, 10 × average, as the federation counts it); a club may count
 *    the bonus over the first N games only (10 of a 15-game night). A
 *    member without games before the night uses their start average; a new
 *    member without one earns no points on their first night, which only
 *    sets their average.
 *  - Ties in a night and in the season total: the higher best game, then
 *    the next best, and so on; still level, they share the place. By
 *    average: more games ahead, then the higher total.
 *  - A class limit belongs to the class above it: exactly on the limit is
 *    the better class. Classes change only on promotion dates, by the
 *    average over the nights before that date; a night on a promotion date
 *    is played in the new class.
 *  - A series is 10 consecutive games of one night; a 15-game night holds
 *    one series (its first 10 games), a 20-game night two. Best-4-series
 *    ranks those with more series counted (at most 4) first, then by the
 *    sum, then by the best series down; a member with fewer than 4 series
 *    is listed, behind those with more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hammer-i18n.h"

#include "league/hammer-club-night-private.h"
#include "league/hammer-league-common-private.h"
#include "hammer-error.h"
#include "rules/hammer-rules.h"

/* Club nights are sjoelbak's; a game is checked by its rule set. */
#define CLUB_NIGHT_RULES "sjoelbak"

static const char *const default_class_names[] = { "A", "B", "C", "D", "E", NULL };
/* The federation's limits are unconfirmed (docs/ARCHITECTURE.md, "Rules
 * decisions"); these are a start for a club to change. */
static const double default_class_limits[] = { 120.0, 110.0, 100.0, 90.0 };

const HammerMatch *
hammer_club_night_game (void)
{
  static HammerMatch *game;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      const HammerRules *rules = hammer_rules_lookup (CLUB_NIGHT_RULES, NULL);
      HammerOptions options;

      /* One player's game: the rules' disks, without the 148 bonus, which
       * is not played on club nights. */
      hammer_options_init (&options);
      options.sides = 1;
      options.games = 1;
      options.bonus = 0;
      if (!hammer_options_resolve (rules, &options, NULL))
        g_assert_not_reached ();
      game = hammer_match_new (rules, &options);
      g_once_init_leave (&done, 1);
    }
  return game;
}

int
hammer_club_night_get_max_total (void)
{
  return hammer_match_get_max_points (hammer_club_night_game ());
}

gboolean
hammer_sjoelbak_total_is_possible (int total)
{
  return hammer_match_end_points_possible (hammer_club_night_game (), total);
}

gboolean
hammer_sjoelbak_counts_are_possible (const int counts[4])
{
  g_return_val_if_fail (counts != NULL, FALSE);

  return counts[0] >= 0 && counts[1] >= 0 && counts[2] >= 0 && counts[3] >= 0 &&
         counts[0] <= hammer_match_get_pieces (hammer_club_night_game ()) - counts[1] -
                      counts[2] - counts[3];
}

char *
hammer_sjoelbak_total_problem (int total)
{
  const HammerMatch *game = hammer_club_night_game ();

  if (hammer_sjoelbak_total_is_possible (total))
    return NULL;
  if (total < 0 || total > hammer_match_get_max_points (game))
    /* TRANSLATORS: %d is a game total typed in, %d the highest possible. */
    return g_strdup_printf (_("%d is more than a game can score; the most is %d."),
                            total, hammer_match_get_max_points (game));
  /* TRANSLATORS: a game total typed in, and the disks of a game (30). */
  return g_strdup_printf (_("%d cannot be scored with %d disks."), total,
                          hammer_match_get_pieces (game));
}

void
hammer_club_season_start_for (const GDate *date,
                              GDate       *start)
{
  GDateYear year;

  g_return_if_fail (date != NULL && g_date_valid (date));
  g_return_if_fail (start != NULL);

  year = g_date_get_year (date);
  if (g_date_get_month (date) < G_DATE_SEPTEMBER)
    year--;
  g_date_clear (start, 1);
  g_date_set_dmy (start, 1, G_DATE_SEPTEMBER, year);
}

static void
member_free (gpointer data)
{
  HammerClubSeasonMember *member = data;

  g_free (member->name);
  g_free (member);
}

static void
night_clear (gpointer data)
{
  HammerClubSeasonNight *night = data;

  g_clear_pointer (&night->entries, g_ptr_array_unref);
}

static int
compare_dates (gconstpointer a,
               gconstpointer b)
{
  return g_date_compare (a, b);
}

HammerClubSeason *
hammer_club_season_new (const GDate *date,
                        guint        games_per_night)
{
  HammerClubSeason *season;

  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);
  g_return_val_if_fail (games_per_night >= 1 && games_per_night <= MAX_GAMES, NULL);

  season = g_new0 (HammerClubSeason, 1);
  hammer_club_season_start_for (date, &season->start);
  season->games_per_night = games_per_night;
  season->members = g_ptr_array_new_with_free_func (member_free);
  season->nights = g_array_new (FALSE, TRUE, sizeof (HammerClubSeasonNight));
  g_array_set_clear_func (season->nights, night_clear);
  season->class_names = g_strdupv ((char **) default_class_names);
  season->class_limits = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_vals (season->class_limits, default_class_limits,
                       G_N_ELEMENTS (default_class_limits));
  season->promotions = g_array_new (FALSE, FALSE, sizeof (GDate));
  season->per_game = 2;
  season->bonus = 5;

  return season;
}

void
hammer_club_season_free (HammerClubSeason *season)
{
  if (season == NULL)
    return;

  g_ptr_array_unref (season->members);
  g_array_unref (season->nights);
  g_strfreev (season->class_names);
  g_array_unref (season->class_limits);
  g_array_unref (season->promotions);
  g_free (season);
}

void
hammer_club_season_get_start (const HammerClubSeason *season,
                              GDate                  *start)
{
  g_return_if_fail (season != NULL);
  g_return_if_fail (start != NULL);

  *start = season->start;
}

guint
hammer_club_season_get_games_per_night (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, 0);

  return season->games_per_night;
}

guint
hammer_club_season_add_member (HammerClubSeason *season,
                               const char       *name,
                               double            start_average)
{
  HammerClubSeasonMember *member;

  g_return_val_if_fail (season != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  member = g_new0 (HammerClubSeasonMember, 1);
  member->name = g_strdup (name);
  member->start_average = start_average;
  g_ptr_array_add (season->members, member);

  return season->members->len - 1;
}

guint
hammer_club_season_get_n_members (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, 0);

  return season->members->len;
}

const char *
hammer_club_season_get_member_name (const HammerClubSeason *season,
                                    guint                   member)
{
  g_return_val_if_fail (season != NULL, NULL);
  g_return_val_if_fail (member < season->members->len, NULL);

  return ((HammerClubSeasonMember *) g_ptr_array_index (season->members, member))->name;
}

gboolean
hammer_club_season_set_classes (HammerClubSeason   *season,
                                const char *const  *names,
                                const double       *limits,
                                GError            **error)
{
  guint n;

  g_return_val_if_fail (season != NULL, FALSE);
  g_return_val_if_fail (names != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n = g_strv_length ((char **) names);
  if (n == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A club needs at least one class."));
      return FALSE;
    }
  g_return_val_if_fail (n == 1 || limits != NULL, FALSE);

  for (guint i = 0; i + 1 < n; i++)
    {
      int most = hammer_match_get_max_points (hammer_club_night_game ());

      if (!isfinite (limits[i]) || limits[i] < 0 || limits[i] > most)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limit of class %s must be an average between 0 and %d."),
                       names[i], most);
          return FALSE;
        }
      if (i > 0 && limits[i] >= limits[i - 1])
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limit of class %s must be below that of class %s."),
                       names[i], names[i - 1]);
          return FALSE;
        }
    }

  g_strfreev (season->class_names);
  season->class_names = g_strdupv ((char **) names);
  g_array_set_size (season->class_limits, 0);
  if (n > 1)
    g_array_append_vals (season->class_limits, limits, n - 1);

  return TRUE;
}

const char *
hammer_club_season_get_class_name (const HammerClubSeason *season,
                                   int                     klass)
{
  g_return_val_if_fail (season != NULL, NULL);

  if (klass < 0 || (guint) klass >= g_strv_length (season->class_names))
    return NULL;
  return season->class_names[klass];
}

int
hammer_club_season_class_for (const HammerClubSeason *season,
                              double                  average)
{
  g_return_val_if_fail (season != NULL, -1);

  for (guint i = 0; i < season->class_limits->len; i++)
    if (average >= g_array_index (season->class_limits, double, i))
      return (int) i;

  return (int) season->class_limits->len;
}

void
hammer_club_season_add_promotion_date (HammerClubSeason *season,
                                       const GDate      *date)
{
  g_return_if_fail (season != NULL);
  g_return_if_fail (date != NULL && g_date_valid (date));

  g_array_append_val (season->promotions, *date);
  g_array_sort (season->promotions, compare_dates);
}

void
hammer_club_season_set_points (HammerClubSeason *season,
                               int               per_game,
                               int               bonus)
{
  g_return_if_fail (season != NULL);
  g_return_if_fail (per_game >= 0 && bonus >= 0);

  season->per_game = per_game;
  season->bonus = bonus;
}

void
hammer_club_season_set_bonus_games (HammerClubSeason *season,
                                    guint             games)
{
  g_return_if_fail (season != NULL);

  season->bonus_games = games;
}

void
hammer_club_season_get_points (const HammerClubSeason *season,
                               int                    *per_game,
                               int                    *bonus,
                               guint                  *bonus_games)
{
  g_return_if_fail (season != NULL);

  if (per_game != NULL)
    *per_game = season->per_game;
  if (bonus != NULL)
    *bonus = season->bonus;
  if (bonus_games != NULL)
    *bonus_games = season->bonus_games > 0 && season->bonus_games < season->games_per_night
                     ? season->bonus_games : season->games_per_night;
}

guint
hammer_club_season_get_n_classes (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, 0);

  return g_strv_length (season->class_names);
}

double
hammer_club_season_get_class_limit (const HammerClubSeason *season,
                                    int                     klass)
{
  g_return_val_if_fail (season != NULL, 0);

  if (klass < 0 || (guint) klass >= season->class_limits->len)
    return 0;
  return g_array_index (season->class_limits, double, klass);
}

guint
hammer_club_season_get_n_promotion_dates (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, 0);

  return season->promotions->len;
}

void
hammer_club_season_get_promotion_date (const HammerClubSeason *season,
                                       guint                   index,
                                       GDate                  *date)
{
  g_return_if_fail (season != NULL);
  g_return_if_fail (index < season->promotions->len);
  g_return_if_fail (date != NULL);

  *date = g_array_index (season->promotions, GDate, index);
}

void
hammer_club_season_get_night_date (const HammerClubSeason *season,
                                   guint                   night,
                                   GDate                  *date)
{
  g_return_if_fail (season != NULL);
  g_return_if_fail (night < season->nights->len);
  g_return_if_fail (date != NULL);

  *date = g_array_index (season->nights, HammerClubSeasonNight, night).date;
}

const int *
_hammer_club_night_get_entry (const HammerClubSeason *season,
                              guint                   night,
                              guint                   member)
{
  const HammerClubSeasonNight *n = &g_array_index (season->nights, HammerClubSeasonNight, night);

  if (member >= n->entries->len)
    return NULL;
  return g_ptr_array_index (n->entries, member);
}

gboolean
hammer_club_season_add_night (HammerClubSeason  *season,
                              const GDate       *date,
                              GError           **error)
{
  GDate end;
  HammerClubSeasonNight night = { 0 };
  guint at;

  g_return_val_if_fail (season != NULL, FALSE);
  g_return_val_if_fail (date != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_date_valid (date))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The club night has no valid date."));
      return FALSE;
    }

  end = season->start;
  g_date_add_years (&end, 1);
  if (g_date_compare (date, &season->start) < 0 || g_date_compare (date, &end) >= 0)
    {
      g_autofree char *when = _hammer_league_format_date (date);
      g_autofree char *first = _hammer_league_format_date (&season->start);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A club night on %s is not in the season that began on %s."),
                   when, first);
      return FALSE;
    }
  if (hammer_club_season_find_night (season, date) >= 0)
    {
      g_autofree char *when = _hammer_league_format_date (date);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                   _("There is a club night on %s already."), when);
      return FALSE;
    }

  for (at = 0; at < season->nights->len; at++)
    if (g_date_compare (&g_array_index (season->nights, HammerClubSeasonNight, at).date, date) > 0)
      break;

  night.date = *date;
  night.entries = g_ptr_array_new_with_free_func (g_free);
  g_array_insert_val (season->nights, at, night);

  return TRUE;
}

guint
hammer_club_season_get_n_nights (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, 0);

  return season->nights->len;
}

int
hammer_club_season_find_night (const HammerClubSeason *season,
                               const GDate            *date)
{
  g_return_val_if_fail (season != NULL, -1);
  g_return_val_if_fail (date != NULL, -1);

  for (guint i = 0; i < season->nights->len; i++)
    if (g_date_compare (&g_array_index (season->nights, HammerClubSeasonNight, i).date, date) == 0)
      return (int) i;

  return -1;
}

gboolean
hammer_club_season_set_games (HammerClubSeason  *season,
                              guint              night,
                              guint              member,
                              const int         *totals,
                              guint              n_totals,
                              GError           **error)
{
  HammerClubSeasonNight *n;
  g_autofree char *when = NULL;

  g_return_val_if_fail (season != NULL, FALSE);
  g_return_val_if_fail (night < season->nights->len, FALSE);
  g_return_val_if_fail (member < season->members->len, FALSE);
  g_return_val_if_fail (totals != NULL || n_totals == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n = &g_array_index (season->nights, HammerClubSeasonNight, night);
  when = _hammer_league_format_date (&n->date);

  if (n_totals != season->games_per_night)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Club night %s, %s: %u game entered, the night has %u.",
                                "Club night %s, %s: %u games entered, the night has %u.",
                                n_totals),
                   when, hammer_club_season_get_member_name (season, member), n_totals,
                   season->games_per_night);
      return FALSE;
    }

  for (guint g = 0; g < n_totals; g++)
    if (!hammer_sjoelbak_total_is_possible (totals[g]))
      {
        /* TRANSLATORS: a date, a member, a game, its total, the disks of a
         * game (30) and the most a game scores (148). */
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("Club night %s, %s, game %u: %d cannot be scored with %d disks "
                       "(0 to %d)."),
                     when, hammer_club_season_get_member_name (season, member), g + 1,
                     totals[g], hammer_match_get_pieces (hammer_club_night_game ()),
                     hammer_club_night_get_max_total ());
        return FALSE;
      }

  if (n->entries->len <= member)
    g_ptr_array_set_size (n->entries, (int) member + 1);
  g_free (g_ptr_array_index (n->entries, member));
  g_ptr_array_index (n->entries, member) = g_memdup2 (totals, n_totals * sizeof (int));

  return TRUE;
}

/* Sum and count of the member's games on nights [0, @n_nights). */
static void
sum_before (const HammerClubSeason *season,
            guint                   member,
            guint                   n_nights,
            gint64                 *sum,
            guint                  *count)
{
  *sum = 0;
  *count = 0;
  for (guint i = 0; i < n_nights; i++)
    {
      const int *games = _hammer_club_night_get_entry (season, i, member);

      if (games == NULL)
        continue;
      for (guint g = 0; g < season->games_per_night; g++)
        *sum += games[g];
      *count += season->games_per_night;
    }
}

gboolean
hammer_club_season_get_average (const HammerClubSeason *season,
                                guint                   member,
                                guint                   last,
                                double                 *average)
{
  gint64 sum = 0;
  guint count = 0;

  g_return_val_if_fail (season != NULL, FALSE);
  g_return_val_if_fail (member < season->members->len, FALSE);
  g_return_val_if_fail (average != NULL, FALSE);

  /* Walk back from the last game of the last night. */
  for (guint i = season->nights->len; i-- > 0;)
    {
      const int *games = _hammer_club_night_get_entry (season, i, member);

      if (games == NULL)
        continue;
      for (guint g = season->games_per_night; g-- > 0;)
        {
          if (last > 0 && count == last)
            break;
          sum += games[g];
          count++;
        }
    }

  if (count == 0)
    return FALSE;
  *average = (double) sum / count;
  return TRUE;
}

gboolean
hammer_club_season_get_average_before (const HammerClubSeason *season,
                                       guint                   member,
                                       guint                   night,
                                       double                 *average)
{
  const HammerClubSeasonMember *m;
  gint64 sum;
  guint count;

  g_return_val_if_fail (season != NULL, FALSE);
  g_return_val_if_fail (member < season->members->len, FALSE);
  g_return_val_if_fail (night < season->nights->len, FALSE);
  g_return_val_if_fail (average != NULL, FALSE);

  sum_before (season, member, night, &sum, &count);
  if (count > 0)
    {
      *average = (double) sum / count;
      return TRUE;
    }

  m = g_ptr_array_index (season->members, member);
  if (m->start_average >= 0)
    {
      *average = m->start_average;
      return TRUE;
    }

  return FALSE;
}

int
hammer_club_season_get_night_points (const HammerClubSeason *season,
                                     guint                   night,
                                     guint                   member)
{
  const int *games;
  const HammerClubSeasonMember *m;
  gint64 sum, total = 0;
  guint count;
  guint bonus_games;
  int points = 0;

  g_return_val_if_fail (season != NULL, 0);
  g_return_val_if_fail (night < season->nights->len, 0);
  g_return_val_if_fail (member < season->members->len, 0);

  games = _hammer_club_night_get_entry (season, night, member);
  if (games == NULL)
    return 0;
  hammer_club_season_get_points (season, NULL, NULL, &bonus_games);
  for (guint g = 0; g < bonus_games; g++)
    total += games[g];

  sum_before (season, member, night, &sum, &count);
  m = g_ptr_array_index (season->members, member);

  if (count > 0)
    {
      /* Whole numbers throughout, so that a total exactly on ten times the
       * average does not beat it by a rounding error. */
      gint64 floor_average = sum / count;

      for (guint g = 0; g < season->games_per_night; g++)
        if (games[g] >= floor_average)
          points += season->per_game;
      if (total * count > (gint64) bonus_games * sum)
        points += season->bonus;
    }
  else if (m->start_average >= 0)
    {
      double floor_average = floor (m->start_average);

      for (guint g = 0; g < season->games_per_night; g++)
        if (games[g] >= floor_average)
          points += season->per_game;
      if ((double) total > bonus_games * m->start_average)
        points += season->bonus;
    }

  return points;
}

int
hammer_club_season_get_class (const HammerClubSeason *season,
                              guint                   member,
                              const GDate            *date)
{
  const HammerClubSeasonMember *m;
  int klass = -1;

  g_return_val_if_fail (season != NULL, -1);
  g_return_val_if_fail (member < season->members->len, -1);
  g_return_val_if_fail (date != NULL && g_date_valid (date), -1);

  m = g_ptr_array_index (season->members, member);
  if (m->start_average >= 0)
    klass = hammer_club_season_class_for (season, m->start_average);

  for (guint p = 0; p < season->promotions->len; p++)
    {
      const GDate *promotion = &g_array_index (season->promotions, GDate, p);
      guint before = 0;
      gint64 sum;
      guint count;

      if (g_date_compare (promotion, date) > 0)
        break;
      while (before < season->nights->len &&
             g_date_compare (&g_array_index (season->nights, HammerClubSeasonNight, before).date,
                             promotion) < 0)
        before++;
      sum_before (season, member, before, &sum, &count);
      if (count > 0)
        klass = hammer_club_season_class_for (season, (double) sum / count);
    }

  return klass;
}
