/* test-draw.c — the draw and bracket engine: every format, every field size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "events/hammer-draw.h"

/* Every size from 2 to 40, then primes and powers of two around 64 and 128. */
static const guint extra_sizes[] = { 61, 63, 64, 65, 67, 127, 128, 129, 130 };

#define N_SIZES (39 + G_N_ELEMENTS (extra_sizes))

static guint
size_at (guint i)
{
  return i < 39 ? i + 2 : extra_sizes[i - 39];
}

/* Fewer random runs for the big fields keep the whole test within seconds. */
static guint
runs_for (guint n)
{
  return n <= 40 ? 60 : 20;
}

static guint
log2_ceil (guint n)
{
  guint k = 0;

  while ((1u << k) < n)
    k++;
  return k;
}

static HammerDraw *
draw_new (HammerFormat             format,
          guint                    n,
          const HammerDrawOptions *options)
{
  g_autoptr(GError) error = NULL;
  HammerDraw *draw = hammer_draw_new (format, n, options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (draw);
  g_assert_cmpint (draw->format, ==, format);
  g_assert_cmpuint (draw->n_entrants, ==, n);
  return draw;
}

static gboolean
played (const HammerResolvedMatch *r)
{
  return r->status == HAMMER_MATCH_FINISHED && !r->bye && !r->walkover;
}

/* Sources refer back only; entrants are in range. */
static void
assert_well_formed (const HammerDraw *draw)
{
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];

      g_assert_cmpuint (m->n_sides, >=, 1);
      g_assert_cmpuint (m->n_sides, <=, 2);
      g_assert_cmpuint (m->round, >=, 1);
      for (guint s = 0; s < m->n_sides; s++)
        {
          const HammerSource *src = &m->sources[s];

          switch (src->kind)
            {
            case HAMMER_SOURCE_SEED:
              g_assert_cmpint (src->ref, >=, 0);
              g_assert_cmpint (src->ref, <, (int) draw->n_entrants);
              break;
            case HAMMER_SOURCE_WINNER:
            case HAMMER_SOURCE_LOSER:
              g_assert_cmpint (src->ref, >=, 0);
              g_assert_cmpint (src->ref, <, (int) i);
              break;
            case HAMMER_SOURCE_GROUP:
              g_assert_cmpint (src->ref, >=, 0);
              g_assert_cmpint (src->ref, <, (int) draw->n_groups);
              g_assert_cmpint (src->place, >=, 1);
              break;
            case HAMMER_SOURCE_BYE:
              break;
            case HAMMER_SOURCE_NONE:
            default:
              g_assert_not_reached ();
            }
        }
      /* Never a bye against a bye. */
      if (m->n_sides == 2)
        g_assert_false (m->sources[0].kind == HAMMER_SOURCE_BYE
                        && m->sources[1].kind == HAMMER_SOURCE_BYE);
    }
}

/* A random play-through. */

typedef struct
{
  const HammerDraw    *draw;
  int                 *results;
  gboolean            *withdrawn;
  HammerResolvedMatch *out;
  int                 *places;
  /* Groups: members per group (seed order) and how many. */
  guint               *members;
  guint               *n_members;
  guint                row;
} Sim;

static void
sim_init (Sim              *sim,
          const HammerDraw *draw)
{
  memset (sim, 0, sizeof *sim);
  sim->draw = draw;
  sim->results = g_new (int, MAX (draw->n_matches, 1));
  sim->withdrawn = g_new0 (gboolean, draw->n_entrants);
  sim->out = g_new0 (HammerResolvedMatch, MAX (draw->n_matches, 1));
  sim->places = g_new0 (int, draw->n_entrants);
  for (guint i = 0; i < draw->n_matches; i++)
    sim->results[i] = -1;

  if (draw->format == HAMMER_FORMAT_GROUPS)
    {
      sim->row = draw->n_entrants;
      sim->members = g_new0 (guint, draw->n_groups * sim->row);
      sim->n_members = g_new0 (guint, draw->n_groups);
      for (guint e = 0; e < draw->n_entrants; e++)
        {
          /* Find the entrant's group from its matches. */
          for (guint i = 0; i < draw->n_matches; i++)
            {
              const HammerDrawMatch *m = &draw->matches[i];

              if (m->bracket == HAMMER_BRACKET_GROUP
                  && (m->sources[0].ref == (int) e || m->sources[1].ref == (int) e))
                {
                  guint g = (guint) m->group;

                  sim->members[g * sim->row + sim->n_members[g]++] = e;
                  break;
                }
            }
        }
    }
}

static void
sim_clear (Sim *sim)
{
  g_free (sim->results);
  g_free (sim->withdrawn);
  g_free (sim->out);
  g_free (sim->places);
  g_free (sim->members);
  g_free (sim->n_members);
}

/* Group places from the group matches resolved so far: wins, then seed. */
static int
sim_group_place (int      group,
                 int      place,
                 gpointer user_data)
{
  Sim *sim = user_data;
  const HammerDraw *draw = sim->draw;
  guint n = sim->n_members[group];
  const guint *members = &sim->members[(guint) group * sim->row];
  g_autofree int *wins = g_new0 (int, n);
  g_autofree guint *order = g_new (guint, n);

  if ((guint) place > n)
    return HAMMER_ENTRANT_BYE;
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];
      const HammerResolvedMatch *r = &sim->out[i];

      if (m->bracket != HAMMER_BRACKET_GROUP || m->group != group)
        continue;
      if (r->status != HAMMER_MATCH_FINISHED)
        return HAMMER_ENTRANT_UNKNOWN;
      if (r->winner >= 0)
        {
          for (guint j = 0; j < n; j++)
            if ((int) members[j] == r->entrants[r->winner])
              wins[j]++;
        }
    }
  for (guint j = 0; j < n; j++)
    order[j] = j;
  /* Insertion sort: most wins first, ties to the better seed. */
  for (guint j = 1; j < n; j++)
    for (guint l = j; l > 0 && wins[order[l]] > wins[order[l - 1]]; l--)
      {
        guint t = order[l];

        order[l] = order[l - 1];
        order[l - 1] = t;
      }
  return (int) members[order[place - 1]];
}

static void
sim_resolve (Sim *sim)
{
  hammer_draw_resolve (sim->draw, sim->results, sim->withdrawn,
                       sim->draw->format == HAMMER_FORMAT_GROUPS ? sim_group_place : NULL,
                       sim, sim->out);
}

/* Plays until nothing is ready: random winners (and random draws where the
 * format has them); with @withdraw_chance, before each wave of results,
 * someone still in may withdraw. */
static void
sim_play (Sim    *sim,
          GRand  *rand,
          double  withdraw_chance,
          double  draw_chance)
{
  const HammerDraw *draw = sim->draw;

  for (guint wave = 0;; wave++)
    {
      gboolean any = FALSE;

      g_assert_cmpuint (wave, <, 10000);
      sim_resolve (sim);

      if (withdraw_chance > 0 && g_rand_double (rand) < withdraw_chance)
        {
          sim->withdrawn[g_rand_int_range (rand, 0, (int) draw->n_entrants)] = TRUE;
          sim_resolve (sim);
        }

      for (guint i = 0; i < draw->n_matches; i++)
        {
          if (sim->out[i].status != HAMMER_MATCH_READY)
            continue;
          any = TRUE;
          if (draw_chance > 0 && g_rand_double (rand) < draw_chance)
            sim->results[i] = -2;
          else
            sim->results[i] = draw->matches[i].n_sides == 1 ? 0 : g_rand_int_range (rand, 0, 2);
        }
      if (!any)
        break;
    }

  /* Everything is decided. */
  for (guint i = 0; i < draw->n_matches; i++)
    g_assert_true (sim->out[i].status == HAMMER_MATCH_FINISHED
                   || sim->out[i].status == HAMMER_MATCH_SKIPPED);
  hammer_draw_placings (draw, sim->out, sim->places);
}

static int
sim_champion (const Sim *sim)
{
  int champion = -1;

  for (guint e = 0; e < sim->draw->n_entrants; e++)
    if (sim->places[e] == 1)
      {
        g_assert_cmpint (champion, ==, -1);
        champion = (int) e;
      }
  return champion;
}

/* In a play-through without withdrawals every entrant gets a place, and the
 * places are a competition ranking: k entrants with place p means the next
 * place is p + k. The bracket may leave slots empty (byes), so the next
 * place may also be later. */
