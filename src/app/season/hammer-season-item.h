/* hammer-season-item.h — one line of a season report, for list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_ITEM (hammer_season_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonItem, hammer_season_item, HAMMER, SEASON_ITEM, GObject)

/* A line of values of its own, set with the setters below (a line a page
 * edits, not the engine's). */
HammerSeasonItem *hammer_season_item_new        (void);
/* A line showing the typed object @object (a HammerSeasonMember, …). */
HammerSeasonItem *hammer_season_item_new_for_object (gpointer      object);
/* Sets member @member of a line of values of its own. */
void              hammer_season_item_set_string (HammerSeasonItem *self,
                                                 const char       *member,
                                                 const char       *text);
void              hammer_season_item_set_double (HammerSeasonItem *self,
                                                 const char       *member,
                                                 double            number);
/* The typed object of a line made of one, else %NULL. */
gpointer          hammer_season_item_get_target (HammerSeasonItem *self);
/* Values of the line, or the typed object's properties of the same
 * names ("last_average" reads "last-average"); a missing or null member
 * reads as 0, -1 or NULL. A typed object's string stays valid until the
 * same member is asked for again. */
gint64            hammer_season_item_get_int    (HammerSeasonItem *self,
                                                 const char       *member);
double            hammer_season_item_get_double (HammerSeasonItem *self,
                                                 const char       *member);
const char       *hammer_season_item_get_string (HammerSeasonItem *self,
                                                 const char       *member);
/* Refills @store, shown by @view, with a line for each typed object of
 * @objects, keeping the selected line: the one whose property @key is the
 * same. */
void              hammer_season_item_refill_objects (GtkColumnView *view,
                                                     GListStore    *store,
                                                     GListModel    *objects,
                                                     const char    *key);

/* The text of a cell, newly allocated, or %NULL for a dash. */
typedef char *(*HammerSeasonFormat) (HammerSeasonItem *item);

/* Appends a column of labels showing @format of each item (numbers right
 * aligned) and returns it (owned by @view). */
GtkColumnViewColumn *hammer_season_item_add_column (GtkColumnView      *view,
                                                    const char         *title,
                                                    HammerSeasonFormat  format,
                                                    gboolean            numeric,
                                                    gboolean            expand);

/* Appends a column of member @member of each item as a whole number, the
 * cells the season and the league pages have most. */
GtkColumnViewColumn *hammer_season_item_add_int_column (GtkColumnView *view,
                                                        const char    *title,
                                                        const char    *member);

/* Shows @model in @view through a GtkSingleSelection that selects nothing
 * of itself. */
void              hammer_season_item_show_in     (GtkColumnView    *view,
                                                  GListModel       *model);

/* Cells the season and the league pages share: member @member as a whole
 * number; the place of a standings line ("3", or "3=" when shared, as on
 * paper and in files); the "name" member. */
char             *hammer_season_item_format_int   (HammerSeasonItem *item,
                                                   const char       *member);
char             *hammer_season_item_format_place (HammerSeasonItem *item);
char             *hammer_season_item_format_name  (HammerSeasonItem *item);

G_END_DECLS
