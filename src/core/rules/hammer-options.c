/* hammer-options.c — the options of a rule set: their names, their defaults
 * and the checks that resolve what an event or a match sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "hammer-rules-private.h"

/* Indexed by HammerOptionId. */
static const struct
{
  const char *name;
  gboolean    boolean;
  const char *description;
  gsize       offset;
} option_info[HAMMER_N_OPTIONS] = {
  [HAMMER_OPTION_TARGET] = {
    "target", FALSE, N_("The points that win a game"),
    G_STRUCT_OFFSET (HammerOptions, target) },
  [HAMMER_OPTION_BEST_OF] = {
    "best_of", FALSE, N_("Games in a match; a side that wins more than half of them wins it"),
    G_STRUCT_OFFSET (HammerOptions, best_of) },
  [HAMMER_OPTION_GAMES] = {
    "games", FALSE, N_("Games in a series, whose totals are added up"),
    G_STRUCT_OFFSET (HammerOptions, games) },
  [HAMMER_OPTION_TEAM_SIZE] = {
    "team_size", FALSE, N_("Players per side: 1 for singles, 2 for doubles"),
    G_STRUCT_OFFSET (HammerOptions, team_size) },
  [HAMMER_OPTION_HANGER] = {
    "hanger", FALSE, N_("The points of a weight hanging over the far end"),
    G_STRUCT_OFFSET (HammerOptions, hanger) },
  [HAMMER_OPTION_FIRST] = {
    "first", FALSE, N_("The side that shoots first in the first end, counted from 0"),
    G_STRUCT_OFFSET (HammerOptions, first) },
  [HAMMER_OPTION_SIDES] = {
    "sides", FALSE, N_("The number of sides: players or teams"),
    G_STRUCT_OFFSET (HammerOptions, sides) },
  [HAMMER_OPTION_FRAMES] = {
    "frames", FALSE, N_("Frames after which a game ends short of the target; 0 for no limit"),
    G_STRUCT_OFFSET (HammerOptions, frames) },
  [HAMMER_OPTION_EXACT] = {
    "exact", TRUE, N_("The target must be hit exactly; points over it are taken off"),
    G_STRUCT_OFFSET (HammerOptions, exact) },
  [HAMMER_OPTION_BONUS] = {
    "bonus", TRUE, N_("A 148 earns one or two extra disks, for at most 152 or 156"),
    G_STRUCT_OFFSET (HammerOptions, bonus) },
  [HAMMER_OPTION_DISKS] = {
    "disks", FALSE, N_("Disks per game: 30, or 20 in the 20-2 variant"),
    G_STRUCT_OFFSET (HammerOptions, disks) },
  [HAMMER_OPTION_CORNER] = {
    "corner", FALSE, N_("The points of a weight hanging over a corner, over the end and the side "
                        "at once; unless set, what a hanger scores"),
    G_STRUCT_OFFSET (HammerOptions, corner) },
  [HAMMER_OPTION_COUNTING] = {
    "counting", FALSE, N_("The best games of a series that count toward its total; the others "
                          "are dropped. 0 counts every game"),
    G_STRUCT_OFFSET (HammerOptions, counting) },
  [HAMMER_OPTION_ZAANDAMS] = {
    "zaandams", TRUE, N_("Zaandams: 20 disks, and a 100 in the first sub-turn earns 50 bonus "
                         "points, for at most 150"),
    G_STRUCT_OFFSET (HammerOptions, zaandams) },
  [HAMMER_OPTION_PAIRS] = {
    "pairs", TRUE, N_("Pairs (koppel): player 1 shoots the 30 disks, player 2 only those left "
                      "outside the compartments"),
    G_STRUCT_OFFSET (HammerOptions, pairs) },
  [HAMMER_OPTION_TOTAL_GAMES] = {
    "total_games", FALSE, N_("Games in a match decided on the points of them all together, as "
                             "in Texas two games of 8 frames; 0 for a best-of match"),
    G_STRUCT_OFFSET (HammerOptions, total_games) },
  [HAMMER_OPTION_HANDICAP_RACE] = {
    "handicap_race", TRUE, N_("A side's handicap (\"handicaps\", per side) shortens its race "
                              "to the target instead of being points it starts each game with"),
    G_STRUCT_OFFSET (HammerOptions, handicap_race) },
  [HAMMER_OPTION_CLOCK] = {
    "clock", FALSE, N_("Minutes of a game's clock, 0 for none. Once time is called the end in "
                       "play is finished and the side ahead wins; a tie plays one more end "
                       "(court: its tie break) until a side leads"),
    G_STRUCT_OFFSET (HammerOptions, clock) },
  [HAMMER_OPTION_CLOCK_ROUND] = {
    "clock_round", TRUE, N_("Once time is called the round in play is finished, not only the "
                            "end, and a tie plays one more round"),
    G_STRUCT_OFFSET (HammerOptions, clock_round) },
  [HAMMER_OPTION_KNOCKOUT_GAMES] = {
    "knockout_games", FALSE, N_("Games of a knockout match, head to head: the higher total of "
                                "them all wins it, as in the finals of an open tournament; "
                                "unless set, as many as a series (\"games\")"),
    G_STRUCT_OFFSET (HammerOptions, knockout_games) },
  [HAMMER_OPTION_BONUS_MAX] = {
    "bonus_max", FALSE, N_("With the 148 bonus, the most a game scores: 156 (2 extra disks, as "
                          "after a 148 in the first sub-turn) or 152 (1 extra disk, as after "
                          "the second)"),
    G_STRUCT_OFFSET (HammerOptions, bonus_max) },
};