static void
assert_places_complete (const Sim *sim)
{
  guint n = sim->draw->n_entrants;
  g_autofree guint *count = g_new0 (guint, n + 2);
  guint ahead = 0;

  for (guint e = 0; e < n; e++)
    {
      g_assert_cmpint (sim->places[e], >=, 1);
      g_assert_cmpint (sim->places[e], <=, (int) n);
      count[sim->places[e]]++;
    }
  g_assert_cmpuint (count[1], ==, 1);
  g_assert_cmpuint (count[2], ==, 1);
  for (guint p = 1; p <= n; p++)
    {
      if (count[p] == 0)
        continue;
      g_assert_cmpuint (p, ==, ahead + 1);
      ahead += count[p];
    }
}

/* Formats and names */

static void
test_names (void)
{
  HammerFormat format;
  char *name;

  /* Every format is defined whole: an id, a name, and how it is shown. */
  for (guint f = 0; f < HAMMER_N_FORMATS; f++)
    {
      const HammerFormatInfo *info = hammer_format_get_info (f);

      g_assert_nonnull (info);
      g_assert_cmpint (info->format, ==, f);
      g_assert_true (hammer_format_from_string (hammer_format_to_string (f), &format));
      g_assert_cmpint (format, ==, f);
      g_assert_true (hammer_format_lookup (info->id) == info);
      g_assert_cmpstr (hammer_format_get_name (f), !=, "");
      g_assert_cmpuint (info->draw_shape, <=, HAMMER_DRAW_SHAPE_RANKING);
      /* A knockout shows a bracket; own cards need no draw but a ranking. */
      g_assert_true (!info->knockout || info->draw_shape == HAMMER_DRAW_SHAPE_BRACKET);
      g_assert_true (!info->own_cards || info->draw_shape == HAMMER_DRAW_SHAPE_RANKING);
      g_assert_cmpint (hammer_format_plays_own_cards (info->id), ==, info->own_cards);
    }
  g_assert_null (hammer_format_lookup ("knockout"));
  g_assert_null (hammer_format_lookup (NULL));
  g_assert_false (hammer_format_plays_own_cards (NULL));
  g_assert_true (hammer_format_plays_own_cards ("series"));
  g_assert_cmpint (hammer_format_lookup ("groups")->draw_shape, ==,
                   HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET);
  g_assert_cmpstr (hammer_format_to_string (HAMMER_FORMAT_DOUBLE_ELIMINATION), ==,
                   "double-elimination");
  g_assert_false (hammer_format_from_string ("knockout", &format));
  g_assert_false (hammer_format_from_string ("", NULL));

  name = hammer_bracket_name (HAMMER_BRACKET_FINAL_RESET, -1);
  g_assert_cmpstr (name, ==, "final-reset");
  g_free (name);
  name = hammer_bracket_name (HAMMER_BRACKET_LOSERS, -1);
  g_assert_cmpstr (name, ==, "losers");
  g_free (name);
  name = hammer_bracket_name (HAMMER_BRACKET_GROUP, 0);
  g_assert_cmpstr (name, ==, "A");
  g_free (name);
  name = hammer_bracket_name (HAMMER_BRACKET_GROUP, 25);
  g_assert_cmpstr (name, ==, "Z");
  g_free (name);
  name = hammer_bracket_name (HAMMER_BRACKET_GROUP, 26);
  g_assert_cmpstr (name, ==, "AA");
  g_free (name);
}

static void
assert_draw_error (HammerFormat             format,
                   guint                    n,
                   const HammerDrawOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDraw) draw = hammer_draw_new (format, n, options, &error);

  g_assert_null (draw);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (error->message);
}

static void
test_errors (void)
{
  HammerDrawOptions options = { 0 };
  g_autoptr(HammerDraw) series = NULL;

  for (guint f = HAMMER_FORMAT_SINGLE_ELIMINATION; f <= HAMMER_FORMAT_SERIES; f++)
    assert_draw_error (f, 0, NULL);
  for (guint f = HAMMER_FORMAT_SINGLE_ELIMINATION; f < HAMMER_FORMAT_SERIES; f++)
    assert_draw_error (f, 1, NULL);
  assert_draw_error (HAMMER_FORMAT_ROUND_ROBIN, 5000, NULL);

  /* Five groups from nine leaves a group of one. */
  options.n_groups = 5;
  assert_draw_error (HAMMER_FORMAT_GROUPS, 9, &options);
  /* Groups of two and three cannot send three each. */
  options.n_groups = 4;
  options.advance = 3;
  assert_draw_error (HAMMER_FORMAT_GROUPS, 9, &options);
  /* One group, one goes on: no knockout. */
  options.n_groups = 1;
  options.advance = 1;
  assert_draw_error (HAMMER_FORMAT_GROUPS, 6, &options);

  /* A sjoelbak series can be shot alone. */
  series = draw_new (HAMMER_FORMAT_SERIES, 1, NULL);
  g_assert_cmpuint (series->n_matches, ==, 1);
}

/* Single elimination */

/* The bracket position (0-based) of each entrant in round 1. */
static void
first_round_positions (const HammerDraw *draw,
                       guint             stage,
                       guint            *position,
                       guint            *size)
{
  guint n_first = 0;

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];

      if (m->stage != stage || m->round != 1
          || (m->bracket != HAMMER_BRACKET_WINNERS && m->bracket != HAMMER_BRACKET_FINAL))
        continue;
      n_first++;
      for (guint s = 0; s < 2; s++)
        if (m->sources[s].kind == HAMMER_SOURCE_SEED)
          position[m->sources[s].ref] = 2 * m->position + s;
    }
  *size = 2 * n_first;
}

static void
assert_elimination_draw (const HammerDraw *draw,
                         gboolean          double_elimination)
{
  guint n = draw->n_entrants;
  guint size = 1u << log2_ceil (n);
  guint k = log2_ceil (n);
  guint n_byes = size - n;
  g_autofree guint *seen = g_new0 (guint, n);
  g_autofree guint *position = g_new (guint, n);
  guint bracket_size;

  assert_well_formed (draw);

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];
      gboolean has_bye = FALSE;

      g_assert_cmpuint (m->n_sides, ==, 2);
      g_assert_cmpuint (m->stage, ==, 0);
      g_assert_cmpint (m->group, ==, -1);
      for (guint s = 0; s < 2; s++)
        {
          if (m->sources[s].kind == HAMMER_SOURCE_SEED)
            {
              /* Entrants come in only in the winners' first round. */
              g_assert_cmpuint (m->round, ==, 1);
              g_assert_true (m->bracket == HAMMER_BRACKET_WINNERS
                             || m->bracket == HAMMER_BRACKET_FINAL);
              seen[m->sources[s].ref]++;
            }
          if (m->sources[s].kind == HAMMER_SOURCE_BYE)
            has_bye = TRUE;
        }
      if (has_bye)
        {
          /* A bye is in the first round, or its consequence in the losers'
           * rounds 1 and 2 (the latter only when the byes are more than a
           * quarter of the bracket, so that two byes would meet). */
          if (m->bracket == HAMMER_BRACKET_LOSERS)
            {
              g_assert_true (double_elimination);
              g_assert_cmpuint (m->round, <=, 2);
              if (m->round == 2)
                g_assert_cmpuint (n_byes, >, size / 4);
            }
          else
            {
              g_assert_cmpuint (m->round, ==, 1);
            }
        }
    }
  for (guint e = 0; e < n; e++)
    g_assert_cmpuint (seen[e], ==, 1);

  first_round_positions (draw, 0, position, &bracket_size);
  g_assert_cmpuint (bracket_size, ==, size);

  /* Seeds 1 and 2 in opposite halves; 1 to 4 in four quarters. */
  if (k >= 1)
    g_assert_cmpuint (position[0] >> (k - 1), !=, position[1] >> (k - 1));
  if (k >= 2 && n >= 4)
    {
      guint quarters = 0;

      for (guint e = 0; e < 4; e++)
        quarters |= 1u << (position[e] >> (k - 2));
      g_assert_cmpuint (quarters, ==, 0xf);
    }

  /* Byes go to the top seeds: the entrants in first-round matches with a
   * bye are exactly seeds 1 … byes. */
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];

      if (m->round != 1 || m->bracket == HAMMER_BRACKET_LOSERS)
        continue;
      for (guint s = 0; s < 2; s++)
        if (m->sources[s].kind == HAMMER_SOURCE_BYE)
          g_assert_cmpint (m->sources[1 - s].ref, <, (int) n_byes);
        else if (m->sources[1 - s].kind != HAMMER_SOURCE_BYE)
          g_assert_cmpint (m->sources[s].ref, >=, (int) n_byes);
    }
}

