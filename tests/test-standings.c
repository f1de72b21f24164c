/* test-standings.c — standings and every tie-breaker on constructed ties
 *
 * Each case builds a tie that one tie-breaker alone should break the way
 * its definition says, and checks the order with and without it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-standings.h"

/* Building results */

typedef struct
{
  GArray    *matches;
  GPtrArray *game_lists;   /* keeps the per-game points alive */
  int        next_dummy;   /* opponents that only feed other entrants' scores */
} Results;

static Results *
results_new (int first_dummy)
{
  Results *results = g_new0 (Results, 1);

  results->matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  results->game_lists = g_ptr_array_new_with_free_func (g_free);
  results->next_dummy = first_dummy;
  return results;
}

static void
results_free (Results *results)
{
  g_array_unref (results->matches);
  g_ptr_array_unref (results->game_lists);
  g_free (results);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Results, results_free)

/* A played match: @winner 0, 1, or -1 for a draw. */
static void
add_match (Results *results,
           int      a,
           int      b,
           int      winner,
           int      games_a,
           int      games_b,
           int      points_a,
           int      points_b)
{
  HammerStandingsMatch match = { 0, };

  match.n_sides = 2;
  match.entrants[0] = a;
  match.entrants[1] = b;
  match.winner = winner;
  match.games_won[0] = games_a;
  match.games_won[1] = games_b;
  match.points[0] = points_a;
  match.points[1] = points_b;
  match.n_games = games_a + games_b;
  g_array_append_val (results->matches, match);
}

static void
add_win (Results *results,
         int      winner,
         int      loser)
{
  add_match (results, winner, loser, 0, 1, 0, 15, 10);
}

static void
add_draw (Results *results,
          int      a,
          int      b)
{
  add_match (results, a, b, -1, 0, 0, 10, 10);
}

/* Wins and draws against fresh dummies, to give an entrant a score. */
static void
add_score (Results *results,
           int      entrant,
           guint    wins,
           guint    draws)
{
  for (guint i = 0; i < wins; i++)
    add_win (results, entrant, results->next_dummy++);
  for (guint i = 0; i < draws; i++)
    add_draw (results, entrant, results->next_dummy++);
}

static void
add_bye (Results *results,
         int      entrant)
{
  HammerStandingsMatch match = { 0, };

  match.n_sides = 2;
  match.entrants[0] = entrant;
  match.entrants[1] = HAMMER_ENTRANT_BYE;
  match.winner = 0;
  match.bye = TRUE;
  g_array_append_val (results->matches, match);
}

static void
add_series (Results   *results,
            int        entrant,
            const int *games,
            guint      n_games)
{
  HammerStandingsMatch match = { 0, };
  int *copy = g_memdup2 (games, n_games * sizeof (int));

  g_ptr_array_add (results->game_lists, copy);
  match.n_sides = 1;
  match.entrants[0] = entrant;
  match.entrants[1] = HAMMER_ENTRANT_UNKNOWN;
  match.winner = -1;
  for (guint g = 0; g < n_games; g++)
    match.points[0] += games[g];
  match.game_points[0] = copy;
  match.n_games = n_games;
  g_array_append_val (results->matches, match);
}

static GArray *
compute (Results                      *results,
         guint                         n_entrants,
         const HammerTieBreaker       *tie_breakers,
         guint                         n_tie_breakers,
         const HammerStandingsOptions *options)
{
  const HammerStandingsMatch *matches = (gpointer) results->matches->data;
  GArray *rows = hammer_standings_compute (n_entrants, matches, results->matches->len,
                                           tie_breakers, n_tie_breakers, options);

  g_assert_nonnull (rows);
  g_assert_cmpuint (rows->len, ==, n_entrants);
  return rows;
}

static const HammerStandingsRow *
row_of (GArray *rows,
        int     entrant)
{
  for (guint k = 0; k < rows->len; k++)
    if (g_array_index (rows, HammerStandingsRow, k).entrant == entrant)
      return &g_array_index (rows, HammerStandingsRow, k);
  g_assert_not_reached ();
}

