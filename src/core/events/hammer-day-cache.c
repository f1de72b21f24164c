/* hammer-day-cache.c — the models of a day's events, kept on the store
 * between the day's calls
 *
 * Loading five events whole on every Call Next Match was most of its
 * time, and a result touches one event: a call reads again only the
 * events the change log says were touched since (issue 31). The check
 * runs inside the call's change, with the write lock held, so no other
 * change comes between it and the call's own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

typedef struct
{
  gint64      day_id;
  gint64      seen_change;  /* the models hold every change up to this one */
  GHashTable *models;       /* gint64* event id → HammerEventModel* */
} DayCache;

#define DAY_CACHE_KEY "hammer-day-cache"

static void
day_cache_free (DayCache *cache)
{
  g_hash_table_unref (cache->models);
  g_free (cache);
}

/* Drops from @cache what the changes since it was kept touched: an event's
 * own rows, or for a day's board (every event reads them) or the day, all. */
static void
day_cache_forget_changed (DayCache *cache,
                          sqlite3  *db,
                          gint64   *last)
{
  g_autoptr(HammerChangeSet) changes = hammer_store_read_changes_since (db, cache->seen_change,
                                                                        last);
  const HammerChangedRow *rows;
  GHashTableIter iter;
  gpointer key;
  guint n_rows;

  rows = hammer_change_set_get_rows (changes, &n_rows);
  if (!hammer_change_set_is_complete (changes))
    {
      g_hash_table_remove_all (cache->models);
      return;
    }
  for (guint r = 0; r < n_rows; r++)
    if (rows[r].table == HAMMER_TABLE_DAYS ||
        (rows[r].table == HAMMER_TABLE_BOARDS && rows[r].owner == 0))
      {
        g_hash_table_remove_all (cache->models);
        return;
      }
  g_hash_table_iter_init (&iter, cache->models);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (hammer_change_set_touches_event (changes, *(gint64 *) key))
      g_hash_table_iter_remove (&iter);
}

gboolean
hammer_day_cache_take (HammerStore  *self,
                       sqlite3      *db,
                       gint64        day_id,
                       GArray       *event_ids,
                       GPtrArray    *models,
                       GError      **error)
{
  DayCache *cache = g_object_get_data (G_OBJECT (self), DAY_CACHE_KEY);

  if (cache == NULL || cache->day_id != day_id)
    {
      cache = g_new0 (DayCache, 1);
      cache->day_id = day_id;
      cache->models = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                             (GDestroyNotify) hammer_event_model_free);
      /* Read before the models: a change between counts as not seen. */
      cache->seen_change = hammer_store_get_last_change_id (db);
      g_object_set_data_full (G_OBJECT (self), DAY_CACHE_KEY, cache,
                              (GDestroyNotify) day_cache_free);
    }
  else
    day_cache_forget_changed (cache, db, &cache->seen_change);

  for (guint e = 0; e < event_ids->len; e++)
    {
      gint64 event_id = g_array_index (event_ids, gint64, e);
      HammerEventModel *model = NULL;
      gpointer key = NULL;

      if (g_hash_table_steal_extended (cache->models, &event_id, &key, (gpointer *) &model))
        g_free (key);
      else if (!(model = hammer_event_load (db, event_id, error)))
        return FALSE;
      g_ptr_array_add (models, model);
    }
  /* What is left are events that left the day. */
  g_hash_table_remove_all (cache->models);
  return TRUE;
}

void
hammer_day_cache_keep (HammerStore *self,
                       GPtrArray   *models,
                       gint64       seen_change)
{
  DayCache *cache = g_object_get_data (G_OBJECT (self), DAY_CACHE_KEY);
  g_autofree gpointer *kept = NULL;
  gsize n = 0;

  if (cache == NULL)
    return;
  if (seen_change >= 0)
    cache->seen_change = seen_change;
  kept = g_ptr_array_steal (models, &n);
  for (gsize m = 0; m < n; m++)
    {
      HammerEventModel *model = kept[m];

      g_hash_table_replace (cache->models, g_memdup2 (&model->id, sizeof model->id), model);
    }
}

void
hammer_day_cache_forget (HammerStore *self)
{
  g_object_set_data (G_OBJECT (self), DAY_CACHE_KEY, NULL);
}