static guint
count_records_without_bye (const HammerDraw *draw)
{
  guint count = 0;

  for (guint i = 0; i < draw->n_matches; i++)
    if (draw->matches[i].sources[0].kind != HAMMER_SOURCE_BYE
        && draw->matches[i].sources[1].kind != HAMMER_SOURCE_BYE)
      count++;
  return count;
}

static void
test_single_elimination (void)
{
  for (guint third = 0; third < 2; third++)
    for (guint si = 0; si < N_SIZES; si++)
      {
        guint n = size_at (si);
        HammerDrawOptions options = { .third_place = third };
        g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_SINGLE_ELIMINATION, n, &options);
        guint expected = n - 1 + (third && n >= 4 ? 1 : 0);
        guint k = log2_ceil (n);
        guint n_finals = 0;

        assert_elimination_draw (draw, FALSE);
        g_assert_cmpuint (count_records_without_bye (draw), ==, expected);

        for (guint i = 0; i < draw->n_matches; i++)
          {
            const HammerDrawMatch *m = &draw->matches[i];

            if (m->bracket == HAMMER_BRACKET_FINAL)
              {
                n_finals++;
                g_assert_cmpuint (m->round, ==, k);
                g_assert_cmpuint (i, ==, draw->n_matches - 1);
              }
            else if (m->bracket == HAMMER_BRACKET_THIRD_PLACE)
              g_assert_cmpuint (m->round, ==, k);
            else
              {
                g_assert_cmpint (m->bracket, ==, HAMMER_BRACKET_WINNERS);
                g_assert_cmpuint (m->round, <, k);
              }
          }
        g_assert_cmpuint (n_finals, ==, 1);

        for (guint run = 0; run < runs_for (n); run++)
          {
            g_autoptr(GRand) rand = g_rand_new_with_seed (n * 1000 + run);
            Sim sim;
            guint n_played = 0;

            sim_init (&sim, draw);
            sim_play (&sim, rand, 0, 0);
            for (guint i = 0; i < draw->n_matches; i++)
              {
                const HammerResolvedMatch *r = &sim.out[i];

                g_assert_cmpint (r->status, ==, HAMMER_MATCH_FINISHED);
                g_assert_false (r->walkover);
                g_assert_false (r->entrants[0] == HAMMER_ENTRANT_BYE
                                && r->entrants[1] == HAMMER_ENTRANT_BYE);
                if (r->bye)
                  g_assert_cmpuint (draw->matches[i].round, ==, 1);
                if (played (r))
                  n_played++;
              }
            g_assert_cmpuint (n_played, ==, expected);
            g_assert_cmpint (sim_champion (&sim), >=, 0);
            assert_places_complete (&sim);
            sim_clear (&sim);
          }
      }
}

/* Double elimination */

static void
test_double_elimination (void)
{
  for (guint reset = 0; reset < 2; reset++)
    for (guint si = 0; si < N_SIZES; si++)
      {
        guint n = size_at (si);
        guint k = log2_ceil (n);
        guint size = 1u << k;
        HammerDrawOptions options = { .final_reset = reset };
        g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, n, &options);
        guint n_rematches_early = 0;
        gint grand_final = -1;
        gint reset_index = -1;

        assert_elimination_draw (draw, TRUE);
        /* Records: the winners' bracket with its byes, the losers' bracket
         * less the first-round matches that would be a bye against a bye,
         * the grand final and the reset. */
        if (k == 1)
          g_assert_cmpuint (draw->n_matches, ==, 2 + reset);
        else
          g_assert_cmpuint (draw->n_matches, ==, (size - 1) + (size - 2) + 1 + reset
                                                  - (size - n > size / 4
                                                     ? size - n - size / 4 : 0));
        for (guint i = 0; i < draw->n_matches; i++)
          {
            const HammerDrawMatch *m = &draw->matches[i];

            if (m->bracket == HAMMER_BRACKET_FINAL)
              grand_final = (int) i;
            if (m->bracket == HAMMER_BRACKET_FINAL_RESET)
              reset_index = (int) i;
            if (m->bracket == HAMMER_BRACKET_WINNERS)
              g_assert_cmpuint (m->round, <=, k);
            if (m->bracket == HAMMER_BRACKET_LOSERS)
              g_assert_cmpuint (m->round, <=, 2 * (k - 1));
          }
        g_assert_cmpint (grand_final, >=, 0);
        g_assert_cmpint (reset_index, ==, reset ? grand_final + 1 : -1);

        for (guint run = 0; run < runs_for (n); run++)
          {
            g_autoptr(GRand) rand = g_rand_new_with_seed (n * 1000 + run + 7);
            g_autoptr(GHashTable) met = g_hash_table_new (NULL, NULL);
            Sim sim;
            guint n_played = 0;
            gboolean reset_played;

            sim_init (&sim, draw);
            sim_play (&sim, rand, 0, 0);
            for (guint i = 0; i < draw->n_matches; i++)
              {
                const HammerDrawMatch *m = &draw->matches[i];
                const HammerResolvedMatch *r = &sim.out[i];

                g_assert_false (r->walkover);
                if (r->status == HAMMER_MATCH_SKIPPED)
                  {
                    g_assert_cmpint (m->bracket, ==, HAMMER_BRACKET_FINAL_RESET);
                    continue;
                  }
                g_assert_false (r->entrants[0] == HAMMER_ENTRANT_BYE
                                && r->entrants[1] == HAMMER_ENTRANT_BYE);
                /* No bye after the winners' first round and the losers'
                 * first two; none in losers' round 2 unless unavoidable. */
                if (r->bye)
                  {
                    if (m->bracket == HAMMER_BRACKET_LOSERS)
                      {
                        g_assert_cmpuint (m->round, <=, 2);
                        if (m->round == 2)
                          g_assert_cmpuint (size - n, >, size / 4);
                      }
                    else
                      {
                        g_assert_cmpint (m->bracket, ==, HAMMER_BRACKET_WINNERS);
                        g_assert_cmpuint (m->round, ==, 1);
                      }
                  }
                if (played (r))
                  {
                    guint a = (guint) MIN (r->entrants[0], r->entrants[1]);
                    guint b = (guint) MAX (r->entrants[0], r->entrants[1]);
                    gpointer key = GUINT_TO_POINTER (a * 4096 + b + 1);

                    n_played++;
                    /* The drop-in order keeps winners' bracket opponents
                     * apart in the losers' bracket before its round k. */
                    if (m->bracket == HAMMER_BRACKET_WINNERS)
                      g_hash_table_add (met, key);
                    else if (m->bracket == HAMMER_BRACKET_LOSERS && m->round < k
                             && g_hash_table_contains (met, key))
                      n_rematches_early++;
                  }
              }
            reset_played = reset && sim.out[reset_index].status == HAMMER_MATCH_FINISHED;
            g_assert_cmpint (sim.out[grand_final].status, ==, HAMMER_MATCH_FINISHED);
            if (reset)
              g_assert_cmpint (reset_played, ==, sim.out[grand_final].winner == 1);
            g_assert_cmpuint (n_played, ==, reset_played ? 2 * n - 1 : 2 * n - 2);
            g_assert_cmpint (sim_champion (&sim), >=, 0);
            assert_places_complete (&sim);
            sim_clear (&sim);
          }
        g_assert_cmpuint (n_rematches_early, ==, 0);
      }
}

/* With every result a coin toss, a double elimination of 32 or 128 brings
 * fewer rematches into its losers' bracket than brackets-manager.js 1.11.1
 * does (0.79 and 0.88 per event on average, measured the same way). */
