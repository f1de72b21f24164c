/* hammer-player-list-cache.c — the rows a HammerPlayerList keeps: a run of
 * players from one position on, a few screens' worth around where the view
 * last asked, cut where a change moved what follows and trimmed at the end
 * farthest from the view; the list itself, which reads them, is
 * hammer-player-list.c's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-player-list-private.h"

/* The most rows kept: a few screens' worth. */
#define MAX_CACHED 400

/* Keeps only what lies before @position: what follows it has moved. */
void
_hammer_player_cache_cut (HammerPlayerCache *cache,
                          guint              position)
{
  if (position <= cache->first)
    g_ptr_array_set_size (cache->rows, 0);
  else if (position - cache->first < cache->rows->len)
    g_ptr_array_set_size (cache->rows, position - cache->first);
}

/* Drops every row. */
void
_hammer_player_cache_clear (HammerPlayerCache *cache)
{
  g_ptr_array_set_size (cache->rows, 0);
  cache->first = 0;
}

/* Adds @rows, read from @start on, to the cache, and drops what lies
 * farthest from @position past MAX_CACHED. */
void
_hammer_player_cache_add (HammerPlayerCache *cache,
                          guint              start,
                          GPtrArray         *rows,
                          guint              position)
{
  guint end = cache->first + cache->rows->len;
  guint new_first, new_end;
  GPtrArray *merged;

  if (cache->rows->len == 0 || start > end || start + rows->len < cache->first)
    {
      g_ptr_array_set_size (cache->rows, 0);
      end = cache->first = start;
    }

  new_first = MIN (start, cache->first);
  new_end = MAX (start + rows->len, end);
  merged = g_ptr_array_new_full (new_end - new_first, g_object_unref);
  for (guint p = new_first; p < new_end; p++)
    {
      /* The rows the view holds already stay the ones it holds. */
      gpointer item = p >= cache->first && p < end
                        ? g_ptr_array_index (cache->rows, p - cache->first)
                        : g_ptr_array_index (rows, p - start);
      g_ptr_array_add (merged, g_object_ref (item));
    }
  g_ptr_array_unref (cache->rows);
  cache->rows = merged;
  cache->first = new_first;

  while (cache->rows->len > MAX_CACHED)
    {
      guint last = cache->first + cache->rows->len - 1;
      guint drop = cache->rows->len - MAX_CACHED;

      if (position - cache->first > last - position)
        {
          g_ptr_array_remove_range (cache->rows, 0, drop);
          cache->first += drop;
        }
      else
        g_ptr_array_remove_range (cache->rows, MAX_CACHED, drop);
    }
}

/* The position of the player @id, or -1 when it is not kept. */
gint
_hammer_player_cache_find (HammerPlayerCache *cache,
                           gint64             id)
{
  for (guint i = 0; i < cache->rows->len; i++)
    if (hammer_player_get_id (g_ptr_array_index (cache->rows, i)) == id)
      return (gint) (cache->first + i);
  return -1;
}
