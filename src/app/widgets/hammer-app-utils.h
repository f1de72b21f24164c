/* hammer-app-utils.h — small helpers that several pages and views share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"

G_BEGIN_DECLS

gboolean hammer_follow_store (HammerStore **slot,
                              HammerStore  *store,
                              GCallback     changed,
                              gpointer      instance);

void     hammer_add_match_drag_source (GtkWidget *widget,
                                       gint64     match_id);

G_END_DECLS
