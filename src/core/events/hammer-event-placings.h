/* hammer-event-placings.h — who placed where in an event, typed, for the
 * rankings across events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct
{
  gint64  entrant_id;
  guint   place;        /* from 1, shared places alike; 0: none yet */
  GArray *player_ids;   /* gint64: the entrant's players, a team's each */
  int     total;        /* points scored: a series' total */
  guint   n_games;      /* games played */
  gboolean consolation;  /* placed in the consolation bracket */
  guint   bracket_place; /* within the consolation bracket; 0: none yet */
} HammerEventPlacing;

typedef struct
{
  gint64            event_id;
  char             *name;
  char             *rules_id;
  char             *day;        /* the event's date, else the day it was made */
  HammerEventState  state;
  guint             n_entrants; /* the field: entrants in the draw */
  GArray           *placings;   /* HammerEventPlacing, in the standings' order */
} HammerEventPlacings;

void                 hammer_event_placings_free (HammerEventPlacings *placings);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerEventPlacings, hammer_event_placings_free)

/* The places of event @event_id as its standings have them (the one
 * computation behind every surface's standings), with its state and
 * field; HAMMER_ERROR_NOT_FOUND for no such event. */
HammerEventPlacings *hammer_events_get_placings (HammerStore  *self,
                                                 gint64        event_id,
                                                 GError      **error);

G_END_DECLS
