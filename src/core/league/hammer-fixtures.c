/* hammer-fixtures.c — season fixtures of a team league
 *
 * The pairings come from the circle method: with m teams (n, plus a dummy
 * when n is odd) team m − 1 stays put and the others turn round it, so that
 * in round r team m − 1 meets team r and team r + i meets team r − i (modulo
 * m − 1). Home and away alternate with the round for the fixed team and with
 * i for the others. What that guarantees, checked for n = 2 … 20 by
 * tests/test-fixtures.c:
 *
 *  - Every pair meets exactly once per half; in a double round robin once at
 *    each home, since the second half swaps home and away of the first.
 *  - Nobody plays twice on one match day.
 *  - Home and away differ by at most one over a single round robin and are
 *    equal over a double one.
 *  - Nobody plays more than two home or two away matches in a row (counting
 *    the matches a team plays, so a bye does not break a run). For that the
 *    second half plays the mirrored rounds in the order 2, 3, …, m − 1, 1:
 *    mirroring them in the same order would give three in a row at the
 *    turn of the season for even n.
 *  - With an odd n the dummy is the fixed team, so every team has exactly
 *    one bye per half, in rounds 1, 2, 3, … in team order.
 *  - Match days fall on the grid first date + k × interval. A match day on a
 *    blocked date moves day by day to the next date that is not blocked;
 *    the next match day then still keeps the rest days to it, and later
 *    match days move along only as far as that needs. A blocked date is
 *    never used and two match days never share a date.
 *  - The rest days hold between consecutive match days, hence for every
 *    team (a team with a bye has more rest).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-fixtures.h"
#include "league/hammer-league-common-private.h"

struct _HammerFixtures
{
  guint           n_teams;
  char          **team_names; /* NULL-terminated, always n_teams of them */
  GArray         *blocked;    /* GDate, sorted */
  guint           rest_days;
  HammerMatchDay *days;
  guint           n_days;
};

static int
compare_dates (gconstpointer a,
               gconstpointer b)
{
  return g_date_compare (a, b);
}

gboolean
hammer_fixtures_is_blocked (const HammerFixtures *fixtures,
                            const GDate          *date)
{
  g_return_val_if_fail (fixtures != NULL, FALSE);
  g_return_val_if_fail (date != NULL && g_date_valid (date), FALSE);

  for (guint i = 0; i < fixtures->blocked->len; i++)
    if (g_date_compare (&g_array_index (fixtures->blocked, GDate, i), date) == 0)
      return TRUE;

  return FALSE;
}

static void
add_pairing (HammerMatchDay *day,
             guint           n_teams,
             guint           home,
             guint           away)
{
  HammerFixture *fixture;

  /* The dummy team of an odd league marks the bye. */
  if (home >= n_teams)
    {
      day->bye = (int) away;
      return;
    }
  if (away >= n_teams)
    {
      day->bye = (int) home;
      return;
    }

  fixture = &day->matches[day->n_matches++];
  fixture->home = home;
  fixture->away = away;
  fixture->postponed = FALSE;
}

/* Round @round (from 0) of the circle method over @m teams. */
static void
fill_round (HammerMatchDay *day,
            guint           n_teams,
            guint           m,
            guint           round,
            gboolean        swap)
{
  guint fixed = m - 1;

  day->matches = g_new0 (HammerFixture, m / 2);
  day->n_matches = 0;
  day->bye = -1;

  if (round % 2 == 1)
    add_pairing (day, n_teams, swap ? round : fixed, swap ? fixed : round);
  else
    add_pairing (day, n_teams, swap ? fixed : round, swap ? round : fixed);

  for (guint i = 1; i < m / 2; i++)
    {
      guint a = (round + i) % (m - 1);
      guint b = (round + m - 1 - i) % (m - 1);
      guint home = i % 2 == 1 ? a : b;
      guint away = i % 2 == 1 ? b : a;

      add_pairing (day, n_teams, swap ? away : home, swap ? home : away);
    }
}

