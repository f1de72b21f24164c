/* hammer-event-queue.c — an event's queue: the ready matches in the order boards take them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

/* The time a match became ready: when the last match it waits for ended. */
static const char *
ready_since (HammerEventModel    *model,
             HammerEventMatchRow *row)
{
  const char *latest = "";

  for (guint s = 0; s < 2; s++)
    {
      const HammerSource *source = &row->dm.sources[s];

      if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER) &&
          source->ref >= 0 && (guint) source->ref < model->matches->len)
        {
          const char *finished =
            g_array_index (model->matches, HammerEventMatchRow, source->ref).finished_at;

          if (finished != NULL && g_strcmp0 (finished, latest) > 0)
            latest = finished;
        }
    }
  return latest;
}

typedef struct
{
  guint       index;
  guint       stage;
  guint       round;
  const char *since;
} QueueEntry;

/* Earliest round first, then whoever has waited longest. */
static int
compare_queue (gconstpointer a,
               gconstpointer b)
{
  const QueueEntry *x = a, *y = b;
  int order;

  if (x->stage != y->stage)
    return x->stage < y->stage ? -1 : 1;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  order = g_strcmp0 (x->since, y->since);
  if (order != 0)
    return order;
  return x->index < y->index ? -1 : x->index > y->index ? 1 : 0;
}

/* Puts @entry into @best, which stays in calling order and at most @limit
 * long. */
static void
keep_best (GArray           *best,
           const QueueEntry *entry,
           guint             limit)
{
  guint at = best->len;

  if (best->len == limit &&
      compare_queue (entry, &g_array_index (best, QueueEntry, limit - 1)) >= 0)
    return;
  while (at > 0 && compare_queue (entry, &g_array_index (best, QueueEntry, at - 1)) < 0)
    at--;
  g_array_insert_val (best, at, *entry);
  if (best->len > limit)
    g_array_set_size (best, limit);
}

gboolean
hammer_event_match_busy (HammerEventModel *model,
                         guint             index,
                         const gboolean   *busy)
{
  int players[4];
  guint n = hammer_event_match_players (model, index, players);

  for (guint p = 0; p < n; p++)
    if (busy[players[p]])
      return TRUE;
  return FALSE;
}

void
hammer_event_mark_busy (HammerEventModel *model,
                        guint             index,
                        gboolean         *busy)
{
  int players[4];
  guint n = hammer_event_match_players (model, index, players);

  for (guint p = 0; p < n; p++)
    busy[players[p]] = TRUE;
}

/* The ready matches not on a board, in calling order (indices). A series
 * moves its players over the boards by itself, so it has no queue. A match
 * with a player @busy (or NULL) is left out, and with @limit > 0 only the
 * first @limit are kept: a round robin of 80 has thousands ready, and
 * sorting them all for each result cost more than the result. */
GArray *
hammer_event_compute_queue_limited (HammerEventModel *model,
                                    const gboolean   *busy,
                                    guint             limit)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (QueueEntry));
  GArray *queue = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Cards of one's own are shot, not called to a board. */
  if (hammer_format_get_info (model->format)->own_cards)
    return queue;

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      QueueEntry entry;

      if (!hammer_event_match_open (model, i) || row->board_id != 0)
        continue;
      if (busy != NULL && hammer_event_match_busy (model, i, busy))
        continue;
      /* A consolation's round r is played beside the main bracket's
       * round r + 1, whose losers it waits for. */
      entry = (QueueEntry) { i, row->dm.stage,
                             row->dm.round + (row->dm.bracket == HAMMER_BRACKET_CONSOLATION),
                             ready_since (model, row) };
      if (limit > 0)
        keep_best (entries, &entry, limit);
      else
        g_array_append_val (entries, entry);
    }

  if (limit == 0)
    g_array_sort (entries, compare_queue);
  for (guint k = 0; k < entries->len; k++)
    g_array_append_val (queue, g_array_index (entries, QueueEntry, k).index);
  return queue;
}

GArray *
hammer_event_compute_queue (HammerEventModel *model)
{
  return hammer_event_compute_queue_limited (model, NULL, 0);
}
