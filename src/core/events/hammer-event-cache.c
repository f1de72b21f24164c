/* hammer-event-cache.c — the events' models a store keeps between reads
 *
 * Loading an event whole and resolving it is most of what reading it
 * costs. A store keeps the last few models given back. While the store's
 * generation (its own commits) and SQLite's data version (the others')
 * are what they were when a model was last found right, no change came at
 * all. After a commit, the model of an event of a day stays for as long as
 * the change log says nothing of its event (or of its day) changed since
 * it was read: a day's hall server, whose boards post into five events in
 * turn while the desk calls, and the day's Call Next Match after a result
 * then read again only the event the result went into (issue 31). One
 * cache for every reader of a model: an event's pages, its boards, the
 * day's queue.
 *
 * A commit of another connection that the log does not hold (a program
 * writing past it) drops a day's models too; one that comes together with
 * a logged change is not seen there. Other events are read again after
 * any commit, as before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

/* A day's events and the one the desk has open: five events of a day in
 * turn must not push each other out. */
#define N_KEPT 8

#define CACHE_KEY "hammer-event-cache"

/* No store counts this many commits: a model with it is checked. */
#define GENERATION_UNKNOWN G_MAXUINT64

typedef struct _HammerEventsRead EventCache;

struct _HammerEventsRead
{
  GPtrArray *models;  /* HammerEventModel*, the one kept last at the end */
};

static void
event_cache_free (EventCache *cache)
{
  g_ptr_array_unref (cache->models);
  g_free (cache);
}

HammerEventsRead *
hammer_events_take_read (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return g_object_steal_data (G_OBJECT (self), CACHE_KEY);
}

void
hammer_events_read_free (HammerEventsRead *read)
{
  if (read != NULL)
    event_cache_free (read);
}

static EventCache *
get_cache (HammerStore *self,
           gboolean     create)
{
  EventCache *cache = g_object_get_data (G_OBJECT (self), CACHE_KEY);

  if (cache == NULL && create)
    {
      cache = g_new0 (EventCache, 1);
      cache->models = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_event_model_free);
      g_object_set_data_full (G_OBJECT (self), CACHE_KEY, cache,
                              (GDestroyNotify) event_cache_free);
    }
  return cache;
}

/* The newest change committed, or -1 when the log cannot be read. Inside
 * a transaction the newest may be the transaction's own, which a rollback
 * takes back and the next change numbers again: the one before counts. */
static gint64
committed_change (sqlite3 *db,
                  gint64   last)
{
  if (last < 0)
    {
      int rc;

      last = hammer_store_query_int (db, "SELECT coalesce (max (id), 0) FROM changes", &rc);
      if (rc != SQLITE_OK)
        return -1;
    }
  if (!sqlite3_get_autocommit (db))
    last = MAX (last - 1, 0);
  return last;
}

static void
stamp (HammerEventModel *model,
       guint64           generation,
       gint64            data_version)
{
  model->kept_generation = generation;
  model->kept_data_version = data_version;
}

/* Whether @model is still what the database has: nothing committed since
 * it was last found so, or nothing the change log says touched it. */
static gboolean
still_right (HammerStore      *self,
             HammerEventModel *model)
{
  guint64 generation = hammer_store_get_generation (self);
  gint64 data_version = hammer_store_get_data_version (self);
  g_autoptr(HammerChangeSet) changes = NULL;
  const HammerChangedRow *rows;
  guint n_rows;
  gint64 last;

  if (model->kept_generation == generation && model->kept_data_version == data_version)
    return TRUE;
  /* Only a day's events, which its queue and its hall server read by
   * turns, are worth the log: any other is read again after any commit,
   * and so is whatever a program writing past the log damaged. */
  if (model->as_of < 0 || model->day_id == 0)
    return FALSE;
  changes = hammer_store_read_changes_since (hammer_store_get_db (self), model->as_of, &last);
  if (!hammer_change_set_is_complete (changes) ||
      hammer_change_set_touches_event (changes, model->id))
    return FALSE;
  rows = hammer_change_set_get_rows (changes, &n_rows);
  /* Another connection committed, but nothing the log holds: a program
   * that writes past the log (the sqlite3 shell, a repair) may have
   * changed anything. */
  if (n_rows == 0 && data_version != model->kept_data_version)
    return FALSE;
  /* A day's event reads the day (its currency) and the day's boards,
   * which belong to no event. */
  for (guint r = 0; model->day_id != 0 && r < n_rows; r++)
    if ((rows[r].table == HAMMER_TABLE_DAYS && rows[r].id == model->day_id) ||
        (rows[r].table == HAMMER_TABLE_BOARDS && rows[r].owner == 0))
      return FALSE;
  model->as_of = committed_change (hammer_store_get_db (self), last);
  stamp (model, generation, data_version);
  return TRUE;
}

