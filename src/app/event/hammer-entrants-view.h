/* hammer-entrants-view.h — who plays in an event: entering, check-in,
 * seeding and the draw button; after the draw, the field and withdrawals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-event-view.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_ENTRANTS_VIEW (hammer_entrants_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerEntrantsView, hammer_entrants_view, HAMMER, ENTRANTS_VIEW,
                      HammerEventView)

GtkWidget   *hammer_entrants_view_new          (HammerStore        *store,
                                                gint64              event_id);

/* Reads @file (CSV) in a thread and enters its players, all or none: a bad
 * row is named in the view and nothing is entered. The file chooser of
 * "entrants.import" and files dropped on the view end here. */
void         hammer_entrants_view_import       (HammerEntrantsView *self,
                                                GFile              *file);

G_END_DECLS
