/* test-club-night.c — sjoelbak club nights, averages, classes and points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "hammer-error.h"
#include "league/hammer-club-night.h"

static void
set_date (GDate *date,
          int    day,
          int    month,
          int    year)
{
  g_date_clear (date, 1);
  g_date_set_dmy (date, day, month, year);
}

static void
fill (int *games,
      int  value)
{
  for (guint g = 0; g < 10; g++)
    games[g] = value;
}

static HammerClubSeason *
new_season (void)
{
  GDate date;

  set_date (&date, 1, G_DATE_OCTOBER, 2024);
  return hammer_club_season_new (&date, 10);
}

static void
add_night (HammerClubSeason *season,
           int               day,
           int               month,
           int               year)
{
  GDate date;
  g_autoptr (GError) error = NULL;

  set_date (&date, day, month, year);
  g_assert_true (hammer_club_season_add_night (season, &date, &error));
  g_assert_no_error (error);
}

static void
set_games (HammerClubSeason *season,
           guint             night,
           guint             member,
           const int        *games)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (hammer_club_season_set_games (season, night, member, games, 10, &error));
  g_assert_no_error (error);
}

static void
test_season_dates (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  g_autoptr (GError) error = NULL;
  GDate date, start;

  hammer_club_season_get_start (season, &start);
  g_assert_cmpint (g_date_get_day (&start), ==, 1);
  g_assert_cmpint (g_date_get_month (&start), ==, G_DATE_SEPTEMBER);
  g_assert_cmpint (g_date_get_year (&start), ==, 2024);

  set_date (&date, 31, G_DATE_AUGUST, 2024);
  hammer_club_season_start_for (&date, &start);
  g_assert_cmpint (g_date_get_year (&start), ==, 2023);

  add_night (season, 1, G_DATE_SEPTEMBER, 2024);
  add_night (season, 31, G_DATE_AUGUST, 2025);
  set_date (&date, 1, G_DATE_SEPTEMBER, 2025);
  g_assert_false (hammer_club_season_add_night (season, &date, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  set_date (&date, 31, G_DATE_AUGUST, 2025);
  g_assert_false (hammer_club_season_add_night (season, &date, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
}

static void
test_totals_refused (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  g_autoptr (GError) error = NULL;
  int games[10];

  for (int t = 0; t <= 148; t++)
    g_assert_true (hammer_sjoelbak_total_is_possible (t));
  g_assert_false (hammer_sjoelbak_total_is_possible (149));
  g_assert_false (hammer_sjoelbak_total_is_possible (156));
  g_assert_false (hammer_sjoelbak_total_is_possible (-1));

  hammer_club_season_add_member (season, "Jan", -1);
  add_night (season, 10, G_DATE_SEPTEMBER, 2024);

  /* 147 and 148 need all 30 disks, but as totals they are possible. */
  fill (games, 147);
  games[9] = 148;
  set_games (season, 0, 0, games);

  games[2] = 149;
  g_assert_false (hammer_club_season_set_games (season, 0, 0, games, 10, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "Club night 2024-09-10, Jan, game 3: 149 cannot be scored with 30 "
                   "disks (0 to 148).");
  g_clear_error (&error);

  games[2] = -4;
  g_assert_false (hammer_club_season_set_games (season, 0, 0, games, 10, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (hammer_club_season_set_games (season, 0, 0, games, 9, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "9 games"));
  g_clear_error (&error);

  /* The refused entries left the first one alone. */
  {
    g_autoptr (GArray) ranks = hammer_club_season_rank_night (season, 0);

    g_assert_cmpuint (ranks->len, ==, 1);
    g_assert_cmpint (g_array_index (ranks, HammerClubRank, 0).total, ==, 9 * 147 + 148);
  }
}

static void
test_night_ranking_ties (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  g_autoptr (GArray) ranks = NULL;
  int a[10], b[10], c[10], d[10];
  const HammerClubRank *r;

  hammer_club_season_add_member (season, "A", -1);
  hammer_club_season_add_member (season, "B", -1);
  hammer_club_season_add_member (season, "C", -1);
  hammer_club_season_add_member (season, "D", -1);
  hammer_club_season_add_member (season, "Absent", -1);
  add_night (season, 10, G_DATE_SEPTEMBER, 2024);

  /* All four make 1000; B's best two games beat C's, C's best beats A's. */
  fill (a, 100);
  fill (b, 90);
  b[0] = b[1] = 140;
  fill (c, 95);
  c[0] = 140;
  c[1] = 100;
  fill (d, 100);
  set_games (season, 0, 0, a);
  set_games (season, 0, 1, b);
  set_games (season, 0, 2, c);
  set_games (season, 0, 3, d);

  ranks = hammer_club_season_rank_night (season, 0);
  g_assert_cmpuint (ranks->len, ==, 4);
  r = &g_array_index (ranks, HammerClubRank, 0);
  g_assert_cmpuint (r->member, ==, 1);
  g_assert_cmpuint (r->place, ==, 1);
  g_assert_cmpint (r->total, ==, 1000);
  r = &g_array_index (ranks, HammerClubRank, 1);
  g_assert_cmpuint (r->member, ==, 2);
  g_assert_cmpuint (r->place, ==, 2);
  /* A and D are level in everything: they share third. */
  r = &g_array_index (ranks, HammerClubRank, 2);
  g_assert_cmpuint (r->member, ==, 0);
  g_assert_cmpuint (r->place, ==, 3);
  r = &g_array_index (ranks, HammerClubRank, 3);
  g_assert_cmpuint (r->member, ==, 3);
  g_assert_cmpuint (r->place, ==, 3);
}

static void
test_points_and_averages (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  const int jan2[10] = { 100, 100, 99, 120, 80, 100, 101, 98, 100, 110 };
  int games[10];
  double average;
  guint jan, piet, kees;

  jan = hammer_club_season_add_member (season, "Jan", -1);
  piet = hammer_club_season_add_member (season, "Piet", 90.5);
  kees = hammer_club_season_add_member (season, "Kees", -1);
  add_night (season, 10, G_DATE_SEPTEMBER, 2024);
  add_night (season, 1, G_DATE_OCTOBER, 2024);

  fill (games, 100);
  set_games (season, 0, jan, games);
  fill (games, 90);
  set_games (season, 0, piet, games);
  set_games (season, 1, jan, jan2);
  fill (games, 91);
  set_games (season, 1, piet, games);

  /* Jan is new: his first night sets his average and earns nothing. */
  g_assert_false (hammer_club_season_get_average_before (season, jan, 0, &average));
  g_assert_cmpint (hammer_club_season_get_night_points (season, 0, jan), ==, 0);
  /* Against 100: seven games at or above it (14) and 1008 > 1000 (5). */
  g_assert_true (hammer_club_season_get_average_before (season, jan, 1, &average));
  g_assert_cmpfloat (average, ==, 100.0);
  g_assert_cmpint (hammer_club_season_get_night_points (season, 1, jan), ==, 19);

  /* Piet's start average 90.5: every 90 is at or above 90 (20), but 900 does
   * not beat 905. */
  g_assert_cmpint (hammer_club_season_get_night_points (season, 0, piet), ==, 20);
  /* Then his season average, 90: 20 and 910 > 900. */
  g_assert_cmpint (hammer_club_season_get_night_points (season, 1, piet), ==, 25);
  g_assert_cmpint (hammer_club_season_get_night_points (season, 1, kees), ==, 0);

  /* Exactly ten times the average is no bonus. */
  {
    g_autoptr (HammerClubSeason) other = new_season ();

    hammer_club_season_add_member (other, "Jo", 100.0);
    add_night (other, 10, G_DATE_SEPTEMBER, 2024);
    fill (games, 100);
    set_games (other, 0, 0, games);
    g_assert_cmpint (hammer_club_season_get_night_points (other, 0, 0), ==, 20);
    hammer_club_season_set_points (other, 3, 7);
    games[0] = 101;
    set_games (other, 0, 0, games);
    g_assert_cmpint (hammer_club_season_get_night_points (other, 0, 0), ==, 37);
  }

  g_assert_true (hammer_club_season_get_average (season, jan, 0, &average));
  g_assert_cmpfloat_with_epsilon (average, 100.4, 1e-9);
  g_assert_true (hammer_club_season_get_average (season, jan, 10, &average));
  g_assert_cmpfloat_with_epsilon (average, 100.8, 1e-9);
  g_assert_true (hammer_club_season_get_average (season, jan, 12, &average));
  g_assert_cmpfloat_with_epsilon (average, (1008 + 200) / 12.0, 1e-9);
  g_assert_false (hammer_club_season_get_average (season, kees, 0, &average));

  {
    g_autoptr (GArray) points = hammer_club_season_rank_by_points (season);
    g_autoptr (GArray) totals = hammer_club_season_rank_by_total (season);
    g_autoptr (GArray) averages = hammer_club_season_rank_by_average (season);

    g_assert_cmpuint (points->len, ==, 2);
    g_assert_cmpuint (g_array_index (points, HammerClubRank, 0).member, ==, piet);
    g_assert_cmpint (g_array_index (points, HammerClubRank, 0).total, ==, 45);
    g_assert_cmpint (g_array_index (points, HammerClubRank, 1).total, ==, 19);
    g_assert_cmpuint (g_array_index (totals, HammerClubRank, 0).member, ==, jan);
    g_assert_cmpint (g_array_index (totals, HammerClubRank, 0).total, ==, 2008);
    g_assert_cmpuint (g_array_index (averages, HammerClubRank, 0).member, ==, jan);
    g_assert_cmpfloat_with_epsilon (g_array_index (averages, HammerClubRank, 1).average,
                                    90.5, 1e-9);
  }
}

static void
test_classes (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  g_autoptr (GError) error = NULL;
  const char *const names[] = { "Hoofdklasse", "Eerste", "Tweede", NULL };
  const double limits[] = { 110.0, 95.0 };
  const double bad[] = { 95.0, 110.0 };
  GDate date, promotion;
  int games[10];
  guint jan, piet;

  /* Default A–E: exactly on a limit is the class above. */
  g_assert_cmpint (hammer_club_season_class_for (season, 120.0), ==, 0);
  g_assert_cmpint (hammer_club_season_class_for (season, 110.0), ==, 1);
  g_assert_cmpint (hammer_club_season_class_for (season, 109.999), ==, 2);
  g_assert_cmpint (hammer_club_season_class_for (season, 90.0), ==, 3);
  g_assert_cmpint (hammer_club_season_class_for (season, 89.99), ==, 4);
  g_assert_cmpstr (hammer_club_season_get_class_name (season, 4), ==, "E");

  jan = hammer_club_season_add_member (season, "Jan", -1);
  piet = hammer_club_season_add_member (season, "Piet", 90.5);
  set_date (&promotion, 1, G_DATE_OCTOBER, 2024);
  hammer_club_season_add_promotion_date (season, &promotion);
  add_night (season, 10, G_DATE_SEPTEMBER, 2024);
  add_night (season, 1, G_DATE_OCTOBER, 2024);
  add_night (season, 8, G_DATE_OCTOBER, 2024);
  fill (games, 100);
  set_games (season, 0, jan, games);
  fill (games, 120);
  set_games (season, 0, piet, games);
  set_games (season, 1, piet, games);
  set_games (season, 2, piet, games);

  /* Before the promotion date: Jan has no class yet, Piet that of his start
   * average, however well he plays. */
  set_date (&date, 30, G_DATE_SEPTEMBER, 2024);
  g_assert_cmpint (hammer_club_season_get_class (season, jan, &date), ==, -1);
  g_assert_cmpint (hammer_club_season_get_class (season, piet, &date), ==, 3);
  /* On it: by the nights before it, Jan exactly on the C limit. */
  g_assert_cmpint (hammer_club_season_get_class (season, jan, &promotion), ==, 2);
  g_assert_cmpint (hammer_club_season_get_class (season, piet, &promotion), ==, 0);
  set_date (&date, 31, G_DATE_AUGUST, 2025);
  g_assert_cmpint (hammer_club_season_get_class (season, jan, &date), ==, 2);

  /* The club's own classes. */
  g_assert_false (hammer_club_season_set_classes (season, names, bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (hammer_club_season_set_classes (season, names, limits, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_club_season_class_for (season, 95.0), ==, 1);
  g_assert_cmpint (hammer_club_season_class_for (season, 94.9), ==, 2);
  g_assert_cmpstr (hammer_club_season_get_class_name (season, 0), ==, "Hoofdklasse");
  g_assert_null (hammer_club_season_get_class_name (season, 3));
}

static void
test_best_series (void)
{
  g_autoptr (HammerClubSeason) season = new_season ();
  g_autoptr (GArray) ranks = NULL;
  int games[10];
  const HammerClubRank *r;
  guint few, many;

  few = hammer_club_season_add_member (season, "Few", -1);
  many = hammer_club_season_add_member (season, "Many", -1);
  for (int i = 0; i < 5; i++)
    {
      add_night (season, 1 + 7 * i, G_DATE_OCTOBER, 2024);
      fill (games, 60 + i);
      set_games (season, i, many, games);
      if (i < 3)
        {
          fill (games, 140);
          set_games (season, i, few, games);
        }
    }

  ranks = hammer_club_season_rank_best_series (season);
  g_assert_cmpuint (ranks->len, ==, 2);
  /* Many's best four series: 640 + 630 + 620 + 610. */
  r = &g_array_index (ranks, HammerClubRank, 0);
  g_assert_cmpuint (r->member, ==, many);
  g_assert_cmpuint (r->games, ==, 4);
  g_assert_cmpint (r->total, ==, 2500);
  /* Three series rank behind four, whatever their sum. */
  r = &g_array_index (ranks, HammerClubRank, 1);
  g_assert_cmpuint (r->member, ==, few);
  g_assert_cmpuint (r->games, ==, 3);
  g_assert_cmpint (r->total, ==, 4200);
  g_assert_cmpuint (r->place, ==, 2);
}

static void
test_fifteen_games (void)
{
  GDate date;
  g_autoptr (HammerClubSeason) season = NULL;
  g_autoptr (GArray) ranks = NULL;
  g_autoptr (GError) error = NULL;
  int games[15];

  set_date (&date, 1, G_DATE_OCTOBER, 2024);
  season = hammer_club_season_new (&date, 15);
  hammer_club_season_add_member (season, "Jan", -1);
  g_assert_true (hammer_club_season_add_night (season, &date, &error));
  for (guint g = 0; g < 15; g++)
    games[g] = g < 10 ? 100 : 50;
  g_assert_true (hammer_club_season_set_games (season, 0, 0, games, 15, &error));
  g_assert_no_error (error);

  /* One series: the first ten games. */
  ranks = hammer_club_season_rank_best_series (season);
  g_assert_cmpuint (ranks->len, ==, 1);
  g_assert_cmpint (g_array_index (ranks, HammerClubRank, 0).total, ==, 1000);
  g_assert_cmpuint (g_array_index (ranks, HammerClubRank, 0).games, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/club-night/season-dates", test_season_dates);
  g_test_add_func ("/club-night/totals-refused", test_totals_refused);
  g_test_add_func ("/club-night/night-ranking-ties", test_night_ranking_ties);
  g_test_add_func ("/club-night/points-and-averages", test_points_and_averages);
  g_test_add_func ("/club-night/classes", test_classes);
  g_test_add_func ("/club-night/best-series", test_best_series);
  g_test_add_func ("/club-night/fifteen-games", test_fifteen_games);

  return g_test_run ();
}
