/* hammer-standings.c — who is ahead, by an event's ordered tie-breakers
 *
 * Decisions the definitions leave open:
 *
 *  - A bye is no match: it is neither played nor won, in any format; it is
 *    worth bye_points in match points (a Swiss gives a point for it; the
 *    event's standings give nothing in other formats). It adds nothing to
 *    Buchholz, median-Buchholz or Sonneborn-Berger: there is no opponent
 *    whose score could count.
 *  - A walkover (the other side withdrew) is no match played either: it is
 *    in neither side's played, won or lost, as nobody played it. The side
 *    that stayed gets win_points for it, the side that withdrew nothing;
 *    no games, points or opponent count.
 *  - Median-Buchholz drops the best and the worst opponent only when there
 *    are at least three; with one or two it equals Buchholz, since dropping
 *    both ends would leave nothing to compare.
 *  - An opponent met twice (home and away) counts twice in Buchholz and
 *    Sonneborn-Berger, once per match.
 *  - Head-to-head ranks exactly the entrants still tied by a mini-table of
 *    the match points of their matches against each other. When that splits
 *    them only partly, it is applied again to each smaller group still tied
 *    (so two left level after a three-way tie are decided by their own
 *    match); a group it cannot split goes on to the next tie-breaker.
 *  - Best game compares each entrant's games sorted from the best down,
 *    game by game; when one list runs out first, the longer is ahead.
 *  - A series match (one side) adds its total to points for and its games
 *    to the games list; it has no result, wins or match points. Where only
 *    its best games count, only those count toward the average.
 *  - Entrants no tie-breaker separates share a place, and are listed by
 *    entrant number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-format-definition.h"
#include "hammer-standings.h"

static const char *const tie_breaker_names[HAMMER_N_TIE_BREAKERS] = {
  [HAMMER_TIE_MATCH_POINTS] = "match-points",
  [HAMMER_TIE_WINS] = "wins",
  [HAMMER_TIE_GAMES_WON] = "games-won",
  [HAMMER_TIE_GAME_DIFFERENCE] = "game-difference",
  [HAMMER_TIE_POINT_DIFFERENCE] = "point-difference",
  [HAMMER_TIE_HEAD_TO_HEAD] = "head-to-head",
  [HAMMER_TIE_BUCHHOLZ] = "buchholz",
  [HAMMER_TIE_MEDIAN_BUCHHOLZ] = "median-buchholz",
  [HAMMER_TIE_SONNEBORN_BERGER] = "sonneborn-berger",
  [HAMMER_TIE_TOTAL_POINTS] = "total-points",
  [HAMMER_TIE_BEST_GAME] = "best-game",
};

const char *
hammer_tie_breaker_to_string (HammerTieBreaker tie_breaker)
{
  g_return_val_if_fail ((guint) tie_breaker < HAMMER_N_TIE_BREAKERS, NULL);

  return tie_breaker_names[tie_breaker];
}

gboolean
hammer_tie_breaker_from_string (const char       *name,
                                HammerTieBreaker *tie_breaker)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint t = 0; t < HAMMER_N_TIE_BREAKERS; t++)
    if (g_str_equal (name, tie_breaker_names[t]))
      {
        if (tie_breaker != NULL)
          *tie_breaker = (HammerTieBreaker) t;
        return TRUE;
      }
  return FALSE;
}

guint
hammer_tie_breakers_default (HammerFormat      format,
                             HammerTieBreaker *out)
{
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);

  g_return_val_if_fail (out != NULL, 0);
  g_return_val_if_fail (definition != NULL, 0);

  memcpy (out, definition->tie_breakers, definition->n_tie_breakers * sizeof *out);
  return definition->n_tie_breakers;
}

void
hammer_standings_options_init (HammerStandingsOptions *options)
{
  g_return_if_fail (options != NULL);

  options->win_points = 2;
  options->draw_points = 1;
  options->loss_points = 0;
  options->bye_points = 2;
}

gboolean
hammer_match_points_parse (const char  *text,
                           double       points[3],
                           GError     **error)
{
  /* TRANSLATORS: the names of a win, a draw and a loss in a message on
   * match points. */
  const char *names[3] = { N_("a win"), N_("a draw"), N_("a loss") };
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) != 3)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The match points “%s” are not three numbers W,D,L, as 2,1,0: the "
                     "points of a win, a draw and a loss"), text);
      return FALSE;
    }
  for (guint i = 0; i < 3; i++)
    {
      char *end = NULL;

      g_strstrip (parts[i]);
      points[i] = g_ascii_strtod (parts[i], &end);
      /* A bound keeps the figures printable and their sums exact. */
      if (*parts[i] == '\0' || end == NULL || *end != '\0' || !isfinite (points[i]) ||
          fabs (points[i]) > 1000)
        {
          /* TRANSLATORS: the first %s is what was given, the second "a win",
           * "a draw" or "a loss". */
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The match points for %2$s, “%1$s”, are not a number from −1000 "
                         "to 1000"), parts[i], _(names[i]));
          return FALSE;
        }
    }
  if (points[0] < points[1] || points[1] < points[2])
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The match points “%s” are not in order: a win must earn at least as "
                     "many as a draw, and a draw at least as many as a loss"), text);
      return FALSE;
    }
  return TRUE;
}