static guint
place_of (GArray *rows,
          int     entrant)
{
  return row_of (rows, entrant)->place;
}

/* "entrant:place …" for the first @n rows. */
static char *
table_text (GArray *rows,
            guint   n)
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < MIN (n, rows->len); k++)
    {
      const HammerStandingsRow *row = &g_array_index (rows, HammerStandingsRow, k);

      g_string_append_printf (text, "%s%d:%u", k > 0 ? " " : "", row->entrant, row->place);
    }
  return g_string_free (text, FALSE);
}

/* Checks that @with puts @a ahead of @b while @without leaves them level. */
static void
assert_breaks (Results                *results,
               guint                   n_entrants,
               int                     a,
               int                     b,
               const HammerTieBreaker *with,
               guint                   n_with)
{
  g_autoptr(GArray) level = compute (results, n_entrants, with, n_with - 1, NULL);
  g_autoptr(GArray) broken = compute (results, n_entrants, with, n_with, NULL);

  g_assert_cmpuint (place_of (level, a), ==, place_of (level, b));
  g_assert_cmpuint (place_of (broken, a), <, place_of (broken, b));
}

/* Tests */

static void
test_standings_names (void)
{
  const char *expected[] = {
    "match-points", "wins", "games-won", "game-difference", "point-difference",
    "head-to-head", "buchholz", "median-buchholz", "sonneborn-berger", "total-points",
    "best-game",
  };
  HammerTieBreaker tie_breaker;

  G_STATIC_ASSERT (G_N_ELEMENTS (expected) == HAMMER_N_TIE_BREAKERS);
  for (guint t = 0; t < HAMMER_N_TIE_BREAKERS; t++)
    {
      g_assert_cmpstr (hammer_tie_breaker_to_string (t), ==, expected[t]);
      g_assert_true (hammer_tie_breaker_from_string (expected[t], &tie_breaker));
      g_assert_cmpint (tie_breaker, ==, t);
    }
  g_assert_false (hammer_tie_breaker_from_string ("buchholtz", &tie_breaker));
  g_assert_false (hammer_tie_breaker_from_string ("", &tie_breaker));
  g_assert_false (hammer_tie_breaker_from_string ("Match-Points", &tie_breaker));
}