static void
test_double_elimination_rematches (void)
{
  static const struct
  {
    guint  n_entrants;
    guint  n_events;
    double peer;
  } cases[] = {
    { 32, 3000, 0.79 },
    { 128, 1000, 0.88 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      HammerDrawOptions options = { .final_reset = TRUE };
      g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION,
                                             cases[c].n_entrants, &options);
      g_autoptr(GRand) rand = g_rand_new_with_seed (cases[c].n_entrants);
      guint total = 0;
      double mean;

      for (guint e = 0; e < cases[c].n_events; e++)
        {
          Sim sim;

          sim_init (&sim, draw);
          sim_play (&sim, rand, 0, 0);
          total += hammer_draw_count_rematches (draw, sim.out);
          sim_clear (&sim);
        }
      mean = (double) total / cases[c].n_events;
      g_test_message ("%u entrants: %.3f rematches per event", cases[c].n_entrants, mean);
      g_assert_cmpfloat (mean, <, cases[c].peer);
    }
}

/* The winners' matches whose losers can reach draw match @i, either side;
 * @origins holds a list per match, filled in draw order. */
static void
collect_origins (const HammerDraw *draw,
                 guint             i,
                 guint             side,
                 GArray          **origins)
{
  const HammerSource *source = &draw->matches[i].sources[side];

  if (source->kind == HAMMER_SOURCE_LOSER)
    g_array_append_val (origins[2 * i + side], source->ref);
  else if (source->kind == HAMMER_SOURCE_WINNER
           && draw->matches[source->ref].bracket == HAMMER_BRACKET_LOSERS)
    for (guint s = 0; s < 2; s++)
      g_array_append_vals (origins[2 * i + side], origins[2 * source->ref + s]->data,
                           origins[2 * source->ref + s]->len);
}

/* Whether the loser of a winners' match in @a can have met, in the
 * winners' bracket, the loser of one in @b: the winner of the one went on
 * to the other (and lost there). @next is the winners' match each winner
 * goes on to, @stamp scratch space, @generation new for each call. */
static gboolean
can_have_met (const GArray *a,
              const GArray *b,
              const int    *next,
              guint        *stamp,
              guint         generation)
{
  for (guint j = 0; j < b->len; j++)
    for (int m = g_array_index (b, int, j); m >= 0; m = next[m])
      stamp[m] = generation;
  for (guint j = 0; j < a->len; j++)
    if (stamp[g_array_index (a, int, j)] == generation)
      return TRUE;
  return FALSE;
}

/* The first losers' round in which two entrants who met in the winners'
 * bracket can meet again, whatever the results; G_MAXUINT if never. */
static guint
first_possible_rematch (const HammerDraw *draw)
{
  guint n = draw->n_matches;
  g_autofree GArray **origins = g_new0 (GArray *, 2 * n);
  g_autofree int *next = g_new (int, n);
  g_autofree guint *stamp = g_new0 (guint, n);
  guint generation = 0;
  guint first = G_MAXUINT;

  for (guint i = 0; i < n; i++)
    next[i] = -1;
  for (guint i = 0; i < n; i++)
    for (guint side = 0; side < 2; side++)
      if (draw->matches[i].bracket == HAMMER_BRACKET_WINNERS
          && draw->matches[i].sources[side].kind == HAMMER_SOURCE_WINNER)
        next[draw->matches[i].sources[side].ref] = (int) i;

  for (guint i = 0; i < 2 * n; i++)
    origins[i] = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < n; i++)
    {
      if (draw->matches[i].bracket != HAMMER_BRACKET_LOSERS)
        continue;
      collect_origins (draw, i, 0, origins);
      collect_origins (draw, i, 1, origins);
      if (can_have_met (origins[2 * i], origins[2 * i + 1], next, stamp, ++generation)
          || can_have_met (origins[2 * i + 1], origins[2 * i], next, stamp, ++generation))
        first = MIN (first, draw->matches[i].round);
    }
  for (guint i = 0; i < 2 * n; i++)
    g_array_unref (origins[i]);
  return first;
}

/* No rematch is possible in the losers' bracket before the latest round to
 * which any drop-in order (each winners' round's losers placed by a
 * reversal or rotation of the bracket) can push the first one, at every
 * size: for 2^k places the rounds below, found by trying every such order;
 * byes only take players away, so a field with byes does at least as well
 * as its full bracket. */
static void
test_double_elimination_rematch_rounds (void)
{
  /* By k = log2 (places): the earliest losers' round a rematch can come. */
  static const guint latest_first[] = { 0, 0, 2, 3, 4, 5, 7, 8, 9, 11, 13 };

  for (guint n = 4; n <= 1024; n++)
    {
      HammerDrawOptions options = { .final_reset = TRUE };
      g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, n, &options);
      guint k = log2_ceil (n);

      if (g_test_verbose () && n == 1u << k)
        g_test_message ("%u entrants: first possible rematch in losers' round %u of %u", n,
                        first_possible_rematch (draw), 2 * (k - 1));
      g_assert_cmpuint (first_possible_rematch (draw), >=, latest_first[k]);
    }
}

static void
assert_source (const HammerDrawMatch *m,
               guint                  side,
               HammerSourceKind       kind,
               int                    ref)
{
  g_assert_cmpint (m->sources[side].kind, ==, kind);
  g_assert_cmpint (m->sources[side].ref, ==, ref);
}

static void
assert_match (const HammerDrawMatch *m,
              HammerBracket          bracket,
              guint                  round,
              guint                  position,
              HammerSourceKind       kind0,
              int                    ref0,
              HammerSourceKind       kind1,
              int                    ref1)
{
  g_assert_cmpint (m->bracket, ==, bracket);
  g_assert_cmpuint (m->round, ==, round);
  g_assert_cmpuint (m->position, ==, position);
  g_assert_cmpuint (m->n_sides, ==, 2);
  assert_source (m, 0, kind0, ref0);
  assert_source (m, 1, kind1, ref1);
}

/* Four entrants, by hand: 1 v 4 and 2 v 3, the winners' final, the losers'
 * first round (the two first-round losers), the losers' final (the
 * winners' final loser against that winner), the grand final, the reset. */
static void
test_double_elimination_four (void)
{
  HammerDrawOptions options = { .final_reset = TRUE };
  g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, 4, &options);
  const HammerDrawMatch *m = draw->matches;
  int results[7] = { -1, -1, -1, -1, -1, -1, -1 };
  HammerResolvedMatch out[7];
  int places[4];

  g_assert_cmpuint (draw->n_matches, ==, 7);
  assert_match (&m[0], HAMMER_BRACKET_WINNERS, 1, 0, HAMMER_SOURCE_SEED, 0, HAMMER_SOURCE_SEED, 3);
  assert_match (&m[1], HAMMER_BRACKET_WINNERS, 1, 1, HAMMER_SOURCE_SEED, 1, HAMMER_SOURCE_SEED, 2);
  assert_match (&m[2], HAMMER_BRACKET_WINNERS, 2, 0,
                HAMMER_SOURCE_WINNER, 0, HAMMER_SOURCE_WINNER, 1);
  assert_match (&m[3], HAMMER_BRACKET_LOSERS, 1, 0,
                HAMMER_SOURCE_LOSER, 0, HAMMER_SOURCE_LOSER, 1);
  assert_match (&m[4], HAMMER_BRACKET_LOSERS, 2, 0,
                HAMMER_SOURCE_LOSER, 2, HAMMER_SOURCE_WINNER, 3);
  assert_match (&m[5], HAMMER_BRACKET_FINAL, 3, 0,
                HAMMER_SOURCE_WINNER, 2, HAMMER_SOURCE_WINNER, 4);
  assert_match (&m[6], HAMMER_BRACKET_FINAL_RESET, 4, 0,
                HAMMER_SOURCE_LOSER, 5, HAMMER_SOURCE_WINNER, 5);

  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_READY);
  g_assert_cmpint (out[1].status, ==, HAMMER_MATCH_READY);
  for (guint i = 2; i < 7; i++)
    g_assert_cmpint (out[i].status, ==, HAMMER_MATCH_PENDING);

  /* 4 beats 1, 2 beats 3; 2 beats 4; 1 beats 3; 1 beats 4 in the losers'
   * final; 1 beats 2 in the grand final, so the reset is played. */
  results[0] = 1;
  results[1] = 0;
  results[2] = 1;
  results[3] = 0;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[4].entrants[0], ==, 3);
  g_assert_cmpint (out[4].entrants[1], ==, 0);
  g_assert_cmpint (out[4].status, ==, HAMMER_MATCH_READY);
  g_assert_cmpuint (hammer_draw_count_rematches (draw, out), ==, 0);
  results[4] = 1;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  /* 4 had beaten 1 in the winners' first round: the losers' final is a
   * rematch, the only one. */
  g_assert_cmpuint (hammer_draw_count_rematches (draw, out), ==, 1);
  g_assert_cmpint (out[5].entrants[0], ==, 1);
  g_assert_cmpint (out[5].entrants[1], ==, 0);
  hammer_draw_placings (draw, out, places);
  g_assert_cmpint (places[0], ==, 0);
  g_assert_cmpint (places[1], ==, 0);
  g_assert_cmpint (places[2], ==, 4);
  g_assert_cmpint (places[3], ==, 3);

  results[5] = 1;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[6].status, ==, HAMMER_MATCH_READY);
  g_assert_cmpint (out[6].entrants[0], ==, 1);
  g_assert_cmpint (out[6].entrants[1], ==, 0);
  hammer_draw_placings (draw, out, places);
  g_assert_cmpint (places[0], ==, 0);
  g_assert_cmpint (places[1], ==, 0);

  results[6] = 0;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[6].status, ==, HAMMER_MATCH_FINISHED);
  hammer_draw_placings (draw, out, places);
  g_assert_cmpint (places[1], ==, 1);
  g_assert_cmpint (places[0], ==, 2);

  /* Had the winners' side won the grand final, no reset. */
  results[5] = 0;
  results[6] = -1;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[6].status, ==, HAMMER_MATCH_SKIPPED);
  hammer_draw_placings (draw, out, places);
  g_assert_cmpint (places[1], ==, 1);
  g_assert_cmpint (places[0], ==, 2);
  g_assert_cmpint (places[3], ==, 3);
  g_assert_cmpint (places[2], ==, 4);
}

