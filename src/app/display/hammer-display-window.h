/* hammer-display-window.h — the boards, latest results and standings in
 * large type, for a projector or a second screen in the hall
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DISPLAY_WINDOW (hammer_display_window_get_type ())

G_DECLARE_FINAL_TYPE (HammerDisplayWindow, hammer_display_window, HAMMER, DISPLAY_WINDOW, AdwWindow)

/* @app may be %NULL. */
GtkWindow *hammer_display_window_new      (GtkApplication      *app,
                                           HammerStore         *store,
                                           gint64               event_id);
/* The display of tournament day @day_id: every board of the day with the
 * event and match on it, the matches the day's queue takes next (held ones
 * with why), and each event's standings in turn. @app may be %NULL. */
GtkWindow *hammer_display_window_new_for_day (GtkApplication      *app,
                                              HammerStore         *store,
                                              gint64               day_id);
/* Whether the sections take turns (every 15 s) because they do not fit
 * side by side. */
gboolean   hammer_display_window_is_paged (HammerDisplayWindow *self);
/* Shows the next section at once, as the 15 s timer does. */
void       hammer_display_window_next_page (HammerDisplayWindow *self);

G_END_DECLS
