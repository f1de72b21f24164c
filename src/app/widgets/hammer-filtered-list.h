/* hammer-filtered-list.h — the model behind a searchable, sortable,
 * multi-selection GtkColumnView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_FILTERED_LIST (hammer_filtered_list_get_type ())

G_DECLARE_FINAL_TYPE (HammerFilteredList, hammer_filtered_list, HAMMER, FILTERED_LIST, GObject)

/* Says whether @item matches @key, a search text already case-folded. */
typedef gboolean (*HammerMatchFunc) (gpointer    item,
                                     const char *key);

/* Builds items → filter → the view's sorter → multi-selection and gives it
 * to @view. A HammerRosterList, whose items the page reads and sets. */
HammerFilteredList *hammer_filtered_list_new          (GType               item_type,
                                                       GtkColumnView      *view,
                                                       HammerMatchFunc     match);
void                hammer_filtered_list_set_items    (HammerFilteredList *self,
                                                       GPtrArray          *items);
void                hammer_filtered_list_set_search   (HammerFilteredList *self,
                                                       const char         *text);
guint               hammer_filtered_list_get_n_items  (HammerFilteredList *self);
guint               hammer_filtered_list_get_n_shown  (HammerFilteredList *self);
guint               hammer_filtered_list_get_n_selected (HammerFilteredList *self);
/* The selected items, in view order. */
GPtrArray          *hammer_filtered_list_get_selected (HammerFilteredList *self);
/* The item at @position of the view, as the view's "activate" names it. */
gpointer            hammer_filtered_list_get_item     (HammerFilteredList *self,
                                                       guint               position);
/* "empty", "no-results" or "list": the stack page that fits. */
const char         *hammer_filtered_list_get_page     (HammerFilteredList *self);
/* Case-insensitive substring test for HammerMatchFunc implementations. */
gboolean            hammer_filtered_list_text_matches (const char         *text,
                                                       const char         *key);

G_END_DECLS
