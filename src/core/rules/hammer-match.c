/* hammer-match.c — one match scored end by end under a rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hammer-rules-private.h"

/* The reachable points of one side in one end, as a bitset from min_points.
 * 1024 bits hold every game: eight hangers of 99 make 792 at most. */
#define REACH_BITS  1024
#define REACH_WORDS (REACH_BITS / 64)

/* Sjoelbak: 30 disks make at most 148 (7, 7, 7, 9); the bonus disks after
 * a 148 make at most 156. */
#define SJOELBAK_DISKS     30
#define SJOELBAK_MAX       148
#define SJOELBAK_BONUS_MAX 156

/* The most a side can lose by penalties in one end. */
#define PENALTY_MAX 1000

/* A side's name in a sentence, with a buffer for "Side 2" that lives
 * until the end of the enclosing block; nothing when no sentence is
 * wanted, so that a keystroke check stays without work it does not need. */
#define SIDE_NAME(side) \
  (violation != NULL \
   ? hammer_match_side_name (match, (side), (char[HAMMER_SIDE_NAME_SIZE]) { 0 }) : "")

/* TRANSLATORS: a side of a match whose name is not known, numbered from 1. */
#define SIDE_UNNAMED N_("Side %d")

typedef struct
{
  guint       first_end;   /* index of its first end in HammerMatch.ends */
  guint       n_ends;
  int         first;       /* who shot first in its first end, or -1 */
  int         next_first;  /* who shoots first in its next end, or -1 */
  guint       decide_at;   /* a tie break is decided after this many ends; 0 if none runs */
  guint       totals;      /* offset of the running totals in HammerMatch.pool */
  HammerState state;
  int         winner;
} GameRecord;

typedef struct
{
  int   first;
  int   hammer;
  guint data;   /* offset in the pool of the raw points of every side, then penalties, points
                 * and totals */
  int   counts; /* offset of 4 counts per side, or -1 */
  int   zones;  /* offset of the zone count per side, then the zone indices, or -1 */
} EndRecord;

struct _HammerMatch
{
  const HammerRules *rules;
  HammerOptions      options;
  int                n_sides;
  int                weights;      /* per side and end */
  int                round_ends;   /* ends in a round of play: 2 for teams, else 1 */
  int                tie_ends;     /* ends of a tie break at or over the target; 0: none */
  gboolean           qualifying;   /* horse collar: only a weight in 3 or better opens a turn */
  int                zone_values[HAMMER_MAX_ZONES];
  int                min_points;
  int                max_points;
  int                min_qualifying;
  guint64            reach[REACH_WORDS];

  GArray            *games;  /* GameRecord */
  GArray            *ends;   /* EndRecord */
  GArray            *pool;   /* int */

  int                games_won[HAMMER_MAX_SIDES];
  int                totals[HAMMER_MAX_SIDES];
  HammerState        state;
  int                winner;
  char             **names;  /* the sides' names in sentences, or NULL */
};

static inline void
reach_set (guint64 *bits,
           int      index)
{
  bits[index / 64] |= G_GUINT64_CONSTANT (1) << (index % 64);
}

static inline gboolean
reach_get (const guint64 *bits,
           int            index)
{
  return (bits[index / 64] >> (index % 64)) & 1;
}

