/* hammer-leagues-schedule.c — fixtures: making and moving them
 *
 * The fixtures of each division come from hammer-fixtures, which also
 * checks a postponed match's new date against the rest days.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-fixtures.h"
#include "league/hammer-leagues-private.h"

/* The fixtures of @division made anew: team numbers are indices into
 * @teams (indices into league->teams). */
static HammerFixtures *
generate_division (HammerLeagueModel *league,
                   guint              division,
                   GArray            *teams,
                   GError           **error)
{
  g_autofree const char **names = g_new0 (const char *, teams->len + 1);
  HammerFixtureSpec spec = { 0 };

  for (guint i = 0; i < teams->len; i++)
    names[i] = _hammer_league_get_team (league, g_array_index (teams, int, i))->name;
  spec.n_teams = teams->len;
  spec.team_names = names;
  spec.first_date = league->start;
  spec.weekday = league->weekday > 0 ? (GDateWeekday) league->weekday : G_DATE_BAD_WEEKDAY;
  spec.interval_days = league->interval;
  spec.blocked = (const GDate *) league->blocked->data;
  spec.n_blocked = league->blocked->len;
  spec.rest_days = league->rest_days;
  spec.double_round = league->double_round;
  return hammer_fixtures_generate (&spec, error);
}

/* The indices of the teams of @division, in the order they joined. */
static GArray *
division_teams (HammerLeagueModel *league,
                guint              division)
{
  GArray *teams = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint t = 0; t < league->teams->len; t++)
    if (_hammer_league_get_team (league, (int) t)->division == division)
      {
        int index = (int) t;

        g_array_append_val (teams, index);
      }
  return teams;
}

/* The fixtures of division @d made anew for its @teams, or %NULL without an
 * error for a division of fewer than two teams. */
static HammerFixtures *
make_division_fixtures (HammerLeagueModel *league,
                        guint              d,
                        GArray            *teams,
                        GError           **error)
{
  HammerLeagueDivision *division = g_ptr_array_index (league->divisions, d);
  g_autoptr(HammerFixtures) fixtures = NULL;
  const HammerMatchDay *last;

  if (teams->len < 2)
    return NULL;
  if (!(fixtures = generate_division (league, d, teams, error)))
    {
      g_prefix_error (error, _("Division %s: "), division->name);
      return NULL;
    }
  last = hammer_fixtures_get_day (fixtures, hammer_fixtures_get_n_days (fixtures) - 1);
  if (g_date_valid (&league->end) && g_date_compare (&last->date, &league->end) > 0)
    {
      g_autofree char *when = _hammer_league_date_to_string (&last->date);
      g_autofree char *end = _hammer_league_date_to_string (&league->end);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Division %s: the fixtures do not fit in the season: match day "
                     "%u would be on %s, after the end date %s"), division->name,
                   last->number, when, end);
      return NULL;
    }
  return g_steal_pointer (&fixtures);
}

/* Stores the match days of @fixtures, made for @teams of division
 * @division, with @stmt inside @tx. */
