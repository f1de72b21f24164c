/* hammer-check-in-code-dialog.h — the check-in page's QR code shown large
 * on the desk's screen, for a player to scan from the laptop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CHECK_IN_CODE_DIALOG (hammer_check_in_code_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerCheckInCodeDialog, hammer_check_in_code_dialog, HAMMER,
                      CHECK_IN_CODE_DIALOG, AdwWindow)

/* Opens the code of event @event_id's (@day_id 0) or day @day_id's
 * (@event_id 0) check-in over @parent's window: the address where phones
 * reach it, or why there is none yet. */
GtkWindow  *hammer_check_in_code_dialog_present (GtkWidget   *parent,
                                                 HammerStore *store,
                                                 gint64       event_id,
                                                 gint64       day_id);
/* The address the code shows, %NULL while read or where there is none. */
const char *hammer_check_in_code_dialog_get_url (HammerCheckInCodeDialog *self);

G_END_DECLS