static inline gboolean
points_possible (const HammerMatch *match,
                 int                points)
{
  if (points < match->min_points || points > match->max_points)
    return FALSE;
  return reach_get (match->reach, points - match->min_points);
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

/* Works out once per match which points one side can score in one end, so
 * that checking an end is a bit test. */
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
       * decisions"): 148 + 1 … 148 + 8. */
      if (match->options.bonus == 1)
        {
          for (int points = SJOELBAK_MAX + 1; points <= SJOELBAK_BONUS_MAX; points++)
            reach_set (match->reach, points);
          match->max_points = SJOELBAK_BONUS_MAX;
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
  g_assert (size <= REACH_BITS);
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

HammerMatch *
hammer_match_new (const HammerRules   *rules,
                  const HammerOptions *options)
{
  HammerMatch *match;
  gboolean teams;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->sides >= 1 && options->sides <= HAMMER_MAX_SIDES, NULL);
  g_return_val_if_fail (rules->n_zones <= HAMMER_MAX_ZONES, NULL);
  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    g_return_val_if_fail (!rules->options[i].applies ||
                          hammer_options_get (options, i) != HAMMER_OPTION_UNSET, NULL);

  match = g_new0 (HammerMatch, 1);
  match->rules = rules;
  match->options = *options;
  match->n_sides = options->sides;
  match->weights = rules->counts ? options->disks : rules->weights;
  teams = options->team_size != HAMMER_OPTION_UNSET && options->team_size >= 2;
  match->round_ends = teams ? 2 : 1;
  match->tie_ends = teams ? rules->team_tie_ends : rules->tie_ends;
  match->qualifying = hammer_rules_has_qualifying (rules);
  for (guint z = 0; z < rules->n_zones; z++)
    match->zone_values[z] = hammer_rules_zone_value (rules, options, z);
  compute_reach (match);

  match->games = g_array_new (FALSE, FALSE, sizeof (GameRecord));
  match->ends = g_array_new (FALSE, FALSE, sizeof (EndRecord));
  match->pool = g_array_new (FALSE, FALSE, sizeof (int));
  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;

  return match;
}

void
hammer_match_free (HammerMatch *match)
{
  if (match == NULL)
    return;

  g_array_unref (match->games);
  g_array_unref (match->ends);
  g_array_unref (match->pool);
  g_strfreev (match->names);
  g_free (match);
}

void
hammer_match_set_side_names (HammerMatch        *match,
                             const char * const *names)
{
  g_return_if_fail (match != NULL);

  g_clear_pointer (&match->names, g_strfreev);
  if (names == NULL)
    return;
  match->names = g_new0 (char *, match->n_sides + 1);
  for (int s = 0; s < match->n_sides && names[s] != NULL; s++)
    match->names[s] = g_strdup (names[s]);
}

char *
hammer_side_unnamed (int side)
{
  return g_strdup_printf (_(SIDE_UNNAMED), side + 1);
}

const char *
hammer_match_side_name (const HammerMatch *match,
                        int                side,
                        char               buffer[HAMMER_SIDE_NAME_SIZE])
{
  if (match->names != NULL && side >= 0 && side < match->n_sides &&
      match->names[side] != NULL && *match->names[side] != '\0')
    return match->names[side];
  g_snprintf (buffer, HAMMER_SIDE_NAME_SIZE, _(SIDE_UNNAMED), side + 1);
  return buffer;
}

void
hammer_match_reset (HammerMatch *match)
{
  g_return_if_fail (match != NULL);

  g_array_set_size (match->games, 0);
  g_array_set_size (match->ends, 0);
  g_array_set_size (match->pool, 0);
  memset (match->games_won, 0, sizeof match->games_won);
  memset (match->totals, 0, sizeof match->totals);
  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;
}

static inline GameRecord *
game_at (const HammerMatch *match,
         guint              game)
{
  return &g_array_index (match->games, GameRecord, game);
}

static inline int *
pool_at (const HammerMatch *match,
         guint              offset)
{
  return &g_array_index (match->pool, int, offset);
}

/* Appends @n ints to the pool and returns their offset. */
static guint
pool_grow (HammerMatch *match,
           guint        n)
{
  guint offset = match->pool->len;

  g_array_set_size (match->pool, offset + n);
  return offset;
}

/* The side that shoots last when @first shoots first: the other side of
 * two, or the last of the rotation. */
static inline int
hammer_of (const HammerMatch *match,
           int                first)
{
  if (first < 0)
    return -1;
  return (first + match->n_sides - 1) % match->n_sides;
}

/* Who shoots first in the first end of the next game: option "first" for
 * game 1; after that the side that started the previous game does not
 * start this one (in table shuffleboard "the toss loser chooses for game
 * 2": docs/ARCHITECTURE.md, "Rules decisions").
 * Shovelboard tosses once: "Thereafter, the winner of the previous end
 * starts the next", also when that end closed the previous game. */
static int
default_first (const HammerMatch *match)
{
  guint n_games = match->games->len;

  if (match->rules->order == HAMMER_ORDER_NONE)
    return -1;
  if (n_games == 0)
    return match->options.first;
  if (match->rules->order == HAMMER_ORDER_WINNER_FIRST)
    return game_at (match, n_games - 1)->next_first;
  return (game_at (match, n_games - 1)->first + 1) % match->n_sides;
}

static gboolean
refuse_game_over (const HammerMatch  *match,
                  guint               game,
                  HammerViolation   **violation)
{
  const GameRecord *record = game_at (match, game);

  if (match->rules->ends_per_game > 0 && record->n_ends >= (guint) match->rules->ends_per_game)
    return hammer_refuse (violation, HAMMER_REASON_TOO_MANY_ENDS, game, record->n_ends, -1,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "a game of %s has only %d end, in which "
                                       "every side has its turn.",
                                       "a game of %s has only %d ends, in each of which "
                                       "every side has its turn.",
                                       match->rules->ends_per_game),
                          hammer_rules_get_name (match->rules),
                          match->rules->ends_per_game);

  return hammer_refuse (violation, HAMMER_REASON_GAME_OVER, game, record->n_ends, -1,
                        _("the game was over after end %d, so no end can follow it."),
                        record->n_ends);
}

