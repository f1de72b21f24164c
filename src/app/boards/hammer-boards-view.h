/* hammer-boards-view.h — the boards of an event, what is on them and what
 * waits for them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-event-view.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BOARDS_VIEW (hammer_boards_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardsView, hammer_boards_view, HAMMER, BOARDS_VIEW,
                      HammerEventView)

GtkWidget *hammer_boards_view_new          (HammerStore      *store,
                                            gint64            event_id);
/* Puts match @match_id on board @board_number, as dropping a match on a
 * board's card does, on the store's writer; reports the change or the
 * error, and asks before it cuts a player's rest short. FALSE when the
 * view has no store to write to. */
gboolean   hammer_boards_view_drop_match   (HammerBoardsView *self,
                                            gint64            match_id,
                                            guint             board_number);
/* Shows the minutes on each board and which run late, at the time of
 * hammer_clock_now(); a timer calls it every 30 seconds. */
void       hammer_boards_view_update_times (HammerBoardsView *self);

G_END_DECLS
