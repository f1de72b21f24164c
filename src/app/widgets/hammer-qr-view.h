/* hammer-qr-view.h — a QR code on the screen, as large as the widget
 * allows, for a phone to scan from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_QR_VIEW (hammer_qr_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerQrView, hammer_qr_view, HAMMER, QR_VIEW, GtkDrawingArea)

GtkWidget  *hammer_qr_view_new      (void);
/* Shows the code of @text, which a screen reader reads as the code's
 * description; %NULL shows none. FALSE, showing none, for a text no code
 * holds (HAMMER_ERROR_INVALID). */
gboolean    hammer_qr_view_set_text (HammerQrView  *self,
                                     const char    *text,
                                     GError       **error);
/* The text shown as a code, or %NULL. */
const char *hammer_qr_view_get_text (HammerQrView  *self);

G_END_DECLS
