/* ui-brackets.h — what the UI tests of the draw view's brackets share:
 * the bracket shown, and where its matches' boxes stand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-bracket-view.h"
#include "ui-test-common.h"

G_BEGIN_DECLS

/* Event @event_id's draw view in @window, once its bracket is mapped. */
HammerBracketView *ui_show_bracket  (HammerWindow      *window,
                                     gint64             event_id);
/* Every match of @matches (as hammer_events_get_matches_json() lists them)
 * in bracket @bracket_name as @bracket shows it: the lowest top and the
 * highest bottom of their boxes into @top and @bottom; how many. */
guint              ui_bracket_boxes (HammerBracketView *bracket,
                                     JsonArray         *matches,
                                     const char        *bracket_name,
                                     double            *top,
                                     double            *bottom);

G_END_DECLS