const char *
hammer_option_get_name (HammerOptionId option)
{
  g_return_val_if_fail (option < HAMMER_N_OPTIONS, NULL);

  return option_info[option].name;
}

gboolean
hammer_option_is_boolean (HammerOptionId option)
{
  g_return_val_if_fail (option < HAMMER_N_OPTIONS, FALSE);

  return option_info[option].boolean;
}

const char *
hammer_option_get_description (HammerOptionId option)
{
  g_return_val_if_fail (option < HAMMER_N_OPTIONS, NULL);

  return _(option_info[option].description);
}

int
hammer_options_get (const HammerOptions *options,
                    HammerOptionId       option)
{
  g_return_val_if_fail (options != NULL, HAMMER_OPTION_UNSET);
  g_return_val_if_fail (option < HAMMER_N_OPTIONS, HAMMER_OPTION_UNSET);

  return G_STRUCT_MEMBER (int, options, option_info[option].offset);
}

void
hammer_options_set (HammerOptions  *options,
                    HammerOptionId  option,
                    int             value)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (option < HAMMER_N_OPTIONS);

  G_STRUCT_MEMBER (int, options, option_info[option].offset) = value;
}

void
hammer_options_init (HammerOptions *options)
{
  g_return_if_fail (options != NULL);

  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    hammer_options_set (options, i, HAMMER_OPTION_UNSET);
  memset (options->handicaps, 0, sizeof options->handicaps);
  options->knockout_match = FALSE;
}

guint
hammer_options_counted_games (const HammerOptions *options,
                              guint                n_games)
{
  g_return_val_if_fail (options != NULL, n_games);

  if (options->counting == HAMMER_OPTION_UNSET || options->counting <= 0)
    return n_games;
  return MIN (n_games, (guint) options->counting);
}

gboolean
hammer_options_refuse_bad (const HammerRules  *rules,
                           HammerOptionId      option,
                           int                 min,
                           int                 max,
                           GError            **error)
{
  const char *name = option_info[option].name;

  if (option_info[option].boolean)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, name,
                                 _("The option “%s” is true or false."), name);
  if (min == max)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, name,
                                 _("In %s the option “%s” can only be %d."),
                                 hammer_rules_get_name (rules), name, min);
  return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, name,
                               _("In %s the option “%s” is a whole number from %d to %d."),
                               hammer_rules_get_name (rules), name, min, max);
}

