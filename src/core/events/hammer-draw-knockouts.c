/* hammer-draw-knockouts.c — what a knockout plays besides its main
 * bracket: a consolation of those who lost their first match, or every
 * place played out; hammer-draw.c draws the main bracket around them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-draw.h"
#include "hammer-error.h"
#include "hammer-format-private.h"

/* The fewest a knockout with a consolation or every place played takes:
 * with fewer, nobody is left to play either. */
#define KNOCKOUT_EXTRA_MIN 4

gboolean
_hammer_draw_check_knockout_plan (const HammerDrawOptions  *options,
                                  GError                  **error)
{
  if (options->consolation && options->placement)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A knockout has either a consolation bracket or every place "
                             "played out, not both"));
      return FALSE;
    }
  return TRUE;
}

gboolean
_hammer_draw_check_knockout (const HammerDrawOptions  *options,
                             guint                     n_knockout,
                             GError                  **error)
{
  if (!_hammer_draw_check_knockout_plan (options, error))
    return FALSE;
  if ((options->consolation || options->placement) && n_knockout < KNOCKOUT_EXTRA_MIN)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   options->consolation
                   ? g_dngettext (GETTEXT_PACKAGE,
                                  "A consolation bracket needs at least %u entrants in the "
                                  "knockout; it has %u",
                                  "A consolation bracket needs at least %u entrants in the "
                                  "knockout; it has %u", n_knockout)
                   : g_dngettext (GETTEXT_PACKAGE,
                                  "Playing out every place needs at least %u entrants in the "
                                  "knockout; it has %u",
                                  "Playing out every place needs at least %u entrants in the "
                                  "knockout; it has %u", n_knockout),
                   KNOCKOUT_EXTRA_MIN, n_knockout);
      return FALSE;
    }
  return TRUE;
}


/* The consolation's slots: the loser of each first-round match of the
 * main bracket. A bye is no match, so where a first-round match was a bye
 * its slot takes the loser of the second-round match it feeds, if that
 * loser came through the bye; where both were byes that loser always
 * did, and the other slot is a bye. */
void
_hammer_draw_consolation_slots (HammerDrawConsolation *cons,
                   const HammerSource *slots,
                   const guint        *first,
                   const guint        *second)
{
  for (guint q = 0; q < cons->size / 2; q++)
    {
      gboolean bye_a = source_is_bye (&slots[4 * q]) || source_is_bye (&slots[4 * q + 1]);
      gboolean bye_b = source_is_bye (&slots[4 * q + 2]) || source_is_bye (&slots[4 * q + 3]);
      HammerSource *pair = &cons->slots[2 * q];

      if (bye_a && bye_b)
        {
          pair[0] = source_loser (second[q]);
          pair[1] = source_bye ();
        }
      else
        {
          pair[0] = bye_a ? source_loser_if (second[q], HAMMER_LOSER_FIRST)
                          : source_loser (first[2 * q]);
          pair[1] = bye_b ? source_loser_if (second[q], HAMMER_LOSER_FIRST)
                          : source_loser (first[2 * q + 1]);
        }
    }
}

/* Draws the consolation's next round; its last round has its final, and
 * a match for its third place before it. */
void
_hammer_draw_consolation_round (GArray                *matches,
                                HammerDrawConsolation *cons)
{
  guint round = ++cons->drawn;
  guint n = cons->size >> round;

  if (round == 1)
    {
      for (guint q = 0; q < n; q++)
        cons->indices[q] = hammer_draw_add_match (matches, HAMMER_BRACKET_CONSOLATION, 1, q, -1,
                                                  cons->stage, cons->slots[2 * q],
                                                  cons->slots[2 * q + 1]);
      return;
    }
  if (round == cons->k && cons->third_place)
    hammer_draw_add_match (matches, HAMMER_BRACKET_CONSOLATION, round, 1, -1, cons->stage,
                           source_loser (cons->indices[0]), source_loser (cons->indices[1]));
  _hammer_draw_add_next_round (matches, cons->indices, 2 * n, HAMMER_BRACKET_CONSOLATION, round, cons->stage);
}

/* A chart of a knockout with every place played out: the entrants who
 * play for places @first … @first + @size - 1, in bracket order. */
typedef struct
{
  guint         first;
  guint         size;
  HammerSource *slots;
} Chart;

static HammerBracket
chart_bracket (const Chart *chart)
{
  if (chart->first == 1)
    return chart->size == 2 ? HAMMER_BRACKET_FINAL : HAMMER_BRACKET_WINNERS;
  if (chart->first == 3 && chart->size == 2)
    return HAMMER_BRACKET_THIRD_PLACE;
  return HAMMER_BRACKET_PLACEMENT;
}

/* Every place played out: each round splits every chart into the winners,
 * who play on for its upper half of the places, and the losers, who play
 * for its lower half, until every chart is one match. A bye is known from
 * the draw: two byes meet in no match, and the loser of a bye is a bye.
 * Within a round the charts for the lower places come first, so that the
 * final is the last match. */
void
_hammer_draw_playoff (GArray             *matches,
                      const HammerSource *slots,
                      guint               size,
                      guint               stage)
{
  g_autoptr(GArray) charts = g_array_new (FALSE, FALSE, sizeof (Chart));
  guint k = g_bit_storage (size) - 1;
  Chart main_chart = { 1, size, g_memdup2 (slots, sizeof (HammerSource) * size) };

  g_array_append_val (charts, main_chart);
  for (guint round = 1; round <= k; round++)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Chart));
      guint n_placement = 0;

      for (guint c = charts->len; c-- > 0;)
        {
          Chart *chart = &g_array_index (charts, Chart, c);
          guint half = chart->size / 2;
          HammerBracket bracket = chart_bracket (chart);
          Chart upper = { chart->first, half, g_new (HammerSource, half) };
          Chart lower = { chart->first + half, half, g_new (HammerSource, half) };

          for (guint q = 0; q < half; q++)
            {
              HammerSource *a = &chart->slots[2 * q];
              HammerSource *b = &chart->slots[2 * q + 1];
              guint position;
              guint index;

              if (source_is_bye (a) && source_is_bye (b))
                {
                  upper.slots[q] = lower.slots[q] = source_bye ();
                  continue;
                }
              position = bracket == HAMMER_BRACKET_PLACEMENT ? n_placement++ : q;
              index = hammer_draw_add_match (matches, bracket, round, position, -1, stage, *a, *b);
              upper.slots[q] = source_winner (index);
              lower.slots[q] = source_is_bye (a) || source_is_bye (b) ? source_bye ()
                                                                      : source_loser (index);
            }
          g_free (chart->slots);
          /* Kept from the upper places down. */
          g_array_prepend_val (next, lower);
          g_array_prepend_val (next, upper);
        }
      g_array_set_size (charts, 0);
      g_array_append_vals (charts, next->data, next->len);
    }
  for (guint c = 0; c < charts->len; c++)
    g_free (g_array_index (charts, Chart, c).slots);
}
