/* hammer-match-reach.c — which points one side can score in one end: the
 * sums of its weights' zones, or the sjoelbak totals its disks can make,
 * worked out once per match as a bitset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-rules-private.h"

/* Sjoelbak: 30 disks make at most 148 (7, 7, 7, 9); the bonus disks after
 * a 148 make at most 156. */
#define SJOELBAK_DISKS     30
#define SJOELBAK_MAX       148
#define SJOELBAK_BONUS_MAX 156
/* Zaandams: a 100 (5, 5, 5, 5) with the 20 disks of the first sub-turn
 * earns 50 bonus points. */
#define ZAANDAMS_FULL      100
#define ZAANDAMS_BONUS     50

static inline void
reach_set (guint64 *bits,
           int      index)
{
  bits[index / 64] |= G_GUINT64_CONSTANT (1) << (index % 64);
}

/* Fills @out (indexed from @base) with every sum of at most @count zone
 * values. */
static void
sums_of_at_most (const HammerMatch *match,
                 int                count,
                 int                base,
                 int                size,
                 gboolean          *out)
{
  g_autofree gboolean *exact = g_new0 (gboolean, size);
  g_autofree gboolean *next = g_new0 (gboolean, size);

  exact[-base] = TRUE;
  out[-base] = TRUE;
  for (int k = 1; k <= count; k++)
    {
      memset (next, 0, size * sizeof (gboolean));
      for (int i = 0; i < size; i++)
        {
          if (!exact[i])
            continue;
          for (guint z = 0; z < match->rules->n_zones; z++)
            next[i + match->zone_values[z]] = TRUE;
        }
      for (int i = 0; i < size; i++)
        {
          exact[i] = next[i];
          out[i] |= next[i];
        }
    }
}

/* The fewest disks that make each sjoelbak total, worked out once per
 * process: every way to put 30 disks or fewer into the four compartments is
 * 46,376 ways, too many to try for every match. */
static const guint8 *
sjoelbak_min_disks (void)
{
  static guint8 table[SJOELBAK_MAX + 1];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      memset (table, G_MAXUINT8, sizeof table);
      for (int a = 0; a <= SJOELBAK_DISKS; a++)
        for (int b = 0; a + b <= SJOELBAK_DISKS; b++)
          for (int c = 0; a + b + c <= SJOELBAK_DISKS; c++)
            for (int d = 0; a + b + c + d <= SJOELBAK_DISKS; d++)
              {
                int counts[4] = { a, b, c, d };
                int points = hammer_sjoelbak_points (counts);

                table[points] = MIN (table[points], a + b + c + d);
              }
      g_once_init_leave (&done, 1);
    }

  return table;
}

