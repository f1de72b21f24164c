/* test-rules.c — properties and units of the rules module, and hammer-cli rules/score
 *
 * The expectations here are computed by the test itself: zone sums by brute
 * force over multisets of zones, sjoelbak points by taking sets out one at a
 * time, and whole games by a direct simulation written apart from the module.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "hammer-core.h"

#define SEED 20250611

/* Helpers */

static HammerMatch *
match_for (const char *id,
           const char *options_json)
{
  const HammerRules *rules = hammer_rules_lookup (id, NULL);
  g_autoptr(GError) violation = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *json = NULL;
  HammerOptions options;

  g_assert_nonnull (rules);
  json = g_strdelimit (g_strdup (options_json != NULL ? options_json : "{}"), "'", '"');
  node = json_from_string (json, &error);
  g_assert_no_error (error);
  if (!hammer_options_from_json (rules, json_node_get_object (node), &options, &violation))
    g_error ("options %s refused: %s", options_json, violation->message);
  return hammer_match_new (rules, &options);
}

static HammerMatch *
score (const char       *text,
       GError          **violation)
{
  g_autofree char *json = g_strdelimit (g_strdup (text), "'", '"');
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_from_string (json, &error);

  g_assert_no_error (error);
  return hammer_match_new_from_json (root, NULL, violation);
}

static gboolean
points_accepted (HammerMatch *match,
                 const int   *points)
{
  g_autoptr(GError) violation = NULL;
  HammerEndEntry entry = { 0, };
  gboolean ok;

  entry.n_sides = hammer_match_get_n_sides (match);
  entry.points = points;
  ok = hammer_match_check_end (match, &entry, &violation);
  if (!ok)
    {
      g_assert_nonnull (violation);
      g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_IMPOSSIBLE_POINTS);
    }
  return ok;
}

/* Brute force over multisets of zones */

#define SUM_OFFSET 1000
#define SUM_SIZE   3000

typedef struct
{
  const char *id;
  const char *options;
  int         values[HAMMER_MAX_ZONES];   /* the zone values as the rule texts give them */
  const char *names[HAMMER_MAX_ZONES];
  gboolean    qualifying[HAMMER_MAX_ZONES];
  int         n_values;
  int         weights;
  gboolean    leader_only;
  gboolean    opening;                    /* a turn only scores with a qualifying weight */
  gboolean    alone[HAMMER_MAX_ZONES];    /* scores only as the one weight of the end */
} ZoneCase;

typedef struct
{
  const ZoneCase *zc;
  gboolean       *reach;
  int             chosen[HAMMER_MAX_WEIGHTS];
  HammerMatch    *match;
  guint           n_multisets;
} Enumeration;

static int
multiset_points (const ZoneCase *zc,
                 const int      *chosen,
                 int             n)
{
  int sum = 0;
  gboolean opened = !zc->opening;

  for (int i = 0; i < n; i++)
    {
      sum += zc->values[chosen[i]];
      opened = opened || zc->qualifying[chosen[i]];
    }
  return opened ? sum : 0;
}

/* Visits every multiset of at most zc->weights zones (zone indices in
 * non-decreasing order), recording its points and checking that the module
 * accepts it as zones and as zones plus agreeing points. */
static void
enumerate (Enumeration *en,
           int          depth,
           int          from)
{
  const ZoneCase *zc = en->zc;
  int points = multiset_points (zc, en->chosen, depth);
  g_autoptr(GError) violation = NULL;
  int n_zones[2] = { depth, 0 };
  int raw[2] = { points, 0 };
  HammerEndEntry entry = { 2, NULL, NULL, NULL, n_zones, en->chosen };
  gboolean with_others = FALSE;

  for (int i = 0; i < depth; i++)
    with_others = with_others || (zc->alone[en->chosen[i]] && depth > 1);

  en->n_multisets++;
  if (with_others)
    {
      /* A zone that scores alone beside any other weight cannot happen. */
      if (hammer_match_check_end (en->match, &entry, &violation))
        g_error ("%s: a zone that scores alone accepted beside others", zc->id);
      g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_IMPOSSIBLE_ZONES);
    }
  else
    {
      en->reach[SUM_OFFSET + points] = TRUE;
      if (!hammer_match_check_end (en->match, &entry, &violation))
        g_error ("%s: zones refused: %s", zc->id, violation->message);
      entry.points = raw;
      if (!hammer_match_check_end (en->match, &entry, &violation))
        g_error ("%s: zones with their points %d refused: %s", zc->id, points,
                 violation->message);
    }

  if (depth == zc->weights)
    return;
  for (int z = from; z < zc->n_values; z++)
    {
      en->chosen[depth] = z;
      enumerate (en, depth + 1, z);
    }
}

static const ZoneCase zone_cases[] = {
  { "table", "{}", { 1, 2, 3, 4 }, { "1", "2", "3", "hanger" }, { 0, }, 4, 4, TRUE, FALSE },
  { "table", "{'hanger': 5}", { 1, 2, 3, 5 }, { "1", "2", "3", "hanger" }, { 0, }, 4, 4, TRUE,
    FALSE },
  { "table", "{'hanger': 3}", { 1, 2, 3, 3 }, { "1", "2", "3", "hanger" }, { 0, }, 4, 4, TRUE,
    FALSE },
  { "table", "{'hanger': 13, 'team_size': 2}", { 1, 2, 3, 13 }, { "1", "2", "3", "hanger" },
    { 0, }, 4, 4, TRUE, FALSE },
  { "shovelboard", "{}", { 1, 2, 3, 1 }, { "1", "2", "3", "nearest" }, { 0, }, 4, 4, FALSE,
    FALSE, { FALSE, FALSE, FALSE, TRUE } },
  { "court", "{}", { 10, 8, 7, -10 }, { "10", "8", "7", "10-off" }, { 0, }, 4, 4, FALSE, FALSE },
  { "court", "{'team_size': 2}", { 10, 8, 7, -10 }, { "10", "8", "7", "-10" }, { 0, }, 4, 4,
    FALSE, FALSE },
  { "deck", "{}", { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -10 },
    { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "10-off" }, { 0, }, 11, 4, FALSE, FALSE },
  /* A corner scores as a hanger unless set apart. */
  { "horse-collar", "{}", { 1, 2, 3, 5, 4, 4 }, { "1", "2", "3", "5", "hanger", "corner" },
    { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE }, 6, 8, FALSE, TRUE },
  { "horse-collar", "{'hanger': 13, 'sides': 2}", { 1, 2, 3, 5, 13, 13 },
    { "1", "2", "3", "5", "hanger", "corner" }, { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE }, 6, 8,
    FALSE, TRUE },
  { "horse-collar", "{'hanger': 26}", { 1, 2, 3, 5, 26, 26 },
    { "1", "2", "3", "5", "hanger", "corner" }, { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE }, 6, 8,
    FALSE, TRUE },
  { "horse-collar", "{'hanger': 13, 'corner': 26}", { 1, 2, 3, 5, 13, 26 },
    { "1", "2", "3", "5", "hanger", "corner" }, { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE }, 6, 8,
    FALSE, TRUE },
};

static void
test_zone_sums (gconstpointer data)
{
  const ZoneCase *zc = data;
  g_autoptr(HammerMatch) match = match_for (zc->id, zc->options);
  g_autofree gboolean *reach = g_new0 (gboolean, SUM_SIZE);
  const HammerRules *rules = hammer_match_get_rules (match);
  Enumeration en = { zc, reach, { 0, }, match, 0 };
  int lowest = 0, highest = 0, accepted = 0;

  /* The zone names of the test are the rule texts'; they must be the
   * module's, in this order. */
  g_assert_cmpint (rules->n_zones, ==, zc->n_values);
  for (int z = 0; z < zc->n_values; z++)
    g_assert_cmpint (hammer_rules_find_zone (rules, zc->names[z]), ==, z);

  enumerate (&en, 0, 0);
  for (int i = 0; i < SUM_SIZE; i++)
    if (reach[i])
      {
        lowest = MIN (lowest, i - SUM_OFFSET);
        highest = MAX (highest, i - SUM_OFFSET);
      }

  for (int v = lowest - 5; v <= highest + 5; v++)
    {
      gboolean expected = v >= -SUM_OFFSET && reach[SUM_OFFSET + v];
      int left[2] = { v, 0 }, right[2] = { 0, v };

      if (points_accepted (match, left) != expected || points_accepted (match, right) != expected)
        g_error ("%s %s: %d should be %s", zc->id, zc->options, v,
                 expected ? "accepted" : "refused");
      accepted += expected;
    }

  g_test_message ("%s %s: %u multisets, %d possible sums from %d to %d", zc->id, zc->options,
                  en.n_multisets, accepted, lowest, highest);
  g_assert_cmpint (accepted, >, 0);
}

/* The examples of docs/ARCHITECTURE.md ("Rules decisions") and the brief,
 * checked against the brute force
 * above rather than against the module. */
static void
test_zone_sums_examples (void)
{
  struct { const char *id; const char *options; int value; gboolean possible; } examples[] = {
    { "table", "{}", 16, TRUE }, { "table", "{}", 17, FALSE },
    { "table", "{'hanger': 5}", 19, FALSE }, { "table", "{'hanger': 5}", 20, TRUE },
    { "court", "{}", 39, FALSE }, { "court", "{}", 19, FALSE }, { "court", "{}", 9, FALSE },
    { "court", "{}", 1, FALSE }, { "court", "{}", 2, FALSE }, { "court", "{}", 3, FALSE },
    { "court", "{}", -1, FALSE }, { "court", "{}", 40, TRUE }, { "court", "{}", -40, TRUE },
    { "deck", "{}", -35, FALSE }, { "deck", "{}", -31, FALSE }, { "deck", "{}", -39, FALSE },
    { "deck", "{}", -30, TRUE }, { "deck", "{}", -40, TRUE },
    { "horse-collar", "{}", 1, FALSE }, { "horse-collar", "{}", 2, FALSE },
    { "horse-collar", "{}", 3, TRUE }, { "horse-collar", "{}", 0, TRUE },
    { "horse-collar", "{}", 40, TRUE }, { "horse-collar", "{}", 41, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autoptr(HammerMatch) match = match_for (examples[i].id, examples[i].options);
      int points[2] = { examples[i].value, 0 };

      g_assert_cmpint (points_accepted (match, points), ==, examples[i].possible);
    }
}

/* Sjoelbak: the set formula against taking sets out one by one */

static int
sjoelbak_brute (const int counts[4])
{
  int c[4] = { counts[0], counts[1], counts[2], counts[3] };
  int points = 0;

  while (c[0] > 0 && c[1] > 0 && c[2] > 0 && c[3] > 0)
    {
      points += 20;
      for (int i = 0; i < 4; i++)
        c[i]--;
    }
  return points + 1 * c[0] + 2 * c[1] + 3 * c[2] + 4 * c[3];
}

typedef struct
{
  gboolean reach[200];
  int      min_disks[200];
  int      ways[200];
  int      way[200][4];
} SjoelbakTable;

static void
sjoelbak_table (int            disks,
                SjoelbakTable *table)
{
  memset (table, 0, sizeof *table);
  for (int p = 0; p < 200; p++)
    table->min_disks[p] = G_MAXINT;

  for (int a = 0; a <= disks; a++)
    for (int b = 0; a + b <= disks; b++)
      for (int c = 0; a + b + c <= disks; c++)
        for (int d = 0; a + b + c + d <= disks; d++)
          {
            int counts[4] = { a, b, c, d };
            int points = sjoelbak_brute (counts);

            g_assert_cmpint (hammer_sjoelbak_points (counts), ==, points);
            g_assert_cmpint (points, <, 200);
            table->reach[points] = TRUE;
            table->min_disks[points] = MIN (table->min_disks[points], a + b + c + d);
            table->ways[points]++;
            memcpy (table->way[points], counts, sizeof counts);
          }
}

static void
test_sjoelbak_brute_force (void)
{
  g_autofree SjoelbakTable *table = g_new (SjoelbakTable, 1);
  g_autoptr(HammerMatch) match = match_for ("sjoelbak", "{}");
  int disks = 0;

  sjoelbak_table (30, table);

  /* Rules decisions (docs/ARCHITECTURE.md): every total from 0 to 148 is
   * reachable with 30 disks; 145–148 need all 30. In compartments 1, 2, 3, 4,
   * 147 is only 7, 7, 8, 8 and 148 only 7, 7, 7, 9. */
  for (int p = 0; p <= 148; p++)
    g_assert_true (table->reach[p]);
  for (int p = 149; p < 200; p++)
    g_assert_false (table->reach[p]);
  for (int p = 0; p < 145; p++)
    g_assert_cmpint (table->min_disks[p], <, 30);
  for (int p = 145; p <= 148; p++)
    g_assert_cmpint (table->min_disks[p], ==, 30);
  g_assert_cmpint (table->ways[147], ==, 1);
  g_assert_cmpint (table->way[147][0], ==, 7);
  g_assert_cmpint (table->way[147][1], ==, 7);
  g_assert_cmpint (table->way[147][2], ==, 8);
  g_assert_cmpint (table->way[147][3], ==, 8);
  g_assert_cmpint (table->ways[148], ==, 1);
  g_assert_cmpint (table->way[148][0], ==, 7);
  g_assert_cmpint (table->way[148][1], ==, 7);
  g_assert_cmpint (table->way[148][2], ==, 7);
  g_assert_cmpint (table->way[148][3], ==, 9);

  /* The module agrees on every total… */
  for (int p = -3; p < 200; p++)
    {
      int points[2] = { p, 0 };

      g_assert_cmpint (points_accepted (match, points), ==, p >= 0 && table->reach[p]);
    }

  /* …and on every way to fill the compartments with at most 30 disks, with
   * and without the agreeing total; one disk more is refused. */
  for (int a = 0; a <= 31; a++)
    for (int b = 0; a + b <= 31; b++)
      for (int c = 0; a + b + c <= 31; c++)
        for (int d = 0; a + b + c + d <= 31; d++)
          {
            g_autoptr(GError) violation = NULL;
            int counts[8] = { a, b, c, d, 0, 0, 0, 0 };
            int totals[2] = { sjoelbak_brute (counts), 0 };
            HammerEndEntry entry = { 2, NULL, NULL, counts, NULL, NULL };
            gboolean ok;

            disks = a + b + c + d;
            ok = hammer_match_check_end (match, &entry, &violation);
            if (disks > 30)
              {
                g_assert_false (ok);
                g_assert_cmpstr (hammer_error_get_reason (violation), ==,
                                 HAMMER_REASON_TOO_MANY_DISKS);
                g_assert_cmpint (hammer_error_get_side (violation), ==, 0);
                continue;
              }
            g_assert_true (ok);
            entry.points = totals;
            g_assert_true (hammer_match_check_end (match, &entry, NULL));
            totals[0]++;
            g_assert_false (hammer_match_check_end (match, &entry, &violation));
            g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_TOTAL_MISMATCH);
          }
}

