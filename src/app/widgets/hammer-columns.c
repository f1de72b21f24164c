/* hammer-columns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "hammer-columns.h"

typedef struct
{
  char *property;
  HammerColumnKind kind;
  gboolean expand;
} ColumnData;

static void
column_data_free (gpointer data)
{
  ColumnData *column = data;

  g_free (column->property);
  g_free (column);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          ColumnData               *column)
{
  GtkWidget *inscription = gtk_inscription_new (NULL);

  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (inscription),
                                     GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  /* Columns that do not expand hold short codes and numbers: keep them whole. */
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (inscription),
                                 column->expand ? 6 : column->kind == HAMMER_COLUMN_TEXT ? 11 : 5);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (inscription), column->expand ? 22 : 0);
  if (column->kind != HAMMER_COLUMN_TEXT)
    {
      gtk_inscription_set_xalign (GTK_INSCRIPTION (inscription), 1.0);
      gtk_widget_add_css_class (inscription, "numeric");
    }
  gtk_list_item_set_child (item, inscription);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         ColumnData               *column)
{
  GObject *object = gtk_list_item_get_item (item);
  GtkInscription *inscription = GTK_INSCRIPTION (gtk_list_item_get_child (item));
  g_autofree char *text = NULL;
  GValue value = G_VALUE_INIT;

  g_object_get_property (object, column->property, &value);
  switch (column->kind)
    {
    case HAMMER_COLUMN_TEXT:
      text = g_value_dup_string (&value);
      break;
    case HAMMER_COLUMN_COUNT:
      if (G_VALUE_HOLDS_UINT (&value))
        text = g_strdup_printf ("%u", g_value_get_uint (&value));
      else if (g_value_get_int64 (&value) >= 0)
        text = g_strdup_printf ("%" PRId64, g_value_get_int64 (&value));
      break;
    case HAMMER_COLUMN_NUMBER:
      if (g_value_get_uint (&value) > 0)
        text = g_strdup_printf ("%u", g_value_get_uint (&value));
      break;
    case HAMMER_COLUMN_AVERAGE:
      if (g_value_get_double (&value) >= 0)
        text = g_strdup_printf ("%.1f", g_value_get_double (&value));
      break;
    default:
      g_assert_not_reached ();
    }
  g_value_unset (&value);

  if (text == NULL || *text == '\0')
    {
      gtk_inscription_set_text (inscription, "—");
      gtk_widget_add_css_class (GTK_WIDGET (inscription), "dim-label");
    }
  else
    {
      gtk_inscription_set_text (inscription, text);
      gtk_widget_remove_css_class (GTK_WIDGET (inscription), "dim-label");
    }
}

GtkColumnViewColumn *
hammer_columns_append (GtkColumnView    *view,
                       GType             item_type,
                       const char       *title,
                       const char       *property,
                       HammerColumnKind  kind,
                       gboolean          expand)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkColumnViewColumn) column = NULL;
  GtkExpression *expression;
  GtkSorter *sorter;
  ColumnData *data;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  data = g_new0 (ColumnData, 1);
  data->property = g_strdup (property);
  data->kind = kind;
  data->expand = expand;
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), data);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), data);
  g_object_set_data_full (G_OBJECT (factory), "hammer-column", data, column_data_free);

  expression = gtk_property_expression_new (item_type, NULL, property);
  if (kind == HAMMER_COLUMN_TEXT)
    {
      sorter = GTK_SORTER (gtk_string_sorter_new (expression));
      gtk_string_sorter_set_ignore_case (GTK_STRING_SORTER (sorter), TRUE);
    }
  else
    sorter = GTK_SORTER (gtk_numeric_sorter_new (expression));

  column = gtk_column_view_column_new (title, g_object_ref (factory));
  gtk_column_view_column_set_sorter (column, sorter);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  g_object_unref (sorter);

  gtk_column_view_append_column (view, column);
  return column;
}