static void
test_standings_defaults (void)
{
  HammerTieBreaker out[HAMMER_N_TIE_BREAKERS];
  struct
  {
    HammerFormat format;
    const char  *names;
  } cases[] = {
    { HAMMER_FORMAT_ROUND_ROBIN, "match-points head-to-head game-difference point-difference" },
    { HAMMER_FORMAT_GROUPS, "match-points head-to-head game-difference point-difference" },
    { HAMMER_FORMAT_SWISS, "match-points buchholz median-buchholz sonneborn-berger" },
    { HAMMER_FORMAT_SINGLE_ELIMINATION, "match-points wins games-won point-difference" },
    { HAMMER_FORMAT_DOUBLE_ELIMINATION, "match-points wins games-won point-difference" },
    { HAMMER_FORMAT_SERIES, "total-points best-game" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      guint n = hammer_tie_breakers_default (cases[c].format, out);
      g_autoptr(GString) names = g_string_new (NULL);

      g_assert_cmpuint (n, <=, HAMMER_N_TIE_BREAKERS);
      for (guint k = 0; k < n; k++)
        g_string_append_printf (names, "%s%s", k > 0 ? " " : "",
                                hammer_tie_breaker_to_string (out[k]));
      g_assert_cmpstr (names->str, ==, cases[c].names);
    }
}

static void
test_standings_counts (void)
{
  g_autoptr(Results) results = results_new (10);
  g_autoptr(GArray) rows = NULL;
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS };
  const HammerStandingsRow *row;

  /* 0 beats 1 2-1 (games) 40-33, draws 2 1-1 30-30, loses to 3 0-2 20-42. */
  add_match (results, 0, 1, 0, 2, 1, 40, 33);
  add_match (results, 0, 2, -1, 1, 1, 30, 30);
  add_match (results, 3, 0, 0, 2, 0, 42, 20);
  rows = compute (results, 4, order, 1, NULL);

  row = row_of (rows, 0);
  g_assert_cmpuint (row->played, ==, 3);
  g_assert_cmpuint (row->wins, ==, 1);
  g_assert_cmpuint (row->draws, ==, 1);
  g_assert_cmpuint (row->losses, ==, 1);
  g_assert_cmpfloat (row->match_points, ==, 3);
  g_assert_cmpint (row->games_won, ==, 3);
  g_assert_cmpint (row->games_lost, ==, 4);
  g_assert_cmpint (row->points_for, ==, 90);
  g_assert_cmpint (row->points_against, ==, 105);
  g_assert_cmpuint (row->n_games, ==, 7);
  /* Opponents: 1 (0), 2 (1), 3 (2). */
  g_assert_cmpfloat (row->buchholz, ==, 3);
  g_assert_cmpfloat (row->median_buchholz, ==, 1);
  g_assert_cmpfloat (row->sonneborn_berger, ==, 0 + 0.5);
  g_assert_cmpuint (place_of (rows, 0), ==, 1);
  g_assert_cmpuint (place_of (rows, 3), ==, 2);
  g_assert_cmpuint (place_of (rows, 2), ==, 3);
  g_assert_cmpuint (place_of (rows, 1), ==, 4);
  g_clear_pointer (&rows, g_array_unref);

  /* Other points per result. */
  {
    HammerStandingsOptions options;

    hammer_standings_options_init (&options);
    g_assert_cmpfloat (options.win_points, ==, 2);
    g_assert_cmpfloat (options.draw_points, ==, 1);
    g_assert_cmpfloat (options.bye_points, ==, 2);
    options.win_points = 3;
    options.draw_points = 1;
    rows = compute (results, 4, order, 1, &options);
    g_assert_cmpfloat (row_of (rows, 0)->match_points, ==, 4);
    g_assert_cmpfloat (row_of (rows, 3)->match_points, ==, 3);
    g_assert_cmpuint (place_of (rows, 0), ==, 1);
    g_assert_cmpuint (place_of (rows, 3), ==, 2);
  }
}

static void
test_standings_shared_places (void)
{
  g_autoptr(Results) results = results_new (4);
  g_autoptr(GArray) rows = NULL;
  g_autofree char *text = NULL;
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS };

  /* 0 on 4, 1 and 2 on 2, 3 on 0. */
  add_win (results, 0, 1);
  add_win (results, 0, 2);
  add_win (results, 1, 3);
  add_win (results, 2, 3);
  rows = compute (results, 4, order, 1, NULL);
  text = table_text (rows, 4);
  g_assert_cmpstr (text, ==, "0:1 1:2 2:2 3:4");
  g_clear_pointer (&rows, g_array_unref);
  g_clear_pointer (&text, g_free);

  /* No tie-breakers: everybody shares first place. */
  rows = compute (results, 4, NULL, 0, NULL);
  text = table_text (rows, 4);
  g_assert_cmpstr (text, ==, "0:1 1:1 2:1 3:1");
}

static void
test_standings_wins (void)
{
  g_autoptr(Results) results = results_new (2);
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_WINS };

  /* 0: a win and a loss; 1: two draws. Both on 2. */
  add_win (results, 0, results->next_dummy++);
  add_win (results, results->next_dummy++, 0);
  add_score (results, 1, 0, 2);
  assert_breaks (results, results->next_dummy, 0, 1, order, 2);
}

static void
test_standings_games (void)
{
  g_autoptr(Results) results = results_new (4);
  HammerTieBreaker won[] = { HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_WINS, HAMMER_TIE_GAMES_WON };
  HammerTieBreaker difference[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_GAMES_WON, HAMMER_TIE_GAME_DIFFERENCE,
  };

  /* 0 won a match 2-1 and lost one 1-2: 3 games won; 1 won 2-0 and lost
   * 0-2: 2 games won. */
  add_match (results, 0, results->next_dummy++, 0, 2, 1, 40, 35);
  add_match (results, 0, results->next_dummy++, 1, 1, 2, 35, 40);
  add_match (results, 1, results->next_dummy++, 0, 2, 0, 40, 20);
  add_match (results, 1, results->next_dummy++, 1, 0, 2, 20, 40);
  assert_breaks (results, results->next_dummy, 0, 1, won, 3);
  g_clear_pointer (&results, results_free);

  /* Both won one match, 2 games each, but 2 lost a game on the way. */
  results = results_new (4);
  add_match (results, 2, results->next_dummy++, 0, 2, 0, 30, 20);
  add_match (results, 3, results->next_dummy++, 0, 2, 1, 45, 40);
  assert_breaks (results, results->next_dummy, 2, 3, difference, 3);
}