/* Computing */

typedef struct
{
  int opponent;
  int result;   /* 1 won, 0 drawn, -1 lost */
} Meeting;

typedef struct
{
  HammerStandingsRow row;
  GArray            *meetings;   /* Meeting */
  GArray            *games;      /* int, sorted from the best down at the end */
  double             mini;       /* head-to-head scratch */
} Entry;

typedef struct
{
  const Entry      *entries;
  HammerTieBreaker  tie_breaker;
} SortContext;

#define EPSILON 1e-9

static int
compare_doubles (double a,
                 double b)
{
  if (fabs (a - b) <= EPSILON * MAX (1.0, MAX (fabs (a), fabs (b))))
    return 0;
  return a > b ? -1 : 1;
}

static int
compare_ints (gint64 a,
              gint64 b)
{
  return a > b ? -1 : a < b;
}

static int
compare_games (const GArray *a,
               const GArray *b)
{
  guint n = MIN (a->len, b->len);

  for (guint i = 0; i < n; i++)
    {
      int x = g_array_index (a, int, i), y = g_array_index (b, int, i);

      if (x != y)
        return x > y ? -1 : 1;
    }
  return compare_ints (a->len, b->len);
}

/* How two entrants compare under one tie-breaker: negative when @x is
 * ahead, 0 when level. */
static int
compare_by (const Entry      *x,
            const Entry      *y,
            HammerTieBreaker  tie_breaker)
{
  const HammerStandingsRow *a = &x->row, *b = &y->row;

  switch (tie_breaker)
    {
    case HAMMER_TIE_MATCH_POINTS:
      return compare_doubles (a->match_points, b->match_points);
    case HAMMER_TIE_WINS:
      return compare_ints (a->wins, b->wins);
    case HAMMER_TIE_GAMES_WON:
      return compare_ints (a->games_won, b->games_won);
    case HAMMER_TIE_GAME_DIFFERENCE:
      return compare_ints ((gint64) a->games_won - a->games_lost,
                           (gint64) b->games_won - b->games_lost);
    case HAMMER_TIE_POINT_DIFFERENCE:
      return compare_ints ((gint64) a->points_for - a->points_against,
                           (gint64) b->points_for - b->points_against);
    case HAMMER_TIE_HEAD_TO_HEAD:
      return compare_doubles (x->mini, y->mini);
    case HAMMER_TIE_BUCHHOLZ:
      return compare_doubles (a->buchholz, b->buchholz);
    case HAMMER_TIE_MEDIAN_BUCHHOLZ:
      return compare_doubles (a->median_buchholz, b->median_buchholz);
    case HAMMER_TIE_SONNEBORN_BERGER:
      return compare_doubles (a->sonneborn_berger, b->sonneborn_berger);
    case HAMMER_TIE_TOTAL_POINTS:
      return compare_ints (a->points_for, b->points_for);
    case HAMMER_TIE_BEST_GAME:
      return compare_games (x->games, y->games);
    case HAMMER_N_TIE_BREAKERS:
    default:
      g_assert_not_reached ();
    }
}

