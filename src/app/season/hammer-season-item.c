/* hammer-season-item.c — one line of a season report, for list models
 *
 * The store reports seasons as JSON; the lists show those objects as they
 * are, so one small item type serves every column of every season view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-json.h"
#include "hammer-places.h"
#include "hammer-season-item.h"

struct _HammerSeasonItem
{
  GObject     parent_instance;
  JsonObject *object;
};

G_DEFINE_FINAL_TYPE (HammerSeasonItem, hammer_season_item, G_TYPE_OBJECT)

static void
hammer_season_item_finalize (GObject *object)
{
  HammerSeasonItem *self = HAMMER_SEASON_ITEM (object);

  g_clear_pointer (&self->object, json_object_unref);
  G_OBJECT_CLASS (hammer_season_item_parent_class)->finalize (object);
}

static void
hammer_season_item_class_init (HammerSeasonItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_season_item_finalize;
}

static void
hammer_season_item_init (HammerSeasonItem *self)
{
}

HammerSeasonItem *
hammer_season_item_new (JsonObject *object)
{
  HammerSeasonItem *self;

  g_return_val_if_fail (object != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_SEASON_ITEM, NULL);
  self->object = json_object_ref (object);
  return self;
}

JsonObject *
hammer_season_item_get_object (HammerSeasonItem *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), NULL);

  return self->object;
}

gint64
hammer_season_item_get_int (HammerSeasonItem *self,
                            const char       *member)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), 0);

  return hammer_json_int (self->object, member, 0);
}

double
hammer_season_item_get_double (HammerSeasonItem *self,
                               const char       *member)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), -1);

  return hammer_json_double (self->object, member, -1);
}

const char *
hammer_season_item_get_string (HammerSeasonItem *self,
                               const char       *member)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), NULL);

  return hammer_json_string (self->object, member);
}

void
hammer_season_item_fill_store (GListStore *store,
                               JsonArray  *array)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (G_IS_LIST_STORE (store));

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_OBJECT (node))
        g_ptr_array_add (items, hammer_season_item_new (json_node_get_object (node)));
    }
  /* One splice, so that a view sees one change and keeps its place. */
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       items->pdata, items->len);
}

static void
setup_label_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  numeric)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1 : 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (list_item, label);
}

static void
bind_label_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  numeric)
{
  HammerSeasonFormat format = g_object_get_data (G_OBJECT (factory), "hammer-format");
  const char *member = g_object_get_data (G_OBJECT (factory), "hammer-member");
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = format != NULL ? format (item)
                                         : hammer_season_item_format_int (item, member);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text ? text : "—");
}

static GtkColumnViewColumn *
add_column (GtkColumnView      *view,
            const char         *title,
            HammerSeasonFormat  format,
            const char         *member,
            gboolean            numeric,
            gboolean            expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_object_set_data (G_OBJECT (factory), "hammer-format", format);
  g_object_set_data_full (G_OBJECT (factory), "hammer-member", g_strdup (member), g_free);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_label_cb), GINT_TO_POINTER (numeric));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label_cb), GINT_TO_POINTER (numeric));
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_append_column (view, column);
  g_object_unref (column);
  return column;
}

GtkColumnViewColumn *
hammer_season_item_add_column (GtkColumnView      *view,
                               const char         *title,
                               HammerSeasonFormat  format,
                               gboolean            numeric,
                               gboolean            expand)
{
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);
  g_return_val_if_fail (format != NULL, NULL);

  return add_column (view, title, format, NULL, numeric, expand);
}

GtkColumnViewColumn *
hammer_season_item_add_int_column (GtkColumnView *view,
                                   const char    *title,
                                   const char    *member)
{
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);
  g_return_val_if_fail (member != NULL, NULL);

  return add_column (view, title, NULL, member, TRUE, FALSE);
}

void
hammer_season_item_refill (GtkColumnView *view,
                           GListStore    *store,
                           JsonArray     *array,
                           const char    *key)
{
  GtkSingleSelection *selection;
  HammerSeasonItem *selected;
  gint64 kept = 0;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));
  g_return_if_fail (G_IS_LIST_STORE (store));

  selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (view));
  selected = gtk_single_selection_get_selected_item (selection);
  if (selected != NULL)
    kept = hammer_season_item_get_int (selected, key);
  hammer_season_item_fill_store (store, array);
  if (kept == 0)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(HammerSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (hammer_season_item_get_int (item, key) == kept)
        {
          gtk_single_selection_set_selected (selection, i);
          return;
        }
    }
}

void
hammer_season_item_show_in (GtkColumnView *view,
                            GListModel    *model)
{
  GtkSingleSelection *single = gtk_single_selection_new (g_object_ref (model));
  GtkSelectionModel *selection = GTK_SELECTION_MODEL (single);

  gtk_single_selection_set_autoselect (single, FALSE);
  gtk_column_view_set_model (view, selection);
  g_object_unref (selection);
}

char *
hammer_season_item_format_int (HammerSeasonItem *item,
                               const char       *member)
{
  return g_strdup_printf ("%" PRId64, hammer_season_item_get_int (item, member));
}

char *
hammer_season_item_format_place (HammerSeasonItem *item)
{
  return hammer_standings_line_place_text (hammer_season_item_get_object (item), FALSE);
}

char *
hammer_season_item_format_name (HammerSeasonItem *item)
{
  return g_strdup (hammer_season_item_get_string (item, "name"));
}

/**
 * hammer_season_item_join:
 * @item: an item
 * @member: a member that is an array
 * @key: (nullable): the member of each object of the array, or %NULL for an
 *   array of strings
 *
 * Returns: (transfer full) (nullable): the array's texts with commas
 *   between, or %NULL where @member is no array
 */
char *
hammer_season_item_join (HammerSeasonItem *item,
                         const char       *member,
                         const char       *key)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), member);
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (i > 0)
        g_string_append (text, ", ");
      if (key != NULL)
        g_string_append (text, json_object_get_string_member (json_node_get_object (element), key));
      else
        g_string_append (text, json_node_get_string (element));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
