/* test-fixtures.c — the fixtures of a team league
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "hammer-error.h"
#include "league/hammer-fixtures.h"

/* Checks every guarantee of hammer-fixtures.c for one league. */
static void
check_fixtures (const HammerFixtures    *fixtures,
                const HammerFixtureSpec *spec)
{
  guint n = spec->n_teams;
  guint rounds = spec->double_round ? 2 : 1;
  g_autofree guint *meets = g_new0 (guint, n * n);
  g_autofree guint *home = g_new0 (guint, n);
  g_autofree guint *away = g_new0 (guint, n);
  g_autofree guint *byes = g_new0 (guint, n);
  g_autofree int *last = g_new0 (int, n);
  g_autofree guint *run = g_new0 (guint, n);
  guint n_days = hammer_fixtures_get_n_days (fixtures);

  g_assert_cmpuint (n_days, ==, rounds * (n - 1 + n % 2));

  for (guint k = 0; k < n_days; k++)
    {
      const HammerMatchDay *day = hammer_fixtures_get_day (fixtures, k);
      g_autofree gboolean *seen = g_new0 (gboolean, n);

      g_assert_cmpuint (day->number, ==, k + 1);
      g_assert_cmpuint (day->n_matches, ==, n / 2);
      g_assert_false (hammer_fixtures_is_blocked (fixtures, &day->date));
      g_assert_cmpint (g_date_compare (&day->date, &spec->first_date), >=, 0);
      if (k > 0)
        {
          const HammerMatchDay *before = hammer_fixtures_get_day (fixtures, k - 1);

          g_assert_cmpint (g_date_days_between (&before->date, &day->date), >,
                           (int) spec->rest_days);
        }
      if (spec->weekday != G_DATE_BAD_WEEKDAY && spec->n_blocked == 0)
        g_assert_cmpint (g_date_get_weekday (&day->date), ==, spec->weekday);

      for (guint i = 0; i < day->n_matches; i++)
        {
          const HammerFixture *f = &day->matches[i];

          g_assert_cmpuint (f->home, <, n);
          g_assert_cmpuint (f->away, <, n);
          g_assert_cmpuint (f->home, !=, f->away);
          g_assert_false (seen[f->home]);
          g_assert_false (seen[f->away]);
          seen[f->home] = seen[f->away] = TRUE;
          meets[f->home * n + f->away]++;
          home[f->home]++;
          away[f->away]++;
          g_assert_cmpint (g_date_compare (&f->date, &day->date), ==, 0);

          /* Runs of home (+1) or away (−1) matches. */
          for (guint side = 0; side < 2; side++)
            {
              guint t = side == 0 ? f->home : f->away;
              int s = side == 0 ? 1 : -1;

              run[t] = last[t] == s ? run[t] + 1 : 1;
              last[t] = s;
              g_assert_cmpuint (run[t], <=, 2);
            }
        }
      if (n % 2 == 1)
        {
          g_assert_cmpint (day->bye, >=, 0);
          g_assert_cmpint (day->bye, <, (int) n);
          g_assert_false (seen[day->bye]);
          byes[day->bye]++;
        }
      else
        g_assert_cmpint (day->bye, ==, -1);
    }

  for (guint a = 0; a < n; a++)
    {
      for (guint b = a + 1; b < n; b++)
        {
          if (spec->double_round)
            {
              g_assert_cmpuint (meets[a * n + b], ==, 1);
              g_assert_cmpuint (meets[b * n + a], ==, 1);
            }
          else
            g_assert_cmpuint (meets[a * n + b] + meets[b * n + a], ==, 1);
        }
      g_assert_cmpint (ABS ((int) home[a] - (int) away[a]), <=, spec->double_round ? 0 : 1);
      g_assert_cmpuint (byes[a], ==, n % 2 == 1 ? rounds : 0);
    }
}

static void
test_fixtures_all_sizes (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240901);

  for (guint n = 2; n <= 20; n++)
    for (int dbl = 0; dbl <= 1; dbl++)
      for (int variant = 0; variant < 3; variant++)
        {
          HammerFixtureSpec spec = { 0 };
          g_autofree GDate *blocked = NULL;
          g_autoptr (HammerFixtures) fixtures = NULL;
          g_autoptr (GError) error = NULL;

          spec.n_teams = n;
          spec.double_round = dbl;
          g_date_clear (&spec.first_date, 1);
          g_date_set_dmy (&spec.first_date, 3, G_DATE_SEPTEMBER, 2024);
          spec.weekday = variant == 1 ? G_DATE_THURSDAY : G_DATE_BAD_WEEKDAY;
          spec.interval_days = variant == 2 ? 3 : 7;
          spec.rest_days = variant == 2 ? 3 : 0;
          if (variant > 0)
            {
              /* Random holidays within the season, some of them on match days. */
              spec.n_blocked = g_rand_int_range (rand, 1, 12);
              blocked = g_new0 (GDate, spec.n_blocked);
              for (guint i = 0; i < spec.n_blocked; i++)
                {
                  blocked[i] = spec.first_date;
                  g_date_add_days (&blocked[i], 7 * g_rand_int_range (rand, 0, 40) +
                                   g_rand_int_range (rand, 0, 3));
                }
              spec.blocked = blocked;
            }

          fixtures = hammer_fixtures_generate (&spec, &error);
          g_assert_no_error (error);
          check_fixtures (fixtures, &spec);
        }
}

