/* hammer-player-reading.h — what the players' pages read of what is
 * served, once per change of the database
 *
 * One reading holds the events (their matches, standings, whether each is
 * over), the day's queue as expected times and boards, and the boards'
 * own names, all in one state of the file and the reading thread's
 * language (the round names). It is made on the server's reader
 * (hammer-server-reader.h) and is read, never changed, by the server's
 * thread; a reading takes over, shared, the events of the one before that
 * the change log says did not change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct _HammerPlayerReading HammerPlayerReading;

/* When and where a match not on a board yet will likely be played. */
typedef struct
{
  char   *eta;
  guint   board;
  gint64  after_event;  /* the event of the match the board plays before, or 0 */
  guint   after;        /* its number, 0 for none */
} HammerPlannedMatch;

/* One event as read. */
typedef struct
{
  gint64      id;
  char       *name;
  gboolean    finished;   /* the event's "state" is "finished" */
  JsonNode   *matches;    /* hammer_events_get_matches_json() */
  JsonNode   *standings;  /* hammer_events_get_standings_json() */
  GHashTable *by_entrant; /* entrant id → GArray of the indexes of its matches, in order */
  GHashTable *by_player;  /* player id → the same, of the matches listing "players" per
                           * side (rotating partners: a side is two entrants) */
} HammerEventPart;

/* Reads event @event_id (with @day_id 0) or day @day_id (with @event_id 0)
 * through @store, in one read transaction, taking over the parts of
 * @previous (NULL: none; made through the same connection) that did not
 * change since. */
HammerPlayerReading   *hammer_player_reading_read       (HammerStore          *store,
                                                         gint64                event_id,
                                                         gint64                day_id,
                                                         HammerPlayerReading  *previous,
                                                         GError              **error);
HammerPlayerReading   *hammer_player_reading_ref        (HammerPlayerReading  *self);
void                   hammer_player_reading_unref      (HammerPlayerReading  *self);
guint                  hammer_player_reading_get_n_events (HammerPlayerReading *self);
const HammerEventPart *hammer_player_reading_get_event  (HammerPlayerReading  *self,
                                                         guint                 index);
/* The name of served event @id, NULL for none. */
const char            *hammer_player_reading_get_event_name (HammerPlayerReading *self,
                                                             gint64               id);
/* Where and when match @match_id will likely be played, NULL when not known. */
const HammerPlannedMatch *hammer_player_reading_get_planned (HammerPlayerReading *self,
                                                             gint64               match_id);
/* Board @number's own name, NULL for a default one ("Board 3"), which the
 * page says in the phone's language. */
const char            *hammer_player_reading_get_board_name (HammerPlayerReading *self,
                                                             guint                number);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlayerReading, hammer_player_reading_unref)

G_END_DECLS
