/* hammer-entry-request.h — a late entry asked for from a player's phone:
 * who asks, for which events, and what the desk answered
 * (hammer-entry-requests.h reads and writes them)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_ENTRY_REQUEST_WAITING,
  HAMMER_ENTRY_REQUEST_ACCEPTED,
  HAMMER_ENTRY_REQUEST_DECLINED,
} HammerEntryRequestState;

/* "waiting", "accepted", "declined": the names of the database and of the
 * JSON of the command line and the phones. */
const char *hammer_entry_request_state_to_string   (HammerEntryRequestState  state);
gboolean    hammer_entry_request_state_from_string (const char              *text,
                                                    HammerEntryRequestState *state);

#define HAMMER_TYPE_ENTRY_REQUEST (hammer_entry_request_get_type ())

G_DECLARE_FINAL_TYPE (HammerEntryRequest, hammer_entry_request, HAMMER, ENTRY_REQUEST, GObject)

/* A request as the store holds it: @event_names and @event_ids the events
 * asked for, in step (@n_events of each); @player_id the player an
 * acceptance entered, else 0. */
HammerEntryRequest *hammer_entry_request_new (gint64                   id,
                                              const char              *name,
                                              const char              *club,
                                              HammerEntryRequestState  state,
                                              gint64                   player_id,
                                              const gint64            *event_ids,
                                              const char * const      *event_names,
                                              guint                    n_events,
                                              const char              *key);

gint64                  hammer_entry_request_get_id          (HammerEntryRequest *self);
/* As the phone sent it, plain text (never markup). */
const char             *hammer_entry_request_get_name        (HammerEntryRequest *self);
/* "" when none was given. */
const char             *hammer_entry_request_get_club        (HammerEntryRequest *self);
HammerEntryRequestState hammer_entry_request_get_state       (HammerEntryRequest *self);
gint64                  hammer_entry_request_get_player      (HammerEntryRequest *self);
guint                   hammer_entry_request_get_n_events    (HammerEntryRequest *self);
gint64                  hammer_entry_request_get_event_id    (HammerEntryRequest *self,
                                                              guint               index);
const char             *hammer_entry_request_get_event_name  (HammerEntryRequest *self,
                                                              guint               index);
/* The events' names joined for people: "Singles, Mixed". */
char                   *hammer_entry_request_dup_events_text (HammerEntryRequest *self);
/* Whether the event at @index was drawn, as the request was read: a late
 * entry cannot go into a drawn event. */
void                    hammer_entry_request_set_event_drawn (HammerEntryRequest *self,
                                                              guint               index,
                                                              gboolean            drawn);
/* Why the request cannot be accepted any more ("Singles is drawn
 * already: …", the first event drawn), or NULL while every event it names
 * is open. */
char                   *hammer_entry_request_dup_drawn_text  (HammerEntryRequest *self);
/* The key the phone reads its answer with; never shown. */
const char             *hammer_entry_request_get_key         (HammerEntryRequest *self);

/* A request in the name of a player on the list already (entered in an
 * event of what is served, or holding their own page's key there): that
 * player, by the same name as the roster finds it (case and blanks aside).
 * Set as the requests are read, while it waits and once accepted for such
 * a player; 0 and NULL otherwise. Accepting enters that player, and the
 * phone that asked is never handed their page: it is told to get its link
 * at the desk. */
void                    hammer_entry_request_set_listed      (HammerEntryRequest *self,
                                                              gint64              player_id,
                                                              const char         *name);
gint64                  hammer_entry_request_get_listed_player (HammerEntryRequest *self);
const char             *hammer_entry_request_get_listed_name (HammerEntryRequest *self);
/* "Already on the list as Anna Bakker (player 5)" for the desk, or NULL. */
char                   *hammer_entry_request_dup_listed_text (HammerEntryRequest *self);

G_END_DECLS