static void
test_standings_point_difference (void)
{
  g_autoptr(Results) results = results_new (2);
  HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_GAME_DIFFERENCE, HAMMER_TIE_POINT_DIFFERENCE,
  };
  HammerTieBreaker total[] = { HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_TOTAL_POINTS };

  add_match (results, 0, results->next_dummy++, 0, 1, 0, 15, 10);
  add_match (results, 1, results->next_dummy++, 0, 1, 0, 21, 19);
  /* +5 beats +2, although 1 scored more. */
  assert_breaks (results, results->next_dummy, 0, 1, order, 3);
  assert_breaks (results, results->next_dummy, 1, 0, total, 2);
}

static void
test_standings_head_to_head (void)
{
  g_autoptr(Results) results = results_new (4);
  g_autoptr(GArray) rows = NULL;
    HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD, HAMMER_TIE_POINT_DIFFERENCE,
  };

  /* 0, 1 and 3 on 2: 0 beat 1, 3 beat 0. Among the three, 0 and 3 have
   * a win each and 3 beat 0; 1 is last although its point difference is
   * the best. */
  add_match (results, 0, 1, 0, 1, 0, 15, 14);
  add_match (results, 1, 2, 0, 1, 0, 15, 0);
  add_match (results, 3, 0, 0, 1, 0, 15, 14);
  assert_breaks (results, results->next_dummy, 0, 1, order, 2);
  rows = compute (results, results->next_dummy, order, 3, NULL);
  g_assert_cmpuint (place_of (rows, 3), ==, 1);
  g_assert_cmpuint (place_of (rows, 0), ==, 2);
  g_assert_cmpuint (place_of (rows, 1), ==, 3);
}

static void
test_standings_head_to_head_cycle (void)
{
  g_autoptr(Results) results = results_new (3);
  g_autoptr(GArray) rows = NULL;
  g_autofree char *text = NULL;
  HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD, HAMMER_TIE_POINT_DIFFERENCE,
  };

  /* 0 beat 1 15-5, 1 beat 2 15-10, 2 beat 0 15-13: the mini-table is level,
   * so the point difference decides: 0 +8, 2 -3, 1 -5. */
  add_match (results, 0, 1, 0, 1, 0, 15, 5);
  add_match (results, 1, 2, 0, 1, 0, 15, 10);
  add_match (results, 2, 0, 0, 1, 0, 15, 13);
  rows = compute (results, 3, order, 3, NULL);
  text = table_text (rows, 3);
  g_assert_cmpstr (text, ==, "0:1 2:2 1:3");
  g_clear_pointer (&rows, g_array_unref);
  g_clear_pointer (&text, g_free);

  /* Without anything after head-to-head they share the place. */
  rows = compute (results, 3, order, 2, NULL);
  text = table_text (rows, 3);
  g_assert_cmpstr (text, ==, "0:1 1:1 2:1");
}