static void
test_sjoelbak_twenty_disks (void)
{
  g_autofree SjoelbakTable *table = g_new (SjoelbakTable, 1);
  g_autoptr(HammerMatch) match = match_for ("sjoelbak", "{'disks': 20}");
  int highest = 0;

  sjoelbak_table (20, table);
  for (int p = 0; p < 200; p++)
    if (table->reach[p])
      highest = p;

  /* Rules decisions (docs/ARCHITECTURE.md): the 20-2 variant: 20 disks,
   * 2 sub-turns, at most 100; 97, 98 and 99 are impossible. */
  g_assert_cmpint (highest, ==, 100);
  g_assert_false (table->reach[97]);
  g_assert_false (table->reach[98]);
  g_assert_false (table->reach[99]);
  for (int p = -3; p < 200; p++)
    {
      int points[2] = { 0, p };

      g_assert_cmpint (points_accepted (match, points), ==, p >= 0 && table->reach[p]);
    }
}

/* The points a side can reach are kept from one match to the next when
 * the rules and options read the same: matches made in turn with other
 * options (the bonus, fewer disks, another game) must each get their own. */
static void
test_reach_per_options (void)
{
  const char *rules[] = { "sjoelbak", "sjoelbak", "sjoelbak", "table", "sjoelbak" };
  const char *options[] = { "{}", "{'bonus': true}", "{'disks': 20}", NULL, "{}" };
  const int highest[] = { 148, 156, 100, -1, 148 };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr(HammerMatch) match = match_for (rules[i], options[i]);
      g_autoptr(HammerMatch) again = match_for (rules[i], options[i]);

      if (highest[i] >= 0)
        g_assert_cmpint (hammer_match_get_max_points (match), ==, highest[i]);
      g_assert_cmpint (hammer_match_get_max_points (again), ==,
                       hammer_match_get_max_points (match));
      g_assert_cmpint (hammer_match_get_min_points (again), ==,
                       hammer_match_get_min_points (match));
    }
  /* 149 stands only with the bonus, 97 never with 20 disks. */
  {
    g_autoptr(HammerMatch) bonus = match_for ("sjoelbak", "{'bonus': true}");
    g_autoptr(HammerMatch) plain = match_for ("sjoelbak", "{}");
    g_autoptr(HammerMatch) twenty = match_for ("sjoelbak", "{'disks': 20}");
    int high[2] = { 149, 0 };
    int ninety_seven[2] = { 97, 0 };

    g_assert_true (points_accepted (bonus, high));
    g_assert_false (points_accepted (plain, high));
    g_assert_true (points_accepted (plain, ninety_seven));
    g_assert_false (points_accepted (twenty, ninety_seven));
  }
}

static void
test_sjoelbak_bonus_totals (void)
{
  g_autoptr(HammerMatch) match = match_for ("sjoelbak", "{'bonus': true}");

  /* Rules decisions (docs/ARCHITECTURE.md): with the bonus, 149–156 stand
   * only on top of 7, 7, 7, 9 — up to two extra disks, each at face value
   * since no fifth set can form. */
  for (int p = -2; p <= 160; p++)
    {
      int points[2] = { p, 0 };

      g_assert_cmpint (points_accepted (match, points), ==, p >= 0 && p <= 156);
    }
  for (int e1 = 0; e1 <= 2; e1++)
    for (int e2 = 0; e1 + e2 <= 2; e2++)
      for (int e3 = 0; e1 + e2 + e3 <= 2; e3++)
        for (int e4 = 0; e1 + e2 + e3 + e4 <= 2; e4++)
          {
            int counts[8] = { 7 + e1, 7 + e2, 7 + e3, 9 + e4, 0, 0, 0, 0 };
            int totals[2] = { 148 + e1 + 2 * e2 + 3 * e3 + 4 * e4, 0 };
            HammerEndEntry entry = { 2, totals, NULL, counts, NULL, NULL };

            g_assert_cmpint (sjoelbak_brute (counts), ==, totals[0]);
            g_assert_true (hammer_match_check_end (match, &entry, NULL));
          }
}

/* Random games against a direct simulation */

typedef struct
{
  const char *id;
  int         sides;
  int         team_size;
  int         target;
  int         best_of;
  int         games;
  int         hanger;
  int         frames;
  int         exact;
  int         disks;
  int         bonus;
  int         first;
} Setup;

/* The simulation: every rule written out as the texts say it, per game. */
typedef struct
{
  Setup    setup;
  int      n_games;
  int      game_first[256];
  int      game_totals[256][8];
  int      game_winner[256];
  gboolean game_over;
  int      n_ends;
  int      next_first;
  int      decide_at;          /* court: the frame after which a tie break is decided */
  int      totals[8];
  int      games_won[8];
  gboolean match_over;
  int      match_winner;
} Sim;

static gboolean
is (const Sim  *sim,
    const char *id)
{
  return g_str_equal (sim->setup.id, id);
}

static int
sim_hammer (const Sim *sim,
            int        first)
{
  if (first < 0)
    return -1;
  if (sim->setup.sides == 2)
    return 1 - first;
  return first == 0 ? sim->setup.sides - 1 : first - 1;
}

static void
sim_start_game (Sim *sim)
{
  int g = sim->n_games++;

  if (is (sim, "sjoelbak"))
    sim->game_first[g] = -1;
  else if (g == 0)
    sim->game_first[g] = sim->setup.first;
  else if (is (sim, "shovelboard"))
    sim->game_first[g] = sim->next_first;
  else
    sim->game_first[g] = (sim->game_first[g - 1] + 1) % sim->setup.sides;
  memset (sim->game_totals[g], 0, sizeof sim->game_totals[g]);
  sim->game_winner[g] = -1;
  sim->game_over = FALSE;
  sim->n_ends = 0;
  sim->next_first = sim->game_first[g];
  sim->decide_at = 0;
}

/* The one side with the most, or -1. */
static int
sim_top (const int *values,
         int        n)
{
  int top = -1;
  int best = G_MININT;

  for (int i = 0; i < n; i++)
    if (values[i] > best)
      {
        best = values[i];
        top = i;
      }
  for (int i = 0; i < n; i++)
    if (i != top && values[i] == best)
      return -1;
  return top;
}

static int
compare_desc (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) b - *(const int *) a;
}

static void
sim_finish_game (Sim *sim,
                 int  winner)
{
  int g = sim->n_games - 1;
  int n = sim->setup.sides;

  sim->game_over = TRUE;
  sim->game_winner[g] = winner;
  if (winner >= 0)
    sim->games_won[winner]++;

  if (is (sim, "sjoelbak"))
    {
      int best[8][256];
      gboolean alive[8];
      int left = 0;

      if (sim->n_games < sim->setup.games)
        return;
      sim->match_over = TRUE;
      /* Highest sum; then best game, second best, … among the tied. A
       * player alone wins nothing. */
      sim->match_winner = n > 1 ? sim_top (sim->totals, n) : -1;
      if (sim->match_winner >= 0 || n < 2)
        return;
      for (int s = 0; s < n; s++)
        {
          int most = G_MININT;

          for (int t = 0; t < n; t++)
            most = MAX (most, sim->totals[t]);
          alive[s] = sim->totals[s] == most;
          for (int i = 0; i < sim->n_games; i++)
            best[s][i] = sim->game_totals[i][s];
          qsort (best[s], sim->n_games, sizeof (int), compare_desc);
        }
      for (int i = 0; i < sim->n_games; i++)
        {
          int most = G_MININT;

          for (int s = 0; s < n; s++)
            if (alive[s])
              most = MAX (most, best[s][i]);
          left = 0;
          for (int s = 0; s < n; s++)
            {
              alive[s] = alive[s] && best[s][i] == most;
              if (alive[s])
                {
                  left++;
                  sim->match_winner = s;
                }
            }
          if (left == 1)
            return;
        }
      sim->match_winner = -1;
      return;
    }

  for (int s = 0; s < n; s++)
    if (sim->games_won[s] * 2 > sim->setup.best_of)
      {
        sim->match_over = TRUE;
        sim->match_winner = s;
        return;
      }
  if (sim->n_games == sim->setup.best_of)
    {
      sim->match_over = TRUE;
      sim->match_winner = sim_top (sim->games_won, n);
    }
}

