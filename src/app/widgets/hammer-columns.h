/* hammer-columns.h — cells and columns for the GtkColumnViews of the app's lists
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

#define HAMMER_TYPE_COLUMN_KIND (hammer_column_kind_get_type ())
GType hammer_column_kind_get_type (void);

/* HammerCell: the text of one cell of a list, for the list item templates
 * of GtkBuilderListItemFactory. A text column binds "text", the others bind
 * "number" (any number property converts to it); a missing value shows as
 * a dimmed dash. */
#define HAMMER_TYPE_CELL (hammer_cell_get_type ())
G_DECLARE_FINAL_TYPE (HammerCell, hammer_cell, HAMMER, CELL, GtkWidget)

/* The same cell as a label alone, for the long lists (GTK 4.8 builds 200
 * rows of a list view at once, each widget with its own accessible and
 * style): a factory whose cells show @property of the row's item as
 * HammerCell shows "text" (HAMMER_COLUMN_TEXT) or "number" (the others),
 * and follow its changes. */
GtkListItemFactory *hammer_cell_factory_new (HammerColumnKind  kind,
                                             const char       *property);

G_END_DECLS
