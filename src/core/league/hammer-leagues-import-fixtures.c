/* hammer-leagues-import-fixtures.c — whether the fixtures of a league
 * document are fixtures Hammer makes
 *
 * Hammer makes the fixtures of a division all at once, with
 * hammer_fixtures_generate(), for the teams it has then, and teams join a
 * division only before that; later a match can move to another date, but
 * never to another match day. So in a document of a league Hammer wrote,
 * a division's match days are numbered from 1 to the number a round robin
 * of its teams has, each with one date; a team plays at most once a match
 * day; only a division of an odd number of teams has a bye, one a day; and
 * two teams meet at most once a round. What else reads the fixtures (the
 * table, the match days, moving a match) counts on that, so the import
 * checks it here, fixture by fixture.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-fixtures.h"
#include "league/hammer-leagues-private.h"

struct _HammerLeagueFixtureCheck
{
  GDate       start;
  GDate       end;           /* invalid: the league has no last date */
  gboolean    double_round;
  GPtrArray  *team_names;    /* borrowed, by team */
  GArray     *team_division; /* guint, by team */
  GArray     *division_size; /* guint teams, by division */
  GHashTable *day_dates;     /* "division:day" → its date, as a Julian day */
  GHashTable *taken;         /* "division:day:team", "bye:division:day" → present */
  GHashTable *meetings;      /* "team:team" (lower first) → times they meet */
};

HammerLeagueFixtureCheck *
_hammer_league_fixture_check_new (const HammerLeagueSettings *settings,
                                  guint                       n_divisions)
{
  HammerLeagueFixtureCheck *check = g_new0 (HammerLeagueFixtureCheck, 1);

  /* The settings were checked before, so their dates read. */
  _hammer_league_parse_date (settings->start, NULL, &check->start, NULL);
  g_date_clear (&check->end, 1);
  if (settings->end != NULL)
    _hammer_league_parse_date (settings->end, NULL, &check->end, NULL);
  check->double_round = settings->double_round;
  check->team_names = g_ptr_array_new ();
  check->team_division = g_array_new (FALSE, FALSE, sizeof (guint));
  check->division_size = g_array_new (FALSE, TRUE, sizeof (guint));
  g_array_set_size (check->division_size, n_divisions);
  check->day_dates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  check->taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  check->meetings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return check;
}

void
_hammer_league_fixture_check_free (HammerLeagueFixtureCheck *check)
{
  g_ptr_array_unref (check->team_names);
  g_array_unref (check->team_division);
  g_array_unref (check->division_size);
  g_hash_table_unref (check->day_dates);
  g_hash_table_unref (check->taken);
  g_hash_table_unref (check->meetings);
  g_free (check);
}

void
_hammer_league_fixture_check_add_team (HammerLeagueFixtureCheck *check,
                                       const char               *name,
                                       guint                     division)
{
  g_return_if_fail (division < check->division_size->len);

  g_ptr_array_add (check->team_names, (gpointer) name);
  g_array_append_val (check->team_division, division);
  g_array_index (check->division_size, guint, division)++;
}

/* Marks @key taken; FALSE when it was already. */
static gboolean
take (GHashTable *taken,
      char       *key)
{
  if (g_hash_table_contains (taken, key))
    {
      g_free (key);
      return FALSE;
    }
  g_hash_table_add (taken, key);
  return TRUE;
}

static const char *
team_name (HammerLeagueFixtureCheck *check,
           int                       team)
{
  return g_ptr_array_index (check->team_names, (guint) team);
}

/* The date of match day @day of @division: the same for every fixture of
 * that day, and after the days before it and before the days after it. */
