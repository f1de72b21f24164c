/* hammer-format-rotating-partners.c — doubles with a new partner every
 * round and standings per player
 *
 * Entrants are players. Every round is drawn at once by the pairing module
 * (hammer-rotating-partners.c); a match's sides come from the seed of each
 * side's first player, its second player is the side's partner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"
#include "events/hammer-rotating-partners.h"

/* What a player's sides won, as a round robin counts it: no head to head,
 * as two players rarely met on their own. */
static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_GAME_DIFFERENCE, HAMMER_TIE_POINT_DIFFERENCE,
};

static HammerSource
seed_source (guint player)
{
  return (HammerSource) { .kind = HAMMER_SOURCE_SEED, .ref = (int) player };
}

static gboolean
draw (GArray                   *matches,
      guint                     n_entrants,
      const HammerDrawOptions  *options,
      guint                    *n_groups,
      GError                  **error)
{
  g_autoptr(GPtrArray) rounds = NULL;
  /* Unless the desk says, as many rounds as everyone has new partners. */
  guint n_rounds = options->rounds > 0 ? options->rounds : hammer_partners_max_rounds (n_entrants);

  if (!(rounds = hammer_partners_draw (n_entrants, n_rounds, options->seed, error)))
    return FALSE;
  for (guint r = 0; r < rounds->len; r++)
    {
      HammerPartnersRound *round = g_ptr_array_index (rounds, r);

      for (guint t = 0; t < round->tables->len; t++)
        {
          HammerPartnersTable *table = &g_array_index (round->tables, HammerPartnersTable, t);
          guint index = hammer_draw_add_match (matches, HAMMER_BRACKET_ROUND_ROBIN, r + 1, t, -1,
                                               0, seed_source (table->players[0][0]),
                                               seed_source (table->players[1][0]));
          HammerDrawMatch *match = &g_array_index (matches, HammerDrawMatch, index);

          for (guint s = 0; s < 2; s++)
            match->partners[s] = seed_source (table->players[s][1]);
        }
    }
  return TRUE;
}

static gboolean
check_settings (const HammerDrawOptions  *options,
                GError                  **error)
{
  /* How many rounds the players allow is known at the draw, once they are
   * entered; the pairing module refuses too many there. */
  return TRUE;
}

const HammerFormatDefinition _hammer_format_rotating_partners = {
  .info = {
    .format = HAMMER_FORMAT_ROTATING_PARTNERS,
    .id = "rotating-partners",
    .name = N_("Rotating partners"),
    .title = N_("Rotating Partners"),
    .description = N_("Doubles with a new partner every round: players enter on their own, each "
                      "round pairs them into new partners and opponents, and the standings are "
                      "per player. When the players do not fill whole tables of four, those "
                      "left over sit out the round, in turn: nobody twice before everyone has "
                      "once."),
    .draw_shape = HAMMER_DRAW_SHAPE_ROUNDS,
    .partners = TRUE,
  },
  .min_entrants = 4,
  .max_entrants = HAMMER_DRAW_MAX_TABLE_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .settings = HAMMER_FORMAT_SETTING_ROUNDS | HAMMER_FORMAT_SETTING_MATCH_POINTS,
  .check_settings = check_settings,
};