gboolean
hammer_match_start_game (HammerMatch      *match,
                         int               first,
                         HammerViolation **violation)
{
  GameRecord record = { 0, };
  guint n_games;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (violation == NULL || *violation == NULL, FALSE);

  n_games = match->games->len;
  if (match->state == HAMMER_STATE_FINISHED)
    return hammer_refuse (violation, HAMMER_REASON_MATCH_OVER, n_games, -1, -1,
                          _("the match was over after game %u, so no game can follow it."),
                          n_games);

  if (n_games > 0 && game_at (match, n_games - 1)->state != HAMMER_STATE_FINISHED)
    return hammer_refuse (violation, HAMMER_REASON_UNFINISHED_GAME,
                          n_games - 1, -1, -1,
                          _("the game is not over yet, so game %u cannot start."),
                          n_games + 1);

  if (match->rules->order == HAMMER_ORDER_NONE)
    first = -1;
  else if (first == -1)
    first = default_first (match);
  else if (first < 0 || first >= match->n_sides)
    return hammer_refuse (violation, HAMMER_REASON_BAD_FIRST, n_games, -1, -1,
                          _("“first” is %d, but the sides are numbered from 0 to %d."),
                          first, match->n_sides - 1);

  record.first_end = match->ends->len;
  record.first = first;
  record.next_first = first;
  record.totals = pool_grow (match, match->n_sides);
  record.state = HAMMER_STATE_IN_PROGRESS;
  record.winner = -1;
  memset (pool_at (match, record.totals), 0, match->n_sides * sizeof (int));
  g_array_append_val (match->games, record);

  return TRUE;
}

static gboolean
refuse_impossible_points (const HammerMatch  *match,
                          guint               game,
                          guint               end,
                          int                 side,
                          int                 points,
                          HammerViolation   **violation)
{
  int weights = match->weights;
  gboolean disks = match->rules->disks;

  if (points > match->max_points)
    return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          disks
                          ? g_dngettext (GETTEXT_PACKAGE,
                                         "%s cannot have scored %d — "
                                         "%d disk scores at most %d.",
                                         "%s cannot have scored %d — "
                                         "%d disks score at most %d.", weights)
                          : g_dngettext (GETTEXT_PACKAGE,
                                         "%s cannot have scored %d — "
                                         "%d weight scores at most %d.",
                                         "%s cannot have scored %d — "
                                         "%d weights score at most %d.", weights),
                          SIDE_NAME (side), points, weights, match->max_points);

  if (points < match->min_points && match->min_points == 0)
    return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          _("%s cannot have scored %d — an end never scores below 0; "
                            "enter penalties apart from the points."),
                          SIDE_NAME (side), points);

  if (points < match->min_points)
    return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%s cannot have scored %d — "
                                       "%d disk loses at most %d.",
                                       "%s cannot have scored %d — "
                                       "%d disks lose at most %d.", weights),
                          SIDE_NAME (side), points, weights, -match->min_points);

  /* Horse collar: "To score in a round one weight must be in the “3” area
   * or better." */
  if (match->qualifying && points > 0 && points < match->min_qualifying)
    return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          _("%s cannot have scored %d — a turn scores only when a "
                            "weight lies in the 3 zone or better, and then at least %d."),
                          SIDE_NAME (side), points, match->min_qualifying);

  return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                        disks
                        ? g_dngettext (GETTEXT_PACKAGE,
                                       "%s cannot have scored %d — "
                                       "no %d disk adds up to it.",
                                       "%s cannot have scored %d — "
                                       "no combination of at most %d disks adds up to it.",
                                       weights)
                        : g_dngettext (GETTEXT_PACKAGE,
                                       "%s cannot have scored %d — "
                                       "no %d weight adds up to it.",
                                       "%s cannot have scored %d — "
                                       "no combination of at most %d weights adds up to it.",
                                       weights),
                        SIDE_NAME (side), points, weights);
}

