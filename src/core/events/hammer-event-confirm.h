/* hammer-event-confirm.h — who agrees to a board's result before it is
 * stored: the board alone, or a player of every side on their own pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_CONFIRM_BOARD,    /* the board's result is stored as sent */
  HAMMER_CONFIRM_PLAYERS,  /* it waits until a player of every side agrees */
} HammerConfirm;

/* "board" or "players": what `event create --confirm` takes and `event
 * show` prints. */
const char *hammer_confirm_to_string        (HammerConfirm   confirm);
/* FALSE for any other text. */
gboolean    hammer_confirm_from_string      (const char     *text,
                                             HammerConfirm  *confirm);
/* What an event's settings (its JSON's "settings") say; an event of before
 * says nothing: the board. */
HammerConfirm hammer_confirm_from_settings  (JsonObject     *settings);
/* What event @event_id says, read from its row; HAMMER_CONFIRM_BOARD when
 * it cannot be read. */
HammerConfirm hammer_events_get_confirm     (HammerStore    *self,
                                             gint64          event_id);

/* Sets who agrees to the boards' results of @event_id, as one change that
 * can be undone. Results proposed already keep waiting for the players. */
gboolean  hammer_events_set_confirm         (HammerStore          *self,
                                             gint64                event_id,
                                             HammerConfirm         confirm,
                                             GError              **error);
/* hammer_events_set_confirm() on the store's writer. */
void      hammer_events_set_confirm_async   (HammerStore          *self,
                                             gint64                event_id,
                                             HammerConfirm         confirm,
                                             GCancellable         *cancellable,
                                             GAsyncReadyCallback   callback,
                                             gpointer              user_data);
gboolean  hammer_events_set_confirm_finish  (HammerStore          *self,
                                             GAsyncResult         *result,
                                             GError              **error);

G_END_DECLS
