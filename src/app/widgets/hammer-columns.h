/* hammer-columns.h — columns for the GtkColumnViews of roster-like lists
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_COLUMN_TEXT,      /* a string property; empty shows as a dash */
  HAMMER_COLUMN_COUNT,     /* a guint or gint64 property; a gint64 below zero means none */
  HAMMER_COLUMN_NUMBER,    /* a guint property; 0 means none and shows as a dash */
  HAMMER_COLUMN_AVERAGE,   /* a double property; below zero means none */
} HammerColumnKind;

/* Appends a sortable column showing @property of the items of @view. */
GtkColumnViewColumn *hammer_columns_append (GtkColumnView    *view,
                                            GType             item_type,
                                            const char       *title,
                                            const char       *property,
                                            HammerColumnKind  kind,
                                            gboolean          expand);

G_END_DECLS