static gboolean
check_day_date (HammerLeagueFixtureCheck *check,
                guint                     number,
                guint                     division,
                gint64                    day,
                guint                     n_days,
                const GDate              *day_date,
                GError                  **error)
{
  g_autofree char *key = g_strdup_printf ("%u:%" PRId64, division, day);
  guint julian = g_date_get_julian (day_date);
  gpointer known;

  if (g_hash_table_lookup_extended (check->day_dates, key, NULL, &known))
    {
      if (GPOINTER_TO_UINT (known) != julian)
        return hammer_error_set_invalid (error, _("fixture %u: match day %" PRId64 " has two "
                                                  "dates"), number + 1, day);
      return TRUE;
    }
  if (g_date_compare (day_date, &check->start) < 0 ||
      (g_date_valid (&check->end) && g_date_compare (day_date, &check->end) > 0))
    return hammer_error_set_invalid (error, _("fixture %u: match day %" PRId64 " is not in the "
                                              "season"), number + 1, day);
  /* Earlier days on earlier dates, later ones on later dates; two match
   * days never share a date. */
  for (gint64 other = 1; other <= n_days; other++)
    {
      g_autofree char *other_key = g_strdup_printf ("%u:%" PRId64, division, other);

      if (other != day &&
          g_hash_table_lookup_extended (check->day_dates, other_key, NULL, &known) &&
          (GPOINTER_TO_UINT (known) == julian ||
           (other < day) != (GPOINTER_TO_UINT (known) < julian)))
        return hammer_error_set_invalid (error, _("fixture %u: match days %" PRId64 " and %"
                                                  PRId64 " are not in the order of their dates"),
                                         number + 1, MIN (day, other), MAX (day, other));
    }
  g_hash_table_insert (check->day_dates, g_steal_pointer (&key), GUINT_TO_POINTER (julian));
  return TRUE;
}

gboolean
_hammer_league_fixture_check_add (HammerLeagueFixtureCheck *check,
                                  guint                     number,
                                  guint                     division,
                                  gint64                    day,
                                  const GDate              *day_date,
                                  const GDate              *date,
                                  gboolean                  postponed,
                                  int                       home,
                                  int                       away,
                                  GError                  **error)
{
  guint size, n_days;
  int first, second;
  guint meetings;
  char *key;

  g_return_val_if_fail (division < check->division_size->len, FALSE);
  g_return_val_if_fail (home >= 0 && (guint) home < check->team_names->len, FALSE);
  g_return_val_if_fail (away < 0 || (guint) away < check->team_names->len, FALSE);

  size = g_array_index (check->division_size, guint, division);
  n_days = size >= 2 ? hammer_fixtures_count_days (size, check->double_round) : 0;
  if (day < 1 || day > n_days)
    return hammer_error_set_invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                                         "fixture %u: match day %" PRId64 " is not "
                                                         "one of the %u match day of its division",
                                                         "fixture %u: match day %" PRId64 " is not "
                                                         "one of the %u match days of its division",
                                                         n_days),
                                     number + 1, day, n_days);
  if (!check_day_date (check, number, division, day, n_days, day_date, error))
    return FALSE;
  if (g_date_valid (date) &&
      (g_date_compare (date, &check->start) < 0 ||
       (g_date_valid (&check->end) && g_date_compare (date, &check->end) > 0)))
    return hammer_error_set_invalid (error, _("fixture %u is played outside the season"),
                                     number + 1);
  /* A match is postponed when it is not played on its match day. */
  if (postponed != (!g_date_valid (date) || g_date_compare (date, day_date) != 0))
    return hammer_error_set_invalid (error,
                                     postponed ? _("fixture %u is postponed but played on its "
                                                   "match day")
                                               : _("fixture %u is not postponed but not played "
                                                   "on its match day"), number + 1);

  for (int side = 0; side < 2; side++)
    {
      int team = side == 0 ? home : away;

      if (team >= 0 &&
          !take (check->taken, g_strdup_printf ("%u:%" PRId64 ":%d", division, day, team)))
        return hammer_error_set_invalid (error, _("fixture %u: %s plays twice on match day %"
                                                  PRId64),
                                         number + 1, team_name (check, team), day);
    }
  if (away < 0)
    {
      /* Only an odd number of teams leaves one without a match, one a day. */
      if (size % 2 == 0)
        return hammer_error_set_invalid (error, _("fixture %u: a bye for %s, in a division of "
                                                  "an even number of teams"),
                                         number + 1, team_name (check, home));
      if (!take (check->taken, g_strdup_printf ("bye:%u:%" PRId64, division, day)))
        return hammer_error_set_invalid (error, _("fixture %u: a second bye on match day %" PRId64),
                                         number + 1, day);
      return TRUE;
    }

  first = MIN (home, away);
  second = MAX (home, away);
  key = g_strdup_printf ("%d:%d", first, second);
  meetings = GPOINTER_TO_UINT (g_hash_table_lookup (check->meetings, key)) + 1;
  g_hash_table_replace (check->meetings, key, GUINT_TO_POINTER (meetings));
  if (meetings > (check->double_round ? 2u : 1u))
    return hammer_error_set_invalid (error, _("fixture %u: %s and %s meet more often than the "
                                              "league plays each other"), number + 1,
                                     team_name (check, home), team_name (check, away));
  return TRUE;
}
