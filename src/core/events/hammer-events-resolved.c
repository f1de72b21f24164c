/* hammer-events-resolved.c — what people read of a match once the results
 * say more than the draw did: its number, given to a consolation's match
 * that waited on whether a loser had played before once that is known (a
 * bye never has one: hammer_draw_number_resolved()), and where a side
 * comes from: a bye where the results made it one, no longer "the loser
 * of match 4", and through a bye that is not drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

gboolean
hammer_event_find_conditional (HammerEventModel *model)
{
  for (guint i = 0; i < model->draw.n_matches; i++)
    if (hammer_draw_match_is_conditional (model->draw.matches, i))
      return TRUE;
  return FALSE;
}

void
hammer_event_number_resolved (HammerEventModel *model)
{
  g_autofree guint *numbers = NULL;
  g_autofree const char **finished_at = NULL;
  guint n = model->matches->len;

  /* Every other event keeps the numbers its draw and its rounds gave. Not
   * looked for again with each result: a results file of a double
   * elimination of 1024 spent half its time there. */
  if (!model->conditional)
    return;

  numbers = g_new (guint, n);
  finished_at = g_new (const char *, n);
  for (guint i = 0; i < n; i++)
    finished_at[i] = g_array_index (model->matches, HammerEventMatchRow, i).finished_at;
  hammer_draw_number_resolved (&model->draw, model->resolved, finished_at, numbers);
  for (guint i = 0; i < n; i++)
    g_array_index (model->matches, HammerEventMatchRow, i).number = numbers[i];
}

const HammerSource *
hammer_event_side_source (HammerEventModel *model,
                          guint             index,
                          guint             side)
{
  static const HammerSource bye = { HAMMER_SOURCE_BYE, 0, 0 };
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  const HammerSource *source = &row->dm.sources[side];

  if (source->kind == HAMMER_SOURCE_LOSER && source->place != HAMMER_LOSER_ANY
      && model->resolved[index].entrants[side] == HAMMER_ENTRANT_BYE)
    return &bye;
  /* The winner of a bye that is not drawn is its other side. */
  while (source->kind == HAMMER_SOURCE_WINNER && source->ref >= 0
         && (guint) source->ref < index && hammer_rounds_left_out (&model->rounds, source->ref))
    {
      const HammerDrawMatch *left_out = &g_array_index (model->matches, HammerEventMatchRow,
                                                        source->ref).dm;
      guint other = left_out->sources[0].kind == HAMMER_SOURCE_BYE ? 1 : 0;

      if (left_out->n_sides < 2 || left_out->sources[other].kind == HAMMER_SOURCE_BYE)
        break;
      index = (guint) source->ref;
      source = &left_out->sources[other];
    }
  return source;
}