static int
compare_in_order (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const SortContext *context = user_data;
  guint i = *(const guint *) a, j = *(const guint *) b;
  int c = compare_by (&context->entries[i], &context->entries[j], context->tie_breaker);

  /* Level entrants keep the order of their numbers. */
  return c != 0 ? c : (i > j) - (i < j);
}

/* Sorts order[from … to) by @tie_breaker and cuts it where entrants differ;
 * returns how many parts it made. */
static guint
sort_and_cut (const Entry      *entries,
              guint            *order,
              gboolean         *cut,
              guint             from,
              guint             to,
              HammerTieBreaker  tie_breaker)
{
  SortContext context = { entries, tie_breaker };
  guint parts = 1;

  g_qsort_with_data (order + from, to - from, sizeof (guint), compare_in_order, &context);
  for (guint k = from + 1; k < to; k++)
    if (compare_by (&entries[order[k - 1]], &entries[order[k]], tie_breaker) != 0)
      {
        cut[k] = TRUE;
        parts++;
      }
  return parts;
}

/* Head-to-head among exactly order[from … to): a mini-table of their
 * matches against each other; again on any smaller group it leaves tied. */
static void
head_to_head (Entry                        *entries,
              guint                        *order,
              gboolean                     *cut,
              guint                        *member,
              guint                        *stamp,
              guint                         from,
              guint                         to,
              const HammerStandingsOptions *options)
{
  guint parts;

  (*stamp)++;
  for (guint k = from; k < to; k++)
    member[order[k]] = *stamp;
  for (guint k = from; k < to; k++)
    {
      Entry *entry = &entries[order[k]];

      entry->mini = 0;
      for (guint m = 0; m < entry->meetings->len; m++)
        {
          Meeting *meeting = &g_array_index (entry->meetings, Meeting, m);

          if (member[meeting->opponent] != *stamp)
            continue;
          if (meeting->result > 0)
            entry->mini += options->win_points;
          else if (meeting->result == 0)
            entry->mini += options->draw_points;
          else
            entry->mini += options->loss_points;
        }
    }

  parts = sort_and_cut (entries, order, cut, from, to, HAMMER_TIE_HEAD_TO_HEAD);
  if (parts == 1)
    return;
  for (guint start = from; start < to;)
    {
      guint end = start + 1;

      while (end < to && !cut[end])
        end++;
      if (end - start >= 2)
        head_to_head (entries, order, cut, member, stamp, start, end, options);
      start = end;
    }
}

static int
compare_descending (gconstpointer a,
                    gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x < y) - (x > y);
}

static void
add_games (Entry                      *entry,
           const HammerStandingsMatch *match,
           guint                       side)
{
  const int *game_points = match->game_points[side];
  guint n_games = match->n_games;

  entry->row.n_games += n_games;
  entry->row.n_counted += match->n_counted > 0 ? MIN (match->n_counted, n_games) : n_games;
  if (game_points != NULL)
    g_array_append_vals (entry->games, game_points, n_games);
}

/* Whether @match names entrants and a winner that exist; a match that
 * does not is left out with a warning. */
