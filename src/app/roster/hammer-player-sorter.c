/* hammer-player-sorter.c
 *
 * GTK 4.8 does not say which column a column view sorts by (its
 * GtkColumnViewSorter is public from 4.10). Its sorter does ask the
 * columns' sorters in their order until one decides: each column's
 * HammerPlayerSorter decides at once and says that it was asked, so one
 * comparison names the primary column, and its sign the direction. The
 * list itself is sorted by SQLite (HammerPlayerList), never compared here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-player-sorter.h"

struct _HammerPlayerSorter
{
  GtkSorter parent_instance;

  HammerPlayerOrder order;
};

G_DEFINE_FINAL_TYPE (HammerPlayerSorter, hammer_player_sorter, GTK_TYPE_SORTER)

enum {
  PROP_0,
  PROP_COLUMN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The names the columns' templates give, in the order of HammerPlayerOrder. */
static const char * const column_names[HAMMER_N_PLAYER_ORDERS] = {
  "name", "club", "licence", "average",
};

/* The sorter the last comparison asked; only the main thread compares. */
static HammerPlayerSorter *asked;

static GtkOrdering
hammer_player_sorter_compare (GtkSorter *sorter,
                              gpointer   item1,
                              gpointer   item2)
{
  asked = HAMMER_PLAYER_SORTER (sorter);
  return GTK_ORDERING_SMALLER;
}

static GtkSorterOrder
hammer_player_sorter_get_order (GtkSorter *sorter)
{
  return GTK_SORTER_ORDER_TOTAL;
}

gboolean
hammer_player_sorter_read_primary (GtkSorter         *view_sorter,
                                   HammerPlayerOrder *order,
                                   gboolean          *descending)
{
  GtkOrdering ordering;
  int first, second;

  g_return_val_if_fail (GTK_IS_SORTER (view_sorter), FALSE);
  g_return_val_if_fail (order != NULL && descending != NULL, FALSE);

  asked = NULL;
  /* Any two items do, the columns' sorters do not look at them; but two:
   * an item is equal to itself without a sorter asked. */
  ordering = gtk_sorter_compare (view_sorter, &first, &second);
  if (asked == NULL || ordering == GTK_ORDERING_EQUAL)
    return FALSE;
  *order = asked->order;
  *descending = ordering == GTK_ORDERING_LARGER;
  asked = NULL;
  return TRUE;
}

static void
hammer_player_sorter_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerPlayerSorter *self = HAMMER_PLAYER_SORTER (object);

  switch (prop_id)
    {
    case PROP_COLUMN:
      g_value_set_string (value, column_names[self->order]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_player_sorter_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  HammerPlayerSorter *self = HAMMER_PLAYER_SORTER (object);
  const char *column;

  switch (prop_id)
    {
    case PROP_COLUMN:
      column = g_value_get_string (value);
      for (guint i = 0; i < HAMMER_N_PLAYER_ORDERS; i++)
        if (g_strcmp0 (column, column_names[i]) == 0)
          {
            self->order = (HammerPlayerOrder) i;
            return;
          }
      g_critical ("The players have no order by “%s”", column);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_player_sorter_class_init (HammerPlayerSorterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkSorterClass *sorter_class = GTK_SORTER_CLASS (klass);

  object_class->get_property = hammer_player_sorter_get_property;
  object_class->set_property = hammer_player_sorter_set_property;
  sorter_class->compare = hammer_player_sorter_compare;
  sorter_class->get_order = hammer_player_sorter_get_order;

  /**
   * HammerPlayerSorter:column:
   *
   * The column the list sorts by: "name", "club", "licence" or "average".
   */
  properties[PROP_COLUMN] =
    g_param_spec_string ("column", NULL, NULL, "name",
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_player_sorter_init (HammerPlayerSorter *self)
{
}