static gboolean
resolve_one (const HammerRules  *rules,
             HammerOptions      *options,
             HammerOptionId      option,
             GError            **error)
{
  const HammerOptionSpec *spec = &rules->options[option];
  int value = hammer_options_get (options, option);

  if (!spec->present)
    {
      if (value == HAMMER_OPTION_UNSET)
        return TRUE;
      return hammer_refuse_option (error, HAMMER_REASON_UNKNOWN_OPTION,
                                   option_info[option].name, _("%s has no option “%s”."),
                                   hammer_rules_get_name (rules), option_info[option].name);
    }

  if (value == HAMMER_OPTION_UNSET)
    {
      /* The team default exists where the rule texts give doubles a
       * different target (table 21, horse collar 51). */
      if (spec->team_default != HAMMER_OPTION_UNSET && options->team_size != HAMMER_OPTION_UNSET &&
          options->team_size >= 2)
        value = spec->team_default;
      else
        value = spec->default_value;
      hammer_options_set (options, option, value);
      return TRUE;
    }

  if (value < spec->min || value > spec->max)
    return hammer_options_refuse_bad (rules, option, spec->min, spec->max, error);

  return TRUE;
}

/* A handicap is start points or a shorter race, so it must leave a game
 * to play: at least 0 and below the target. */
static gboolean
resolve_handicaps (const HammerRules  *rules,
                   HammerOptions      *options,
                   GError            **error)
{
  if (options->handicap_race == 1 && options->total_games != HAMMER_OPTION_UNSET &&
      options->total_games > 0)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "handicap_race",
                                 _("A match on total points is not a race to a target; give "
                                   "the handicaps as start points."));
  for (guint side = 0; side < G_N_ELEMENTS (options->handicaps); side++)
    {
      int handicap = options->handicaps[side];

      if (handicap == 0)
        continue;
      if (!rules->options[HAMMER_OPTION_HANDICAP_RACE].present)
        return hammer_refuse_option (error, HAMMER_REASON_UNKNOWN_OPTION, "handicaps",
                                     _("%s has no option “%s”."), hammer_rules_get_name (rules),
                                     "handicaps");
      if (handicap < 0 || handicap >= options->target)
        return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "handicaps",
                                     _("The handicap of side %u must be from 0 to %d, one "
                                       "below the target, not %d."),
                                     side + 1, options->target - 1, handicap);
    }
  return TRUE;
}

gboolean
hammer_rules_takes_handicaps (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return rules->options[HAMMER_OPTION_HANDICAP_RACE].present;
}

gboolean
hammer_rules_check_handicap (const HammerRules    *rules,
                             const HammerOptions  *options,
                             const char           *who,
                             int                   handicap,
                             GError              **error)
{
  g_return_val_if_fail (rules != NULL && options != NULL && who != NULL, FALSE);

  if (!hammer_rules_takes_handicaps (rules))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has no handicaps; table and court shuffleboard have them"),
                   hammer_rules_get_name (rules));
      return FALSE;
    }
  /* A handicap must leave a game to play, as resolve_handicaps() checks per match. */
  if (handicap < 0 || handicap >= options->target)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The handicap of %s must be from 0 to %d, one below the target, not %d"),
                   who, options->target - 1, handicap);
      return FALSE;
    }
  return TRUE;
}

/* The variants that change other options: a corner scores as a hanger
 * unless told otherwise, a knockout match has as many games as any other
 * unless told otherwise, the Zaandams game has 20 disks, pairs are teams
 * of two, and a match on total points plays all its games. */
static gboolean
resolve_variants (const HammerRules  *rules,
                  HammerOptions      *options,
                  gboolean            corner_given,
                  gboolean            disks_given,
                  gboolean            team_size_given,
                  gboolean            best_of_given,
                  gboolean            knockout_given,
                  GError            **error)
{
  if (rules->options[HAMMER_OPTION_CORNER].applies && !corner_given)
    options->corner = options->hanger;
  /* Unless the knockout is played longer, it plays as the pools. */
  if (rules->options[HAMMER_OPTION_KNOCKOUT_GAMES].applies && !knockout_given)
    options->knockout_games = options->games;

  if (options->zaandams == 1)
    {
      if (disks_given && options->disks != 20)
        return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "disks",
                                     _("The Zaandams game is played with 20 disks, not %d."),
                                     options->disks);
      options->disks = 20;
    }

  if (options->pairs == 1)
    {
      if (team_size_given && options->team_size != 2)
        return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "team_size",
                                     _("Pairs (koppel) are teams of 2 players, not %d."),
                                     options->team_size);
      options->team_size = 2;
    }

  if (rules->options[HAMMER_OPTION_COUNTING].applies && options->counting > options->games)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "counting",
                                 g_dngettext (GETTEXT_PACKAGE,
                                              "A series of %d game cannot count its best %d.",
                                              "A series of %d games cannot count its best %d.",
                                              options->games),
                                 options->games, options->counting);

  if (rules->options[HAMMER_OPTION_TOTAL_GAMES].applies && options->total_games > 0)
    {
      if (best_of_given && options->best_of != options->total_games)
        return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "best_of",
                                     _("A match decided on the total of %d games plays all "
                                       "of them, so it cannot be best of %d."),
                                     options->total_games, options->best_of);
      /* Every place that counts a match's games reads best_of. */
      options->best_of = options->total_games;
    }

  return resolve_handicaps (rules, options, error);
}