/* Takes the model of event @event_id (any event when 0: the one kept
 * last) out of the cache, or NULL. */
static HammerEventModel *
steal (HammerStore *self,
       gint64       event_id)
{
  EventCache *cache = get_cache (self, FALSE);

  for (guint m = cache != NULL ? cache->models->len : 0; m > 0; m--)
    {
      HammerEventModel *model = cache->models->pdata[m - 1];

      if (event_id == 0 || model->id == event_id)
        return g_ptr_array_steal_index (cache->models, m - 1);
    }
  return NULL;
}

HammerEventModel *
hammer_event_take (HammerStore  *self,
                   gint64        event_id,
                   GError      **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  HammerEventModel *model = steal (self, event_id);
  guint64 generation;
  gint64 data_version, as_of;

  if (model != NULL && still_right (self, model))
    return model;
  g_clear_pointer (&model, hammer_event_model_free);

  /* Read before the model: a change that comes between counts as not in
   * it, and the next take reads the model again. */
  generation = hammer_store_get_generation (self);
  data_version = hammer_store_get_data_version (self);
  as_of = committed_change (db, -1);
  if (!(model = hammer_event_load (db, event_id, error)))
    return NULL;
  model->as_of = as_of;
  stamp (model, generation, data_version);
  return model;
}

gboolean
hammer_events_has_read (HammerStore *self,
                        gint64       event_id)
{
  EventCache *cache;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  cache = get_cache (self, FALSE);
  for (guint m = 0; cache != NULL && m < cache->models->len; m++)
    if (((HammerEventModel *) cache->models->pdata[m])->id == event_id)
      return TRUE;
  return FALSE;
}

char *
hammer_events_read_write_matches_json (HammerEventsRead *read,
                                       gint64            event_id)
{
  g_return_val_if_fail (read != NULL, NULL);

  for (guint m = read->models->len; m > 0; m--)
    {
      HammerEventModel *model = read->models->pdata[m - 1];

      if (model->id == event_id)
        return hammer_event_write_matches_text (model);
    }
  return NULL;
}

void
hammer_events_read_ahead (HammerStore *self,
                          gint64       event_id)
{
  HammerEventModel *model;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (event_id > 0);

  if ((model = hammer_event_take (self, event_id, NULL)))
    hammer_event_keep (self, model);
}

HammerEventModel *
hammer_event_take_kept (HammerStore *self)
{
  g_autoptr(HammerEventModel) model = steal (self, 0);

  if (model == NULL || !still_right (self, model))
    return NULL;
  /* It goes to another store, whose generation counts other commits. */
  model->kept_generation = GENERATION_UNKNOWN;
  return g_steal_pointer (&model);
}

void
hammer_event_keep (HammerStore      *self,
                   HammerEventModel *model)
{
  EventCache *cache = get_cache (self, TRUE);
  g_autoptr(HammerEventModel) old = steal (self, model->id);

  g_ptr_array_add (cache->models, model);
  if (cache->models->len > N_KEPT)
    g_ptr_array_remove_index (cache->models, 0);
}

void
hammer_event_keep_written (HammerStore      *self,
                           HammerEventModel *model,
                           gint64            change_id)
{
  /* Right as of the change: the next take reads the log from there. */
  model->as_of = change_id;
  model->kept_generation = GENERATION_UNKNOWN;
  hammer_event_keep (self, model);
}

void
hammer_event_forget_kept (HammerStore *self)
{
  EventCache *cache = get_cache (self, FALSE);

  if (cache != NULL)
    g_ptr_array_set_size (cache->models, 0);
}

typedef struct
{
  HammerEventModel **model;
  gint64             change_id;
  gint64             data_version;  /* read inside the change; -1: not known */
} Written;

static void
keep_adopt (HammerStore *self,
            gpointer     data)
{
  Written *written = data;
  HammerEventModel *model = g_steal_pointer (written->model);

  hammer_event_keep_written (self, model, written->change_id);
  /* When the change was the store's own, the model is right as the store
   * is now: no other connection could commit while the change held the
   * write lock, and its own commit is in the generation, not in
   * data_version. The command that prints what it wrote (`hammer-cli draw
   * --json`) then reads nothing again (issue 28). */
  if (written->data_version >= 0)
    stamp (model, hammer_store_get_generation (self), written->data_version);
}

gboolean
hammer_event_finish_keeping (HammerStoreTx     *tx,
                             HammerStore       *self,
                             HammerEventModel **model,
                             GError           **error)
{
  Written written = { model, tx->change_id, -1 };

  if (tx->db == hammer_store_get_db (self))
    written.data_version = hammer_store_get_data_version (self);
  return hammer_store_tx_finish_adopting (tx, self, keep_adopt, &written, error);
}
