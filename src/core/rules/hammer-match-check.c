/* hammer-match-check.c — the checks of an end before it is added: sides,
 * points, zones, compartment counts and penalties, with the sentence that
 * says what is wrong
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

/* The most a side can lose by penalties in one end. */
#define PENALTY_MAX 1000

/* A side's name in a sentence, with a buffer for "Side 2" that lives
 * until the end of the enclosing block; nothing when no sentence is
 * wanted, so that a keystroke check stays without work it does not need. */
#define SIDE_NAME(side) \
  (error != NULL \
   ? hammer_match_side_name (match, (side), (char[HAMMER_SIDE_NAME_SIZE]) { 0 }) : "")

static gboolean
refuse_game_over (const HammerMatch  *match,
                  guint               game,
                  GError            **error)
{
  const HammerGameRecord *record = hammer_match_game_at (match, game);

  /* A game entered as counts is one turn of every side: its next entry is
   * the next game. */
  if (match->rules->counts && record->n_ends >= (guint) match->rules->ends_per_game)
    return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_ENDS, game, record->n_ends,
                          -1, _("a game of %s is one turn of every side, so it has only one "
                                "total; enter the next game."),
                          hammer_rules_get_name (match->rules));
  if (match->rules->ends_per_game > 0 && record->n_ends >= (guint) match->rules->ends_per_game)
    return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_ENDS, game, record->n_ends,
                          -1, g_dngettext (GETTEXT_PACKAGE,
                                       "a game of %s has only %d end, in which "
                                       "every side has its turn.",
                                       "a game of %s has only %d ends, in each of which "
                                       "every side has its turn.",
                                       match->rules->ends_per_game),
                          hammer_rules_get_name (match->rules),
                          match->rules->ends_per_game);

  return hammer_refuse (error, match->rules, HAMMER_REASON_GAME_OVER, game, record->n_ends, -1,
                        _("the game was over after end %d, so no end can follow it."),
                        record->n_ends);
}

static gboolean
refuse_impossible_points (const HammerMatch  *match,
                          guint               game,
                          guint               end,
                          int                 side,
                          int                 points,
                          GError            **error)
{
  int weights = match->weights;
  gboolean disks = match->rules->disks;

  if (points > match->max_points)
    return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
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
    return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          match->rules->counts
                          ? _("%s cannot have scored %d — a game never scores below 0; "
                              "enter penalties apart from the points.")
                          : _("%s cannot have scored %d — an end never scores below 0; "
                              "enter penalties apart from the points."),
                          SIDE_NAME (side), points);

  if (points < match->min_points)
    return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%s cannot have scored %d — "
                                       "%d disk loses at most %d.",
                                       "%s cannot have scored %d — "
                                       "%d disks lose at most %d.", weights),
                          SIDE_NAME (side), points, weights, -match->min_points);

  /* Horse collar: "To score in a round one weight must be in the “3” area
   * or better." */
  if (match->qualifying && points > 0 && points < match->min_qualifying)
    return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
                          _("%s cannot have scored %d — a turn scores only when a "
                            "weight lies in the 3 zone or better, and then at least %d."),
                          SIDE_NAME (side), points, match->min_qualifying);

  return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_POINTS, game, end, side,
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
              GError               **error)
{
  int n = entry->n_zones[side];
  int sum = 0;
  gboolean opened = !match->qualifying;

  if (n < 0)
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, end, side,
                          _("%s has a negative number of weights."),
                          SIDE_NAME (side));
  if (n > match->weights)
    return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_WEIGHTS,
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

          return hammer_refuse (error, match->rules, HAMMER_REASON_UNKNOWN_ZONE,
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
               GError               **error)
{
  const int *counts = entry->counts + 4 * side;
  static const int bonus_base[4] = { 7, 7, 7, 9 };
  int disks = 0;
  gboolean bonus;

  for (int c = 0; c < 4; c++)
    {
      if (counts[c] < 0)
        return hammer_refuse (error, match->rules, HAMMER_REASON_NEGATIVE_COUNT,
                              game, end, side,
                              _("%s cannot have %d disks in compartment %d."),
                              SIDE_NAME (side), counts[c], c + 1);
      if (counts[c] > 1000)
        return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_DISKS,
                              game, end, side,
                              _("%s cannot have %d disks in compartment %d."),
                              SIDE_NAME (side), counts[c], c + 1);
      disks += counts[c];
    }

  if (disks > match->options.disks)
    {
      /* With the bonus a 148 (7, 7, 7, 9) earns an extra disk for every 4
       * points up to "bonus_max": one for 152, two for 156. */
      bonus = match->options.bonus == 1 &&
              disks <= match->options.disks + (match->options.bonus_max - 148) / 4;
      for (int c = 0; c < 4 && bonus; c++)
        bonus = counts[c] >= bonus_base[c];

      if (!bonus && match->options.bonus == 1)
        return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_DISKS,
                              game, end, side,
                              _("%s has %d disks in the compartments, but plays %d; only a "
                                "148 (7, 7, 7, 9) earns up to %d more."),
                              SIDE_NAME (side), disks, match->options.disks,
                              (match->options.bonus_max - 148) / 4);
      if (!bonus)
        return hammer_refuse (error, match->rules, HAMMER_REASON_TOO_MANY_DISKS,
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
                   GError               **error)
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
    return hammer_refuse (error, match->rules, HAMMER_REASON_IMPOSSIBLE_ZONES, game, end,
                          alone_side,
                          _("%s has a weight in “%s”, but the weight nearest the near "
                            "line scores only when no weight of any side is in a scoring "
                            "position, and this end lists %d weights."),
                          SIDE_NAME (alone_side), match->rules->zones[alone_zone].name, listed);
  return TRUE;
}

