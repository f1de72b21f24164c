/* hammer-hall-cache.h — the hall's document and the boards' matches, made
 * once per change of the database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "rules/hammer-rules.h"
#include "serve/hammer-server-reader.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* While results keep coming, the hall's document is made again at most
 * once in this many microseconds: the phones polling meanwhile hear 304. */
#define HAMMER_HALL_CACHE_INTERVAL G_USEC_PER_SEC

typedef struct _HammerHallCache HammerHallCache;

HammerHallCache *hammer_hall_cache_new          (gint64             event_id);
/* A cache of day @day_id: its hall's document is the day's
 * (hammer_day_hall_document()), a board's the event's whose match is on it
 * (hammer_day_hall_board()), whose "event" is JSON null while it is free. */
HammerHallCache *hammer_hall_cache_new_for_day  (gint64             day_id);
void             hammer_hall_cache_free         (HammerHallCache   *self);
/* Forgets what it made: a new connection counts its changes anew. */
void             hammer_hall_cache_reset        (HammerHallCache   *self);
/* The interval of HAMMER_HALL_CACHE_INTERVAL, for tests; set it before
 * the server starts. */
void             hammer_hall_cache_set_interval (HammerHallCache   *self,
                                                 gint64             interval);
/* The answer of /api/event and its ETag, owned by the cache until the next
 * call, with the first @n_queue matches of the queue (the same every
 * call). Made when a phone asks and the database changed since (a write
 * of another connection too), but while changes keep coming at most once
 * per interval: the document answered is then at most that old. One
 * document per language of the thread (its round names are in it). For a
 * request made at @since (monotonic µs), which may take one asked for
 * since. With @reader a document is made there, and this returns TRUE
 * with @body NULL meanwhile: ask again once the reader is ready. */
gboolean         hammer_hall_cache_get_hall     (HammerHallCache    *self,
                                                 HammerStore        *store,
                                                 HammerServerReader *reader,
                                                 gint64              since,
                                                 guint               n_queue,
                                                 const char        **body,
                                                 const char        **etag,
                                                 GError            **error);
/* The event (@event: its "id", "name", "rules", "options", "format") and
 * board @number (@boards: {"boards": [it]}, empty when there is none) as
 * they are now, owned by the cache until the database changes. */
gboolean         hammer_hall_cache_get_board    (HammerHallCache   *self,
                                                 HammerStore       *store,
                                                 guint              number,
                                                 JsonNode         **event,
                                                 JsonNode         **boards,
                                                 GError           **error);
/* A match as the event's rules and options make it, without ends, or
 * NULL for an event without a known game: what its pages ask of the rules
 * (the limits of an end, whether a match can be drawn). @event has "rules"
 * and "options". */
HammerMatch     *hammer_hall_cache_new_match    (JsonObject        *event);
/* How many hall documents it made; any thread may ask. */
guint            hammer_hall_cache_get_n_builds (HammerHallCache   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerHallCache, hammer_hall_cache_free)

G_END_DECLS
