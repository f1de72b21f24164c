/* hammer-events-model-resolve.c — resolving an event's model: the draw
 * engine run over the results to say who plays whom and who took which
 * place, all at once or, after one result, only what follows from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events-private.h"


typedef struct
{
  HammerEventModel *model;
  GArray           *group_places;  /* per group: GArray of draw indices in place order, or NULL */
} GroupPlaces;

static int
group_place_cb (int      group,
                int      place,
                gpointer user_data)
{
  GroupPlaces *places = user_data;
  GArray *order;

  if (places->group_places == NULL || group < 0 || (guint) group >= places->group_places->len)
    return HAMMER_ENTRANT_UNKNOWN;
  order = g_array_index (places->group_places, GArray *, group);
  if (order == NULL || place < 1 || (guint) place > order->len)
    return HAMMER_ENTRANT_UNKNOWN;
  return g_array_index (order, int, place - 1);
}

void
hammer_event_place (HammerEventModel *model)
{
  model->places = g_renew (int, model->places, MAX (model->entrants->len, 1));
  memset (model->places, 0, sizeof (int) * MAX (model->entrants->len, 1));
  if (hammer_format_places_by_bracket (model->format))
    hammer_draw_placings (&model->draw, model->resolved, model->places);
}

void
hammer_event_resolve (HammerEventModel *model)
{
  GroupPlaces places = { model, NULL };

  /* The buffers live from one resolve to the next (a batch of results
   * resolves after each one); every element is written again below. */
  model->draw.format = model->format;
  model->draw.n_matches = model->matches->len;
  model->draw.matches = g_renew (HammerDrawMatch, model->draw.matches,
                                 MAX (model->matches->len, 1));
  model->draw.n_entrants = 0;
  model->draw.n_groups = 0;
  model->results = g_renew (int, model->results, MAX (model->matches->len, 1));
  model->withdrawn = g_renew (gboolean, model->withdrawn, MAX (model->entrants->len, 1));
  model->n_withdrawn = model->entrants->len;

  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->draw_index >= 0)
        model->draw.n_entrants++;
      model->withdrawn[i] = entrant->withdrawn;
    }

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      model->draw.matches[i] = row->dm;
      model->results[i] = row->result;
      if (row->dm.group >= 0)
        model->draw.n_groups = MAX (model->draw.n_groups, (guint) row->dm.group + 1);
    }
  hammer_rounds_clear (&model->rounds);
  hammer_rounds_init (&model->rounds, &model->draw);
  g_free (model->followers);
  model->followers = hammer_draw_followers (&model->draw);
  model->conditional = hammer_event_find_conditional (model);

  model->resolved = g_renew (HammerResolvedMatch, model->resolved, MAX (model->matches->len, 1));
  hammer_draw_resolve (&model->draw, model->results, model->withdrawn, group_place_cb, &places,
                       model->resolved);

  /* The knockout after groups needs the groups' order: a second pass. */
  g_clear_pointer (&model->group_places, g_array_unref);
  if (hammer_format_get_info (model->format)->staged && model->draw.n_groups > 0)
    {
      places.group_places = model->group_places = hammer_event_group_places (model);
      hammer_draw_resolve (&model->draw, model->results, model->withdrawn, group_place_cb,
                           &places, model->resolved);
    }

  hammer_event_number_resolved (model);
  hammer_event_place (model);
}

/* Whether the model changed since it was last resolved in anything but the
 * result of match @index. */
static gboolean
changed_beyond (HammerEventModel *model,
                guint             index)
{
  if (model->results == NULL || model->draw.n_matches != model->matches->len
      || model->n_withdrawn != model->entrants->len || index >= model->matches->len)
    return TRUE;
  for (guint i = 0; i < model->matches->len; i++)
    if (i != index &&
        g_array_index (model->matches, HammerEventMatchRow, i).result != model->results[i])
      return TRUE;
  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->withdrawn != model->withdrawn[i])
        return TRUE;
    }
  return FALSE;
}

static void
resolve_after (HammerEventModel *model,
               guint             index,
               gboolean          known)
{
  gboolean staged = hammer_format_get_info (model->format)->staged;
  GroupPlaces places = { model, model->group_places };

  /* What is cheap to compare is compared even when the caller knows. A
   * group's result may change its order, which every resolve reads
   * again; any other leaves the groups' orders as the last resolve had
   * them. */
  if (model->results == NULL || model->draw.n_matches != model->matches->len ||
      model->n_withdrawn != model->entrants->len || index >= model->matches->len ||
      (staged && (model->group_places == NULL ||
                  g_array_index (model->matches, HammerEventMatchRow, index).dm.bracket
                  == HAMMER_BRACKET_GROUP)) ||
      (!known && changed_beyond (model, index)))
    {
      hammer_event_resolve (model);
      return;
    }
  model->results[index] = g_array_index (model->matches, HammerEventMatchRow, index).result;
  hammer_draw_resolve_after (&model->draw, model->followers, model->results, model->withdrawn,
                             staged ? group_place_cb : NULL, &places, index, model->resolved);
  hammer_event_number_resolved (model);
}

void
hammer_event_resolve_after (HammerEventModel *model,
                            guint             index)
{
  resolve_after (model, index, FALSE);
}

void
hammer_event_resolve_after_known (HammerEventModel *model,
                                  guint             index)
{
  resolve_after (model, index, TRUE);
}