/* Plays one end; returns who shot first in it. */
static int
sim_end (Sim       *sim,
         const int *raw,
         const int *penalties)
{
  int g = sim->n_games - 1;
  int n = sim->setup.sides;
  int *totals = sim->game_totals[g];
  int first = sim->next_first;
  int round = sim->setup.team_size >= 2 ? 2 : 1;
  int top, most = G_MININT;

  for (int s = 0; s < n; s++)
    {
      int before = totals[s];

      totals[s] += raw[s] - penalties[s];
      if (sim->setup.exact && totals[s] > sim->setup.target)
        totals[s] = 2 * sim->setup.target - totals[s];
      sim->totals[s] += totals[s] - before;
      most = MAX (most, totals[s]);
    }
  sim->n_ends++;
  top = sim_top (totals, n);

  if (is (sim, "shovelboard"))
    {
      /* The side that scored most in the end starts the next; on equal
       * scores the side that started starts again. */
      int winner = sim_top (raw, n);

      sim->next_first = winner >= 0 ? winner : first;
      if (most >= sim->setup.target && top >= 0)
        sim_finish_game (sim, top);
    }
  else if (is (sim, "table"))
    {
      /* The scorer shoots first next; after a blank end the hammer changes
       * hands. */
      if (raw[0] > 0)
        sim->next_first = 0;
      else if (raw[1] > 0)
        sim->next_first = 1;
      else
        sim->next_first = 1 - first;
      if (most >= sim->setup.target)
        sim_finish_game (sim, top);
    }
  else if (is (sim, "court"))
    {
      sim->next_first = (sim->game_first[g] + sim->n_ends / round) % 2;
      if (round == 2 && sim->n_ends % 2 == 1)
        return first;
      if (sim->decide_at > 0)
        {
          if (sim->n_ends == sim->decide_at)
            {
              if (top >= 0)
                sim_finish_game (sim, top);
              else
                sim->decide_at += 2 * round;
            }
        }
      else if (most >= sim->setup.target ||
               (sim->setup.frames > 0 && sim->n_ends >= sim->setup.frames))
        {
          if (top >= 0)
            sim_finish_game (sim, top);
          else
            sim->decide_at = sim->n_ends + 2 * round;
        }
    }
  else if (is (sim, "deck"))
    {
      sim->next_first = (sim->game_first[g] + sim->n_ends / round) % 2;
      if (most >= sim->setup.target && top >= 0)
        sim_finish_game (sim, top);
    }
  else if (is (sim, "horse-collar"))
    {
      if (most >= sim->setup.target && top >= 0)
        sim_finish_game (sim, top);
    }
  else if (is (sim, "sjoelbak"))
    {
      /* A player alone wins nothing. */
      sim_finish_game (sim, sim->setup.sides > 1 ? top : -1);
    }

  return first;
}

/* Random ends */

typedef struct
{
  int      values[HAMMER_MAX_ZONES];
  int      qualifying[HAMMER_MAX_ZONES];
  int      n;
  gboolean opening; /* only a weight in a qualifying zone lets the turn score */
} Zones;

static void
setup_zones (const Setup *setup,
             Zones       *zones)
{
  memset (zones, 0, sizeof *zones);
  if (g_str_equal (setup->id, "table"))
    *zones = (Zones) { { 1, 2, 3, setup->hanger }, { 0, }, 4 };
  else if (g_str_equal (setup->id, "shovelboard"))
    /* Without "nearest", which random_end() places alone. */
    *zones = (Zones) { { 1, 2, 3 }, { 0, }, 3 };
  else if (g_str_equal (setup->id, "court"))
    *zones = (Zones) { { 10, 8, 7, -10 }, { 0, }, 4 };
  else if (g_str_equal (setup->id, "deck"))
    *zones = (Zones) { { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -10 }, { 0, }, 11 };
  else if (g_str_equal (setup->id, "horse-collar"))
    *zones = (Zones) { { 1, 2, 3, 5, setup->hanger }, { 0, 0, 1, 1, 1 }, 5, TRUE };
}

/* Fills one side with @count random zones; returns the points they make. */
static int
random_zones (GRand       *rand,
              const Zones *zones,
              int          count,
              int         *out)
{
  int sum = 0;
  gboolean opened = !zones->opening;

  for (int i = 0; i < count; i++)
    {
      out[i] = g_rand_int_range (rand, 0, zones->n);
      sum += zones->values[out[i]];
      opened = opened || zones->qualifying[out[i]];
    }
  return opened ? sum : 0;
}

typedef struct
{
  int raw[8];
  int penalties[8];
  int counts[32];
  int n_zones[8];
  int zones[64];
  HammerEndEntry entry;
} RandomEnd;

static void
random_end (GRand       *rand,
            const Setup *setup,
            RandomEnd   *end)
{
  Zones zones;
  int n = setup->sides;
  int offset = 0;
  int form = g_rand_int_range (rand, 0, 3);
  gboolean mirror = g_rand_int_range (rand, 0, 5) == 0;

  memset (end, 0, sizeof *end);
  end->entry.n_sides = n;
  setup_zones (setup, &zones);

  if (g_str_equal (setup->id, "sjoelbak"))
    {
      for (int s = 0; s < n; s++)
        {
          int *counts = end->counts + 4 * s;

          if (setup->bonus && g_rand_int_range (rand, 0, 4) == 0)
            {
              int extra = g_rand_int_range (rand, 0, 3);

              counts[0] = counts[1] = counts[2] = 7;
              counts[3] = 9;
              for (int e = 0; e < extra; e++)
                counts[g_rand_int_range (rand, 0, 4)]++;
            }
          else
            {
              int disks = g_rand_int_range (rand, setup->disks / 2, setup->disks + 1);

              for (int d = 0; d < disks; d++)
                counts[g_rand_int_range (rand, 0, 4)]++;
            }
          if (mirror && s > 0)
            memcpy (counts, end->counts, 4 * sizeof (int));
          end->raw[s] = sjoelbak_brute (counts);
        }
      if (form != 1)
        end->entry.counts = end->counts;
      if (form != 0)
        end->entry.points = end->raw;
      return;
    }

  if (g_str_equal (setup->id, "shovelboard") && g_rand_int_range (rand, 0, 6) == 0)
    {
      /* No weight in a scoring position: the one nearest the near line
       * scores 1, zone "nearest" (index 3). */
      int nearest = g_rand_int_range (rand, 0, n);

      end->n_zones[nearest] = 1;
      end->zones[0] = 3;
      end->raw[nearest] = 1;
    }
  else if (g_str_equal (setup->id, "table"))
    {
      int leader = g_rand_int_range (rand, -1, 2);

      for (int s = 0; s < n; s++)
        {
          int count = s == leader ? g_rand_int_range (rand, 1, 5) : 0;

          end->n_zones[s] = count;
          end->raw[s] = random_zones (rand, &zones, count, end->zones + offset);
          offset += count;
        }
    }
  else
    {
      int weights = g_str_equal (setup->id, "horse-collar") ? 8 : 4;

      for (int s = 0; s < n; s++)
        {
          int count = g_rand_int_range (rand, 0, weights + 1);

          if (mirror && s > 0)
            {
              count = end->n_zones[0];
              memcpy (end->zones + offset, end->zones, count * sizeof (int));
              end->raw[s] = end->raw[0];
            }
          else
            {
              end->raw[s] = random_zones (rand, &zones, count, end->zones + offset);
            }
          end->n_zones[s] = count;
          offset += count;
        }
    }

  if (form != 1)
    {
      end->entry.n_zones = end->n_zones;
      end->entry.zones = end->zones;
    }
  if (form != 0)
    end->entry.points = end->raw;

  if (g_rand_int_range (rand, 0, 8) == 0)
    {
      int step = g_str_equal (setup->id, "court") ? 5 : 1;

      for (int s = 0; s < n; s++)
        end->penalties[s] = step * g_rand_int_range (rand, 0, 3);
      end->entry.penalties = end->penalties;
    }
}

static void
random_setup (GRand      *rand,
              const char *id,
              Setup      *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->id = id;
  setup->sides = 2;
  setup->team_size = 1;
  setup->best_of = g_rand_int_range (rand, 1, 6);
  setup->first = g_rand_int_range (rand, 0, 2);

  if (g_str_equal (id, "table"))
    {
      setup->team_size = g_rand_int_range (rand, 1, 5);
      setup->hanger = g_rand_int_range (rand, 3, 6);
      setup->target = g_rand_int_range (rand, 5, 26);
    }
  else if (g_str_equal (id, "shovelboard"))
    {
      setup->sides = g_rand_int_range (rand, 2, 5);
      setup->first = g_rand_int_range (rand, 0, setup->sides);
      setup->target = g_rand_int_range (rand, 5, 30);
    }
  else if (g_str_equal (id, "court"))
    {
      static const int limits[] = { 0, 0, 1, 2, 3, 4, 8 };

      setup->team_size = g_rand_int_range (rand, 1, 3);
      setup->target = g_rand_int_range (rand, 10, 80);
      setup->frames = limits[g_rand_int_range (rand, 0, G_N_ELEMENTS (limits))];
      if (setup->team_size == 2 && setup->frames % 2 == 1)
        setup->frames++;
    }
  else if (g_str_equal (id, "deck"))
    {
      setup->team_size = g_rand_int_range (rand, 1, 3);
      setup->target = g_rand_int_range (rand, 10, 60);
      setup->exact = g_rand_int_range (rand, 0, 3) == 0;
    }
  else if (g_str_equal (id, "horse-collar"))
    {
      setup->sides = g_rand_int_range (rand, 2, 6);
      setup->first = g_rand_int_range (rand, 0, setup->sides);
      setup->team_size = g_rand_int_range (rand, 1, 3);
      setup->hanger = g_rand_int_range (rand, 3, 7);
      setup->target = g_rand_int_range (rand, 10, 41);
    }
  else if (g_str_equal (id, "sjoelbak"))
    {
      setup->sides = g_rand_int_range (rand, 1, 5);
      setup->games = g_rand_int_range (rand, 1, 6);
      setup->disks = g_rand_boolean (rand) ? 30 : 20;
      setup->bonus = setup->disks == 30 && g_rand_boolean (rand);
      setup->first = -1;
    }
}

static HammerMatch *
setup_match (const Setup *setup)
{
  const HammerRules *rules = hammer_rules_lookup (setup->id, NULL);
  g_autoptr(GError) violation = NULL;
  HammerOptions options;

  hammer_options_init (&options);
  options.sides = setup->sides;
  if (g_str_equal (setup->id, "sjoelbak"))
    {
      options.games = setup->games;
      options.disks = setup->disks;
      options.bonus = setup->bonus;
    }
  else
    {
      options.target = setup->target;
      options.best_of = setup->best_of;
      options.first = setup->first;
      if (rules->options[HAMMER_OPTION_TEAM_SIZE].applies)
        options.team_size = setup->team_size;
      if (rules->options[HAMMER_OPTION_HANGER].applies)
        options.hanger = setup->hanger;
      if (rules->options[HAMMER_OPTION_FRAMES].present)
        options.frames = setup->frames;
      if (rules->options[HAMMER_OPTION_EXACT].present)
        options.exact = setup->exact;
    }
  if (!hammer_options_resolve (rules, &options, &violation))
    g_error ("%s: options refused: %s", setup->id, violation->message);
  return hammer_match_new (rules, &options);
}

static char *
to_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

static void
assert_round_trip (HammerMatch *match)
{
  g_autoptr(JsonNode) first = hammer_match_to_json (match);
  g_autofree char *text = to_text (first);
  g_autoptr(JsonNode) parsed = NULL;
  g_autoptr(HammerMatch) again = NULL;
  g_autoptr(GError) violation = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autofree char *text_again = NULL;
  g_autoptr(GError) error = NULL;

  parsed = json_from_string (text, &error);
  g_assert_no_error (error);
  again = hammer_match_new_from_json (parsed, NULL, &violation);
  if (again == NULL)
    g_error ("round trip refused (%s): %s\n%s", hammer_error_get_reason (violation),
             violation->message, text);
  second = hammer_match_to_json (again);
  text_again = to_text (second);
  g_assert_cmpstr (text, ==, text_again);
  g_assert_true (json_node_equal (first, second));
}

typedef struct
{
  guint matches;
  guint ends;
  guint ties;
  guint tie_breaks;
  guint drawn_matches;
} RandomStats;

