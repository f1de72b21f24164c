/* hammer-rounds.c — the names of an event's rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-rounds.h"

/* A chart of the places played out is known by its first place, which
 * it keeps from round to round. It is drawn from its first round with a
 * match played: a chart only of byes not at all, and one whose first
 * rounds are only byes (11 entrants: nobody plays for 9–16 before 9–12)
 * as its real field, as the main bracket is drawn. */
static void
find_left_outs (HammerRounds     *rounds,
                const HammerDraw *draw)
{
  g_autofree guint *numbers = g_new (guint, MAX (draw->n_matches, 1));
  g_autoptr(GHashTable) first_played = g_hash_table_new (NULL, NULL);

  hammer_draw_number_matches (draw->matches, draw->n_matches, 1, numbers);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      gpointer chart = GUINT_TO_POINTER (rounds->stake[2 * i]);
      guint round = draw->matches[i].round;

      if (draw->matches[i].bracket == HAMMER_BRACKET_PLACEMENT && numbers[i] > 0
          && (!g_hash_table_contains (first_played, chart)
              || GPOINTER_TO_UINT (g_hash_table_lookup (first_played, chart)) > round))
        g_hash_table_insert (first_played, chart, GUINT_TO_POINTER (round));
    }
  rounds->left_out = g_new0 (gboolean, MAX (draw->n_matches, 1));
  for (guint i = 0; i < draw->n_matches; i++)
    {
      gpointer chart = GUINT_TO_POINTER (rounds->stake[2 * i]);

      rounds->left_out[i] = draw->matches[i].bracket == HAMMER_BRACKET_PLACEMENT
                            && (!g_hash_table_contains (first_played, chart)
                                || draw->matches[i].round
                                   < GPOINTER_TO_UINT (g_hash_table_lookup (first_played,
                                                                            chart)));
    }
}

gboolean
hammer_rounds_left_out (const HammerRounds *rounds,
                            guint               index)
{
  g_return_val_if_fail (rounds != NULL, FALSE);

  return rounds->left_out != NULL && index < rounds->n_stakes && rounds->left_out[index];
}

void
hammer_rounds_init (HammerRounds     *rounds,
                    const HammerDraw *draw)
{
  g_return_if_fail (rounds != NULL);
  g_return_if_fail (draw != NULL);

  rounds->format = draw->format;
  rounds->final_round = rounds->winners_last = rounds->losers_last = 0;
  rounds->consolation_last = rounds->second_last = 0;
  rounds->stake = NULL;
  rounds->left_out = NULL;
  rounds->n_stakes = 0;
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *m = &draw->matches[i];

      if (m->bracket == HAMMER_BRACKET_PLACEMENT && rounds->stake == NULL)
        {
          /* Only a draw that plays out every place needs them. */
          rounds->n_stakes = draw->n_matches;
          rounds->stake = g_new (guint, 2 * draw->n_matches);
        }
      if (m->bracket == HAMMER_BRACKET_CONSOLATION)
        rounds->consolation_last = MAX (rounds->consolation_last, m->round);
      else if (m->bracket == HAMMER_BRACKET_SECOND_KNOCKOUT)
        rounds->second_last = MAX (rounds->second_last, m->round);
      else if (m->bracket == HAMMER_BRACKET_FINAL)
        rounds->final_round = MAX (rounds->final_round, m->round);
      else if (m->bracket == HAMMER_BRACKET_WINNERS)
        rounds->winners_last = MAX (rounds->winners_last, m->round);
      else if (m->bracket == HAMMER_BRACKET_LOSERS)
        rounds->losers_last = MAX (rounds->losers_last, m->round);
    }

  if (rounds->stake != NULL)
    {
      g_autofree guint *last = g_new (guint, draw->n_matches);

      hammer_draw_places_at_stake (draw, rounds->stake, last);
      /* Two a match: first, last. */
      for (guint i = draw->n_matches; i-- > 0;)
        {
          guint first = rounds->stake[i];

          rounds->stake[2 * i] = first;
          rounds->stake[2 * i + 1] = last[i];
        }
      find_left_outs (rounds, draw);
    }
}

void
hammer_rounds_clear (HammerRounds *rounds)
{
  g_return_if_fail (rounds != NULL);

  g_clear_pointer (&rounds->stake, g_free);
  g_clear_pointer (&rounds->left_out, g_free);
  rounds->n_stakes = 0;
}

/* A round of a winners' bracket: in a double elimination its last round
 * is the winners' final (the final proper joins both brackets); in a
 * single one the rounds before the final are named by what is left. */
static char *
winners_name (const HammerRounds *rounds,
              guint               round)
{
  if (hammer_format_get_info (rounds->format)->losers_bracket)
    {
      if (round == rounds->winners_last)
        return g_strdup (_("Winners’ final"));
      /* Translators: a round of the winners' bracket of a double
       * elimination, beside the losers' rounds. */
      return g_strdup_printf (_("Winners’ round %u"), round);
    }
  if (rounds->final_round > 0 && round + 1 == rounds->final_round)
    return g_strdup (_("Semi-final"));
  if (rounds->final_round > 0 && round + 2 == rounds->final_round)
    return g_strdup (_("Quarter-final"));
  return g_strdup_printf (_("Round %u"), round);
}

