/* hammer-event-page.h — one event: entrants, draw, matches, boards, standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_PAGE (hammer_event_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventPage, hammer_event_page, HAMMER, EVENT_PAGE, GtkWidget)

GtkWidget  *hammer_event_page_new            (HammerStore     *store);
gint64      hammer_event_page_get_event_id   (HammerEventPage *self);
/* Shows event @event_id (0: none) on the view that suits its state. */
void        hammer_event_page_set_event_id   (HammerEventPage *self,
                                              gint64           event_id);
/* "entrants", "draw", "matches", "boards" or "standings". */
void        hammer_event_page_show_view      (HammerEventPage *self,
                                              const char      *name);
const char *hammer_event_page_get_view       (HammerEventPage *self);
/* Shows the matches with match @match_id selected and in view. */
void        hammer_event_page_show_match     (HammerEventPage *self,
                                              gint64           match_id);

G_END_DECLS