static void
test_standings_head_to_head_again (void)
{
  g_autoptr(Results) results = results_new (4);
  g_autoptr(GArray) rows = NULL;
  g_autofree char *text = NULL;
  HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD, HAMMER_TIE_POINT_DIFFERENCE,
  };

  /* Four level on 6. Among them: 0 beat 1 and 3, lost to 2; 1 beat 2 and
   * drew 3; 2 drew 3. Mini-table: 0 4, 1 3, 2 3, 3 2. 1 and 2 are level
   * there, and their own match (1 won) decides before the point
   * difference, which favours 2. */
  add_win (results, 0, 1);
  add_win (results, 0, 3);
  add_win (results, 2, 0);
  add_win (results, 1, 2);
  add_draw (results, 1, 3);
  add_draw (results, 2, 3);
  add_score (results, 0, 1, 0);
  add_score (results, 1, 1, 1);
  add_score (results, 3, 2, 0);
  add_match (results, 2, results->next_dummy++, -1, 0, 0, 40, 0);
  add_score (results, 2, 1, 0);
  rows = compute (results, results->next_dummy, order, 3, NULL);
  for (int e = 0; e < 4; e++)
    g_assert_cmpfloat (row_of (rows, e)->match_points, ==, 6);
  text = table_text (rows, 4);
  g_assert_cmpstr (text, ==, "0:1 1:2 2:3 3:4");
}

static void
test_standings_buchholz (void)
{
  g_autoptr(Results) results = results_new (4);
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_BUCHHOLZ };
  g_autoptr(GArray) rows = NULL;

  /* 0 beat 2, who won twice more; 1 beat 3, who won nothing else. */
  add_win (results, 0, 2);
  add_score (results, 2, 2, 0);
  add_win (results, 1, 3);
  assert_breaks (results, results->next_dummy, 0, 1, order, 2);
  rows = compute (results, results->next_dummy, order, 2, NULL);
  g_assert_cmpfloat (row_of (rows, 0)->buchholz, ==, 4);
  g_assert_cmpfloat (row_of (rows, 1)->buchholz, ==, 0);
}

static void
test_standings_median_buchholz (void)
{
  g_autoptr(Results) results = results_new (8);
  HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_BUCHHOLZ, HAMMER_TIE_MEDIAN_BUCHHOLZ,
  };
  g_autoptr(GArray) rows = NULL;

  /* 0 beat opponents on 4, 2, 0 (Buchholz 6, median 2); 1 beat opponents
   * on 3, 3, 0 (Buchholz 6, median 3). */
  add_win (results, 0, 2);
  add_win (results, 0, 3);
  add_win (results, 0, 4);
  add_score (results, 2, 2, 0);
  add_score (results, 3, 1, 0);
  add_win (results, 1, 5);
  add_win (results, 1, 6);
  add_win (results, 1, 7);
  add_score (results, 5, 1, 1);
  add_score (results, 6, 1, 1);
  assert_breaks (results, results->next_dummy, 1, 0, order, 3);
  rows = compute (results, results->next_dummy, order, 3, NULL);
  g_assert_cmpfloat (row_of (rows, 0)->median_buchholz, ==, 2);
  g_assert_cmpfloat (row_of (rows, 1)->median_buchholz, ==, 3);
}

static void
test_standings_sonneborn_berger (void)
{
  g_autoptr(Results) results = results_new (6);
  HammerTieBreaker order[] = {
    HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_BUCHHOLZ, HAMMER_TIE_MEDIAN_BUCHHOLZ,
    HAMMER_TIE_SONNEBORN_BERGER,
  };
  g_autoptr(GArray) rows = NULL;

  /* 0 beat 2 (4 in the end) and lost to 3 (2); 1 lost to 4 (4) and beat
   * 5 (2). Same points, same Buchholz; 0 beat the stronger one. */
  add_win (results, 0, 2);
  add_score (results, 2, 2, 0);
  add_win (results, 3, 0);
  add_win (results, 4, 1);
  add_score (results, 4, 1, 0);
  add_win (results, 1, 5);
  add_score (results, 5, 1, 0);
  assert_breaks (results, results->next_dummy, 0, 1, order, 4);
  rows = compute (results, results->next_dummy, order, 4, NULL);
  g_assert_cmpfloat (row_of (rows, 0)->sonneborn_berger, ==, 4);
  g_assert_cmpfloat (row_of (rows, 1)->sonneborn_berger, ==, 2);
  g_clear_pointer (&results, results_free);
  g_clear_pointer (&rows, g_array_unref);

  /* A draw counts half the opponent's score. */
  results = results_new (2);
  add_draw (results, 0, 1);
  add_score (results, 1, 2, 0);
  rows = compute (results, results->next_dummy, order, 4, NULL);
  g_assert_cmpfloat (row_of (rows, 0)->sonneborn_berger, ==, 2.5);
  g_assert_cmpfloat (row_of (rows, 1)->sonneborn_berger, ==, 0.5 + 0 + 0);
}