static void
play_random_match (GRand       *rand,
                   const Setup *setup,
                   RandomStats *stats)
{
  g_autoptr(HammerMatch) match = setup_match (setup);
  Sim sim = { 0, };
  int n = setup->sides;
  guint ends = 0;

  sim.setup = *setup;
  sim.match_winner = -1;

  while (!sim.match_over && ends < 3000)
    {
      RandomEnd end;
      HammerEnd view;
      g_autoptr(GError) violation = NULL;
      int g, e, f, h, first;
      guint game;

      if (sim.n_games == 0 || sim.game_over)
        {
          sim_start_game (&sim);
          g_assert_true (hammer_match_start_game (match, -1, NULL));
        }
      game = sim.n_games - 1;

      g_assert_true (hammer_match_get_next (match, &g, &e, &f, &h));
      g_assert_cmpint (g, ==, (int) game);
      g_assert_cmpint (e, ==, sim.n_ends);
      g_assert_cmpint (f, ==, sim.next_first);
      g_assert_cmpint (h, ==, sim_hammer (&sim, sim.next_first));

      random_end (rand, setup, &end);
      if (!hammer_match_check_end (match, &end.entry, &violation))
        g_error ("%s: valid end refused: %s", setup->id, violation->message);
      g_assert_cmpint (hammer_match_get_n_ends (match, game), ==, sim.n_ends);
      g_assert_true (hammer_match_add_end (match, &end.entry, NULL));
      first = sim_end (&sim, end.raw, end.penalties);
      ends++;
      if (sim.decide_at > 0 && sim.n_ends == sim.decide_at - 2 * (setup->team_size >= 2 ? 2 : 1))
        stats->tie_breaks++;

      hammer_match_get_end (match, game, sim.n_ends - 1, &view);
      g_assert_cmpint (view.first, ==, first);
      g_assert_cmpint (view.hammer, ==, sim_hammer (&sim, first));
      for (int s = 0; s < n; s++)
        {
          g_assert_cmpint (view.raw[s], ==, end.raw[s]);
          g_assert_cmpint (view.points[s], ==, end.raw[s] - end.penalties[s]);
          g_assert_cmpint (view.totals[s], ==, sim.game_totals[game][s]);
          g_assert_cmpint (hammer_match_get_totals (match)[s], ==, sim.totals[s]);
          g_assert_cmpint (hammer_match_get_games_won (match)[s], ==, sim.games_won[s]);
        }
      g_assert_cmpint (hammer_match_get_game_state (match, game), ==,
                       sim.game_over ? HAMMER_STATE_FINISHED : HAMMER_STATE_IN_PROGRESS);
      g_assert_cmpint (hammer_match_get_game_winner (match, game), ==, sim.game_winner[game]);
      g_assert_cmpint (hammer_match_get_state (match), ==,
                       sim.match_over ? HAMMER_STATE_FINISHED : HAMMER_STATE_IN_PROGRESS);
      g_assert_cmpint (hammer_match_get_winner (match), ==, sim.match_winner);
      if (sim.game_over && sim.game_winner[game] < 0)
        stats->ties++;
    }

  stats->matches++;
  stats->ends += ends;
  if (!sim.match_over)
    return;
  if (sim.match_winner < 0)
    stats->drawn_matches++;

  /* Once over, nothing more goes in. */
  {
    g_autoptr(GError) violation = NULL;
    RandomEnd end;

    g_assert_false (hammer_match_get_next (match, NULL, NULL, NULL, NULL));
    g_assert_false (hammer_match_start_game (match, -1, &violation));
    g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_MATCH_OVER);
    g_assert_cmpint (hammer_error_get_game (violation), ==, sim.n_games);
    g_clear_error (&violation);
    random_end (rand, setup, &end);
    g_assert_false (hammer_match_add_end (match, &end.entry, &violation));
    g_assert_cmpstr (hammer_error_get_reason (violation), ==,
                     g_str_equal (setup->id, "sjoelbak") ? HAMMER_REASON_TOO_MANY_ENDS
                                                         : HAMMER_REASON_GAME_OVER);
  }

  if (stats->matches % 5 == 0)
    assert_round_trip (match);
}

static void
test_random_games (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + g_str_hash (id));
  RandomStats stats = { 0, };
  guint count = g_test_slow () ? 20000 : 2000;

  for (guint i = 0; i < count; i++)
    {
      Setup setup;

      random_setup (rand, id, &setup);
      play_random_match (rand, &setup, &stats);
    }

  g_test_message ("%s: %u matches, %u ends, %u games without winner, %u tie breaks, "
                  "%u drawn matches",
                  id, stats.matches, stats.ends, stats.ties, stats.tie_breaks,
                  stats.drawn_matches);
  g_assert_cmpuint (stats.matches, ==, count);
  if (g_str_equal (id, "court"))
    g_assert_cmpuint (stats.tie_breaks, >, 0);
  if (g_str_equal (id, "sjoelbak"))
    g_assert_cmpuint (stats.ties, >, 0);
}

/* Violations: every reason, with its place */

typedef struct
{
  const char *json;
  const char *reason;
  int         game;
  int         end;
  int         side;
} ViolationCase;

static const ViolationCase violation_cases[] = {
  /* Shapes and types */
  { "[1, 2]", "malformed", -1, -1, -1 },
  { "{'games': []}", "malformed", -1, -1, -1 },
  { "{'rules': 5}", "malformed", -1, -1, -1 },
  { "{'rules': 'table', 'options': [1]}", "malformed", -1, -1, -1 },
  { "{'rules': 'table', 'games': {}}", "malformed", -1, -1, -1 },
  { "{'rules': 'table', 'games': [5]}", "malformed", 0, -1, -1 },
  { "{'rules': 'table', 'games': [{}]}", "malformed", 0, -1, -1 },
  { "{'rules': 'table', 'games': [{'first': 'red', 'ends': []}]}", "malformed", 0, -1, -1 },
  { "{'rules': 'table', 'games': [{'ends': ['2-0']}]}", "malformed", 0, 0, -1 },
  { "{'rules': 'table', 'games': [{'ends': [{}]}]}", "malformed", 0, 0, -1 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [2, 0]}, {'points': ['2', 0]}]}]}",
    "malformed", 0, 1, 0 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [0, 2.5]}]}]}", "malformed", 0, 0, 1 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': 2}]}]}", "malformed", 0, 0, -1 },
  { "{'rules': 'table', 'games': [{'ends': [{'zones': [[], [3]]}]}]}", "malformed", 0, 0, 1 },
  { "{'rules': 'table', 'games': [{'ends': [{'zones': [[], '3']}]}]}", "malformed", 0, 0, 1 },
  { "{'rules': 'table', 'games': [{'ends': [{'counts': [[1, 1, 1, 1], [0, 0, 0, 0]]}]}]}",
    "malformed", 0, 0, -1 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'zones': [['1'], []]}]}]}", "malformed", 0, 0,
    -1 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'counts': [[1, 1, 1], [0, 0, 0, 0]]}]}]}",
    "malformed", 0, 0, 0 },
  { "{'rules': 'court', 'games': [{'ends': [{'points': [10, 0], 'penalties': [5, 'x']}]}]}",
    "malformed", 0, 0, 1 },
  /* Sides */
  { "{'rules': 'table', 'games': [{'ends': [{'points': [2, 0, 0]}]}]}", "wrong-sides", 0, 0,
    -1 },
  { "{'rules': 'table', 'games': [{'ends': [{'zones': [['1']]}]}]}", "wrong-sides", 0, 0, -1 },
  { "{'rules': 'court', 'games': [{'ends': [{'points': [10, 0], 'penalties': [5]}]}]}",
    "wrong-sides", 0, 0, -1 },
  { "{'rules': 'sjoelbak', 'options': {'sides': 3}, 'games': [{'ends': ["
    "{'counts': [[1, 1, 1, 1], [0, 0, 0, 0]]}]}]}", "wrong-sides", 0, 0, -1 },
  { "{'rules': 'shovelboard', 'games': [{'ends': [{'points': [1, 0, 0, 0, 2]}]}]}",
    "wrong-sides", 0, 0, -1 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [130]}]}, "
    "{'ends': [{'points': [130, 0]}]}]}", "wrong-sides", 1, 0, -1 },
  /* Points */
  { "{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, {'ends': ["
    "{'points': [0, 2]}, {'points': [0, 17]}]}]}", "impossible-points", 1, 1, 1 },
  { "{'rules': 'court', 'games': [{'ends': [{'points': [39, 0]}]}]}", "impossible-points", 0, 0,
    0 },
  { "{'rules': 'horse-collar', 'options': {'sides': 3}, 'games': [{'ends': ["
    "{'points': [3, 0, 2]}]}]}", "impossible-points", 0, 0, 2 },
  { "{'rules': 'sjoelbak', 'options': {'disks': 20}, 'games': [{'ends': ["
    "{'points': [98, 0]}]}]}", "impossible-points", 0, 0, 0 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [1, 0]}, {'points': [2, 1]}]}]}",
    "leader-only", 0, 1, -1 },
  { "{'rules': 'shovelboard', 'games': [{'ends': [{'zones': [['nearest'], ['hanger']]}]}]}",
    "impossible-zones", 0, 0, 0 },
  /* Zones */
  { "{'rules': 'table', 'games': [{'ends': [{'zones': [[], ['1', '1', '1', '1', '1']]}]}]}",
    "too-many-weights", 0, 0, 1 },
  { "{'rules': 'horse-collar', 'games': [{'ends': [{'zones': [['1', '1', '1', '1', '1', '1', "
    "'1', '1', '3'], []]}]}]}", "too-many-weights", 0, 0, 0 },
  { "{'rules': 'table', 'games': [{'ends': [{'zones': [[], ['5']]}]}]}", "unknown-zone", 0, 0,
    1 },
  { "{'rules': 'court', 'games': [{'ends': [{'zones': [['10-on'], []]}]}]}", "unknown-zone", 0,
    0, 0 },
  /* Counts */
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'counts': [[1, 1, 1, 1], [0, 0, -2, 0]]}]}]}",
    "negative-count", 0, 0, 1 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'counts': [[10, 10, 10, 1], [0, 0, 0, 0]]}]}]}",
    "too-many-disks", 0, 0, 0 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [116, 0], "
    "'counts': [[5, 9, 5, 7], [1, 0, 0, 0]]}]}]}", "total-mismatch", 0, 0, 1 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [0, 6], 'zones': [[], ['3', '2']]}]}]}",
    "total-mismatch", 0, 0, 1 },
  { "{'rules': 'table', 'games': [{'ends': [{'raw': [4, 0], 'points': [4, 0], "
    "'penalties': [1, 0]}]}]}", "total-mismatch", 0, 0, 0 },
  /* Penalties */
  { "{'rules': 'table', 'games': [{'ends': [{'points': [4, 0], 'penalties': [0, -1]}]}]}",
    "bad-penalty", 0, 0, 1 },
  { "{'rules': 'court', 'games': [{'ends': [{'points': [10, 0], 'penalties': [7, 0]}]}]}",
    "bad-penalty", 0, 0, 0 },
  /* Games and matches */
  { "{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}, {'points': [0, 0]}]}]}",
    "game-over", 0, 1, -1 },
  { "{'rules': 'shovelboard', 'games': [{'ends': [{'points': [12, 0]}]}, {'ends': []}]}",
    "match-over", 1, -1, -1 },
  { "{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [1, 2]}, {'points': [1, 2]}]}]}",
    "too-many-ends", 0, 1, -1 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [4, 0]}]}, {'ends': []}]}",
    "unfinished-game", 0, -1, -1 },
  { "{'rules': 'table', 'games': [{'ends': []}, {'ends': []}]}", "unfinished-game", 0, -1, -1 },
  { "{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, {'first': 2, 'ends': []}]}",
    "bad-first", 1, -1, -1 },
  { "{'rules': 'table', 'games': [{'first': -1, 'ends': []}]}", "bad-first", 0, -1, -1 },
  /* Options and rules */
  { "{'rules': 'table', 'options': {'frames': 8}}", "unknown-option", -1, -1, -1 },
  { "{'rules': 'court', 'options': {'colour': 'red'}}", "unknown-option", -1, -1, -1 },
  { "{'rules': 'table', 'options': {'target': 0}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'table', 'options': {'target': '15'}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'court', 'options': {'team_size': 3}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'court', 'options': {'team_size': 2, 'frames': 7}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'sjoelbak', 'options': {'disks': 20, 'bonus': true}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'sjoelbak', 'options': {'sides': 65}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'sjoelbak', 'options': {'games': 101}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'sjoelbak', 'options': {'target': 'x'}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'deck', 'options': {'exact': 'yes'}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'horse-collar', 'options': {'sides': 3, 'first': 3}}", "bad-option", -1, -1, -1 },
  { "{'rules': 'curling'}", "unknown-rules", -1, -1, -1 },
};

