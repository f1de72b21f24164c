/* bench/rules.c — how fast the rules module checks ends and replays matches
 *
 * Prints plain lines such as "rules: 45.2 ns per validated end". No timing
 * is asserted: machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"

#define N_ENDS    100000
#define N_MATCHES 10000
#define N_JSON    1000

typedef struct
{
  int            points[2];
  int            n_zones[2];
  int            zones[8];
  int            counts[8];
  HammerEndEntry entry;
} BenchEnd;

static HammerMatch *
new_match (const char *id)
{
  const HammerRules *rules = hammer_rules_lookup (id, NULL);
  HammerOptions options;

  g_assert (rules != NULL);
  hammer_options_init (&options);
  g_assert (hammer_options_resolve (rules, &options, NULL));
  return hammer_match_new (rules, &options);
}

/* A random end that may or may not be valid: the checker has to look at
 * everything either way. */
static void
random_end (GRand             *rand,
            const HammerRules *rules,
            BenchEnd          *end)
{
  int offset = 0;

  memset (end, 0, sizeof *end);
  end->entry.n_sides = 2;

  if (rules->counts)
    {
      for (int i = 0; i < 8; i++)
        end->counts[i] = g_rand_int_range (rand, 0, 9);
      end->entry.counts = end->counts;
      return;
    }

  if (g_rand_boolean (rand))
    {
      for (int s = 0; s < 2; s++)
        {
          int n = g_rand_int_range (rand, 0, 5);

          end->n_zones[s] = rules->scoring == HAMMER_SCORING_LEADER_ONLY && s == 1 &&
                            end->n_zones[0] > 0 ? 0 : n;
          for (int i = 0; i < end->n_zones[s]; i++)
            end->zones[offset++] = g_rand_int_range (rand, 0, rules->n_zones);
        }
      end->entry.n_zones = end->n_zones;
      end->entry.zones = end->zones;
    }
  else
    {
      end->points[0] = g_rand_int_range (rand, -5, 45);
      end->points[1] = rules->scoring == HAMMER_SCORING_LEADER_ONLY
                       ? 0 : g_rand_int_range (rand, -5, 45);
      end->entry.points = end->points;
    }
}

static void
bench_check (const char *id)
{
  g_autoptr(HammerMatch) match = new_match (id);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autofree BenchEnd *ends = g_new (BenchEnd, N_ENDS);
  gint64 start, elapsed;
  guint valid = 0;

  for (guint i = 0; i < N_ENDS; i++)
    random_end (rand, hammer_match_get_rules (match), &ends[i]);

  start = g_get_monotonic_time ();
  for (int round = 0; round < 10; round++)
    for (guint i = 0; i < N_ENDS; i++)
      {
        g_autoptr(GError) violation = NULL;

        valid += hammer_match_check_end (match, &ends[i].entry, &violation);
      }
  elapsed = g_get_monotonic_time () - start;

  g_print ("rules: %.1f ns per validated end (%s, %u of %u valid, violations built)\n",
           elapsed * 1000.0 / (10.0 * N_ENDS), id, valid / 10, N_ENDS);

  valid = 0;
  start = g_get_monotonic_time ();
  for (int round = 0; round < 10; round++)
    for (guint i = 0; i < N_ENDS; i++)
      valid += hammer_match_check_end (match, &ends[i].entry, NULL);
  elapsed = g_get_monotonic_time () - start;

  g_print ("rules: %.1f ns per validated end (%s, keystroke check without messages)\n",
           elapsed * 1000.0 / (10.0 * N_ENDS), id);
}