static void
test_standings_byes (void)
{
  g_autoptr(Results) results = results_new (3);
  g_autoptr(GArray) rows = NULL;
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_BUCHHOLZ };
  HammerStandingsOptions options;
  const HammerStandingsRow *row;

  /* 0: a bye and a win over 1; 2: two wins over 1's level. */
  add_bye (results, 0);
  add_win (results, 0, 1);
  add_win (results, 2, 1);
  add_bye (results, 1);
  rows = compute (results, 3, order, 2, NULL);
  row = row_of (rows, 0);
  /* A bye is no match: neither played nor won, only its points count. */
  g_assert_cmpuint (row->played, ==, 1);
  g_assert_cmpuint (row->wins, ==, 1);
  g_assert_cmpfloat (row->match_points, ==, 4);
  g_assert_cmpuint (row_of (rows, 1)->played, ==, 2);
  g_assert_cmpuint (row_of (rows, 1)->wins, ==, 0);
  g_assert_cmpuint (row_of (rows, 1)->losses, ==, 2);
  g_assert_cmpint (row->games_won, ==, 1);
  g_assert_cmpuint (row->n_games, ==, 1);
  /* The bye adds nothing to Buchholz: only 1's score (a bye: 2). */
  g_assert_cmpfloat (row->buchholz, ==, 2);
  g_assert_cmpfloat (row_of (rows, 1)->match_points, ==, 2);
  g_assert_cmpfloat (row_of (rows, 1)->buchholz, ==, 4 + 2);
  g_clear_pointer (&rows, g_array_unref);

  /* A bye worth a draw. */
  hammer_standings_options_init (&options);
  options.bye_points = options.draw_points;
  rows = compute (results, 3, order, 2, &options);
  g_assert_cmpfloat (row_of (rows, 0)->match_points, ==, 3);
  g_assert_cmpfloat (row_of (rows, 1)->match_points, ==, 1);
  g_assert_cmpuint (place_of (rows, 0), ==, 1);
  g_assert_cmpuint (place_of (rows, 2), ==, 2);
}

/* A walkover, like a bye, is no match played, for either side; the side
 * that stayed gets a win's match points for it. */
static void
test_standings_walkover (void)
{
  g_autoptr(Results) results = results_new (2);
  g_autoptr(GArray) rows = NULL;
  HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS };
  HammerStandingsMatch *match;

  add_bye (results, 0);
  match = &g_array_index (results->matches, HammerStandingsMatch, 0);
  match->walkover = TRUE;
  add_bye (results, 1);
  rows = compute (results, 2, order, 1, NULL);
  g_assert_cmpuint (row_of (rows, 0)->played, ==, 0);
  g_assert_cmpuint (row_of (rows, 0)->wins, ==, 0);
  g_assert_cmpuint (row_of (rows, 0)->losses, ==, 0);
  g_assert_cmpfloat (row_of (rows, 0)->match_points, ==, 2);
  g_assert_cmpuint (row_of (rows, 1)->played, ==, 0);
  g_assert_cmpuint (row_of (rows, 1)->wins, ==, 0);
  g_assert_cmpfloat (row_of (rows, 1)->match_points, ==, 2);
}

/* "3" alone, "3=" shared. */
static void
test_standings_place_label (void)
{
  g_autofree char *alone = hammer_standings_place_label (3, FALSE);
  g_autofree char *shared = hammer_standings_place_label (3, TRUE);

  g_assert_cmpstr (alone, ==, "3");
  g_assert_cmpstr (shared, ==, "3=");
}