/* Withdrawals */

/* Resolving again only what follows from one changed result gives what
 * resolving the whole draw gives: results entered one at a time in any
 * order, byes, withdrawals before play, and results corrected or taken
 * back, both winners and whoever follows having played or not; going
 * from what moved to the matches that read it, or looking at every match
 * after it. */
static void
test_resolve_after (void)
{
  static const HammerFormat formats[] = {
    HAMMER_FORMAT_SINGLE_ELIMINATION,
    HAMMER_FORMAT_DOUBLE_ELIMINATION,
  };
  static const guint sizes[] = { 2, 3, 5, 8, 13, 16, 27, 64 };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint si = 0; si < G_N_ELEMENTS (sizes); si++)
      for (guint run = 0; run < 6; run++)
        {
          HammerDrawOptions options = { .third_place = run % 2 == 0, .final_reset = TRUE };
          g_autoptr(HammerDraw) draw = draw_new (formats[f], sizes[si], &options);
          g_autoptr(GRand) rand = g_rand_new_with_seed (sizes[si] * 131 + run * 7 + f);
          g_autofree HammerResolvedMatch *full = g_new0 (HammerResolvedMatch, draw->n_matches);
          g_autofree guint *followers = hammer_draw_followers (draw);
          Sim sim;

          sim_init (&sim, draw);
          for (guint e = 0; e < draw->n_entrants; e++)
            sim.withdrawn[e] = run >= 4 && g_rand_int_range (rand, 0, 100) < 20;
          sim_resolve (&sim);

          for (guint step = 0; step < 4 * draw->n_matches; step++)
            {
              guint i = g_rand_int_range (rand, 0, (int) draw->n_matches);
              const HammerResolvedMatch *r = &sim.out[i];

              /* Mostly results for ready matches; now and then one changed
               * or taken back, whatever follows from it. */
              if (r->status == HAMMER_MATCH_READY)
                sim.results[i] = g_rand_int_range (rand, 0, 2);
              else if (r->status == HAMMER_MATCH_FINISHED && !r->bye && !r->walkover
                       && g_rand_int_range (rand, 0, 4) == 0)
                sim.results[i] = g_rand_int_range (rand, -1, 2);
              else
                continue;

              /* Runs 0, 1, 4 and 5 go from what moved to its followers. */
              hammer_draw_resolve_after (draw, run / 2 % 2 == 0 ? followers : NULL, sim.results,
                                         sim.withdrawn, NULL, NULL, i, sim.out);
              hammer_draw_resolve (draw, sim.results, sim.withdrawn, NULL, NULL, full);
              for (guint j = 0; j < draw->n_matches; j++)
                {
                  g_assert_cmpint (sim.out[j].status, ==, full[j].status);
                  g_assert_cmpint (sim.out[j].winner, ==, full[j].winner);
                  g_assert_cmpint (sim.out[j].entrants[0], ==, full[j].entrants[0]);
                  g_assert_cmpint (sim.out[j].entrants[1], ==, full[j].entrants[1]);
                  g_assert_cmpint (sim.out[j].bye, ==, full[j].bye);
                  g_assert_cmpint (sim.out[j].walkover, ==, full[j].walkover);
                }
            }
          sim_clear (&sim);
        }
}

static void
test_withdrawals (void)
{
  static const HammerFormat formats[] = {
    HAMMER_FORMAT_SINGLE_ELIMINATION,
    HAMMER_FORMAT_DOUBLE_ELIMINATION,
    HAMMER_FORMAT_GROUPS,
  };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint si = 0; si < N_SIZES; si++)
      {
        guint n = size_at (si);
        HammerDrawOptions options = { .third_place = TRUE, .final_reset = TRUE };
        g_autoptr(HammerDraw) draw = draw_new (formats[f], n, &options);

        for (guint run = 0; run < runs_for (n); run++)
          {
            g_autoptr(GRand) rand = g_rand_new_with_seed (n * 7919 + run * 31 + f);
            Sim sim;
            gboolean everyone = TRUE;
            int champion;

            /* Withdrawals before play: the champion is someone who stayed,
             * unless nobody did. Some runs lose everyone. */
            sim_init (&sim, draw);
            for (guint e = 0; e < n; e++)
              {
                sim.withdrawn[e] = g_rand_int_range (rand, 0, 100) < (run % 4 == 3 ? 100 : 30);
                everyone = everyone && sim.withdrawn[e];
              }
            sim_play (&sim, rand, 0, 0);
            champion = sim_champion (&sim);
            if (everyone)
              g_assert_cmpint (champion, ==, -1);
            else
              {
                g_assert_cmpint (champion, >=, 0);
                g_assert_false (sim.withdrawn[champion]);
              }
            sim_clear (&sim);

            /* Withdrawals during play: the bracket still finishes, with one
             * champion unless the last match had nobody left to win it. */
            sim_init (&sim, draw);
            sim_play (&sim, rand, 0.3, 0);
            champion = sim_champion (&sim);
            if (champion < 0)
              {
                gboolean nobody = FALSE;

                for (guint i = 0; i < draw->n_matches; i++)
                  {
                    HammerBracket b = draw->matches[i].bracket;

                    if ((b == HAMMER_BRACKET_FINAL || b == HAMMER_BRACKET_FINAL_RESET)
                        && sim.out[i].status == HAMMER_MATCH_FINISHED && sim.out[i].winner < 0)
                      nobody = TRUE;
                  }
                g_assert_true (nobody);
              }
            sim_clear (&sim);
          }
      }
}

