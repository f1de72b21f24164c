/* hammer-board-entry-window.h — board entry at the desk: the server for the
 * boards' phones, its address and QR codes, and the results that wait
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "serve/hammer-server.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BOARD_ENTRY_WINDOW (hammer_board_entry_window_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardEntryWindow, hammer_board_entry_window, HAMMER,
                      BOARD_ENTRY_WINDOW, AdwWindow)

/* Shows board entry for event @event_id of @store, starting its server:
 * the window already open for the event, or a new one over @parent. Closing
 * the window stops the server. */
GtkWindow    *hammer_board_entry_window_present    (GtkWindow              *parent,
                                                    HammerStore            *store,
                                                    gint64                  event_id);
/* The same for every event of day @day_id (the day's server, `serve --day`):
 * the window already open for the day, or a new one. %NULL for a day
 * without events, which has nothing to serve. */
GtkWindow    *hammer_board_entry_window_present_day (GtkWindow              *parent,
                                                     HammerStore            *store,
                                                     gint64                  day_id);
/* Whether a Board Entry window of this app serves event @event_id (@day_id
 * 0) or day @day_id (@event_id 0) of @store now: what opens the players'
 * own pages of what is served. */
gboolean      hammer_board_entry_window_is_serving (HammerStore          *store,
                                                    gint64                event_id,
                                                    gint64                day_id);
/* The server while it runs, else %NULL: for the tests. */
HammerServer *hammer_board_entry_window_get_server (HammerBoardEntryWindow *self);

/* For the tests: Print Codes writes the PDF @path without a dialog. */
void          hammer_board_entry_window_set_print_to (HammerBoardEntryWindow *self,
                                                      const char             *path);

G_END_DECLS