static void
test_standings_series (void)
{
  g_autoptr(Results) results = results_new (5);
  g_autoptr(GArray) rows = NULL;
  g_autofree char *text = NULL;
  HammerTieBreaker order[HAMMER_N_TIE_BREAKERS];
  guint n_order = hammer_tie_breakers_default (HAMMER_FORMAT_SERIES, order);
  const int a[] = { 30, 30, 40 };    /* 100: best 40, then 30 */
  const int b[] = { 35, 35, 30 };    /* 100: best 35 */
  const int c[] = { 40, 25, 35 };    /* 100: best 40, then 35 */
  const int d[] = { 30, 40, 30 };    /* 100: as a */
  const int e[] = { 50, 50, 1 };     /* 101: the total comes first */

  add_series (results, 0, a, 3);
  add_series (results, 1, b, 3);
  add_series (results, 2, c, 3);
  add_series (results, 3, d, 3);
  add_series (results, 4, e, 3);
  rows = compute (results, 5, order, n_order, NULL);
  text = table_text (rows, 5);
  g_assert_cmpstr (text, ==, "4:1 2:2 0:3 3:3 1:5");
  g_assert_cmpint (row_of (rows, 2)->best_game, ==, 40);
  g_assert_cmpint (row_of (rows, 2)->points_for, ==, 100);
  g_assert_cmpuint (row_of (rows, 2)->n_games, ==, 3);
  g_assert_cmpuint (row_of (rows, 2)->played, ==, 1);
  g_assert_cmpuint (row_of (rows, 2)->wins + row_of (rows, 2)->losses, ==, 0);
  g_clear_pointer (&rows, g_array_unref);
  g_clear_pointer (&text, g_free);

  /* Two series of one player add up; one game more wins a tie of the
   * games before it. */
  {
    const int more[] = { 40, 30 };
    const int tail[] = { 30, 1 };

    add_series (results, 3, more, 2);
    add_series (results, 0, tail, 2);
    rows = compute (results, 5, order, n_order, NULL);
    g_assert_cmpint (row_of (rows, 3)->points_for, ==, 170);
    g_assert_cmpint (row_of (rows, 0)->points_for, ==, 131);
    g_assert_cmpuint (row_of (rows, 3)->n_games, ==, 5);
    g_assert_cmpuint (place_of (rows, 3), ==, 1);
  }
}

static void
test_standings_best_game_lengths (void)
{
  g_autoptr(Results) results = results_new (2);
  g_autoptr(GArray) rows = NULL;
  HammerTieBreaker order[] = { HAMMER_TIE_BEST_GAME };
  const int a[] = { 40, 30 };
  const int b[] = { 40, 30, 0 };

  /* Level game by game until a runs out: b has one more game. */
  add_series (results, 0, a, 2);
  add_series (results, 1, b, 3);
  rows = compute (results, 2, order, 1, NULL);
  g_assert_cmpuint (place_of (rows, 1), ==, 1);
  g_assert_cmpuint (place_of (rows, 0), ==, 2);
}

