/* hammer-season-item.c — one line of a season or league list, for list
 * models
 *
 * A line is a typed object of the core (a HammerSeasonMember, a
 * HammerSeasonNight, a HammerTeamMatch, …), whose properties the cells
 * show and follow. The season settings' editable lines hold a few values
 * of the page's own making (a class's name and limit, a date), no report of
 * the engine. One small item type serves every column of every season view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-season-item.h"

struct _HammerSeasonItem
{
  GObject     parent_instance;
  GHashTable *values;  /* member name → GValue, of a line without a target */
  GObject    *target;
};

G_DEFINE_FINAL_TYPE (HammerSeasonItem, hammer_season_item, G_TYPE_OBJECT)

static void
hammer_season_item_finalize (GObject *object)
{
  HammerSeasonItem *self = HAMMER_SEASON_ITEM (object);

  g_clear_pointer (&self->values, g_hash_table_unref);
  g_clear_object (&self->target);
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

static void
value_free (GValue *value)
{
  g_value_unset (value);
  g_free (value);
}

HammerSeasonItem *
hammer_season_item_new (void)
{
  HammerSeasonItem *self = g_object_new (HAMMER_TYPE_SEASON_ITEM, NULL);

  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) value_free);
  return self;
}

HammerSeasonItem *
hammer_season_item_new_for_object (gpointer object)
{
  HammerSeasonItem *self;

  g_return_val_if_fail (G_IS_OBJECT (object), NULL);

  self = g_object_new (HAMMER_TYPE_SEASON_ITEM, NULL);
  self->target = g_object_ref (object);
  return self;
}

/* A new GValue of @type for @member, replacing the one it had. */
static GValue *
new_value (HammerSeasonItem *self,
           const char       *member,
           GType             type)
{
  GValue *value = g_new0 (GValue, 1);

  g_value_init (value, type);
  g_hash_table_replace (self->values, g_strdup (member), value);
  return value;
}

void
hammer_season_item_set_string (HammerSeasonItem *self,
                               const char       *member,
                               const char       *text)
{
  g_return_if_fail (HAMMER_IS_SEASON_ITEM (self));
  g_return_if_fail (self->values != NULL);
  g_return_if_fail (member != NULL);

  g_value_set_string (new_value (self, member, G_TYPE_STRING), text);
}

void
hammer_season_item_set_double (HammerSeasonItem *self,
                               const char       *member,
                               double            number)
{
  g_return_if_fail (HAMMER_IS_SEASON_ITEM (self));
  g_return_if_fail (self->values != NULL);
  g_return_if_fail (member != NULL);

  g_value_set_double (new_value (self, member, G_TYPE_DOUBLE), number);
}

gpointer
hammer_season_item_get_target (HammerSeasonItem *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), NULL);

  return self->target;
}

/* The target's property named like @member ("last_average" is
 * "last-average") into @value, converted to @type; FALSE without one. */
static gboolean
get_property (HammerSeasonItem *self,
              const char       *member,
              GType             type,
              GValue           *value)
{
  g_autofree char *name = g_strdelimit (g_strdup (member), "_", '-');
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self->target), name);
  g_auto(GValue) read = G_VALUE_INIT;

  if (pspec == NULL)
    return FALSE;
  g_value_init (&read, pspec->value_type);
  g_object_get_property (self->target, name, &read);
  g_value_init (value, type);
  return g_value_transform (&read, value);
}

/* A value of a line without a target, as a number of @type. */
static gboolean
get_own_value (HammerSeasonItem *self,
               const char       *member,
               GType             type,
               GValue           *value)
{
  GValue *own = g_hash_table_lookup (self->values, member);

  if (own == NULL || G_VALUE_HOLDS_STRING (own))
    return FALSE;
  g_value_init (value, type);
  return g_value_transform (own, value);
}

gint64
hammer_season_item_get_int (HammerSeasonItem *self,
                            const char       *member)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), 0);

  if (self->target == NULL)
    return get_own_value (self, member, G_TYPE_INT64, &value) ? g_value_get_int64 (&value) : 0;
  return get_property (self, member, G_TYPE_INT64, &value) ? g_value_get_int64 (&value) : 0;
}