static void
bench_replay (void)
{
  g_autoptr(HammerMatch) match = new_match ("table");
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *match_games = g_new (guint, N_MATCHES);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint total_ends = 0;
  gint64 start, elapsed;

  /* Record 10,000 valid table matches as plain per-end points. */
  for (guint m = 0; m < N_MATCHES; m++)
    {
      hammer_match_reset (match);
      match_games[m] = 0;
      while (hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
        {
          guint ends = 0;

          g_assert (hammer_match_start_game (match, -1, NULL));
          while (hammer_match_get_game_state (match, match_games[m]) != HAMMER_STATE_FINISHED)
            {
              int raw[2] = { 0, 0 };
              HammerEndEntry entry = { 2, raw, NULL, NULL, NULL, NULL };
              int leader = g_rand_int_range (rand, -1, 2);

              if (leader >= 0)
                raw[leader] = g_rand_int_range (rand, 1, 9);
              g_assert (hammer_match_add_end (match, &entry, NULL));
              g_array_append_vals (points, raw, 2);
              ends++;
            }
          g_array_append_val (games, ends);
          match_games[m]++;
          total_ends += ends;
        }
      if (m < N_JSON)
        {
          g_autoptr(JsonNode) node = hammer_match_to_json (match);

          g_ptr_array_add (texts, json_to_string (node, FALSE));
        }
    }

  /* Replay them: every end checked and stored, games and match decided. */
  start = g_get_monotonic_time ();
  {
    const int *p = (const int *) (gpointer) points->data;
    guint g = 0;

    for (guint m = 0; m < N_MATCHES; m++)
      {
        hammer_match_reset (match);
        for (guint i = 0; i < match_games[m]; i++, g++)
          {
            guint n = g_array_index (games, guint, g);

            hammer_match_start_game (match, -1, NULL);
            for (guint e = 0; e < n; e++, p += 2)
              {
                HammerEndEntry entry = { 2, p, NULL, NULL, NULL, NULL };

                if (!hammer_match_add_end (match, &entry, NULL))
                  g_error ("replay refused an end");
              }
          }
        if (hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
          g_error ("replay did not finish a match");
      }
  }
  elapsed = g_get_monotonic_time () - start;

  g_print ("rules: %.0f ns per full match replay (table, %u matches, %.1f ends each, in memory)\n",
           elapsed * 1000.0 / N_MATCHES, N_MATCHES, (double) total_ends / N_MATCHES);
  g_print ("rules: %.1f ns per replayed end (checked, stored, game and match state updated)\n",
           elapsed * 1000.0 / total_ends);

  /* The path of hammer-cli score: parse, score, write JSON. */
  start = g_get_monotonic_time ();
  for (guint i = 0; i < texts->len; i++)
    {
      g_autoptr(JsonNode) root = json_from_string (texts->pdata[i], NULL);
      g_autoptr(HammerMatch) again = hammer_match_new_from_json (root, NULL, NULL);
      g_autoptr(JsonNode) out = NULL;
      g_autofree char *text = NULL;

      if (again == NULL)
        g_error ("JSON replay refused a match");
      out = hammer_match_to_json (again);
      text = json_to_string (out, FALSE);
    }
  elapsed = g_get_monotonic_time () - start;

  g_print ("rules: %.1f us per match through JSON (parse, score, write; %u matches)\n",
           elapsed / (double) texts->len, texts->len);
}

static void
bench_new (void)
{
  static const char *ids[] = { "table", "horse-collar", "sjoelbak" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const HammerRules *rules = hammer_rules_lookup (ids[i], NULL);
      HammerOptions options;
      gint64 start, elapsed;
      int rounds = 200;

      hammer_options_init (&options);
      hammer_options_resolve (rules, &options, NULL);
      start = g_get_monotonic_time ();
      for (int r = 0; r < rounds; r++)
        hammer_match_free (hammer_match_new (rules, &options));
      elapsed = g_get_monotonic_time () - start;

      g_print ("rules: %.1f us per new match (%s: options resolved, reachable points computed)\n",
               elapsed / (double) rounds, ids[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  bench_check ("table");
  bench_check ("court");
  bench_check ("deck");
  bench_check ("sjoelbak");
  bench_replay ();
  bench_new ();
  return 0;
}