static void
test_standings_bad_match (void)
{
  /* An entrant out of range is a caller's bug: warned about, and the
   * match left out. */
  if (g_test_subprocess ())
    {
      g_autoptr(Results) results = results_new (2);
      g_autoptr(GArray) rows = NULL;
      HammerTieBreaker order[] = { HAMMER_TIE_MATCH_POINTS };

      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      add_win (results, 0, 1);
      add_win (results, 1, 7);
      rows = compute (results, 2, order, 1, NULL);
      g_assert_cmpuint (row_of (rows, 1)->played, ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*match 1 has an entrant or a winner out of range*");
}

/* A double round robin of 200 with random results, best of 3 to 15. */
static void
test_standings_double_round_robin (void)
{
  const guint n = 200;
  g_autoptr(GRand) rand = g_rand_new_with_seed (200);
  g_autoptr(Results) results = results_new (n);
  g_autoptr(GArray) rows = NULL;
  g_autofree double *points = g_new0 (double, n);
  HammerTieBreaker order[HAMMER_N_TIE_BREAKERS];
  guint n_order = hammer_tie_breakers_default (HAMMER_FORMAT_ROUND_ROBIN, order);
  guint wins = 0, losses = 0, draws = 0;
  gint64 start;

  for (int leg = 0; leg < 2; leg++)
    for (guint a = 0; a < n; a++)
      for (guint b = a + 1; b < n; b++)
        {
          int home = leg == 0 ? (int) a : (int) b;
          int away = leg == 0 ? (int) b : (int) a;
          int first = g_rand_boolean (rand) ? 0 : 1;
          int second_games = g_rand_int_range (rand, 0, 2);
          int winner_points = 15 * 2 + (second_games ? g_rand_int_range (rand, 0, 15) : 0);
          int loser_points = g_rand_int_range (rand, 0, 15) +
                             g_rand_int_range (rand, 0, 15) * second_games;

          if (first == 0)
            add_match (results, home, away, 0, 2, second_games, winner_points, loser_points);
          else
            add_match (results, home, away, 1, second_games, 2, loser_points, winner_points);
        }

  start = g_get_monotonic_time ();
  rows = compute (results, n, order, n_order, NULL);
  g_test_message ("200-team double round robin: %.2f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  for (guint k = 0; k < n; k++)
    {
      const HammerStandingsRow *row = &g_array_index (rows, HammerStandingsRow, k);

      g_assert_cmpuint (row->played, ==, 2 * (n - 1));
      wins += row->wins;
      losses += row->losses;
      draws += row->draws;
      points[row->entrant] = row->match_points;
      if (k > 0)
        {
          const HammerStandingsRow *prev = &g_array_index (rows, HammerStandingsRow, k - 1);

          g_assert_cmpfloat (prev->match_points, >=, row->match_points);
          g_assert_cmpuint (prev->place, <=, row->place);
          g_assert_cmpuint (row->place, <=, k + 1);
          if (prev->place == row->place)
            g_assert_cmpfloat (prev->match_points, ==, row->match_points);
        }
      else
        g_assert_cmpuint (row->place, ==, 1);
    }
  g_assert_cmpuint (wins, ==, losses);
  g_assert_cmpuint (wins, ==, n * (n - 1));
  g_assert_cmpuint (draws, ==, 0);

  /* Everyone met everyone twice: Buchholz is twice the others' points. */
  for (guint k = 0; k < n; k++)
    {
      const HammerStandingsRow *row = &g_array_index (rows, HammerStandingsRow, k);
      double expected = 0;

      for (guint e = 0; e < n; e++)
        if ((int) e != row->entrant)
          expected += 2 * points[e];
      g_assert_cmpfloat_with_epsilon (row->buchholz, expected, 1e-6);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/standings/names", test_standings_names);
  g_test_add_func ("/standings/defaults", test_standings_defaults);
  g_test_add_func ("/standings/counts", test_standings_counts);
  g_test_add_func ("/standings/shared-places", test_standings_shared_places);
  g_test_add_func ("/standings/tie/wins", test_standings_wins);
  g_test_add_func ("/standings/tie/games", test_standings_games);
  g_test_add_func ("/standings/tie/point-difference", test_standings_point_difference);
  g_test_add_func ("/standings/tie/head-to-head", test_standings_head_to_head);
  g_test_add_func ("/standings/tie/head-to-head-cycle", test_standings_head_to_head_cycle);
  g_test_add_func ("/standings/tie/head-to-head-again", test_standings_head_to_head_again);
  g_test_add_func ("/standings/tie/buchholz", test_standings_buchholz);
  g_test_add_func ("/standings/tie/median-buchholz", test_standings_median_buchholz);
  g_test_add_func ("/standings/tie/sonneborn-berger", test_standings_sonneborn_berger);
  g_test_add_func ("/standings/byes", test_standings_byes);
  g_test_add_func ("/standings/walkover", test_standings_walkover);
  g_test_add_func ("/standings/place-label", test_standings_place_label);
  g_test_add_func ("/standings/series", test_standings_series);
  g_test_add_func ("/standings/series/lengths", test_standings_best_game_lengths);
  g_test_add_func ("/standings/bad-match", test_standings_bad_match);
  g_test_add_func ("/standings/double-round-robin", test_standings_double_round_robin);

  return g_test_run ();
}