gboolean
hammer_options_resolve (const HammerRules  *rules,
                        HammerOptions      *options,
                        GError            **error)
{
  /* Sides and team size first: the range of "first" and the default target
   * depend on them. */
  static const HammerOptionId order[] = {
    HAMMER_OPTION_SIDES, HAMMER_OPTION_TEAM_SIZE, HAMMER_OPTION_TARGET, HAMMER_OPTION_BEST_OF,
    HAMMER_OPTION_GAMES, HAMMER_OPTION_HANGER, HAMMER_OPTION_FIRST, HAMMER_OPTION_FRAMES,
    HAMMER_OPTION_EXACT, HAMMER_OPTION_BONUS, HAMMER_OPTION_DISKS, HAMMER_OPTION_CORNER,
    HAMMER_OPTION_COUNTING, HAMMER_OPTION_ZAANDAMS, HAMMER_OPTION_PAIRS,
    HAMMER_OPTION_TOTAL_GAMES, HAMMER_OPTION_HANDICAP_RACE, HAMMER_OPTION_CLOCK,
    HAMMER_OPTION_CLOCK_ROUND, HAMMER_OPTION_KNOCKOUT_GAMES, HAMMER_OPTION_BONUS_MAX,
  };
  gboolean corner_given, disks_given, team_size_given, best_of_given, knockout_given;
  G_STATIC_ASSERT (G_N_ELEMENTS (order) == HAMMER_N_OPTIONS);

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Some variants set another option; one given by hand must agree. */
  corner_given = options->corner != HAMMER_OPTION_UNSET;
  disks_given = options->disks != HAMMER_OPTION_UNSET;
  team_size_given = options->team_size != HAMMER_OPTION_UNSET;
  best_of_given = options->best_of != HAMMER_OPTION_UNSET;
  knockout_given = options->knockout_games != HAMMER_OPTION_UNSET;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (!resolve_one (rules, options, order[i], error))
      return FALSE;

  if (!resolve_variants (rules, options, corner_given, disks_given, team_size_given,
                         best_of_given, knockout_given, error))
    return FALSE;

  if (rules->options[HAMMER_OPTION_FIRST].applies && options->first >= options->sides)
    return hammer_options_refuse_bad (rules, HAMMER_OPTION_FIRST, 0, options->sides - 1, error);

  /* Doubles only end a court game after whole rounds, so a frame limit must
   * fall on one. */
  if (rules->stop_after_round && options->team_size >= 2 && options->frames % 2 != 0)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "frames",
                                 _("In doubles a game ends only after whole rounds of two frames, "
                                   "so the frame limit must be even, not %d."),
                                 options->frames);

  /* The 148 bonus is a rule of the 30-disk game (docs/ARCHITECTURE.md,
   * "Rules decisions"). */
  if (options->bonus == 1 && options->disks != 30)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "bonus",
                                 _("The 148 bonus exists only in the game "
                                   "with 30 disks, not with %d."),
                                 options->disks);
  /* A bonus disk scores at most 4: one makes 152, two 156. */
  if (rules->options[HAMMER_OPTION_BONUS_MAX].applies && options->bonus_max != 152 &&
      options->bonus_max != 156)
    return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, "bonus_max",
                                 _("With the 148 bonus a game scores at most 152 (1 extra disk) "
                                   "or 156 (2 extra disks), not %d."),
                                 options->bonus_max);

  return TRUE;
}