/* The raw points of one side entered as zones. */
static gboolean
zones_points (const HammerMatch     *match,
              const HammerEndEntry  *entry,
              guint                  game,
              guint                  end,
              int                    side,
              int                    offset,
              int                   *points,
              HammerViolation      **violation)
{
  int n = entry->n_zones[side];
  int sum = 0;
  gboolean opened = !match->qualifying;

  if (n < 0)
    return hammer_refuse (violation, HAMMER_REASON_MALFORMED, game, end, side,
                          _("%s has a negative number of weights."),
                          SIDE_NAME (side));
  if (n > match->weights)
    return hammer_refuse (violation, HAMMER_REASON_TOO_MANY_WEIGHTS,
                          game, end, side,
                          match->rules->disks
                          ? _("%s has %d scoring disks, but each side plays only %d.")
                          : _("%s has %d scoring weights, but each side plays only %d."),
                          SIDE_NAME (side), n, match->weights);

  for (int i = 0; i < n; i++)
    {
      int zone = entry->zones[offset + i];

      if (zone < 0 || (guint) zone >= match->rules->n_zones)
        {
          g_autofree char *zones = hammer_rules_list_zones (match->rules);

          return hammer_refuse (violation, HAMMER_REASON_UNKNOWN_ZONE,
                                game, end, side,
                                _("%s has a weight in zone number %d, which does not "
                                  "exist; the zones are %s."),
                                SIDE_NAME (side), zone, zones);
        }
      sum += match->zone_values[zone];
      if (match->rules->zones[zone].flags & HAMMER_ZONE_QUALIFYING)
        opened = TRUE;
    }

  /* "Failure to place at least one weight in the 3 area will result in a
   * blank end." */
  *points = opened ? sum : 0;
  return TRUE;
}

/* The raw points of one side entered as sjoelbak compartment counts. */
static gboolean
counts_points (const HammerMatch     *match,
               const HammerEndEntry  *entry,
               guint                  game,
               guint                  end,
               int                    side,
               int                   *points,
               HammerViolation      **violation)
{
  const int *counts = entry->counts + 4 * side;
  static const int bonus_base[4] = { 7, 7, 7, 9 };
  int disks = 0;
  gboolean bonus;

  for (int c = 0; c < 4; c++)
    {
      if (counts[c] < 0)
        return hammer_refuse (violation, HAMMER_REASON_NEGATIVE_COUNT,
                              game, end, side,
                              _("%s cannot have %d disks in compartment %d."),
                              SIDE_NAME (side), counts[c], c + 1);
      if (counts[c] > 1000)
        return hammer_refuse (violation, HAMMER_REASON_TOO_MANY_DISKS,
                              game, end, side,
                              _("%s cannot have %d disks in compartment %d."),
                              SIDE_NAME (side), counts[c], c + 1);
      disks += counts[c];
    }

  if (disks > match->options.disks)
    {
      /* With the bonus a 148 (7, 7, 7, 9) earns up to two extra disks. */
      bonus = match->options.bonus == 1 && disks <= match->options.disks + 2;
      for (int c = 0; c < 4 && bonus; c++)
        bonus = counts[c] >= bonus_base[c];

      if (!bonus && match->options.bonus == 1)
        return hammer_refuse (violation, HAMMER_REASON_TOO_MANY_DISKS,
                              game, end, side,
                              _("%s has %d disks in the compartments, but plays %d; only a "
                                "148 (7, 7, 7, 9) earns up to 2 more."),
                              SIDE_NAME (side), disks, match->options.disks);
      if (!bonus)
        return hammer_refuse (violation, HAMMER_REASON_TOO_MANY_DISKS,
                              game, end, side,
                              _("%s has %d disks in the compartments, but plays only %d."),
                              SIDE_NAME (side), disks, match->options.disks);
    }

  *points = hammer_sjoelbak_points (counts);
  return TRUE;
}

/* Shovelboard: "If no weights are in scoring positions then the weight
 * nearest to the near line scores 1 point" — so a weight in such a zone
 * is the only weight of the end in any zone. */
static gboolean
check_alone_zones (const HammerMatch     *match,
                   const HammerEndEntry  *entry,
                   guint                  game,
                   guint                  end,
                   HammerViolation      **violation)
{
  int listed = 0;
  int alone_side = -1;
  int alone_zone = -1;
  int offset = 0;

  for (int side = 0; side < match->n_sides; side++)
    {
      for (int i = 0; i < entry->n_zones[side]; i++)
        if (match->rules->zones[entry->zones[offset + i]].flags & HAMMER_ZONE_ALONE)
          {
            alone_side = side;
            alone_zone = entry->zones[offset + i];
          }
      listed += entry->n_zones[side];
      offset += entry->n_zones[side];
    }

  if (alone_side >= 0 && listed > 1)
    return hammer_refuse (violation, HAMMER_REASON_IMPOSSIBLE_ZONES, game, end, alone_side,
                          _("%s has a weight in “%s”, but the weight nearest the near "
                            "line scores only when no weight of any side is in a scoring "
                            "position, and this end lists %d weights."),
                          SIDE_NAME (alone_side), match->rules->zones[alone_zone].name, listed);
  return TRUE;
}