/* An error that breaks no rule carries no place, and writes no members. */
static void
test_error_without_violation (void)
{
  g_autoptr(GError) error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND, "gone");
  g_autoptr(GError) other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "io");
  g_autoptr(GError) violation = hammer_error_new_violation ("wrong-sides", 1, -1, 0, NULL, "m");
  g_autoptr(JsonObject) object = json_object_new ();

  g_assert_null (hammer_error_get_reason (error));
  g_assert_cmpint (hammer_error_get_game (error), ==, -1);
  g_assert_cmpint (hammer_error_get_side (other), ==, -1);
  g_assert_null (hammer_error_get_option (other));
  hammer_error_write_json_members (error, object);
  hammer_error_write_json_members (other, object);
  g_assert_cmpuint (json_object_get_size (object), ==, 0);

  g_assert_error (violation, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_true (hammer_error_is_user_error (violation));
  hammer_error_write_json_members (violation, object);
  g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "wrong-sides");
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 1);
  g_assert_true (json_object_get_null_member (object, "end"));
  g_assert_cmpint (json_object_get_int_member (object, "side"), ==, 0);
  g_assert_false (json_object_has_member (object, "option"));
}

static void
test_violations (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  static const char *all[] = {
    HAMMER_REASON_MALFORMED, HAMMER_REASON_WRONG_SIDES, HAMMER_REASON_IMPOSSIBLE_POINTS,
    HAMMER_REASON_LEADER_ONLY, HAMMER_REASON_TOO_MANY_WEIGHTS, HAMMER_REASON_UNKNOWN_ZONE,
    HAMMER_REASON_IMPOSSIBLE_ZONES,
    HAMMER_REASON_NEGATIVE_COUNT, HAMMER_REASON_TOO_MANY_DISKS, HAMMER_REASON_TOTAL_MISMATCH,
    HAMMER_REASON_BAD_PENALTY, HAMMER_REASON_GAME_OVER, HAMMER_REASON_MATCH_OVER,
    HAMMER_REASON_TOO_MANY_ENDS, HAMMER_REASON_UNFINISHED_GAME, HAMMER_REASON_BAD_FIRST,
    HAMMER_REASON_UNKNOWN_OPTION, HAMMER_REASON_BAD_OPTION, HAMMER_REASON_UNKNOWN_RULES,
  };

  for (guint i = 0; i < G_N_ELEMENTS (violation_cases); i++)
    {
      const ViolationCase *vc = &violation_cases[i];
      g_autoptr(GError) violation = NULL;
      g_autoptr(HammerMatch) match = score (vc->json, &violation);
      g_autoptr(JsonObject) object = NULL;
      const char *reason;
      int game, end, side;

      if (match != NULL)
        g_error ("%s accepted, expected %s", vc->json, vc->reason);
      g_assert_error (violation, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      reason = hammer_error_get_reason (violation);
      game = hammer_error_get_game (violation);
      end = hammer_error_get_end (violation);
      side = hammer_error_get_side (violation);
      if (!g_str_equal (reason, vc->reason) || game != vc->game || end != vc->end ||
          side != vc->side)
        g_error ("%s: got %s at %d/%d/%d, expected %s at %d/%d/%d (%s)", vc->json,
                 reason, game, end, side, vc->reason, vc->game, vc->end, vc->side,
                 violation->message);

      /* Messages count games and ends from 1; a game of sjoelbak, one turn
       * of every side, is named without its end. */
      if (vc->game >= 0 && vc->end >= 0 && strstr (vc->json, "sjoelbak") == NULL)
        {
          g_autofree char *where = g_strdup_printf ("Game %d, end %d: ", vc->game + 1,
                                                    vc->end + 1);

          g_assert_true (g_str_has_prefix (violation->message, where));
        }
      else if (vc->game >= 0)
        {
          g_autofree char *where = g_strdup_printf ("Game %d: ", vc->game + 1);

          g_assert_true (g_str_has_prefix (violation->message, where));
        }
      if (vc->side >= 0)
        {
          g_autofree char *where = g_strdup_printf ("side %d", vc->side + 1);
          g_autofree char *lower = g_ascii_strdown (violation->message, -1);

          g_assert_nonnull (strstr (lower, where));
        }

      /* The GError carries the whole violation, through a copy too. */
      {
        g_autoptr(GError) copy = g_error_copy (violation);

        g_assert_cmpstr (copy->message, ==, violation->message);
        g_assert_cmpstr (hammer_error_get_reason (copy), ==, vc->reason);
        g_assert_cmpint (hammer_error_get_game (copy), ==, game);
        g_assert_cmpint (hammer_error_get_end (copy), ==, end);
        g_assert_cmpint (hammer_error_get_side (copy), ==, side);
        g_assert_cmpstr (hammer_error_get_option (copy), ==, hammer_error_get_option (violation));
      }
      object = hammer_error_to_violation_json (violation);
      g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, vc->reason);
      g_assert_cmpstr (json_object_get_string_member (object, "code"), ==, "invalid");
      g_assert_true (vc->side < 0 ? json_object_get_null_member (object, "side")
                                  : json_object_get_int_member (object, "side") == vc->side);

      g_hash_table_add (seen, (gpointer) vc->reason);
    }

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (!g_hash_table_contains (seen, all[i]))
      g_error ("no case triggers %s", all[i]);
}

static void
test_rules_mismatch (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_from_string ("{\"rules\": \"table\", \"games\": []}", &error);
  g_autoptr(JsonNode) bare = json_from_string ("{\"games\": [{\"ends\": [{\"points\": [30, 0]}]}]}",
                                               &error);
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;

  g_assert_no_error (error);
  g_assert_null (hammer_match_new_from_json (root, "court", &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_RULES_MISMATCH);

  /* Given by the caller (an event's rule set), "rules" may be left out. */
  match = hammer_match_new_from_json (bare, "court", NULL);
  g_assert_nonnull (match);
  g_assert_cmpstr (hammer_match_get_rules (match)->id, ==, "court");
  g_assert_null (hammer_match_new_from_json (bare, "table", NULL));
}

static void
test_sides_from_first_end (void)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) card =
    score ("{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [130]}]}]}", &violation);
  g_autoptr(HammerMatch) empty = score ("{'rules': 'sjoelbak', 'games': [{'ends': []}]}", NULL);
  g_autoptr(HammerMatch) penalties =
    score ("{'rules': 'horse-collar', 'games': [{'ends': [{'penalties': [0, 0, 1], "
           "'points': [3, 0, 4]}]}]}", NULL);
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = json_from_string ("{\"options\": {\"sides\": 2}, \"games\": "
                                                "[{\"ends\": [{\"points\": [130]}]}]}",
                                                &error);

  /* One player's card is one side; with no end to go by, the default. */
  g_assert_nonnull (card);
  g_assert_cmpuint (hammer_match_get_n_sides (card), ==, 1);
  g_assert_cmpint (hammer_match_get_totals (card)[0], ==, 130);
  g_assert_cmpint (hammer_match_get_winner (card), ==, -1);
  g_assert_cmpuint (hammer_match_get_n_sides (empty), ==, 2);
  g_assert_cmpuint (hammer_match_get_n_sides (penalties), ==, 3);

  /* What is written says "sides", and reads back the same. */
  written = hammer_match_to_json (card);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                                                 json_node_get_object (written), "options"),
                                               "sides"), ==, 1);
  assert_round_trip (card);

  /* Options given with the rule set are an event's or a league's: its
   * number of sides wins over the end's. */
  g_assert_no_error (error);
  g_assert_null (hammer_match_new_from_json (event, "sjoelbak", &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_WRONG_SIDES);
  g_assert_cmpstr (violation->message, ==,
                   "Game 1: “points” lists 1 side, but every series of this competition "
                   "has 2.");
}

/* A game of sjoelbak is one turn of every side: its messages name the game,
 * never an end, and a series of games, never a match; other games keep
 * "Game G, end E". */