static gboolean
match_valid (const HammerStandingsMatch *match,
             guint                       k,
             guint                       n_entrants)
{
  guint n_sides = match->n_sides == 1 ? 1 : 2;
  gboolean valid = TRUE, bye = match->bye;

  for (guint s = 0; s < n_sides; s++)
    {
      int e = match->entrants[s];

      if (e == HAMMER_ENTRANT_BYE && n_sides == 2)
        bye = TRUE;
      else if (e < 0 || (guint) e >= n_entrants)
        valid = FALSE;
    }
  if (!valid || (n_sides == 2 && !bye && match->entrants[0] == match->entrants[1]) ||
      (!bye && n_sides == 2 && (match->winner < -1 || match->winner > 1)))
    {
      g_warning ("Standings: match %u has an entrant or a winner out of range", k);
      return FALSE;
    }
  return TRUE;
}

/* A bye or a walkover, neither of them played: the side that stays gets a
 * win's points for a walkover, the bye's points for a bye. */
static void
count_bye (Entry                        *entries,
           const HammerStandingsMatch   *match,
           const HammerStandingsOptions *options)
{
  for (guint s = 0; s < 2; s++)
    if (match->entrants[s] >= 0)
      {
        Entry *entry = &entries[match->entrants[s]];

        if (match->walkover)
          entry->row.match_points += options->win_points;
        else
          entry->row.match_points += options->bye_points;
      }
}

/* A match played by two sides, counted for both. */
static void
count_match (Entry                        *entries,
             const HammerStandingsMatch   *match,
             const HammerStandingsOptions *options)
{
  for (guint s = 0; s < 2; s++)
    {
      Entry *entry = &entries[match->entrants[s]];
      Meeting meeting = { match->entrants[1 - s], 0 };

      entry->row.played++;
      entry->row.games_won += match->games_won[s];
      entry->row.games_lost += match->games_won[1 - s];
      entry->row.points_for += match->points[s];
      entry->row.points_against += match->points[1 - s];
      add_games (entry, match, s);
      if (match->winner == -1)
        {
          entry->row.draws++;
          entry->row.match_points += options->draw_points;
        }
      else if (match->winner == (int) s)
        {
          entry->row.wins++;
          entry->row.match_points += options->win_points;
          meeting.result = 1;
        }
      else
        {
          entry->row.losses++;
          entry->row.match_points += options->loss_points;
          meeting.result = -1;
        }
      g_array_append_val (entry->meetings, meeting);
    }
}

static void
count_matches (Entry                        *entries,
               guint                         n_entrants,
               const HammerStandingsMatch   *matches,
               guint                         n_matches,
               const HammerStandingsOptions *options)
{
  for (guint k = 0; k < n_matches; k++)
    {
      const HammerStandingsMatch *match = &matches[k];
      gboolean bye = match->bye;

      if (!match_valid (match, k, n_entrants))
        continue;
      if (match->n_sides == 1)
        {
          Entry *entry = &entries[match->entrants[0]];

          entry->row.played++;
          entry->row.points_for += match->points[0];
          add_games (entry, match, 0);
          continue;
        }
      for (guint s = 0; s < 2; s++)
        bye |= match->entrants[s] == HAMMER_ENTRANT_BYE;
      if (bye)
        count_bye (entries, match, options);
      else
        count_match (entries, match, options);
    }
}

/* What the opponents' scores say, now that every score is known. The
 * game lists are sorted only when best game is asked for (@by_games). */
static void
count_opponents (Entry    *entries,
                 guint     n_entrants,
                 gboolean  by_games)
{
  for (guint i = 0; i < n_entrants; i++)
    {
      Entry *entry = &entries[i];
      double total = 0, berger = 0, lowest = G_MAXDOUBLE, highest = -G_MAXDOUBLE;

      for (guint m = 0; m < entry->meetings->len; m++)
        {
          Meeting *meeting = &g_array_index (entry->meetings, Meeting, m);
          double score = entries[meeting->opponent].row.match_points;

          total += score;
          lowest = MIN (lowest, score);
          highest = MAX (highest, score);
          if (meeting->result > 0)
            berger += score;
          else if (meeting->result == 0)
            berger += score / 2;
        }
      entry->row.buchholz = total;
      entry->row.sonneborn_berger = berger;
      entry->row.median_buchholz = entry->meetings->len >= 3 ? total - lowest - highest : total;

      entry->row.best_game = entry->games->len > 0 ? g_array_index (entry->games, int, 0) : 0;
      for (guint g = 1; g < entry->games->len; g++)
        entry->row.best_game = MAX (entry->row.best_game, g_array_index (entry->games, int, g));
      if (by_games)
        g_array_sort (entry->games, compare_descending);
    }
}

