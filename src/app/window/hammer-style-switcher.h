/* hammer-style-switcher.h — follow the system, light or dark, in the main menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_STYLE_SWITCHER (hammer_style_switcher_get_type ())

G_DECLARE_FINAL_TYPE (HammerStyleSwitcher, hammer_style_switcher, HAMMER, STYLE_SWITCHER,
                      GtkBox)

GtkWidget  *hammer_style_switcher_new       (void);
/* The style shown now: "default" (follow the system), "light" or "dark". */
const char *hammer_style_switcher_get_style (HammerStyleSwitcher *self);
/* Applies the style the user chose last time, if the settings schema is
 * installed. Called once when the application starts. */
void        hammer_style_restore            (void);

G_END_DECLS