/* Which points one side can score in one end, worked out afresh. */
static void
compute_reach (HammerMatch *match)
{
  const HammerRules *rules = match->rules;
  int lowest = 0, highest = 0;
  int base, size;
  g_autofree gboolean *sums = NULL;
  g_autofree gboolean *reach = NULL;

  memset (match->reach, 0, sizeof match->reach);
  match->min_qualifying = 0;

  if (rules->counts)
    {
      const guint8 *min_disks = sjoelbak_min_disks ();

      match->min_points = 0;
      match->max_points = 0;
      for (int points = 0; points <= SJOELBAK_MAX; points++)
        if (min_disks[points] <= match->options.disks)
          {
            reach_set (match->reach, points);
            match->max_points = points;
          }
      /* A 148 earns up to two extra disks (docs/ARCHITECTURE.md, "Rules
       * decisions"): 148 + 1 … "bonus_max", 152 or 156. */
      if (match->options.bonus == 1)
        {
          int most = CLAMP (match->options.bonus_max, SJOELBAK_MAX, SJOELBAK_BONUS_MAX);

          for (int points = SJOELBAK_MAX + 1; points <= most; points++)
            reach_set (match->reach, points);
          match->max_points = most;
        }
      if (match->options.zaandams == 1)
        {
          reach_set (match->reach, ZAANDAMS_FULL + ZAANDAMS_BONUS);
          match->max_points = ZAANDAMS_FULL + ZAANDAMS_BONUS;
        }
      return;
    }

  for (guint z = 0; z < rules->n_zones; z++)
    {
      lowest = MIN (lowest, match->zone_values[z]);
      highest = MAX (highest, match->zone_values[z]);
    }
  base = lowest * match->weights;
  size = (highest - lowest) * match->weights + 1;
  g_assert (size <= HAMMER_REACH_BITS);
  sums = g_new0 (gboolean, size);
  reach = g_new0 (gboolean, size);

  if (match->qualifying)
    {
      /* A turn scores 0, or one weight in a qualifying zone plus whatever
       * the other seven add. */
      sums_of_at_most (match, match->weights - 1, base, size, sums);
      reach[-base] = TRUE;
      match->min_qualifying = G_MAXINT;
      for (guint z = 0; z < rules->n_zones; z++)
        {
          int value = match->zone_values[z];

          if (!(rules->zones[z].flags & HAMMER_ZONE_QUALIFYING))
            continue;
          match->min_qualifying = MIN (match->min_qualifying, value);
          for (int i = 0; i < size; i++)
            if (sums[i] && i + value < size)
 reach[i + value] = TRUE;
        }
    }
  else
    {
      sums_of_at_most (match, match->weights, base, size, reach);
    }

  match->min_points = G_MAXINT;
  match->max_points = G_MININT;
  for (int i = 0; i < size; i++)
    if (reach[i])
      {
        match->min_points = MIN (match->min_points, base + i);
        match->max_points = MAX (match->max_points, base + i);
      }
  for (int i = 0; i < size; i++)
    if (reach[i])
      reach_set (match->reach, base + i - match->min_points);
}

/* Everything compute_reach() reads of a match, by value: two matches with
 * the same key can score the same points. */
typedef struct
{
  gboolean counts;
  guint    n_zones;
  guint    qualifying_zones;   /* a bit for each zone that opens a turn */
  int      zone_values[HAMMER_MAX_ZONES];
  int      weights;
  gboolean qualifying;
  int      disks;
  int      bonus;
  int      bonus_max;
  int      zaandams;
} ReachKey;

static void
reach_key_init (ReachKey          *key,
                const HammerMatch *match)
{
  const HammerRules *rules = match->rules;

  /* Zeroed whole, padding too: keys are compared as bytes. */
  memset (key, 0, sizeof *key);
  key->counts = rules->counts;
  key->n_zones = rules->n_zones;
  for (guint z = 0; z < rules->n_zones; z++)
    {
      key->zone_values[z] = match->zone_values[z];
      if (rules->zones[z].flags & HAMMER_ZONE_QUALIFYING)
        key->qualifying_zones |= 1u << z;
    }
  key->weights = match->weights;
  key->qualifying = match->qualifying;
  key->disks = match->options.disks;
  key->bonus = match->options.bonus;
  key->bonus_max = match->options.bonus_max;
  key->zaandams = match->options.zaandams;
}

/* Works out once per match which points one side can score in one end, so
 * that checking an end is a bit test. The last answer is kept: a results
 * file's matches are nearly all played by one rule set with one set of
 * options, and working it out was a seventh of replaying a match. */
void
hammer_match_compute_reach (HammerMatch *match)
{
  static GMutex lock;
  static gboolean known;
  static ReachKey last_key;
  static HammerMatch last;
  ReachKey key;

  reach_key_init (&key, match);
  g_mutex_lock (&lock);
  if (known && memcmp (&key, &last_key, sizeof key) == 0)
    {
      match->min_points = last.min_points;
      match->max_points = last.max_points;
      match->min_qualifying = last.min_qualifying;
      memcpy (match->reach, last.reach, sizeof match->reach);
      g_mutex_unlock (&lock);
      return;
    }
  g_mutex_unlock (&lock);

  compute_reach (match);

  g_mutex_lock (&lock);
  last_key = key;
  last.min_points = match->min_points;
  last.max_points = match->max_points;
  last.min_qualifying = match->min_qualifying;
  memcpy (last.reach, match->reach, sizeof last.reach);
  known = TRUE;
  g_mutex_unlock (&lock);
}