/* Checks @entry as end @end of game @game and works out the raw points. */
static gboolean
check_entry (const HammerMatch     *match,
             const HammerEndEntry  *entry,
             guint                  game,
             guint                  end,
             int                   *raw,
             HammerViolation      **violation)
{
  const HammerRules *rules = match->rules;
  int zone_offset = 0;
  int scorers = 0;

  if (entry->n_sides != (guint) match->n_sides)
    return hammer_refuse (violation, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "the end is for %u side, but the match has %d.",
                                       "the end is for %u sides, but the match has %d.",
                                       entry->n_sides),
                          entry->n_sides, match->n_sides);

  if (entry->points == NULL && entry->n_zones == NULL && entry->counts == NULL)
    return hammer_refuse (violation, HAMMER_REASON_MALFORMED, game, end, -1,
                          rules->counts
                          ? _("the end has neither points nor compartment counts.")
                          : _("the end has neither points nor zones."));
  if (entry->n_zones != NULL && rules->counts)
    return hammer_refuse (violation, HAMMER_REASON_MALFORMED, game, end, -1,
                          _("%s has no zones; enter the points or the disks in "
                            "compartments 1, 2, 3 and 4."),
                          hammer_rules_get_name (rules));
  if (entry->counts != NULL && !rules->counts)
    return hammer_refuse (violation, HAMMER_REASON_MALFORMED, game, end, -1,
                          _("%s has no compartments; enter the points or the zones."),
                          hammer_rules_get_name (rules));

  for (int side = 0; side < match->n_sides; side++)
    {
      int points = 0;

      if (entry->penalties != NULL)
        {
          int penalty = entry->penalties[side];

          if (penalty < 0 || penalty > PENALTY_MAX)
            return hammer_refuse (violation, HAMMER_REASON_BAD_PENALTY,
                                  game, end, side,
                                  _("%s has a penalty of %d; a penalty is the points "
                                    "taken off, from 0 to %d."),
                                  SIDE_NAME (side), penalty, PENALTY_MAX);
          if (penalty % rules->penalty_step != 0)
            return hammer_refuse (violation, HAMMER_REASON_BAD_PENALTY,
                                  game, end, side,
                                  _("%s has a penalty of %d; penalties are %d off or %d off, "
                                    "so they add up to a multiple of %d."),
                                  SIDE_NAME (side), penalty,
                                  rules->penalty_step,
                                  2 * rules->penalty_step,
                                  rules->penalty_step);
        }

      if (entry->n_zones != NULL)
        {
          if (!zones_points (match, entry, game, end, side, zone_offset, &points, violation))
            return FALSE;
          zone_offset += entry->n_zones[side];
        }
      else if (entry->counts != NULL)
        {
          if (!counts_points (match, entry, game, end, side, &points, violation))
            return FALSE;
        }

      if (entry->points != NULL)
        {
          if (entry->n_zones != NULL && entry->points[side] != points)
            return hammer_refuse (violation, HAMMER_REASON_TOTAL_MISMATCH,
                                  game, end, side,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%s has %d point, but the zones make %d.",
                                               "%s has %d points, but the zones make %d.",
                                               (gulong) ABS (entry->points[side])),
                                  SIDE_NAME (side), entry->points[side],
                                  points);
          if (entry->counts != NULL && entry->points[side] != points)
            return hammer_refuse (violation, HAMMER_REASON_TOTAL_MISMATCH,
                                  game, end, side,
                                  _("%s has a total of %d, but the disks in "
                                    "the compartments make %d."),
                                  SIDE_NAME (side), entry->points[side],
                                  points);
          points = entry->points[side];
          if (!points_possible (match, points))
            return refuse_impossible_points (match, game, end, side, points, violation);
        }

      if (points > 0)
        scorers++;
      raw[side] = points;
    }

  /* "ONLY THE WINNER SCORES IN A ROUND." */
  if (rules->scoring == HAMMER_SCORING_LEADER_ONLY && scorers > 1)
    return hammer_refuse (violation, HAMMER_REASON_LEADER_ONLY, game, end, -1,
                          _("both sides scored, but only the side with the leading "
                            "weight scores in an end."));

  return entry->n_zones == NULL || check_alone_zones (match, entry, game, end, violation);
}

