/* hammer-day-yield.c — which of two ready matches of one player goes first, across a day's
 * events
 *
 * A player in two events of a day often has a ready match in each. The day's queue takes
 * the events in turn, the one furthest behind first; left at that, a round robin further
 * behind takes a player of a knock-out at every call, and the knock-out's match, ready
 * since the first call, waits behind each of their round-robin matches while its next
 * round waits on it (issue 32). So, of two ready matches with a player in common in two
 * events, the one that goes first is:
 *  1. a knock-out's, one of a bracket (a later match waits for its winner or loser, or it
 *     waits for an earlier one's: the final too), before one of a round robin, that
 *     nothing waits for and that waits for nothing; then
 *  2. the one ready longest: since the latest end of its players' last matches, which a
 *     player's rest follows alike (a player still resting holds both, and neither is
 *     ready yet).
 * Two matches neither rule tells apart keep the order of the events. The other match
 * yields: it is passed over while the first is waiting and not held, and comes once that
 * one is on a board. A free board is never left empty for this: the call fills what
 * stays free afterwards without the rule (hammer_days_call_next_matches()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* One ready match of a player, as the day's other events see it. */
typedef struct
{
  HammerEventModel *model;
  guint             index;
  const gboolean   *bracket; /* of its event, by match index */
} ReadyMatch;

struct _HammerDayShared
{
  GHashTable *by_player;  /* gint64* player id → GArray of ReadyMatch, in two events or more */
  GHashTable *last_end;   /* gint64* player id → the end of their last match (the row's) */
};

static void
shared_clear (HammerDayShared *shared)
{
  g_clear_pointer (&shared->by_player, g_hash_table_unref);
  g_clear_pointer (&shared->last_end, g_hash_table_unref);
}

void
hammer_day_shared_unref (HammerDayShared *shared)
{
  g_rc_box_release_full (shared, (GDestroyNotify) shared_clear);
}

gboolean *
hammer_day_event_bracket_new (HammerEventModel *model)
{
  gboolean *bracket = g_new0 (gboolean, model->matches->len + 1);

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *source = &row->dm.sources[s];

          if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER) &&
              source->ref >= 0 && (guint) source->ref < model->matches->len)
            bracket[source->ref] = bracket[i] = TRUE;
        }
    }
  return bracket;
}

static gint64 *
id_key (gint64 id)
{
  return g_memdup2 (&id, sizeof id);
}

static void
note_last_ends (GHashTable       *last_end,
                HammerEventModel *model)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      gint64 ids[8];
      guint n;

      if (row->finished_at == NULL)
        continue;
      n = hammer_day_match_player_ids (model, i, ids);
      for (guint p = 0; p < n; p++)
        {
          const char *known = g_hash_table_lookup (last_end, &ids[p]);

          if (known == NULL || strcmp (row->finished_at, known) > 0)
            g_hash_table_replace (last_end, id_key (ids[p]), row->finished_at);
        }
    }
}

/* Whether every match of @list is of one event: nothing to yield to. */
static gboolean
one_event (gpointer key,
           gpointer value,
           gpointer user_data)
{
  GArray *list = value;

  for (guint k = 1; k < list->len; k++)
    if (g_array_index (list, ReadyMatch, k).model != g_array_index (list, ReadyMatch, 0).model)
      return FALSE;
  return TRUE;
}

HammerDayShared *
hammer_day_shared_new (GArray *events)
{
  HammerDayShared *shared = g_rc_box_new0 (HammerDayShared);

  shared->by_player = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                             (GDestroyNotify) g_array_unref);
  shared->last_end = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint e = 0; e < events->len; e++)
    {
      HammerDayEvent *event = &g_array_index (events, HammerDayEvent, e);

      note_last_ends (shared->last_end, event->model);
      for (guint k = 0; k < event->queue->len; k++)
        {
          ReadyMatch ready = { event->model, g_array_index (event->queue, guint, k),
                               event->bracket };
          gint64 ids[8];
          guint n = hammer_day_match_player_ids (event->model, ready.index, ids);

          for (guint p = 0; p < n; p++)
            {
              GArray *list = g_hash_table_lookup (shared->by_player, &ids[p]);

              if (list == NULL)
                {
                  list = g_array_new (FALSE, FALSE, sizeof (ReadyMatch));
                  g_hash_table_insert (shared->by_player, id_key (ids[p]), list);
                }
              g_array_append_val (list, ready);
            }
        }
    }
  /* Most players play one event: their matches yield to nothing. */
  g_hash_table_foreach_remove (shared->by_player, one_event, NULL);
  return shared;
}

/* Since when match @index of @model is ready as far as its players go: the
 * latest end of their last matches ("" when none of them played yet). */
static const char *
ready_since (HammerDayShared  *shared,
             HammerEventModel *model,
             guint             index)
{
  const char *latest = "";
  gint64 ids[8];
  guint n = hammer_day_match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    {
      const char *end = g_hash_table_lookup (shared->last_end, &ids[p]);

      if (end != NULL && strcmp (end, latest) > 0)
        latest = end;
    }
  return latest;
}

/* Whether @first goes before match @index of @event by the two rules above. */
static gboolean
goes_first (HammerDayShared  *shared,
            const ReadyMatch *first,
            HammerDayEvent   *event,
            guint             index)
{
  if (first->bracket[first->index] != event->bracket[index])
    return first->bracket[first->index];
  return strcmp (ready_since (shared, first->model, first->index),
                 ready_since (shared, event->model, index)) < 0;
}

/* Whether @ready may still be called: not on a board, not taken in this
 * listing (@skip, match ids; @taken, player ids) and not held. */
static gboolean
still_waiting (HammerDayHolds   *holds,
               const ReadyMatch *ready,
               GHashTable       *skip,
               GHashTable       *taken)
{
  HammerEventMatchRow *row = &g_array_index (ready->model->matches, HammerEventMatchRow,
                                             ready->index);
  gint64 ids[8];
  guint n;

  if (row->board_id != 0 || (skip != NULL && g_hash_table_contains (skip, &row->id)) ||
      hammer_day_holds_find (holds, ready->model, ready->index) != NULL)
    return FALSE;
  n = hammer_day_match_player_ids (ready->model, ready->index, ids);
  for (guint p = 0; taken != NULL && p < n; p++)
    if (g_hash_table_contains (taken, &ids[p]))
      return FALSE;
  return TRUE;
}

gboolean
hammer_day_queue_yields (HammerDayHolds *holds,
                         HammerDayEvent *event,
                         guint           index,
                         GHashTable     *skip,
                         GHashTable     *taken)
{
  HammerDayShared *shared = event->shared;
  gint64 ids[8];
  guint n;

  if (shared == NULL || g_hash_table_size (shared->by_player) == 0)
    return FALSE;
  n = hammer_day_match_player_ids (event->model, index, ids);
  for (guint p = 0; p < n; p++)
    {
      GArray *list = g_hash_table_lookup (shared->by_player, &ids[p]);

      for (guint k = 0; list != NULL && k < list->len; k++)
        {
          const ReadyMatch *other = &g_array_index (list, ReadyMatch, k);

          if (other->model != event->model && goes_first (shared, other, event, index) &&
              still_waiting (holds, other, skip, taken))
            return TRUE;
        }
    }
  return FALSE;
}
