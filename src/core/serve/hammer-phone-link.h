/* hammer-phone-link.h — the desk hands a player a new link to their own
 * page (/me), for a new phone or one of their own after a friend's: a
 * fresh key, and the link under the address where phones reach the hall
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A player's new link, handed out this once. */
typedef struct
{
  gint64  player;
  char   *key;   /* their own key for what is served */
  char   *url;   /* their page under the address phones reach the hall at */
} HammerPhoneLink;

void             hammer_phone_link_free         (HammerPhoneLink  *link);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPhoneLink, hammer_phone_link_free)

/* Gives player @player_id a new key for their page while event @event_id
 * (@day_id 0) or day @day_id (@event_id 0) is served: the one they had
 * there stops working at once. HAMMER_ERROR_INVALID, saying what to do and
 * renewing nothing, while the hall was never served where phones reach it
 * (hammer_board_entry_get_hall_url()): no link could be given. HAMMER_ERROR_NOT_FOUND
 * for a player not entered there (withdrawn, or gone). One transaction. */
HammerPhoneLink *hammer_phone_link_renew        (HammerStore      *store,
                                                 gint64            event_id,
                                                 gint64            day_id,
                                                 gint64            player_id,
                                                 GError          **error);

/* For the app: hammer_phone_link_renew() on the store's writer. */
void             hammer_phone_link_renew_async  (HammerStore          *store,
                                                 gint64                event_id,
                                                 gint64                day_id,
                                                 gint64                player_id,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
HammerPhoneLink *hammer_phone_link_renew_finish (HammerStore          *store,
                                                 GAsyncResult         *result,
                                                 GError              **error);

G_END_DECLS
