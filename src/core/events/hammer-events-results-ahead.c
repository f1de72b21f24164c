/* hammer-events-results-ahead.c — a batch's plain results played by the
 * rules before its loop, on two threads
 *
 * Playing a result through the rules (every end checked, the game and the
 * match decided) was a sixth of a large results import, all of it on one
 * thread (issue 28). A plain result's play needs only its match's options,
 * which the event knows before the batch's loop: the results are played
 * here first, half of them on a second thread, each with the options its
 * match has now. The loop then takes a result's play when its match's
 * options are still those (a side's handicap comes with the side, which an
 * earlier result of the batch may decide), and plays it again otherwise.
 * A result the rules refuse is played again in the loop, which names the
 * sides in the refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events-private.h"
#include "rules/hammer-result-plain.h"

/* Fewer results than this are played in the loop: a thread costs more. */
#define MIN_AHEAD 64

struct _HammerResultsAhead
{
  const HammerRules *rules;
  guint n_entries;
  const HammerPlainResult **plains;  /* of the entries played ahead, else NULL */
  HammerOptions *options;            /* their matches' options when played */
  HammerMatch **states;              /* their plays; NULL when refused or taken */
};

typedef struct
{
  HammerResultsAhead *ahead;
  guint first, last;
} Range;

static gpointer
play_range (gpointer data)
{
  const Range *range = data;
  HammerResultsAhead *self = range->ahead;

  for (guint i = range->first; i < range->last; i++)
    if (self->plains[i] != NULL)
      self->states[i] = hammer_plain_result_replay (self->plains[i], self->rules,
                                                    &self->options[i], NULL, NULL);
  return NULL;
}

HammerResultsAhead *
hammer_results_ahead_new (HammerEventModel  *model,
                          HammerResultEntry *entries,
                          guint              n_entries)
{
  HammerResultsAhead *self;
  GThread *second;
  Range ranges[2];
  guint n_plain = 0;

  g_return_val_if_fail (model != NULL, NULL);
  g_return_val_if_fail (entries != NULL || n_entries == 0, NULL);

  if (n_entries < MIN_AHEAD)
    return NULL;
  self = g_new0 (HammerResultsAhead, 1);
  self->rules = model->rules;
  self->n_entries = n_entries;
  self->plains = g_new0 (const HammerPlainResult *, n_entries);
  self->options = g_new0 (HammerOptions, n_entries);
  self->states = g_new0 (HammerMatch *, n_entries);
  /* The model is read here only: the threads touch the results and the
   * rules, which nothing changes meanwhile. */
  for (guint i = 0; i < n_entries; i++)
    {
      HammerResultEntry *entry = &entries[i];
      int index;

      if (entry->error != NULL || entry->input != NULL || entry->plain == NULL ||
          (index = hammer_event_find_match (model, entry->match_id, NULL)) < 0 ||
          !hammer_plain_result_fit_sides (entry->plain, (guint) model->options.sides))
        continue;
      hammer_event_match_options (model, (guint) index, &self->options[i]);
      self->plains[i] = entry->plain;
      n_plain++;
    }
  if (n_plain < MIN_AHEAD)
    {
      hammer_results_ahead_free (self);
      return NULL;
    }

  ranges[0] = (Range) { self, 0, n_entries / 2 };
  ranges[1] = (Range) { self, n_entries / 2, n_entries };
  second = g_thread_new ("hammer-play", play_range, &ranges[1]);
  play_range (&ranges[0]);
  g_thread_join (second);
  /* The entries' results are the loop's again. */
  memset (self->plains, 0, n_entries * sizeof *self->plains);
  return self;
}

HammerMatch *
hammer_results_ahead_take (HammerResultsAhead  *self,
                           guint                entry,
                           const HammerOptions *options)
{
  g_return_val_if_fail (options != NULL, NULL);

  if (self == NULL || entry >= self->n_entries || self->states[entry] == NULL ||
      memcmp (&self->options[entry], options, sizeof *options) != 0)
    return NULL;
  return g_steal_pointer (&self->states[entry]);
}

void
hammer_results_ahead_free (HammerResultsAhead *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_entries; i++)
    g_clear_pointer (&self->states[i], hammer_match_free);
  g_free (self->plains);
  g_free (self->options);
  g_free (self->states);
  g_free (self);
}