/* Where the next end goes; FALSE with a violation when the current game is
 * over. */
static gboolean
locate_next_end (const HammerMatch  *match,
                 guint              *game,
                 guint              *end,
                 HammerViolation   **violation)
{
  guint n_games = match->games->len;
  const GameRecord *record;

  if (n_games == 0)
    {
      *game = 0;
      *end = 0;
      return TRUE;
    }

  record = game_at (match, n_games - 1);
  if (record->state == HAMMER_STATE_FINISHED)
    return refuse_game_over (match, n_games - 1, violation);

  *game = n_games - 1;
  *end = record->n_ends;
  return TRUE;
}

gboolean
hammer_match_check_end (const HammerMatch     *match,
                        const HammerEndEntry  *entry,
                        HammerViolation      **violation)
{
  int raw[HAMMER_MAX_SIDES];
  guint game = 0, end = 0;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (violation == NULL || *violation == NULL, FALSE);

  return locate_next_end (match, &game, &end, violation) &&
         check_entry (match, entry, game, end, raw, violation);
}

/* Whether exactly one side has the highest total; its index, or -1. */
static int
sole_leader (const int *totals,
             int        n_sides,
             int       *highest)
{
  int best = 0;
  int count = 1;

  for (int side = 1; side < n_sides; side++)
    {
      if (totals[side] > totals[best])
        {
          best = side;
          count = 1;
        }
      else if (totals[side] == totals[best])
        {
          count++;
        }
    }

  if (highest != NULL)
    *highest = totals[best];
  return count == 1 ? best : -1;
}

/* Decides whether the game is over after its latest end. */
static void
update_game_state (HammerMatch *match,
                   GameRecord  *record)
{
  const HammerRules *rules = match->rules;
  const int *totals = pool_at (match, record->totals);
  int highest;
  int leader = sole_leader (totals, match->n_sides, &highest);
  guint n = record->n_ends;
  gboolean at_limit;

  /* A sjoelbak game is one turn of every player: the higher total wins it,
   * equal totals leave it without a winner, and so does a game of one
   * player, who beats nobody. */
  if (rules->ends_per_game > 0)
    {
      if (n >= (guint) rules->ends_per_game)
        {
          record->state = HAMMER_STATE_FINISHED;
          record->winner = match->n_sides > 1 ? leader : -1;
        }
      return;
    }

  /* Court doubles: "Color lead does NOT change until both ends have played
   * a ROUND", and a game only ends after a whole round. */
  if (rules->stop_after_round && n % match->round_ends != 0)
    return;

  /* A tie break runs: only its last end decides, by the totals. */
  if (record->decide_at > 0)
    {
      if (n < record->decide_at)
        return;
      if (leader >= 0)
        {
          record->state = HAMMER_STATE_FINISHED;
          record->winner = leader;
        }
      else
        {
          record->decide_at = n + match->tie_ends;
        }
      return;
    }

  at_limit = match->options.frames != HAMMER_OPTION_UNSET && match->options.frames > 0 &&
             n >= (guint) match->options.frames;
  if (highest < match->options.target && !at_limit)
    return;

  if (leader >= 0)
    {
      record->state = HAMMER_STATE_FINISHED;
      record->winner = leader;
    }
  else if (match->tie_ends > 0)
    {
      /* Court: "If a tie score results at game point or over, two complete
       * rounds shall be played, in DOUBLES, score totaled. In SINGLES one
       * round of play shall decide tie." */
      record->decide_at = n + match->tie_ends;
    }
  /* Otherwise the tied sides play on end by end until one leads. */
}