/* A walkover through the losers' bracket, and results that cannot count. */
static void
test_resolve_edges (void)
{
  g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, 3, NULL);
  g_autoptr(HammerDraw) se = draw_new (HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL);
  int results[16];
  gboolean withdrawn[3] = { FALSE, FALSE, FALSE };
  HammerResolvedMatch out[16];
  int places[3];
  guint lb1 = G_MAXUINT;

  /* Three: 1 has a bye, 2 v 3; the loser of 2 v 3 has a bye in the losers'
   * first round. Results on bye matches are ignored. */
  for (guint i = 0; i < draw->n_matches; i++)
    results[i] = 1;
  results[1] = -1;
  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_FINISHED);
  g_assert_true (out[0].bye);
  g_assert_cmpint (out[0].winner, ==, 0);
  g_assert_cmpint (out[1].status, ==, HAMMER_MATCH_READY);
  for (guint i = 0; i < draw->n_matches; i++)
    if (draw->matches[i].bracket == HAMMER_BRACKET_LOSERS && draw->matches[i].round == 1)
      lb1 = i;
  g_assert_cmpuint (lb1, <, draw->n_matches);
  g_assert_cmpint (out[lb1].status, ==, HAMMER_MATCH_PENDING);

  /* 3 withdraws: 2 goes on by walkover, and 3 gives another walkover in
   * the losers' bracket. */
  withdrawn[2] = TRUE;
  hammer_draw_resolve (draw, results, withdrawn, NULL, NULL, out);
  g_assert_cmpint (out[1].status, ==, HAMMER_MATCH_FINISHED);
  g_assert_true (out[1].walkover);
  g_assert_cmpint (out[1].entrants[out[1].winner], ==, 1);
  g_assert_cmpint (out[lb1].status, ==, HAMMER_MATCH_FINISHED);
  g_assert_cmpint (out[lb1].winner, <, 0);
  g_assert_true (out[lb1].walkover);

  /* The withdrawn entrant is out, and placed. */
  results[2] = 0;   /* 1 beats 2 in the winners' final */
  for (guint i = 3; i < draw->n_matches; i++)
    results[i] = -1;
  hammer_draw_resolve (draw, results, withdrawn, NULL, NULL, out);
  for (guint i = 0; i < draw->n_matches; i++)
    if (draw->matches[i].bracket == HAMMER_BRACKET_FINAL)
      {
        g_assert_cmpint (out[i].status, ==, HAMMER_MATCH_READY);
        g_assert_cmpint (out[i].entrants[0], ==, 0);
        g_assert_cmpint (out[i].entrants[1], ==, 1);
      }
  hammer_draw_placings (draw, out, places);
  g_assert_cmpint (places[2], >, 2);
  g_assert_cmpint (places[0], ==, 0);

  /* A draw is not a result in an elimination match; nor is anything out
   * of range. */
  results[0] = -2;
  hammer_draw_resolve (se, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_READY);
  results[0] = 7;
  hammer_draw_resolve (se, results, NULL, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_READY);
  /* No results at all is allowed. */
  hammer_draw_resolve (se, NULL, NULL, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_READY);
  /* Both withdrawn: nobody wins the final, both are runners-up. */
  withdrawn[0] = withdrawn[1] = TRUE;
  hammer_draw_resolve (se, NULL, withdrawn, NULL, NULL, out);
  g_assert_cmpint (out[0].status, ==, HAMMER_MATCH_FINISHED);
  g_assert_cmpint (out[0].winner, ==, -1);
  g_assert_true (out[0].walkover);
  hammer_draw_placings (se, out, places);
  g_assert_cmpint (places[0], ==, 2);
  g_assert_cmpint (places[1], ==, 2);
}

/* Placings */

/* Plays @draw with the better seed (lower entrant) always winning. */
static void
play_favourites (const HammerDraw    *draw,
                 int                 *results,
                 HammerResolvedMatch *out)
{
  for (guint i = 0; i < draw->n_matches; i++)
    results[i] = -1;
  for (;;)
    {
      gboolean any = FALSE;

      hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
      for (guint i = 0; i < draw->n_matches; i++)
        {
          if (out[i].status != HAMMER_MATCH_READY)
            continue;
          any = TRUE;
          results[i] = out[i].entrants[0] < out[i].entrants[1] ? 0 : 1;
        }
      if (!any)
        break;
    }
}

static void
assert_favourite_places (HammerFormat  format,
                         guint         n,
                         gboolean      option,
                         const int    *expected)
{
  HammerDrawOptions options = { .third_place = option, .final_reset = option };
  g_autoptr(HammerDraw) draw = draw_new (format, n, &options);
  g_autofree int *results = g_new (int, draw->n_matches);
  g_autofree HammerResolvedMatch *out = g_new (HammerResolvedMatch, draw->n_matches);
  g_autofree int *places = g_new (int, n);

  play_favourites (draw, results, out);
  hammer_draw_placings (draw, out, places);
  for (guint e = 0; e < n; e++)
    g_assert_cmpint (places[e], ==, expected[e]);
}

static void
test_placings (void)
{
  static const int se8[] = { 1, 2, 3, 3, 5, 5, 5, 5 };
  static const int se8_third[] = { 1, 2, 3, 4, 5, 5, 5, 5 };
  static const int se6[] = { 1, 2, 3, 3, 5, 5 };
  static const int se6_third[] = { 1, 2, 3, 4, 5, 5 };
  static const int se16[] = { 1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9 };
  static const int de8[] = { 1, 2, 3, 4, 5, 5, 7, 7 };
  static const int de16[] = { 1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13 };
  static const int de6[] = { 1, 2, 3, 4, 5, 5 };

  assert_favourite_places (HAMMER_FORMAT_SINGLE_ELIMINATION, 8, FALSE, se8);
  assert_favourite_places (HAMMER_FORMAT_SINGLE_ELIMINATION, 8, TRUE, se8_third);
  assert_favourite_places (HAMMER_FORMAT_SINGLE_ELIMINATION, 6, FALSE, se6);
  assert_favourite_places (HAMMER_FORMAT_SINGLE_ELIMINATION, 6, TRUE, se6_third);
  assert_favourite_places (HAMMER_FORMAT_SINGLE_ELIMINATION, 16, FALSE, se16);
  assert_favourite_places (HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, FALSE, de8);
  assert_favourite_places (HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, TRUE, de8);
  assert_favourite_places (HAMMER_FORMAT_DOUBLE_ELIMINATION, 16, FALSE, de16);
  assert_favourite_places (HAMMER_FORMAT_DOUBLE_ELIMINATION, 6, TRUE, de6);
}

/* Places appear as entrants go out, and stay 0 while undecided. */
static void
test_placings_progress (void)
{
  g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_SINGLE_ELIMINATION, 8, NULL);
  int results[7] = { 0, 0, 0, 0, -1, -1, -1 };
  HammerResolvedMatch out[7];
  int places[8];

  hammer_draw_resolve (draw, results, NULL, NULL, NULL, out);
  hammer_draw_placings (draw, out, places);
  for (guint e = 0; e < 4; e++)
    g_assert_cmpint (places[e], ==, 0);
  for (guint e = 4; e < 8; e++)
    g_assert_cmpint (places[e], ==, 5);
}

/* Round robin */

static void
assert_round_robin (const HammerDraw *draw,
                    guint             n,
                    gboolean          double_round,
                    guint             n_rounds)
{
  g_autofree guint *met = g_new0 (guint, n * n);
  g_autofree guint *home = g_new0 (guint, n);
  g_autofree guint *games = g_new0 (guint, n);
  g_autofree guint *last_round = g_new0 (guint, n);
  guint max_round = 0;

  assert_well_formed (draw);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];
      guint a = (guint) m->sources[0].ref;
      guint b = (guint) m->sources[1].ref;

      g_assert_cmpint (m->sources[0].kind, ==, HAMMER_SOURCE_SEED);
      g_assert_cmpint (m->sources[1].kind, ==, HAMMER_SOURCE_SEED);
      g_assert_cmpuint (a, !=, b);
      /* Nobody twice in a round; rounds come in order. */
      g_assert_cmpuint (last_round[a], <, m->round);
      g_assert_cmpuint (last_round[b], <, m->round);
      last_round[a] = last_round[b] = m->round;
      max_round = MAX (max_round, m->round);
      met[a * n + b]++;
      home[a]++;
      games[a]++;
      games[b]++;
    }
  g_assert_cmpuint (max_round, ==, n_rounds);

  for (guint a = 0; a < n; a++)
    {
      int away = (int) games[a] - (int) home[a];

      g_assert_cmpuint (games[a], ==, (n - 1) * (double_round ? 2 : 1));
      g_assert_cmpint (ABS ((int) home[a] - away), <=, 1);
      for (guint b = a + 1; b < n; b++)
        {
          if (double_round)
            {
              g_assert_cmpuint (met[a * n + b], ==, 1);
              g_assert_cmpuint (met[b * n + a], ==, 1);
            }
          else
            {
              g_assert_cmpuint (met[a * n + b] + met[b * n + a], ==, 1);
            }
        }
    }
}