HammerFixtures *
hammer_fixtures_generate (const HammerFixtureSpec  *spec,
                          GError                  **error)
{
  g_autoptr (HammerFixtures) fixtures = NULL;
  guint m, half, interval;
  GDate grid, previous;

  g_return_val_if_fail (spec != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (spec->n_teams < 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A league needs at least 2 teams, not %u."), spec->n_teams);
      return NULL;
    }
  if (!g_date_valid (&spec->first_date))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The first match day has no valid date."));
      return NULL;
    }
  if (spec->weekday != G_DATE_BAD_WEEKDAY && !g_date_valid_weekday (spec->weekday))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The weekday of the match days is not a weekday."));
      return NULL;
    }
  for (guint i = 0; i < spec->n_blocked; i++)
    if (!g_date_valid (&spec->blocked[i]))
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("Blocked date %u is not a valid date."), i + 1);
        return NULL;
      }

  fixtures = g_new0 (HammerFixtures, 1);
  fixtures->n_teams = spec->n_teams;
  fixtures->rest_days = spec->rest_days;
  fixtures->team_names = g_new0 (char *, spec->n_teams + 1);
  for (guint i = 0; i < spec->n_teams; i++)
    {
      if (spec->team_names != NULL && spec->team_names[i] != NULL)
        fixtures->team_names[i] = g_strdup (spec->team_names[i]);
      else
        fixtures->team_names[i] = g_strdup_printf (_("Team %u"), i + 1);
    }
  fixtures->blocked = g_array_sized_new (FALSE, FALSE, sizeof (GDate), spec->n_blocked);
  if (spec->n_blocked > 0)
    g_array_append_vals (fixtures->blocked, spec->blocked, spec->n_blocked);
  g_array_sort (fixtures->blocked, compare_dates);

  m = spec->n_teams + spec->n_teams % 2;
  half = m - 1;
  fixtures->n_days = hammer_fixtures_count_days (spec->n_teams, spec->double_round);
  fixtures->days = g_new0 (HammerMatchDay, fixtures->n_days);

  for (guint k = 0; k < fixtures->n_days; k++)
    {
      HammerMatchDay *day = &fixtures->days[k];

      day->number = k + 1;
      if (k < half)
        fill_round (day, spec->n_teams, m, k, FALSE);
      else
        fill_round (day, spec->n_teams, m, (k - half + 1) % half, TRUE);
    }

  interval = spec->interval_days > 0 ? spec->interval_days : 7;
  grid = spec->first_date;
  if (spec->weekday != G_DATE_BAD_WEEKDAY)
    g_date_add_days (&grid, (spec->weekday - g_date_get_weekday (&grid) + 7) % 7);
  g_date_clear (&previous, 1);

  for (guint k = 0; k < fixtures->n_days; k++)
    {
      HammerMatchDay *day = &fixtures->days[k];
      GDate date = grid;

      /* Never earlier than the rest days allow after the previous match day,
       * and never on the same day. */
      if (g_date_valid (&previous))
        {
          GDate earliest = previous;

          g_date_add_days (&earliest, spec->rest_days + 1);
          if (g_date_compare (&date, &earliest) < 0)
            date = earliest;
        }
      while (hammer_fixtures_is_blocked (fixtures, &date))
        g_date_add_days (&date, 1);

      day->date = date;
      for (guint i = 0; i < day->n_matches; i++)
        day->matches[i].date = date;
      previous = date;
      g_date_add_days (&grid, interval);
    }

  return g_steal_pointer (&fixtures);
}

guint
hammer_fixtures_count_days (guint    n_teams,
                            gboolean double_round)
{
  guint half = n_teams + n_teams % 2 - 1;

  g_return_val_if_fail (n_teams >= 2, 0);

  return double_round ? 2 * half : half;
}

HammerFixtures *
hammer_fixtures_new (guint                 n_teams,
                     const char *const    *team_names,
                     const GDate          *blocked,
                     guint                 n_blocked,
                     guint                 rest_days,
                     const HammerMatchDay *days,
                     guint                 n_days)
{
  HammerFixtures model = { 0 };
  g_autoptr(GArray) blocked_dates = NULL;
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (n_teams >= 2, NULL);
  g_return_val_if_fail (days != NULL || n_days == 0, NULL);

  names = g_new0 (char *, n_teams + 1);
  for (guint i = 0; i < n_teams; i++)
    names[i] = team_names != NULL && team_names[i] != NULL
                 ? g_strdup (team_names[i]) : g_strdup_printf (_("Team %u"), i + 1);
  blocked_dates = g_array_sized_new (FALSE, FALSE, sizeof (GDate), n_blocked);
  if (n_blocked > 0)
    g_array_append_vals (blocked_dates, blocked, n_blocked);
  g_array_sort (blocked_dates, compare_dates);

  for (guint k = 0; k < n_days; k++)
    for (guint i = 0; i < days[k].n_matches; i++)
      g_return_val_if_fail (days[k].matches[i].home < n_teams &&
                            days[k].matches[i].away < n_teams, NULL);

  /* A copy of a model that borrows everything is a copy of it all. */
  model.n_teams = n_teams;
  model.team_names = names;
  model.blocked = blocked_dates;
  model.rest_days = rest_days;
  model.days = (HammerMatchDay *) days;
  model.n_days = n_days;
  return hammer_fixtures_copy (&model);
}