/* Decides whether the match is over after a finished game. */
static void
update_match_state (HammerMatch *match)
{
  guint n_games = match->games->len;

  if (match->rules->match_kind == HAMMER_MATCH_BEST_OF)
    {
      int best_of = match->options.best_of;
      int leader = sole_leader (match->games_won, match->n_sides, NULL);

      for (int side = 0; side < match->n_sides; side++)
        if (2 * match->games_won[side] > best_of)
          {
            match->state = HAMMER_STATE_FINISHED;
            match->winner = side;
            return;
          }
      if (n_games >= (guint) best_of)
        {
          match->state = HAMMER_STATE_FINISHED;
          match->winner = leader;
        }
      return;
    }

  /* A series: the sum of all games decides; equal sums go to the higher best
   * single game, then the second best, and so on (Jakkolo rules). */
  if (n_games < (guint) match->options.games)
    return;

  match->state = HAMMER_STATE_FINISHED;
  /* A card of one player is a score, not a win over anybody. */
  if (match->n_sides < 2)
    return;
  match->winner = sole_leader (match->totals, match->n_sides, NULL);
  if (match->winner < 0)
    {
      gboolean tied[HAMMER_MAX_SIDES];
      g_autofree int *sorted = g_new (int, (gsize) match->n_sides * n_games);
      int highest, count;

      sole_leader (match->totals, match->n_sides, &highest);
      for (int side = 0; side < match->n_sides; side++)
        {
          int *games = sorted + (gsize) side * n_games;

          tied[side] = match->totals[side] == highest;
          for (guint g = 0; g < n_games; g++)
            games[g] = pool_at (match, game_at (match, g)->totals)[side];
          /* Descending insertion sort: series are short. */
          for (guint i = 1; i < n_games; i++)
            for (guint j = i; j > 0 && games[j - 1] < games[j]; j--)
              {
                int swap = games[j];

                games[j] = games[j - 1];
                games[j - 1] = swap;
              }
        }

      for (guint rank = 0; rank < n_games; rank++)
        {
          int best = G_MININT;

          for (int side = 0; side < match->n_sides; side++)
            if (tied[side])
              best = MAX (best, sorted[(gsize) side * n_games + rank]);
          count = 0;
          for (int side = 0; side < match->n_sides; side++)
            {
              if (tied[side] && sorted[(gsize) side * n_games + rank] < best)
                tied[side] = FALSE;
              if (tied[side])
                {
                  count++;
                  match->winner = side;
                }
            }
          if (count == 1)
            return;
        }
      match->winner = -1;
    }
}

/* Who shoots first in the end after @stored, the last end of @record, which
 * scored @raw. */
static int
next_end_first (const HammerMatch *match,
                const GameRecord  *record,
                const int         *raw,
                const EndRecord   *stored)
{
  int n = match->n_sides;

  switch (match->rules->order)
    {
    case HAMMER_ORDER_SCORER_FIRST:
      {
        /* "The winner of the previous end plays first. Should the previous
         * end have resulted in no score, the player who went first
         * previously goes second." */
        int scorer = -1;

        for (int side = 0; side < n; side++)
          if (raw[side] > 0)
            scorer = side;
        return scorer >= 0 ? scorer : stored->hammer;
      }
    case HAMMER_ORDER_WINNER_FIRST:
      {
        /* "Thereafter, the winner of the previous end starts the next": the
         * side that scored most; on equal scores nobody won it, and the side
         * that started starts again (docs/ARCHITECTURE.md, "Rules
         * decisions"). */
        int winner = sole_leader (raw, n, NULL);

        return winner >= 0 ? winner : stored->first;
      }
    case HAMMER_ORDER_ALTERNATE:
      /* The lead changes every frame in singles, every round in doubles. */
      return (record->first + (int) (record->n_ends / match->round_ends)) % n;
    case HAMMER_ORDER_FIXED:
    case HAMMER_ORDER_NONE:
    default:
      return record->next_first;
    }
}

gboolean
hammer_match_add_end (HammerMatch           *match,
                      const HammerEndEntry  *entry,
                      HammerViolation      **violation)
{
  int raw[HAMMER_MAX_SIDES];
  guint game = 0, end = 0;
  GameRecord *record;
  EndRecord stored;
  int *data, *game_totals;
  int n = 0;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (violation == NULL || *violation == NULL, FALSE);

  if (!locate_next_end (match, &game, &end, violation) ||
      !check_entry (match, entry, game, end, raw, violation))
    return FALSE;

  if (match->games->len == 0 && !hammer_match_start_game (match, -1, violation))
    return FALSE;

  n = match->n_sides;
  record = game_at (match, game);
  stored.first = record->next_first;
  stored.hammer = hammer_of (match, stored.first);
  stored.data = pool_grow (match, 4 * n);
  stored.counts = -1;
  stored.zones = -1;
  if (entry->counts != NULL)
    {
      stored.counts = pool_grow (match, 4 * n);
      memcpy (pool_at (match, stored.counts), entry->counts, 4 * n * sizeof (int));
    }
  if (entry->n_zones != NULL)
    {
      int total = 0;

      for (int side = 0; side < n; side++)
        total += entry->n_zones[side];
      stored.zones = pool_grow (match, n + total);
      memcpy (pool_at (match, stored.zones), entry->n_zones, n * sizeof (int));
      memcpy (pool_at (match, stored.zones + n), entry->zones, total * sizeof (int));
    }

  data = pool_at (match, stored.data);
  game_totals = pool_at (match, record->totals);
  for (int side = 0; side < n; side++)
    {
      int penalty = entry->penalties != NULL ? entry->penalties[side] : 0;
      int points = raw[side] - penalty;
      int total = game_totals[side] + points;

      /* Deck, "exact": "points over it are taken off" — an overshoot
       * bounces back from the target. */
      if (match->options.exact == 1 && total > match->options.target)
        total = match->options.target - (total - match->options.target);

      data[side] = raw[side];
      data[n + side] = penalty;
      data[2 * n + side] = points;
      data[3 * n + side] = total;
      match->totals[side] += total - game_totals[side];
      game_totals[side] = total;
    }
  g_array_append_val (match->ends, stored);
  record->n_ends++;

  record->next_first = next_end_first (match, record, raw, &stored);

  update_game_state (match, record);
  if (record->state == HAMMER_STATE_FINISHED)
    {
      if (record->winner >= 0)
        match->games_won[record->winner]++;
      update_match_state (match);
    }

  return TRUE;
}