double
hammer_season_item_get_double (HammerSeasonItem *self,
                               const char       *member)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), -1);

  if (self->target == NULL)
    return get_own_value (self, member, G_TYPE_DOUBLE, &value) ? g_value_get_double (&value) : -1;
  return get_property (self, member, G_TYPE_DOUBLE, &value) ? g_value_get_double (&value) : -1;
}

const char *
hammer_season_item_get_string (HammerSeasonItem *self,
                               const char       *member)
{
  g_autofree char *name = NULL;
  GParamSpec *pspec;
  char *text = NULL;

  g_return_val_if_fail (HAMMER_IS_SEASON_ITEM (self), NULL);

  if (self->target == NULL)
    {
      GValue *own = g_hash_table_lookup (self->values, member);

      return own != NULL && G_VALUE_HOLDS_STRING (own) ? g_value_get_string (own) : NULL;
    }
  name = g_strdelimit (g_strdup (member), "_", '-');
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self->target), name);
  if (pspec == NULL || pspec->value_type != G_TYPE_STRING)
    return NULL;
  /* A copy the item keeps until it is asked for the same member again. */
  g_object_get (self->target, name, &text, NULL);
  g_object_set_data_full (G_OBJECT (self), g_intern_string (name), text, g_free);
  return text;
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
show_label (GtkListItem *list_item)
{
  GObject *factory = g_object_get_data (G_OBJECT (list_item), "hammer-factory");
  HammerSeasonFormat format = g_object_get_data (factory, "hammer-format");
  const char *member = g_object_get_data (factory, "hammer-member");
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = NULL;

  if (item == NULL)
    return;
  text = format != NULL ? format (item) : hammer_season_item_format_int (item, member);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text ? text : "—");
}

static void
target_notify_cb (GObject     *target,
                  GParamSpec  *pspec,
                  GtkListItem *list_item)
{
  show_label (list_item);
}

/* A typed line changed in place shows its change without a refill. */
static void
bind_label_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  numeric)
{
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);

  g_object_set_data (G_OBJECT (list_item), "hammer-factory", factory);
  show_label (list_item);
  if (item != NULL && item->target != NULL)
    g_signal_connect_object (item->target, "notify", G_CALLBACK (target_notify_cb), list_item,
                             G_CONNECT_DEFAULT);
}

static void
unbind_label_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 gpointer                  numeric)
{
  HammerSeasonItem *item = gtk_list_item_get_item (list_item);

  if (item != NULL && item->target != NULL)
    g_signal_handlers_disconnect_by_func (item->target, target_notify_cb, list_item);
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
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_label_cb), GINT_TO_POINTER (numeric));
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

/* Selects again the line of @store whose @key is @kept. */
static void
select_again (GtkSingleSelection *selection,
              GListStore         *store,
              const char         *key,
              gint64              kept)
{
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

static gint64
selected_key (GtkColumnView *view,
              const char    *key)
{
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (view));
  HammerSeasonItem *selected = gtk_single_selection_get_selected_item (selection);

  return selected != NULL ? hammer_season_item_get_int (selected, key) : 0;
}

void
hammer_season_item_refill_objects (GtkColumnView *view,
                                   GListStore    *store,
                                   GListModel    *objects,
                                   const char    *key)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 kept;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));
  g_return_if_fail (G_IS_LIST_STORE (store));
  g_return_if_fail (G_IS_LIST_MODEL (objects));

  kept = selected_key (view, key);
  for (guint i = 0; i < g_list_model_get_n_items (objects); i++)
    {
      g_autoptr(GObject) object = g_list_model_get_item (objects, i);

      g_ptr_array_add (items, hammer_season_item_new_for_object (object));
    }
  /* One splice, so that a view sees one change and keeps its place. */
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       items->pdata, items->len);
  select_again (GTK_SINGLE_SELECTION (gtk_column_view_get_model (view)), store, key, kept);
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
  return g_strdup (hammer_season_item_get_string (item, "place_label"));
}

char *
hammer_season_item_format_name (HammerSeasonItem *item)
{
  return g_strdup (hammer_season_item_get_string (item, "name"));
}