static void
test_round_robin (void)
{
  for (guint twice = 0; twice < 2; twice++)
    for (guint si = 0; si < N_SIZES; si++)
      {
        guint n = size_at (si);
        HammerDrawOptions options = { .double_round = twice };
        g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_ROUND_ROBIN, n, &options);
        guint per_leg = n % 2 == 0 ? n - 1 : n;
        g_autoptr(GRand) rand = g_rand_new_with_seed (n);
        Sim sim;
        guint n_played = 0;

        g_assert_cmpuint (draw->n_matches, ==, n * (n - 1) / 2 * (twice ? 2 : 1));
        for (guint i = 0; i < draw->n_matches; i++)
          {
            g_assert_cmpint (draw->matches[i].bracket, ==, HAMMER_BRACKET_ROUND_ROBIN);
            g_assert_cmpint (draw->matches[i].group, ==, -1);
          }
        assert_round_robin (draw, n, twice, per_leg * (twice ? 2 : 1));

        /* Played with draws: everything finishes, nothing is placed. */
        sim_init (&sim, draw);
        sim_play (&sim, rand, 0, 0.2);
        for (guint i = 0; i < draw->n_matches; i++)
          if (played (&sim.out[i]))
            n_played++;
        g_assert_cmpuint (n_played, ==, draw->n_matches);
        for (guint e = 0; e < n; e++)
          g_assert_cmpint (sim.places[e], ==, 0);
        sim_clear (&sim);
      }
}

/* Groups then knockout */

static void
assert_groups (const HammerDraw *draw,
               guint             n_groups,
               guint             advance)
{
  guint n = draw->n_entrants;
  g_autofree int *group_of = g_new (int, n);
  g_autofree guint *group_size = g_new0 (guint, n_groups);
  g_autofree guint *position = g_new (guint, n_groups * advance);
  g_autofree gboolean *seen = g_new0 (gboolean, n_groups * advance);
  guint size = 1u << log2_ceil (n_groups * advance);
  guint k = log2_ceil (n_groups * advance);
  guint n_knockout_real = 0;
  g_autofree guint *last_round = g_new0 (guint, n);
  g_autofree guint *games = g_new0 (guint, n);

  assert_well_formed (draw);
  g_assert_cmpuint (draw->n_groups, ==, n_groups);

  /* Snake: seed i goes to group i mod G on even rows, mirrored on odd. */
  for (guint e = 0; e < n; e++)
    {
      guint row = e / n_groups;
      guint column = e % n_groups;

      group_of[e] = (int) (row % 2 == 0 ? column : n_groups - 1 - column);
      group_size[group_of[e]]++;
    }

  /* The snake keeps the groups within one of each other in size. */
  for (guint g = 0; g < n_groups; g++)
    {
      g_assert_cmpuint (group_size[g], >=, n / n_groups);
      g_assert_cmpuint (group_size[g], <=, (n + n_groups - 1) / n_groups);
    }

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];

      if (m->stage == 0)
        {
          g_assert_cmpint (m->bracket, ==, HAMMER_BRACKET_GROUP);
          for (guint s = 0; s < 2; s++)
            {
              int e = m->sources[s].ref;

              g_assert_cmpint (m->sources[s].kind, ==, HAMMER_SOURCE_SEED);
              g_assert_cmpint (group_of[e], ==, m->group);
              /* Nobody twice in a round of the group stage. */
              g_assert_cmpuint (last_round[e], <, m->round);
              last_round[e] = m->round;
              games[e]++;
            }
          continue;
        }

      g_assert_cmpuint (m->stage, ==, 1);
      g_assert_true (m->bracket == HAMMER_BRACKET_WINNERS || m->bracket == HAMMER_BRACKET_FINAL
                     || m->bracket == HAMMER_BRACKET_THIRD_PLACE);
      if (m->sources[0].kind != HAMMER_SOURCE_BYE && m->sources[1].kind != HAMMER_SOURCE_BYE)
        n_knockout_real++;
      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *src = &m->sources[s];

          g_assert_cmpint (src->kind, !=, HAMMER_SOURCE_SEED);
          if (src->kind == HAMMER_SOURCE_BYE)
            {
              /* Byes go to the group winners first. */
              g_assert_cmpuint (m->round, ==, 1);
              if (size - n_groups * advance <= n_groups)
                g_assert_cmpint (m->sources[1 - s].place, ==, 1);
            }
          if (src->kind != HAMMER_SOURCE_GROUP)
            continue;
          g_assert_cmpuint (m->round, ==, 1);
          g_assert_cmpint (src->place, <=, (int) advance);
          g_assert_false (seen[src->ref * advance + src->place - 1]);
          seen[src->ref * advance + src->place - 1] = TRUE;
          position[src->ref * advance + src->place - 1] = 2 * m->position + s;
        }
    }
  g_assert_cmpuint (n_knockout_real, ==,
                    n_groups * advance - 1 + (draw->matches[draw->n_matches - 2].bracket
                                              == HAMMER_BRACKET_THIRD_PLACE));
  for (guint i = 0; i < n_groups * advance; i++)
    g_assert_true (seen[i]);
  /* Everyone plays everyone in the group once. */
  for (guint e = 0; e < n; e++)
    g_assert_cmpuint (games[e], ==, group_size[group_of[e]] - 1);

  /* Group winners in seed order get the seed positions of seeds 1 … G, so
   * winners of A and B are in opposite halves; a group's winner and
   * runner-up are in opposite halves, and with up to four going on, group
   * mates are in different quarters where the bracket has them. */
  for (guint g = 0; g < n_groups; g++)
    {
      if (advance >= 2 && k >= 1)
        g_assert_cmpuint (position[g * advance] >> (k - 1), !=,
                          position[g * advance + 1] >> (k - 1));
      if (advance <= 4 && n_groups >= 2 && k >= 3)
        for (guint p = 0; p < advance; p++)
          for (guint q = p + 1; q < advance; q++)
            g_assert_cmpuint (position[g * advance + p] >> (k - 2), !=,
                              position[g * advance + q] >> (k - 2));
    }
  if (n_groups >= 2)
    g_assert_cmpuint (position[0] >> (k - 1), !=, position[advance] >> (k - 1));
}

static void
test_groups (void)
{
  for (guint si = 0; si < N_SIZES; si++)
    {
      guint n = size_at (si);
      guint n_groups = (n + 3) / 4;
      HammerDrawOptions options = { .third_place = n % 2 == 0 };
      g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_GROUPS, n, &options);

      assert_groups (draw, n_groups, 2);

      for (guint run = 0; run < runs_for (n); run++)
        {
          g_autoptr(GRand) rand = g_rand_new_with_seed (n * 131 + run);
          Sim sim;
          guint n_advancing = n_groups * 2;

          sim_init (&sim, draw);
          sim_play (&sim, rand, 0, 0.1);
          g_assert_cmpint (sim_champion (&sim), >=, 0);
          for (guint e = 0; e < n; e++)
            {
              g_assert_cmpint (sim.places[e], >=, 1);
              g_assert_cmpint (sim.places[e], <=, (int) n_advancing + 1);
            }
          sim_clear (&sim);
        }
    }

  /* Other shapes: three of each of four groups, four of each of eight. */
  {
    HammerDrawOptions options = { .n_groups = 4, .advance = 3 };
    g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_GROUPS, 16, &options);

    assert_groups (draw, 4, 3);
  }
  {
    HammerDrawOptions options = { .n_groups = 8, .advance = 4 };
    g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_GROUPS, 40, &options);

    assert_groups (draw, 8, 4);
  }
  for (guint g = 1; g <= 12; g++)
    for (guint advance = 1; advance <= 4; advance++)
      {
        HammerDrawOptions options = { .n_groups = g, .advance = advance };
        g_autoptr(HammerDraw) draw = NULL;

        if (g * advance < 2)
          continue;
        draw = draw_new (HAMMER_FORMAT_GROUPS, g * 5 + 1, &options);
        assert_groups (draw, g, advance);
      }
}

/* Sjoelbak series */