char *
hammer_rounds_name (const HammerRounds *rounds,
                    HammerBracket       bracket,
                    int                 group,
                    guint               round)
{
  g_autofree char *group_name = NULL;

  g_return_val_if_fail (rounds != NULL, NULL);

  switch (bracket)
    {
    case HAMMER_BRACKET_WINNERS:
      return winners_name (rounds, round);
    case HAMMER_BRACKET_LOSERS:
      if (round == rounds->losers_last)
        return g_strdup (_("Losers’ final"));
      /* Translators: a round of the losers' bracket of a double
       * elimination: “Losers’ round 2”. */
      return g_strdup_printf (_("Losers’ round %u"), round);
    case HAMMER_BRACKET_FINAL:
      return g_strdup (_("Final"));
    case HAMMER_BRACKET_FINAL_RESET:
      /* Translators: the second final of a double elimination, played
       * only when the finalist from the losers' bracket wins the first. */
      return g_strdup (_("Final (if necessary)"));
    case HAMMER_BRACKET_THIRD_PLACE:
      return g_strdup (_("Third place"));
    case HAMMER_BRACKET_GROUP:
      group_name = hammer_bracket_name (bracket, group);
      /* Translators: a round within a group: “Group B, round 3”. */
      return g_strdup_printf (_("Group %s, round %u"), group_name, round);
    case HAMMER_BRACKET_CONSOLATION:
      if (round == rounds->consolation_last)
        return g_strdup (_("Consolation final"));
      if (round + 1 == rounds->consolation_last)
        return g_strdup (_("Consolation semi-final"));
      /* Translators: a round of the consolation bracket, played by those
       * who lost their first match: “Consolation round 2”. */
      return g_strdup_printf (_("Consolation round %u"), round);
    case HAMMER_BRACKET_SECOND_KNOCKOUT:
      /* Translators: the rounds of the second knockout after groups, of
       * those the groups did not send to the first. */
      if (round == rounds->second_last)
        return g_strdup (_("Second knockout final"));
      if (round + 1 == rounds->second_last)
        return g_strdup (_("Second knockout semi-final"));
      return g_strdup_printf (_("Second knockout round %u"), round);
    case HAMMER_BRACKET_PLACEMENT:
      /* Translators: a match for places below the third, where every
       * place is played out; hammer_rounds_match_name() names the places. */
      return g_strdup_printf (_("Placement round %u"), round);
    case HAMMER_BRACKET_ROUND_ROBIN:
    case HAMMER_BRACKET_SWISS:
    case HAMMER_BRACKET_SERIES:
    default:
      return g_strdup_printf (_("Round %u"), round);
    }
}

/* The name of a match that is not its round's; NULL for one named by its
 * round. */
static char *
match_own_name (const HammerRounds    *rounds,
                guint                  index,
                const HammerDrawMatch *match)
{
  if (match->bracket == HAMMER_BRACKET_PLACEMENT && index < rounds->n_stakes
      && rounds->stake[2 * index] > 0)
    /* Translators: the places a match plays for, where every place of a
     * knockout is played out: “Places 5–8”. */
    return g_strdup_printf (_("Places %u–%u"), rounds->stake[2 * index],
                            rounds->stake[2 * index + 1]);
  /* The consolation's last round holds its third-place match, fed by
   * the losers of its semi-finals, beside its final. */
  if (match->bracket == HAMMER_BRACKET_CONSOLATION && match->round > 1
      && match->round == rounds->consolation_last
      && match->sources[0].kind == HAMMER_SOURCE_LOSER)
    return g_strdup (_("Consolation third place"));
  if (match->bracket == HAMMER_BRACKET_SECOND_KNOCKOUT && match->round > 1
      && match->round == rounds->second_last && match->sources[0].kind == HAMMER_SOURCE_LOSER)
    return g_strdup (_("Second knockout third place"));
  return NULL;
}

char *
hammer_rounds_match_name (const HammerRounds    *rounds,
                          guint                  index,
                          const HammerDrawMatch *match)
{
  char *own;

  g_return_val_if_fail (rounds != NULL, NULL);
  g_return_val_if_fail (match != NULL, NULL);

  own = match_own_name (rounds, index, match);
  return own != NULL ? own : hammer_rounds_name (rounds, match->bracket, match->group,
                                                 match->round);
}

const char *
hammer_rounds_match_name_kept (const HammerRounds    *rounds,
                               guint                  index,
                               const HammerDrawMatch *match,
                               HammerRoundNameKept   *kept)
{
  char *own;

  g_return_val_if_fail (rounds != NULL, NULL);
  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (kept != NULL, NULL);

  if ((own = match_own_name (rounds, index, match)) != NULL)
    {
      g_free (kept->own);
      return kept->own = own;
    }
  if (kept->name == NULL || kept->bracket != match->bracket || kept->group != match->group ||
      kept->round != match->round)
    {
      g_free (kept->name);
      kept->name = hammer_rounds_name (rounds, match->bracket, match->group, match->round);
      kept->bracket = match->bracket;
      kept->group = match->group;
      kept->round = match->round;
    }
  return kept->name;
}

void
hammer_round_name_kept_clear (HammerRoundNameKept *kept)
{
  g_clear_pointer (&kept->name, g_free);
  g_clear_pointer (&kept->own, g_free);
}