static gboolean
insert_division_fixtures (HammerStoreTx        *tx,
                          sqlite3_stmt         *stmt,
                          HammerLeagueModel    *league,
                          HammerLeagueDivision *division,
                          HammerFixtures       *fixtures,
                          GArray               *teams,
                          GError              **error)
{
  for (guint k = 0; k < hammer_fixtures_get_n_days (fixtures); k++)
    {
      const HammerMatchDay *day = hammer_fixtures_get_day (fixtures, k);
      g_autofree char *date = _hammer_league_date_to_string (&day->date);

      /* The matches of the day, then its bye as a fixture without an away team. */
      for (guint m = 0; m < day->n_matches || (m == day->n_matches && day->bye >= 0); m++)
        {
          int home = g_array_index (teams, int, m < day->n_matches ? day->matches[m].home
                                                                    : (guint) day->bye);
          int away = m < day->n_matches ? g_array_index (teams, int, day->matches[m].away) : -1;

          sqlite3_reset (stmt);
          sqlite3_clear_bindings (stmt);
          sqlite3_bind_int64 (stmt, 1, division->id);
          sqlite3_bind_int (stmt, 2, (int) day->number);
          sqlite3_bind_text (stmt, 3, date, -1, SQLITE_TRANSIENT);
          sqlite3_bind_text (stmt, 4, date, -1, SQLITE_TRANSIENT);
          sqlite3_bind_int64 (stmt, 5, _hammer_league_get_team (league, home)->id);
          if (away >= 0)
            sqlite3_bind_int64 (stmt, 6, _hammer_league_get_team (league, away)->id);
          if (!hammer_store_tx_insert_row (tx, "league_fixtures", stmt,
                                           _("Could not save the fixtures"), error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Replaces the fixtures of @league with @made (one for each division, or
 * %NULL) inside @tx. */
static gboolean
replace_fixtures (HammerStoreTx     *tx,
                  HammerLeagueModel *league,
                  GPtrArray         *made,
                  GPtrArray         *team_lists,
                  GError           **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  for (guint i = 0; i < league->fixtures->len; i++)
    if (!hammer_store_tx_update_row (tx, "league_fixtures",
                                     _hammer_league_get_fixture (league, i)->id,
                                     "DELETE FROM league_fixtures WHERE id = ?1", error))
      return FALSE;
  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_fixtures (division_id, day,"
                                             " day_date, date, home_id, away_id)"
                                             " VALUES (?, ?, ?, ?, ?, ?)", error)))
    return FALSE;
  for (guint d = 0; d < made->len; d++)
    if (g_ptr_array_index (made, d) != NULL &&
        !insert_division_fixtures (tx, stmt, league, g_ptr_array_index (league->divisions, d),
                                   g_ptr_array_index (made, d),
                                   g_ptr_array_index (team_lists, d), error))
      return FALSE;
  return TRUE;
}

gboolean
hammer_leagues_generate_fixtures (HammerStore  *self,
                                  gint64        league_id,
                                  GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(GPtrArray) made = NULL;
  g_autoptr(GPtrArray) team_lists = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gboolean any = FALSE;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  made = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_fixtures_free);
  team_lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  db = hammer_store_get_db (self);
  if (!(league = _hammer_league_load (db, league_id, error)))
    return FALSE;
  if (league->games->len > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("League %s has results already; its fixtures cannot be made again"),
                   league->name);
      return FALSE;
    }

  for (guint d = 0; d < league->divisions->len; d++)
    {
      GArray *teams = division_teams (league, d);
      HammerFixtures *fixtures;

      g_ptr_array_add (team_lists, teams);
      fixtures = make_division_fixtures (league, d, teams, error);
      if (fixtures == NULL && teams->len >= 2)
        return FALSE;
      any |= fixtures != NULL;
      g_ptr_array_add (made, fixtures);
    }
  if (!any)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("League %s needs a division with at least two teams for its fixtures"),
                   league->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Make the fixtures of league %s"), league->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, replace_fixtures (&tx, league, made, team_lists, error),
                              error);
}

static gboolean
fixture_has_games (HammerLeagueModel *league,
                   guint              fixture)
{
  for (guint i = 0; i < league->games->len; i++)
    if (((HammerLeagueGame *) g_ptr_array_index (league->games, i))->fixture == fixture)
      return TRUE;
  return FALSE;
}

/* "Home – Away" for messages. */
char *
_hammer_league_fixture_title (HammerLeagueModel   *league,
                              HammerLeagueFixture *fixture)
{
  if (fixture->away < 0)
    /* TRANSLATORS: a fixture in which a team has no opponent; %s is its name. */
    return g_strdup_printf (_("%s (bye)"), _hammer_league_get_team (league, fixture->home)->name);
  return g_strdup_printf ("%s – %s", _hammer_league_get_team (league, fixture->home)->name,
                          _hammer_league_get_team (league, fixture->away)->name);
}

/* Checks moving fixture @index to @date against the division's other
 * fixtures, through hammer-fixtures, for its messages. */
