/* hammer-filtered-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-filtered-list.h"
#include "hammer-roster-list.h"

struct _HammerFilteredList
{
  GObject parent_instance;

  GListStore *items;
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
  GtkMultiSelection *selection;
  HammerMatchFunc match;
  char *key;
};

static void hammer_filtered_list_roster_list_init (HammerRosterListInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HammerFilteredList, hammer_filtered_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (HAMMER_TYPE_ROSTER_LIST,
                                                      hammer_filtered_list_roster_list_init))

gboolean
hammer_filtered_list_text_matches (const char *text,
                                   const char *key)
{
  g_autofree char *folded = NULL;

  if (text == NULL || key == NULL)
    return FALSE;
  folded = g_utf8_casefold (text, -1);
  return strstr (folded, key) != NULL;
}

static gboolean
filter_cb (gpointer item,
           gpointer user_data)
{
  HammerFilteredList *self = user_data;

  return self->key == NULL || self->match (item, self->key);
}

static void
emit_changed (HammerFilteredList *self)
{
  hammer_roster_list_emit_changed (HAMMER_ROSTER_LIST (self));
}

static void
hammer_filtered_list_dispose (GObject *object)
{
  HammerFilteredList *self = (HammerFilteredList *) object;

  g_clear_object (&self->selection);
  g_clear_object (&self->filtered);
  g_clear_object (&self->filter);
  g_clear_object (&self->items);
  g_clear_pointer (&self->key, g_free);

  G_OBJECT_CLASS (hammer_filtered_list_parent_class)->dispose (object);
}

static void
hammer_filtered_list_class_init (HammerFilteredListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_filtered_list_dispose;
}

static void
hammer_filtered_list_init (HammerFilteredList *self)
{
}

HammerFilteredList *
hammer_filtered_list_new (GType            item_type,
                          GtkColumnView   *view,
                          HammerMatchFunc  match)
{
  HammerFilteredList *self;
  g_autoptr(GtkSortListModel) sorted = NULL;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);
  g_return_val_if_fail (match != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_FILTERED_LIST, NULL);
  self->match = match;
  self->items = g_list_store_new (item_type);
  self->filter = gtk_custom_filter_new (filter_cb, self, NULL);
  self->filtered = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->items)),
                                              g_object_ref (GTK_FILTER (self->filter)));
  sorted = gtk_sort_list_model_new (g_object_ref (G_LIST_MODEL (self->filtered)),
                                    g_object_ref (gtk_column_view_get_sorter (view)));
  /* A federation's roster is sorted and searched a slice at a time, between
   * frames, so that neither the start nor a key press waits for it all. */
  gtk_filter_list_model_set_incremental (self->filtered, TRUE);
  gtk_sort_list_model_set_incremental (sorted, TRUE);
  self->selection = gtk_multi_selection_new (g_object_ref (G_LIST_MODEL (sorted)));
  gtk_column_view_set_model (view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect_object (self->selection, "selection-changed",
                           G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->selection, "items-changed",
                           G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  /* The count of what the search shows is whole when the filter is done. */
  g_signal_connect_object (self->filtered, "notify::pending",
                           G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sorted, "notify::pending",
                           G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  return self;
}

void
hammer_filtered_list_set_items (HammerFilteredList *self,
                                GPtrArray          *items)
{
  g_return_if_fail (HAMMER_IS_FILTERED_LIST (self));
  g_return_if_fail (items != NULL);

  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       items->pdata, items->len);
  emit_changed (self);
}

void
hammer_filtered_list_set_search (HammerFilteredList *self,
                                 const char         *text)
{
  g_return_if_fail (HAMMER_IS_FILTERED_LIST (self));

  g_clear_pointer (&self->key, g_free);
  if (text != NULL && *text != '\0')
    self->key = g_utf8_casefold (text, -1);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  emit_changed (self);
}

guint
hammer_filtered_list_get_n_items (HammerFilteredList *self)
{
  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->items));
}

guint
hammer_filtered_list_get_n_shown (HammerFilteredList *self)
{
  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}

guint
hammer_filtered_list_get_n_selected (HammerFilteredList *self)
{
  g_autoptr(GtkBitset) selected = NULL;

  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), 0);

  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  return gtk_bitset_get_size (selected);
}

GPtrArray *
hammer_filtered_list_get_selected (HammerFilteredList *self)
{
  g_autoptr(GtkBitset) selected = NULL;
  GPtrArray *items;
  GtkBitsetIter iter;
  guint position;

  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), NULL);

  items = g_ptr_array_new_with_free_func (g_object_unref);
  selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selected, &position); ok;
       ok = gtk_bitset_iter_next (&iter, &position))
    g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (self->selection), position));
  return items;
}

gpointer
hammer_filtered_list_get_item (HammerFilteredList *self,
                               guint               position)
{
  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), NULL);
  return g_list_model_get_item (G_LIST_MODEL (self->selection), position);
}

const char *
hammer_filtered_list_get_page (HammerFilteredList *self)
{
  g_return_val_if_fail (HAMMER_IS_FILTERED_LIST (self), NULL);

  if (hammer_filtered_list_get_n_items (self) == 0)
    return "empty";
  /* While the search runs through a long list, what it found so far shows;
   * "no results" is said only when it is done. */
  if (hammer_filtered_list_get_n_shown (self) == 0 &&
      gtk_filter_list_model_get_pending (self->filtered) == 0)
    return "no-results";
  return "list";
}

static void
hammer_filtered_list_roster_list_init (HammerRosterListInterface *iface)
{
  iface->set_search = (gpointer) hammer_filtered_list_set_search;
  iface->get_n_total = (gpointer) hammer_filtered_list_get_n_items;
  iface->get_n_shown = (gpointer) hammer_filtered_list_get_n_shown;
  iface->get_n_selected = (gpointer) hammer_filtered_list_get_n_selected;
  iface->get_selected = (gpointer) hammer_filtered_list_get_selected;
  iface->get_item = (gpointer) hammer_filtered_list_get_item;
  iface->get_page = (gpointer) hammer_filtered_list_get_page;
}
