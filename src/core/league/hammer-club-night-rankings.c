/* hammer-club-night-rankings.c — ranking club nights and seasons
 *
 * A night ranks its members by their total; the season by total, by
 * average, by points or by the best series. Ties in a night and in the
 * season total go to the higher best game, then the next best; still
 * level, members share the place. By average, more games are ahead, then
 * the higher total. The rules behind these are listed at the top of
 * hammer-club-night.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "league/hammer-club-night-private.h"

typedef struct
{
  HammerClubRank  rank;
  int            *sorted; /* games (or series) from the best down */
  guint           n_sorted;
} Line;

static int
compare_int_down (gconstpointer a,
                  gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x < y) - (x > y);
}

/* Best game first, then the next best; a longer list is ahead. */
static int
compare_sorted (const Line *a,
                const Line *b)
{
  for (guint i = 0; i < MIN (a->n_sorted, b->n_sorted); i++)
    if (a->sorted[i] != b->sorted[i])
      return a->sorted[i] > b->sorted[i] ? -1 : 1;
  return (a->n_sorted < b->n_sorted) - (a->n_sorted > b->n_sorted);
}

typedef enum
{
  BY_TOTAL,
  BY_AVERAGE,
  BY_POINTS,
  BY_SERIES,
} RankKind;

static int
compare_lines (gconstpointer pa,
               gconstpointer pb,
               gpointer      data)
{
  const Line *a = pa, *b = pb;
  RankKind kind = GPOINTER_TO_INT (data);

  switch (kind)
    {
    case BY_AVERAGE:
      if (a->rank.average != b->rank.average)
        return a->rank.average > b->rank.average ? -1 : 1;
      if (a->rank.games != b->rank.games)
        return a->rank.games > b->rank.games ? -1 : 1;
      if (a->rank.total != b->rank.total)
        return a->rank.total > b->rank.total ? -1 : 1;
      return 0;

    case BY_SERIES:
      if (a->rank.games != b->rank.games)
        return a->rank.games > b->rank.games ? -1 : 1;
      G_GNUC_FALLTHROUGH;
    case BY_TOTAL:
    case BY_POINTS:
    default:
      if (a->rank.total != b->rank.total)
        return a->rank.total > b->rank.total ? -1 : 1;
      return compare_sorted (a, b);
    }
}

static int
compare_lines_stable (gconstpointer pa,
                      gconstpointer pb,
                      gpointer      data)
{
  int c = compare_lines (pa, pb, data);

  if (c != 0)
    return c;
  return (((const Line *) pa)->rank.member > ((const Line *) pb)->rank.member) -
         (((const Line *) pa)->rank.member < ((const Line *) pb)->rank.member);
}

static GArray *
finish_ranking (GArray   *lines,
                RankKind  kind)
{
  GArray *ranks = g_array_sized_new (FALSE, TRUE, sizeof (HammerClubRank), lines->len);

  g_array_sort_with_data (lines, compare_lines_stable, GINT_TO_POINTER (kind));
  for (guint i = 0; i < lines->len; i++)
    {
      Line *line = &g_array_index (lines, Line, i);

      if (i > 0 && compare_lines (line, &g_array_index (lines, Line, i - 1),
                                  GINT_TO_POINTER (kind)) == 0)
        line->rank.place = g_array_index (ranks, HammerClubRank, i - 1).place;
      else
        line->rank.place = i + 1;
      g_array_append_val (ranks, line->rank);
    }

  /* Only now: each line was compared with the one before it. */
  for (guint i = 0; i < lines->len; i++)
    g_free (g_array_index (lines, Line, i).sorted);
  g_array_unref (lines);

  return ranks;
}

/* Sorts the games of @line, best first, and sums them up. */
static void
finish_line (Line *line)
{
  gint64 total = 0;

  for (guint i = 0; i < line->n_sorted; i++)
    total += line->sorted[i];
  qsort (line->sorted, line->n_sorted, sizeof (int), compare_int_down);
  line->rank.total = (int) total;
  line->rank.games = line->n_sorted;
  line->rank.average = line->n_sorted > 0 ? (double) total / line->n_sorted : 0.0;
}