static gboolean
check_move (HammerLeagueModel *league,
            guint              index,
            const GDate       *date,
            GError           **error)
{
  HammerLeagueFixture *moving = _hammer_league_get_fixture (league, index);
  g_autoptr(GArray) teams = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) days = g_array_new (FALSE, TRUE, sizeof (HammerMatchDay));
  g_autoptr(HammerFixtures) fixtures = NULL;
  g_autoptr(HammerFixtures) moved = NULL;
  g_autofree const char **names = NULL;
  guint move_day = 0, move_match = 0;
  guint n_days = 0;

  for (guint t = 0; t < league->teams->len; t++)
    if (_hammer_league_get_team (league, (int) t)->division == moving->division)
      {
        int i = (int) t;

        g_array_append_val (teams, i);
      }
  names = g_new0 (const char *, teams->len + 1);
  for (guint i = 0; i < teams->len; i++)
    names[i] = _hammer_league_get_team (league, g_array_index (teams, int, i))->name;

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *f = _hammer_league_get_fixture (league, i);

      if (f->division == moving->division)
        n_days = MAX (n_days, f->day);
    }
  g_array_set_size (days, n_days);
  for (guint k = 0; k < n_days; k++)
    {
      HammerMatchDay *day = &g_array_index (days, HammerMatchDay, k);

      day->number = k + 1;
      day->bye = -1;
      day->matches = g_new0 (HammerFixture, league->teams->len + 1);
    }

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *f = _hammer_league_get_fixture (league, i);
      HammerMatchDay *day;
      HammerFixture *match;

      if (f->division != moving->division || f->away < 0)
        continue;
      day = &g_array_index (days, HammerMatchDay, f->day - 1);
      day->date = f->day_date;
      if (i == index)
        {
          move_day = f->day - 1;
          move_match = day->n_matches;
        }
      match = &day->matches[day->n_matches++];
      for (guint t = 0; t < teams->len; t++)
        {
          if (g_array_index (teams, int, t) == f->home)
            match->home = t;
          if (g_array_index (teams, int, t) == f->away)
            match->away = t;
        }
      match->date = f->date;
      match->postponed = f->postponed;
    }

  fixtures = hammer_fixtures_new (teams->len, names, (const GDate *) league->blocked->data,
                                  league->blocked->len, league->rest_days,
                                  (const HammerMatchDay *) days->data, n_days);
  for (guint k = 0; k < n_days; k++)
    g_free (g_array_index (days, HammerMatchDay, k).matches);
  if (fixtures == NULL)
    return _hammer_league_damaged (league, error);

  moved = hammer_fixtures_postpone (fixtures, move_day, move_match, date, error);
  return moved != NULL;
}

/* Moves fixture @fixture_id to @date (%NULL: none yet) inside @tx. */
static gboolean
set_fixture_date (HammerStoreTx  *tx,
                  gint64          fixture_id,
                  const char     *date,
                  gboolean        postponed,
                  GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "UPDATE league_fixtures SET date = ?, postponed = ?"
                                             " WHERE id = ?", error)))
    return FALSE;
  hammer_store_bind_text (stmt, 1, date);
  sqlite3_bind_int (stmt, 2, postponed ? 1 : 0);
  sqlite3_bind_int64 (stmt, 3, fixture_id);
  return hammer_store_tx_run_logged (tx, "league_fixtures", fixture_id, stmt, error);
}

gboolean
hammer_leagues_postpone_fixture (HammerStore  *self,
                                 gint64        fixture_id,
                                 const char   *date,
                                 GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerLeagueFixture *fixture;
  gboolean             postponed;
  guint index = 0;
  GDate when;
  sqlite3             *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(league = _hammer_league_load_of_fixture (db, fixture_id, &index, error)))
    return FALSE;
  fixture = _hammer_league_get_fixture (league, index);
  title = _hammer_league_fixture_title (league, fixture);
  if (fixture->away < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Fixture %" PRId64 " is a bye for %s; there is no match to move"),
                   fixture_id, _hammer_league_get_team (league, fixture->home)->name);
      return FALSE;
    }
  if (fixture_has_games (league, index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 ") has results already and cannot be moved"),
                   title, fixture_id);
      return FALSE;
    }

  g_date_clear (&when, 1);
  if (date != NULL)
    {
      if (!_hammer_league_parse_date (date, _("The new date"), &when, error))
        return FALSE;
      if (g_date_compare (&when, &league->start) < 0 ||
          (g_date_valid (&league->end) && g_date_compare (&when, &league->end) > 0))
        {
          g_autofree char *start = _hammer_league_date_to_string (&league->start);
          g_autofree char *end = _hammer_league_date_to_string (&league->end);

          if (end != NULL)
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s cannot move to %s: the season runs from %s to %s"), title, date,
                         start, end);
          else
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s cannot move to %s: the season starts on %s"), title, date, start);
          return FALSE;
        }
      if (!check_move (league, index, &when, error))
        return FALSE;
    }
  postponed = !g_date_valid (&when) || g_date_compare (&when, &fixture->day_date) != 0;

  /* TRANSLATORS: a change in the history; %s is a fixture such as "A – B". */
  description = g_strdup_printf (date == NULL ? _("Postpone %s")
                                              : _("Reschedule %s"), title);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, set_fixture_date (&tx, fixture_id, date, postponed, error),
                              error);
}
