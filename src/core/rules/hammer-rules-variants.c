/* hammer-rules-variants.c — the variants an event plays, in words, and the
 * options of its knockout matches
 *
 * The score sheets and the desk name the options that make a game other
 * than its rule text: a frame limit, a match on total points, hanger and
 * corner values, a game clock, a match's handicaps, the sjoelbak variants
 * and the length of its knockout matches. Only what differs from the text's
 * own game is said, so a sheet of the plain game carries no extra line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

/* Whether @option applies to @rules and was set away from its default. */
static gboolean
differs (const HammerRules   *rules,
         const HammerOptions *options,
         HammerOptionId       option)
{
  const HammerOptionSpec *spec = &rules->options[option];
  int value = hammer_options_get (options, option);

  return spec->applies && value != HAMMER_OPTION_UNSET && value != spec->default_value;
}

static void
describe_pieces (const HammerRules   *rules,
                 const HammerOptions *options,
                 GStrvBuilder        *lines)
{
  g_autofree char *line = NULL;

  if (differs (rules, options, HAMMER_OPTION_CORNER) && options->corner != options->hanger)
    line = g_strdup_printf (_("Hangers score %d, corners %d"), options->hanger, options->corner);
  else if (differs (rules, options, HAMMER_OPTION_HANGER))
    line = g_strdup_printf (_("Hangers score %d"), options->hanger);
  if (line != NULL)
    g_strv_builder_add (lines, line);
}

/* A match's handicaps, as the score a game starts at or each side's
 * race; nothing when neither side has one. */
static void
describe_handicaps (const HammerRules   *rules,
                    const HammerOptions *options,
                    GStrvBuilder        *lines)
{
  g_autofree char *line = NULL;

  if (!rules->options[HAMMER_OPTION_HANDICAP_RACE].present ||
      (options->handicaps[0] == 0 && options->handicaps[1] == 0))
    return;
  if (options->handicap_race == 1)
    line = g_strdup_printf (_("Handicap: races to %d and %d"),
                            options->target - options->handicaps[0],
                            options->target - options->handicaps[1]);
  else
    /* TRANSLATORS: the score each game starts at, first side first: "5–0". */
    line = g_strdup_printf (_("Handicap: each game starts at %d–%d"),
                            options->handicaps[0], options->handicaps[1]);
  g_strv_builder_add (lines, line);
}

/* The game clock and what happens when time is called. */
static void
describe_clock (const HammerRules   *rules,
                const HammerOptions *options,
                GStrvBuilder        *lines)
{
  g_autofree char *line = NULL;

  if (!differs (rules, options, HAMMER_OPTION_CLOCK))
    return;
  if (options->clock_round == 1)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game clock: %d minute, then the round is finished",
                                         "Game clock: %d minutes, then the round is finished",
                                         options->clock),
                            options->clock);
  else
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game clock: %d minute, then the end is finished",
                                         "Game clock: %d minutes, then the end is finished",
                                         options->clock),
                            options->clock);
  g_strv_builder_add (lines, line);
}

static void
describe_sjoelbak (const HammerRules   *rules,
                   const HammerOptions *options,
                   GStrvBuilder        *lines)
{
  if (options->zaandams == 1)
    g_strv_builder_add (lines, _("Zaandams: 20 disks; a 100 in the first sub-turn earns 50 "
                                 "more"));
  else if (options->disks == 20)
    g_strv_builder_add (lines, _("20-2: 20 disks in two sub-turns, at most 100"));
  else if (differs (rules, options, HAMMER_OPTION_DISKS))
    {
      g_autofree char *line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d disk a game",
                                                            "%d disks a game", options->disks),
                                               options->disks);

      g_strv_builder_add (lines, line);
    }
  if (options->bonus == 1)
    {
      g_autofree char *line = g_strdup_printf (_("A 148 earns extra disks: up to %d"),
                                               options->bonus_max);

      g_strv_builder_add (lines, line);
    }
  if (differs (rules, options, HAMMER_OPTION_COUNTING))
    {
      g_autofree char *line = NULL;

      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The best %d of %d games counts",
                                           "The best %d of %d games count", options->counting),
                              options->counting, options->games);
      g_strv_builder_add (lines, line);
    }
  /* A knockout match's own options have its games in "games": say it on
   * its card all the same. */
  if (options->knockout_games != HAMMER_OPTION_UNSET &&
      (options->knockout_games != options->games || options->knockout_match))
    {
      g_autofree char *line = NULL;

      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Knockout matches: %d game, head to head",
                                           "Knockout matches: %d games, head to head on their "
                                           "total",
                                           options->knockout_games),
                              options->knockout_games);
      g_strv_builder_add (lines, line);
    }
  if (options->pairs == 1)
    {
      g_autofree char *line = g_strdup_printf (_("Pairs: player 1 shoots the %d disks, "
                                                  "player 2 those left outside"),
                                               options->disks);

      g_strv_builder_add (lines, line);
    }
}

char **
hammer_options_describe_variants (const HammerRules   *rules,
                                  const HammerOptions *options)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (differs (rules, options, HAMMER_OPTION_FRAMES))
    {
      g_autofree char *line = g_strdup_printf (_("%d points or %d frames, whichever comes "
                                                 "first"),
                                               options->target, options->frames);

      g_strv_builder_add (lines, line);
    }
  if (differs (rules, options, HAMMER_OPTION_TOTAL_GAMES))
    {
      g_autofree char *line = NULL;

      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A match of %d game, decided on total points",
                                           "A match of %d games, decided on their total points",
                                           options->total_games),
                              options->total_games);
      g_strv_builder_add (lines, line);
    }
  if (options->exact == 1)
    g_strv_builder_add (lines, _("The target must be hit exactly"));
  describe_pieces (rules, options, lines);
  describe_clock (rules, options, lines);
  describe_handicaps (rules, options, lines);
  if (rules->counts)
    describe_sjoelbak (rules, options, lines);

  return g_strv_builder_end (lines);
}

void
hammer_options_for_knockout (HammerOptions *options)
{
  g_return_if_fail (options != NULL);

  if (options->knockout_games == HAMMER_OPTION_UNSET || options->knockout_games == options->games)
    return;
  options->games = options->knockout_games;
  options->knockout_match = TRUE;
  /* "Finals of 3 games summed": the worst game is dropped in the pools
   * only. */
  if (options->counting != HAMMER_OPTION_UNSET)
    options->counting = 0;
}

void
hammer_options_for_match_games (HammerOptions *options,
                                int            games)
{
  g_return_if_fail (options != NULL);

  if (games > 0 && games != options->games)
    hammer_options_for_knockout (options);
}