HammerFixtures *
hammer_fixtures_copy (const HammerFixtures *fixtures)
{
  HammerFixtures *copy;

  g_return_val_if_fail (fixtures != NULL, NULL);

  copy = g_new0 (HammerFixtures, 1);
  copy->n_teams = fixtures->n_teams;
  copy->rest_days = fixtures->rest_days;
  copy->team_names = g_strdupv (fixtures->team_names);
  copy->blocked = g_array_copy (fixtures->blocked);
  copy->n_days = fixtures->n_days;
  copy->days = g_new0 (HammerMatchDay, fixtures->n_days);
  for (guint k = 0; k < fixtures->n_days; k++)
    {
      copy->days[k] = fixtures->days[k];
      copy->days[k].matches = g_new0 (HammerFixture, MAX (fixtures->days[k].n_matches, 1));
      if (fixtures->days[k].n_matches > 0)
        memcpy (copy->days[k].matches, fixtures->days[k].matches,
                fixtures->days[k].n_matches * sizeof (HammerFixture));
    }

  return copy;
}

void
hammer_fixtures_free (HammerFixtures *fixtures)
{
  if (fixtures == NULL)
    return;

  if (fixtures->days != NULL)
    for (guint k = 0; k < fixtures->n_days; k++)
      g_free (fixtures->days[k].matches);
  g_free (fixtures->days);
  g_strfreev (fixtures->team_names);
  if (fixtures->blocked != NULL)
    g_array_unref (fixtures->blocked);
  g_free (fixtures);
}

guint
hammer_fixtures_get_n_teams (const HammerFixtures *fixtures)
{
  g_return_val_if_fail (fixtures != NULL, 0);

  return fixtures->n_teams;
}

guint
hammer_fixtures_get_n_days (const HammerFixtures *fixtures)
{
  g_return_val_if_fail (fixtures != NULL, 0);

  return fixtures->n_days;
}

const HammerMatchDay *
hammer_fixtures_get_day (const HammerFixtures *fixtures,
                         guint                 day)
{
  g_return_val_if_fail (fixtures != NULL, NULL);
  g_return_val_if_fail (day < fixtures->n_days, NULL);

  return &fixtures->days[day];
}

const char *
hammer_fixtures_get_team_name (const HammerFixtures *fixtures,
                               guint                 team)
{
  g_return_val_if_fail (fixtures != NULL, NULL);
  g_return_val_if_fail (team < fixtures->n_teams, NULL);

  return fixtures->team_names[team];
}

HammerFixtures *
hammer_fixtures_postpone (const HammerFixtures  *fixtures,
                          guint                  day,
                          guint                  match,
                          const GDate           *date,
                          GError               **error)
{
  g_autoptr (HammerFixtures) copy = NULL;
  const HammerFixture *moving;
  g_autofree char *when = NULL;

  g_return_val_if_fail (fixtures != NULL, NULL);
  g_return_val_if_fail (date != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (day >= fixtures->n_days || match >= fixtures->days[day].n_matches)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Match day %u has no match %u."), day + 1, match + 1);
      return NULL;
    }
  if (!g_date_valid (date))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The new date of the match is not a valid date."));
      return NULL;
    }

  moving = &fixtures->days[day].matches[match];
  when = _hammer_league_format_date (date);
  if (hammer_fixtures_is_blocked (fixtures, date))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s – %s cannot move to %s: no matches are played that day."),
                   fixtures->team_names[moving->home], fixtures->team_names[moving->away],
                   when);
      return NULL;
    }

  for (guint k = 0; k < fixtures->n_days; k++)
    for (guint i = 0; i < fixtures->days[k].n_matches; i++)
      {
        const HammerFixture *other = &fixtures->days[k].matches[i];
        guint team;
        int gap;

        if (other == moving || !g_date_valid (&other->date))
          continue;
        if (other->home == moving->home || other->away == moving->home)
          team = moving->home;
        else if (other->home == moving->away || other->away == moving->away)
          team = moving->away;
        else
          continue;

        gap = ABS (g_date_days_between (date, &other->date));
        if (gap == 0)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s – %s cannot move to %s: %s already plays %s – %s "
                           "that day."),
                         fixtures->team_names[moving->home],
                         fixtures->team_names[moving->away], when,
                         fixtures->team_names[team], fixtures->team_names[other->home],
                         fixtures->team_names[other->away]);
            return NULL;
          }
        if ((guint) gap <= fixtures->rest_days)
          {
            g_autofree char *then = _hammer_league_format_date (&other->date);

            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "%s – %s cannot move to %s: %s plays %s – %s on %s, "
                                      "within the %u rest day.",
                                      "%s – %s cannot move to %s: %s plays %s – %s on %s, "
                                      "within the %u rest days.", fixtures->rest_days),
                         fixtures->team_names[moving->home],
                         fixtures->team_names[moving->away], when,
                         fixtures->team_names[team], fixtures->team_names[other->home],
                         fixtures->team_names[other->away], then, fixtures->rest_days);
            return NULL;
          }
      }

  copy = hammer_fixtures_copy (fixtures);
  copy->days[day].matches[match].date = *date;
  copy->days[day].matches[match].postponed =
    g_date_compare (date, &copy->days[day].date) != 0;

  return g_steal_pointer (&copy);
}
