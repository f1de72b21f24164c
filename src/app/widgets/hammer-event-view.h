/* hammer-event-view.h — a view of one event that follows the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_VIEW (hammer_event_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (HammerEventView, hammer_event_view, HAMMER, EVENT_VIEW, AdwBin)

/**
 * HammerEventViewClass:
 * @reload: reads the event again: after every change to the store, and when
 *   the view is given another store or another event
 * @event_changed: (nullable): the view is given another event, before it
 *   reloads: forget what belongs to the old one
 * @read: (nullable): what @reload reads, for a view that reads much: after a
 *   change to the store it is read on a worker thread, through @reader (a
 *   store of its own), so that the main thread goes on meanwhile; %NULL
 *   with @error set when it cannot be
 * @apply: (nullable): with @read: shows what @read read (or, with %NULL,
 *   why not in @error), on the main thread
 * @read_free: (nullable): frees what @read returned
 *
 * The views of an event page (entrants, matches, boards, standings) show the
 * event of their "event-id" property from the store of their "store"
 * property, and reload on every change to the store; a view off screen in a
 * window on screen reloads when it is shown again.
 */
struct _HammerEventViewClass
{
  AdwBinClass parent_class;

  void     (*reload)        (HammerEventView  *self);
  void     (*event_changed) (HammerEventView  *self);
  gpointer (*read)          (HammerStore      *reader,
                             gint64            event_id,
                             GError          **error);
  void     (*apply)         (HammerEventView  *self,
                             gpointer          data,
                             const GError     *error);
  GDestroyNotify read_free;
};

HammerStore *hammer_event_view_get_store    (HammerEventView *self);
void         hammer_event_view_set_store    (HammerEventView *self,
                                             HammerStore     *store);
gint64       hammer_event_view_get_event_id (HammerEventView *self);
/* How many views are reading a change on a worker thread now, in the
 * whole app: a test waits for them as for the main loop. */
guint        hammer_event_view_get_n_reading (void);
void         hammer_event_view_set_event_id (HammerEventView *self,
                                             gint64           event_id);

G_END_DECLS