/* Checks @entry as end @end of game @game and works out the raw points. */
/* Time can be called once a game, and only in a game with a clock. */
static gboolean
check_time_called (const HammerMatch  *match,
                   guint               game,
                   guint               end,
                   GError            **error)
{
  if (match->options.clock == HAMMER_OPTION_UNSET || match->options.clock <= 0)
    return hammer_refuse (error, match->rules, HAMMER_REASON_TIME_CALLED, game, end, -1,
                          _("time is called, but the game has no clock (the option "
                            "“clock”)."));
  if (game < match->n_games && hammer_match_game_at (match, game)->time_end > 0)
    return hammer_refuse (error, match->rules, HAMMER_REASON_TIME_CALLED, game, end, -1,
                          _("time was already called in end %u of this game."),
                          hammer_match_game_at (match, game)->time_end);
  return TRUE;
}

gboolean
hammer_match_check_entry (const HammerMatch     *match,
                          const HammerEndEntry  *entry,
                          guint                  game,
                          guint                  end,
                          int                   *raw,
                          GError               **error)
{
  const HammerRules *rules = match->rules;
  int zone_offset = 0;
  int scorers = 0;

  if (entry->n_sides != (guint) match->n_sides)
    return hammer_refuse (error, match->rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                          rules->counts
                          ? g_dngettext (GETTEXT_PACKAGE,
                                         "the game is for %u side, but the series has %d.",
                                         "the game is for %u sides, but the series has %d.",
                                         entry->n_sides)
                          : g_dngettext (GETTEXT_PACKAGE,
                                         "the end is for %u side, but the match has %d.",
                                         "the end is for %u sides, but the match has %d.",
                                         entry->n_sides),
                          entry->n_sides, match->n_sides);

  if (entry->time_called && !check_time_called (match, game, end, error))
    return FALSE;

  if (entry->points == NULL && entry->n_zones == NULL && entry->counts == NULL)
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, end, -1,
                          rules->counts
                          ? _("the game has neither a total nor compartment counts.")
                          : _("the end has neither points nor zones."));
  if (entry->n_zones != NULL && rules->counts)
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, end, -1,
                          _("%s has no zones; enter the points or the disks in "
                            "compartments 1, 2, 3 and 4."),
                          hammer_rules_get_name (rules));
  if (entry->counts != NULL && !rules->counts)
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, end, -1,
                          _("%s has no compartments; enter the points or the zones."),
                          hammer_rules_get_name (rules));

  for (int side = 0; side < match->n_sides; side++)
    {
      int points = 0;

      if (entry->penalties != NULL)
        {
          int penalty = entry->penalties[side];

          if (penalty < 0 || penalty > PENALTY_MAX)
            return hammer_refuse (error, match->rules, HAMMER_REASON_BAD_PENALTY,
                                  game, end, side,
                                  _("%s has a penalty of %d; a penalty is the points "
                                    "taken off, from 0 to %d."),
                                  SIDE_NAME (side), penalty, PENALTY_MAX);
          if (penalty % rules->penalty_step != 0)
            return hammer_refuse (error, match->rules, HAMMER_REASON_BAD_PENALTY,
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
          if (!zones_points (match, entry, game, end, side, zone_offset, &points, error))
            return FALSE;
          zone_offset += entry->n_zones[side];
        }
      else if (entry->counts != NULL)
        {
          if (!counts_points (match, entry, game, end, side, &points, error))
            return FALSE;
        }

      if (entry->points != NULL)
        {
          if (entry->n_zones != NULL && entry->points[side] != points)
            return hammer_refuse (error, match->rules, HAMMER_REASON_TOTAL_MISMATCH,
                                  game, end, side,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%s has %d point, but the zones make %d.",
                                               "%s has %d points, but the zones make %d.",
                                               (gulong) ABS (entry->points[side])),
                                  SIDE_NAME (side), entry->points[side],
                                  points);
          /* Zaandams: the counts of a 100 say nothing of the sub-turn it
           * took, so its total may carry the bonus of the first. */
          if (entry->counts != NULL && entry->points[side] != points &&
              !(match->options.zaandams == 1 && points == 100 &&
                entry->points[side] == 150))
            return hammer_refuse (error, match->rules, HAMMER_REASON_TOTAL_MISMATCH,
                                  game, end, side,
                                  _("%s has a total of %d, but the disks in "
                                    "the compartments make %d."),
                                  SIDE_NAME (side), entry->points[side],
                                  points);
          points = entry->points[side];
          if (!hammer_match_points_possible (match, points))
            return refuse_impossible_points (match, game, end, side, points, error);
        }

      if (points > 0)
        scorers++;
      raw[side] = points;
    }

  /* "ONLY THE WINNER SCORES IN A ROUND." */
  if (rules->scoring == HAMMER_SCORING_LEADER_ONLY && scorers > 1)
    return hammer_refuse (error, match->rules, HAMMER_REASON_LEADER_ONLY, game, end, -1,
                          _("both sides scored, but only the side with the leading "
                            "weight scores in an end."));

  return entry->n_zones == NULL || check_alone_zones (match, entry, game, end, error);
}

/* Where the next end goes; FALSE with a violation when the current game is
 * over. */
gboolean
hammer_match_locate_next_end (const HammerMatch  *match,
                              guint              *game,
                              guint              *end,
                              GError            **error)
{
  guint n_games = match->n_games;
  const HammerGameRecord *record;

  if (n_games == 0)
    {
      *game = 0;
      *end = 0;
      return TRUE;
    }

  record = hammer_match_game_at (match, n_games - 1);
  if (record->state == HAMMER_STATE_FINISHED)
    return refuse_game_over (match, n_games - 1, error);

  *game = n_games - 1;
  *end = record->n_ends;
  return TRUE;
}

gboolean
hammer_match_check_end (const HammerMatch     *match,
                        const HammerEndEntry  *entry,
                        GError               **error)
{
  int raw[HAMMER_MAX_SIDES];
  guint game = 0, end = 0;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_match_locate_next_end (match, &game, &end, error) &&
         hammer_match_check_entry (match, entry, game, end, raw, error);
}