/* Collects the member's games of nights [@first, @last) into @line. */
static void
collect_games (const HammerClubSeason *season,
               guint                   member,
               guint                   first,
               guint                   last,
               Line                   *line)
{
  line->rank.member = member;
  line->sorted = g_new0 (int, (last - first) * season->games_per_night + 1);
  line->n_sorted = 0;
  for (guint i = first; i < last; i++)
    {
      const int *games = _hammer_club_night_get_entry (season, i, member);

      if (games == NULL)
        continue;
      for (guint g = 0; g < season->games_per_night; g++)
        line->sorted[line->n_sorted++] = games[g];
    }
  finish_line (line);
}

GArray *
hammer_club_night_rank_games (const int      *games,
                              const gboolean *present,
                              guint           n_members,
                              guint           games_per_night)
{
  GArray *lines;

  g_return_val_if_fail (games != NULL || n_members == 0, NULL);
  g_return_val_if_fail (present != NULL || n_members == 0, NULL);

  lines = g_array_new (FALSE, TRUE, sizeof (Line));
  for (guint m = 0; m < n_members; m++)
    {
      Line line = { 0 };

      if (!present[m])
        continue;
      line.rank.member = m;
      line.sorted = g_new0 (int, games_per_night + 1);
      memcpy (line.sorted, games + (gsize) m * games_per_night, sizeof (int) * games_per_night);
      line.n_sorted = games_per_night;
      finish_line (&line);
      g_array_append_val (lines, line);
    }
  return finish_ranking (lines, BY_TOTAL);
}

GArray *
hammer_club_season_rank_night (const HammerClubSeason *season,
                               guint                   night)
{
  GArray *lines;

  g_return_val_if_fail (season != NULL, NULL);
  g_return_val_if_fail (night < season->nights->len, NULL);

  lines = g_array_new (FALSE, TRUE, sizeof (Line));
  for (guint m = 0; m < season->members->len; m++)
    {
      Line line = { 0 };

      if (_hammer_club_night_get_entry (season, night, m) == NULL)
        continue;
      collect_games (season, m, night, night + 1, &line);
      g_array_append_val (lines, line);
    }

  return finish_ranking (lines, BY_TOTAL);
}

static GArray *
rank_season (const HammerClubSeason *season,
             RankKind                kind)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (Line));

  for (guint m = 0; m < season->members->len; m++)
    {
      Line line = { 0 };

      collect_games (season, m, 0, season->nights->len, &line);
      if (line.n_sorted == 0)
        {
          g_free (line.sorted);
          continue;
        }

      if (kind == BY_POINTS)
        {
          int points = 0;

          for (guint i = 0; i < season->nights->len; i++)
            points += hammer_club_season_get_night_points (season, i, m);
          line.rank.total = points;
        }
      else if (kind == BY_SERIES)
        {
          g_autofree int *series = g_new0 (int, season->nights->len * (MAX_GAMES / 10) + 1);
          guint n_series = 0;
          int sum = 0;

          for (guint i = 0; i < season->nights->len; i++)
            {
              const int *games = _hammer_club_night_get_entry (season, i, m);

              if (games == NULL)
                continue;
              for (guint s = 0; (s + 1) * HAMMER_SERIES_GAMES <= season->games_per_night; s++)
                {
                  int total = 0;

                  for (guint g = 0; g < HAMMER_SERIES_GAMES; g++)
                    total += games[s * HAMMER_SERIES_GAMES + g];
                  series[n_series++] = total;
                }
            }
          qsort (series, n_series, sizeof (int), compare_int_down);
          n_series = MIN (n_series, HAMMER_BEST_SERIES);
          for (guint s = 0; s < n_series; s++)
            sum += series[s];

          /* Ties go by the best series down, so those replace the games. */
          g_free (line.sorted);
          line.sorted = g_steal_pointer (&series);
          line.n_sorted = n_series;
          line.rank.total = sum;
          line.rank.games = n_series;
          line.rank.average = n_series > 0 ? (double) sum / n_series : 0.0;
          if (n_series == 0)
            {
              g_free (line.sorted);
              continue;
            }
        }

      g_array_append_val (lines, line);
    }

  return finish_ranking (lines, kind);
}

GArray *
hammer_club_season_rank_by_total (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, NULL);

  return rank_season (season, BY_TOTAL);
}

GArray *
hammer_club_season_rank_by_average (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, NULL);

  return rank_season (season, BY_AVERAGE);
}

GArray *
hammer_club_season_rank_by_points (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, NULL);

  return rank_season (season, BY_POINTS);
}

GArray *
hammer_club_season_rank_best_series (const HammerClubSeason *season)
{
  g_return_val_if_fail (season != NULL, NULL);

  return rank_season (season, BY_SERIES);
}
