/* hammer-window.h — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_WINDOW (hammer_window_get_type ())

G_DECLARE_FINAL_TYPE (HammerWindow, hammer_window, HAMMER, WINDOW, AdwApplicationWindow)

HammerWindow *hammer_window_new          (AdwApplication *application,
                                          HammerStore    *store);
HammerWindow *hammer_window_new_for_error (AdwApplication *application,
                                          const GError   *error);
HammerStore  *hammer_window_get_store    (HammerWindow   *self);
/* Shows @message in a toast; with a @change_id, the toast offers to undo it
 * while it is the newest change. */
void          hammer_window_report_change (HammerWindow  *self,
                                          const char     *message,
                                          gint64          change_id);
/* The title of a toast for @n changes of one kind ("5 players entered"). */
typedef char *(*HammerCountedTitle) (guint n);
/* The same, for a change that comes in bursts: changes with the same
 * @count_title made one after another share one toast, titled by it, whose
 * Undo undoes them all. */
void          hammer_window_report_counted_change (HammerWindow       *self,
                                                   const char         *message,
                                                   HammerCountedTitle  count_title,
                                                   gint64              change_id);
void          hammer_window_report_error (HammerWindow   *self,
                                          const GError   *error);
/* Reports @error in the window @widget is in, or in the log when it is in
 * none (a page shown alone, as in the tests). */
void          hammer_window_report_error_near (GtkWidget    *widget,
                                               const GError *error);
/* A refusal of bad input (HAMMER_ERROR_INVALID: the core's sentence says
 * what and why, nothing changed) in a toast; any other error as
 * hammer_window_report_error_near() does. */
void          hammer_window_report_refusal_near (GtkWidget    *widget,
                                                 const GError *error);
/* Shows @message with an offer to undo @change_id (the change a write's
 * _finish() told) in the window @widget is in; outside the main window
 * there is no toast. */
void          hammer_window_report_change_near (GtkWidget  *widget,
                                                const char *message,
                                                gint64      change_id);
/* Shows @message with an offer to undo @store's last change in the window
 * @widget is in; outside the main window (a test, a screenshot) there is no
 * toast. */
void          hammer_window_report_last_change_near (GtkWidget   *widget,
                                                     HammerStore *store,
                                                     const char  *message);
/* Shows day @day_id on the day page and selects it in the sidebar. */
void          hammer_window_show_day     (HammerWindow   *self,
                                          gint64          day_id);
/* Shows event @event_id on the event page and selects it in the sidebar. */
void          hammer_window_show_event   (HammerWindow   *self,
                                          gint64          event_id);
/* The same, on @view: "entrants", "draw", "matches", "boards" or "standings". */
void          hammer_window_show_event_view (HammerWindow *self,
                                             gint64        event_id,
                                             const char   *view);
/* Shows a season of club nights, or with @league a team league. */
void          hammer_window_show_season  (HammerWindow   *self,
                                          gboolean        league,
                                          gint64          season_id);
/* Shows ranking @ranking_id across events. */
void          hammer_window_show_ranking (HammerWindow   *self,
                                          gint64          ranking_id);
/* Shows the page called @name: "players" or "clubs". */
void          hammer_window_show_page    (HammerWindow   *self,
                                          const char     *name);

/* Whether the window is still reading, on worker threads, the lists it
 * shows after it opened: the roster page in view and the events. */
gboolean      hammer_window_get_loading  (HammerWindow   *self);

/* For the tests: the titles of the toast on show and of the one waiting; the
 * toast on show; how long a toast stays (5 s); and a pointer resting on it
 * (@held) or gone. */
char        **hammer_window_dup_toast_titles (HammerWindow *self);
AdwToast     *hammer_window_get_shown_toast  (HammerWindow *self);
void          hammer_window_set_toast_seconds (HammerWindow *self,
                                               guint         seconds);
void          hammer_window_hold_toast       (HammerWindow *self,
                                              gboolean      held);

G_END_DECLS
