/* hammer-phone-link-dialog.h — the desk gives a player a new link to their
 * own page (a new phone, or their own after a friend's): asked first, then
 * shown large as a QR code for the player to scan at the desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PHONE_LINK_DIALOG (hammer_phone_link_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerPhoneLinkDialog, hammer_phone_link_dialog, HAMMER,
                      PHONE_LINK_DIALOG, AdwWindow)

/* Asks over @parent's window whether player @player_id (@name) gets a new
 * link while event @event_id (@day_id 0) or day @day_id (@event_id 0) is
 * served; when the desk says so, makes it on the store's writer and shows
 * it in a HammerPhoneLinkDialog, or what failed. */
void        hammer_phone_link_dialog_ask     (GtkWidget             *parent,
                                              HammerStore           *store,
                                              gint64                 event_id,
                                              gint64                 day_id,
                                              gint64                 player_id,
                                              const char            *name);
/* The link shown, %NULL while it is made or where it failed. */
const char *hammer_phone_link_dialog_get_url (HammerPhoneLinkDialog *self);

G_END_DECLS