static void
test_fixtures_blocked_moves (void)
{
  HammerFixtureSpec spec = { 0 };
  GDate blocked[2];
  g_autoptr (HammerFixtures) fixtures = NULL;
  g_autoptr (GError) error = NULL;
  const HammerMatchDay *day;

  spec.n_teams = 4;
  g_date_clear (&spec.first_date, 1);
  g_date_set_dmy (&spec.first_date, 2, G_DATE_SEPTEMBER, 2024); /* a Monday */
  spec.weekday = G_DATE_TUESDAY;
  g_date_clear (blocked, 2);
  g_date_set_dmy (&blocked[0], 10, G_DATE_SEPTEMBER, 2024);
  g_date_set_dmy (&blocked[1], 11, G_DATE_SEPTEMBER, 2024);
  spec.blocked = blocked;
  spec.n_blocked = 2;
  spec.rest_days = 6;

  fixtures = hammer_fixtures_generate (&spec, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_fixtures_get_n_days (fixtures), ==, 3);
  day = hammer_fixtures_get_day (fixtures, 0);
  g_assert_cmpuint (g_date_get_day (&day->date), ==, 3);
  /* The 10th and 11th are blocked: the 12th. */
  day = hammer_fixtures_get_day (fixtures, 1);
  g_assert_cmpuint (g_date_get_day (&day->date), ==, 12);
  /* Seven days' gap to the 12th holds back the grid's 17th to the 19th. */
  day = hammer_fixtures_get_day (fixtures, 2);
  g_assert_cmpuint (g_date_get_day (&day->date), ==, 19);
}

static void
test_fixtures_postpone (void)
{
  const char *const names[] = { "Ajax", "Bok", "Cees", "Duif", NULL };
  HammerFixtureSpec spec = { 0 };
  g_autoptr (HammerFixtures) fixtures = NULL;
  g_autoptr (HammerFixtures) moved = NULL;
  g_autoptr (GError) error = NULL;
  const HammerMatchDay *day0, *day1;
  GDate date;

  spec.n_teams = 4;
  spec.team_names = names;
  g_date_clear (&spec.first_date, 1);
  g_date_set_dmy (&spec.first_date, 3, G_DATE_SEPTEMBER, 2024);
  fixtures = hammer_fixtures_generate (&spec, &error);
  g_assert_no_error (error);
  day0 = hammer_fixtures_get_day (fixtures, 0);
  day1 = hammer_fixtures_get_day (fixtures, 1);

  /* Onto match day 2: both teams play there already. */
  moved = hammer_fixtures_postpone (fixtures, 0, 0, &day1->date, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_null (moved);
  g_assert_nonnull (strstr (error->message, "already plays"));
  g_assert_nonnull (strstr (error->message, "2024-09-10"));
  g_clear_error (&error);

  /* A free Friday works, and leaves the original alone. */
  date = day0->date;
  g_date_add_days (&date, 3);
  moved = hammer_fixtures_postpone (fixtures, 0, 0, &date, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_fixtures_get_day (moved, 0)->matches[0].postponed);
  g_assert_cmpint (g_date_compare (&hammer_fixtures_get_day (moved, 0)->matches[0].date,
                                   &date), ==, 0);
  g_assert_false (day0->matches[0].postponed);

  /* A match of match day 2 with one of those teams clashes there now. */
  {
    const HammerMatchDay *m1 = hammer_fixtures_get_day (moved, 1);
    guint team = day0->matches[0].home;
    guint which = m1->matches[0].home == team || m1->matches[0].away == team ? 0 : 1;
    g_autoptr (HammerFixtures) again = NULL;

    again = hammer_fixtures_postpone (moved, 1, which, &date, &error);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_null (again);
    g_assert_nonnull (strstr (error->message, names[team]));
    g_clear_error (&error);
  }

  /* No such match. */
  g_assert_null (hammer_fixtures_postpone (fixtures, 9, 0, &date, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

static void
test_fixtures_invalid (void)
{
  HammerFixtureSpec spec = { 0 };
  g_autoptr (GError) error = NULL;

  spec.n_teams = 1;
  g_date_clear (&spec.first_date, 1);
  g_date_set_dmy (&spec.first_date, 3, G_DATE_SEPTEMBER, 2024);
  g_assert_null (hammer_fixtures_generate (&spec, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fixtures/all-sizes", test_fixtures_all_sizes);
  g_test_add_func ("/fixtures/blocked-moves", test_fixtures_blocked_moves);
  g_test_add_func ("/fixtures/postpone", test_fixtures_postpone);
  g_test_add_func ("/fixtures/invalid", test_fixtures_invalid);

  return g_test_run ();
}