static void
test_series (void)
{
  for (guint si = 0; si < N_SIZES; si++)
    {
      guint n = size_at (si);
      g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_SERIES, n, NULL);

      g_assert_cmpuint (draw->n_matches, ==, n);
      for (guint i = 0; i < n; i++)
        {
          const HammerDrawMatch *m = &draw->matches[i];

          g_assert_cmpint (m->bracket, ==, HAMMER_BRACKET_SERIES);
          g_assert_cmpuint (m->n_sides, ==, 1);
          g_assert_cmpuint (m->round, ==, 1);
          g_assert_cmpuint (m->position, ==, i);
          assert_source (m, 0, HAMMER_SOURCE_SEED, (int) i);
        }
    }

  for (guint n = 1; n <= 40; n++)
    for (guint boards = 1; boards <= 12; boards++)
      for (guint games = 1; games <= 12; games++)
        {
          g_autofree guint *used = g_new0 (guint, boards);

          for (guint game = 0; game < games; game++)
            {
              guint low = G_MAXUINT;
              guint high = 0;

              memset (used, 0, sizeof (guint) * boards);
              for (guint e = 0; e < n; e++)
                {
                  guint board = hammer_series_board (e, game, n, boards);

                  g_assert_cmpuint (board, <, boards);
                  used[board]++;
                  if (game > 0 && boards >= 2)
                    g_assert_cmpuint (board, !=, hammer_series_board (e, game - 1, n, boards));
                  if (boards >= games)
                    for (guint earlier = 0; earlier < game; earlier++)
                      g_assert_cmpuint (board, !=, hammer_series_board (e, earlier, n, boards));
                }
              /* Evenly: the boards' loads differ by one at most. */
              for (guint b = 0; b < boards; b++)
                {
                  low = MIN (low, used[b]);
                  high = MAX (high, used[b]);
                }
              g_assert_cmpuint (high - low, <=, 1);
            }
        }
}

static void
test_swiss (void)
{
  g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_SWISS, 1000, NULL);

  g_assert_cmpuint (draw->n_matches, ==, 0);
  g_assert_null (draw->matches);
  hammer_draw_resolve (draw, NULL, NULL, NULL, NULL, NULL);
  hammer_draw_free (NULL);
}

/* Speed: a 1024-entrant double elimination, drawn and resolved, then played
 * wave by wave. */
static void
test_speed (void)
{
  HammerDrawOptions options = { .final_reset = TRUE };
  gint64 start = g_get_monotonic_time ();
  gint64 drawn;
  gint64 resolved;
  gint64 finished;
  g_autoptr(HammerDraw) draw = draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, 1024, &options);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1024);
  g_autofree HammerResolvedMatch *out = NULL;
  Sim sim;

  drawn = g_get_monotonic_time ();
  out = g_new (HammerResolvedMatch, draw->n_matches);
  hammer_draw_resolve (draw, NULL, NULL, NULL, NULL, out);
  resolved = g_get_monotonic_time ();

  sim_init (&sim, draw);
  sim_play (&sim, rand, 0, 0);
  finished = g_get_monotonic_time ();
  g_assert_cmpint (sim_champion (&sim), >=, 0);
  sim_clear (&sim);

  g_test_message ("1024-entrant double elimination: %u matches, drawn in %.3f ms, "
                  "resolved in %.3f ms, played through (every wave resolved) in %.3f ms",
                  draw->n_matches, (drawn - start) / 1000.0, (resolved - drawn) / 1000.0,
                  (finished - resolved) / 1000.0);
  /* Generous, so that sanitizer builds pass too. */
  g_assert_cmpint (resolved - start, <, 50000);
}

/* A match's sources as stored: each kind written as the file format
 * says, and read back as it was written. */
static void
test_source_texts (void)
{
  const struct
  {
    HammerSource source;
    const char *text;
  } cases[] = {
    { { HAMMER_SOURCE_SEED, 3, 0 }, "seed:3" },
    { { HAMMER_SOURCE_BYE, 0, 0 }, "bye" },
    { { HAMMER_SOURCE_WINNER, 0, 0 }, "winner:0" },
    { { HAMMER_SOURCE_WINNER, 2046, 0 }, "winner:2046" },
    { { HAMMER_SOURCE_LOSER, 12, HAMMER_LOSER_ANY }, "loser:12" },
    { { HAMMER_SOURCE_LOSER, 12, HAMMER_LOSER_FIRST }, "loser:12:first" },
    { { HAMMER_SOURCE_LOSER, 107, HAMMER_LOSER_LATER }, "loser:107:later" },
    { { HAMMER_SOURCE_GROUP, 1, 2 }, "group:1:2" },
    { { HAMMER_SOURCE_GROUP, 15, 10 }, "group:15:10" },
    { { HAMMER_SOURCE_SEED, -1, 0 }, "seed:-1" },
    { { HAMMER_SOURCE_GROUP, G_MININT, G_MAXINT }, "group:-2147483648:2147483647" },
  };
  /* Texts not written so, read as g_ascii_strtoll() read their numbers
   * (spaces, a sign); out of an int's range, no source. */
  const struct
  {
    const char *text;
    HammerSourceKind kind;
    int ref;
  } read_cases[] = {
    { "seed: 7", HAMMER_SOURCE_SEED, 7 },
    { "seed:+7", HAMMER_SOURCE_SEED, 7 },
    { "winner:-0", HAMMER_SOURCE_WINNER, 0 },
    { "seed:2147483648", HAMMER_SOURCE_NONE, 0 },
    { "seed:-2147483649", HAMMER_SOURCE_NONE, 0 },
    { "seed:99999999999999999999999", HAMMER_SOURCE_NONE, 0 },
    { "seed:", HAMMER_SOURCE_NONE, 0 },
    { "seed:-", HAMMER_SOURCE_NONE, 0 },
    { "seed:x", HAMMER_SOURCE_NONE, 0 },
    { "group:3:", HAMMER_SOURCE_NONE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = hammer_event_source_to_string (&cases[i].source);
      HammerSource read = { HAMMER_SOURCE_NONE, -1, -1 };

      g_assert_cmpstr (text, ==, cases[i].text);
      hammer_event_source_from_string (text, &read);
      g_assert_cmpint (read.kind, ==, cases[i].source.kind);
      g_assert_cmpint (read.ref, ==, cases[i].source.ref);
      if (read.kind == HAMMER_SOURCE_LOSER || read.kind == HAMMER_SOURCE_GROUP)
        g_assert_cmpint (read.place, ==, cases[i].source.place);
    }
  /* hammer_event_source_as_stored() keeps what the text keeps. */
  for (int kind = HAMMER_SOURCE_NONE; kind <= HAMMER_SOURCE_GROUP + 1; kind++)
    for (int ref = -2; ref <= 2; ref++)
      for (int place = -1; place <= HAMMER_LOSER_LATER + 1; place++)
        {
          HammerSource source = { kind, ref, place };
          HammerSource stored = { HAMMER_SOURCE_BYE, -9, -9 };
          HammerSource read = { HAMMER_SOURCE_BYE, -9, -9 };
          g_autofree char *text = hammer_event_source_to_string (&source);

          hammer_event_source_as_stored (&source, &stored);
          hammer_event_source_from_string (text, &read);
          g_assert_cmpint (stored.kind, ==, read.kind);
          g_assert_cmpint (stored.ref, ==, read.ref);
          g_assert_cmpint (stored.place, ==, read.place);
        }
  for (guint i = 0; i < G_N_ELEMENTS (read_cases); i++)
    {
      HammerSource read = { HAMMER_SOURCE_BYE, -1, -1 };

      hammer_event_source_from_string (read_cases[i].text, &read);
      g_assert_cmpint (read.kind, ==, read_cases[i].kind);
      if (read.kind != HAMMER_SOURCE_NONE)
        g_assert_cmpint (read.ref, ==, read_cases[i].ref);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/draw/names", test_names);
  g_test_add_func ("/draw/source-texts", test_source_texts);
  g_test_add_func ("/draw/errors", test_errors);
  g_test_add_func ("/draw/single-elimination", test_single_elimination);
  g_test_add_func ("/draw/double-elimination", test_double_elimination);
  g_test_add_func ("/draw/double-elimination-four", test_double_elimination_four);
  g_test_add_func ("/draw/double-elimination-rematches", test_double_elimination_rematches);
  g_test_add_func ("/draw/double-elimination-rematch-rounds",
                   test_double_elimination_rematch_rounds);
  g_test_add_func ("/draw/withdrawals", test_withdrawals);
  g_test_add_func ("/draw/resolve-edges", test_resolve_edges);
  g_test_add_func ("/draw/resolve-after", test_resolve_after);
  g_test_add_func ("/draw/placings", test_placings);
  g_test_add_func ("/draw/placings-progress", test_placings_progress);
  g_test_add_func ("/draw/round-robin", test_round_robin);
  g_test_add_func ("/draw/groups", test_groups);
  g_test_add_func ("/draw/series", test_series);
  g_test_add_func ("/draw/swiss", test_swiss);
  g_test_add_func ("/draw/speed", test_speed);

  return g_test_run ();
}
