/* hammer-player-list-private.h — what hammer-player-list.c, the list, shares
 * with hammer-player-list-cache.c, the rows it keeps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-core.h"

G_BEGIN_DECLS

/* The players kept, from position @first of the list on. */
typedef struct
{
  guint first;           /* the position of rows[0] */
  GPtrArray *rows;       /* HammerPlayer */
} HammerPlayerCache;

/* hammer-player-list-cache.c says what each does. */
void _hammer_player_cache_cut   (HammerPlayerCache *cache,
                                 guint              position);
void _hammer_player_cache_clear (HammerPlayerCache *cache);
void _hammer_player_cache_add   (HammerPlayerCache *cache,
                                 guint              start,
                                 GPtrArray         *rows,
                                 guint              position);
gint _hammer_player_cache_find  (HammerPlayerCache *cache,
                                 gint64             id);

G_END_DECLS