/* Everybody level, then each tie-breaker in turn cuts the groups still
 * tied: @order the entrants in order, @cut where a new place begins. */
static void
break_ties (Entry                        *entries,
            guint                         n_entrants,
            const HammerTieBreaker       *tie_breakers,
            guint                         n_tie_breakers,
            const HammerStandingsOptions *options,
            guint                        *order,
            gboolean                     *cut)
{
  g_autofree guint *member = g_new0 (guint, MAX (n_entrants, 1));
  guint stamp = 0;

  for (guint i = 0; i < n_entrants; i++)
    order[i] = i;
  cut[0] = cut[n_entrants] = TRUE;
  for (guint t = 0; t < n_tie_breakers; t++)
    {
      for (guint start = 0; start < n_entrants;)
        {
          guint end = start + 1;

          while (end < n_entrants && !cut[end])
            end++;
          if (end - start >= 2)
            {
              if (tie_breakers[t] == HAMMER_TIE_HEAD_TO_HEAD)
                head_to_head (entries, order, cut, member, &stamp, start, end, options);
              else
                sort_and_cut (entries, order, cut, start, end, tie_breakers[t]);
            }
          start = end;
        }
    }
}

GArray *
hammer_standings_compute (guint                          n_entrants,
                          const HammerStandingsMatch    *matches,
                          guint                          n_matches,
                          const HammerTieBreaker        *tie_breakers,
                          guint                          n_tie_breakers,
                          const HammerStandingsOptions  *options)
{
  HammerStandingsOptions defaults;
  g_autofree Entry *entries = NULL;
  g_autofree guint *order = NULL;
  g_autofree gboolean *cut = NULL;
  GArray *rows;
  gboolean by_games = FALSE;

  g_return_val_if_fail (matches != NULL || n_matches == 0, NULL);
  g_return_val_if_fail (tie_breakers != NULL || n_tie_breakers == 0, NULL);
  for (guint t = 0; t < n_tie_breakers; t++)
    g_return_val_if_fail ((guint) tie_breakers[t] < HAMMER_N_TIE_BREAKERS, NULL);

  if (options == NULL)
    {
      hammer_standings_options_init (&defaults);
      options = &defaults;
    }

  entries = g_new0 (Entry, MAX (n_entrants, 1));
  for (guint i = 0; i < n_entrants; i++)
    {
      entries[i].row.entrant = (int) i;
      entries[i].meetings = g_array_new (FALSE, FALSE, sizeof (Meeting));
      entries[i].games = g_array_new (FALSE, FALSE, sizeof (int));
    }

  count_matches (entries, n_entrants, matches, n_matches, options);
  for (guint t = 0; t < n_tie_breakers; t++)
    by_games |= tie_breakers[t] == HAMMER_TIE_BEST_GAME;
  count_opponents (entries, n_entrants, by_games);

  order = g_new (guint, MAX (n_entrants, 1));
  cut = g_new0 (gboolean, n_entrants + 1);
  break_ties (entries, n_entrants, tie_breakers, n_tie_breakers, options, order, cut);

  rows = g_array_sized_new (FALSE, FALSE, sizeof (HammerStandingsRow), n_entrants);
  for (guint k = 0, place = 1; k < n_entrants; k++)
    {
      HammerStandingsRow row = entries[order[k]].row;

      if (cut[k])
        place = k + 1;
      row.place = place;
      g_array_append_val (rows, row);
    }

  for (guint i = 0; i < n_entrants; i++)
    {
      g_array_unref (entries[i].meetings);
      g_array_unref (entries[i].games);
    }
  return rows;
}