/* Getters */

const HammerRules *
hammer_match_get_rules (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->rules;
}

const HammerOptions *
hammer_match_get_options (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return &match->options;
}

guint
hammer_match_get_n_sides (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->n_sides;
}

HammerState
hammer_match_get_state (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, HAMMER_STATE_IN_PROGRESS);

  return match->state;
}

int
hammer_match_get_winner (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, -1);

  return match->winner;
}

const int *
hammer_match_get_games_won (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->games_won;
}

const int *
hammer_match_get_totals (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->totals;
}

guint
hammer_match_get_n_games (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->games->len;
}

guint
hammer_match_get_n_ends (const HammerMatch *match,
                         guint              game)
{
  g_return_val_if_fail (match != NULL, 0);
  g_return_val_if_fail (game < match->games->len, 0);

  return game_at (match, game)->n_ends;
}

HammerState
hammer_match_get_game_state (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, HAMMER_STATE_IN_PROGRESS);
  g_return_val_if_fail (game < match->games->len, HAMMER_STATE_IN_PROGRESS);

  return game_at (match, game)->state;
}

int
hammer_match_get_game_winner (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->games->len, -1);

  return game_at (match, game)->winner;
}

int
hammer_match_get_game_first (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->games->len, -1);

  return game_at (match, game)->first;
}

const int *
hammer_match_get_game_totals (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (game < match->games->len, NULL);

  return pool_at (match, game_at (match, game)->totals);
}

void
hammer_match_get_end (const HammerMatch *match,
                      guint              game,
                      guint              end,
                      HammerEnd         *out)
{
  const GameRecord *record;
  const EndRecord *stored;
  const int *data;
  int n;

  g_return_if_fail (match != NULL);
  g_return_if_fail (out != NULL);
  g_return_if_fail (game < match->games->len);
  record = game_at (match, game);
  g_return_if_fail (end < record->n_ends);

  n = match->n_sides;
  stored = &g_array_index (match->ends, EndRecord, record->first_end + end);
  data = pool_at (match, stored->data);
  out->first = stored->first;
  out->hammer = stored->hammer;
  out->raw = data;
  out->penalties = data + n;
  out->points = data + 2 * n;
  out->totals = data + 3 * n;
  out->counts = stored->counts >= 0 ? pool_at (match, stored->counts) : NULL;
  out->n_zones = stored->zones >= 0 ? pool_at (match, stored->zones) : NULL;
  out->zones = stored->zones >= 0 ? pool_at (match, stored->zones + n) : NULL;
}

gboolean
hammer_match_get_next (const HammerMatch *match,
                       int               *game,
                       int               *end,
                       int               *first,
                       int               *hammer)
{
  int next_game, next_end, next_first;
  guint n_games;

  g_return_val_if_fail (match != NULL, FALSE);

  n_games = match->games->len;
  if (match->state == HAMMER_STATE_FINISHED)
    {
      next_game = next_end = next_first = -1;
    }
  else if (n_games > 0 && game_at (match, n_games - 1)->state != HAMMER_STATE_FINISHED)
    {
      const GameRecord *record = game_at (match, n_games - 1);

      next_game = n_games - 1;
      next_end = record->n_ends;
      next_first = record->next_first;
    }
  else
    {
      next_game = n_games;
      next_end = 0;
      next_first = default_first (match);
    }

  if (game != NULL)
    *game = next_game;
  if (end != NULL)
    *end = next_end;
  if (first != NULL)
    *first = next_first;
  if (hammer != NULL)
    *hammer = hammer_of (match, next_first);

  return match->state != HAMMER_STATE_FINISHED;
}