static void
test_sjoelbak_words (void)
{
  g_autoptr(HammerMatch) match = match_for ("sjoelbak", "{'games': 2}");
  g_autoptr(HammerMatch) table = match_for ("table", "{}");
  g_autoptr(GError) violation = NULL;
  const int too_many[2] = { 149, 0 };
  const int first[2] = { 100, 90 };
  const int second[2] = { 80, 70 };
  const int negative[2] = { -1, 0 };
  const int table_points[2] = { 17, 0 };
  HammerEndEntry entry = { 0, };

  entry.n_sides = 2;
  entry.points = too_many;
  g_assert_false (hammer_match_add_end (match, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1: Side 1 cannot have scored 149 — 30 disks score at most 148.");
  g_assert_cmpint (hammer_error_get_end (violation), ==, 0);
  g_clear_error (&violation);

  entry.points = negative;
  g_assert_false (hammer_match_add_end (match, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1: Side 1 cannot have scored -1 — a game never scores below 0; "
                   "enter penalties apart from the points.");
  g_clear_error (&violation);

  entry.n_sides = 3;
  entry.points = (const int[3]) { 1, 2, 3 };
  g_assert_false (hammer_match_add_end (match, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1: the game is for 3 sides, but the series has 2.");
  g_clear_error (&violation);
  entry.n_sides = 2;

  entry.points = NULL;
  g_assert_false (hammer_match_add_end (match, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1: the game has neither a total nor compartment counts.");
  g_clear_error (&violation);

  entry.points = first;
  g_assert_true (hammer_match_add_end (match, &entry, NULL));
  g_assert_true (hammer_match_start_game (match, -1, NULL));
  entry.points = second;
  g_assert_true (hammer_match_add_end (match, &entry, NULL));
  g_assert_false (hammer_match_start_game (match, -1, &violation));
  /* Two sides head to head play a match; one alone, a series. */
  g_assert_cmpstr (violation->message, ==,
                   "Game 3: the match was over after game 2, so no game can follow it.");
  g_clear_error (&violation);
  {
    g_autoptr(HammerMatch) series = match_for ("sjoelbak", "{'games': 1, 'sides': 1}");
    const int alone[1] = { 100 };
    HammerEndEntry card = { 0, };

    card.n_sides = 1;
    card.points = alone;
    g_assert_true (hammer_match_add_end (series, &card, NULL));
    g_assert_false (hammer_match_start_game (series, -1, &violation));
    g_assert_cmpstr (violation->message, ==,
                     "Game 2: the series was over after game 1, so no game can follow it.");
    g_clear_error (&violation);
  }

  /* Table shuffleboard's messages stay as they were. */
  entry.points = table_points;
  g_assert_false (hammer_match_add_end (table, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1, end 1: Side 1 cannot have scored 17 — 4 weights score at most 16.");
}

/* Replays */

/* Reads @text (single quotes for double) as a JSON node. */
static JsonNode *
node_for (const char *text)
{
  g_autofree char *json = g_strdelimit (g_strdup (text), "'", '"');
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (json, &error);

  g_assert_no_error (error);
  return node;
}

/* A stored result replays to the match the rules make of it: a table game
 * to 15 won by side 1 with 3 + 4 + 4 + 4 against side 0's 2 and 5. */
static void
test_replay_match (void)
{
  const HammerRules *rules = hammer_rules_lookup ("table", NULL);
  g_autoptr(JsonNode) options_node = node_for ("{'target': 15, 'best_of': 1}");
  g_autoptr(JsonNode) games = node_for ("[{'first': 1, 'ends': [{'points': [0, 3]}, "
                                        "{'points': [2, 0]}, {'points': [0, 4]}, "
                                        "{'points': [5, 0]}, {'points': [0, 4]}, "
                                        "{'zones': [[], ['3', '1']]}]}]");
  g_autoptr(JsonNode) none = json_node_new (JSON_NODE_NULL);
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(HammerMatch) from_json = NULL;
  g_autoptr(HammerMatch) empty = NULL;
  g_autoptr(JsonNode) replayed = NULL;
  g_autoptr(JsonNode) read = NULL;
  HammerOptions options;

  g_assert_true (hammer_options_from_json (rules, json_node_get_object (options_node), &options,
                                           NULL));
  match = hammer_match_replay (rules, &options, games, &violation);
  g_assert_null (violation);
  g_assert_nonnull (match);
  g_assert_cmpuint (hammer_match_get_n_games (match), ==, 1);
  g_assert_cmpuint (hammer_match_get_n_ends (match, 0), ==, 6);
  g_assert_cmpint (hammer_match_get_game_first (match, 0), ==, 1);
  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[0], ==, 7);
  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[1], ==, 15);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 1);

  /* The same games through `hammer-cli score` make the same match. */
  from_json = hammer_match_replay_json ("table", json_node_get_object (options_node), games,
                                        &violation);
  g_assert_null (violation);
  replayed = hammer_match_to_json (match);
  read = hammer_match_to_json (from_json);
  g_assert_true (json_node_equal (replayed, read));

  /* No games, or a null, is a match not begun. */
  empty = hammer_match_replay (rules, &options, NULL, NULL);
  g_assert_cmpuint (hammer_match_get_n_games (empty), ==, 0);
  g_clear_pointer (&empty, hammer_match_free);
  empty = hammer_match_replay (rules, &options, none, NULL);
  g_assert_cmpuint (hammer_match_get_n_games (empty), ==, 0);
  g_assert_cmpint (hammer_match_get_state (empty), ==, HAMMER_STATE_IN_PROGRESS);
}

/* Every refusal of the table of violations that lies in the games comes out
 * of a replay as it comes out of `hammer-cli score`: the same reason, game,
 * end, side and message (but for the width of an end, see below). */
static void
test_replay_violations (void)
{
  guint checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (violation_cases); i++)
    {
      const ViolationCase *vc = &violation_cases[i];
      g_autoptr(JsonNode) root = node_for (vc->json);
      g_autoptr(GError) expected = NULL;
      g_autoptr(GError) violation = NULL;
      g_autoptr(HammerMatch) scored = NULL;
      g_autoptr(HammerMatch) replayed = NULL;
      JsonObject *object;
      JsonNode *options;

      if (!JSON_NODE_HOLDS_OBJECT (root) ||
          !json_object_has_member ((object = json_node_get_object (root)), "games") ||
          json_object_get_member (object, "rules") == NULL ||
          json_node_get_value_type (json_object_get_member (object, "rules")) != G_TYPE_STRING)
        continue;
      options = json_object_get_member (object, "options");
      scored = hammer_match_new_from_json (root, NULL, &expected);
      g_assert_null (scored);
      replayed = hammer_match_replay_json (json_object_get_string_member (object, "rules"),
                                           options != NULL ? json_node_get_object (options) : NULL,
                                           json_object_get_member (object, "games"), &violation);
      if (replayed != NULL)
        g_error ("%s replayed, expected %s", vc->json, vc->reason);
      g_assert_cmpstr (hammer_error_get_reason (violation), ==, vc->reason);
      /* A replay's options are its competition's, so an end of another
       * width is measured against them rather than against the first end
       * (tested in /rules/json/sides-from-first-end). */
      if (g_str_equal (vc->reason, HAMMER_REASON_WRONG_SIDES))
        continue;
      g_assert_cmpint (hammer_error_get_game (violation), ==, vc->game);
      g_assert_cmpint (hammer_error_get_end (violation), ==, vc->end);
      g_assert_cmpint (hammer_error_get_side (violation), ==, vc->side);
      g_assert_cmpstr (violation->message, ==, expected->message);
      checked++;
    }
  /* Most of the table is about games. */
  g_assert_cmpuint (checked, >, G_N_ELEMENTS (violation_cases) / 2);
}

/* A stored result is an object; it may name its rule set, but only its own. */
static void
test_replay_result (void)
{
  const HammerRules *rules = hammer_rules_lookup ("court", NULL);
  g_autoptr(JsonNode) list = node_for ("[{'ends': []}]");
  g_autoptr(JsonNode) other = node_for ("{'rules': 'table', 'games': []}");
  g_autoptr(JsonNode) own = node_for ("{'rules': 'court', 'games': [{'ends': "
                                      "[{'points': [10, 0], 'penalties': [7, 0]}]}]}");
  g_autoptr(JsonNode) bare = node_for ("{'games': [{'ends': [{'points': [10, 7]}]}]}");
  g_autoptr(JsonNode) nothing = node_for ("{}");
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  HammerOptions options;

  g_assert_true (hammer_options_from_json (rules, NULL, &options, NULL));

  g_assert_null (hammer_match_replay_result (rules, &options, list, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_MALFORMED);
  g_clear_error (&violation);

  g_assert_null (hammer_match_replay_result (rules, &options, other, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_RULES_MISMATCH);
  g_assert_nonnull (strstr (violation->message, "“table”"));
  g_clear_error (&violation);

  /* A bad end is named as `hammer-cli score` names it. */
  g_assert_null (hammer_match_replay_result (rules, &options, own, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_BAD_PENALTY);
  g_assert_cmpint (hammer_error_get_game (violation), ==, 0);
  g_assert_cmpint (hammer_error_get_end (violation), ==, 0);
  g_assert_cmpint (hammer_error_get_side (violation), ==, 0);
  g_clear_error (&violation);

  match = hammer_match_replay_result (rules, &options, bare, &violation);
  g_assert_null (violation);
  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 10);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 7);
  g_clear_pointer (&match, hammer_match_free);

  match = hammer_match_replay_result (rules, &options, nothing, NULL);
  g_assert_cmpuint (hammer_match_get_n_games (match), ==, 0);
}

/* Rule sets and options as a document stores them are checked first. */
static void
test_replay_json_options (void)
{
  g_autoptr(JsonNode) games = node_for ("[]");
  g_autoptr(JsonNode) options = node_for ("{'target': 0}");
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;

  g_assert_null (hammer_match_replay_json ("curling", NULL, games, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_UNKNOWN_RULES);
  g_clear_error (&violation);
  g_assert_null (hammer_match_replay_json ("table", json_node_get_object (options), games,
                                           &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_BAD_OPTION);
  g_clear_error (&violation);

  /* Without options, the rule set's defaults: sjoelbak plays ten games. */
  match = hammer_match_replay_json ("sjoelbak", NULL, games, &violation);
  g_assert_null (violation);
  g_assert_cmpint (hammer_match_get_options (match)->games, ==, 10);
}

/* The struct API */

static void
test_entry_api (void)
{
  g_autoptr(HammerMatch) match = match_for ("table", "{}");
  const HammerRules *rules = hammer_match_get_rules (match);
  g_autoptr(GError) violation = NULL;
  int hanger = hammer_rules_find_zone (rules, "hanger");
  int three = hammer_rules_find_zone (rules, "3");
  int n_zones[2] = { 0, 2 };
  int zones[2] = { three, hanger };
  int bad_zones[2] = { three, 9 };
  int negative[2] = { -1, 0 };
  int penalties[2] = { 0, 1 };
  HammerEndEntry entry = { 2, NULL, penalties, NULL, n_zones, zones };
  HammerEnd view;

  g_assert_cmpint (hanger, ==, 3);
  g_assert_cmpint (hammer_rules_find_zone (rules, "nowhere"), ==, -1);

  /* Checking stores nothing. */
  g_assert_true (hammer_match_check_end (match, &entry, NULL));
  g_assert_cmpuint (hammer_match_get_n_games (match), ==, 0);
  g_assert_true (hammer_match_add_end (match, &entry, NULL));
  g_assert_cmpuint (hammer_match_get_n_games (match), ==, 1);
  g_assert_cmpuint (hammer_match_get_n_ends (match, 0), ==, 1);
  hammer_match_get_end (match, 0, 0, &view);
  g_assert_cmpint (view.raw[1], ==, 7);
  g_assert_cmpint (view.penalties[1], ==, 1);
  g_assert_cmpint (view.points[1], ==, 6);
  g_assert_cmpint (view.totals[1], ==, 6);
  g_assert_nonnull (view.n_zones);
  g_assert_cmpint (view.n_zones[1], ==, 2);
  g_assert_cmpint (view.zones[1], ==, hanger);
  g_assert_null (view.counts);

  entry.zones = bad_zones;
  g_assert_false (hammer_match_check_end (match, &entry, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_UNKNOWN_ZONE);
  g_assert_cmpint (hammer_error_get_game (violation), ==, 0);
  g_assert_cmpint (hammer_error_get_end (violation), ==, 1);
  g_assert_cmpint (hammer_error_get_side (violation), ==, 1);
  g_clear_error (&violation);

  entry.zones = zones;
  entry.n_zones = negative;
  g_assert_false (hammer_match_check_end (match, &entry, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_MALFORMED);
  g_clear_error (&violation);

  /* A NULL violation is allowed, as with GError. */
  g_assert_false (hammer_match_add_end (match, &entry, NULL));
  g_assert_cmpuint (hammer_match_get_n_ends (match, 0), ==, 1);

  /* Resetting forgets the games but keeps the rules. */
  hammer_match_reset (match);
  g_assert_cmpuint (hammer_match_get_n_games (match), ==, 0);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 0);
  g_assert_true (hammer_match_get_next (match, NULL, NULL, NULL, NULL));
}

static void
test_start_game (void)
{
  g_autoptr(HammerMatch) match = match_for ("table", "{'best_of': 3, 'target': 5}");
  g_autoptr(GError) violation = NULL;
  int win[2] = { 5, 0 };
  HammerEndEntry entry = { 2, win, NULL, NULL, NULL, NULL };
  int first, hammer;

  g_assert_true (hammer_match_start_game (match, 1, NULL));
  g_assert_false (hammer_match_start_game (match, -1, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_UNFINISHED_GAME);
  g_clear_error (&violation);
  g_assert_true (hammer_match_add_end (match, &entry, NULL));
  g_assert_cmpint (hammer_match_get_game_first (match, 0), ==, 1);

  /* The next game's default first shooter is the other side. */
  g_assert_true (hammer_match_get_next (match, NULL, NULL, &first, &hammer));
  g_assert_cmpint (first, ==, 0);
  g_assert_cmpint (hammer, ==, 1);
  g_assert_false (hammer_match_add_end (match, &entry, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_GAME_OVER);
  g_clear_error (&violation);
  g_assert_false (hammer_match_start_game (match, 2, &violation));
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_BAD_FIRST);
  g_assert_cmpint (hammer_error_get_game (violation), ==, 1);
  g_assert_true (hammer_match_start_game (match, 0, NULL));
  g_assert_true (hammer_match_add_end (match, &entry, NULL));
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
}

static void
test_best_of_even_tie (void)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match =
    score ("{'rules': 'table', 'options': {'best_of': 2, 'target': 5}, 'games': ["
           "{'ends': [{'points': [5, 0]}]}, {'ends': [{'points': [0, 5]}]}]}", &violation);
  g_autoptr(HammerMatch) multi =
    score ("{'rules': 'horse-collar', 'options': {'sides': 3, 'best_of': 3, 'target': 5}, "
           "'games': [{'ends': [{'points': [5, 0, 0]}]}, {'ends': [{'points': [0, 5, 0]}]}, "
           "{'ends': [{'points': [0, 0, 5]}]}]}", &violation);

  /* All games played and the games won equal: a true tie. */
  g_assert_nonnull (match);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, -1);
  g_assert_nonnull (multi);
  g_assert_cmpint (hammer_match_get_state (multi), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (multi), ==, -1);
}

static void
test_options_defaults (void)
{
  static const struct
  {
    const char *id;
    const char *options;
    HammerOptionId option;
    int value;
  } cases[] = {
    { "table", "{}", HAMMER_OPTION_TARGET, 15 },
    { "table", "{'team_size': 2}", HAMMER_OPTION_TARGET, 21 },
    { "table", "{'team_size': 2, 'target': 15}", HAMMER_OPTION_TARGET, 15 },
    { "table", "{}", HAMMER_OPTION_HANGER, 4 },
    { "table", "{}", HAMMER_OPTION_BEST_OF, 3 },
    { "table", "{}", HAMMER_OPTION_FIRST, 0 },
    { "table", "{}", HAMMER_OPTION_TEAM_SIZE, 1 },
    { "table", "{}", HAMMER_OPTION_SIDES, 2 },
    { "table", "{}", HAMMER_OPTION_GAMES, HAMMER_OPTION_UNSET },
    { "table", "{'games': 7}", HAMMER_OPTION_GAMES, 7 },
    { "court", "{}", HAMMER_OPTION_TARGET, 75 },
    { "court", "{}", HAMMER_OPTION_BEST_OF, 3 },
    { "court", "{}", HAMMER_OPTION_FRAMES, 0 },
    { "court", "{}", HAMMER_OPTION_HANGER, HAMMER_OPTION_UNSET },
    { "deck", "{}", HAMMER_OPTION_TARGET, 50 },
    { "deck", "{}", HAMMER_OPTION_BEST_OF, 3 },
    { "deck", "{}", HAMMER_OPTION_EXACT, 0 },
    { "horse-collar", "{}", HAMMER_OPTION_TARGET, 31 },
    { "horse-collar", "{'team_size': 2}", HAMMER_OPTION_TARGET, 51 },
    { "horse-collar", "{}", HAMMER_OPTION_HANGER, 4 },
    { "horse-collar", "{}", HAMMER_OPTION_BEST_OF, 1 },
    { "shovelboard", "{}", HAMMER_OPTION_TARGET, 11 },
    { "shovelboard", "{}", HAMMER_OPTION_BEST_OF, 1 },
    { "sjoelbak", "{}", HAMMER_OPTION_GAMES, 10 },
    { "sjoelbak", "{}", HAMMER_OPTION_DISKS, 30 },
    { "sjoelbak", "{}", HAMMER_OPTION_BONUS, 0 },
    { "sjoelbak", "{}", HAMMER_OPTION_TARGET, HAMMER_OPTION_UNSET },
    { "sjoelbak", "{}", HAMMER_OPTION_FIRST, HAMMER_OPTION_UNSET },
    { "sjoelbak", "{'first': 1, 'target': 200}", HAMMER_OPTION_TARGET, 200 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(HammerMatch) match = match_for (cases[i].id, cases[i].options);

      g_assert_cmpint (hammer_options_get (hammer_match_get_options (match), cases[i].option),
                       ==, cases[i].value);
    }
}

static void
test_options_json (void)
{
  guint n_rules;
  const HammerRules * const *all = hammer_rules_get_all (&n_rules);

  /* Every registered game, however many (tests/test-games.c checks each
   * provides everything). */
  for (guint r = 0; r < n_rules; r++)
    {
      HammerOptions options;
      g_autoptr(JsonObject) object = NULL;

      g_assert_true (hammer_rules_lookup (all[r]->id, NULL) == all[r]);
      g_assert_true (hammer_options_from_json (all[r], NULL, &options, NULL));
      object = hammer_options_to_json (all[r], &options);
      /* The six core options and "sides" everywhere. */
      for (guint i = 0; i <= HAMMER_OPTION_SIDES; i++)
        g_assert_true (json_object_has_member (object, hammer_option_get_name (i)));
      for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
        g_assert_cmpint (json_object_has_member (object, hammer_option_get_name (i)), ==,
                         all[r]->options[i].present);
    }
  g_assert_null (hammer_rules_lookup ("curling", NULL));
}

/* The command line */

typedef struct
{
  int       status;
  char     *out;
  char     *err;
  JsonNode *json;
} CliResult;

static void
cli_result_clear (CliResult *result)
{
  g_free (result->out);
  g_free (result->err);
  g_clear_pointer (&result->json, json_node_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliResult, cli_result_clear)

static gboolean
run_cli (const char *const *args,
         const char        *input,
         CliResult         *result)
{
  const char *cli = g_getenv ("HAMMER_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = input != NULL ? g_strdelimit (g_strdup (input), "'", '"') : NULL;

  memset (result, 0, sizeof *result);
  /* A missing program is a failure, not a reason to test nothing. */
  if (cli == NULL || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("HAMMER_CLI is not set to the built hammer-cli (meson test sets it)");

  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, json != NULL ? json : "", NULL, &result->out,
                                 &result->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
  result->json = json_from_string (result->out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result->json);
  return TRUE;
}

static JsonNode *
path (JsonNode   *root,
      const char *expression)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = json_path_query (expression, root, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  if (json_array_get_length (array) != 1)
    g_error ("%s: %u matches", expression, json_array_get_length (array));
  return json_node_copy (json_array_get_element (array, 0));
}

static gint64
path_int (JsonNode   *root,
          const char *expression)
{
  g_autoptr(JsonNode) node = path (root, expression);

  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_INT64);
  return json_node_get_int (node);
}

static gboolean
path_is_null (JsonNode   *root,
              const char *expression)
{
  g_autoptr(JsonNode) node = path (root, expression);

  return JSON_NODE_HOLDS_NULL (node);
}

static char *
path_text (JsonNode   *root,
           const char *expression)
{
  g_autoptr(JsonNode) node = path (root, expression);

  return json_to_string (node, FALSE);
}

static void
assert_path (JsonNode   *root,
             const char *expression,
             const char *expected)
{
  g_autofree char *text = path_text (root, expression);
  g_autofree char *want = g_strdelimit (g_strdup (expected), "'", '"');

  g_assert_cmpstr (text, ==, want);
}

static void
test_cli_design_example (void)
{
  static const char *const args[] = { "score", NULL };
  g_auto(CliResult) result;

  /* The input of the example of docs/ARCHITECTURE.md ("Command line"), word
   * for word. */
  if (!run_cli (args,
                "{'rules': 'table', 'options': {'target': 15, 'best_of': 3, 'team_size': 1}, "
                "'games': [{'ends': [{'points': [2, 0]}, {'zones': [[], ['3', 'hanger']]}]}]}",
                &result))
    return;

  g_assert_cmpint (result.status, ==, 0);
  assert_path (result.json, "$.rules", "'table'");
  g_assert_cmpint (path_int (result.json, "$.options.target"), ==, 15);
  g_assert_cmpint (path_int (result.json, "$.options.best_of"), ==, 3);
  g_assert_cmpint (path_int (result.json, "$.options.team_size"), ==, 1);
  g_assert_cmpint (path_int (result.json, "$.options.hanger"), ==, 4);
  g_assert_cmpint (path_int (result.json, "$.options.first"), ==, 0);
  assert_path (result.json, "$.games[0].ends[0].points", "[2,0]");
  assert_path (result.json, "$.games[0].ends[0].totals", "[2,0]");
  g_assert_cmpint (path_int (result.json, "$.games[0].ends[0].first"), ==, 0);
  g_assert_cmpint (path_int (result.json, "$.games[0].ends[0].hammer"), ==, 1);
  assert_path (result.json, "$.games[0].ends[1].points", "[0,7]");
  assert_path (result.json, "$.games[0].ends[1].totals", "[2,7]");
  g_assert_cmpint (path_int (result.json, "$.games[0].ends[1].first"), ==, 0);
  g_assert_cmpint (path_int (result.json, "$.games[0].ends[1].hammer"), ==, 1);
  assert_path (result.json, "$.games[0].totals", "[2,7]");
  assert_path (result.json, "$.games[0].state", "'in_progress'");
  g_assert_true (path_is_null (result.json, "$.games[0].winner"));
  assert_path (result.json, "$.games_won", "[0,0]");
  assert_path (result.json, "$.totals", "[2,7]");
  assert_path (result.json, "$.state", "'in_progress'");
  g_assert_true (path_is_null (result.json, "$.winner"));
  assert_path (result.json, "$.next", "{'game':0,'end':2,'first':1,'hammer':0}");
  g_assert_cmpstr (result.err, ==, "");
}

static void
test_cli_design_output (void)
{
  static const char *const args[] = { "score", "--json", NULL };
  g_auto(CliResult) result;

  /* The output of the example of docs/ARCHITECTURE.md ("Command line"):
   * game 1 won 15–7, the match goes on with side 1 shooting first in game 2. */
  if (!run_cli (args,
                "{'rules': 'table', 'options': {'target': 15, 'best_of': 3, 'team_size': 1}, "
                "'games': [{'ends': [{'points': [2, 0]}, {'zones': [[], ['3', 'hanger']]}, "
                "{'points': [4, 0]}, {'points': [4, 0]}, {'points': [4, 0]}, "
                "{'points': [1, 0]}]}]}",
                &result))
    return;

  g_assert_cmpint (result.status, ==, 0);
  assert_path (result.json, "$.games[0].totals", "[15,7]");
  assert_path (result.json, "$.games[0].state", "'finished'");
  g_assert_cmpint (path_int (result.json, "$.games[0].winner"), ==, 0);
  assert_path (result.json, "$.games_won", "[1,0]");
  assert_path (result.json, "$.totals", "[15,7]");
  assert_path (result.json, "$.state", "'in_progress'");
  g_assert_true (path_is_null (result.json, "$.winner"));
  assert_path (result.json, "$.next", "{'game':1,'end':0,'first':1,'hammer':0}");
}

static void
test_cli_finished_and_sjoelbak (void)
{
  static const char *const args[] = { "score", NULL };
  g_auto(CliResult) result;
  g_auto(CliResult) sjoelbak;
  g_auto(CliResult) card;

  if (!run_cli (args,
                "{'rules': 'shovelboard', 'games': [{'ends': [{'points': [0, 12]}]}]}",
                &result))
    return;
  g_assert_cmpint (result.status, ==, 0);
  assert_path (result.json, "$.state", "'finished'");
  g_assert_cmpint (path_int (result.json, "$.winner"), ==, 1);
  g_assert_true (path_is_null (result.json, "$.next"));

  run_cli (args,
           "{'rules': 'sjoelbak', 'options': {'games': 2}, 'games': [{'ends': ["
           "{'counts': [[5, 9, 5, 7], [7, 7, 7, 9]], 'penalties': [0, 2]}]}]}",
           &sjoelbak);
  g_assert_cmpint (sjoelbak.status, ==, 0);
  assert_path (sjoelbak.json, "$.games[0].ends[0].points", "[116,146]");
  assert_path (sjoelbak.json, "$.games[0].ends[0].raw", "[116,148]");
  assert_path (sjoelbak.json, "$.games[0].ends[0].counts", "[[5,9,5,7],[7,7,7,9]]");
  g_assert_true (path_is_null (sjoelbak.json, "$.games[0].ends[0].first"));
  g_assert_true (path_is_null (sjoelbak.json, "$.games[0].ends[0].hammer"));
  assert_path (sjoelbak.json, "$.next", "{'game':1,'end':0,'first':null,'hammer':null}");
  g_assert_cmpint (path_int (sjoelbak.json, "$.options.games"), ==, 2);
  g_assert_cmpint (path_int (sjoelbak.json, "$.options.disks"), ==, 30);
  assert_path (sjoelbak.json, "$.options.bonus", "false");
  g_assert_true (path_is_null (sjoelbak.json, "$.options.target"));

  /* One player's finished card: a score, no winner of a game or of the card. */
  run_cli (args,
           "{'rules': 'sjoelbak', 'options': {'games': 1}, 'games': [{'ends': ["
           "{'counts': [[5, 9, 5, 7]]}]}]}",
           &card);
  g_assert_cmpint (card.status, ==, 0);
  assert_path (card.json, "$.state", "'finished'");
  g_assert_true (path_is_null (card.json, "$.games[0].winner"));
  g_assert_true (path_is_null (card.json, "$.winner"));
}

static void
test_cli_violation (void)
{
  static const char *const args[] = { "score", NULL };
  g_auto(CliResult) result;
  JsonObject *root;

  if (!run_cli (args,
                "{'rules': 'table', 'games': [{'ends': [{'points': [3, 0]}, {'points': [2, 0]}, "
                "{'points': [0, 4]}, {'points': [0, 17]}]}]}",
                &result))
    return;

  g_assert_cmpint (result.status, ==, 2);
  root = json_node_get_object (result.json);
  g_assert_cmpuint (json_object_get_size (root), ==, 1);
  assert_path (result.json, "$.error.reason", "'impossible-points'");
  assert_path (result.json, "$.error.code", "'invalid'");
  g_assert_cmpint (path_int (result.json, "$.error.game"), ==, 0);
  g_assert_cmpint (path_int (result.json, "$.error.end"), ==, 3);
  g_assert_cmpint (path_int (result.json, "$.error.side"), ==, 1);
  assert_path (result.json, "$.error.message",
               "'Game 1, end 4: Side 2 cannot have scored 17 — 4 weights score at most 16.'");
  g_assert_nonnull (strstr (result.err, "Game 1, end 4"));
}

static void
test_cli_malformed (void)
{
  static const char *const args[] = { "score", NULL };
  g_auto(CliResult) broken;
  g_auto(CliResult) empty;
  g_auto(CliResult) unknown;
  g_auto(CliResult) option;

  if (!run_cli (args, "{'rules': 'table',\n 'games': [{'ends': [{'points': [2 0]}]}]}", &broken))
    return;
  g_assert_cmpint (broken.status, ==, 2);
  assert_path (broken.json, "$.error.reason", "'malformed'");
  g_assert_cmpint (path_int (broken.json, "$.error.line"), ==, 2);
  g_assert_cmpint (path_int (broken.json, "$.error.column"), >, 0);
  g_assert_true (path_is_null (broken.json, "$.error.game"));

  run_cli (args, "", &empty);
  g_assert_cmpint (empty.status, ==, 2);
  assert_path (empty.json, "$.error.reason", "'malformed'");

  run_cli (args, "{'rules': 'curling', 'games': []}", &unknown);
  g_assert_cmpint (unknown.status, ==, 2);
  assert_path (unknown.json, "$.error.reason", "'unknown-rules'");

  run_cli (args, "{'rules': 'table', 'options': {'frames': 8}}", &option);
  g_assert_cmpint (option.status, ==, 2);
  assert_path (option.json, "$.error.reason", "'unknown-option'");
  assert_path (option.json, "$.error.option", "'frames'");
}

/* Member @member of option @name of rule set @index. */
static void
assert_option (JsonArray  *array,
               guint       index,
               const char *name,
               const char *member,
               const char *expected)
{
  JsonObject *rules = json_array_get_object_element (array, index);
  JsonArray *options = json_object_get_array_member (rules, "options");

  for (guint o = 0; o < json_array_get_length (options); o++)
    {
      JsonObject *option = json_array_get_object_element (options, o);

      if (g_str_equal (json_object_get_string_member (option, "name"), name))
        {
          g_autofree char *text = json_to_string (json_object_get_member (option, member),
                                                  FALSE);
          g_autofree char *want = g_strdelimit (g_strdup (expected), "'", '"');

          g_assert_cmpstr (text, ==, want);
          return;
        }
    }
  g_error ("%s has no option %s", json_object_get_string_member (rules, "id"), name);
}

/* Raw points and a penalty at the ends of an int: their difference is
 * taken in 64 bits (UBSan stopped here before) and said as it is. */
static void
test_raw_less_penalty_range (void)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = score ("{'rules': 'court', 'games': [{'ends': [{'raw':"
                                        " [-2147483647, 0], 'penalties': [10, 0],"
                                        " 'points': [0, 0]}]}]}", &violation);

  g_assert_null (match);
  g_assert_nonnull (violation);
  g_assert_nonnull (strstr (violation->message, "-2147483647 less 10 is -2147483657"));
}

static void
test_cli_rules (void)
{
  static const char *const args[] = { "rules", NULL };
  static const char *const json_args[] = { "rules", "--json", NULL };
  static const char *const one_args[] = { "rules", "court", NULL };
  static const char *const bad_args[] = { "rules", "curling", NULL };
  guint n_ids;
  const HammerRules * const *all = hammer_rules_get_all (&n_ids);
  g_auto(CliResult) result;
  g_auto(CliResult) with_json;
  g_auto(CliResult) one;
  g_auto(CliResult) bad;
  JsonArray *array;

  if (!run_cli (args, NULL, &result))
    return;
  g_assert_cmpint (result.status, ==, 0);
  array = json_node_get_array (result.json);
  /* Every registered game, in the registry's order. */
  g_assert_cmpuint (json_array_get_length (array), ==, n_ids);
  for (guint i = 0; i < n_ids; i++)
    {
      JsonObject *rules = json_array_get_object_element (array, i);
      JsonArray *options = json_object_get_array_member (rules, "options");
      g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

      g_assert_cmpstr (json_object_get_string_member (rules, "id"), ==, all[i]->id);
      g_assert_nonnull (json_object_get_string_member (rules, "name"));
      g_assert_true (json_object_has_member (rules, "zones"));
      g_assert_true (json_object_has_member (rules, "weights"));
      g_assert_true (json_object_has_member (rules, "scoring"));
      g_assert_true (json_object_has_member (rules, "sides"));
      g_assert_true (json_object_has_member (rules, "match"));
      for (guint o = 0; o < json_array_get_length (options); o++)
        {
          JsonObject *option = json_array_get_object_element (options, o);

          g_assert_true (json_object_has_member (option, "applies"));
          g_assert_true (json_object_has_member (option, "default"));
          g_assert_true (json_object_has_member (option, "type"));
          g_assert_true (json_object_has_member (option, "description"));
          g_hash_table_add (names, (gpointer) json_object_get_string_member (option, "name"));
        }
      g_assert_true (g_hash_table_contains (names, "target"));
      g_assert_true (g_hash_table_contains (names, "best_of"));
      g_assert_true (g_hash_table_contains (names, "games"));
      g_assert_true (g_hash_table_contains (names, "team_size"));
      g_assert_true (g_hash_table_contains (names, "hanger"));
      g_assert_true (g_hash_table_contains (names, "first"));
    }
  assert_path (result.json, "$[0].zones[3].name", "'hanger'");
  assert_path (result.json, "$[0].zones[3].value", "4");
  assert_path (result.json, "$[0].scoring", "'leader'");
  assert_path (result.json, "$[1].scoring", "'both'");
  assert_path (result.json, "$[3].scoring", "'each'");
  assert_path (result.json, "$[5].match", "'total'");
  assert_path (result.json, "$[0].match", "'best_of'");
  assert_path (result.json, "$[1].zones[3].name", "'10-off'");
  assert_path (result.json, "$[1].zones[3].value", "-10");
  assert_option (array, 0, "target", "default", "15");
  assert_option (array, 0, "target", "default_teams", "21");
  assert_option (array, 0, "games", "applies", "false");
  assert_option (array, 5, "target", "applies", "false");
  assert_option (array, 5, "games", "default", "10");
  assert_option (array, 5, "bonus", "type", "'boolean'");
  assert_option (array, 5, "bonus", "choices", "[false,true]");
  assert_option (array, 5, "disks", "max", "30");
  assert_option (array, 1, "frames", "default", "0");
  assert_path (result.json, "$[3].sides", "{'min':2,'max':8}");
  /* Old English shovelboard: every side scores its own weights, the winner
   * of an end starts the next, 2 to 4 sides, and the weight nearest the
   * near line scores only alone. */
  assert_path (result.json, "$[4].scoring", "'both'");
  assert_path (result.json, "$[4].order", "'winner-first'");
  assert_path (result.json, "$[4].sides", "{'min':2,'max':4}");
  assert_path (result.json, "$[4].zones[3]", "{'name':'nearest','value':1,'alone':true}");
  assert_option (array, 4, "target", "default", "11");

  run_cli (json_args, NULL, &with_json);
  g_assert_cmpint (with_json.status, ==, 0);
  g_assert_cmpstr (with_json.out, ==, result.out);

  run_cli (one_args, NULL, &one);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (one.json)), ==, 1);

  run_cli (bad_args, NULL, &bad);
  g_assert_cmpint (bad.status, ==, 2);
  assert_path (bad.json, "$.error.reason", "'unknown-rules'");
}

/* Who shoots first in each game. Game 1 is the coin toss wherever there is
 * an order of play. After it the players choose again in table shuffleboard
 * (the toss loser chooses for game 2, game 3 is tossed again) and deck ("Players
 * toss a coin to decide who starts first"); the rules decide in shovelboard
 * (the winner of the previous end), court (the other lead) and Horse Collar
 * (the rotation), and say how; sjoelbak has no order of play. A choice for
 * game 2 gives that game's hammer to the other side, and a stored result
 * keeps each game's choice. */
static void
test_game_first_chosen (void)
{
  static const struct
  {
    const char *id;
    gboolean    later_chosen;
  } cases[] = {
    { "table", TRUE },
    { "deck", TRUE },
    { "shovelboard", FALSE },
    { "court", FALSE },
    { "horse-collar", FALSE },
  };
  const HammerRules *sjoelbak = hammer_rules_lookup ("sjoelbak", NULL);
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(GError) violation = NULL;
  HammerEnd end;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const HammerRules *rules = hammer_rules_lookup (cases[i].id, NULL);

      g_assert_true (hammer_rules_game_first_chosen (rules, 0));
      for (guint game = 1; game < 3; game++)
        g_assert_cmpint (hammer_rules_game_first_chosen (rules, game), ==, cases[i].later_chosen);
      if (cases[i].later_chosen)
        g_assert_null (hammer_rules_next_game_first (rules));
      else
        g_assert_cmpstr (hammer_rules_next_game_first (rules), !=, "");
    }
  g_assert_false (hammer_rules_game_first_chosen (sjoelbak, 0));
  g_assert_null (hammer_rules_next_game_first (sjoelbak));

  /* Side 1 won the toss and shot first in game 1. Side 0, the toss loser,
   * chooses for game 2 to take the hammer again: side 1 shoots first once
   * more, where without a choice the side that started game 1 would not
   * start game 2. */
  result = json_from_string ("{\"games\": [{\"first\": 1, \"ends\": [{\"points\": [0, 15]}]},"
                             " {\"first\": 1, \"ends\": [{\"points\": [2, 0]}]}]}", NULL);
  g_assert_cmpint (hammer_result_get_game_first (result, 0), ==, 1);
  g_assert_cmpint (hammer_result_get_game_first (result, 1), ==, 1);
  g_assert_cmpint (hammer_result_get_game_first (result, 2), ==, -1);
  g_assert_cmpint (hammer_result_get_first (result), ==, 1);
  match = hammer_match_replay_json ("table", NULL,
                                    json_object_get_member (json_node_get_object (result),
                                                            "games"), &violation);
  g_assert_null (violation);
  g_assert_nonnull (match);
  hammer_match_get_end (match, 1, 0, &end);
  g_assert_cmpint (end.first, ==, 1);
  g_assert_cmpint (end.hammer, ==, 0);
  g_assert_cmpint (hammer_match_get_game_first (match, 1), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  guint n_rules;
  const HammerRules * const *all;

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (zone_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/rules/zone-sums/%s/%u", zone_cases[i].id, i);

      g_test_add_data_func (name, &zone_cases[i], test_zone_sums);
    }
  g_test_add_func ("/rules/zone-sums/examples", test_zone_sums_examples);
  g_test_add_func ("/rules/sjoelbak/brute-force-30-disks", test_sjoelbak_brute_force);
  g_test_add_func ("/rules/sjoelbak/brute-force-20-disks", test_sjoelbak_twenty_disks);
  g_test_add_func ("/rules/sjoelbak/bonus-totals", test_sjoelbak_bonus_totals);
  g_test_add_func ("/rules/reach-per-options", test_reach_per_options);
  g_test_add_func ("/rules/sjoelbak/words", test_sjoelbak_words);

  all = hammer_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      g_autofree char *name = g_strdup_printf ("/rules/random-games/%s", all[r]->id);

      g_test_add_data_func (name, all[r]->id, test_random_games);
    }

  g_test_add_func ("/rules/violations/every-reason", test_violations);
  g_test_add_func ("/rules/violations/plain-error", test_error_without_violation);
  g_test_add_func ("/rules/violations/rules-mismatch", test_rules_mismatch);
  g_test_add_func ("/rules/json/sides-from-first-end", test_sides_from_first_end);
  g_test_add_func ("/rules/replay/match", test_replay_match);
  g_test_add_func ("/rules/replay/violations", test_replay_violations);
  g_test_add_func ("/rules/replay/result", test_replay_result);
  g_test_add_func ("/rules/replay/json-options", test_replay_json_options);
  g_test_add_func ("/rules/api/entries", test_entry_api);
  g_test_add_func ("/rules/api/start-game", test_start_game);
  g_test_add_func ("/rules/api/best-of-even-tie", test_best_of_even_tie);
  g_test_add_func ("/rules/options/defaults", test_options_defaults);
  g_test_add_func ("/rules/options/json", test_options_json);
  g_test_add_func ("/rules/cli/design-example", test_cli_design_example);
  g_test_add_func ("/rules/cli/design-output", test_cli_design_output);
  g_test_add_func ("/rules/cli/finished-and-sjoelbak", test_cli_finished_and_sjoelbak);
  g_test_add_func ("/rules/cli/violation", test_cli_violation);
  g_test_add_func ("/rules/cli/malformed", test_cli_malformed);
  g_test_add_func ("/rules/cli/rules", test_cli_rules);
  g_test_add_func ("/rules/json/raw-less-penalty-range", test_raw_less_penalty_range);
  g_test_add_func ("/rules/game-first-chosen", test_game_first_chosen);

  return g_test_run ();
}
